"""MAG-015: the first player drawn at random when nobody qualifies, seeded and announced."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.rules import GAME

from .helpers import fresh, whole_turn


def _draft(state):
    """Play the whole building draft with the first legal pick; return state and events."""
    events = []
    while state.phase == "draft":
        seat = GAME.to_move(state)[0]
        transition = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        events += [(seat, e) for e in transition.events]
        state = transition.state
    return state, events


@pytest.mark.rule("MAG-015")
def test_random_first_player_is_seeded_and_varies_with_the_seed():
    firsts = {fresh(4, seed=s, first_player="random").first for s in range(1, 30)}
    assert firsts == {0, 1, 2, 3}
    again = [fresh(3, seed=7, first_player="random").first for _ in range(3)]
    assert len(set(again)) == 1
    assert {fresh(4, seed=s).first for s in range(1, 10)} == {0}


@pytest.mark.rule("MAG-015")
@pytest.mark.rule("MAG-032")
def test_the_drawn_player_drafts_first_and_the_log_says_so():
    seed = next(s for s in range(1, 50) if fresh(4, seed=s, first_player="random").first == 2)
    state = fresh(4, seed=seed, first_player="random")
    assert GAME.to_move(state) == (2,)
    state, events = _draft(state)
    drafters = [seat for seat, e in events if e.kind == "magna.building_drafted"]
    assert drafters == [2, 3, 0, 1, 1, 0, 3, 2]
    drawn = [e for _, e in events if e.kind == "magna.first_player_drawn"]
    assert [e.params["seat"] for e in drawn] == [2]
    assert events[0][1].kind == "magna.first_player_drawn"


@pytest.mark.rule("MAG-015")
def test_no_announcement_when_the_first_seat_qualifies():
    _, events = _draft(fresh(3, seed=4))
    assert not [e for _, e in events if e.kind == "magna.first_player_drawn"]


@pytest.mark.rule("MAG-015")
@pytest.mark.rule("MAG-035")
def test_rounds_start_with_the_drawn_player_and_go_clockwise():
    seed = next(s for s in range(1, 50) if fresh(3, seed=s, first_player="random").first == 1)
    state, _ = _draft(fresh(3, seed=seed, first_player="random"))
    assert state.active == 1 and state.round == 1
    order = []
    for _ in range(4):
        order.append((state.round, state.active))
        state = whole_turn(state)
    assert order == [(1, 1), (1, 2), (1, 0), (2, 1)]


@pytest.mark.rule("MAG-021")
def test_merchants_stand_by_position_in_turn_order():
    seed = next(s for s in range(1, 50) if fresh(4, seed=s, first_player="random").first == 3)
    drawn = fresh(4, seed=seed, first_player="random")
    fixed = fresh(4, seed=seed)
    for seat in range(4):
        # the drawn first player (seat 3) stands where seat 0 stands when seat 0 starts
        assert drawn.players[seat].merchants == fixed.players[(seat + 1) % 4].merchants
