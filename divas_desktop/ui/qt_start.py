"""Create the QApplication; when Qt cannot open a window, say why in plain words first.

Qt gives up on a missing window-system library with a fatal message and an abort (no
Python exception to catch). While the application object is being created, a message
handler adds :mod:`divas_desktop.system_check`'s report to that fatal message: every
library (and font) missing and the one apt or dnf command that installs them all.

The application also keeps the saves macOS hands over as FileOpen events (a double-click
in the Finder), even before the main window exists (:class:`Application`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication


class Application(QApplication):
    """The QApplication, which also receives the saves macOS sends as FileOpen events.

    Overriding :meth:`event` sees only the events sent to the application object itself,
    unlike an application-wide event filter, which would see every event of every widget.
    """

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self._opened: list[str] = []
        self._open_file: Callable[[str], object] | None = None

    def hand_over_files(self, open_file: Callable[[str], object]) -> list[str]:
        """Send the next FileOpen paths to ``open_file``; return those that came before."""
        self._open_file = open_file
        early, self._opened = self._opened, []
        return early

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                if self._open_file is None:
                    self._opened.append(path)  # the window is not up yet
                else:
                    self._open_file(path)
                return True
        return super().event(event)


def create_application(argv: list[str]) -> QApplication:
    """Return a new QApplication (Qt's messages while it starts go through :func:`_explain`)."""
    previous = qInstallMessageHandler(_explain)
    try:
        return Application(argv)
    finally:
        qInstallMessageHandler(previous)  # the default handler again once the window system is up


def _explain(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Print Qt's message as Qt would; before a fatal one, also what the system lacks."""
    stream = sys.__stderr__
    if stream is None:  # a windowed program without a console
        return
    stream.write(qFormatLogMessage(kind, context, message) + "\n")
    if kind == QtMsgType.QtFatalMsg:
        from ..system_check import report, window_problems

        explanation = report(window_problems())  # the window plugin's libraries and the fonts
        if explanation:
            stream.write("\n" + explanation + "\n")
    stream.flush()
