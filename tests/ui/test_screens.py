"""No widget ties the application's QScreen to its Python wrapper (issue 34).

``widget.screen()`` from Python makes the QScreen's wrapper a child of the widget's wrapper;
freed with a dialog in a reference cycle, it deleted the application's QScreen, and a later
test crashed in ``QScreen::virtualSiblings``. ``ui/screens.py`` asks the screen statically.
"""

from __future__ import annotations

import ast
import gc
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QScreen

import divas_desktop
from divas_desktop.ui.screens import available_geometry

PACKAGE = Path(divas_desktop.__file__).parent


def test_no_code_asks_a_widget_for_its_screen():
    found = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in {"screen", "screens"}
                and not (
                    isinstance(node.func.value, ast.Name)
                    and node.func.value.id in {"QGuiApplication", "QApplication"}
                )
            ):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not found, f"ask ui/screens.py instead of a widget's screen(): {found}"


def _screen_wrappers_held_by(kind: type) -> list[str]:
    return [
        type(holder).__name__
        for wrapper in gc.get_objects()
        if isinstance(wrapper, QScreen)
        for holder in gc.get_referrers(wrapper)
        if isinstance(holder, kind)
    ]


def test_the_new_game_dialog_fits_the_screen_and_holds_no_screen(app, qtbot):
    from divas_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    room = available_geometry(dialog)
    assert room is not None and room.width() > 0
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    assert not _screen_wrappers_held_by(NewGameDialog)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None and screen.availableGeometry() == room


def test_the_screen_outlives_a_dialog_freed_in_a_cycle(app, qtbot):
    from divas_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    dialog.cycle = dialog  # freed only by the cycle collector, as in the suite
    dialog.show()
    dialog.close()
    del dialog
    gc.collect()
    screen = QGuiApplication.primaryScreen()
    assert screen is not None and not screen.availableGeometry().isEmpty()
