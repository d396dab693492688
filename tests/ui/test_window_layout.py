"""The window comes back as the player left it: size, the side column and the rules dock."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from divas_desktop.ui.controller import GameController
from divas_desktop.ui.main_window import MainWindow

from .helpers import demo_match


def _new_window(qtbot) -> MainWindow:
    win = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(win)
    return win


def test_size_and_side_column_are_remembered_across_windows(app, qtbot):
    first = _new_window(qtbot)
    first.resize(780, 580)  # within the offscreen screen (800×600): restoring clamps to it
    with qtbot.waitExposed(first):
        first.show()
    first.controller.start(demo_match())
    qtbot.waitUntil(lambda: first.side is not None and first.side.isVisible())
    first._choose_side(True)  # a small window folds the column: the player opens it
    first.splitter.setSizes([first.splitter.width() - 200, 200])
    qtbot.wait(10)
    kept = first.side.width()
    assert abs(kept - 240) > 20  # not just the compact default
    first.close()

    second = _new_window(qtbot)
    assert second.restore_layout()
    assert (second.width(), second.height()) == (780, 580)
    with qtbot.waitExposed(second):
        second.show()
    second.controller.start(demo_match())
    qtbot.waitUntil(lambda: second.side is not None and second.side.isVisible())
    second._choose_side(True)
    qtbot.wait(10)
    assert abs(second.side.width() - kept) <= 8
    second.close()


def test_the_rules_dock_keeps_its_width(app, qtbot):
    first = _new_window(qtbot)
    first.resize(1366, 768)
    with qtbot.waitExposed(first):
        first.show()
    first.how_to_play("turandot")
    dock = first.rules_dock
    assert dock is not None
    first.resizeDocks([dock], [520], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    kept = dock.width()
    assert all(abs(kept - default) > 20 for default in (300, 360))  # not just the default
    first.close()

    second = _new_window(qtbot)
    second.resize(1366, 768)
    with qtbot.waitExposed(second):
        second.show()
    second.how_to_play("turandot")
    qtbot.wait(10)
    assert abs(second.rules_dock.width() - kept) <= 8


def test_damaged_geometry_is_ignored(app, qtbot):
    QSettings().setValue("window/geometry", "not a geometry")
    QSettings().setValue("window/side_width", "wide")
    win = _new_window(qtbot)
    assert not win.restore_layout()
    assert win._remembered_width("side_width", (160, 560)) is None
