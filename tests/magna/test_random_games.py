"""200 complete random games over 2, 3 and 4 players, with every invariant at every step."""

from __future__ import annotations

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.magna.rules import GAME
from divas_desktop.i18n.texts_magna import TEXTS

GAMES = 200


def _random_game(seats: int, seed: int, check_views: bool = False):
    state = GAME.initial_state(GAME.default_config(seats), seed)
    rng = Rng.from_seed(seed, "magna-test")
    kinds: set[str] = set()
    steps = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal, (seed, state.phase)
        action = rng.choice(legal)
        transition = GAME.apply(state, seat, action)
        kinds.update(e.kind for e in transition.events)
        state = transition.state
        broken = GAME.invariants(state)
        assert not broken, (seed, steps, broken)
        if check_views:
            _check_views(state)
        steps += 1
        assert steps <= GAME.max_actions
    return state, kinds


def _check_views(state):
    secrets = GAME.secrets(state)
    for viewer in [None, *range(state.seats)]:
        text = canonical_json(GAME.player_view(state, viewer))
        for owner, ids in secrets.items():
            if owner is not None and owner == viewer:
                continue
            for secret in ids:
                assert f'"{secret}"' not in text


def test_two_hundred_random_games_end_with_nine_rounds_and_an_outcome():
    event_kinds: set[str] = set()
    for index in range(GAMES):
        seats = 2 + index % 3
        state, kinds = _random_game(seats, 5000 + index)
        event_kinds |= kinds
        assert state.round == 9 and state.last_round == 9
        result = GAME.outcome(state)
        assert result is not None and set(result.scores) == set(range(seats))
        assert result.winners
        for seat, lines in result.breakdown.items():
            assert len(lines) == 8 and sum(x.points for x in lines) == result.scores[seat]
    missing = {k for k in event_kinds if k not in TEXTS}
    assert not missing, missing


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_views_never_show_other_hands_or_decks(seats):
    _random_game(seats, 77 + seats, check_views=True)


def test_own_hand_is_visible_and_others_are_counts():
    state = GAME.initial_state(GAME.default_config(3), 3)
    view = GAME.player_view(state, 1)
    assert view.players[1].hand == state.players[1].hand
    assert view.players[0].hand is None and view.players[0].hand_count == 3
    assert GAME.player_view(state, None).players[1].hand is None


def test_apply_does_not_touch_its_input():
    state = GAME.initial_state(GAME.default_config(4), 9)
    rng = Rng.from_seed(9, "purity")
    for _ in range(150):
        if not GAME.to_move(state):
            break
        seat = GAME.to_move(state)[0]
        before = canonical_json(state)
        for action in GAME.legal_actions(state, seat):
            GAME.apply(state, seat, action)
        assert canonical_json(state) == before
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state


def test_draws_and_reveals_are_marked():
    state = GAME.initial_state(GAME.default_config(2), 4)
    revealed_kinds = set()
    rng = Rng.from_seed(4, "reveal")
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        t = GAME.apply(state, seat, action)
        if t.revealed_to:
            revealed_kinds.add(action.kind)
            assert t.revealed_to == frozenset({0, 1})
        state = t.state
    assert {"play_card", "take_market_card"} <= revealed_kinds
