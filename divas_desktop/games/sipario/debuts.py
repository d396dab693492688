"""Debuts: casting an opera, declaring it, giving it up, and staging it at the end."""

from __future__ import annotations

from divas_desktop.core.types import Seat

from .casting import ansioso_missing, base_roles
from .config import BANG_PN, DELAY_GOLD, LIGHTNING_PN, ROLE_PN, SiparioConfig
from .data import CardData
from .scoring import has_ability, production_gold, protagonist_pd, score_production
from .state import Effect, Production, State, removed
from .step import Step
from .table import can_pay, gain_pn, holds_pd, pay, route_used
from .turns import finish_turn


def begin_debut(step: Step, seat: Seat, opera: str) -> None:
    """Start casting an opera of the season."""
    roles = step.data.operas[opera].roles
    step.show_title(seat, opera)  # the title goes on stage, face up
    step.state.staging.append(Production(owner=seat, opera=opera, slots=[None] * len(roles)))
    step.state.phase = "casting"


def debut_costs(data: CardData, prod: Production) -> int:
    """Gold due when declaring a debut (SIP-082): GT in Second parts, PD use, paid cards."""
    gold = sum(slot.gold for slot in prod.slots if slot is not None)
    gold += sum(effect.gold for effect in prod.effects)
    return gold + sum(data.singers[card].use_cost for card in protagonist_pd(data, prod))


def base_cast_complete(prod: Production) -> bool:
    """SIP-065: every base role of the opera has its singer."""
    slots = prod.slots
    return all(slots[role] is not None for role in base_roles(prod.opera))


def can_confirm(state: State, data: CardData, seat: Seat, prod: Production) -> bool:
    """SIP-065, SIP-208, SIP-218: base cast filled, Prima donna duty met, costs affordable."""
    if not base_cast_complete(prod):
        return False
    if holds_pd(state, data, seat) and not protagonist_pd(data, prod):
        return False  # SIP-208: the first opera after drawing a PD features her
    if has_ability(data, prod, "ansioso") and ansioso_missing(data, prod):
        return False
    return can_pay(state, seat, debut_costs(data, prod))


def attach_card(
    step: Step, seat: Seat, card: str, as_type: str, role: int | None, gold: int, rival: int | None
) -> None:
    """Attach an action card to the opera being cast (on a role or on the whole show)."""
    state = step.state
    step.show_from_hand(seat, card)
    prod = state.staging[-1]
    group = prod.next_group()
    if as_type == "stagehands_strike" and rival is not None:
        prod.silenced.append(rival)  # SIP-186
    prod.effects.append(Effect(card=card, type=as_type, by=seat, role=role, gold=gold, group=group))
    step.event("card_attached", player=seat, type=as_type, role=role)


def commit_cover(step: Step, seat: Seat, card: str) -> None:
    """A-SIP-14: L'ansioso's cover singer waits off-stage (public)."""
    step.show_from_hand(seat, card)
    step.state.staging[-1].covers.append(card)
    step.event("cover_committed", player=seat, card=card)


def silence_rival(step: Step, seat: Seat, rival: Seat) -> None:
    """L'amica dell'amico: the named opponent loses his Unfair Competition action."""
    prod = step.state.staging[-1]
    prod.silenced.append(rival)
    prod.amica_used = True
    step.event("silenced", player=seat, victim=rival)


def confirm_debut(step: Step, seat: Seat) -> None:
    """Declare the debut: pay, and wait for a second opera or the curtain."""
    state = step.state
    prod = state.staging[-1]
    pay(state, seat, debut_costs(step.data, prod), step.events)
    prod.confirmed = True
    step.event("debut_declared", player=seat, opera=prod.opera)
    state.phase = "debut_more"


def abandon_debut(step: Step, seat: Seat) -> None:
    """Return the cards of the production being cast to the hand."""
    state = step.state
    prod = state.staging.pop()
    state.own_player(seat).hand += (
        *(slot.card for slot in prod.slots if slot is not None),
        *(effect.card for effect in prod.effects),
        *prod.covers,
    )
    state.abandoned = True
    state.phase = "debut_more" if state.staging else "turn"
    step.event("debut_abandoned", player=seat)


def debut_awards(state: State, owner: Seat) -> list[tuple[str, int]]:
    """The start award the debut of ``owner`` would earn now (SIP-084, SIP-085)."""
    turn_no = state.players[owner].turns + 1
    if not state.bang_awarded and turn_no == 1:
        return [("sipario.score.opening_bang", BANG_PN)]
    if not state.lightning_awarded and turn_no <= 3:
        return [("sipario.score.lightning_start", LIGHTNING_PN)]
    return []


def delay_payment_due(data: CardData, prod: Production) -> bool:
    """SIP-109: a delayed show costs 1 gold (not with a Press Conference or a Prima donna)."""
    return prod.delayed and not prod.press_waiver and not protagonist_pd(data, prod)


def show_value(
    state: State, data: CardData, config: SiparioConfig, index: int
) -> tuple[list[tuple[str, int]], int]:
    """What production ``index`` would score if it were staged now (lines and PN)."""
    prod = state.staging[index]
    player = state.players[prod.owner]
    delay_unpaid = delay_payment_due(data, prod) and player.gold < DELAY_GOLD
    return score_production(
        data,
        config,
        prod,
        debut_awards(state, prod.owner) if index == 0 else [],
        len(state.staging) > 1 and index == 0,
        player.pd_unpaid,
        delay_unpaid,
    )


def finalize_debut(step: Step) -> None:
    """Score every production, route the cards and end the debutant's turn (SIP-083)."""
    state, data, config = step.state, step.data, step.config
    owner = state.staging[0].owner
    player = state.own_player(owner)
    home = len(state.staging) > 1
    awards = debut_awards(state, owner)
    for label, _points in awards:
        if label == "sipario.score.opening_bang":
            state.bang_awarded = True
        else:
            state.lightning_awarded = True
    for number, prod in enumerate(state.staging):
        delay_unpaid = False
        if delay_payment_due(data, prod):
            if player.gold >= DELAY_GOLD:
                player.gold -= DELAY_GOLD
            else:
                delay_unpaid = True
        lines, total = score_production(
            data,
            config,
            prod,
            awards if number == 0 else [],
            home and number == 0,
            player.pd_unpaid,
            delay_unpaid,
        )
        gain_pn(state, owner, "sipario.score.debuts", total)
        player.gold += production_gold(prod)
        step.event(
            "opera_staged",
            player=owner,
            opera=prod.opera,
            points=total,
            lines=[[label, points] for label, points in lines],
        )
        opera = data.operas[prod.opera]
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by != owner:
                gain_pn(state, slot.by, "sipario.score.helping", ROLE_PN[opera.roles[role].type])
        for slot in prod.slots:
            if slot is not None:
                route_used(state, data, slot.card)
        for effect in prod.effects:
            if effect.card:
                route_used(state, data, effect.card)
            if effect.seducer:
                route_used(state, data, effect.seducer)
        for card in prod.gone + prod.covers:
            route_used(state, data, card)
        player.hand += tuple(prod.returning)
        player.season = removed(player.season, prod.opera)
        if prod.opera in player.revealed:
            player.revealed = removed(player.revealed, prod.opera)
        player.staged += (prod.opera,)
        player.staged_pn += (total,)
        if len(player.staged) >= 3:
            state.deal_ending = True  # SIP-021/231
            if state.completer is None:
                state.completer = owner
    if player.pd_unpaid and len(holds_pd(state, data, owner)) < 2:
        player.pd_unpaid = False
    finish_turn(step)
