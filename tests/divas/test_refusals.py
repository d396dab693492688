"""The Divas' refusals name what is missing (issue 29): audited cases through apply."""

from __future__ import annotations

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.divas.actions import Done, Fame, PlaceNote, SendNote
from divas_desktop.games.divas.houses import toward
from divas_desktop.games.divas.rules import GAME
from divas_desktop.games.divas.state import Task

from .helpers import CALLAS, TEBALDI, at_actions, fresh, put_opera


def _refusal(state, seat, action) -> IllegalAction:
    assert action not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    return refused.value


def _with_task(task: Task):
    state = fresh(4)
    at_actions(state, CALLAS, 6, 5, [])
    state.tasks = [task]
    return state


@pytest.mark.rule("DIV-083")
def test_a_wrong_answer_to_a_pending_choice_says_what_is_wrong():
    state = fresh(4)
    state.piano = [None] * 14
    state.piano[4] = TEBALDI
    state.piano[9] = TEBALDI
    at_actions(state, CALLAS, 6, 5, [])
    state.tasks = [Task("place_note", CALLAS, 1, info={"scope": "any"})]
    taken = _refusal(state, CALLAS, PlaceNote(key=4))
    assert (taken.reason, taken.params) == ("key_not_free", {"key": 4})
    other = _refusal(state, CALLAS, Fame(house="met"))
    assert other.reason == "finish_pending_choice"
    assert Done() in GAME.legal_actions(state, CALLAS)  # the text offers Done: it exists
    state.tasks = [Task("flip_note", CALLAS, 1)]
    state.piano[9] = None
    empty = _refusal(state, CALLAS, PlaceNote(key=9))
    assert (empty.reason, empty.params) == ("no_rival_note_there", {"key": 9})
    assert GAME.rule_of(empty.reason) == "DIV-083"


@pytest.mark.rule("DIV-047")
def test_a_full_fame_track_says_so_when_clicked_or_answered():
    state = fresh(4)
    at_actions(state, CALLAS, 6, 5, ["fame", "tessitura"])
    state.own_house("met").fame = 3 * toward(CALLAS)
    refusal = _refusal(state, CALLAS, Fame(house="met"))
    assert (refusal.reason, refusal.params) == (
        "fame_track_full",
        {"house": "divas.house.met", "limit": 3},
    )
    assert GAME.why_not(state, CALLAS, "fametrack.met").reason == "fame_track_full"
    assert GAME.why_not(state, CALLAS, "fametrack.scala") is None
    state.tasks = [Task("fame", CALLAS, 1)]
    assert _refusal(state, CALLAS, Fame(house="met")).reason == "fame_track_full"


@pytest.mark.rule("DIV-052")
def test_an_unsendable_note_says_why_it_will_not_lift():
    state = fresh(4)
    put_opera(state, "met", "La Wally")  # FA and MI
    state.piano = [None] * 14
    state.tessitura[CALLAS] = [5, 10]
    state.piano[7] = CALLAS  # a DO: La Wally does not need it
    state.piano[3] = CALLAS  # outside the tessitura
    state.piano[10] = CALLAS  # a FA: sendable
    at_actions(state, CALLAS, 10, 8, ["trumpet", "timeline"])
    not_needed = GAME.why_not(state, CALLAS, "note.7")
    assert not_needed.reason == "note_not_required"
    assert not_needed.params["note"] == "DO"
    assert {not_needed.params["first"], not_needed.params["second"]} == {"FA", "MI"}
    outside = GAME.why_not(state, CALLAS, "note.3")
    assert (outside.reason, outside.params) == (
        "note_outside_tessitura",
        {"key": 3, "low": 5, "high": 10},
    )
    assert GAME.why_not(state, CALLAS, "note.10") is None
    assert _refusal(state, CALLAS, SendNote(key=7)).reason == "note_not_required"
    at_actions(state, CALLAS, 10, 8, ["fame", "timeline"])
    assert GAME.why_not(state, CALLAS, "note.10").reason == "no_instrument_chosen"
    assert GAME.why_not(state, TEBALDI, "note.10").reason == "not_your_turn"


@pytest.mark.rule("DIV-036")
@pytest.mark.rule("DIV-056")
def test_a_hand_card_pressed_out_of_its_moment_says_what_comes_first():
    state = fresh(4)
    card = state.hands[CALLAS][0]
    state.current, state.phase = CALLAS, "move"
    assert GAME.why_not(state, CALLAS, card).reason == "must_move"
    at_actions(state, CALLAS, 10, 8, ["fame", "tessitura"])
    assert GAME.why_not(state, CALLAS, card).reason == "timeline_not_on_key"
    at_actions(state, CALLAS, 10, 8, ["fame", "timeline"])
    assert GAME.why_not(state, CALLAS, card) is None
