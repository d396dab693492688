"""Golden playthroughs: bot games replay to the recorded log, events and scores."""

from __future__ import annotations

import json

import pytest

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.magna.rules import GAME

from .make_golden import CASES, GOLDEN, playthrough


@pytest.mark.parametrize(("seats", "seed"), CASES)
def test_golden_playthrough(seats, seed):
    recorded = json.loads((GOLDEN / f"bots_{seats}p_seed{seed}.json").read_text())
    assert playthrough(seats, seed) == recorded


def test_golden_log_replays_through_a_match():
    seats, seed = CASES[0]
    recorded = json.loads((GOLDEN / f"bots_{seats}p_seed{seed}.json").read_text())
    match = Match(
        GAME, GAME.default_config(seats), [SeatInfo(name=f"P{i}") for i in range(seats)], seed
    )
    for entry in recorded["log"]:
        match.play(entry["seat"], GAME.parse_action(entry["action"]))
    assert match.outcome().scores == {int(k): v for k, v in recorded["scores"].items()}
