"""Round structure and Phase 1, the secret bids (TUR-017..028)."""

from __future__ import annotations

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.turandot.actions import AddToBid, ConfirmBid, TakeBackFromBid
from divas_desktop.games.turandot.data import directors, singers
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.state import bluff_card, money_card, number_card

from .support import bid_cards, kinds_of, new_state, place_bid, place_bids, play_bots


def _full_game(seats: int, seed: int = 5):
    """Play a bot game; return the final state and (round, phase) seen after each step."""
    state = new_state(seats, seed=seed)
    seen = []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, 0)).state
        seen.append((state.round, state.phase))
    return state, seen


@pytest.mark.rule("TUR-017")
@pytest.mark.rule("TUR-058")
def test_seven_rounds_then_the_final_scene():
    state, seen = _full_game(3)
    assert max(r for r, _ in seen) == 7
    assert state.round == 7 and state.phase == "over"
    assert (7, "choose_firer") not in seen
    assert {p for r, p in seen if r == 7} <= {"bidding", "understudies", "final", "over"}


@pytest.mark.rule("TUR-018")
@pytest.mark.rule("TUR-019")
def test_fire_a_director_only_in_rounds_one_to_three():
    _, seen = _full_game(4)
    firing_rounds = {r for r, p in seen if p in ("choose_firer", "fire_director")}
    assert firing_rounds == {1, 2, 3}


@pytest.mark.rule("TUR-020")
@pytest.mark.rule("TUR-021")
@pytest.mark.parametrize("seats", [2, 5])
def test_six_singers_and_one_director_each(seats):
    """EX-TUR-03: singers in rounds 1-3 and 5-7, the director in round 4."""
    state = new_state(seats, seed=8)
    hired_in = {}
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        before = state
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, 0)).state
        for s in range(seats):
            new = set(state.companies[s].singers) - set(before.companies[s].singers)
            for card in new:
                hired_in.setdefault(s, []).append((before.round, "singer", card))
            if state.companies[s].director != before.companies[s].director:
                hired_in.setdefault(s, []).append((before.round, "director", None))
    for s in range(seats):
        assert [r for r, what, _ in hired_in[s] if what == "singer"] == [1, 2, 3, 5, 6, 7]
        assert [r for r, what, _ in hired_in[s] if what == "director"] == [4]
        assert len(state.companies[s].singers) == 6
        assert state.companies[s].director in directors()


@pytest.mark.rule("TUR-022")
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_casting_call_reveals_n_plus_one_singers(seats):
    """EX-TUR-02: with 4 players, 5 singers under characters 1-5 and none under Pang."""
    view = GAME.player_view(new_state(seats), None)
    assert all(c in singers() for c in view.casting[: seats + 1])
    assert view.casting[seats + 1 :] == [None] * (5 - seats)
    assert view.deck_size == 216 - (seats + 1)


@pytest.mark.rule("TUR-023")
def test_bids_are_secret_and_simultaneous():
    state = new_state(3)
    assert GAME.to_move(state) == (0, 1, 2)
    state = GAME.apply(state, 0, AddToBid(card=number_card(0, 2))).state
    state = GAME.apply(state, 0, AddToBid(card=money_card(0, 1))).state
    other = GAME.player_view(state, 1)
    text = other.model_dump_json()
    assert number_card(0, 2) not in text and money_card(0, 1) not in text
    assert other.players[0].bid_size == 0 and not other.players[0].has_bid
    mine = GAME.player_view(state, 0)
    assert mine.bid == [number_card(0, 2), money_card(0, 1)]
    state = GAME.apply(state, 0, ConfirmBid()).state
    assert GAME.to_move(state) == (1, 2)
    assert GAME.player_view(state, 2).players[0].bid_size == 2
    assert GAME.legal_actions(state, 0) == []


