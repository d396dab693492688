"""Player views (what each seat may see), secrets, invariants and refusal reasons."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from pydantic import BaseModel

from divas_desktop.core.types import IllegalAction

from .config import ADVERTISING_GOLD, TITLE_CHANGE_GOLD, SiparioConfig
from .data import CardData
from .engine import previous_discard
from .legal import can_confirm, seat_to_move
from .scoring import elimination
from .state import State
from .table import can_pay, score_of


class SlotView(BaseModel):
    """A role of a production on stage."""

    role: int
    card: str | None
    by: int | None
    category: str | None
    delayed: bool
    eliminated: str | None
    """``delay`` or ``tbd`` while the singer is struck and not yet settled."""


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
    """Operas staged in earlier deals (their cards are back in play, so only a count)."""
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
    offers: list[dict]
    pending_kind: str | None
    pending_queue: list[int]
    drawable_discard: str | None
    """The previous player's discard the viewer may take (``"blind"`` when face down)."""
    drew: bool
    played: bool
    discards_due: int
    forced_prima_donna_discard: bool
    winners: list[int] | None


def player_view(state: State, data: CardData, config: SiparioConfig, seat: int | None):
    """Build the view of ``seat`` (hands and seasons hidden except one's own)."""
    s = state
    players = []
    for i, p in enumerate(s.players):
        own = seat == i
        known = [
            c
            for c in p.hand
            if c in s.public_cards or (seat is not None and seat in s.known.get(c, ()))
        ]
        known += [c for c in p.season if seat is not None and seat in s.known.get(c, ())]
        players.append(
            PlayerView.model_construct(
                seat=i,
                gold=p.gold,
                pn=p.pn,
                score=score_of(s, config, i),
                markers=p.markers,
                hand_count=len(p.hand),
                prime_donne_count=sum(1 for c in p.hand if data.is_pd(c)),
                hand=list(p.hand) if own else None,
                known_cards=[] if own else known,
                season=list(p.season) if own else None,
                season_count=len(p.season),
                revealed_titles=list(p.revealed),
                staged=list(p.staged),
                staged_before_count=len(p.staged_before),
                turns=p.turns,
                skip_turns=p.skip_turns,
                ledger=dict(p.ledger),
            )
        )
    staging = []
    for prod in s.staging:
        slots = [
            SlotView.model_construct(
                role=r,
                card=x.card if x else None,
                by=x.by if x else None,
                category=x.category if x else None,
                delayed=bool(x and x.delayed),
                eliminated=elimination(data, prod, r) if x else None,
            )
            for r, x in enumerate(prod.slots)
        ]
        effects = [
            EffectView.model_construct(
                index=i,
                card=e.card,
                type=e.type,
                by=e.by,
                role=e.role,
                gold=e.gold,
                stage=e.stage,
                cancelled=e.cancelled,
                cancels=e.cancels,
                seducer=e.seducer,
            )
            for i, e in enumerate(prod.effects)
        ]
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
        discard=[c for c, _ in s.discard],
        discard_by=[w for _, w in s.discard],
        blind_count=len(s.blind),
        blind_by=[w for _, w in s.blind],
        own_blind=[c for c, w in s.blind if w == seat],
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
        extra_show=s.extra["show"] if s.extra else None,
        extra_cards=list(s.extra["cards"]) + [e[0] for e in s.extra["effects"]] if s.extra else [],
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
    )


def secrets(state: State, data: CardData) -> dict[int | None, set[str]]:
    """Ids only one seat may see (its hand and season), and ids nobody may see."""
    out: dict[int | None, set[str]] = {None: set(state.deck) | set(state.opera_deck)}
    on_stage = {prod.opera for prod in state.staging}
    out[None] |= set(state.exceptions_hidden)
    for seat, p in enumerate(state.players):
        mine = {c for c in p.hand if c not in state.public_cards and not state.known.get(c)}
        mine |= {
            c
            for c in p.season
            if c not in p.revealed and not state.known.get(c) and c not in on_stage
        }
        mine |= {c for c, w in state.blind if w == seat}
        out[seat] = mine
    out[None] |= {c for c, _ in state.blind}
    for seat in range(state.seats):
        out[None] -= out[seat]
    return out


def all_cards(data: CardData) -> Counter:
    """Every play card of the box."""
    return Counter(list(data.singers) + list(data.action_cards) + [data.fool_id])


@lru_cache(maxsize=1)
def _sorted_box() -> tuple[str, ...]:
    from .data import load

    return tuple(sorted(all_cards(load()).elements()))


