"""The rules references (``resources/rules/<game>.<lang>.md``): every clause the code and the
tests cite is defined, once, in every language; the languages say the same clauses in the
same paragraphs and show the same pictures; the app's own readings are marked as such.

The files' format is checked by parsing them (``divas_desktop/ui/rules_reference/document.py``);
that the pictures are real demo positions of the boards, by drawing every one of them
(``tests/ui/test_rules_dock.py``).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from divas_desktop.ui.boards.magna.texts import GOOD_MARKS
from divas_desktop.ui.rules_reference.document import Reference, parse, rules_file

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("sipario", "turandot", "divas", "magna")
LANGUAGES = ("en", "it", "es")
FAMILY = {"SIP": "sipario", "TUR": "turandot", "DIV": "divas", "MAG": "magna"}
CITED = re.compile(
    r"(?<![\w-])(?:(?:EX|A|G)-(?:SIP|TUR|MAG|DIV(?:-PR)?)-\d{2}|DIV-PR-\d{2}|(?:SIP|TUR|MAG|DIV)-\d{3})(?!\w)"
)
"""A clause ID as the code and the tests cite it (written independently of the app's own)."""
CLAUSES = {
    "sipario": {f"SIP-{n:03d}" for n in range(1, 232)},
    "turandot": {f"TUR-{n:03d}" for n in range(1, 70)},
    "divas": {f"DIV-{n:03d}" for n in range(1, 93)} | {f"DIV-PR-{n:02d}" for n in range(1, 16)},
    "magna": {f"MAG-{n:03d}" for n in range(1, 96)},
}
"""The rule clauses of each game's specification."""
SPEC = {"sipario": "sipario", "turandot": "turandot", "divas": "divas", "magna": "opera_magna"}
READING = {"en": "our reading", "it": "nostra interpretazione", "es": "nuestra interpretación"}


@cache
def reference(game: str, language: str) -> Reference:
    path = rules_file(game, language)
    return parse(path.read_text(encoding="utf-8"), game, language, path.name)


def game_of(clause: str) -> str:
    return FAMILY[re.sub(r"^(EX|A|G)-", "", clause)[:3]]


@cache
def cited() -> dict[str, set[str]]:
    """Every clause ID written in the package and the tests, by game."""
    found: dict[str, set[str]] = {game: set() for game in GAMES}
    for folder in ("divas_desktop", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md", ".json") and path.is_file():
                for clause in CITED.findall(path.read_text(encoding="utf-8", errors="replace")):
                    found[game_of(clause)].add(clause)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_cited_clause_is_defined_once(game, language):
    ref = reference(game, language)
    heads = ref.defined()
    assert all(game_of(clause) == game for clause in heads), heads
    assert sorted(c for c, n in Counter(heads).items() if n > 1) == [], "defined twice"
    assert sorted(CLAUSES[game] - set(heads)) == [], "a clause of the rules is missing"
    assert sorted(cited()[game] - set(heads)) == [], "cited by the code or tests, not defined"
    assert sorted(ref.mentions() - set(heads)) == [], "a link to no paragraph"


def test_the_code_cites_clauses_of_every_game():
    assert all(len(cited()[game]) > 20 for game in GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_of_the_specification_is_defined(game):
    """The ambiguities, data gaps and worked examples too, when ../shared is beside us."""
    spec = next(
        (p for p in (ROOT.parent / "shared", ROOT.parents[1] / "shared") if p.is_dir()), None
    )
    path = spec / "rules" / f"{SPEC[game]}.md" if spec is not None else None
    if path is None or not path.is_file():
        pytest.skip("no ../shared/rules beside this checkout")
    ids = set(CITED.findall(path.read_text(encoding="utf-8")))
    for language in LANGUAGES:
        assert sorted(ids - set(reference(game, language).defined())) == [], language


@pytest.mark.parametrize("language", ["it", "es"])
@pytest.mark.parametrize("game", GAMES)
def test_each_language_says_the_same_clause_for_clause(game, language):
    english, other = reference(game, "en"), reference(game, language)
    assert [b.ids for b in other.blocks if b.ids] == [b.ids for b in english.blocks if b.ids]
    assert [p.link for p in other.pictures()] == [p.link for p in english.pictures()]
    assert [level for _i, level, _t in other.sections()] == [
        level for _i, level, _t in english.sections()
    ]

    def marked(ref: Reference, words: str) -> list[bool]:
        return [words in b.text for b in ref.blocks if b.ids]

    assert marked(other, READING[language]) == marked(english, READING["en"])
    assert all(READING["en"] not in b.text for b in other.blocks)
    text, source = (rules_file(game, g).read_text(encoding="utf-8") for g in (language, "en"))
    assert text.count(READING[language]) == source.count(READING["en"])
    assert Counter(CITED.findall(text)) == Counter(CITED.findall(source)), "the same links"


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_few_pictures_with_captions(game):
    pictures = [b for b in reference(game, "en").blocks if b.picture is not None]
    assert 4 <= len(pictures) <= 8
    assert all(b.text.strip() and b.picture.game == game for b in pictures)


def _board_words(language: str) -> dict[str, str]:
    """The Magna board's own words (context magna_board) in ``language``, by English source."""
    table = json.loads((ROOT / "translations" / "src" / "magna_board.json").read_text("utf-8"))
    words = {}
    for source, forms in table.items():
        if language == "en":
            words[source] = source
        elif isinstance(forms.get(language), str):
            words[source] = forms[language]
    return words


@pytest.mark.parametrize("language", LANGUAGES)
def test_magna_names_the_board_codes_as_the_catalogue_writes_them(language):
    """The marks of the goods, the letters of sizes and colours, the trade cards' group marks, the
    worksite levels and the blue buildings' marks: a change in the catalogue must reach the
    text."""
    words = _board_words(language)
    codes: list[str] = []
    for source in ("S M L", "Y G R B"):
        codes += words[source].split()
    codes += list(GOOD_MARKS)  # the goods' marks: the same in every language
    codes += [words["H1"], words["H2"]]
    codes += [words["L{level}"].replace("{level}", str(level)) for level in (1, 2, 3)]
    small = words["S M L"].split()[0]
    codes.append(words["{amount}/{letter}"].format(amount=1, letter=small))
    codes.append(words["{amount}/token"].format(amount=1))
    text = rules_file("magna", language).read_text(encoding="utf-8")
    assert [code for code in codes if f"**{code}**" not in text] == []
