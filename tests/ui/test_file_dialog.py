"""The open and save dialogs speak the player's language (issue 33).

Qt's own file dialog (the one Linux gets, and every platform in tests) takes its words
from Qt's catalogue (qtbase_it/es, shipped in the bundle) and, for the few that
catalogue lacks, from ours (``divas_desktop/i18n/qt_dialogs.py``); its columns show
whole; a save is offered under the game's name in the player's language and the day.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QHeaderView, QLabel, QWidget

from divas_desktop.ui.game_files import GameFiles, default_file_name

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = {"&Look in:", "Look in:", "File &name:", "Files of &type:", "&Save", "&Open", "Cancel"}
EXPECTED = {
    "it": {"&Cerca in:", "&Nome del file:", "File di &tipo:", "&Salva", "Annulla"},
    "es": {"&Buscar en:", "Ficheros de &tipo:", "&Guardar", "Cancelar"},
}


@pytest.fixture(params=["it", "es"])
def language(request, qapp):
    from divas_desktop.i18n.translate import install_translator

    install_translator(qapp, request.param)
    yield request.param
    install_translator(qapp, "en")


@pytest.fixture
def files(qtbot) -> GameFiles:
    """The file part of a window (a plain widget stands for the main window)."""
    window = QWidget()
    qtbot.addWidget(window)
    return GameFiles(window)


def _shown(dialog: QFileDialog, qtbot) -> QFileDialog:
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.resize(900, 500)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_save_dialog_speaks_the_players_language(language, qtbot, tmp_path, files):
    (tmp_path / "a folder").mkdir()
    dialog = _shown(files.file_dialog("Salva", save_as="sipario-2026-12-03.divas"), qtbot)
    dialog.setDirectory(str(tmp_path))
    words = {w.text() for w in dialog.findChildren(QLabel)}
    words |= {b.text() for b in dialog.findChildren(QAbstractButton) if b.text()}
    assert EXPECTED[language] <= words, words
    assert not words & ENGLISH, words & ENGLISH
    view = next(v for v in dialog.findChildren(QHeaderView) if v.count() >= 4)
    model = view.model()
    folder = model.index(str(tmp_path / "a folder"))
    qtbot.waitUntil(lambda: bool(model.data(folder.siblingAtColumn(2))))
    assert model.data(folder.siblingAtColumn(2)) == {"it": "Cartella", "es": "Carpeta"}[language]


def test_the_columns_show_whole(language, qtbot, files):
    dialog = _shown(files.file_dialog("Apri"), qtbot)
    header = next(v for v in dialog.findChildren(QHeaderView) if v.count() >= 4)
    model = header.model()
    for section in range(1, header.count()):
        title = model.headerData(section, Qt.Orientation.Horizontal)
        needed = header.fontMetrics().horizontalAdvance(title)
        assert header.sectionSize(section) >= needed, (title, header.sectionSize(section))


def test_a_save_is_offered_under_the_game_and_the_day(language, qtbot, files):
    from divas_desktop.ui.available import game_title

    day = date(2026, 12, 3)
    assert default_file_name(game_title("sipario"), day) == "sipario-2026-12-03.divas"
    divas = default_file_name(game_title("divas"), day)
    assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*-2026-12-03\.divas", divas), divas
    assert divas != default_file_name("Battle of the Divas", day)  # the player's language
    dialog = _shown(files.file_dialog("Salva", save_as=divas), qtbot)
    assert dialog.selectedFiles()[0].endswith(divas)


def test_a_name_is_plain_letters_digits_and_hyphens():
    day = date(2026, 1, 5)
    assert default_file_name("Sipario!", day) == "sipario-2026-01-05.divas"
    assert default_file_name("La batalla de las divas", day) == (
        "la-batalla-de-las-divas-2026-01-05.divas"
    )
    assert default_file_name("Ópera ¡Mágica!", day) == "opera-magica-2026-01-05.divas"
    assert default_file_name("", day) == "divas-2026-01-05.divas"


def test_the_bundle_keeps_qts_own_italian_and_spanish():
    spec = (ROOT / "packaging" / "divas_desktop.spec").read_text(encoding="utf-8")
    kept = re.search(r"KEEP_QT_TRANSLATIONS = \{([^}]*)\}", spec)
    assert kept is not None
    assert {"qtbase_it.qm", "qtbase_es.qm"} <= set(re.findall(r'"([^"]+)"', kept.group(1)))
