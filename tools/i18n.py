"""Maintain the translation catalogues (stdlib only, plus Qt's Linguist tools).

    python tools/i18n.py update   # lupdate the sources, fill it/es from translations/src
    python tools/i18n.py compile  # lrelease every catalogue into a .qm
    python tools/i18n.py check    # count unfinished/obsolete entries; exit 1 if it/es lack any

Translations are written in ``translations/src/*.json`` as
``{"English source": {"it": "...", "es": "..."}}`` (one file per game, ``ui.json`` for the
application shell); ``update`` copies them into ``translations/divas_desktop_<lang>.ts``.
English is the source language: its catalogue maps every text to itself.
"""

from __future__ import annotations

import json
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
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


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


def load_sources() -> dict[str, dict[str, dict[str, str]]]:
    """Return {context file stem: {source: {lang: text}}} from translations/src."""
    out = {}
    for path in sorted(SOURCES.glob("*.json")):
        out[path.stem] = json.loads(path.read_text(encoding="utf-8"))
    return out


def _lookup(sources, context: str, source: str, language: str) -> str | None:
    preferred = [context] + [name for name in sources if name != context]
    for name in preferred:
        entry = sources.get(name, {}).get(source)
        if entry and entry.get(language):
            return entry[language]
    return None


def python_files() -> list[str]:
    """Every source file that may hold translatable text."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "divas_desktop").rglob("*.py"))


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
        )
        tree = ET.parse(ts_path(language))
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                translation = message.find("translation")
                if translation is None:
                    continue
                text = source if language == "en" else _lookup(sources, name, source, language)
                if text is not None:
                    translation.text = text
                    translation.attrib.pop("type", None)
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
        kind = (
            message.find("translation").attrib.get("type")
            if message.find("translation") is not None
            else "unfinished"
        )
        if kind == "unfinished":
            result["unfinished"].append(message.findtext("source") or "")
        elif kind in {"obsolete", "vanished"}:
            result["obsolete"].append(message.findtext("source") or "")
    return result


def check() -> int:
    """Print the gaps of every catalogue; return 1 when it or es has any."""
    status = 0
    for language in LANGUAGES:
        found = gaps(language)
        print(
            f"{language}: {len(found['unfinished'])} unfinished, {len(found['obsolete'])} obsolete"
        )
        if language != "en" and (found["unfinished"] or found["obsolete"]):
            status = 1
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
