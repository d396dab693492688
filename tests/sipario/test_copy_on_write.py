"""A state's copy shares its players until a step changes one: no step may change a past
state (Undo and the log read them)."""

from __future__ import annotations

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME

OPTIONS = [
    {"seats": 2},
    {"seats": 3, "last_hour_offer": True, "infingardo": True},
    {"seats": 4, "team_play": True},
    {"seats": 5, "travesti_table": True, "prime_donne": False},
]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda options: f"{options['seats']}p")
def test_every_past_state_is_unchanged_at_the_end_of_a_game(options):
    """Play whole games of the computer players, trying a random action aside at every
    step; every state met on the way must still read as it did when it was made."""
    config = SiparioConfig(**options)
    for seed in range(2):
        state = GAME.initial_state(config, seed)
        rng = Rng.from_seed(seed, "copy-on-write")
        seen = [(state, canonical_json(state))]
        kinds = set()
        while movers := GAME.to_move(state):
            seat = movers[0]
            aside = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state
            seen.append((aside, canonical_json(aside)))
            action = GAME.bot_action(state, seat, len(seen))
            kinds.add(action.kind)
            state = GAME.apply(state, seat, action).state
            seen.append((state, canonical_json(state)))
        assert {"draw", "cast", "end_turn"} <= kinds, "too few kinds of step: untested"
        for number, (past, text) in enumerate(seen):
            assert canonical_json(past) == text, f"seed {seed}: state {number} was changed later"


def test_a_copy_owns_a_player_only_once_it_changes_him():
    """A draw copies the drawer alone: the other players stay shared with the past state."""
    state = GAME.initial_state(SiparioConfig(seats=3), 1)
    while True:
        seat = GAME.to_move(state)[0]
        draws = [action for action in GAME.legal_actions(state, seat) if action.kind == "draw"]
        if draws:
            break
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, 0)).state
    after = GAME.apply(state, seat, draws[0]).state
    assert len(after.players[seat].hand) == len(state.players[seat].hand) + 1
    assert after.players[seat] is not state.players[seat]
    for other in range(3):
        if other != seat:
            assert after.players[other] is state.players[other], f"seat {other} was copied"
