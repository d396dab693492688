"""Python's cycle collector, run on one thread only: the UI thread.

The cycle collector runs in whichever thread happens to allocate. On a helper thread
(loading a save, writing the autosave, a computer player thinking, importing the rules at
start-up) it may free Qt objects of the UI thread that sit in a reference cycle, and Qt
crashes when an object is deleted from another thread (a window's controller with its
timers, a finished board). Pausing the collector around helper work was not enough: any
thread that allocates while it runs (a computer player thinking) could still start one.

So the application takes the collector over (:func:`take_over`): automatic collection is
off for good, and the UI thread calls :func:`collect_due` from a timer (``ui/threads.py``),
collecting the generations whose thresholds the allocations have passed, as Python itself
would. Reference counting still frees everything outside cycles at once. Without a take
over (the command line, the rules alone) Python collects as usual, and
:func:`collector_paused` still pauses it around helper work.

This module never imports Qt.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_pauses = 0
_was_enabled = True
_owner: int | None = None
"""The thread that collects since :func:`take_over` (``None``: Python collects as usual)."""
_long_lived = 0
"""How many objects the oldest generation held after the last full collection."""


def take_over() -> None:
    """Turn automatic collection off for good: only this thread collects, by :func:`collect_due`.

    Call it on the UI thread, once a timer there calls :func:`collect_due` regularly.
    """
    global _owner
    with _lock:
        _owner = threading.get_ident()
        gc.disable()


def hand_back() -> None:
    """Give collection back to Python (tests that check the untaken behaviour)."""
    global _owner
    with _lock:
        _owner = None
        if _pauses == 0:
            gc.enable()


def owner() -> int | None:
    """The ident of the thread that collects, or ``None`` when Python collects by itself."""
    return _owner


def collect_due() -> int:
    """Collect what Python's automatic collector would collect now; return the generation.

    The oldest generation whose count passed its threshold is collected (with the younger
    ones), as ``gc`` does after allocations; ``-1`` when nothing is due. Only the owner
    thread collects: anywhere else this does nothing (and returns ``-1``).
    """
    global _long_lived
    if _owner is not None and threading.get_ident() != _owner:
        return -1
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if not thresholds[0] or counts[0] <= thresholds[0]:
        return -1  # Python collects only after allocations pass the first threshold
    for generation in (2, 1, 0):
        limit = thresholds[generation] if generation < len(thresholds) else 0
        if not limit or counts[generation] <= limit:
            continue
        if generation == 2:
            # As Python: a full collection only once the oldest generation has grown by a
            # quarter since the last one (a full pass over a big heap is a visible pause).
            oldest = len(gc.get_objects(generation=2))
            if oldest - _long_lived <= _long_lived // 4:
                continue
        gc.collect(generation)
        if generation == 2:
            _long_lived = len(gc.get_objects(generation=2))
        return generation
    return -1


def collect_now() -> int:
    """Collect every generation now, on the owner thread only; the number of objects found."""
    global _long_lived
    if _owner is not None and threading.get_ident() != _owner:
        return 0
    found = gc.collect()
    _long_lived = len(gc.get_objects(generation=2))
    return found


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause cyclic garbage collection for the block (nested and threaded uses count).

    After :func:`take_over` the collector never runs on its own, and this does nothing.
    """
    global _pauses, _was_enabled
    with _lock:
        if _pauses == 0:
            _was_enabled = gc.isenabled() and _owner is None
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _lock:
            _pauses -= 1
            if _pauses == 0 and _was_enabled and _owner is None:
                gc.enable()
