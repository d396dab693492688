"""The .ts fallback translator (a checkout without compiled .qm files) behaves like Qt's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from divas_desktop.i18n.catalogue import TsTranslator

CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context><name>Probe</name>
<message><source>Known</source><translation>Conosciuto</translation></message>
<message><source>Blank</source><translation></translation></message>
<message><source>Draft</source><translation type="unfinished">Bozza</translation></message>
</context>
</TS>
"""


def test_a_missing_or_blank_entry_shows_the_source_not_an_empty_text(qapp, tmp_path: Path):
    # CI once showed every English menu as "" because a missing entry came back as an
    # empty string, which Qt displays instead of the source.
    path = tmp_path / "probe_it.ts"
    path.write_text(CATALOGUE, encoding="utf-8")
    translator = TsTranslator(path, "it", qapp)
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("Probe", "Known") == "Conosciuto"
        assert QCoreApplication.translate("Probe", "Blank") == "Blank"
        assert QCoreApplication.translate("Probe", "Draft") == "Draft"
        assert QCoreApplication.translate("Probe", "Absent") == "Absent"
        assert QCoreApplication.translate("Elsewhere", "Known") == "Known"
    finally:
        qapp.removeTranslator(translator)
