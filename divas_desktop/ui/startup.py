"""Fast start-up: paint something at once, load the rules core after the first paint.

Importing pydantic and the game packages costs a few hundred milliseconds; a player
should see the theatre before that. The splash is a plain QWidget drawn from the app
icon, so it needs nothing but QtGui. ``DIVAS_EXIT_AFTER_FIRST_PAINT=1`` makes the app
report its first paints on stdout and quit (packaging/measure.py reads these lines).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from ..paths import resources_dir

PROBE_ENV = "DIVAS_EXIT_AFTER_FIRST_PAINT"
PROBE_FILE_ENV = "DIVAS_PROBE_FILE"


def probing() -> bool:
    """Whether this run only measures start-up."""
    return os.environ.get(PROBE_ENV) == "1"


def report(label: str) -> None:
    """Print one start-up mark (``divas-first-paint <epoch seconds>``) when probing.

    ``DIVAS_PROBE_FILE`` also gets the mark: a windowed program on Windows, or one that
    macOS starts for a double-clicked file, has no stdout to read.
    """
    if not probing():
        return
    line = f"divas-{label} {time.time():.6f}"
    if sys.stdout is not None:
        print(line, flush=True)
    if os.environ.get(PROBE_FILE_ENV):
        with open(os.environ[PROBE_FILE_ENV], "a", encoding="utf-8") as probe:
            probe.write(line + "\n")


class FirstPaint(QObject):
    """Call ``then`` once, right after ``widget`` has been painted for the first time."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if self._then is not None and event.type() == QEvent.Type.Paint:
            then, self._then = self._then, None
            # A zero timer runs after this paint has reached the screen.
            QTimer.singleShot(0, then)
        return False


class Splash(QWidget):
    """A small frameless card with the app icon and its name, shown while loading."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.SplashScreen | Qt.WindowType.FramelessWindowHint)
        self._icon = QPixmap(str(resources_dir() / "icons" / "divas-128.png"))
        self.setFixedSize(360, 220)

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt name
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#3b0a0d"))
        painter.setPen(QColor("#d4af37"))
        painter.drawRect(self.rect().adjusted(4, 4, -5, -5))
        if not self._icon.isNull():
            painter.drawPixmap((self.width() - 96) // 2, 28, 96, 96, self._icon)
        font = QFont()
        font.setPointSize(18)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            self.rect().adjusted(0, 130, 0, 0), Qt.AlignmentFlag.AlignHCenter, "Divas Desktop"
        )


class FileOpenFilter(QObject):
    """macOS sends a double-clicked ``.divas`` as a FileOpen event, not an argument."""

    def __init__(self, app: QApplication, open_file: Callable[[str], None]) -> None:
        super().__init__(app)
        self._open_file = open_file
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self._open_file(path)
                return True
        return False
