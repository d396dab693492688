"""Maintain the translation catalogues (stdlib only, plus Qt's Linguist tools).

    python tools/i18n.py update   # lupdate the sources, fill it/es/en from translations/src
    python tools/i18n.py compile  # lrelease every catalogue into a .qm
    python tools/i18n.py check    # count unfinished/obsolete entries; exit 1 if any

Translations are written in ``translations/src/*.json`` (one file per game or board,
``ui.json`` for the application shell)::

    {"English source": {"it": "...", "es": "..."},
     "{player} draws %n cards.": {"en": ["{player} draws %n card.", "{player} draws %n cards."],
                                  "it": ["{player} pesca %n carta.", "{player} pesca %n carte."],
                                  "es": ["{player} roba %n carta.", "{player} roba %n cartas."]}}

A source holding ``%n`` is a plural (numerus) message: each language gives a list with
one text per plural form (Italian, Spanish and English: one, other), English included,
since the English source is written for the "other" form. A plain string stands for
every form. ``update`` copies them into ``translations/divas_desktop_<lang>.ts``; a
message takes its translation from the file of its own context first (``sipario`` ->
``sipario.json``, ``SiparioBoard`` -> ``sipario_board.json``), then from ``ui.json``,
then from the others in name order.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "translations"
COMPILED = ROOT / "divas_desktop" / "translations"
"""The .qm go into the package, where divas_desktop/paths.py finds them."""
SOURCES = CATALOGUES / "src"
LANGUAGES = ("it", "es", "en")
PLURAL_FORMS = {"it": 2, "es": 2, "en": 2}
"""How many plural forms Qt uses for each language (lupdate writes as many)."""
SHELL = "ui"
"""The source file of the application shell, second in every lookup."""
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'

Entry = dict[str, "str | list[str]"]


def _tool(name: str) -> str:
    """Find a PySide6 tool next to the running Python, else on PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def ts_path(language: str) -> Path:
    """Return the catalogue of ``language``."""
    return CATALOGUES / f"divas_desktop_{language}.ts"


def load_sources() -> dict[str, dict[str, Entry]]:
    """Return {source file stem: {English source: {lang: text or plural forms}}}."""
    out = {}
    for path in sorted(SOURCES.glob("*.json")):
        out[path.stem] = json.loads(path.read_text(encoding="utf-8"))
    return out


def is_plural(source: str) -> bool:
    """Whether a source text is a numerus message (it holds Qt's ``%n``)."""
    return "%n" in source


def file_of(context: str) -> str:
    """The source file stem of a context (``SiparioBoard`` -> ``sipario_board``)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", context).lower()


def lookup_order(sources: dict[str, dict[str, Entry]], context: str) -> list[str]:
    """The files a context's message is looked up in: its own, then ``ui``, then the rest."""
    first = [name for name in (context, file_of(context), SHELL) if name in sources]
    ordered = list(dict.fromkeys(first))
    return ordered + [name for name in sorted(sources) if name not in ordered]


def lookup(sources, context: str, source: str, language: str) -> str | list[str] | None:
    """The translation of ``source`` in ``language`` (plural forms as a list), or ``None``."""
    for name in lookup_order(sources, context):
        entry = sources.get(name, {}).get(source)
        if entry and entry.get(language):
            return entry[language]
    return None


def conflicts(sources) -> list[str]:
    """Sources translated differently in two files (one term per concept: pick one)."""
    seen: dict[tuple[str, str], tuple[str, object]] = {}
    found = []
    for name in sorted(sources):
        for source, entry in sources[name].items():
            for language in ("it", "es"):
                value = entry.get(language)
                if not value:
                    continue
                earlier = seen.setdefault((source, language), (name, value))
                if earlier[1] != value:
                    found.append(f"{language}: {source!r}: {earlier[0]} vs {name}")
    return found


