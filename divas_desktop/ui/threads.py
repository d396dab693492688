"""Helper threads and the UI thread: cycles collected on the UI thread, results told to it.

Qt objects must be created, used and deleted on the thread they belong to (here, the UI
thread). Two things could break that from a helper thread (loading, autosave, a computer
player thinking, the rules reference's demo positions):

- Python's cycle collector runs in whichever thread allocates, and frees the Qt objects
  it finds in garbage cycles there. :func:`install` takes the collector over
  (``core.collector``): it runs only from a timer on the UI thread.
- A helper thread that holds the last reference to a QObject frees it there. A helper
  therefore never holds a QObject: it reports through :func:`to_ui`, a function that
  holds only a weak reference to its receiver and runs it on the UI thread (a queued
  signal of a relay object that lives as long as the application).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot
from shiboken6 import isValid

from ..core import collector

COLLECT_EVERY_MS = 1000
"""How often the UI thread collects the cycles that are due (Python's own thresholds)."""


class _Relay(QObject):
    """Lives on the UI thread for the whole session; runs callables posted from any thread."""

    call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run)  # emitted on another thread: queued to this one

    @Slot(object)
    def _run(self, callback: Callable[[], None]) -> None:
        callback()


_relay: _Relay | None = None
_collector_timer: QTimer | None = None


def _ui_relay() -> _Relay:
    """The relay, made on first use (which must be on the UI thread)."""
    global _relay
    if _relay is None:
        app = QCoreApplication.instance()
        if app is not None and QThread.currentThread() is not app.thread():
            raise RuntimeError("the UI relay must be made on the UI thread")
        _relay = _Relay()
    return _relay


def install() -> None:
    """On the UI thread, once the application exists: cycles are collected only here.

    Idempotent. A timer collects what is due every :data:`COLLECT_EVERY_MS`.
    """
    global _collector_timer
    _ui_relay()
    if _collector_timer is None:
        # No parent: it lives as long as the session, like the relay.
        _collector_timer = QTimer()
        _collector_timer.setInterval(COLLECT_EVERY_MS)
        _collector_timer.timeout.connect(collector.collect_due)
    collector.take_over()
    if not _collector_timer.isActive():
        _collector_timer.start()


def call_on_ui(callback: Callable[[], None]) -> None:
    """Run ``callback`` on the UI thread soon (call from any thread, after :func:`to_ui`
    or :func:`install` made the relay on the UI thread)."""
    relay = _relay
    if relay is None:
        raise RuntimeError("threads.install() or to_ui() must run on the UI thread first")
    relay.call.emit(callback)


def to_ui(method: Callable[..., Any]) -> Callable[..., None]:
    """A function any thread may call: it runs the bound ``method`` with the same arguments
    on the UI thread, if its object still exists then.

    Call this on the UI thread. The function holds only a weak reference to the method's
    object, so a helper thread never frees a QObject (nor keeps a closed window alive).
    """
    _ui_relay()
    ref = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def post(*args: Any) -> None:
        def deliver() -> None:
            bound = ref()
            owner = getattr(bound, "__self__", None)
            if bound is None or (isinstance(owner, QObject) and not isValid(owner)):
                return  # closed meanwhile: nobody waits for the answer
            bound(*args)

        call_on_ui(deliver)

    return post
