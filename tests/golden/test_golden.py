"""Golden playthroughs replay step by step to the recorded states, events and outcome.

After an intended rule change: ``.venv/bin/python -m tests.golden.regenerate GAME`` and
review the diff of ``tests/golden/files/GAME/*.json`` (it should touch only the steps the
change is meant to alter).
"""

from __future__ import annotations

import pytest

from .harness import CASES, load, path_of, replay_differences

PARAMS = [
    pytest.param(game_id, case, id=f"{game_id}-{case.name}")
    for game_id, cases in CASES.items()
    for case in cases
]


@pytest.mark.parametrize(("game_id", "case"), PARAMS)
def test_golden_playthrough_replays_unchanged(game_id, case):
    """Every recorded step gives the same state, events and reveals; the outcome is the same."""
    assert path_of(game_id, case).exists(), "run: python -m tests.golden.regenerate " + game_id
    golden = load(game_id, case)
    assert golden["outcome"] is not None, "a golden game must be complete"
    assert replay_differences(golden) == []


def test_every_game_has_goldens_with_bots_and_random_play():
    """Each game has several recorded games, by computer players and by random play."""
    for game_id, cases in CASES.items():
        assert {case.player for case in cases} == {"bots", "random"}, game_id
        assert len({case.seats for case in cases}) >= min(2, len(cases)) or game_id == "divas"
