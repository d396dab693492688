"""The catalogues are complete, match the sources, and every text keeps its placeholders."""

import importlib
import importlib.util
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from divas_desktop.i18n.grammar import PREPOSITIONS, SPECS
from divas_desktop.i18n.noop import Counted

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
i18n = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(i18n)

TABLES = sorted(p.stem[len("texts_") :] for p in (ROOT / "divas_desktop/i18n").glob("texts_*.py"))
PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]*))?\}")
PLURAL_HACK = re.compile(r"\w\((?:s|es|e|i)\)|\w/(?:e|i|a|es)\b")


def _table(context: str) -> dict[str, str]:
    return importlib.import_module(f"divas_desktop.i18n.texts_{context}").TEXTS


def _texts(value) -> list[str]:
    return list(value) if isinstance(value, list) else [value]


def _names(text: str) -> set[str]:
    return {name for name, _spec in PLACEHOLDER.findall(text)}


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_catalogue_has_no_unfinished_or_obsolete_entries(language):
    found = i18n.gaps(language)
    assert found["unfinished"] == [], found["unfinished"][:20]
    assert found["obsolete"] == [], found["obsolete"][:20]


def test_catalogues_list_every_source_text(tmp_path):
    """lupdate over today's sources finds nothing the catalogue lacks."""
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            i18n._tool("pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            *i18n.python_files(),
            "-ts",
            str(fresh),
        ],
        check=True,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def pairs(path):
        root = ET.parse(path).getroot()
        return {
            (c.findtext("name"), m.findtext("source"))
            for c in root.iter("context")
            for m in c.iter("message")
        }

    missing = pairs(fresh) - pairs(i18n.ts_path("it"))
    assert not missing, f"run `python tools/i18n.py update`: {sorted(missing)[:10]}"


@pytest.mark.parametrize("context", TABLES)
def test_every_table_text_is_translated_in_its_own_file(context):
    """Each game's texts are translated in ``translations/src/<context>.json``, not elsewhere."""
    own = json.loads((ROOT / "translations" / "src" / f"{context}.json").read_text("utf-8"))
    missing = [text for text in _table(context).values() if text not in own]
    assert not missing, missing[:10]


@pytest.mark.parametrize("context", TABLES)
def test_translations_keep_the_placeholders_and_use_known_forms(context):
    own = json.loads((ROOT / "translations" / "src" / f"{context}.json").read_text("utf-8"))
    for english in _table(context).values():
        entry = own[english]
        wanted = _names(english)
        for language in ("it", "es", "en"):
            if language not in entry:
                continue
            for text in _texts(entry[language]):
                assert text.strip(), (english, language)
                assert _names(text) == wanted, (english, language, text)
                for _name, spec in PLACEHOLDER.findall(text):
                    known = (*PREPOSITIONS[language], *SPECS)
                    assert not spec or "|" in spec or spec.lower() in known, (text, spec)


@pytest.mark.parametrize("context", TABLES)
def test_plural_texts_give_every_form_in_every_language(context):
    """A ``%n`` text lists its plural forms in it, es and en, each with ``%n``."""
    own = json.loads((ROOT / "translations" / "src" / f"{context}.json").read_text("utf-8"))
    table = _table(context)
    for code, english in table.items():
        if "%n" not in english:
            assert not (isinstance(english, Counted) and english.count_param), code
            continue
        for language in ("it", "es", "en"):
            forms = own[english].get(language)
            assert isinstance(forms, list), (english, language, "needs a list of forms")
            assert len(forms) == i18n.PLURAL_FORMS[language], (english, language)
            assert all("%n" in form for form in forms), (english, language)
        if isinstance(english, Counted):
            assert english.count not in _names(english), (code, "the count is %n")
    for code, english in table.items():
        for unit in getattr(english, "units", {}).values():
            assert unit in table and "%n" in table[unit], (code, unit)
            listed = {part for parts in getattr(english, "lists", {}).values() for part in parts}
            assert set(getattr(english, "units", {})) <= _names(english) | listed, code


def test_no_text_writes_a_plural_as_s_in_brackets():
    for path in sorted((ROOT / "translations" / "src").glob("*.json")):
        for english, entry in json.loads(path.read_text("utf-8")).items():
            for text in [english, *(t for v in entry.values() for t in _texts(v))]:
                assert not PLURAL_HACK.search(text), (path.name, text)


def test_every_translation_source_is_still_used():
    """No JSON entry outlives the text it translates (the catalogue lists every text)."""
    used = {m.findtext("source") for m in ET.parse(i18n.ts_path("it")).getroot().iter("message")}
    for path in sorted((ROOT / "translations" / "src").glob("*.json")):
        stale = [s for s in json.loads(path.read_text("utf-8")) if s not in used]
        assert not stale, (path.name, stale[:10])


def test_a_context_takes_its_own_file_first_then_ui():
    sources = {
        "ui": {"Game": {"it": "Gioco"}},
        "magna": {"Game": {"it": "Partita"}},
        "alpha": {"Game": {"it": "Alfa"}},
    }
    assert i18n.lookup(sources, "NewGameDialog", "Game", "it") == "Gioco"
    assert i18n.lookup(sources, "magna", "Game", "it") == "Partita"
    assert i18n.lookup_order(sources, "MagnaBoard") == ["ui", "alpha", "magna"]


def test_texts_the_ui_formats_itself_use_plain_placeholders():
    """ui.json's texts are filled by str.format in the widgets: no grammar specs there."""
    shell = json.loads((ROOT / "translations" / "src" / "ui.json").read_text("utf-8"))
    with_specs = [
        text
        for english, entry in shell.items()
        for text in [english, *(t for v in entry.values() for t in _texts(v))]
        if any(spec for _name, spec in PLACEHOLDER.findall(text))
    ]
    assert not with_specs, with_specs[:5]
