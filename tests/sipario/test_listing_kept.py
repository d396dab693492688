"""A state keeps its last list of legal actions: asked again about it and the same seat (the
board's listing, then the computer's choice) ``legal_actions`` copies it, and a test that
changes a listed state in place through ``helpers.editing`` gets a fresh list."""

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import ADVERTISING_GOLD
from divas_desktop.games.sipario.rules import GAME

from .helpers import editing, table


def test_asked_again_the_same_actions_in_a_list_of_the_callers_own():
    state = table(seats=3, seed=4)
    seat = state.current
    first = GAME.legal_actions(state, seat)
    again = GAME.legal_actions(state, seat)
    assert again == first and again is not first
    assert all(a is b for a, b in zip(again, first, strict=True))  # the same shared actions
    first.clear()  # the caller's list is his: changing it changes no later answer
    assert GAME.legal_actions(state, seat) == again != []
    state.forget_listing()  # and what is kept is what a fresh listing gives
    assert GAME.legal_actions(state, seat) == again


def test_another_seat_is_not_answered_from_the_kept_list():
    state = table(seats=3, seed=4)
    assert GAME.legal_actions(state, state.current)
    other = (state.current + 1) % state.seats
    assert GAME.legal_actions(state, other) == []


def test_a_state_changed_in_place_through_editing_is_listed_afresh():
    state = table(seats=3, seed=4)
    seat = state.current
    with editing(state):
        state.own_player(seat).gold = ADVERTISING_GOLD
    assert act.Advertise() in GAME.legal_actions(state, seat)
    with editing(state):
        state.own_player(seat).gold = ADVERTISING_GOLD - 1
    assert act.Advertise() not in GAME.legal_actions(state, seat)
    assert not GAME.is_legal(state, seat, act.Advertise())


def test_each_state_carries_its_own_listing_and_a_copy_starts_without_one():
    first = table(seats=3, seed=4)
    seat = first.current
    listed = GAME.legal_actions(first, seat)
    assert first.listing == (seat, tuple(listed))
    after = GAME.apply(first, seat, listed[0]).state
    assert after.listing is None and first.clone().listing is None
    other = table(seats=4, seed=5)
    GAME.legal_actions(other, other.current)  # another state listed: the first keeps its list
    assert first.listing is not None and first.listing[1] == tuple(listed)
    assert all(a is b for a, b in zip(GAME.legal_actions(first, seat), listed, strict=True))
