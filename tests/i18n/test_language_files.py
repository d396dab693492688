"""Without compiled .qm files the app reads the .ts; without either it says why."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from divas_desktop.i18n import translate
from divas_desktop.i18n.translate import install_translator, text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def english_after(qapp):
    yield qapp
    install_translator(qapp, "en")


def test_a_catalogue_without_its_qm_is_read_from_the_ts(english_after, tmp_path, monkeypatch):
    shutil.copy(ROOT / "translations" / "divas_desktop_it.ts", tmp_path)
    monkeypatch.setattr(translate, "catalogue_folders", lambda: [tmp_path])
    assert not list(tmp_path.glob("*.qm"))
    assert install_translator(english_after, "it") == "it"
    assert text("core", "not_your_turn") == "Non è il tuo turno."
    assert text("sipario", "sipario.ev.drew", player="Anna", count=1) == "Anna pesca 1 carta."
    assert text("sipario", "sipario.ev.drew", player="Anna", count=3) == "Anna pesca 3 carte."
    assert translate.language_problem("it") is None


def test_no_catalogue_at_all_keeps_english_and_says_why(english_after, tmp_path, monkeypatch):
    monkeypatch.setattr(translate, "translations_dir", lambda: tmp_path)
    monkeypatch.setattr(translate, "catalogue_folders", lambda: [tmp_path])
    assert install_translator(english_after, "es") == "en"
    assert text("core", "not_your_turn") == "It is not your turn."
    problem = translate.language_problem("es")
    assert problem and "Español" in problem and "divas_desktop_es.qm" in problem


def test_the_window_tells_the_player_instead_of_ticking_a_dead_language(
    english_after, tmp_path, monkeypatch
):
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(translate, "catalogue_folders", lambda: [tmp_path])
    window = MainWindow(GameController(autosave=False, bot_delay_ms=0))
    shown = []
    monkeypatch.setattr(window, "show_error", lambda title, message: shown.append(message))
    try:
        window.language_actions["it"].trigger()
        assert window.language_actions["en"].isChecked()
        assert shown and "Italiano" in shown[0]
    finally:
        window.close()
        window.deleteLater()
