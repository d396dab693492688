"""The card inspector: hover ~300 ms, right-click to pin, the keyboard's "I", the log's cards."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from divas_desktop.ui.board.inspector import HOVER_MS

from .demo.game import SingAria
from .helpers import centre, demo_match, hover, key, start


def test_hovering_a_card_shows_it_large_with_its_whole_text(sized_window, qtbot):
    match = demo_match()
    board, view = start(sized_window, match)
    card = match.view(0).hand[0]
    hover(view, centre(board, card))
    assert view.inspector.titles() == []  # not at once: a passing pointer shows nothing
    qtbot.waitUntil(
        lambda: view.inspector.titles() == [board.item(card).spec.face.title], timeout=2000
    )
    face = board.item(card).spec.face
    assert "at least as strong" in face.text
    assert view.viewport().rect().contains(view.inspector.geometry())  # never off screen
    hover(view, centre(board, "zone.stage"))  # a zone has no face: the card goes away
    assert view.inspector.titles() == []


def test_the_hover_delay_is_about_300_ms():
    assert 250 <= HOVER_MS <= 400


def test_a_right_click_pins_the_card_until_esc(window, qtbot):
    match = demo_match()
    board, view = start(window, match)
    card = match.view(0).hand[1]
    point = view.mapFromScene(centre(board, card))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, point
    )
    assert view.inspector.pinned and view.inspector.titles() == [board.item(card).spec.face.title]
    hover(view, centre(board, "zone.stage"))
    assert view.inspector.titles()  # pinned: it stays while the pointer moves on
    key(view, Qt.Key.Key_Escape)
    assert view.inspector.titles() == [] and match.cursor == 0


def test_the_keyboard_inspects_the_card_under_its_cursor(window):
    match = demo_match()
    board, view = start(window, match)
    view.setFocus()
    key(view, Qt.Key.Key_Tab)
    focus = board.key_focus()
    key(view, Qt.Key.Key_I, "i")
    assert view.inspector.titles() == [board.item(focus).spec.face.title]


def test_a_log_line_shows_the_cards_it_names(window):
    match = demo_match()
    board, view = start(window, match)
    card = match.view(0).hand[-1]
    window.controller.play(SingAria(card=card, zone="stage"))
    log = window.log_panel
    row = next(
        i
        for i in range(log.list.count())
        if log.list.item(i).data(Qt.ItemDataRole.UserRole) == "line"
    )
    log.list.itemEntered.emit(log.list.item(row))
    assert view.inspector.titles() == [board.item(card).spec.face.title]
    log.cards_hovered.emit([], QPoint())
    assert view.inspector.titles() == []
