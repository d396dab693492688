"""Phase 2, hiring the cast, and the understudies (TUR-029..045, EX-TUR-06..10)."""

from __future__ import annotations

import pytest

from divas_desktop.games.turandot.actions import GiveUnderstudy
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.scoring import score_lines
from divas_desktop.games.turandot.state import card_type

from .support import new_state, place_bids, play_bots


def _money_in_hand(state, seat):
    return sum(1 for c in state.companies[seat].hand if card_type(c) == "money")


def _give_all(state, order=None):
    """Let the Puccini holder give understudies, first remaining card to first seat."""
    while state.phase == "understudies":
        seat = state.needs_understudy[0]
        card = next(c for c in state.casting if c is not None)
        state = GAME.apply(state, state.puccini, GiveUnderstudy(player=seat, card=card)).state
    return state


@pytest.mark.rule("TUR-029")
@pytest.mark.rule("TUR-030")
def test_ex_tur_06_unique_numbers_hire_and_money_is_spent():
    """EX-TUR-06: A {2, money, money}, B {3}, C {1, bluff}."""
    state = new_state(3, puccini=1)
    offered = state.casting
    state, events = place_bids(state, {0: (2, 2, False), 1: (3, 0, False), 2: (1, 0, True)})
    assert state.companies[0].singers == (offered[1],)
    assert state.companies[1].singers == (offered[2],)
    assert state.companies[2].singers == (offered[0],)
    assert len(state.companies[0].spent) == 2 and _money_in_hand(state, 0) == 1
    assert state.needs_understudy == () and state.phase == "choose_firer"
    assert [c for c in state.casting if c] == [offered[3]]
    hires = [e for e in events if e.kind == "turandot.singer_hired"]
    assert [(e.params["player"], e.params["money"]) for e in hires] == [(2, 0), (0, 2), (1, 0)]
    state = play_bots(state, until=lambda s: s.round == 2)
    assert offered[3] in state.removed_singers  # singer 4 removed
    assert _money_in_hand(state, 0) == 1  # A has 1 money card for the rest of the game
    assert GAME.player_view(state, 1).players[0].money_left == 1


@pytest.mark.rule("TUR-031")
@pytest.mark.rule("TUR-032")
def test_ex_tur_07_clear_high_bidder():
    """EX-TUR-07: A {2, money}, B {2}, C {2, bluff}, D {4}."""
    state = new_state(4, puccini=1)
    offered = state.casting
    state, events = place_bids(
        state, {0: (2, 1, False), 1: (2, 0, False), 2: (2, 0, True), 3: (4, 0, False)}
    )
    assert state.companies[0].singers == (offered[1],) and len(state.companies[0].spent) == 1
    assert state.companies[3].singers == (offered[3],)
    assert set(state.needs_understudy) == {1, 2}
    assert sorted(c for c in state.casting if c) == sorted([offered[0], offered[2], offered[4]])
    outbid = {e.params["player"] for e in events if e.kind == "turandot.outbid"}
    assert outbid == {1, 2}
    assert _money_in_hand(state, 1) == 3 and _money_in_hand(state, 2) == 3
    state = _give_all(state)
    assert len([c for c in state.casting if c]) == 1
    left = next(c for c in state.casting if c)
    state = play_bots(state, until=lambda s: s.round == 2)
    assert left in state.removed_singers


@pytest.mark.rule("TUR-033")
def test_ex_tur_08_tie_on_the_highest_money():
    """EX-TUR-08: A {3, money}, B {3, money}, C {3}, D {1}."""
    state = new_state(4, puccini=1)
    offered = state.casting
    state, events = place_bids(
        state, {0: (3, 1, False), 1: (3, 1, False), 2: (3, 0, False), 3: (1, 0, False)}
    )
    assert state.companies[3].singers == (offered[0],)
    assert set(state.needs_understudy) == {0, 1, 2}
    assert all(not state.companies[s].spent for s in range(4))
    assert all(_money_in_hand(state, s) == 3 for s in range(4))
    tied = {e.params["player"] for e in events if e.kind == "turandot.tied"}
    assert tied == {0, 1, 2}  # C, with 0 money, does not win either
    assert {e.params["player"] for e in events if e.kind == "turandot.outbid"} == set()
    assert sorted(c for c in state.casting if c) == sorted(offered[1:5])
    state = _give_all(state)
    assert len([c for c in state.casting if c]) == 1
    assert all(len(state.companies[s].singers) == 1 for s in range(4))


