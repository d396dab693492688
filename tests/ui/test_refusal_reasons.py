"""A refusal's reason stays in the status line with a link to its rule; a piece that will
not lift says why (from the engine's ``why_not``); a greyed Undo says why (issue 29)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from divas_desktop.games.divas.actions import PlayCard
from divas_desktop.games.turandot.actions import ConfirmBid
from divas_desktop.games.turandot.state import card_type
from divas_desktop.ui.boards.turandot.layout import BID_ZONE, HAND_ZONE

from .divas.gestures import divas_match, grab_point
from .helpers import click, start
from .turandot.gestures import drag_item, turandot_match


def test_a_refusal_stays_with_its_rule_until_the_next_action(window):
    match = turandot_match(seats=3, humans=1)
    board, view = start(window, match)
    first, second = [c for c in match.view(0).hand if card_type(c) == "number"][:2]
    drag_item(view, board, first, BID_ZONE)
    drag_item(view, board, second, BID_ZONE)  # a second number: refused
    message = window.statusBar().currentMessage()
    assert "holds the number" in message and message == window.last_message
    assert window.rule_button.isVisible() and window.rule_button.text() == "Rule TUR-024"
    window.rule_button.click()
    assert window.rules_dock is not None and window.rules_dock.place().clause == "TUR-024"
    drag_item(view, board, first, HAND_ZONE)  # the next action clears the reason and link
    QCoreApplication.processEvents()
    assert window.statusBar().currentMessage() == ""
    assert not window.rule_button.isVisible()


def test_turandot_a_card_pressed_after_confirming_says_the_bid_is_placed(window):
    match = turandot_match(seats=3, humans=1)
    board, view = start(window, match)
    number = next(c for c in match.view(0).hand if card_type(c) == "number")
    drag_item(view, board, number, BID_ZONE)
    window.controller.play(ConfirmBid())
    window.controller.stop_bots()  # the computers have not bid yet: the table waits
    money = next(c for c in match.view(0).hand if card_type(c) == "money")
    assert not board.is_movable(money)
    click(view, grab_point(board, money))
    assert "already placed your bid" in window.last_message
    assert window.rule_button.text() == "Rule TUR-023"


def test_divas_a_note_that_cannot_be_sent_says_why(window):
    match = divas_match(humans=(0,))
    state, callas = match.state, 0
    state.piano[7] = callas
    # Callas's Phase 3 on a black key that offers no instrument (as tests/divas/helpers.py).
    state.current, state.diva[callas], state.phase = callas, 10, "actions"
    state.diva[1] = 0
    state.black_key, state.remaining, state.tasks = 8, ["fame", "timeline"], []
    board, view = start(window, match)
    assert not board.is_movable("note.7")
    click(view, grab_point(board, "note.7"))
    assert "with an instrument" in window.last_message
    assert window.rule_button.text() == "Rule DIV-051"


def test_a_greyed_undo_says_why(window):
    match = divas_match(humans=(0,))
    start(window, match)
    assert not window.act_undo.isEnabled()
    assert "no decision yet" in window.act_undo.toolTip()
    assert window.act_undo.statusTip() == window.act_undo.toolTip()
    card = match.view(0).hand[0]
    window.controller.play(PlayCard(card=card, house="met"))
    QCoreApplication.processEvents()
    assert window.act_undo.isEnabled()
