"""What one seat may see of a Turandot table (player view models), and what it may not."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import Seat

from .data import ROLES, Role
from .hiring import DIRECTOR_ROUND, is_legal_bid
from .legal import to_move
from .scoring import final_outcome, score_lines
from .state import Phase, TurandotState


class _View(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class BidView(_View):
    """A bid once revealed: its number (None for money alone), money count and bluff."""

    number: int | None
    money: int
    bluff: bool


class FiredDirectorView(_View):
    """A director fired in rounds 1-3 and the player who fired it."""

    player: int
    director: str


class SeatView(_View):
    """The public side of one player's company."""

    seat: int
    hand_size: int
    """Cards in hand (their ids only in the owner's ``hand``)."""
    money_left: int
    """Money cards still owned (3 minus spent and scene elements; public, A-TUR-11)."""
    has_bid: bool
    """Whether this player's bid is confirmed this round."""
    bid_size: int
    """Face-down cards of the confirmed bid (0 until confirmed)."""
    revealed_bid: BidView | None
    """This round's bid once all bids are revealed."""
    singers: list[str]
    """Singers hired, in hire order."""
    director: str | None
    scene: list[str]
    """Money cards turned into scene elements (+1 point each)."""
    spent: list[str]
    """Money cards spent on singers."""
    hire: str | None
    """The card this player received this round (singer or director)."""
    needs_understudy: bool
    cast: list[str]
    """Final scene: singer id of each role, in character order (empty before)."""
    cast_confirmed: bool
    cast_points: int | None
    """Final scene: total score of the cast as arranged now (None before)."""


class TurandotView(_View):
    """Everything a seat may see: the public table plus its own hand and bid."""

    viewer: int | None
    seats: int
    round: int
    phase: Phase
    to_move: list[int]
    puccini: int
    characters: list[Role]
    """The six roles of the character row, in order (1 Turandot ... 6 Pang)."""
    casting: list[str | None]
    """Card under each character (singer, or director in round 4); None when empty."""
    casting_kind: Literal["singers", "directors"]
    deck_size: int
    carpenter_in_game: bool
    designer_owner: int | None
    """Seat that hired the costume designer this round."""
    carpenter_owner: int | None
    director_pile: list[str]
    fired_directors: list[FiredDirectorView]
    removed_directors: list[str]
    removed_singers: list[str]
    firer: int | None
    """Seat chosen to fire a director."""
    themed_deck: str
    """``all`` or the one singer kind in play."""
    role_order: bool
    players: list[SeatView]
    hand: list[str]
    """The viewer's own hand (empty for spectators)."""
    bid: list[str]
    """The viewer's own bid in progress (or confirmed, before the reveal)."""
    bid_is_legal: bool
    """Whether the viewer's bid could be confirmed now."""
    scores: dict[int, int] | None
    """Final scores once the game is over."""
    winners: list[int]


def _seat_view(state: TurandotState, seat: int) -> SeatView:
    company = state.companies[seat]
    revealed = state.revealed[seat] if state.revealed else None
    return SeatView(
        seat=seat,
        hand_size=len(company.hand),
        money_left=3 - len(company.spent) - len(company.scene),
        has_bid=company.has_bid,
        bid_size=len(company.bid) if company.has_bid else 0,
        revealed_bid=BidView(number=revealed.number, money=revealed.money, bluff=revealed.bluff)
        if revealed
        else None,
        singers=list(company.singers),
        director=company.director,
        scene=list(company.scene),
        spent=list(company.spent),
        hire=state.hires[seat] if state.hires else None,
        needs_understudy=seat in state.needs_understudy,
        cast=list(company.cast),
        cast_confirmed=company.cast_confirmed,
        cast_points=sum(
            line.points
            for line in score_lines(
                company.cast, company.director, len(company.scene), state.themed
            )
        )
        if company.cast
        else None,
    )


def player_view(state: TurandotState, seat: int | None) -> TurandotView:
    """Return the view of ``seat``; other seats' hands and bids appear only as counts."""
    own = state.companies[seat] if seat is not None else None
    outcome = final_outcome(state) if state.phase == "over" else None
    return TurandotView(
        viewer=seat,
        seats=state.seats,
        round=state.round,
        phase=state.phase,
        to_move=list(to_move(state)),
        puccini=state.puccini,
        characters=list(ROLES),
        casting=list(state.casting),
        casting_kind="directors" if state.round == DIRECTOR_ROUND else "singers",
        deck_size=len(state.deck),
        carpenter_in_game=state.carpenter_in_game,
        designer_owner=state.designer,
        carpenter_owner=state.carpenter,
        director_pile=list(state.director_pile),
        fired_directors=[FiredDirectorView(player=p, director=d) for p, d in state.fired],
        removed_directors=list(state.removed_directors),
        removed_singers=list(state.removed_singers),
        firer=state.firer,
        themed_deck=state.deck_kind,
        role_order=state.role_order,
        players=[_seat_view(state, s) for s in range(state.seats)],
        hand=list(own.hand) if own else [],
        bid=list(own.bid) if own else [],
        bid_is_legal=bool(own and is_legal_bid(own.bid)),
        scores=outcome.scores if outcome else None,
        winners=list(outcome.winners) if outcome else [],
    )


def secrets(state: TurandotState) -> dict[Seat | None, set[str]]:
    """Hands and bids belong to their owner; the singer deck is hidden from all."""
    hidden: dict[Seat | None, set[str]] = {
        seat: set(c.hand) | set(c.bid) for seat, c in enumerate(state.companies)
    }
    hidden[None] = set(state.deck)
    return hidden
