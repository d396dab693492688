"""Long work off the UI thread: the window keeps answering, a progress dialog after 200 ms.

Loading a save replays its whole log; a long or hostile file must never freeze the
window. :func:`run_with_progress` runs the work on a thread, shows a cancellable
progress dialog if it takes longer than :data:`SHOW_AFTER_MS`, and returns its result
(or raises its error) on the UI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..core.collector import collector_paused

T = TypeVar("T")
SHOW_AFTER_MS = 200


class _Relay(QObject):
    """Carries the worker's progress and end to the UI thread (queued signals)."""

    progressed = Signal(int, int)
    finished = Signal()


def run_with_progress(
    parent: QWidget | None,
    label: str,
    work: Callable[[Callable[[int, int], None]], T],
    cancel_error: Callable[[], BaseException],
) -> T:
    """Run ``work(progress)`` on a thread while the event loop goes on; return its result.

    ``progress(done, total)`` updates the dialog; after Cancel it raises
    ``cancel_error()`` inside the work, which then ends with that error.
    """
    cancelled = threading.Event()
    outcome: dict[str, Any] = {}
    relay = _Relay()

    def progress(done: int, total: int) -> None:
        if cancelled.is_set():
            raise cancel_error()
        relay.progressed.emit(done, total)

    def target() -> None:
        try:
            with collector_paused():  # no Qt object may be freed on this thread
                outcome["value"] = work(progress)
        except BaseException as error:  # handed to the UI thread, raised there
            outcome["error"] = error
        finally:
            relay.finished.emit()

    dialog = QProgressDialog(label, dialog_cancel_text(), 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.canceled.connect(cancelled.set)

    def show_progress(done: int, total: int) -> None:
        dialog.setMaximum(max(total, 1))
        dialog.setValue(min(done, max(total, 1)))

    relay.progressed.connect(show_progress)
    loop = QEventLoop()
    relay.finished.connect(loop.quit)
    worker = threading.Thread(target=target, name="divas-load", daemon=True)
    worker.start()
    loop.exec()  # the end is a queued signal: it arrives even if the work is already done
    worker.join()
    dialog.close()
    dialog.deleteLater()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def dialog_cancel_text() -> str:
    """The translated label of the progress dialog's cancel button."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Loading", "Cancel")
