"""Unfair Competition: who attacks in which order, attacks, defences and cast completion."""

from __future__ import annotations

from divas_desktop.core.types import Seat

from .attacks import play_cards
from .casting import place
from .config import SiparioConfig
from .resolution import start_resolution
from .state import State, Uc
from .step import Step
from .table import nxt, partner, pay


def attack_slots(state: State, config: SiparioConfig, debutant: Seat) -> list[Seat]:
    """SIP-089/095/096/229: who attacks, in order (silenced seats lose their action).

    With 2 players the opponent has both slots.
    """
    if state.seats == 2:
        slots = [nxt(state, debutant), nxt(state, debutant)]
    else:
        slots = rivals(state, config, debutant)
    silenced = {seat for prod in state.staging for seat in prod.silenced}
    return [seat for seat in slots if seat not in silenced]


def rivals(state: State, config: SiparioConfig, debutant: Seat) -> list[Seat]:
    """The opponents who would attack ``debutant``'s debut, each once, before any silencing.

    These are the seats Stagehands' Strike (Sp) and L'amica dell'amico may name.
    """
    if state.seats == 2:
        return [nxt(state, debutant)]
    if config.team_play:
        return [nxt(state, debutant, 1), nxt(state, debutant, 3)]
    return [nxt(state, debutant, 1), nxt(state, debutant, 2)]


def uc_slots(state: State, config: SiparioConfig, debutant: Seat) -> Uc:
    """The Unfair Competition slots in seat order.

    SIP-101 / A-SIP-18: the two players after the debutant may complete the cast. In team
    play (SIP-229) they are the next opponent and the debutant's partner: the partner gets
    a completion-only slot between the two attackers, and the second attacker (third seat
    after the debutant) attacks but does not complete.
    """
    attackers = attack_slots(state, config, debutant)
    if not config.team_play:
        return Uc(attackers=attackers)
    first, mate, last = (nxt(state, debutant, places) for places in (1, 2, 3))
    slots = [seat for seat in (first, mate, last) if seat in attackers or seat == mate]
    return Uc(attackers=slots, help_only=[mate], no_help=[last])


def raise_curtain(step: Step, seat: Seat) -> None:
    """Open Unfair Competition against the declared debut(s)."""
    state = step.state
    state.played = True
    uc = state.uc = uc_slots(state, step.config, seat)
    step.event("curtain", player=seat, attackers=[x for x in uc.attackers if x not in uc.help_only])
    advance_uc(step)


def advance_uc(step: Step) -> None:
    """Move to the next attacker, or to the resolution when Unfair Competition is over."""
    state = step.state
    uc = state.competition()
    if uc.index < len(uc.attackers):
        state.phase = "uc_attack"
        return
    start_resolution(step)


def end_uc_slot(step: Step, seat: Seat) -> None:
    """SIP-093: an attacker ends his slot; a declined attack forfeits the defence."""
    state = step.state
    uc = state.competition()
    if uc.attacked:
        uc.step = "defend"
        uc.defender = state.current
        state.phase = "uc_defend"
        return
    if seat in uc.help_only:
        step.event("partner_done", player=seat)
        next_slot(step)
        return
    step.event("uc_declined", player=seat)
    next_slot(step)


def next_slot(step: Step) -> None:
    """Pass to the next attacker."""
    uc = step.state.competition()
    uc.index += 1
    uc.step, uc.attacked, uc.contributed, uc.defender = "attack", False, 0, -1
    advance_uc(step)


def attack(
    step: Step,
    seat: Seat,
    prod_index: int,
    cards: tuple[str, ...],
    types: tuple[str, ...],
    role: int | None,
    gold: int,
    target: int | None,
    seducer: str | None,
) -> None:
    """Play an attack (SIP-091): cards to the production, gold paid, seducer committed."""
    state = step.state
    prod = state.staging[prod_index]
    for card in cards:
        step.show_from_hand(seat, card)
    if seducer:
        step.show_from_hand(seat, seducer)
    pay(state, seat, gold, step.events)
    play_cards(prod, seat, cards, types, role, gold, target, "attack", seducer)
    state.competition().attacked = True
    step.event("attacked", player=seat, victim=prod.owner, types=list(types), role=role)


def defend(
    step: Step,
    seat: Seat,
    prod_index: int,
    card: str,
    as_type: str,
    role: int | None,
    gold: int,
    target: int | None,
    claque: str | None,
) -> None:
    """Play a defensive card (SIP-094), alone or as Sublime Aria with a Claque."""
    state = step.state
    prod = state.staging[prod_index]
    step.show_from_hand(seat, card)
    pay(state, seat, gold, step.events)
    played: tuple[str, ...] = (card,)
    kinds: tuple[str, ...] = (as_type,)
    if claque:
        step.show_from_hand(seat, claque)
        played, kinds = (card, claque), (as_type, "claque")
    play_cards(prod, seat, played, kinds, role, gold, target, "defence")
    step.event("defended", player=seat, type=as_type)
    next_slot(step)


def pass_defence(step: Step, seat: Seat) -> None:
    """Give up the defence; the next attacker plays."""
    step.event("no_defence", player=seat)
    next_slot(step)


def yield_defence(step: Step, seat: Seat) -> None:
    """SIP-230: the debutant lets his partner answer this attack."""
    uc = step.state.competition()
    mate = partner(step.config, seat)
    if mate is None:
        raise RuntimeError("no partner outside team play")
    uc.defender = mate
    step.event("defence_yielded", player=seat, to=uc.defender)


def complete_cast(
    step: Step,
    seat: Seat,
    prod_index: int,
    card: str,
    role: int,
    enabler: str | None,
    enabler_type: str | None,
) -> None:
    """SIP-101: a following player adds one of his singers to an unfilled role."""
    state = step.state
    prod = state.staging[prod_index]
    slot = place(step, prod, seat, card, role, enabler, enabler_type, None, "helper")
    pay(state, seat, slot.gold, step.events)
    state.competition().contributed += 1
    step.event("cast_completed", player=seat, opera=prod.opera, role=role, card=card)
