"""Turandot's refusals name what is missing (issue 29): audited cases through apply."""

from __future__ import annotations

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.turandot.actions import AddToBid, ChooseFirer, ConfirmBid, FireDirector
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.state import money_card, number_card

from .support import new_state, place_bid, place_bids


def _refusal(state, seat, action) -> IllegalAction:
    assert action not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    return refused.value


@pytest.mark.rule("TUR-023")
def test_after_confirming_the_bid_you_are_told_it_is_placed():
    state = new_state(3)
    state = place_bid(state, 0, (2, 0, False)).state
    refusal = _refusal(state, 0, AddToBid(card=money_card(0, 1)))
    assert refusal.reason == "bid_already_placed"
    assert GAME.rule_of(refusal.reason) == "TUR-023"
    assert GAME.why_not(state, 0, money_card(0, 1)).reason == "bid_already_placed"


@pytest.mark.rule("TUR-011")
def test_number_six_at_four_players_is_not_in_the_game():
    state = new_state(4)
    refusal = _refusal(state, 1, AddToBid(card=number_card(1, 6)))
    assert refusal.reason == "number_not_in_game"
    assert refusal.params == {"number": 6, "players": 4, "highest": 5}
    assert GAME.why_not(state, 1, number_card(1, 6)).reason == "number_not_in_game"
    assert GAME.why_not(state, 1, number_card(1, 5)) is None


@pytest.mark.rule("TUR-024")
def test_a_second_number_names_the_one_in_the_bid():
    state = new_state(3)
    state = GAME.apply(state, 0, AddToBid(card=number_card(0, 3))).state
    refusal = _refusal(state, 0, AddToBid(card=number_card(0, 1)))
    assert (refusal.reason, refusal.params) == ("bid_one_number", {"number": 3})
    assert GAME.why_not(state, 0, number_card(0, 1)).params == {"number": 3}
    assert GAME.why_not(state, 0, number_card(0, 3)) is None  # it can be taken back


@pytest.mark.rule("TUR-024")
def test_two_money_cards_alone_counts_them():
    state = new_state(3)
    for index in (1, 2):
        state = GAME.apply(state, 2, AddToBid(card=money_card(2, index))).state
    refusal = _refusal(state, 2, ConfirmBid())
    assert (refusal.reason, refusal.params) == ("bid_money_alone", {"money": 2})


@pytest.mark.rule("TUR-018")
def test_wrong_phase_names_the_phase():
    state = new_state(3)
    refusal = _refusal(state, 0, FireDirector(director=state.director_pile[0]))
    assert refusal.reason == "wrong_phase"
    assert refusal.params == {"phase": "turandot.phase.bidding"}


@pytest.mark.rule("TUR-047")
def test_a_director_pressed_by_another_player_says_who_fires():
    state = new_state(4, puccini=1)
    state, _ = place_bids(state, {s: (s + 1, 0, False) for s in range(4)})
    assert state.phase == "choose_firer"
    state = GAME.apply(state, 0, ChooseFirer(player=2)).state
    director = state.director_pile[0]
    assert GAME.why_not(state, 2, director) is None  # the firer may drag it
    assert GAME.why_not(state, 1, director).reason == "firer_decides"
    assert _refusal(state, 1, FireDirector(director=director)).reason == "firer_decides"
