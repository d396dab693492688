"""Computer-versus-computer games for testing, benchmarks and demo saves (Qt-free)."""

from __future__ import annotations

from .core import registry
from .core.match import Match, SeatInfo

SEAT_COLOURS = ("#c0392b", "#2471a3", "#d4ac0d", "#1e8449", "#7d3c98")


def computer_seats(count: int) -> list[SeatInfo]:
    """Return ``count`` computer seats with default names and colours."""
    return [
        SeatInfo(name=f"CPU {i + 1}", colour=SEAT_COLOURS[i % len(SEAT_COLOURS)], kind="computer")
        for i in range(count)
    ]


def play_one(game_id: str, seats: int, seed: int) -> Match:
    """Play one complete game between computer players and return the match."""
    game = registry.get(game_id)
    match = Match(game, game.default_config(seats), computer_seats(seats), seed)
    while match.to_move():
        if match.cursor > game.max_actions:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {game.max_actions} actions")
        match.play_bot(match.to_move()[0])  # who must act may change after each action
    return match
