"""apply itself refuses an illegal move with its reason and leaves the table untouched."""

from __future__ import annotations

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.types import IllegalAction
from divas_desktop.games.divas.actions import Fame, Move, PlayCard
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, TEBALDI, fresh


def _refused(state, seat, action) -> str:
    before = canonical_json(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert canonical_json(state) == before
    return refused.value.reason


@pytest.mark.rule("DIV-037")
def test_a_diva_cannot_be_moved_past_her_allowance():
    state = fresh(2)
    state.piano = [None] * 14
    state.current, state.phase, state.allowance = CALLAS, "move", 2
    state.diva[CALLAS], state.diva[TEBALDI] = 0, 13
    assert _refused(state, CALLAS, Move(key=13)) == "key_out_of_reach"
    assert _refused(state, CALLAS, Move(key=3)) == "key_out_of_reach"
    assert GAME.apply(state, CALLAS, Move(key=2)).state.diva[CALLAS] == 2


@pytest.mark.rule("DIV-027")
def test_only_a_card_in_hand_is_played_and_only_by_the_diva_to_move():
    state = fresh(1)
    other_deck = state.decks[TEBALDI][0]
    assert _refused(state, CALLAS, PlayCard(card=other_deck, house="met")) == "card_not_in_hand"
    own = state.hands[CALLAS][0]
    assert _refused(state, TEBALDI, PlayCard(card=own, house="met")) == "not_your_turn"
    assert _refused(state, CALLAS, Fame(house="met")) == "must_play_card"
