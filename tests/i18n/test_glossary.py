"""One term per concept per language, as the game itself says it (translations/glossary_*)."""

from __future__ import annotations

import functools
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _glossary(language: str) -> list[dict]:
    path = ROOT / "translations" / f"glossary_{language}.json"
    return json.loads(path.read_text(encoding="utf-8"))["terms"]


@functools.cache
def _messages(language: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(context, English source, every translated form) of a catalogue.

    Parsed once per language and session: each glossary term reads the whole catalogue,
    and parsing it again per term cost 17 s a test.
    """
    root = ET.parse(ROOT / "translations" / f"divas_desktop_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            found.append((name, message.findtext("source") or "", tuple(forms)))
    return tuple(found)


def _has(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("language", ["it", "es"])
def test_each_concept_has_one_term(language):
    wrong = []
    for term in _glossary(language):
        pattern = re.compile(term["en"], re.IGNORECASE)
        contexts = term.get("contexts")
        for context, source, forms in _messages(language):
            if contexts and context not in contexts:
                continue
            if not pattern.search(re.sub(r"\{[^}]*\}", " ", source)):
                continue
            for text in forms:
                if not any(_has(text, form) for form in term["forms"]):
                    wrong.append(f"{term['concept']}: {source!r} -> {text!r}")
                for avoided in term.get("avoid", ()):
                    if _has(text, avoided):
                        wrong.append(f"{term['concept']}: {text!r} says {avoided!r}")
                if "avoid_pattern" in term and re.search(term["avoid_pattern"], text):
                    wrong.append(f"{term['concept']}: {text!r} matches {term['avoid_pattern']!r}")
    assert not wrong, f"{len(wrong)} texts stray from the glossary:\n" + "\n".join(wrong[:40])


@pytest.mark.parametrize("language", ["it", "es"])
def test_the_glossary_describes_real_terms(language):
    """Every term matches at least one message: a glossary entry never goes stale."""
    stale = []
    for term in _glossary(language):
        pattern = re.compile(term["en"], re.IGNORECASE)
        if not any(pattern.search(source) for _c, source, _f in _messages(language)):
            stale.append(term["concept"])
    assert not stale
