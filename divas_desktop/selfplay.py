"""Computer-versus-computer games for testing, benchmarks and demo saves (Qt-free)."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .core import registry
from .core.bots import DEFAULT_LEVEL, HARD_BUDGET_MS, Level
from .core.match import Match, SeatInfo

SEAT_COLOURS = ("#c0392b", "#2471a3", "#d4ac0d", "#1e8449", "#7d3c98")


def computer_seats(count: int, levels: Sequence[Level] = ()) -> list[SeatInfo]:
    """Return ``count`` computer seats with default names and colours.

    ``levels`` gives each seat's level in turn, cycling when shorter (default: Normal).
    """
    return [
        SeatInfo(
            name=f"CPU {i + 1}",
            colour=SEAT_COLOURS[i % len(SEAT_COLOURS)],
            kind="computer",
            level=levels[i % len(levels)] if levels else DEFAULT_LEVEL,
        )
        for i in range(count)
    ]


def rotated(levels: Sequence[Level], seats: int, game: int) -> list[Level]:
    """The level of each seat in the ``game``-th game of a seat-rotated series: the levels
    take the seats in turn, and each game moves them one seat on."""
    return [levels[(seat + game) % len(levels)] for seat in range(seats)]


@dataclass
class Played:
    """A finished computer game and how long each decision took, by seat."""

    match: Match
    decision_ms: dict[int, list[float]] = field(default_factory=dict)


def play_one(
    game_id: str,
    seats: int,
    seed: int,
    levels: Sequence[Level] = (),
    budget_ms: int = HARD_BUDGET_MS,
) -> Match:
    """Play one complete game between computer players and return the match."""
    return play_timed(game_id, seats, seed, levels, budget_ms).match


def play_timed(
    game_id: str,
    seats: int,
    seed: int,
    levels: Sequence[Level] = (),
    budget_ms: int = HARD_BUDGET_MS,
) -> Played:
    """Play one complete game, timing every decision (CPU time of this process)."""
    game = registry.get(game_id)
    match = Match(game, game.default_config(seats), computer_seats(seats, levels), seed)
    played = Played(match, {seat: [] for seat in range(seats)})
    while match.to_move():
        if match.cursor > game.max_actions:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {game.max_actions} actions")
        seat = match.to_move()[0]  # who must act may change after each action
        started = time.process_time()
        action = game.choose(*match.bot_question(seat), budget_ms)
        played.decision_ms[seat].append((time.process_time() - started) * 1000)
        match.play(seat, action)
    return played


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank; 0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate (a shared win counts as a part)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    spread /= 1 + z * z / games
    return max(0.0, centre - spread), min(1.0, centre + spread)
