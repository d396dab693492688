"""In the window: no peeking through Undo, curtains that always fall, warnings that show."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from divas_desktop.core.match import MAX_NAME_LENGTH
from divas_desktop.persistence import autosave
from divas_desktop.persistence.savefile import SaveError

from .conftest import toy_match


def _pick(window) -> None:
    c = window.controller
    assert c.play(c.legal_actions()[0])


def test_undo_and_redo_are_refused_behind_the_curtain(window):
    c = window.controller
    match = toy_match()
    c.start(match)
    c.reveal()  # Anna raises her curtain
    _pick(window)  # ... picks secretly; Bruno's curtain falls
    assert c.curtain_seat == 1
    for act, attempt in ((window.act_undo, c.undo), (window.act_redo, c.redo)):
        assert not act.isEnabled()
        assert not attempt()
        assert c.last_refusal.reason == "undo_behind_curtain"
    assert "Raise the curtain first" in window.last_message
    assert match.cursor == 1 and c.curtain_seat == 1  # nothing changed, nothing shown
    c.reveal()  # Bruno: his own decisions only, and he has made none
    assert c.viewer == 1 and not c.can_undo()


def test_a_seat_undoes_its_own_move_and_redo_brings_back_the_very_same_game(window):
    c = window.controller
    match = toy_match(humans=1)  # Anna against the computer: no curtain
    c.start(match)
    before = match.state_digest()
    _pick(window)  # before the computer answers
    after = match.state_digest()
    assert c.can_undo() and c.undo()
    assert match.cursor == 0 and match.state_digest() == before
    assert c.can_redo() and c.redo()
    assert match.state_digest() == after  # the same decision, the same hidden deck order
    c.run_bots_now()  # the computer picks: both cards are shown, new ones drawn
    assert match.cursor >= 2 and not c.can_undo()  # Undo never crosses a reveal


@pytest.mark.qt_no_exception_capture
def test_the_curtain_falls_even_if_clearing_the_board_fails(window, qtbot):
    c = window.controller
    c.start(toy_match(humans=1, names=("Anna", "Bruno")))
    board = window.board

    def broken_clear(_public_view=None):
        raise RuntimeError("the board could not be cleared")

    board.clear_board = broken_clear
    c.match.seats[1] = c.match.seats[1].model_copy(update={"kind": "human"})
    _pick(window)  # Bruno (now a person) must pick: his curtain is requested
    assert c.curtain_seat == 1
    curtain = window.area.curtain
    assert curtain.isVisible()  # lowered before the clearing that failed
    assert curtain.geometry().contains(window.area.view.rect())
    assert "field.my_hand" in board.item_ids()  # Anna's hand is still drawn, behind it


def test_an_error_raised_while_painting_opens_one_dialog(window):
    from divas_desktop.ui.errors import ErrorReporter

    reporter = ErrorReporter(lambda: window, lambda: None)
    for _repaint in range(20):
        try:
            raise ValueError("paint failed at item 7")
        except ValueError as error:
            reporter(type(error), error, error.__traceback__)
    assert len(reporter.dialogs) == 1
    assert list(reporter.repeats.values()) == [20]
    try:
        raise KeyError("another error")
    except KeyError as error:
        reporter(type(error), error, error.__traceback__)
    assert len(reporter.dialogs) == 2
    for box in list(reporter.dialogs):
        box.accept()


def test_a_failed_autosave_shows_a_banner_until_one_succeeds(window, qtbot, monkeypatch):
    from divas_desktop.persistence import autosave as module

    c = window.controller
    c.start(toy_match(humans=1))
    assert c.flush_autosave()
    real = module.write_atomic

    def read_only(*_args, **_kwargs):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(module, "write_atomic", read_only)
    _pick(window)
    assert c.flush_autosave()
    qtbot.waitUntil(lambda: window.autosave_banner is not None, timeout=3000)
    banner = window.autosave_banner
    assert banner.isVisible() and "could not be saved automatically" in banner.label.text()
    assert "Read-only" in banner.toolTip() and "could not be saved" in window.last_message
    saved_elsewhere = []
    monkeypatch.setattr(window, "save_as", lambda: saved_elsewhere.append(True))
    banner.button.click()
    assert saved_elsewhere == [True]
    monkeypatch.setattr(module, "write_atomic", real)
    c.run_bots_now()  # the next move retries, and succeeds
    assert c.flush_autosave()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=3000)
    assert autosave.autosave_path(c.match.match_id).exists()


def test_player_names_are_plain_text_elided_and_never_widen_the_window(window, qtbot):
    c = window.controller
    long_name = "<b>Anna</b> " + "W" * (MAX_NAME_LENGTH - 12)
    assert len(long_name) == MAX_NAME_LENGTH
    c.start(toy_match(humans=1, names=(long_name, "<i>Bruno</i>")))
    banner = window.area.banner
    assert long_name in window.banner_text()
    assert "&lt;b&gt;Anna&lt;/b&gt;" in banner.toolTip()  # the tooltip shows it as typed
    assert banner.textFormat().name == "PlainText"
    window.resize(700, 600)
    qtbot.waitUntil(lambda: window.width() <= 720, timeout=2000)
    assert banner.fontMetrics().horizontalAdvance(banner.text()) <= banner.width()
    screen = QApplication.primaryScreen().availableGeometry()
    assert window.minimumSizeHint().width() <= screen.width()
    from divas_desktop.core.types import Outcome
    from divas_desktop.ui.results_dialog import ResultsDialog

    outcome = Outcome(scores={0: 3, 1: 1}, winners=(0,))
    results = ResultsDialog("toy", outcome, c.match.seats, window)
    qtbot.addWidget(results)
    assert results.winner_label.textFormat().name == "PlainText"
    assert "<b>Anna</b>" in results.winner_label.text()


def test_the_new_game_dialog_limits_names_and_draws_64_bit_game_numbers(app, qtbot):
    from divas_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(game_ids=["toy"])
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.maxLength() == MAX_NAME_LENGTH
    numbers = {dialog.seed_value() for _ in range(16)}
    assert len(numbers) == 16 and all(0 <= n < 2**64 for n in numbers)
    assert max(numbers) >= 2**40  # not one of a million: a deal cannot be looked up
    dialog.seed.setText("18446744073709551615")
    assert dialog.seed_value() == 2**64 - 1
    first, again = dialog.build_match(), dialog.build_match()
    assert first.state_digest() == again.state_digest()  # a chosen number replays the deal


SETTING_KEYS = (
    "language",
    "recent_files",
    "board/animation_speed",
    "new_game/last_game",
    "new_game/toy",
    "new_game/turandot",
)
"""Every key the app reads: the language, Open recent, View → Animations, and the
new-game dialog's memory (the last game, the choices made for each game)."""