def python_files() -> list[str]:
    """Every source file that may hold translatable text."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "divas_desktop").rglob("*.py"))


def _forms(value: str | list[str], count: int) -> list[str]:
    if isinstance(value, str):
        return [value] * count
    return list(value)[:count] + [value[-1]] * (count - len(value)) if value else []


def _fill(message: ET.Element, value: str | list[str] | None, language: str) -> None:
    """Write one message's translation (plural forms for a ``%n`` source)."""
    source = message.findtext("source") or ""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    if is_plural(source):
        message.set("numerus", "yes")
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        count = PLURAL_FORMS[language]
        forms = _forms(value, count) if value is not None else [""] * count
        translation.text = "\n" + " " * 12  # laid out as lupdate lays them out
        for form in forms:
            child = ET.SubElement(translation, "numerusform")
            child.text = form
            child.tail = "\n" + " " * 12
        child.tail = "\n" + " " * 8
        if value is None:
            translation.set("type", "unfinished")
        else:
            translation.attrib.pop("type", None)
        return
    if value is None:
        return
    translation.text = value if isinstance(value, str) else value[-1]
    translation.attrib.pop("type", None)


def update() -> None:
    """Run lupdate and fill the catalogues from the JSON sources."""
    sources = load_sources()
    files = python_files()
    for language in LANGUAGES:
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                "-no-obsolete",
                "-locations",
                "none",
                *files,
                "-target-language",
                language,
                "-ts",
                str(ts_path(language)),
            ],
            check=True,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        tree = ET.parse(ts_path(language))
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                value = lookup(sources, name, source, language)
                if language == "en" and value is None and not is_plural(source):
                    value = source
                _fill(message, value, language)
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts_path(language).write_text(HEADER + body + "\n", encoding="utf-8")


def compile_all() -> None:
    """Compile every catalogue into a .qm in the package."""
    COMPILED.mkdir(exist_ok=True)
    for language in LANGUAGES:
        if ts_path(language).exists():
            subprocess.run(
                [
                    _tool("pyside6-lrelease"),
                    str(ts_path(language)),
                    "-qm",
                    str(COMPILED / ts_path(language).with_suffix(".qm").name),
                ],
                check=True,
                stdout=subprocess.DEVNULL,
            )


def gaps(language: str) -> dict[str, list[str]]:
    """Return the unfinished and obsolete sources of a catalogue."""
    result: dict[str, list[str]] = {"unfinished": [], "obsolete": []}
    root = ET.parse(ts_path(language)).getroot()
    for message in root.iter("message"):
        translation = message.find("translation")
        kind = translation.attrib.get("type") if translation is not None else "unfinished"
        source = message.findtext("source") or ""
        if translation is not None and is_plural(source):
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if message.get("numerus") != "yes" or len(forms) != PLURAL_FORMS[language]:
                kind = "unfinished"
            elif not all(forms):
                kind = "unfinished"
        if kind == "unfinished":
            result["unfinished"].append(source)
        elif kind in {"obsolete", "vanished"}:
            result["obsolete"].append(source)
    return result


def check() -> int:
    """Print the gaps of every catalogue; return 1 when any catalogue has one."""
    status = 0
    for language in LANGUAGES:
        found = gaps(language)
        print(
            f"{language}: {len(found['unfinished'])} unfinished, {len(found['obsolete'])} obsolete"
        )
        for source in found["unfinished"][:10]:
            print(f"    unfinished: {source}")
        if found["unfinished"] or found["obsolete"]:
            status = 1
    clashes = conflicts(load_sources())
    if clashes:
        print(f"{len(clashes)} sources are translated differently in two files:")
        for line in clashes[:20]:
            print(f"    {line}")
    return status


def main(argv: list[str]) -> int:
    """Run one of the sub-commands."""
    command = argv[0] if argv else "check"
    if command == "update":
        update()
        return check()
    if command == "compile":
        compile_all()
        return 0
    if command == "check":
        return check()
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
