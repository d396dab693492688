"""Golden playthroughs replay to the same results (regenerate with tests/divas/golden.py)."""

import json

from divas_desktop.core.digest import digest
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.rules import GAME

from .golden import FOLDER, GAMES


def test_golden_games_replay_identically():
    for name, (seed, palco) in GAMES.items():
        data = json.loads((FOLDER / name).read_text("utf-8"))
        state = GAME.initial_state(DivasConfig(palco_reale=palco), seed)
        for entry in data["log"]:
            action = GAME.parse_action(entry["action"])
            assert GAME.refusal(state, entry["seat"], action) is None
            state = GAME.apply(state, entry["seat"], action).state
        outcome = GAME.outcome(state)
        assert {str(k): v for k, v in outcome.scores.items()} == data["scores"], name
        assert digest(state) == data["digest"], name
