"""The Opera Magna rules reference (``resources/rules/magna.*.md``): its own checks.

Beside what every game's reference must do (one paragraph per clause, the same clauses
and pictures in each language), Magna's reference names the codes its board draws: the
letters of the goods, sizes and colours, the trade cards' group marks, the worksite
levels and the blue buildings' marks. They are written as the app's catalogues write
them in each language, so a change of a letter in the catalogue must reach the text.
Every reconstruction of the missing appendix is marked as the app's own reading, in the
three languages alike.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
LANGUAGES = ("en", "it", "es")
CLAUSES = {f"MAG-{n:03d}" for n in range(1, 96)}
"""MAG-001…MAG-095: the clauses of the Opera Magna rules specification."""
OUR_READING = {
    "en": "(our reading)",
    "it": "(nostra interpretazione)",
    "es": "(nuestra interpretación)",
}
HEAD = re.compile(r"^\{([^}]*)\}")
PICTURE = re.compile(r"!\[([^\]]*)\]\(picture:([^)?]+)(?:\?crop=([^)]*))?\)")
CITED = re.compile(r"(?<![\w-])MAG-\d{3}\b")
DESIGN_W, DESIGN_H = 1010.0, 660.0


def _text(language: str) -> str:
    return (RULES / f"magna.{language}.md").read_text(encoding="utf-8")


def _paragraphs(language: str) -> list[str]:
    return [p.strip() for p in _text(language).split("\n\n") if p.strip()]


def _heads(language: str) -> list[list[str]]:
    """The clause IDs of each clause paragraph, in order."""
    heads = []
    for paragraph in _paragraphs(language):
        match = HEAD.match(paragraph)
        if match:
            heads.append(match.group(1).split())
    return heads


def _pictures(language: str) -> list[tuple[str, str, str]]:
    return PICTURE.findall(_text(language))


def _board_words(language: str) -> dict[str, str]:
    """The board's own words (context magna_board) in ``language``, by English source."""
    table = json.loads((ROOT / "translations" / "src" / "magna_board.json").read_text("utf-8"))
    words = {}
    for source, forms in table.items():
        if language == "en":
            words[source] = source
        elif isinstance(forms.get(language), str):
            words[source] = forms[language]
    return words


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_clause_is_defined_in_exactly_one_paragraph(language):
    counts = Counter(i for head in _heads(language) for i in head)
    assert set(counts) == CLAUSES, sorted(set(counts) ^ CLAUSES)
    assert [i for i, n in counts.items() if n > 1] == []


def test_the_languages_agree_clause_for_clause_and_picture_for_picture():
    english = _heads("en")
    english_pictures = [(demo, crop) for _caption, demo, crop in _pictures("en")]
    for language in ("it", "es"):
        assert _heads(language) == english, language
        assert [(demo, crop) for _c, demo, crop in _pictures(language)] == english_pictures
        # The same clauses are cited in the text, and the same readings are marked ours.
        assert sorted(CITED.findall(_text(language))) == sorted(CITED.findall(_text("en")))
        assert _text(language).count(OUR_READING[language]) == _text("en").count(
            OUR_READING["en"]
        ), language


def test_pictures_show_demo_positions_of_the_board_within_its_design():
    from divas_desktop.ui.boards.magna.demo import STOPS

    demos = {f"magna/{name}_{seats}p" for name, _stop in STOPS for seats in (2, 4)}
    pictures = _pictures("en")
    assert 4 <= len(pictures) <= 8
    for language in LANGUAGES:
        for caption, demo, crop in _pictures(language):
            assert caption.strip(), (language, demo)
            assert demo in demos, demo
            if crop:
                x, y, w, h = (float(v) for v in crop.split(","))
                assert w > 0 and h > 0 and x >= 0 and y >= 0, crop
                assert x + w <= DESIGN_W and y + h <= DESIGN_H, crop


def test_every_clause_the_code_cites_is_defined():
    cited: set[str] = set()
    for folder in ("divas_desktop", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            cited |= set(CITED.findall(path.read_text(encoding="utf-8")))
    assert cited - CLAUSES == set()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_board_codes_are_named_as_the_catalogue_writes_them(language):
    words = _board_words(language)
    codes: list[str] = []
    for source in ("L W M S", "B P C G", "S M L", "Y G R B"):
        codes += words[source].split()
    codes += [words["H1"], words["H2"]]
    codes += [words["L{level}"].replace("{level}", str(level)) for level in (1, 2, 3)]
    small = words["S M L"].split()[0]
    codes.append(words["{amount}/{letter}"].format(amount=1, letter=small))
    codes.append(words["{amount}/token"].format(amount=1))
    text = _text(language)
    missing = [code for code in codes if f"**{code}**" not in text]
    assert missing == [], missing
