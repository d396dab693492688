"""Firing directors, the end of a round and round 4 (TUR-046..057, EX-TUR-04, EX-TUR-11)."""

from __future__ import annotations

import pytest

from divas_desktop.games.turandot.actions import (
    AddToBid,
    ChooseFirer,
    ConfirmBid,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from divas_desktop.games.turandot.data import directors
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.state import card_type, money_card, number_card

from .support import kinds_of, new_state, place_bids, play_bots


def _after_round_one_bids(seats=4, puccini=1):
    state = new_state(seats, puccini=puccini)
    bids = {s: (s + 1, 0, False) for s in range(seats)}
    return place_bids(state, bids)[0]


@pytest.mark.rule("TUR-046")
def test_puccini_holder_chooses_another_player():
    state = _after_round_one_bids()
    assert state.phase == "choose_firer" and GAME.to_move(state) == (0,)
    assert GAME.legal_actions(state, 0) == [ChooseFirer(player=p) for p in (1, 2, 3)]
    assert GAME.refusal(state, 0, ChooseFirer(player=0)).reason == "choose_another_player"


@pytest.mark.rule("TUR-047")
def test_the_chosen_player_fires_a_director():
    state = _after_round_one_bids()
    state = GAME.apply(state, 0, ChooseFirer(player=2)).state
    assert GAME.to_move(state) == (2,)
    assert GAME.legal_actions(state, 2) == [FireDirector(director=d) for d in directors()]
    transition = GAME.apply(state, 2, FireDirector(director="tur.dir.5"))
    fired = [e for e in transition.events if e.kind == "turandot.director_fired"]
    assert fired[0].params == {
        "player": 2,
        "director": "tur.dir.5",
        "director_name": "turandot.director.star_maker",
    }
    assert fired[0].visible_to is None  # shown to everyone
    view = GAME.player_view(transition.state, None)
    assert "tur.dir.5" not in view.director_pile
    assert view.fired_directors[0].director == "tur.dir.5"


@pytest.mark.rule("TUR-048")
@pytest.mark.rule("TUR-054")
@pytest.mark.parametrize("seats,drawn,removed", [(4, 5, 1), (5, 6, 0), (2, 3, 3)])
def test_ex_tur_04_director_pool(seats, drawn, removed):
    """EX-TUR-04: 9 directors, 3 fired, 6 left; N+1 drawn in round 4, the rest removed."""
    state = new_state(seats, puccini=1)
    state = play_bots(state, until=lambda s: s.round == 3 and s.phase == "fire_director")
    assert len(state.director_pile) == 7  # two fired so far
    state = play_bots(state, until=lambda s: s.round == 4)
    assert len(state.fired) == 3
    assert len([c for c in state.casting if c]) == drawn
    assert all(c in directors() for c in state.casting[:drawn])
    assert len(state.removed_directors) == removed
    assert state.director_pile == ()
    assert len(state.removed_directors) + drawn == 6


@pytest.mark.rule("TUR-049")
@pytest.mark.rule("TUR-050")
@pytest.mark.rule("TUR-051")
@pytest.mark.rule("TUR-052")
def test_end_of_round():
    state = new_state(4, puccini=1)
    offered = state.casting
    state, _ = place_bids(
        state, {0: (1, 1, True), 1: (None, 1, False), 2: (3, 0, False), 3: (3, 0, False)}
    )
    assert state.designer == 1
    state = play_bots(state, until=lambda s: s.round == 2)
    hired = {c for comp in state.companies for c in comp.singers}
    left = [c for c in offered[:5] if c not in hired]
    assert state.removed_singers == tuple(left) and len(left) == 1  # TUR-049
    assert number_card(0, 1) in state.companies[0].hand  # TUR-050
    assert sum(card_type(c) == "money" for c in state.companies[0].hand) == 2
    assert sum(card_type(c) == "money" for c in state.companies[1].hand) == 2
    assert state.puccini == 1  # TUR-051: passes to the left
    assert state.designer is None and state.carpenter is None  # TUR-052
    state, _ = place_bids(
        state, {0: (1, 0, False), 1: (2, 0, False), 2: (None, 1, False), 3: (None, 1, False)}
    )
    assert (state.designer, state.carpenter) == (2, 3)


@pytest.mark.rule("TUR-051")
def test_puccini_goes_round_the_table():
    state = new_state(3, puccini=3)
    holders = []
    while state.round < 7:
        holders.append(state.puccini)
        round_ = state.round
        state = play_bots(state, until=lambda s, r=round_: s.round == r + 1)
    assert holders == [2, 0, 1, 2, 0, 1]


@pytest.mark.rule("TUR-053")
@pytest.mark.rule("TUR-057")
def test_hired_cards_are_public():
    state = new_state(3, puccini=1)
    state = play_bots(state, until=lambda s: s.round == 5)
    view = GAME.player_view(state, 1)
    for seat in range(3):
        assert view.players[seat].singers == list(state.companies[seat].singers)
        assert view.players[seat].director == state.companies[seat].director is not None


@pytest.mark.rule("TUR-055")
@pytest.mark.rule("TUR-056")
def test_ex_tur_11_round_four_directors():
    """EX-TUR-11: round 4, 4 players, A {money} → money back, understudy director."""
    state = play_bots(new_state(4, puccini=1), until=lambda s: s.round == 4)
    assert GAME.player_view(state, None).casting_kind == "directors"
    offered = state.casting
    a = (state.puccini + 1) % 4
    others = [s for s in range(4) if s != a]
    bids = {
        a: (None, 1, False),
        others[0]: (2, 1, False),
        others[1]: (2, 1, False),
        others[2]: (5, 0, False),
    }
    money_before = sum(card_type(c) == "money" for c in state.companies[a].hand)
    state, events = place_bids(state, bids)
    assert state.designer is None and state.carpenter is None
    assert sum(card_type(c) == "money" for c in state.companies[a].hand) == money_before
    assert state.companies[others[2]].director == offered[4]
    assert "turandot.director_hired" in kinds_of(events)
    assert set(state.needs_understudy) == {a, others[0], others[1]}  # the tie too
    puccini = state.puccini
    action = GiveUnderstudy(player=a, card=offered[0])
    assert action in GAME.legal_actions(state, puccini)
    state = GAME.apply(state, puccini, action).state
    assert state.companies[a].director == offered[0]
    assert len(state.companies[a].singers) == 3  # no singer hired in round 4


def test_refusal_reasons_are_specific():
    state = new_state(3, puccini=1)
    assert GAME.refusal(state, 0, FireDirector(director="tur.dir.1")).reason == "wrong_phase"
    assert GAME.refusal(state, 0, GiveUnderstudy(player=0, card=state.casting[0])).reason == (
        "wrong_phase"
    )
    assert GAME.refusal(state, 0, TakeBackFromBid(card=money_card(0, 1))).reason == (
        "card_not_in_bid"
    )
    for index in (1, 2):
        state = GAME.apply(state, 0, AddToBid(card=money_card(0, index))).state
    assert GAME.refusal(state, 0, ConfirmBid()).reason == "bid_money_alone"
    state = _after_round_one_bids(3)
    state = GAME.apply(state, 0, ChooseFirer(player=1)).state
    refusal = GAME.refusal(state, 1, FireDirector(director="tur.dir.99"))
    assert refusal.reason == "director_not_in_pile"
    assert GAME.refusal(state, 0, FireDirector(director="tur.dir.1")).reason == "firer_decides"
