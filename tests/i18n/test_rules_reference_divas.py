"""The Battle of the Divas rules reference (resources/rules/divas.*.md, issue 29).

Every clause (DIV-001…092, DIV-PR-01…15) is defined once per language, the three languages
define the same clauses in the same paragraphs and show the same pictures, each picture is
a demo position of the Divas board cropped inside its design, every clause the code and
the tests cite is defined, and the app's own readings are marked in every language.
"""

from __future__ import annotations

import re

import pytest

from divas_desktop.paths import package_dir, resources_dir

LANGUAGES = ("en", "it", "es")
CLAUSES = {f"DIV-{n:03d}" for n in range(1, 93)} | {f"DIV-PR-{n:02d}" for n in range(1, 16)}
CLAUSE = re.compile(r"(?<![A-Z]-)\bDIV-(?:PR-\d{2}|\d{3})\b")
"""A clause ID, not an example, gap or ambiguity (EX-DIV-05, G-DIV-01, A-DIV-07)."""
HEAD = re.compile(r"^\{([^}]*)\}\s*\S", re.MULTILINE)
PICTURE = re.compile(r"!\[([^\]]*)\]\(picture:([a-z]+)/([a-z_0-9]+)(?:\?crop=([\d.,]+))?\)")
READING = {"en": "our reading", "it": "nostra interpretazione", "es": "nuestra interpretación"}
DESIGN = (1010.0, 660.0)
ROOT = package_dir().parent


def _text(lang: str) -> str:
    return (resources_dir() / "rules" / f"divas.{lang}.md").read_text(encoding="utf-8")


def _heads(lang: str) -> list[list[str]]:
    return [m.group(1).split() for m in HEAD.finditer(_text(lang))]


def _paragraphs(lang: str) -> list[str]:
    """The clause paragraphs, in order."""
    return [p for p in re.split(r"\n\s*\n", _text(lang)) if p.startswith("{")]


def _demo_names() -> set[str]:
    """The Divas board's demo positions, as pictures name them (``divas_play`` → ``play``)."""
    source = (package_dir() / "ui" / "boards" / "divas" / "demo.py").read_text(encoding="utf-8")
    return set(re.findall(r'\(\s*"divas_([a-z_0-9]+)"', source))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clause_is_defined_exactly_once(lang):
    heads = [i for head in _heads(lang) for i in head]
    assert sorted(set(heads) - CLAUSES) == []
    assert sorted(CLAUSES - set(heads)) == []
    assert sorted({i for i in heads if heads.count(i) > 1}) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_subset_of_markdown_and_links_that_resolve(lang):
    text = _text(lang)
    lines = text.splitlines()
    assert lines[0].startswith("# ")
    assert sum(line.startswith("# ") for line in lines) == 1
    assert not [line for line in lines if line.startswith("####") or line.startswith("|")]
    assert "```" not in text and not re.search(r"<[a-zA-Z/]", text)
    assert sorted(set(CLAUSE.findall(text)) - CLAUSES) == []  # every link has a paragraph


@pytest.mark.parametrize("lang", ["it", "es"])
def test_each_language_says_the_same_clause_for_clause(lang):
    assert _heads(lang) == _heads("en")
    pictures = [m.groups()[1:] for m in PICTURE.finditer(_text(lang))]
    assert pictures == [m.groups()[1:] for m in PICTURE.finditer(_text("en"))]
    marked = [READING[lang] in p for p in _paragraphs(lang)]
    assert marked == [READING["en"] in p for p in _paragraphs("en")]
    assert READING["en"] not in _text(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pictures_are_demo_positions_of_the_board_cropped_inside_it(lang):
    pictures = list(PICTURE.finditer(_text(lang)))
    assert 4 <= len(pictures) <= 8
    demos = _demo_names()
    for match in pictures:
        caption, game, demo, crop = match.groups()
        assert caption.strip() and game == "divas" and demo in demos, match.group(0)
        if crop:
            x, y, w, h = (float(v) for v in crop.split(","))
            assert w > 0 and h > 0 and x >= 0 and y >= 0, match.group(0)
            assert x + w <= DESIGN[0] and y + h <= DESIGN[1], match.group(0)


def test_every_clause_cited_by_the_code_and_the_tests_is_defined():
    defined = {i for head in _heads("en") for i in head}
    cited: set[str] = set()
    for folder in (ROOT / "divas_desktop", ROOT / "tests"):
        for path in folder.rglob("*"):
            if path.suffix in {".py", ".md", ".json"} and path.is_file():
                cited |= set(CLAUSE.findall(path.read_text(encoding="utf-8", errors="ignore")))
    assert cited, "the code cites clauses"
    assert sorted(cited - defined) == []
