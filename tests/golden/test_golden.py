"""Golden playthroughs replay step by step to the recorded states, events and outcome.

After an intended change of the rules or of the computer players:
``.venv/bin/python -m tests.golden.regenerate GAME`` and review the diff of
``tests/golden/files/GAME/*.json`` (it should touch only the steps the change is meant to alter).
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.digest import to_jsonable

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


def test_a_computer_player_choosing_otherwise_shows_at_its_step():
    """A bots' game recorded with another legal choice than the bot's fails at that step."""
    (case,) = [case for case in CASES["turandot"] if case.name == "bots_2p_dark"]
    golden = load("turandot", case)
    game = registry.get("turandot")
    state = game.initial_state(game.config_type.model_validate(golden["config"]), case.seed)
    for step in golden["steps"]:
        seat, action = step[0], game.parse_action(step[1])
        others = [other for other in game.legal_actions(state, seat) if other != action]
        if others:  # the first step with a choice: record another one
            step[1] = to_jsonable(others[0])
            break
        state = game.apply(state, seat, action).state
    index = golden["steps"].index(step)
    (difference,) = replay_differences(golden)
    assert difference.startswith(f"step {index}: the computer player now chooses")
