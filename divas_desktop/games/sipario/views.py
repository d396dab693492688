"""Player views (what each seat may see) and the secrets they must keep."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from divas_desktop.core.types import Seat

from .casting import missing_base_roles, role_needs
from .config import SiparioConfig
from .data import CardData, load
from .debuts import debut_costs, show_value
from .extra_shows import extra_reward
from .legal import seat_to_move
from .scoring import elimination, production_gold
from .state import State
from .table import partner, score_of
from .turns import previous_discard


class SlotView(BaseModel):
    """A role of a production on stage."""

    role: int
    card: str | None
    by: int | None
    category: str | None
    delayed: bool
    eliminated: str | None
    """``delay`` or ``tbd`` while the singer is struck and not yet settled."""
    pn: int = 0
    """PN modifier of this placement (preferred voice, enabling card, En travesti)."""
    gold: int = 0
    """Gold due for this placement (a Golden Throat in a Second part)."""
    enabler: int | None = None
    """Index of the effect that made the casting possible (Night of Grace, ...)."""


class EffectView(BaseModel):
    """An action card played on a production."""

    index: int
    card: str
    type: str
    by: int
    role: int | None
    gold: int
    stage: str
    cancelled: bool
    cancels: int | None
    seducer: str | None
    group: int = 0
    """Cards played together as one combination share a group number."""


class RoleNeedView(BaseModel):
    """One empty role of a debut as its debutant's hand stands (the stage's checklist)."""

    role: int
    base: bool
    """A base role (the debut needs it); else optional."""
    singers: list[str]
    """Cards of the hand that can fill it now (with the enabling cards the hand holds)."""
    lacking: list[tuple[str, str]]
    """(singer, enabling card type): a singer who could, with a card the hand lacks."""


class ProductionView(BaseModel):
    """An opera being debuted."""

    owner: int
    opera: str
    confirmed: bool
    slots: list[SlotView]
    effects: list[EffectView]
    silenced: list[int]
    delayed: bool
    tbd: bool
    covers: list[str]
    """L'ansioso's off-stage cover singers (public)."""
    value: int = 0
    """PN the show would score if it were staged now (the live value, never below 0)."""
    value_lines: list[tuple[str, int]] = []
    """The live value itemised: (score label code, PN)."""
    gold_due: int = 0
    """Gold the debutant pays when declaring it (or paid, once confirmed)."""
    box_office: int = 0
    """Gold the show brings in when staged (Grand Event, Grand Orchestra, New Year's Eve)."""
    needs: list[RoleNeedView] = []
    """In the debutant's own view only (it reads the hand): what each empty role needs."""
    missing: list[int] = []
    """In the debutant's own view only: the empty base roles the hand cannot fill (SIP-063)."""


class PlayerView(BaseModel):
    """One impresario as ``seat`` sees him."""

    seat: int
    gold: int
    pn: int
    score: int
    """PN that count for the win (the team total in team play)."""
    markers: int
    hand_count: int
    prime_donne_count: int
    """Prima donna cards have a distinct back, so their number is public (SIP-013)."""
    hand: list[str] | None
    """The cards, only in the holder's own view."""
    known_cards: list[str]
    """Cards of this hand the viewer may see (Paparazzo)."""
    season: list[str] | None
    season_count: int
    revealed_titles: list[str]
    staged: list[str]
    staged_before_count: int
    staged_pn: list[int]
    """The PN each opera of ``staged`` scored when it debuted (in the same order)."""
    """Operas staged in earlier deals (their cards are back in play, so only a count)."""
    spied_hand: int = 0
    """Cards of this hand another seat has seen (Paparazzo): they lie identifiable."""
    spied_season: int = 0
    """Season titles of this player another seat has seen."""
    partner: int | None = None
    """Team play: the partner's seat."""
    uncastable: dict[str, list[int]] = {}
    """Own view only: for each season opera, the base roles the hand cannot fill (SIP-063)
    (none listed: the hand can cast it, as far as one card per role goes)."""
    turns: int
    skip_turns: int
    ledger: dict[str, int]


class SiparioView(BaseModel):
    """Everything one seat (or a spectator, seat None) may see of the table."""

    seat: int | None
    phase: str
    to_move: int | None
    current: int
    dealer: int
    first: int
    order: list[int]
    """Turn order of the seats (changed by a reseating between deals, SIP-024)."""
    round: int
    deal: int
    mode: str
    target: int | None
    time_up: bool
    deck_count: int
    discard: list[str]
    discard_by: list[int]
    blind_count: int
    blind_by: list[int]
    own_blind: list[str]
    debut_pile_count: int
    exceptions: list[str]
    exceptions_hidden_count: int
    opera_deck_count: int
    opera_discard: list[str]
    players: list[PlayerView]
    staging: list[ProductionView]
    uc_attackers: list[int]
    uc_index: int
    uc_step: str | None
    uc_help_only: list[int]
    extra_show: str | None
    extra_cards: list[str]
    offers: list[dict[str, Any]]
    pending_kind: str | None
    pending_queue: list[int]
    drawable_discard: str | None
    """The previous player's discard the viewer may take (``"blind"`` when face down)."""
    drew: bool
    played: bool
    discards_due: int
    forced_prima_donna_discard: bool
    winners: list[int] | None
    team_play: bool = False
    time_limit_s: int | None = None
    """Length of a timed match in seconds (``None``: a PN target decides)."""
    pending_seat: int | None = None
    """Who played the pending turn card (or waits on the pending decision)."""
    pending_targets: list[int] = []
    """The seats the pending turn card was played on."""
    pending_gold: int = 0
    pending_public: bool = False
    extra_singers: list[str] = []
    """The singers of the extra show being assembled, in order."""
    extra_effects: list[dict[str, Any]] = []
    """Action cards on the extra show: ``{"card", "type", "singer"}`` (singer index or None)."""
    extra_reward: tuple[int, int] | None = None
    """The extra show being staged: the gold and PN it pays now, attached cards included."""
    bang_available: bool = True
    """"Opening with a bang" (SIP-084) may still be won."""
    lightning_available: bool = True
    """"Lightning start" (SIP-085) may still be won."""
    deal_ending: bool = False
    """Someone staged his third opera: this is the deal's last round."""
    completer: int | None = None
    """First player of the deal to stage three operas (he may reseat the others)."""
    uc_attacked: bool = False
    """The current Unfair Competition slot has attacked (the defence may answer)."""
    uc_defender: int | None = None
    """The seat answering the attack (the debutant, or his partner in team play)."""


def player_view(
    state: State, data: CardData, config: SiparioConfig, seat: Seat | None
) -> SiparioView:
    """Build the view of ``seat`` (hands and seasons hidden except one's own)."""
    s = state
    players = []
    for index, player in enumerate(s.players):
        own = seat == index
        known = [
            card
            for card in player.hand
            if card in s.public_cards or (seat is not None and seat in s.known.get(card, ()))
        ]
        known += [
            card for card in player.season if seat is not None and seat in s.known.get(card, ())
        ]
        players.append(
            PlayerView.model_construct(
                seat=index,
                gold=player.gold,
                pn=player.pn,
                score=score_of(s, config, index),
                markers=player.markers,
                hand_count=len(player.hand),
                prime_donne_count=sum(1 for card in player.hand if data.is_pd(card)),
                hand=list(player.hand) if own else None,
                known_cards=[] if own else known,
                season=list(player.season) if own else None,
                season_count=len(player.season),
                revealed_titles=list(player.revealed),
                staged=list(player.staged),
                staged_pn=list(player.staged_pn),
                staged_before_count=len(player.staged_before),
                turns=player.turns,
                skip_turns=player.skip_turns,
                ledger=dict(player.ledger),
                spied_hand=sum(1 for card in player.hand if _spied(s, card, index)),
                spied_season=sum(1 for card in player.season if _spied(s, card, index)),
                partner=partner(config, index) if config.team_play else None,
                uncastable=_uncastable(player.hand, _offstage(s, player.season), config)
                if own
                else {},
            )
        )
    staging = []
    for number, prod in enumerate(s.staging):
        slots = [
            SlotView.model_construct(
                role=role,
                card=slot.card if slot else None,
                by=slot.by if slot else None,
                category=slot.category if slot else None,
                delayed=bool(slot and slot.delayed),
                eliminated=elimination(data, prod, role) if slot else None,
                pn=slot.pn if slot else 0,
                gold=slot.gold if slot else 0,
                enabler=slot.enabler if slot else None,
            )
            for role, slot in enumerate(prod.slots)
        ]
        effects = [
            EffectView.model_construct(
                index=index,
                card=effect.card,
                type=effect.type,
                by=effect.by,
                role=effect.role,
                gold=effect.gold,
                stage=effect.stage,
                cancelled=effect.cancelled,
                cancels=effect.cancels,
                seducer=effect.seducer,
                group=effect.group,
            )
            for index, effect in enumerate(prod.effects)
        ]
        lines, value = show_value(s, data, config, number)
        needs: list[RoleNeedView] = []
        missing: list[int] = []
        if seat == prod.owner:  # the checklist reads the hand: its owner's view alone
            empty = tuple(slot is None for slot in prod.slots)
            hand = s.players[prod.owner].hand
            needs = [
                RoleNeedView.model_construct(
                    role=n.role, base=n.base, singers=list(n.singers), lacking=list(n.lacking)
                )
                for n in role_needs(hand, prod.opera, empty, config)
            ]
            missing = list(missing_base_roles(hand, prod.opera, empty, config))
        staging.append(
            ProductionView.model_construct(
                owner=prod.owner,
                opera=prod.opera,
                confirmed=prod.confirmed,
                slots=slots,
                effects=effects,
                silenced=list(prod.silenced),
                delayed=prod.delayed,
                tbd=prod.tbd,
                covers=list(prod.covers),
                value=value,
                value_lines=lines,
                gold_due=debut_costs(data, prod),
                box_office=production_gold(prod),
                needs=needs,
                missing=missing,
            )
        )
    drawable = None
    if seat is not None and seat == s.current and s.phase == "turn":
        found = previous_discard(s, seat)
        if found:
            drawable = "blind" if found[1] else found[0]
    return SiparioView.model_construct(
        seat=seat,
        phase=s.phase,
        to_move=seat_to_move(s),
        current=s.current,
        dealer=s.dealer,
        first=s.first,
        order=list(s.order),
        round=s.round,
        deal=s.deal,
        mode=config.mode,
        target=config.target,
        time_up=s.time_up,
        deck_count=len(s.deck),
        discard=[card for card, _ in s.discard],
        discard_by=[w for _, w in s.discard],
        blind_count=len(s.blind),
        blind_by=[w for _, w in s.blind],
        own_blind=[card for card, owner in s.blind if owner == seat],
        debut_pile_count=len(s.debut_pile),
        exceptions=list(s.exceptions),
        exceptions_hidden_count=len(s.exceptions_hidden),
        opera_deck_count=len(s.opera_deck),
        opera_discard=list(s.opera_discard),
        players=players,
        staging=staging,
        uc_attackers=list(s.uc.attackers) if s.uc else [],
        uc_index=s.uc.index if s.uc else 0,
        uc_step=s.uc.step if s.uc else None,
        uc_help_only=list(s.uc.help_only) if s.uc else [],
        extra_show=s.extra.show if s.extra else None,
        extra_cards=list(s.extra.cards) + [effect[0] for effect in s.extra.effects]
        if s.extra
        else [],
        offers=[
            {
                "seat": o.seat,
                "card": o.card,
                "gold": o.gold,
                "markers": o.markers,
                "cards": list(o.cards),
                "singers": o.singers,
                "actions": o.actions,
                "draft": o.draft,
                "prod": o.prod,
                "role": o.role,
            }
            for o in s.offers
        ],
        pending_kind=s.pending.kind if s.pending else None,
        pending_queue=list(s.pending.queue) if s.pending else [],
        drawable_discard=drawable,
        drew=s.drew,
        played=s.played,
        discards_due=s.discards_due,
        forced_prima_donna_discard=s.forced_pd,
        winners=list(s.winners) if s.winners is not None else None,
        team_play=config.team_play,
        time_limit_s=config.minutes * 60 if config.minutes is not None else None,
        pending_seat=s.pending.seat if s.pending else None,
        pending_targets=list(s.pending.params.get("targets", ())) if s.pending else [],
        pending_gold=int(s.pending.params.get("gold", 0) or 0) if s.pending else 0,
        pending_public=bool(s.pending.params.get("public")) if s.pending else False,
        extra_singers=list(s.extra.cards) if s.extra else [],
        extra_reward=extra_reward(data, s.extra) if s.extra else None,
        extra_effects=[
            {"card": card, "type": as_type, "singer": singer}
            for card, as_type, singer in (s.extra.effects if s.extra else [])
        ],
        bang_available=not s.bang_awarded,
        lightning_available=not s.lightning_awarded,
        deal_ending=s.deal_ending,
        completer=s.completer,
        uc_attacked=bool(s.uc and s.uc.attacked),
        uc_defender=s.uc.defender if s.uc and s.uc.defender >= 0 else None,
    )


def _spied(state: State, card: str, holder: int) -> bool:
    """Whether a card of ``holder`` has been seen by someone else (Paparazzo)."""
    return card in state.public_cards or any(k != holder for k in state.known.get(card, ()))


def secrets(state: State, data: CardData) -> dict[Seat | None, set[str]]:
    """Ids only one seat may see (its hand and season), and ids nobody may see."""
    hidden: dict[Seat | None, set[str]] = {None: set(state.deck) | set(state.opera_deck)}
    on_stage = {prod.opera for prod in state.staging}
    hidden[None] |= set(state.exceptions_hidden)
    for seat, player in enumerate(state.players):
        mine = {
            card
            for card in player.hand
            if card not in state.public_cards and not state.known.get(card)
        }
        mine |= {
            opera
            for opera in player.season
            if opera not in player.revealed and not state.known.get(opera) and opera not in on_stage
        }
        mine |= {card for card, owner in state.blind if owner == seat}
        hidden[seat] = mine
    hidden[None] |= {card for card, _ in state.blind}
    for seat in range(state.seats):
        hidden[None] -= hidden[seat]
    return hidden


def _uncastable(
    hand: tuple[str, ...] | list[str], season: tuple[str, ...] | list[str], config: SiparioConfig
) -> dict[str, list[int]]:
    """For each season opera the hand cannot cast whole, its base roles left out."""
    out = {}
    for opera in season:
        empty = tuple(True for _role in load().operas[opera].roles)
        missing = missing_base_roles(hand, opera, empty, config)
        if missing:
            out[opera] = list(missing)
    return out


def _offstage(state: State, season: tuple[str, ...] | list[str]) -> list[str]:
    """The season operas not being debuted now (one on stage has its own checklist)."""
    staging = {prod.opera for prod in state.staging}
    return [opera for opera in season if opera not in staging]
