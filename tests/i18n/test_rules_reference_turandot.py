"""The Turandot rules reference (resources/rules/turandot.*.md): every clause the code and
tests cite is defined once per language, the languages agree, and every picture is a real
demo position of the board, cropped inside the 1010×660 design."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
LANGUAGES = ("en", "it", "es")
ID = r"(?:(?:A|G|EX)-)?TUR-\d+"
HEAD = re.compile(r"^\{([^}]*)\}", re.MULTILINE)
PICTURE = re.compile(r"!\[([^\]]*)\]\(picture:([^)?]+)(?:\?crop=([^)]*))?\)")
MARK = {"en": "(our reading)", "it": "(nostra interpretazione)", "es": "(nuestra interpretación)"}


def _text(language: str) -> str:
    return (RULES / f"turandot.{language}.md").read_text(encoding="utf-8")


def _heads(language: str) -> list[str]:
    """Every clause ID in the ``{…}`` heads, in order (repeats kept)."""
    return [i for head in HEAD.findall(_text(language)) for i in head.split()]


def _cited() -> set[str]:
    """The Turandot clause IDs cited anywhere in the code and the tests."""
    cited: set[str] = set()
    for folder in ("divas_desktop", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md", ".json") and path.is_file():
                cited |= set(re.findall(rf"(?<![\w-]){ID}\b", path.read_text(encoding="utf-8")))
    return cited


def _demo_names() -> set[str]:
    source = (ROOT / "divas_desktop/ui/boards/turandot/demo.py").read_text(encoding="utf-8")
    return set(re.findall(r'"turandot_(\w+)"', source))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_clause_is_defined_once(language):
    heads = _heads(language)
    assert all(re.fullmatch(ID, i) for i in heads), heads
    repeated = sorted({i for i in heads if heads.count(i) > 1})
    assert not repeated
    expected = {f"TUR-{n:03d}" for n in range(1, 70)} | _cited()
    assert not expected - set(heads), sorted(expected - set(heads))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_mention_resolves(language):
    text = HEAD.sub("", _text(language))
    defined = set(_heads(language))
    mentioned = set(re.findall(rf"(?<![\w-]){ID}\b", text))
    assert mentioned <= defined, sorted(mentioned - defined)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_languages_say_the_same_things(language):
    assert _heads(language) == _heads("en")  # the same paragraphs, in the same order
    english = [p[1:] for p in PICTURE.findall(_text("en"))]
    assert [p[1:] for p in PICTURE.findall(_text(language))] == english
    assert _text(language).count(MARK[language]) == _text("en").count(MARK["en"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_pictures_are_demo_positions_cropped_inside_the_board(language):
    pictures = PICTURE.findall(_text(language))
    assert 4 <= len(pictures) <= 8
    for caption, target, crop in pictures:
        assert caption.strip()
        game, _, demo = target.partition("/")
        assert game == "turandot" and demo in _demo_names(), target
        if crop:
            x, y, w, h = (float(v) for v in crop.split(","))
            assert x >= 0 and y >= 0 and w > 0 and h > 0
            assert x + w <= 1010 and y + h <= 660, target
