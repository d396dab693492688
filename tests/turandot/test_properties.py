"""Properties of bid resolution over arbitrary legal bids (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from divas_desktop.games.turandot.actions import GiveUnderstudy
from divas_desktop.games.turandot.rules import GAME

from .support import new_state, place_bids


@st.composite
def tables(draw):
    seats = draw(st.integers(2, 5))
    puccini = draw(st.integers(1, seats))
    bids = {}
    for seat in range(seats):
        number = draw(st.one_of(st.none(), st.integers(1, seats + 1)))
        money = 1 if number is None else draw(st.integers(0, 3))
        bids[seat] = (number, money, draw(st.booleans()))
    return seats, puccini, bids


@pytest.mark.rule("TUR-043")
@pytest.mark.rule("TUR-045")
@settings(max_examples=150, deadline=None)
@given(tables())
def test_every_player_gets_one_card_and_one_is_left(table):
    seats, puccini, bids = table
    state = new_state(seats, puccini=puccini)
    offered = [c for c in state.casting if c]
    state, _ = place_bids(state, bids)
    while state.phase == "understudies":
        action = GAME.legal_actions(state, state.puccini)[-1]
        assert isinstance(action, GiveUnderstudy)
        state = GAME.apply(state, state.puccini, action).state
    assert all(len(c.singers) == 1 for c in state.companies)
    assert len([c for c in state.casting if c]) == 1
    assert sorted(
        [c.singers[0] for c in state.companies] + [c for c in state.casting if c]
    ) == sorted(offered)
    scene = [s for s, c in enumerate(state.companies) if c.scene]
    assert puccini - 1 not in scene  # TUR-038
    assert len(scene) <= (2 if seats >= 4 else 1)
    for seat, company in enumerate(state.companies):
        number, money, _ = bids[seat]
        spent = len(company.spent)
        assert spent in (0, money) and len(company.scene) <= 1
        if spent:
            # TUR-031: a winner with money played strictly more than every rival on the number
            rivals = [bids[s][1] for s in bids if s != seat and bids[s][0] == number]
            assert all(money > m for m in rivals)
        assert len(company.hand) + spent + len(company.scene) == seats + 1 + 4
    assert GAME.invariants(state) == []
