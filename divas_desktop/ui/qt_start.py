"""Create the QApplication; when Qt cannot open a window, say why in plain words first.

Qt gives up on a missing window-system library with a fatal message and an abort (no
Python exception to catch). While the application object is being created, a message
handler adds :mod:`divas_desktop.system_check`'s report to that fatal message: which
library is missing and the apt or dnf command that installs it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtWidgets import QApplication


def create_application(argv: list[str]) -> QApplication:
    """Return a new QApplication (Qt's messages while it starts go through :func:`_explain`)."""
    previous = qInstallMessageHandler(_explain)
    try:
        return QApplication(argv)
    finally:
        qInstallMessageHandler(previous)  # the default handler again once the window system is up


def _explain(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Print Qt's message as Qt would; before a fatal one, also what the system lacks."""
    stream = sys.__stderr__
    if stream is None:  # a windowed program without a console
        return
    stream.write(qFormatLogMessage(kind, context, message) + "\n")
    if kind == QtMsgType.QtFatalMsg:
        from ..system_check import platform_problems, report

        explanation = report(platform_problems())
        if explanation:
            stream.write("\n" + explanation + "\n")
    stream.flush()
