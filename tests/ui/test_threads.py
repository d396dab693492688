"""Helper threads never free Qt objects: cycles are collected on the UI thread only, and a
helper's answer reaches the UI thread through a weak reference (the intermittent crash
of issue 34: a collection started by a helper thread freed UI objects there)."""

import gc
import threading
import weakref

from PySide6.QtCore import QObject, QTimer

from divas_desktop.core import collector
from divas_desktop.ui import threads


def _garbage_cycles_holding_qobjects(count: int) -> list[weakref.ref]:
    """Make ``count`` unreachable cycles, each holding a QObject with a timer; their refs."""
    refs = []
    for _ in range(count):
        owner = QObject()
        owner.timer = QTimer(owner)  # deleting this off its thread is what crashes Qt
        owner.loop = owner  # a reference cycle: only the cycle collector frees it
        refs.append(weakref.ref(owner))
    return refs


def test_a_helper_thread_allocating_never_collects_the_ui_threads_cycles(app, qtbot):
    assert not gc.isenabled()  # the app took the collector over
    assert collector.owner() == threading.get_ident()
    collections: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(threading.current_thread().name)

    gc.callbacks.append(note)
    try:
        refs = _garbage_cycles_holding_qobjects(50)
        stop = threading.Event()

        def allocate() -> None:  # a computer player thinking: many containers, many cycles
            while not stop.is_set():
                junk = [[] for _ in range(5000)]
                for cell in junk:
                    cell.append(cell)
                del junk

        helper = threading.Thread(target=allocate, name="divas-test-helper", daemon=True)
        helper.start()
        try:
            qtbot.waitUntil(lambda: all(ref() is None for ref in refs), timeout=5000)
        finally:
            stop.set()
            helper.join(5)
    finally:
        gc.callbacks.remove(note)
    assert collections  # the UI thread's timer collected
    assert set(collections) == {threading.main_thread().name}


class _Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.got: list[tuple[object, str]] = []

    def answer(self, value: object) -> None:
        self.got.append((value, threading.current_thread().name))


def test_to_ui_runs_a_helpers_answer_on_the_ui_thread(app, qtbot):
    receiver = _Receiver()
    post = threads.to_ui(receiver.answer)
    worker = threading.Thread(target=post, args=(42,), name="divas-test-helper")
    worker.start()
    worker.join(5)
    assert receiver.got == []  # queued: nothing runs on the helper thread
    qtbot.waitUntil(lambda: bool(receiver.got), timeout=2000)
    assert receiver.got == [(42, threading.main_thread().name)]


def test_to_ui_holds_no_reference_and_skips_a_receiver_gone_meanwhile(app, qtbot):
    receiver = _Receiver()
    ref = weakref.ref(receiver)
    post = threads.to_ui(receiver.answer)
    del receiver
    assert ref() is None  # the helper's function did not keep it alive
    worker = threading.Thread(target=post, args=(1,))
    worker.start()
    worker.join(5)
    qtbot.wait(50)  # delivered: nothing to call, nothing raised

    deleted = _Receiver()
    post = threads.to_ui(deleted.answer)
    post(2)
    deleted.deleteLater()
    qtbot.wait(50)
    post(3)  # after the Qt object is gone: skipped
    qtbot.wait(50)
    assert deleted.got in ([], [(2, threading.main_thread().name)])
    assert (3, threading.main_thread().name) not in deleted.got
