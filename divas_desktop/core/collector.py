"""Python's cycle collector paused while work runs on a helper thread.

The cycle collector runs in whichever thread happens to allocate. On a helper thread
(loading a save, writing the autosave, importing the rules at start-up) it may free Qt
objects of the UI thread that sit in a reference cycle, and Qt crashes when an object is
deleted from another thread. While such work runs the collector is paused: reference
counting still frees everything outside cycles, and collection resumes when the last
paused work ends.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_pauses = 0
_was_enabled = True


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause cyclic garbage collection for the block (nested and threaded uses count)."""
    global _pauses, _was_enabled
    with _lock:
        if _pauses == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _lock:
            _pauses -= 1
            if _pauses == 0 and _was_enabled:
                gc.enable()
