"""What a sentence needs to know about a name: gender, number and article (Qt-free).

Templates in the catalogues ask for a form of a name with a format spec:

* ``{house}`` -- the name as printed ("La Scala", "Teatro Colón");
* ``{house:art}`` / ``{house:Art}`` -- with its definite article ("la Scala", "il Teatro
  Colón"; capitalised for the start of a sentence);
* ``{house:a}``, ``{opera:di}``, ``{house:en}``, ``{house:at}`` -- after a preposition,
  contracted where the language does ("alla Scala", "al Teatro Colón", "del Trovatore",
  "en el Teatro Colón", "at the Teatro Colón");
* ``{instrument:low}`` -- a card's name as a common noun inside a sentence ("su trompeta",
  "la sua tromba"), where the card prints it with a capital;
* ``{singer:ingaggiato|ingaggiata}`` -- the word that agrees with the name's gender
  (masculine | feminine [| unknown]); players' genders are unknown, so their sentences
  are phrased without agreement.

The facts come from ``resources/<game>/grammar_<lang>.json`` (validated on load):
``{"names": {"<text code or printed name>": {"gender": "f", "article": "la"}}}``.
A name whose printed text starts with its article ("La Scala") drops or contracts it.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..paths import resources_dir

GENDERS = ("m", "f")
NUMBERS = ("sg", "pl")

ARTICLES: dict[str, dict[str, tuple[str, ...]]] = {
    # article -> the (gender, number) pairs it may stand for
    "it": {
        "il": ("m.sg",),
        "lo": ("m.sg",),
        "la": ("f.sg",),
        "l'": ("m.sg", "f.sg"),
        "i": ("m.pl",),
        "gli": ("m.pl",),
        "le": ("f.pl",),
        "un": ("m.sg",),
        "uno": ("m.sg",),
        "una": ("f.sg",),
        "un'": ("f.sg",),
    },
    # "el" also before a feminine noun with a stressed a: "el aria", "el Aria sublime".
    "es": {
        "el": ("m.sg", "f.sg"),
        "la": ("f.sg",),
        "los": ("m.pl",),
        "las": ("f.pl",),
        "un": ("m.sg",),
        "una": ("f.sg",),
    },
    "en": {"the": ("m.sg", "f.sg", "m.pl", "f.pl"), "a": ("m.sg", "f.sg"), "an": ("m.sg", "f.sg")},
}
"""The articles of each language a grammar file may give (the name's text may start with
it: "La Scala", "Un notaio"; an indefinite one is never contracted)."""
INDEFINITE_ARTICLES = frozenset({"un", "uno", "una", "un'", "a", "an"})

_IT_CONTRACTED = {
    # preposition -> article -> contracted form
    prep: {
        "il": f"{stem}l",
        "lo": f"{stem}llo",
        "la": f"{stem}lla",
        "l'": f"{stem}ll'",
        "i": f"{stem}i",
        "gli": f"{stem}gli",
        "le": f"{stem}lle",
    }
    for prep, stem in (("a", "a"), ("di", "de"), ("da", "da"), ("in", "ne"), ("su", "su"))
}
_ES_CONTRACTED = {"a": {"el": "al"}, "de": {"el": "del"}}
PREPOSITIONS: dict[str, tuple[str, ...]] = {
    "it": ("a", "di", "da", "in", "su", "con", "per", "tra", "fra", "come", "verso", "contro"),
    "es": ("a", "de", "en", "con", "por", "para", "sobre", "desde", "hacia", "contra"),
    "en": ("at", "in", "to", "of", "from", "on", "with", "for", "by", "into", "against"),
}
"""The prepositions a template may put before a name, per language."""
SPECS = ("art", "indef", "low")
"""The other forms a template may ask for (see the module docstring)."""

CONTRACTED: dict[str, dict[str, dict[str, str]]] = {
    "it": _IT_CONTRACTED,
    "es": _ES_CONTRACTED,
    "en": {},
}
"""Prepositions that fuse with the article ("a" + "la" = "alla", "de" + "el" = "del")."""

INDEFINITE: dict[str, dict[str, str]] = {
    "it": {"m": "un", "f": "una"},
    "es": {"m": "un", "f": "una"},
    "en": {"m": "a", "f": "a"},
}


class GrammarError(ValueError):
    """A grammar file is malformed (names the file, the entry and what is wrong)."""


@dataclass(frozen=True)
class Grammar:
    """The grammatical facts of one name in one language."""

    gender: str | None = None
    number: str = "sg"
    article: str | None = None
    """The definite article the name takes in a sentence; ``None``: it takes none."""


@dataclass(frozen=True)
class Name:
    """A name ready for a sentence: ``format(name, spec)`` gives the form asked for."""

    text: str
    language: str = "en"
    grammar: Grammar = Grammar()

    def __str__(self) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return self.form(spec)

    # --- forms ---------------------------------------------------------------------
    def form(self, spec: str) -> str:
        """Return the form ``spec`` asks for (see the module docstring)."""
        if not spec:
            return self.text
        if "|" in spec:
            return self._agree(spec.split("|"))
        shown = self._form(spec.lower())
        return shown[:1].upper() + shown[1:] if spec[:1].isupper() else shown

    def _agree(self, forms: list[str]) -> str:
        gender = self.grammar.gender
        if gender == "f" and len(forms) > 1:
            return forms[1]
        if gender is None and len(forms) > 2:
            return forms[2]
        return forms[0]

    def _form(self, spec: str) -> str:
        article, bare = self._article_and_bare()
        if spec == "art":
            return self._join(article, bare) if article else self.text
        if spec == "low":
            return self.text[:1].lower() + self.text[1:]
        if spec == "indef":
            word = INDEFINITE.get(self.language, INDEFINITE["en"])[self.grammar.gender or "m"]
            if self.language == "it" and word == "un" and _needs_uno(bare):
                word = "uno"
            elif self.language == "it" and word == "una" and _starts_with_vowel(bare):
                return "un'" + bare
            elif self.language == "en" and _starts_with_vowel(bare):
                word = "an"
            return f"{word} {bare}"
        if not spec.isalpha():
            return self.text  # an unknown spec shows the name rather than failing
        fused = CONTRACTED.get(self.language, {}).get(spec, {}).get(article or "")
        if fused is not None:
            return self._join(fused, bare)
        if article:
            return f"{spec} {self._join(article, bare)}"
        if self.language == "it" and spec == "a" and self.text[:1] in "aAàÀ":
            return f"ad {self.text}"  # the euphonic d: "ad Alfredo", "ad Aida"
        return f"{spec} {self.text}"

    def _article_and_bare(self) -> tuple[str | None, str]:
        """The article and the name without it ("La Scala" -> "la", "Scala")."""
        article = self.grammar.article
        if not article:
            return None, self.text
        lowered = self.text.lower()
        # A title loses its article but keeps its capital: "La traviata" -> "della Traviata".
        keep = (lambda bare: bare) if article in INDEFINITE_ARTICLES else _capitalised
        if article.endswith("'") and lowered.startswith(article):
            return article, keep(self.text[len(article) :])
        if lowered.startswith(article + " "):
            return article, keep(self.text[len(article) + 1 :])
        return article, self.text

    @staticmethod
    def _join(article: str, bare: str) -> str:
        return f"{article}{bare}" if article.endswith("'") else f"{article} {bare}"


def _capitalised(bare: str) -> str:
    return bare[:1].upper() + bare[1:]


def _starts_with_vowel(word: str) -> bool:
    return word[:1].lower() in "aeiouàèéìòóùh" if word else False


def _needs_uno(word: str) -> bool:
    """Italian "uno" before s + consonant, z, gn, ps, x, y."""
    low = word.lower()
    return (
        low[:1] in ("z", "x", "y")
        or low.startswith(("gn", "ps", "pn"))
        or (low[:1] == "s" and len(low) > 1 and low[1] not in "aeiou")
    )


@dataclass(frozen=True)
class Names:
    """Several names in one placeholder: ``{cards}`` lists them as they are, ``{cards:art}``
    gives each its article ("la Claque e l'Aria sublime"); ``join`` writes the list in the
    sentence's language ("A, B and C")."""

    names: tuple[Name, ...]
    join: Callable[[list[str]], str]

    def __str__(self) -> str:
        return self.join([name.text for name in self.names])

    def __format__(self, spec: str) -> str:
        return self.form(spec)

    def form(self, spec: str) -> str:
        """Each name in the form ``spec`` asks for, then the list."""
        return self.join([name.form(spec) for name in self.names])


