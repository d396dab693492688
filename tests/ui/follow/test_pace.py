"""The pace of play: a speed in the View menu, remembered; step by step with Space or a
"Next" button and a cue; a person's own moves are never held back; the window answers
while beats play (timers, never sleeps)."""

import time

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from divas_desktop.ui.animation_speed import STEP_KEY
from divas_desktop.ui.board.beats import BEAT_MS

from .positions import play_beats, position


def _start(window, match, qtbot):
    cursor = match.cursor
    window.controller.start(match)
    qtbot.waitUntil(lambda: match.cursor > cursor, timeout=5000)
    return window.board


def test_step_by_step_is_remembered_and_each_beat_waits_for_next(window, animated, qtbot):
    window.act_step.trigger()
    assert QSettings().value(STEP_KEY) == "true" and window.controller.step_mode
    match = position("divas", {"divas.palco_scored"})
    cursor = match.cursor
    window.controller.start(match)
    area = window.area
    qtbot.wait(20)
    assert match.cursor == cursor and window.controller.waiting_for_next()  # even the first
    area.next_button.click()
    qtbot.waitUntil(lambda: match.cursor > cursor, timeout=5000)
    board = window.board
    queue = board.animations
    first = play_beats(board)  # the first beat plays, the next waits for "Next"
    assert first and queue.waiting_for_gate()
    assert window.controller.waiting_for_next()
    assert area.next_button.isVisible() and area.next_button.isEnabled()
    assert area.step_cue.isVisible() and "Next" in area.step_cue.text()
    cursor = match.cursor
    QTest.keyClick(window.area.view, Qt.Key.Key_Space)  # Space is "Next"
    assert not queue.waiting_for_gate() and queue.busy()
    shown = play_beats(board)
    assert shown and match.cursor == cursor  # one beat more, the same step
    while queue.waiting_for_gate():
        area.next_button.click()
        play_beats(board)
    # The computer's next move waits for "Next" too.
    qtbot.wait(20)
    assert match.cursor == cursor and window.controller.waiting_for_next()
    area.next_button.click()
    qtbot.waitUntil(lambda: match.cursor > cursor, timeout=3000)
    window.act_step.trigger()  # off: nothing waits any more
    assert QSettings().value(STEP_KEY) == "false" and not window.controller.waiting_for_next()
    assert not area.next_button.isVisible()


def test_space_stays_the_curtain_s_key_when_no_computer_waits(window, qtbot):
    from ..helpers import demo_match, start
    from ..test_pacing import _sing_strongest

    start(window, demo_match(humans=2))
    _sing_strongest(window)
    assert window.controller.curtain_down() and not window.act_next.isEnabled()
    QTest.keyClick(window.area.curtain, Qt.Key.Key_Space)  # through the shortcut map
    assert not window.controller.curtain_down()


def test_a_person_s_own_move_is_drawn_at_once_and_never_held(window, animated, qtbot):
    match = position("divas", {"divas.palco_scored"}, kinds=["human", "computer"])
    window.controller.start(match)
    board = window.board
    while match.to_move() != (0,) or board.animations.busy():  # the computer's turn, quickly
        qtbot.wait(1)
        play_beats(board)
    action = match.game.bot_action(match.state, 0, 3)
    syncs, cursor = board.sync_count, match.cursor
    assert window.controller.play(action)
    assert board.sync_count == syncs + 1  # drawn in the same call
    assert all(ms < BEAT_MS["normal"] for ms in board.animations.holds())
    assert match.cursor == cursor + 1


def test_the_window_answers_while_a_computer_s_beats_play(window, animated, qtbot, tmp_path):
    match = position("sipario", {"sipario.ev.opera_staged"})
    board = _start(window, match, qtbot)
    queue = board.animations
    assert queue.busy()
    started = time.perf_counter()
    assert window.save_to(tmp_path / "during.divas")  # Save while the beat stands
    zoom = window.area.view.zoom()
    window.act_zoom_in.trigger()  # a menu's command
    qtbot.wait(10)  # the event loop turns: the beat is a timer, not a sleep
    assert window.area.view.zoom() > zoom
    assert time.perf_counter() - started < 1.0
    assert queue.busy()  # nothing waited for the beat, and the beat goes on