@pytest.mark.rule("TUR-024")
@pytest.mark.parametrize(
    "bid,legal",
    [
        ((2, 0, False), True),
        ((2, 1, False), True),
        ((2, 3, False), True),
        ((None, 1, False), True),
        ((None, 2, False), False),
        ((None, 3, True), False),
    ],
)
def test_legal_bids(bid, legal):
    state = new_state(3)
    for card in bid_cards(state, 0, bid):
        state = GAME.apply(state, 0, AddToBid(card=card)).state
    assert (ConfirmBid() in GAME.legal_actions(state, 0)) is legal


@pytest.mark.rule("TUR-024")
def test_a_second_number_card_is_refused():
    state = GAME.apply(new_state(3), 0, AddToBid(card=number_card(0, 1))).state
    assert AddToBid(card=number_card(0, 2)) not in GAME.legal_actions(state, 0)
    assert GAME.refusal(state, 0, AddToBid(card=number_card(0, 2))).reason == "bid_one_number"
    state = GAME.apply(state, 0, TakeBackFromBid(card=number_card(0, 1))).state
    assert AddToBid(card=number_card(0, 2)) in GAME.legal_actions(state, 0)


@pytest.mark.rule("TUR-025")
def test_the_bluff_has_no_effect():
    state = new_state(3, puccini=3)
    state, events = place_bids(state, {0: (2, 0, True), 1: (2, 0, False), 2: (1, 0, True)})
    # a bluff is not money: 0 against 0 is a tie on number 2
    assert sorted(e.params["player"] for e in events if e.kind == "turandot.tied") == [0, 1]
    assert bluff_card(0) in state.companies[0].hand
    assert bluff_card(2) in state.companies[2].hand


@pytest.mark.rule("TUR-026")
def test_bluff_alone_or_nothing_is_not_a_bid():
    state = new_state(3)
    assert ConfirmBid() not in GAME.legal_actions(state, 0)
    assert GAME.refusal(state, 0, ConfirmBid()).reason == "bid_empty"
    state = GAME.apply(state, 0, AddToBid(card=bluff_card(0))).state
    assert ConfirmBid() not in GAME.legal_actions(state, 0)
    assert GAME.refusal(state, 0, ConfirmBid()).reason == "bid_empty"
    assert not GAME.player_view(state, 0).bid_is_legal
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, ConfirmBid())


@pytest.mark.rule("TUR-027")
def test_only_cards_in_hand_can_be_bid():
    state = new_state(3, puccini=3)
    state, _ = place_bids(state, {0: (2, 2, False), 1: (3, 0, False), 2: (1, 0, False)})
    state = play_bots(state, until=lambda s: s.phase == "bidding")
    assert len(state.companies[0].spent) == 2
    spent = state.companies[0].spent[0]
    assert AddToBid(card=spent) not in GAME.legal_actions(state, 0)
    assert GAME.refusal(state, 0, AddToBid(card=spent)).reason == "money_card_gone"
    assert GAME.refusal(state, 0, AddToBid(card=number_card(0, 6))).reason == "number_not_in_game"
    assert GAME.refusal(state, 0, AddToBid(card=number_card(1, 1))).reason == "card_not_in_hand"


@pytest.mark.rule("TUR-028")
def test_bids_revealed_together_once_all_have_chosen():
    state = new_state(3)
    first = place_bid(state, 0, (1, 0, False))
    assert first.revealed_to == frozenset()
    assert "turandot.bids_revealed" not in kinds_of(first.events)
    state = place_bid(first.state, 1, (2, 0, False)).state
    assert all(s.revealed_bid is None for s in GAME.player_view(state, 2).players)
    last = place_bid(state, 2, (3, 1, True))
    assert last.revealed_to == frozenset({0, 1, 2})
    kinds = kinds_of(last.events)
    assert kinds.count("turandot.bid_revealed_number") == 3
    revealed = GAME.player_view(last.state, 0).players[2].revealed_bid
    assert (revealed.number, revealed.money, revealed.bluff) == (3, 1, True)