def _all_sorted(data: CardData) -> list[str]:
    return list(_sorted_box())


def invariants(state: State, data: CardData) -> list[str]:
    """Card conservation (all piles) and non-negative resources."""
    s = state
    broken = []
    seen = list(s.deck) + [c for c, _ in s.discard] + s.debut_pile + [c for c, _ in s.blind]
    seen += s.exceptions + s.exceptions_hidden + s.aside
    for p in s.players:
        seen += p.hand
    for prod in s.staging:
        seen += [x.card for x in prod.slots if x is not None]
        seen += [e.card for e in prod.effects if e.card]
        seen += [e.seducer for e in prod.effects if e.seducer]
        seen += prod.gone + prod.returning + prod.covers
    if s.extra:
        seen += s.extra["cards"] + [e[0] for e in s.extra["effects"]]
    if sorted(seen) != _all_sorted(data):
        broken.append("play cards not conserved")
    operas = list(s.opera_deck) + s.opera_discard
    for p in s.players:
        operas += p.season + p.staged
    if sorted(operas) != sorted(data.operas):
        broken.append("opera cards not conserved")
    for i, p in enumerate(s.players):
        if p.gold < 0 or p.pn < 0 or p.markers < 0:
            broken.append(f"negative resource at seat {i}")
        if sum(p.ledger.values()) != p.pn:
            broken.append(f"ledger mismatch at seat {i}")
    return broken


def refusal_reason(state: State, data: CardData, config: SiparioConfig, seat: int, action):
    """Explain why ``action`` is not legal now."""
    s = state
    kind = action.kind
    player = s.players[seat]
    if seat_to_move(s) != seat:
        return IllegalAction("not_your_turn")
    if s.phase == "turn" and s.discards_due and kind != "discard":
        return IllegalAction("discard_first", count=s.discards_due)
    if s.phase == "turn" and s.forced_pd and kind != "discard_prima_donna":
        return IllegalAction("prima_donna_discard_first")
    if kind == "draw" and s.drew:
        return IllegalAction("already_drew")
    if kind == "draw" and action.source == "discard":
        return IllegalAction("no_discard_to_take")
    if kind in ("begin_debut", "begin_extra", "play_turn_card") and s.played:
        return IllegalAction("already_played")
    if kind in ("begin_debut", "begin_extra") and s.drew_discard:
        return IllegalAction("debut_after_deck_draw_only")
    if kind == "advertise" and player.gold < ADVERTISING_GOLD:
        return IllegalAction("not_enough_gold", needed=ADVERTISING_GOLD)
    if kind == "change_title" and player.gold < TITLE_CHANGE_GOLD:
        return IllegalAction("not_enough_gold", needed=TITLE_CHANGE_GOLD)
    if getattr(action, "gold", 0) and not can_pay(s, seat, action.gold):
        return IllegalAction("not_enough_gold", needed=action.gold)
    if kind == "end_turn" and not (s.drew or s.played):
        return IllegalAction("draw_or_play_first")
    if kind == "cast":
        return IllegalAction("singer_not_eligible")
    if kind == "confirm_debut" and s.staging:
        prod = s.staging[-1]
        roles = data.operas[prod.opera].roles
        if any(r.base and x is None for r, x in zip(roles, prod.slots, strict=False)):
            return IllegalAction("base_cast_incomplete")
        if not can_confirm(s, data, seat, prod):
            return IllegalAction("prima_donna_or_gold")
    if kind in ("attack", "defend", "attach"):
        return IllegalAction("card_not_playable")
    if kind != _phase_kinds(s.phase, kind):
        return IllegalAction("wrong_moment")
    return IllegalAction("illegal_move")


def _phase_kinds(phase: str, kind: str) -> str:
    allowed = {
        "setup_swap": {"setup_swap"},
        "uc_attack": {"attack", "complete_cast", "end_uc_slot"},
        "uc_defend": {"defend", "pass_defence", "yield_defence"},
        "gossip": {"gossip_take", "gossip_done"},
        "offer_pay": {"give_card"},
        "flop_pick": {"flop_title"},
    }
    return kind if phase not in allowed or kind in allowed[phase] else ""


REFUSALS = (
    "not_your_turn",
    "discard_first",
    "prima_donna_discard_first",
    "already_drew",
    "no_discard_to_take",
    "already_played",
    "debut_after_deck_draw_only",
    "not_enough_gold",
    "draw_or_play_first",
    "singer_not_eligible",
    "base_cast_incomplete",
    "prima_donna_or_gold",
    "card_not_playable",
    "wrong_moment",
    "illegal_move",
    "team_play_needs_four",
)
