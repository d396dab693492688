"""The screen's free room, asked without ever tying a QScreen to a widget's wrapper.

``QWidget.screen()`` called from Python makes the returned QScreen a child of the widget's
Python wrapper (PySide's return-value heuristic). When such a widget — a dialog in a
reference cycle — was freed by the cycle collector, the QScreen's wrapper could be freed
with it *as its owner*, deleting the application's QScreen: the next widget that measured
its font crashed in ``QScreen::virtualSiblings`` (issue 34: the intermittent segfault of
the test suite, seen in gdb as ``~QScreen`` called from a wrapper's dealloc inside
``gc.collect``). The static ``QGuiApplication`` functions used here attach the screen to
nobody, so no widget's death can take the screen with it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def available_geometry(widget: QWidget | None = None) -> QRect | None:
    """The free area (without task bars) of the screen ``widget`` is on, or of the
    primary screen; ``None`` when there is no screen at all."""
    screen = None
    if widget is not None:
        # screenAt is static: unlike widget.screen(), it ties the QScreen to no wrapper
        screen = QGuiApplication.screenAt(widget.mapToGlobal(widget.rect().center()))
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()
