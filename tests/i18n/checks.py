"""What a rendered text must never show a player (helpers for the i18n tests)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from divas_desktop.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]
LEFTOVER = re.compile(r"[{}]")
PLURAL_HACK = re.compile(r"\w\((?:s|es|e|i|a)\)|\w/(?:e|i|a|es|s)\b", re.IGNORECASE)
SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
DOTTED = re.compile(r"\b[a-z][a-z0-9]*\.[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\b")
RAW_ID = re.compile(r"\b(?:sip|tur|div|mag)\.[a-z0-9]")
"""An id of a game's data: every id in resources/ begins so (``test_id_patterns.py``)."""
PRINTED_ID = re.compile(r"\b(?:[IVX]+|[A-Z])-\d{2}\b")
"""A card's printed code standing for its name ("Hand I-01", "Mercado A-05"): Opera Magna's
trade cards are catalogued by such codes, which tell a player nothing."""
CATALOGUE_KEY = re.compile(r"\b(?:magna|sipario|divas|turandot)\.[a-z_]")
"""A text code of a game's catalogue shown as it is ("magna.side.left")."""
EMPTY_LIST = re.compile(r"\[\s*\]")
DOUBLE_STOP = re.compile(r"[!?…]\.(?:\s|$)|(?<!\.)\.\.(?!\.)|[,;:]\s*[.,;:](?:\s|$)")
"""A sentence ended twice: a name's "!" and the template's full stop; ".." or ", ."."""
ZERO_COUNT = re.compile(r"(?<![\d.,:+−-])\b0 (?!(?:PN|PV|VP|NP)\b)[^\W\d_]")
"""A count of nothing written as a number ("spending 0 money cards", "0 goods"): a
sentence says "without…" or "nothing" instead (a score of 0 PN / VP is a score)."""
GLUED = {
    "it": re.compile(
        r"\b(?:[Ss]u|[Dd]i|[Dd]a|[Ii]n) (?:il|lo|la|i|gli|le|Il|Lo|La|I|Gli|Le)\b|"
        r"\b[Aa] (?:il|lo|la|gli|le|Il|Lo|Gli|Le)\b|\b(?:su|di|da|a|in) l'"
    ),
    "es": re.compile(r"\b(?:[Aa]|[Dd]e) el\b"),
}
"""A preposition before an article the grammar contracts ("su la" -> "sulla", "a el" ->
"al"): the template should ask for ``{name:su}`` / ``{name:a}``."""
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*", re.UNICODE)
ABBREVIATIONS = {"e.g", "i.e"}


def problems(line: str, language: str, game_id: str = "", counts: bool = False) -> list[str]:
    """What is wrong with one rendered text (empty when it reads right).

    ``game_id`` also holds it to that game's glossary patterns; ``counts``: it is a
    sentence (a log line, a button), where a zero count must be said in words.
    """
    found = []
    if LEFTOVER.search(line):
        found.append("a placeholder left unfilled")
    if PLURAL_HACK.search(line):
        found.append("a plural written as (s) or /e")
    if SNAKE.search(line):
        found.append(f"a code {SNAKE.search(line).group()!r}")
    dotted = [m for m in DOTTED.findall(line) if m.lower() not in ABBREVIATIONS]
    if dotted:
        found.append(f"a code {dotted[0]!r}")
    if RAW_ID.search(line):
        found.append("a card id")
    if PRINTED_ID.search(line):
        found.append(f"a card's printed code {PRINTED_ID.search(line).group()!r}")
    if CATALOGUE_KEY.search(line):
        found.append("a catalogue key")
    if EMPTY_LIST.search(line):
        found.append("an empty list written []")
    if DOUBLE_STOP.search(line):
        found.append("a sentence ended twice")
    if counts and ZERO_COUNT.search(line):
        found.append(f"a zero count {ZERO_COUNT.search(line).group()!r}")
    glued = GLUED.get(language)
    if glued is not None and glued.search(line):
        found.append(f"a preposition not contracted {glued.search(line).group()!r}")
    for concept, pattern in glossary_patterns(language, game_id):
        if pattern.search(line):
            found.append(f"contradicts the glossary ({concept}): {pattern.search(line).group()!r}")
    if language != "en":
        english = english_words(line, language)
        if english:
            found.append(f"English words {sorted(english)}")
    return found


