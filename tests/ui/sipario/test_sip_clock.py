"""The clock of a timed match: it runs while the match is on screen, stops under a modal
dialog, goes into the save and comes back with it, and plays the engine's time-up."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from divas_desktop.persistence.savefile import load_match, save_match

from .helpers import sipario_match

MINUTE = 60_000


def _start(window, qtbot, match):
    window.controller.start(match)
    qtbot.waitUntil(lambda: 0 in match.to_move(), timeout=5000)
    return window.board


def test_the_clock_counts_down_in_the_header(window, qtbot):
    match = sipario_match(seats=3, humans=(0,), seed=4, mode="timed_30")
    board = _start(window, qtbot, match)
    assert board.clock is not None
    assert "30:00" in board.item("header.round").spec.text
    board.clock.advance(5 * MINUTE)
    assert match.clock_ms == 5 * MINUTE
    assert "25:00" in board.item("header.round").spec.text


def test_an_untimed_match_has_no_clock(window, qtbot):
    match = sipario_match(seats=3, humans=(0,), seed=4)
    board = _start(window, qtbot, match)
    assert board.clock is None
    assert "◷" not in board.item("header.round").spec.text


def test_a_modal_dialog_stops_the_clock(window, qtbot):
    match = sipario_match(seats=3, humans=(0,), seed=4, mode="timed_60")
    board = _start(window, qtbot, match)
    assert board.clock.on_screen()
    dialog = QDialog(window)
    dialog.setModal(True)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert not board.clock.on_screen()
    before = match.clock_ms
    qtbot.wait(30)
    board.clock.tick()
    assert match.clock_ms == before
    dialog.close()
    qtbot.waitUntil(board.clock.on_screen, timeout=2000)
    qtbot.wait(30)
    board.clock.tick()
    assert match.clock_ms > before


def test_the_clock_is_saved_and_goes_on_after_loading(window, qtbot, tmp_path):
    match = sipario_match(seats=3, humans=(0,), seed=4, mode="timed_90")
    board = _start(window, qtbot, match)
    board.clock.advance(12 * MINUTE)
    path = tmp_path / "timed.divas"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.clock_ms == 12 * MINUTE
    board = _start(window, qtbot, loaded)
    assert "78:00" in board.item("header.round").spec.text
    board.clock.advance(MINUTE)
    assert loaded.clock_ms == 13 * MINUTE


def test_at_zero_the_engine_time_up_is_played(window, qtbot):
    match = sipario_match(seats=3, humans=(0,), seed=4, mode="timed_30")
    board = _start(window, qtbot, match)
    board.clock.advance(30 * MINUTE)
    for step in range(40):  # time-up is played at the start of the person's next turn
        if match.state.time_up:
            break
        qtbot.waitUntil(lambda: match.state.time_up or 0 in match.to_move(), timeout=5000)
        qtbot.wait(5)
        if not match.state.time_up and 0 in match.to_move():
            window.controller.play(match.game.bot_action(match.state, 0, step))
    assert match.state.time_up
    assert any(entry.action["kind"] == "time_up" for entry in match.log)
    assert "◷" in board.item("header.round").spec.text
