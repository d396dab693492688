"""Computer players are honest by construction (issue 35, item 2), for every game.

A bot is given a seat's :class:`~divas_desktop.core.bots.Information`, never the state.
Its masked state comes from the game's determinization hook, which these tests hold to
its contract at steps of random games, for every seat and every seat count: a
determinized state keeps the invariants, gives the seat the very same view, the same
seats to move and the same legal actions, and does not depend on where the hidden cards
lay (two states that look the same to the seat give the same determinization). Then the
same information gives the same decision, at every level.
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.bots import LEVELS
from divas_desktop.core.digest import digest
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.rng import Rng

from .helpers import conformance_ids, random_steps

IDS = conformance_ids()
EVERY = {"sipario": 23, "magna": 11, "divas": 9}
"""Steps between two checks of one game (every step of the short games)."""
DECIDE_EVERY = {"sipario": 92, "magna": 44, "divas": 36, "turandot": 4}
"""Steps between two decisions compared (Hard thinks: fewer than the checks above)."""
HARD_MS = 15
"""Hard's budget in these tests: a few play-outs, enough to run its whole path."""


def _view(game, state, seat):
    return game.player_view(state, seat).model_dump(mode="json")


def _checked_steps(game_id, seats, seed):
    game = registry.get(game_id)
    every = EVERY.get(game_id, 1)
    for step, (state, _mover, _action) in enumerate(random_steps(game, seats, seed)):
        if step % every == every - 1:
            yield step, state


@pytest.mark.parametrize("game_id", IDS)
def test_a_determinized_state_looks_the_same_and_hides_where_the_cards_lay(game_id):
    game = registry.get(game_id)
    checked = 0
    for seats in sorted({game.min_seats, min(game.min_seats + 1, game.max_seats)}):
        for step, state in _checked_steps(game_id, seats, 60 + seats):
            for seat in range(seats):
                drawn = game.determinize(state, seat, None, Rng.from_seed(step, "drawn"))
                assert game.invariants(drawn) == [], (step, seat, game.invariants(drawn))
                assert _view(game, drawn, seat) == _view(game, state, seat), (step, seat)
                assert game.to_move(drawn) == game.to_move(state), (step, seat)
                assert game.legal_actions(drawn, seat) == game.legal_actions(state, seat)
                again = Rng.from_seed(step, "again")
                from_drawn = game.determinize(drawn, seat, None, Rng(again.state))
                from_real = game.determinize(state, seat, None, Rng(again.state))
                assert digest(from_drawn) == digest(from_real), (step, seat)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_id", IDS)
def test_states_that_look_the_same_get_the_same_decision_at_every_level(game_id):
    game = registry.get(game_id)
    seats = game.min_seats
    decided = 0
    for step, state in _checked_steps(game_id, seats, 80):
        every = DECIDE_EVERY.get(game_id, 1)
        if (step + 1) % every:
            continue
        for seat in game.to_move(state):
            lookalike = game.determinize(state, seat, None, Rng.from_seed(step, "lookalike"))
            real, other = game.information(state, seat), game.information(lookalike, seat)
            assert digest(real.masked) == digest(other.masked)
            for level in LEVELS:
                mine = game.choose(real, level, step, HARD_MS)
                assert mine == game.choose(other, level, step, HARD_MS), (step, level)
                assert game.is_legal(state, seat, mine), (step, level, mine)
            decided += 1
    assert decided >= 3


@pytest.mark.parametrize("game_id", IDS)
def test_a_computer_seat_remembers_only_what_it_saw(game_id):
    """The memory a match keeps for each computer seat (from the log as that seat saw it)
    gives determinized states that still look right, and bots that play legal moves."""
    game = registry.get(game_id)
    seats = min(game.min_seats + 1, game.max_seats)
    match = Match(
        game,
        game.default_config(seats),
        [SeatInfo(name=f"CPU {s}", kind="computer") for s in range(seats)],
        seed=7,
    )
    rng = Rng.from_seed(7, "memory")
    every = EVERY.get(game_id, 1)
    while match.to_move():
        seat = match.to_move()[0]
        if match.cursor % every == 0:
            for viewer in range(seats):
                info, _level, _seed = match.bot_question(viewer)
                assert _view(game, info.masked, viewer) == _view(game, match.state, viewer)
                assert game.invariants(info.masked) == []
        if match.cursor % 3 == 0:
            match.play_bot(seat)
        else:
            match.play(seat, game.random_action(match.state, seat, rng))
    assert match.outcome() is not None
