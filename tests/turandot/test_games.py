"""Whole games: random play, computer players, speed, privacy and invariants."""

from __future__ import annotations

import time

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.turandot.actions import AddToBid
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.state import money_card, number_card

from .support import new_state


def _random_game(seats: int, seed: int, check_every_step: bool = False):
    state = GAME.initial_state(GAME.default_config(seats), seed)
    rng = Rng.from_seed(seed, "test")
    steps = 0
    while GAME.to_move(state):
        movers = GAME.to_move(state)
        seat = movers[rng.below(len(movers))]
        state = GAME.apply(state, seat, GAME.random_action(state, seat, rng)).state
        steps += 1
        if check_every_step:
            assert GAME.invariants(state) == []
    return state, steps


def test_two_hundred_random_games_end_with_an_outcome():
    for index in range(200):
        seats = 2 + index % 4
        state, steps = _random_game(seats, 500 + index, check_every_step=index < 20)
        assert steps <= GAME.max_actions
        assert GAME.invariants(state) == []
        outcome = GAME.outcome(state)
        assert outcome is not None and set(outcome.scores) == set(range(seats))
        assert all(len(c.singers) == 6 and c.director for c in state.companies)
        for seat, lines in outcome.breakdown.items():
            assert sum(line.points for line in lines) == outcome.scores[seat]


def test_bots_beat_random_players():
    wins = games = 0
    for seed in range(12):
        seats = 3 + seed % 3
        bot = seed % seats
        state = new_state(seats, seed=seed, puccini=0)
        rng = Rng.from_seed(seed, "opponents")
        while GAME.to_move(state):
            movers = GAME.to_move(state)
            seat = movers[rng.below(len(movers))]
            if seat == bot:
                action = GAME.bot_action(state, seat, seed)
                assert action in GAME.legal_actions(state, seat)
            else:
                action = GAME.random_action(state, seat, rng)
            state = GAME.apply(state, seat, action).state
        games += 1
        wins += bot in GAME.outcome(state).winners
    assert wins >= 0.75 * games


def test_bots_are_deterministic_and_finish_among_themselves():
    def play():
        state = new_state(4, seed=11)
        log = []
        while GAME.to_move(state):
            seat = GAME.to_move(state)[-1]
            action = GAME.bot_action(state, seat, 99)
            log.append(action)
            state = GAME.apply(state, seat, action).state
            assert len(log) < 1000
        return log, GAME.outcome(state)

    assert play() == play()


def test_legal_actions_and_apply_are_fast():
    state = GAME.initial_state(GAME.default_config(5), 1)
    rng = Rng.from_seed(1, "speed")
    steps, start = 0, time.perf_counter()
    while GAME.to_move(state):
        movers = GAME.to_move(state)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, rng.choice(legal)).state
        steps += 1
    assert (time.perf_counter() - start) / steps < 0.001


def test_views_show_other_hands_only_as_counts():
    state = new_state(3, seed=2)
    state = GAME.apply(state, 0, AddToBid(card=number_card(0, 3))).state
    secrets = GAME.secrets(state)
    assert number_card(0, 3) in secrets[0] and money_card(1, 1) in secrets[1]
    assert set(state.deck) == secrets[None]
    for viewer in (None, 0, 1, 2):
        text = canonical_json(GAME.player_view(state, viewer))
        for owner, ids in secrets.items():
            if owner != viewer:
                assert not any(f'"{card}"' in text for card in ids)
    view = GAME.player_view(state, 1)
    assert view.players[0].hand_size == len(state.companies[0].hand)
    assert view.hand == list(state.companies[1].hand)


def test_private_events_are_visible_to_their_seat_only():
    transition = GAME.apply(new_state(3), 2, AddToBid(card=number_card(2, 1)))
    (event,) = transition.events
    assert event.visible_to == (2,)
    assert GAME.redact_event(event, 1) is None and GAME.redact_event(event, 2) == event


def test_apply_does_not_touch_its_input():
    state = new_state(4, seed=6)
    before = canonical_json(state)
    for action in GAME.legal_actions(state, 0):
        GAME.apply(state, 0, action)
    assert canonical_json(state) == before