@cache
def glossary_patterns(language: str, game_id: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(concept, pattern) of the glossary's ``avoid_pattern`` terms that hold in a game's
    texts (a term without contexts holds in all of them)."""
    path = ROOT / "translations" / f"glossary_{language}.json"
    if not game_id or not path.exists():
        return ()
    out = []
    for term in json.loads(path.read_text(encoding="utf-8"))["terms"]:
        contexts = term.get("contexts") or [game_id]
        if "avoid_pattern" in term and (game_id in contexts or f"{game_id}_board" in contexts):
            out.append((term["concept"], re.compile(term["avoid_pattern"])))
    return tuple(out)


@cache
def _word_list(name: str) -> frozenset[str]:
    path = Path(__file__).with_name(name)
    if not path.exists():
        return frozenset()
    return frozenset(
        w.strip().lower()
        for w in path.read_text(encoding="utf-8").splitlines()
        if w.strip() and not w.startswith("#")
    )


@cache
def _catalogue_words() -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """Words of the English sources, and the words each translation uses."""
    import xml.etree.ElementTree as ET

    english: set[str] = set()
    local: dict[str, set[str]] = {"it": set(), "es": set()}
    for language in ("it", "es"):
        root = ET.parse(ROOT / "translations" / f"divas_desktop_{language}.ts").getroot()
        for message in root.iter("message"):
            source = re.sub(r"\{[^}]*\}", " ", message.findtext("source") or "")
            english.update(w.lower() for w in WORD.findall(source))
            translation = message.find("translation")
            if translation is None:
                continue
            texts = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            for words in texts:
                words = re.sub(r"\{[^}]*\}", " ", words)
                local[language].update(w.lower() for w in WORD.findall(words))
    return frozenset(english), {k: frozenset(v) for k, v in local.items()}


@cache
def _translations() -> dict[str, set[str]]:
    """English source -> its Italian and Spanish texts (first plural form)."""
    import xml.etree.ElementTree as ET

    out: dict[str, set[str]] = {}
    for language in ("it", "es"):
        root = ET.parse(ROOT / "translations" / f"divas_desktop_{language}.ts").getroot()
        for message in root.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            out.setdefault(message.findtext("source") or "", set()).add(
                forms[0] if forms else translation.text or ""
            )
    return out


PARTICLES = ("de", "di", "del", "da", "von", "van", "la")


def _is_name(text: str) -> bool:
    """A short capitalised text with no sentence in it ("Maria Callas", "Teatro Colón")."""
    words = text.split()
    return (
        0 < len(words) <= 4
        and not any(c in text for c in "{}.:;!?")
        and all(w[:1].isupper() or w in PARTICLES for w in words)
    )


@cache
def proper_name_words() -> frozenset[str]:
    """Words of proper names: those in resources/ and in the catalogues that stay the same
    in Italian or Spanish ("Maria Callas", the "Onegin" of "Evgenij Onegin")."""
    names: set[str] = set()

    def walk(data, key=""):
        if isinstance(data, dict):
            for k, v in data.items():
                walk(v, k)
        elif isinstance(data, list):
            for v in data:
                walk(v, key)
        elif isinstance(data, str) and key in {"name", "title", "composer", "stage_name", "note"}:
            names.add(data)

    for path in sorted(resources_dir().glob("*/*.json")):
        if not path.name.startswith(("grammar_", "history")):
            walk(json.loads(path.read_text(encoding="utf-8")))
    translations = _translations()
    words: set[str] = set()
    names |= {source for source in translations if _is_name(source)}
    for name in names:
        own = {w.lower() for w in WORD.findall(name)}
        texts = translations.get(name)
        if texts is None:
            words |= own  # printed as it is in every language
            continue
        for text in texts:
            words |= own & {w.lower() for w in WORD.findall(text)}
    return frozenset(words)


def english_words(line: str, language: str) -> set[str]:
    """English words in an Italian or Spanish text (loanwords and names allowed)."""
    english, _local = _catalogue_words()
    allowed = _word_list(f"shared_words_{language}.txt") | proper_name_words()
    return {
        w
        for w in (w.lower() for w in WORD.findall(line))
        if w in english and w not in allowed and len(w) > 1
    }
