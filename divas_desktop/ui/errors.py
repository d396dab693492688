"""The last line of defence: an uncaught exception shows a dialog, autosaves, and the game goes on.

PySide prints and swallows exceptions raised inside slots; in a windowed build with no
console they would vanish, so we install our own ``sys.excepthook``. An error that
repeats (one raised while painting comes back with every repaint) opens one dialog,
which counts the repeats, not one dialog per repaint.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger(__name__)


class ErrorReporter:
    """A ``sys.excepthook`` that logs, autosaves through ``save`` and shows a dialog."""

    def __init__(self, parent: Callable[[], QWidget | None], save: Callable[[], object]) -> None:
        self.parent = parent
        self.save = save
        self.dialogs: list[QMessageBox] = []
        self.repeats: dict[tuple[str, ...], int] = {}
        """How often each error shown in an open dialog happened again."""
        self._open: dict[tuple[str, ...], QMessageBox] = {}
        self._busy = False

    def __call__(
        self, kind: type[BaseException], error: BaseException, tb: TracebackType | None
    ) -> None:
        import traceback  # only once something went wrong

        details = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QCoreApplication.quit()
            return
        if self._busy:  # an error while reporting an error: do not loop
            return
        key = _signature(kind, error, tb)
        if key in self._open:  # the same error again (a paint error repaints): count it
            self.repeats[key] = self.repeats.get(key, 1) + 1
            return
        self._busy = True
        try:
            try:
                self.save()
            except Exception:
                log.exception("autosave after an error failed")
            if QApplication.instance() is not None:
                box = self._show(details, key)
                self.dialogs.append(box)
                self._open[key] = box
                self.repeats[key] = 1
        finally:
            self._busy = False

    def _show(self, details: str, key: tuple[str, ...]) -> QMessageBox:
        from PySide6.QtCore import Qt  # not at start-up: the window paints first
        from PySide6.QtWidgets import QMessageBox

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
        box.finished.connect(lambda _result, b=box, k=key: self._forget(b, k))
        box.open()  # not exec(): the game keeps running behind the dialog
        return box

    def _forget(self, box: QMessageBox, key: tuple[str, ...]) -> None:
        if box in self.dialogs:
            self.dialogs.remove(box)
        if self._open.get(key) is box:
            del self._open[key]


def _signature(
    kind: type[BaseException], error: BaseException, tb: TracebackType | None
) -> tuple[str, ...]:
    """What makes two errors the same: their type, message and where they were raised."""
    where = ""
    while tb is not None:
        where = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
        tb = tb.tb_next
    return (kind.__name__, str(error)[:200], where)


def install_excepthook(
    parent: Callable[[], QWidget | None], save: Callable[[], object]
) -> ErrorReporter:
    """Install the error dialog as ``sys.excepthook`` and return it."""
    reporter = ErrorReporter(parent, save)
    sys.excepthook = reporter
    return reporter


def write_failure_text(code: str) -> str:
    """The player's words for a failed write: a full disk, a read-only or missing folder,
    a name too long (``persistence.failures``); '' for a cause not known more precisely."""
    from ..i18n.translate import text
    from ..persistence.failures import WRITE_CODES

    return text("core", code) if code in WRITE_CODES else ""


def autosave_failure_cause(code: str) -> str:
    """The short cause the autosave warning starts with ('' when not known more precisely):
    the warning itself says what is at stake."""
    translate = QCoreApplication.translate
    causes = {
        "disk_full": lambda: translate("FileFailures", "The disk is full: free some space."),
        "read_only": lambda: translate(
            "FileFailures", "The folder of the autosaves cannot be written to."
        ),
        "no_folder": lambda: translate("FileFailures", "The folder of the autosaves is missing."),
        "file_name_too_long": lambda: translate(
            "FileFailures", "The name is too long for this disk."
        ),
    }
    cause = causes.get(code)
    return cause() if cause is not None else ""