class _Formatter(string.Formatter):
    """Fills placeholders; names take grammar specs, unknown placeholders stay visible."""

    def __init__(self, language: str) -> None:
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Name | Names):
            return value.form(format_spec)
        if format_spec and (format_spec.isalpha() or "|" in format_spec):
            return Name(str(value), self.language).form(format_spec)
        return super().format_field(value, format_spec)


class _Lenient(dict):
    """Format mapping that leaves unknown placeholders visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, params: Mapping[str, Any], language: str = "en") -> str:
    """Fill ``template``'s placeholders (grammar specs included); never raises."""
    try:
        return _Formatter(language).vformat(template, (), _Lenient(params))
    except (ValueError, IndexError, AttributeError, TypeError, KeyError):
        return template


# --- grammar files ---------------------------------------------------------------------
def grammar_path(game_id: str, language: str) -> Path:
    """Return the grammar file of ``game_id`` in ``language``."""
    return resources_dir() / game_id / f"grammar_{language}.json"


def parse_entry(language: str, key: str, raw: Any, where: str = "") -> Grammar:
    """Validate one entry of a grammar file; raise :class:`GrammarError` if it is wrong."""
    place = f"{where}: {key!r}" if where else repr(key)
    if not isinstance(raw, dict):
        raise GrammarError(f"{place}: an entry must be an object")
    unknown = set(raw) - {"gender", "number", "article"}
    if unknown:
        raise GrammarError(f"{place}: unknown fields {sorted(unknown)}")
    gender = raw.get("gender")
    number = raw.get("number", "sg")
    article = raw.get("article")
    if gender not in (*GENDERS, None):
        raise GrammarError(f"{place}: gender must be 'm' or 'f', not {gender!r}")
    if number not in NUMBERS:
        raise GrammarError(f"{place}: number must be 'sg' or 'pl', not {number!r}")
    if article is not None:
        allowed = ARTICLES.get(language, {})
        if article not in allowed:
            raise GrammarError(f"{place}: {article!r} is not an article of {language!r}")
        if gender is not None and f"{gender}.{number}" not in allowed[article]:
            raise GrammarError(f"{place}: {article!r} does not agree with {gender} {number}")
    return Grammar(gender=gender, number=number, article=article)


def parse_grammar(language: str, data: Any, where: str = "") -> dict[str, Grammar]:
    """Validate a whole grammar file's data and return its entries."""
    if not isinstance(data, dict) or not isinstance(data.get("names"), dict):
        raise GrammarError(f'{where}: a grammar file holds {{"names": {{...}}}}')
    if data.get("language", language) != language:
        raise GrammarError(f"{where}: says language {data.get('language')!r}, not {language!r}")
    return {key: parse_entry(language, key, raw, where) for key, raw in data["names"].items()}


@cache
def load_grammar(game_id: str, language: str) -> dict[str, Grammar]:
    """Return the validated grammar entries of a game in a language (empty if none)."""
    path = grammar_path(game_id, language)
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise GrammarError(f"{path}: cannot be read ({error})") from error
    return parse_grammar(language, data, str(path))


def grammar_of(key: str, language: str, games: Iterable[str]) -> Grammar | None:
    """Find ``key`` in the grammar of the first of ``games`` that has it, else ``None``."""
    for game_id in games:
        found = load_grammar(game_id, language).get(key)
        if found is not None:
            return found
    return None
