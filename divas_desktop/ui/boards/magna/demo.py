"""Seeded Opera Magna positions for screenshots: every phase, with 2 and with 4 players.

``demo_positions()`` returns ``(name, match, seat)`` triples: the match is advanced by the
engine's own computer players until the phase named, then rebuilt with ``seat`` (the
player to act) as the one person at the table, so the picture shows what they can do.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ....core.match import Match, SeatInfo
from ....core.types import Action
from ....games.magna.rules import GAME
from ....games.magna.state import MagnaState
from ...theme import SEAT_COLOURS

SEED = 1436
"""The year Santa Maria del Fiore was consecrated: the seed of every demo position."""
NAMES = ("Violetta", "Alfredo", "Germont", "Flora")
MAX_STEPS = 3000

Stop = Callable[[MagnaState], bool]


def _match(seats: int, human: int | None, seed: int) -> Match:
    infos = [
        SeatInfo(
            name=NAMES[i], colour=SEAT_COLOURS[i][0], kind="human" if i == human else "computer"
        )
        for i in range(seats)
    ]
    return Match(GAME, GAME.default_config(seats), infos, seed)


@cache
def _probe(seats: int, seed: int) -> tuple[tuple[int, Action], ...]:
    """A whole seeded game between computer players: its (seat, action) steps."""
    state = GAME.initial_state(GAME.default_config(seats), seed)
    steps: list[tuple[int, Action]] = []
    for _ in range(MAX_STEPS):
        to_move = GAME.to_move(state)
        if not to_move:
            break
        action = GAME.bot_action(state, to_move[0], seed + len(steps))
        steps.append((to_move[0], action))
        state = GAME.apply(state, to_move[0], action).state
    return tuple(steps)


def position(stop: Stop, seats: int, seed: int = SEED) -> tuple[Match, int]:
    """The first position of the seeded game where ``stop`` holds, with the seat to move
    as the one person at the table."""
    steps = _probe(seats, seed)
    state = GAME.initial_state(GAME.default_config(seats), seed)
    for index in range(len(steps) + 1):
        if stop(state):
            break
        if index == len(steps):
            raise LookupError("the demo game never reached that position")
        seat, action = steps[index]
        state = GAME.apply(state, seat, action).state
    to_move = GAME.to_move(state)
    person = to_move[0] if to_move else 0
    match = _match(seats, person, seed)
    for seat, action in steps[:index]:
        match.play(seat, action)
    return match, person


def _refining(state: MagnaState) -> bool:
    player = state.player
    return (
        state.phase == "refine"
        and state.round >= 4
        and not state.pending
        and not state.placing
        and sum(player.refined) >= 3
        and any(player.right)
    )


STOPS: tuple[tuple[str, Stop], ...] = (
    ("draft", lambda s: s.phase == "draft" and s.draft_step == 1),
    ("merchant", lambda s: s.phase == "merchant" and s.round == 3),
    ("activation", lambda s: s.phase == "pay" and s.round >= 3),
    ("refining", _refining),
    ("market", lambda s: s.phase == "market" and s.round >= 5),
    ("last_round", lambda s: s.phase == "merchant" and s.round == s.last_round and s.round > 0),
    ("final", lambda s: s.phase == "over"),
)
"""The phases shown, in the order of a game."""


def demo_positions() -> list[tuple[str, Match, int | None]]:
    """Every phase of a 2-player and of a 4-player game, seeded."""
    out: list[tuple[str, Match, int | None]] = []
    for seats in (2, 4):
        for name, stop in STOPS:
            try:
                match, seat = position(stop, seats)
            except LookupError:
                continue
            out.append((f"magna_{name}_{seats}p", match, seat))
    return out
