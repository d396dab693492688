"""After any dialog the board has the keyboard again: Ctrl+N works without a click."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .helpers import demo_match


def _close_next_dialog(accept: bool = False) -> None:
    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QMessageBox):
            dialog.button(QMessageBox.StandardButton.Ok).click() if dialog.button(
                QMessageBox.StandardButton.Ok
            ) else dialog.reject()
        elif isinstance(dialog, QDialog):
            dialog.accept() if accept else dialog.reject()
        else:
            QTimer.singleShot(20, close)

    QTimer.singleShot(20, close)


def test_the_board_has_the_keyboard_after_the_new_game_dialog(window, qtbot):
    window.controller.start(demo_match())
    qtbot.waitUntil(lambda: window.area is not None and window.pages.currentWidget() is window.area)
    window.area.view.clearFocus()
    window.welcome.setFocus()
    _close_next_dialog()
    window._new_game_dialog()
    qtbot.waitUntil(window.area.view.hasFocus, timeout=2000)
    assert window.isActiveWindow()


def test_the_board_has_the_keyboard_after_a_question(window, qtbot):
    window.controller.start(demo_match())
    qtbot.waitUntil(lambda: window.area is not None and window.pages.currentWidget() is window.area)
    window.area.view.clearFocus()
    _close_next_dialog()
    assert window.confirm("Title", "Question?", "Yes", "No") is False
    qtbot.waitUntil(window.area.view.hasFocus, timeout=2000)


def test_the_board_has_the_keyboard_after_an_error_box(window, qtbot):
    window.controller.start(demo_match())
    qtbot.waitUntil(lambda: window.area is not None and window.pages.currentWidget() is window.area)
    box = window.show_error("Title", "Something")
    window.area.view.clearFocus()
    box.done(0)
    qtbot.waitUntil(window.area.view.hasFocus)
