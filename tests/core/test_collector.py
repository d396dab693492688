"""The cycle collector: taken over, it runs only when its owner thread asks; untaken, it
pauses while helper-thread work runs and resumes after the last."""

import gc
import threading

import pytest

from divas_desktop.core import collector
from divas_desktop.core.collector import collector_paused


@pytest.fixture
def untaken():
    """Python collects by itself during the test (the suite has taken the collector over)."""
    collector.hand_back()
    yield
    collector.take_over()


def test_pauses_nest_across_threads_and_resume_after_the_last(untaken):
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


def test_a_collector_turned_off_before_stays_off(untaken):
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_taken_over_the_collector_stays_off_after_helper_work():
    collector.take_over()
    assert not gc.isenabled()
    assert collector.owner() == threading.get_ident()
    with collector_paused():
        pass
    assert not gc.isenabled()  # a pause's end never turns automatic collection back on


def test_only_the_owner_thread_collects_and_only_what_is_due():
    collector.take_over()
    gc.collect()
    threshold = gc.get_threshold()[0]
    seen: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(threading.get_ident())

    gc.callbacks.append(note)
    try:
        assert collector.collect_due() == -1  # nothing allocated since: nothing due
        kept = [[] for _ in range(threshold * 3)]  # tracked containers: generation 0 grows
        for cell in kept:
            cell.append(cell)  # cycles only the collector can free
        del kept, cell
        assert not seen  # automatic collection is off
        elsewhere: list[int] = []
        helper = threading.Thread(target=lambda: elsewhere.append(collector.collect_due()))
        helper.start()
        helper.join(5)
        assert elsewhere == [-1] and not seen  # a helper thread never collects
        assert collector.collect_due() >= 0
        assert seen == [threading.get_ident()]
    finally:
        gc.callbacks.remove(note)


def test_a_full_collection_waits_until_the_oldest_generation_grew_by_a_quarter():
    collector.take_over()
    collector.collect_now()  # the oldest generation's size is noted
    thresholds = gc.get_threshold()
    gc.set_threshold(1, 1, 1)  # every generation due after a few collections
    try:
        done = []
        young = []
        for _ in range(6):  # a few objects at a time: the oldest generation hardly grows
            young.append([[] for _ in range(3)])
            done.append(collector.collect_due())
        assert 2 not in done and 1 in done  # nothing much grew old: no full pass
        old = [[] for _ in range(len(gc.get_objects(generation=2)))]  # the old ones double
        for _ in range(6):
            old.append([[] for _ in range(3)])
            done.append(collector.collect_due())
        assert 2 in done
    finally:
        gc.set_threshold(*thresholds)