def _corrupt_settings(tmp_path):
    """Yield once per kind of damage, the settings holding it under every key."""
    from PySide6.QtCore import QByteArray, QSettings

    good = tmp_path / "real.divas"
    good.write_text("{}", encoding="utf-8")
    for value in (42, [42, None, str(good)], {"a": 1}, 3.5, QByteArray(b"\xff\xfe\x80")):
        QSettings().clear()
        for key in SETTING_KEYS:
            QSettings().setValue(key, value)
        yield value
    path = Path(QSettings().fileName())
    for raw in (b"@ByteArray(\xff\xfe\x80)", b"\xff\xfe", b"@Variant(\\0\\0\\0\\x7f)"):
        QSettings().clear()
        QSettings().sync()
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = [key.encode() + b"=" + raw for key in SETTING_KEYS]
        path.write_bytes(b"[General]\n" + b"\n".join(lines) + b"\n")
        QSettings().sync()
        yield raw


def test_corrupt_settings_of_every_key_never_block_start_up(app, qtbot, tmp_path):
    from divas_desktop.i18n.translate import saved_language
    from divas_desktop.ui.animation_speed import SPEEDS, animation_speed
    from divas_desktop.ui.new_game_dialog import NewGameDialog, last_game_id
    from divas_desktop.ui.recent_files import recent_files

    from .conftest import new_window

    for damage in _corrupt_settings(tmp_path):
        assert saved_language() in ("it", "es", "en"), damage
        assert all(isinstance(f, str) and f for f in recent_files()), damage
        assert animation_speed() in SPEEDS and isinstance(last_game_id(), str), damage
        dialog = NewGameDialog(game_ids=["toy"])  # its memory of the last choices is damaged
        qtbot.addWidget(dialog)
        assert dialog.build_match().seats, damage
        window = new_window(qtbot)
        window.start_up()
        qtbot.waitUntil(lambda w=window: w.started_up, timeout=5000)
        qtbot.waitUntil(window.welcome.new_button.isVisible, timeout=3000)
        window.refresh_recent()
        window.close()


