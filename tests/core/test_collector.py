"""The cycle collector pauses while helper-thread work runs, and resumes after the last."""

import gc
import threading

from divas_desktop.core.collector import collector_paused


def test_pauses_nest_across_threads_and_resume_after_the_last():
    assert gc.isenabled()
    inside = threading.Event()
    release = threading.Event()

    def work() -> None:
        with collector_paused():
            inside.set()
            release.wait(5)

    worker = threading.Thread(target=work)
    worker.start()
    inside.wait(5)
    assert not gc.isenabled()  # the helper thread's work runs without the collector
    with collector_paused():
        release.set()
        worker.join(5)
        assert not gc.isenabled()  # still paused: this block has not ended yet
    assert gc.isenabled()


def test_a_collector_turned_off_before_stays_off():
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
