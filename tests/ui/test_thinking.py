"""A Hard computer player thinks on another thread: the window keeps answering, shows who
is thinking, and plays the move when it comes (issue 35, item 3)."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer

from divas_desktop.core.match import SeatInfo

from .helpers import demo_match, start

THINK_S = 0.4


def _slow_chooser(threads):
    def choose(info, level, seed, budget_ms=1000):
        threads.append(threading.current_thread().name)
        time.sleep(THINK_S)  # a search holding no lock the window needs
        return info.legal_actions()[0]

    return choose


def _hard_match():
    match = demo_match(humans=1)
    old = match.seats[1]
    match.seats[1] = SeatInfo(name=old.name, colour=old.colour, kind="computer", level="hard")
    return match


def test_a_hard_player_thinks_off_the_window_thread_and_shows_it(window, qtbot, monkeypatch):
    match = _hard_match()
    threads: list[str] = []
    monkeypatch.setattr(match.game, "choose", _slow_chooser(threads))
    start(window, match)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    assert window.controller.play(match.legal_actions(0)[0])
    qtbot.waitUntil(lambda: window.thinking.isVisible(), timeout=3000)
    assert "Bruno" in window.thinking.text() and match.cursor == 1
    qtbot.waitUntil(lambda: match.cursor == 2, timeout=5000)
    timer.stop()
    assert not window.thinking.isVisible()
    assert threads == ["divas-bot"]
    assert len(ticks) >= THINK_S / 0.02 / 2  # the event loop kept running while it thought


def test_an_answer_that_comes_after_the_table_moved_on_is_dropped(window, qtbot, monkeypatch):
    match = _hard_match()
    monkeypatch.setattr(match.game, "choose", _slow_chooser([]))
    start(window, match)
    assert window.controller.play(match.legal_actions(0)[0])
    qtbot.waitUntil(lambda: window.thinking.isVisible(), timeout=3000)
    window.controller.stop_bots()  # the window closes, a new game starts, an undo...
    assert not window.thinking.isVisible()
    qtbot.wait(int(THINK_S * 1000) + 300)
    assert match.cursor == 1  # the late answer was not played


def test_the_window_thinks_as_long_as_the_core_says():
    """The controller keeps its own copy of Hard's budget (the core loads after the first
    paint); it is the core's."""
    from divas_desktop.core.bots import HARD_BUDGET_MS
    from divas_desktop.ui import controller

    assert controller.HARD_BUDGET_MS == HARD_BUDGET_MS
