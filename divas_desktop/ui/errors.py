"""The last line of defence: an uncaught exception shows a dialog, autosaves, and the game goes on.

PySide prints and swallows exceptions raised inside slots; in a windowed build with no
console they would vanish, so we install our own ``sys.excepthook``.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

log = logging.getLogger(__name__)

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


class ErrorReporter:
    """A ``sys.excepthook`` that logs, autosaves through ``save`` and shows a dialog."""

    def __init__(self, parent: Callable[[], QWidget | None], save: Callable[[], None]) -> None:
        self.parent = parent
        self.save = save
        self.dialogs: list[QMessageBox] = []
        self._busy = False

    def __call__(
        self, kind: type[BaseException], error: BaseException, tb: TracebackType | None
    ) -> None:
        details = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QCoreApplication.quit()
            return
        if self._busy:  # an error while reporting an error: do not loop
            return
        self._busy = True
        try:
            try:
                self.save()
            except Exception:
                log.exception("autosave after an error failed")
            if QApplication.instance() is not None:
                self.dialogs.append(self._show(details))
        finally:
            self._busy = False

    def _show(self, details: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("ErrorReporter", "Something went wrong"),
            QCoreApplication.translate(
                "ErrorReporter",
                "An unexpected error happened. Your game has "
                "been saved and goes on; if it happens again, please report the "
                "details below.",
            ),
            QMessageBox.StandardButton.Ok,
            self.parent(),
        )
        box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result, b=box: self._forget(b))
        box.open()  # not exec(): the game keeps running behind the dialog
        return box

    def _forget(self, box: QMessageBox) -> None:
        if box in self.dialogs:
            self.dialogs.remove(box)


def install_excepthook(
    parent: Callable[[], QWidget | None], save: Callable[[], None]
) -> ErrorReporter:
    """Install the error dialog as ``sys.excepthook`` and return it."""
    reporter = ErrorReporter(parent, save)
    sys.excepthook = reporter
    return reporter
