"""The Sipario! rules reference (resources/rules/sipario.*.md): clauses, languages, pictures.

Every clause the code and the tests cite is defined once per language, the three languages
define the same clauses in the same paragraphs and show the same pictures, and every
picture is a demo position of the board, cropped inside the 1010×660 design.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
LANGUAGES = ("en", "it", "es")
CLAUSE = r"(?:EX-SIP-\d{2}|[AG]-SIP-\d{2}|SIP-\d{3})"
HEAD = re.compile(r"^\{([^}]*)\}", re.MULTILINE)
PICTURE = re.compile(r"!\[([^\]]+)\]\((picture:[^)]+)\)")
DESIGN = (1010, 660)


def _text(language: str) -> str:
    return (RULES / f"sipario.{language}.md").read_text(encoding="utf-8")


def _defined(language: str) -> list[str]:
    return [i for head in HEAD.findall(_text(language)) for i in head.split()]


def _cited() -> set[str]:
    """Sipario clause ids written anywhere in the package and the tests."""
    found: set[str] = set()
    for folder in (ROOT / "divas_desktop", ROOT / "tests"):
        for path in folder.rglob("*"):
            if path.suffix in (".py", ".md", ".json") and path.is_file():
                found.update(re.findall(rf"\b{CLAUSE}\b", path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_cited_clause_is_defined_once(language):
    defined = _defined(language)
    assert all(re.fullmatch(CLAUSE, i) for i in defined)
    twice = sorted({i for i in defined if defined.count(i) > 1})
    assert not twice, f"defined in more than one paragraph: {twice}"
    missing = sorted(_cited() - set(defined))
    assert not missing, f"cited in the code or tests but not defined: {missing}"
    dangling = sorted(set(re.findall(rf"\b{CLAUSE}\b", _text(language))) - set(defined))
    assert not dangling, f"mentioned but not defined: {dangling}"


def test_every_clause_of_the_spec_is_defined():
    spec = next(
        (p for p in (ROOT.parent / "shared", ROOT.parents[1] / "shared") if p.is_dir()), None
    )
    if spec is None or not (spec / "rules" / "sipario.md").is_file():
        pytest.skip("no ../shared/rules/sipario.md beside this checkout")
    text = (spec / "rules" / "sipario.md").read_text(encoding="utf-8")
    ids = set(re.findall(rf"(?:\*\*|^### )({CLAUSE})\b", text, re.MULTILINE))
    for language in LANGUAGES:
        assert set(_defined(language)) == ids, language


def test_the_languages_say_the_same_clauses_and_show_the_same_pictures():
    heads = {language: HEAD.findall(_text(language)) for language in LANGUAGES}
    assert heads["it"] == heads["en"] and heads["es"] == heads["en"]
    links = {
        language: [link for _c, link in PICTURE.findall(_text(language))] for language in LANGUAGES
    }
    assert links["it"] == links["en"] and links["es"] == links["en"]


def test_pictures_are_demo_positions_cropped_inside_the_design():
    from divas_desktop.ui.boards.sipario.demo import demo_positions

    demos = {name.removeprefix("sipario_") for name, _match, _seat in demo_positions()}
    pictures = PICTURE.findall(_text("en"))
    assert 4 <= len(pictures) <= 8
    for caption, link in pictures:
        assert caption.strip()
        found = re.fullmatch(r"picture:sipario/(\w+)(?:\?crop=(\d+),(\d+),(\d+),(\d+))?", link)
        assert found, link
        assert found.group(1) in demos, link
        if found.group(2):
            x, y, w, h = (int(v) for v in found.group(2, 3, 4, 5))
            assert w > 0 and h > 0 and x + w <= DESIGN[0] and y + h <= DESIGN[1], link
