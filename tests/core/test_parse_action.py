"""Game.parse_action: each distinct logged action is parsed once, a bad one always refused."""

import pytest
from pydantic import ValidationError

from divas_desktop.core import registry


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_logged_action_parses_to_the_same_action_every_time(game_id):
    game = registry.get(game_id)
    state = game.initial_state(game.default_config(game.min_seats), 7)
    seat = game.to_move(state)[0]
    for action in game.legal_actions(state, seat)[:20]:
        logged = action.model_dump(mode="json")
        first, again = game.parse_action(dict(logged)), game.parse_action(dict(logged))
        assert first == action and again == action


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_bad_logged_action_is_refused_every_time(game_id):
    game = registry.get(game_id)
    for _ in range(2):
        with pytest.raises(ValidationError):
            game.parse_action({"kind": "no_such_move"})
        with pytest.raises(ValidationError):
            game.parse_action({"kind": ["not", "hashable"]})
