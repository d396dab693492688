"""A state's clone shares what most actions leave alone: no step may change a past state."""

from __future__ import annotations

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.rules import GAME


@pytest.mark.parametrize("palco_reale", [False, True])
def test_every_past_state_is_unchanged_at_the_end_of_a_game(palco_reale):
    """Play whole games of the computer players, trying a random action aside at every
    step; every state met on the way must still read as it did when it was made."""
    for seed in range(4):
        state = GAME.initial_state(DivasConfig(palco_reale=palco_reale), seed)
        rng = Rng.from_seed(seed, "copy-on-write")
        seen = [(state, canonical_json(state))]
        while movers := GAME.to_move(state):
            seat = movers[0]
            aside = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state
            seen.append((aside, canonical_json(aside)))
            state = GAME.apply(state, seat, GAME.bot_action(state, seat, len(seen))).state
            seen.append((state, canonical_json(state)))
        assert len(state.closed) >= 2, "too few closings: the shared records went untested"
        for number, (past, text) in enumerate(seen):
            assert canonical_json(past) == text, f"seed {seed}: state {number} was changed later"