def test_a_long_load_runs_behind_a_progress_dialog_and_the_window_keeps_answering(
    window, monkeypatch, tmp_path
):
    from divas_desktop.persistence import savefile

    path = tmp_path / "slow.divas"
    path.write_text("{}", encoding="utf-8")
    ticks, dialogs = [], []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.timeout.connect(
        lambda: dialogs.extend(
            d for d in window.findChildren(QProgressDialog) if d.isVisible() and d not in dialogs
        )
    )
    timer.start(20)

    def slow_load(_path, progress=None):
        for done in range(10):
            progress(done, 10)
            time.sleep(0.06)
        raise SaveError("replay_failed")

    monkeypatch.setattr(savefile, "load_match", slow_load)
    started = time.monotonic()
    assert not window.open_file(path)
    timer.stop()
    assert time.monotonic() - started >= 0.5
    assert len(ticks) >= 10  # the event loop ran all along: the window did not freeze
    assert dialogs  # shown once the load took longer than 200 ms
    assert "cannot be replayed" in window.last_message
    assert "Saved" not in window.statusBar().currentMessage()


def test_the_gui_never_says_saved_after_a_failed_load(window, tmp_path):
    window.controller.start(toy_match(humans=1))
    assert window.save_to(tmp_path / "good.divas")
    assert window.statusBar().currentMessage().startswith("Saved")
    bad = tmp_path / "bad.divas"
    bad.write_text('{"format": "divas-desktop-save", "seed": ' + "1" * 999 + "}")
    assert not window.open_file(bad)
    assert "number far too long" in window.last_message
    assert "Saved" not in window.statusBar().currentMessage()


def test_the_main_window_paints_before_the_core_and_the_boards_load(tmp_path):
    import subprocess

    probe = (
        "import sys\n"
        "from divas_desktop.ui import app\n"
        "def after(qt_app, window, _file):\n"
        "    heavy = ['pydantic', 'divas_desktop.core.match', 'divas_desktop.ui.board',\n"
        "             'divas_desktop.persistence.savefile', 'divas_desktop.games']\n"
        "    print('loaded:', [m for m in heavy if m in sys.modules])\n"
        "    qt_app.quit()\n"
        "app._after_first_paint = after\n"
        "app.run_gui()\n"
    )
    env = dict(__import__("os").environ, QT_QPA_PLATFORM="offscreen", DIVAS_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert "loaded: []" in out.stdout, out.stdout


def test_the_autosave_comes_after_the_move_and_a_slow_disk_never_holds_a_move(window, monkeypatch):
    import threading

    from divas_desktop.persistence import autosave as module

    c = window.controller
    match = toy_match(humans=1)
    c.start(match)
    assert c.flush_autosave()
    path = autosave.autosave_path(match.match_id)
    disk_free = threading.Event()
    real = module.write_atomic

    def stuck_disk(*args, **kwargs):
        disk_free.wait(10)  # the disk does not answer until the test says so
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "write_atomic", stuck_disk)
    _pick(window)
    assert c._autosave_timer.isActive()  # scheduled for after the repaint, not done yet
    c._autosave_timer.stop()
    c._autosave()  # the writer thread is now stuck on the disk...
    c.run_bots_now()
    _pick(window)  # ...and the moves go on, on the UI thread, regardless
    assert match.cursor >= 3
    disk_free.set()
    assert c.flush_autosave()
    from divas_desktop.persistence.encoding import read_header

    assert read_header(path)["cursor"] == match.cursor  # the newest move is saved
