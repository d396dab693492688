"""Compile Qt Linguist catalogues (.ts) into the binary .qm files QTranslator loads.

Standard library only, so the build backend (setup.py) compiles the translations into
a wheel without PySide6 installed, and a source run needs no Qt tool either:

    python packaging/ts2qm.py translations/ divas_desktop/translations/

Writes what ``lrelease`` writes by default for this project's catalogues: every
finished or unfinished message that has a translation (obsolete and vanished ones and
empty translations are left out), keyed by context, source text and disambiguation,
plural forms for languages with English-style plurals (one/other), and the language.
tests/packaging/test_ts2qm.py checks every message against QTranslator and lrelease.
"""

from __future__ import annotations

import struct
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
# Section tags of the file (QTranslatorPrivate) and record tags of a message (qtranslator.cpp).
SECTION_HASHES, SECTION_MESSAGES, SECTION_NUMERUS_RULES, SECTION_LANGUAGE = 0x42, 0x69, 0x88, 0xA7
TAG_END, TAG_TRANSLATION, TAG_SOURCE_TEXT, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8
# "n == 1 ? form 0 : form 1" in QTranslator's numerus byte code (Q_EQ, 1).
ONE_OTHER_RULES = bytes([0x01, 1])
ONE_OTHER_LANGUAGES = {"en", "it", "es", "de", "nl", "pt", "ca", "sv", "da", "no", "fi", "el"}
SKIPPED_TYPES = {"obsolete", "vanished"}


@dataclass(frozen=True)
class Message:
    """One translated message of a catalogue."""

    context: str
    source: str
    comment: str
    translations: tuple[str, ...]
    """One text, or the plural forms in order."""


def elf_hash(data: bytes) -> int:
    """Return the ELF hash QTranslator keys its messages with (never 0)."""
    value = 0
    for byte in data:
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value or 1


def _text(element: ET.Element | None) -> str:
    return "".join(element.itertext()) if element is not None else ""


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """Return the language of a .ts catalogue and its messages that have a translation."""
    root = ET.parse(path).getroot()
    language = root.get("language", "")
    messages = []
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in SKIPPED_TYPES:
                continue
            if message.get("numerus") == "yes":
                forms = tuple(_text(form) for form in translation.iter("numerusform"))
            else:
                forms = (_text(translation),)
            if not any(forms):
                continue  # untranslated: Qt shows the source text
            messages.append(
                Message(
                    context=context_name,
                    source=_text(message.find("source")),
                    comment=_text(message.find("comment")),
                    translations=forms,
                )
            )
    return language, messages


def _block(tag: int, payload: bytes) -> bytes:
    """A tag byte, the big-endian length, the payload: sections and records alike."""
    return struct.pack(">BI", tag, len(payload)) + payload


def qm_bytes(language: str, messages: list[Message]) -> bytes:
    """Return the .qm file of ``messages``."""
    base_language = language.split("_")[0].lower()
    plural = any(len(m.translations) > 1 for m in messages)
    if plural and base_language not in ONE_OTHER_LANGUAGES:
        raise ValueError(f"plural forms of language {language!r} are not supported: use lrelease")
    blob = b""
    hashes: list[tuple[int, int]] = []
    for message in messages:
        key = message.source.encode("utf-8") + message.comment.encode("utf-8")
        hashes.append((elf_hash(key), len(blob)))
        record = b"".join(
            _block(TAG_TRANSLATION, t.encode("utf-16-be")) for t in message.translations
        )
        record += _block(TAG_SOURCE_TEXT, message.source.encode("utf-8"))
        record += _block(TAG_CONTEXT, message.context.encode("utf-8"))
        if message.comment:
            record += _block(TAG_COMMENT, message.comment.encode("utf-8"))
        blob += record + bytes([TAG_END])
    hash_table = b"".join(struct.pack(">II", h, offset) for h, offset in sorted(hashes))
    out = MAGIC + _block(SECTION_HASHES, hash_table) + _block(SECTION_MESSAGES, blob)
    if plural:
        out += _block(SECTION_NUMERUS_RULES, ONE_OTHER_RULES)
    if language:
        out += _block(SECTION_LANGUAGE, language.encode("utf-8"))
    return out


def compile_ts(ts: Path, qm: Path) -> int:
    """Compile one catalogue; return the number of messages written."""
    language, messages = read_ts(ts)
    qm.parent.mkdir(parents=True, exist_ok=True)
    data = qm_bytes(language, messages)
    if not qm.is_file() or qm.read_bytes() != data:  # unchanged files keep their date
        qm.write_bytes(data)
    return len(messages)


def compile_folder(source: Path, target: Path) -> list[Path]:
    """Compile every ``*.ts`` of ``source`` into ``target``; return the .qm written."""
    written = []
    for ts in sorted(source.glob("*.ts")):
        qm = target / (ts.stem + ".qm")
        compile_ts(ts, qm)
        written.append(qm)
    return written


def main(argv: list[str]) -> int:
    """Compile the catalogues of a folder (or one file) into a folder."""
    if len(argv) != 2:
        print(__doc__)
        return 2
    source, target = Path(argv[0]), Path(argv[1])
    if source.is_file():
        count = compile_ts(source, target / (source.stem + ".qm"))
        print(f"{target / (source.stem + '.qm')}: {count} messages")
        return 0
    for qm in compile_folder(source, target):
        print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
