"""The three levels are seeded and legal (issue 35): the same seed gives the same game at
every level, Hard included (its work is counted in simulated actions, never in seconds)."""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match
from divas_desktop.selfplay import computer_seats

GAMES = ("sipario", "magna", "turandot", "divas")
STEPS = 45
"""Actions played of each game (Hard thinks at most of them)."""


def _opening(game_id: str, levels: list[str], seed: int, budget_ms: int) -> list[dict]:
    game = registry.get(game_id)
    match = Match(game, game.default_config(2), computer_seats(2, levels), seed)  # type: ignore[arg-type]
    while match.to_move() and match.cursor < STEPS:
        seat = match.to_move()[0]
        match.play(seat, game.choose(*match.bot_question(seat), budget_ms))  # checked: legal
    return [entry.model_dump() for entry in match.log]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_game_at_every_level(game_id):
    first = _opening(game_id, ["hard", "easy"], 5, 20)
    assert first == _opening(game_id, ["hard", "easy"], 5, 20)
    assert _opening(game_id, ["normal", "normal"], 5, 20) == _opening(
        game_id, ["normal", "normal"], 5, 20
    )
    assert len(first) >= 40  # a real stretch of the game was compared
