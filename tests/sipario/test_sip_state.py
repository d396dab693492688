"""The state's hand-written copy: every field copied, nothing shared that can change
(except the players, shared until the copy asks to change one)."""

import dataclasses

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.sipario import state as state_module
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME


def _mid_game_states():
    """States along a random game with offers, so every kind of part is present once."""
    config = SiparioConfig(seats=4, max_rounds=20, last_hour_offer=True, infingardo=True)
    state = GAME.initial_state(config, 8)  # a seed whose game has every part
    rng = Rng.from_seed(8, "clone")
    while GAME.to_move(state):
        yield state
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.random_action(state, seat, rng)).state


def _mutables(obj, path="state"):
    """(path, object) of every list, dict and dataclass reachable from ``obj``."""
    if dataclasses.is_dataclass(obj):
        if type(obj).__dataclass_params__.frozen:
            return  # replaced, never changed: sharing it is safe
        yield path, obj
        for field in dataclasses.fields(obj):
            yield from _mutables(getattr(obj, field.name), f"{path}.{field.name}")
    elif isinstance(obj, (list, dict)):
        yield path, obj
        values = obj.values() if isinstance(obj, dict) else obj
        for index, value in enumerate(values):
            yield from _mutables(value, f"{path}[{index}]")


def test_clone_copies_every_field_and_shares_nothing_mutable():
    kinds = set()
    for count, state in enumerate(_mid_game_states()):
        if count % 3 and state.pending is None and not state.offers:
            continue
        copy = state.clone()
        assert copy == state and canonical_json(copy) == canonical_json(state)
        originals = {id(obj) for _, obj in _mutables(state)}
        shared = [
            path
            for path, obj in _mutables(copy)
            if id(obj) in originals and not path.startswith("state.players[")
        ]
        assert shared == [], shared
        assert all(mine is theirs for mine, theirs in zip(copy.players, state.players, strict=True))
        for seat in range(copy.seats):  # each player, once owned, shares nothing either
            copy.own_player(seat)
        shared = [path for path, obj in _mutables(copy) if id(obj) in originals]
        assert shared == [], shared
        assert copy == state
        kinds |= {type(obj).__name__ for _, obj in _mutables(state)}
    classes = {
        name
        for name, value in vars(state_module).items()
        if dataclasses.is_dataclass(value) and value.__module__ == state_module.__name__
    }
    assert {"State", "Player", "Production", "Placement", "Effect", "Uc", "Pending"} <= kinds
    assert kinds <= classes | {"list", "dict"}
