"""What one seat may see of a Turandot table (player view models), and what it may not."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import ScoreLine, Seat

from .data import ROLES, Role, directors, singers
from .hiring import DIRECTOR_ROUND, FIRING_ROUNDS, LAST_ROUND, is_legal_bid
from .legal import to_move
from .scoring import (
    director_is_neutral,
    final_outcome,
    is_mismatch,
    optimal_assignment,
    score_lines,
    star_points,
)
from .state import Company, Phase, TurandotState

RoundKind = Literal["singers", "directors"]


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


class RoundView(_View):
    """One of the seven rounds, as the round track shows it."""

    number: int
    kind: RoundKind
    """What is hired under the characters: singers, or directors (round 4, TUR-020)."""
    fires: bool
    """Whether the round ends with Phase 3, Fire a Director (rounds 1-3, TUR-018)."""


class RoleMark(_View):
    """What a singer earns or loses on the role it plays in a cast."""

    role: Role
    singer: str
    favourite: int
    """Points for playing the favourite role (+1, TUR-063), else 0."""
    gender: int
    """Points for a role of the other gender (-1, TUR-064; never for uncertain, TUR-065)."""


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
    cast_lines: list[ScoreLine]
    """Final scene: the itemised score of the cast as arranged now (empty before)."""
    cast_stars: int | None
    """Final scene: the stars of the cast alone, the tie-break value (TUR-068)."""
    cast_marks: list[RoleMark]
    """Final scene: each role's singer with its favourite-role and gender points."""


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
    casting_kind: RoundKind
    rounds: list[RoundView]
    """Every round of the game, first to last (the round track)."""
    scene_hire_open: bool
    """Whether a money card alone may hire the costume designer or the carpenter this
    round (never in the director round, TUR-056)."""
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
    neutral_directors: list[str]
    """Directors whose effect scores nothing with this deck (kinds in a one-kind deck,
    A-TUR-07)."""
    role_order: bool
    players: list[SeatView]
    hand: list[str]
    """The viewer's own hand (empty for spectators)."""
    bid: list[str]
    """The viewer's own bid in progress (or confirmed, before the reveal)."""
    bid_is_legal: bool
    """Whether the viewer's bid could be confirmed now."""
    optimal_cast: list[str]
    """Final scene, while the viewer arranges the cast: its singers in the role order that
    scores best with its director (the current order when it already does; else empty,
    A-TUR-01)."""
    optimal_points: int | None
    """The total of :attr:`optimal_cast` (None when there is none)."""
    scores: dict[int, int] | None
    """Final scores once the game is over."""
    winners: list[int]
    standings: list[int]
    """Once over: every seat from first to last by score, then stars alone (TUR-068)."""


ROUNDS = tuple(
    RoundView(
        number=n,
        kind="directors" if n == DIRECTOR_ROUND else "singers",
        fires=n in FIRING_ROUNDS,
    )
    for n in range(1, LAST_ROUND + 1)
)


def _role_marks(cast: tuple[str, ...]) -> list[RoleMark]:
    marks = []
    for singer_id, role in zip(cast, ROLES, strict=False):
        singer = singers()[singer_id]
        marks.append(
            RoleMark(
                role=role,
                singer=singer_id,
                favourite=1 if singer.favourite_role == role else 0,
                gender=-1 if is_mismatch(singer, role) else 0,
            )
        )
    return marks


@lru_cache(maxsize=64)
def _best_order(members: tuple[str, ...], director: str | None, themed: bool) -> tuple[str, ...]:
    """The best role order of a set of singers (trying 720 orders: cached by the set)."""
    return optimal_assignment(members, director, themed)


def _optimal(state: TurandotState, company: Company) -> tuple[list[str], int | None]:
    """The best arrangement of a complete cast, keeping the current one if it is as good."""
    if len(company.cast) != len(ROLES):
        return [], None

    def total(cast: tuple[str, ...]) -> int:
        lines = score_lines(cast, company.director, len(company.scene), state.themed)
        return sum(line.points for line in lines)

    best = _best_order(tuple(sorted(company.cast)), company.director, state.themed)
    now = total(company.cast)
    if now >= total(best):
        return list(company.cast), now
    return list(best), total(best)


def _seat_view(state: TurandotState, seat: int) -> SeatView:
    company = state.companies[seat]
    revealed = state.revealed[seat] if state.revealed else None
    lines = (
        score_lines(company.cast, company.director, len(company.scene), state.themed)
        if company.cast
        else []
    )
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
        cast_points=sum(line.points for line in lines) if company.cast else None,
        cast_lines=lines,
        cast_stars=star_points(company.cast) if company.cast else None,
        cast_marks=_role_marks(company.cast),
    )


def player_view(state: TurandotState, seat: int | None) -> TurandotView:
    """Return the view of ``seat``; other seats' hands and bids appear only as counts."""
    own = state.companies[seat] if seat is not None else None
    outcome = final_outcome(state) if state.phase == "over" else None
    optimal, optimal_points = (
        _optimal(state, own)
        if own is not None and state.phase == "final" and not own.cast_confirmed
        else ([], None)
    )
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
        rounds=list(ROUNDS),
        scene_hire_open=state.round != DIRECTOR_ROUND,
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
        neutral_directors=[d for d in directors() if director_is_neutral(d, state.themed)],
        role_order=state.role_order,
        players=[_seat_view(state, s) for s in range(state.seats)],
        hand=list(own.hand) if own else [],
        bid=list(own.bid) if own else [],
        bid_is_legal=bool(own and is_legal_bid(own.bid)),
        optimal_cast=optimal,
        optimal_points=optimal_points,
        scores=outcome.scores if outcome else None,
        winners=list(outcome.winners) if outcome else [],
        standings=list(outcome.ranking) if outcome else [],
    )


def secrets(state: TurandotState) -> dict[Seat | None, set[str]]:
    """Hands and bids belong to their owner; the singer deck is hidden from all."""
    hidden: dict[Seat | None, set[str]] = {
        seat: set(c.hand) | set(c.bid) for seat, c in enumerate(state.companies)
    }
    hidden[None] = set(state.deck)
    return hidden
