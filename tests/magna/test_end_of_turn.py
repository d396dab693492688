"""End of turn, last round and the end (MAG-076..086, EX-MAG-12, EX-MAG-14)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import EndRefining, TakeBuilding, TakeMarketCard
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.setup import reveal_building

from .helpers import CAT, drafted, kinds, play, whole_turn


def _end_of_refining(seats=4):
    state = drafted(seats)
    state.phase = "refine"
    state.activated = 1
    return state


@pytest.mark.rule("MAG-077")
@pytest.mark.rule("MAG-078")
def test_replenish_up_to_two_buildings_from_the_display():
    state = _end_of_refining()
    p = state.players[0]
    done = p.projects.pop()
    p.left[CAT.buildings[done.card].size].append(done.card)
    state = play(state, 0, EndRefining())
    assert state.phase == "replenish" and kinds(state) == {"take_building"}
    taken = state.display[4]  # a large one
    deck_top = state.building_decks[2][-1]
    state = play(state, 0, TakeBuilding(card=taken))
    assert len(state.players[0].projects) == 2
    assert state.display[4] == deck_top
    assert sorted(CAT.buildings[b].size for b in state.display) == [0, 0, 1, 1, 2, 2]
    assert state.phase == "market"


@pytest.mark.rule("MAG-077")
def test_no_replenish_with_two_buildings():
    state = play(_end_of_refining(), 0, EndRefining())
    assert state.phase == "market"


@pytest.mark.rule("MAG-079")
def test_ex_mag_14_building_display_fallback():
    state = drafted(4)
    state.building_decks[1] = state.building_decks[2] + state.building_decks[1]
    state.building_decks[2] = []
    revealed = reveal_building(state, 2)
    assert CAT.buildings[revealed].size == 1  # large empty: the preceding (medium) deck
    state.building_decks[1] = []
    assert CAT.buildings[reveal_building(state, 1)].size == 0
    state = drafted(4)
    decks = state.building_decks
    decks[0], decks[1] = [], decks[0] + decks[1]
    assert CAT.buildings[reveal_building(state, 0)].size == 1  # small empty: next deck


@pytest.mark.rule("MAG-079")
def test_display_shows_three_medium_when_large_deck_is_empty():
    state = _end_of_refining()
    p = state.players[0]
    done = p.projects.pop()
    p.left[CAT.buildings[done.card].size].append(done.card)
    state.building_decks[1] = state.building_decks[2] + state.building_decks[1]
    state.building_decks[2] = []
    state = play(state, 0, EndRefining())
    state = play(state, 0, TakeBuilding(card=state.display[5]))
    sizes = sorted(CAT.buildings[b].size for b in state.display)
    assert sizes == [0, 0, 1, 1, 1, 2]
    assert not GAME.invariants(state)


@pytest.mark.rule("MAG-080")
def test_market_cards_are_paid_with_any_raw_goods():
    state = play(_end_of_refining(), 0, EndRefining())
    state.players[0].raw = [1, 0, 2, 0]
    legal = [a for a in GAME.legal_actions(state, 0) if a.slot == 3]
    assert {a.pay for a in legal} == {(1, 0, 2, 0)}
    state.players[0].raw = [0, 0, 0, 0]
    cert = list(state.players[0].cert)
    assert {a.slot for a in GAME.legal_actions(state, 0)} == {0}
    state.players[0].raw = [1, 1, 1, 1]
    before, hand = state.players[0].vp, len(state.players[0].hand)
    card = state.market[2]
    state = play(state, 0, TakeMarketCard(slot=2, pay=(1, 0, 0, 1)))
    p = state.players[0]
    assert p.raw == [0, 1, 1, 0] and p.vp == before
    assert len(p.hand) == hand + 1 and p.hand[-1] == card
    assert p.cert == cert  # certificates and VP never pay for market cards


@pytest.mark.rule("MAG-081")
def test_the_leftmost_card_is_free_and_always_available():
    state = play(_end_of_refining(), 0, EndRefining())
    state.players[0].raw = [0, 0, 0, 0]
    assert GAME.legal_actions(state, 0) == [TakeMarketCard(slot=0)]
    assert (
        GAME.refusal(state, 0, TakeMarketCard(slot=1, pay=(1, 0, 0, 0))).reason == "market_too_dear"
    )


@pytest.mark.rule("MAG-082")
def test_market_slides_left_and_refills_from_the_leftmost_deck():
    state = play(_end_of_refining(), 0, EndRefining())
    before = list(state.market)
    top = state.market_decks[0][-1]
    state = play(state, 0, TakeMarketCard(slot=1, pay=(1, 0, 0, 0)))
    assert state.market == [before[0], before[2], before[3], top]
    assert state.players[0].hand[-1] == before[1]
    state.market_decks[0] = []
    c_top = state.market_decks[1][-1]
    state = whole_turn(state)
    assert state.market[-1] == c_top


@pytest.mark.rule("MAG-083")
@pytest.mark.rule("MAG-084")
@pytest.mark.rule("MAG-076")
def test_last_reveal_triggers_the_last_round_without_draws():
    state = drafted(2)
    while state.last_round == 0:
        state = whole_turn(state)
    assert state.round == 9 and state.active == 0 and state.last_round == 9
    assert not any(state.market_decks)
    hand = list(state.players[0].hand)
    p = state.players[0]
    done = p.projects.pop()
    p.left[CAT.buildings[done.card].size].append(done.card)
    display = list(state.display)
    state = whole_turn(state)
    assert len(state.players[0].hand) == len(hand) - 1  # played one, drew nothing
    assert len(state.players[0].projects) == 1 and state.display == display
    assert state.active == 1


@pytest.mark.rule("MAG-085")
def test_game_ends_after_the_last_player_of_the_last_round():
    state = drafted(3)
    while state.round < 9:
        state = whole_turn(state)
    state = whole_turn(whole_turn(state))
    assert GAME.outcome(state) is None and GAME.to_move(state) == (2,)
    state = whole_turn(state)
    assert state.phase == "over" and GAME.to_move(state) == ()
    assert GAME.outcome(state) is not None


@pytest.mark.rule("MAG-086")
def test_ex_mag_12_deck_arithmetic():
    for seats, cards in ((2, 20), (3, 28), (4, 36)):
        state = drafted(seats)
        assert len(state.market) + sum(len(d) for d in state.market_decks) == cards
        assert [len(d) for d in state.market_decks[1:]] == [seats] * 3
        assert (len(state.market_decks[0])) == 5 * seats
