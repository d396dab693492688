"""Computer players: legal, deterministic in the seed, and better than random play."""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.games.magna.rules import GAME


def _game(seats: int, seed: int, bots: set[int]):
    state = GAME.initial_state(GAME.default_config(seats), seed)
    rng = Rng.from_seed(seed, "random-player")
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if seat in bots:
            action = GAME.bot_action(state, seat, seed * 1000 + state.round)
            assert action in GAME.legal_actions(state, seat)
        else:
            action = rng.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action).state
    return GAME.outcome(state)


def test_bot_is_deterministic_in_the_seed():
    state = GAME.initial_state(GAME.default_config(3), 11)
    for _ in range(40):
        seat = GAME.to_move(state)[0]
        a, b = GAME.bot_action(state, seat, 5), GAME.bot_action(state, seat, 5)
        assert a == b
        state = GAME.apply(state, seat, a).state


def test_bots_finish_games_for_every_player_count():
    for seats in (2, 3, 4):
        result = _game(seats, 300 + seats, set(range(seats)))
        assert result is not None and result.winners


def test_bot_beats_random_players_most_of_the_time():
    wins = 0
    games = 9
    for index in range(games):
        seats = 2 + index % 3
        bot = index % seats
        result = _game(seats, 900 + index, {bot})
        wins += bot in result.winners
    assert wins >= 7, wins


def test_bots_buy_paid_market_slots_and_use_city_powers():
    """Issue 15: the bots use the whole game, not only the free market card."""
    state = GAME.initial_state(GAME.default_config(4), 41)
    slots, powers = [], 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        action = GAME.bot_action(state, seat, 41 + state.round)
        if action.kind == "take_market_card":
            slots.append(action.slot)
        powers += action.kind == "use_power"
        state = GAME.apply(state, seat, action).state
    assert len(slots) == 32
    assert sum(1 for s in slots if s > 0) >= 8, slots
    assert len(set(slots)) == 4, slots
    assert powers >= 4
