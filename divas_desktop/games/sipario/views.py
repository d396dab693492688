"""Player views (what each seat may see) and the secrets they must keep."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from divas_desktop.core.types import Seat

from .config import SiparioConfig
from .data import CardData
from .legal import seat_to_move
from .scoring import elimination
from .state import State
from .table import score_of
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
                staged_before_count=len(player.staged_before),
                turns=player.turns,
                skip_turns=player.skip_turns,
                ledger=dict(player.ledger),
            )
        )
    staging = []
    for prod in s.staging:
        slots = [
            SlotView.model_construct(
                role=role,
                card=slot.card if slot else None,
                by=slot.by if slot else None,
                category=slot.category if slot else None,
                delayed=bool(slot and slot.delayed),
                eliminated=elimination(data, prod, role) if slot else None,
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
            )
            for index, effect in enumerate(prod.effects)
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
    )


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
