"""The error dialog keeps the game going; the language switches at run time."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from divas_desktop.i18n import translate
from divas_desktop.i18n.translate import text

from .helpers import demo_match


def test_the_excepthook_shows_a_dialog_autosaves_and_keeps_the_game(window, qtbot):
    from divas_desktop.ui.errors import install_excepthook

    window.controller.start(demo_match())
    digest = window.controller.match.state_digest()
    saved = []
    previous = sys.excepthook
    try:
        reporter = install_excepthook(lambda: window, lambda: saved.append(True))
        assert sys.excepthook is reporter
        try:
            raise RuntimeError("a slot blew up")
        except RuntimeError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        sys.excepthook = previous
    assert saved == [True]
    dialog = reporter.dialogs[-1]
    assert isinstance(dialog, QMessageBox) and dialog.isVisible()
    assert "a slot blew up" in dialog.detailedText()
    # The game is still there and still playable.
    assert window.controller.match.state_digest() == digest
    assert window.controller.legal_actions()
    dialog.accept()


@pytest.mark.qt_no_exception_capture
def test_an_exception_inside_a_slot_reaches_the_dialog(window, qtbot):
    from PySide6.QtCore import QTimer

    from divas_desktop.ui.errors import install_excepthook

    window.controller.start(demo_match())
    previous = sys.excepthook
    try:
        reporter = install_excepthook(lambda: window, window.controller.autosave_now)

        def broken_slot():
            raise ValueError("broken slot")

        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: bool(reporter.dialogs), timeout=3000)
    finally:
        sys.excepthook = previous
    assert "broken slot" in reporter.dialogs[-1].detailedText()
    assert window.controller.match is not None
    reporter.dialogs[-1].accept()


def _compile_catalogue(folder: Path) -> None:
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        found = shutil.which("pyside6-lrelease")
        if not found:
            pytest.skip("pyside6-lrelease is not installed")
        lrelease = Path(found)
    ts = folder / "divas_desktop_it.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="it">\n'
        "<context><name>MainWindow</name>\n"
        "<message><source>&amp;Game</source><translation>&amp;Partita</translation></message>\n"
        "</context>\n<context><name>core</name>\n"
        "<message><source>It is not your turn.</source>"
        "<translation>Non è il tuo turno.</translation></message>\n"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    subprocess.run(
        [str(lrelease), str(ts), "-qm", str(folder / "divas_desktop_it.qm")],
        check=True,
        capture_output=True,
    )


def test_switching_language_retranslates_at_run_time(window, tmp_path, monkeypatch):
    _compile_catalogue(tmp_path)
    monkeypatch.setattr(translate, "translations_dir", lambda: tmp_path)
    assert window.menu_game.title() == "&Game"
    try:
        window.language_actions["it"].trigger()
        assert window.menu_game.title() == "&Partita"
        assert text("demo", "not_your_turn") == "Non è il tuo turno."
        assert window.language_actions["it"].isChecked()
        assert QSettings().value("language") == "it"
    finally:
        window.set_language("en")
    assert window.menu_game.title() == "&Game"
    assert text("demo", "not_your_turn") == "It is not your turn."


def test_text_falls_back_and_tolerates_missing_parameters(app):
    assert text("demo", "demo.too_low", top=7).endswith("(7).")
    assert text("demo", "demo.too_low").endswith("({top}).")
    assert text("no_such_game", "game_over") == "The game is over."
    assert text("no_such_game", "no.such.code") == "no.such.code"
    assert text("core", "demo.zone.hand", player="Anna") == "Hand of Anna"