@pytest.mark.rule("TUR-034")
@pytest.mark.rule("TUR-037")
@pytest.mark.rule("TUR-038")
@pytest.mark.rule("TUR-039")
@pytest.mark.rule("TUR-040")
def test_ex_tur_09_money_only_bids_for_designer_and_carpenter():
    """EX-TUR-09: P {money}, A {money}, B {5}, C {money, bluff}, D {5, money}."""
    state = new_state(5, puccini=1)  # seats 0..4 = P, A, B, C, D
    offered = state.casting
    state, events = place_bids(
        state,
        {
            0: (None, 1, False),
            1: (None, 1, False),
            2: (5, 0, False),
            3: (None, 1, True),
            4: (5, 1, False),
        },
    )
    assert state.companies[4].singers == (offered[4],) and len(state.companies[4].spent) == 1
    assert (state.designer, state.carpenter) == (1, 3)
    assert len(state.companies[1].scene) == 1 and len(state.companies[3].scene) == 1
    assert _money_in_hand(state, 1) == 2 and _money_in_hand(state, 3) == 2
    assert state.companies[0].scene == () and _money_in_hand(state, 0) == 3  # P: money back
    assert state.needs_understudy == (0, 1, 2, 3)
    assert "turandot.money_returned" in [e.kind for e in events]
    actions = GAME.legal_actions(state, 0)
    assert GiveUnderstudy(player=0, card=offered[0]) in actions  # P chooses his own
    assert GAME.to_move(state) == (0,)
    state = _give_all(state)
    assert all(len(state.companies[s].singers) == 1 for s in range(5))
    state = play_bots(state, until=lambda s: s.round == 2)
    scene = state.companies[1].scene[0]
    assert scene not in state.companies[1].hand  # permanently out of the hand


@pytest.mark.rule("TUR-041")
@pytest.mark.rule("TUR-009")
def test_ex_tur_10_two_players_designer_only():
    """EX-TUR-10: A (Puccini) {money}, B {money} → B hires the designer; A chooses both."""
    state = new_state(2, puccini=1)
    offered = state.casting
    state, _ = place_bids(state, {0: (None, 1, False), 1: (None, 1, False)})
    assert state.designer == 1 and state.carpenter is None
    assert len(state.companies[1].scene) == 1 and state.companies[0].scene == ()
    assert set(state.needs_understudy) == {0, 1}
    assert GAME.to_move(state) == (0,)
    assert {a.card for a in GAME.legal_actions(state, 0)} == set(offered[:3])
    state = _give_all(state)
    assert len([c for c in state.casting if c]) == 1


@pytest.mark.rule("TUR-041")
def test_three_players_first_eligible_clockwise_gets_the_designer():
    state = new_state(3, puccini=2)  # seat 1 holds Puccini; clockwise 1, 2, 0
    state, _ = place_bids(state, {0: (None, 1, False), 1: (None, 1, False), 2: (None, 1, False)})
    assert state.designer == 2 and state.carpenter is None
    assert state.companies[0].scene == () and _money_in_hand(state, 0) == 3


@pytest.mark.rule("TUR-035")
def test_one_money_only_bidder_takes_the_designer():
    state = new_state(4, puccini=1)
    state, _ = place_bids(
        state, {0: (1, 0, False), 1: (2, 0, False), 2: (None, 1, False), 3: (3, 0, False)}
    )
    assert state.designer == 2 and state.carpenter is None
    assert state.needs_understudy == (2,)


@pytest.mark.rule("TUR-036")
@pytest.mark.rule("TUR-042")
def test_two_money_only_bidders_take_designer_and_carpenter():
    state = new_state(4, puccini=1)
    state, _ = place_bids(
        state, {0: (1, 0, False), 1: (None, 1, False), 2: (None, 1, False), 3: (3, 0, False)}
    )
    assert {state.designer, state.carpenter} == {1, 2}
    assert state.designer == 1  # A-TUR-04: the first clockwise from the Puccini holder
    cast = list(state.deck[:6])
    designer_pts = score_lines(cast, None, len(state.companies[1].scene))
    carpenter_pts = score_lines(cast, None, len(state.companies[2].scene))
    assert designer_pts == carpenter_pts  # identical in effect


@pytest.mark.rule("TUR-038")
def test_the_puccini_holder_never_hires_the_designer():
    state = new_state(4, puccini=1)
    state, _ = place_bids(
        state, {0: (None, 1, False), 1: (1, 0, False), 2: (2, 0, False), 3: (3, 0, False)}
    )
    assert state.designer is None and state.companies[0].scene == ()
    assert _money_in_hand(state, 0) == 3 and state.needs_understudy == (0,)


@pytest.mark.rule("TUR-043")
@pytest.mark.rule("TUR-044")
@pytest.mark.rule("TUR-045")
def test_understudies_chosen_by_the_puccini_holder():
    state = new_state(4, puccini=2)  # seat 1 holds Puccini
    offered = state.casting
    state, _ = place_bids(
        state, {0: (1, 0, False), 1: (1, 0, False), 2: (2, 0, False), 3: (3, 0, False)}
    )
    assert state.needs_understudy == (1, 0)
    assert GAME.to_move(state) == (1,)
    remaining = [offered[0], offered[3], offered[4]]
    assert GAME.legal_actions(state, 1) == [
        GiveUnderstudy(player=p, card=c) for p in (1, 0) for c in remaining
    ]
    assert GAME.legal_actions(state, 0) == []
    state = GAME.apply(state, 1, GiveUnderstudy(player=1, card=offered[4])).state
    assert state.companies[1].singers == (offered[4],)
    refusal = GAME.refusal(state, 1, GiveUnderstudy(player=1, card=offered[0]))
    assert refusal.reason == "no_understudy_needed"
    refusal = GAME.refusal(state, 1, GiveUnderstudy(player=0, card=offered[4]))
    assert refusal.reason == "card_not_available"
    state = GAME.apply(state, 1, GiveUnderstudy(player=0, card=offered[3])).state
    assert [c for c in state.casting if c] == [offered[0]]  # exactly one left
    assert state.phase == "choose_firer"
