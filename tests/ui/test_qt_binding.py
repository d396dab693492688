"""Guard against the PySide6 build that under-counts None and True (6.12.0 on Python 3.11).

That build loses a reference to ``None`` on every void call and to ``True`` on every
signal emit; after some thousands the interpreter aborts. pyproject.toml keeps it out.
"""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem


class _Emitter(QObject):
    fired = Signal(int)


def test_void_calls_and_emits_keep_singleton_reference_counts(qapp):
    item = QGraphicsRectItem()
    emitter = _Emitter()
    emitter.fired.connect(lambda value: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(500):
        item.setPos(1, 2)
        emitter.fired.emit(1)
    assert sys.getrefcount(None) >= none_before - 5
    assert sys.getrefcount(True) >= true_before - 5
