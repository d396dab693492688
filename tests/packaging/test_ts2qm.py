"""packaging/ts2qm.py writes .qm files that QTranslator reads exactly as lrelease's."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import ts2qm  # noqa: E402

SAMPLE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context><name>NewGameDialog</name>
  <message><source>Players</source><translation>Giocatori</translation></message>
  <message><source>Open</source><comment>a file</comment><translation>Apri</translation></message>
  <message><source>Open</source><comment>a door</comment><translation>Aprire</translation></message>
  <message><source>Seat</source><translation type="unfinished">Posto</translation></message>
  <message><source>Gone</source><translation type="vanished">Sparito</translation></message>
  <message><source>Old</source><translation type="obsolete">Vecchio</translation></message>
  <message><source>Empty</source><translation type="unfinished"></translation></message>
  <message numerus="yes"><source>%n game(s)</source>
    <translation><numerusform>%n partita</numerusform>
      <numerusform>%n partite</numerusform></translation>
  </message>
</context>
<context><name>Curtain</name>
  <message><source>Players</source><translation>Giocatrici e giocatori</translation></message>
  <message><source>Tosca &amp; Cavaradossi — “Vissi d’arte”</source>
    <translation>Tosca &amp; Cavaradossi — «Vissi d’arte» ñ</translation></message>
</context>
</TS>
"""


def _translator(path: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(path)), f"QTranslator refused {path}"
    return translator


def test_every_kind_of_message_reads_back_through_qtranslator(qapp, tmp_path):
    ts = tmp_path / "sample_it.ts"
    ts.write_text(SAMPLE, encoding="utf-8")
    assert ts2qm.compile_ts(ts, tmp_path / "sample_it.qm") == 7
    tr = _translator(tmp_path / "sample_it.qm")
    assert tr.language() == "it"
    assert tr.translate("NewGameDialog", "Players") == "Giocatori"
    assert tr.translate("Curtain", "Players") == "Giocatrici e giocatori"  # same text, own context
    assert tr.translate("NewGameDialog", "Open", "a file") == "Apri"
    assert tr.translate("NewGameDialog", "Open", "a door") == "Aprire"
    assert tr.translate("NewGameDialog", "Seat") == "Posto"  # unfinished is kept, as lrelease
    for left_out in ("Gone", "Old", "Empty"):
        assert tr.translate("NewGameDialog", left_out) == ""
    assert tr.translate("NewGameDialog", "%n game(s)", None, 1) == "%n partita"
    assert tr.translate("NewGameDialog", "%n game(s)", None, 4) == "%n partite"
    source = "Tosca & Cavaradossi — “Vissi d’arte”"
    assert tr.translate("Curtain", source) == "Tosca & Cavaradossi — «Vissi d’arte» ñ"
    assert tr.translate("Nowhere", "Players") == ""


def _lrelease() -> str | None:
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / name).exists():
            return str(here / name)
    return shutil.which("pyside6-lrelease")


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_project_catalogues_translate_like_lrelease(qapp, tmp_path, language):
    ts = ROOT / "translations" / f"divas_desktop_{language}.ts"
    ours = tmp_path / "ours.qm"
    ts2qm.compile_ts(ts, ours)
    _, messages = ts2qm.read_ts(ts)
    assert len(messages) > 100
    mine = _translator(ours)
    lrelease = _lrelease()
    reference = None
    if lrelease:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(tmp_path / "ref.qm")], check=True)
        reference = _translator(tmp_path / "ref.qm")
    wrong = []
    for message in messages:
        comment = message.comment or None
        got = mine.translate(message.context, message.source, comment)
        if got != message.translations[0] or (
            reference is not None
            and got != reference.translate(message.context, message.source, comment)
        ):
            wrong.append((message.context, message.source, got))
    assert not wrong, wrong[:5]


def test_compiling_twice_leaves_an_unchanged_file_alone(tmp_path):
    ts = tmp_path / "sample_it.ts"
    ts.write_text(SAMPLE, encoding="utf-8")
    qm = tmp_path / "sample_it.qm"
    ts2qm.compile_ts(ts, qm)
    first = qm.stat().st_mtime_ns
    data = qm.read_bytes()
    ts2qm.compile_ts(ts, qm)
    assert qm.read_bytes() == data and qm.stat().st_mtime_ns == first
