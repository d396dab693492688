"""What each seat may see: hands become counts for the opponent, decks become counts."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import Seat

from .data import DIVAS, HOUSES
from .legal import to_move
from .state import DivasState


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class HouseView(_View):
    """One opera house as seen on the table."""

    house: str
    opera: str
    fame: int
    """Signed: positive leans toward Callas (seat 0), negative toward Tebaldi."""
    applause: list[int]
    cards: list[list[str]]
    rhythms_scored: list[list[int]]
    notes_sent: list[list[str]]


class DivaView(_View):
    """One diva's public situation."""

    diva: str
    key: int
    tessitura: list[int]
    vp: int
    hand_count: int
    deck_count: int
    discard: list[str]
    conductor_placed: bool
    operas_closed: int


class TaskView(_View):
    """The pending decision (an event, the Fame-track reordering, an orchestra bonus)."""

    op: str
    seat: int
    count: int
    house: str | None
    amount: int


class DivasView(_View):
    """A player view of The Battle of the Divas (``seat`` None: a spectator)."""

    seat: int | None
    to_move: list[int]
    current: int
    phase: str
    turn: int
    allowance: int
    black_key: int | None
    remaining_actions: list[str]
    task: TaskView | None
    hand: list[str]
    """The viewer's own hand (empty for spectators)."""
    divas: list[DivaView]
    houses: list[HouseView]
    piano: list[int | None]
    timeline: list[str]
    orchestra: dict[str, list[int]]
    opera_deck_count: int
    operas_done: list[str]
    last_turn_of: int | None
    palco_reale: bool
    palco_row: list[str]
    palco_used: list[str]
    palco_deck_count: int


def player_view(state: DivasState, seat: int | None) -> DivasView:
    """Return what ``seat`` may see (None: the public view)."""
    task = state.tasks[0] if state.tasks else None
    return DivasView(
        seat=seat,
        to_move=list(to_move(state)),
        current=state.current,
        phase=state.phase,
        turn=state.turn,
        allowance=state.allowance,
        black_key=state.black_key,
        remaining_actions=list(state.remaining),
        task=None
        if task is None
        else TaskView(
            op=task.op, seat=task.seat, count=task.count, house=task.house, amount=task.amount
        ),
        hand=sorted(state.hands[seat]) if seat is not None else [],
        divas=[
            DivaView(
                diva=DIVAS[s],
                key=state.diva[s],
                tessitura=list(state.tessitura[s]),
                vp=state.vp[s],
                hand_count=len(state.hands[s]),
                deck_count=len(state.decks[s]),
                discard=list(state.discards[s]),
                conductor_placed=state.conductor[s],
                operas_closed=state.closed_by[s],
            )
            for s in (0, 1)
        ],
        houses=[
            HouseView(
                house=h,
                opera=state.houses[h].opera,
                fame=state.houses[h].fame,
                applause=list(state.houses[h].applause),
                cards=[list(c) for c in state.houses[h].cards],
                rhythms_scored=[list(r) for r in state.houses[h].rhythms],
                notes_sent=[list(n) for n in state.houses[h].notes],
            )
            for h in HOUSES
        ],
        piano=list(state.piano),
        timeline=list(state.timeline),
        orchestra={k: list(v) for k, v in state.orchestra.items()},
        opera_deck_count=len(state.opera_deck),
        operas_done=list(state.operas_done),
        last_turn_of=state.ending_after,
        palco_reale=state.palco_reale,
        palco_row=list(state.palco_row),
        palco_used=list(state.palco_used),
        palco_deck_count=len(state.palco_deck),
    )


def secrets(state: DivasState) -> dict[Seat | None, set[str]]:
    """Hands belong to their owner; decks and face-down piles are hidden from all."""
    return {
        0: set(state.hands[0]),
        1: set(state.hands[1]),
        None: set(state.decks[0])
        | set(state.decks[1])
        | set(state.opera_deck)
        | set(state.palco_deck),
    }
