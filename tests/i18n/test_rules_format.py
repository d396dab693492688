"""The rules reference's parser and page, without Qt (``divas_desktop/ui/rules_reference``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from divas_desktop.ui.rules_reference.document import (
    FormatError,
    fold,
    game_of,
    parse,
    plain,
    spans,
)
from divas_desktop.ui.rules_reference.page import Words, page_html

SAMPLE = """# Sipario! — how to play

An opening paragraph.

## Winning

{SIP-015 SIP-016 A-SIP-01} You play to a **time limit** or to a *target*; see SIP-020
for ties (our reading).

![The track](picture:sipario/turn?crop=0,0,1010,62)

### Ties

{SIP-020} A coin toss. Also EX-SIP-14 and DIV-PR-03, but not XSIP-0200.

- a list item with SIP-015
- another
"""


def test_a_reference_is_read_into_blocks():
    ref = parse(SAMPLE, "sipario", "en")
    kinds = [b.kind for b in ref.blocks]
    assert kinds == [
        "title",
        "text",
        "section",
        "text",
        "picture",
        "subsection",
        "text",
        "item",
        "item",
    ]
    assert ref.title == "Sipario! — how to play"
    assert ref.clauses == {"SIP-015": 3, "SIP-016": 3, "A-SIP-01": 3, "SIP-020": 6}
    assert ref.blocks[3].text.startswith("You play to a **time limit**")  # head gone, lines joined
    assert ref.sections() == [(2, 2, "Winning"), (5, 3, "Ties")]
    assert ref.section_of(4) == 2 and ref.section_of(1) is None
    (picture,) = ref.pictures()
    assert (picture.game, picture.demo, picture.crop) == ("sipario", "turn", (0, 0, 1010, 62))
    assert ref.mentions() == {"SIP-020", "EX-SIP-14", "DIV-PR-03", "SIP-015"}


def test_inline_marks_and_links():
    runs = spans("A **bold SIP-001** and *italic* text, see MAG-041.")
    assert [(r.text, r.bold, r.italic, r.clause) for r in runs] == [
        ("A ", False, False, None),
        ("bold ", True, False, None),
        ("SIP-001", True, False, "SIP-001"),
        (" and ", False, False, None),
        ("italic", False, True, None),
        (" text, see ", False, False, None),
        ("MAG-041", False, False, "MAG-041"),
        (".", False, False, None),
    ]
    assert plain("**L** Lead and *B*") == "L Lead and B"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("No title\n", "title"),
        ("# T\n\n#### Deep\n", "deeper"),
        ("# T\n\n| a | b |\n", "tables"),
        ("# T\n\nSome <b>html</b>\n", "HTML"),
        ("# T\n\n```\ncode\n```\n", "code"),
        ("# T\n\n![](picture:sipario/turn)\n", "caption"),
        ("# T\n\n![A](picture:sipario/turn?crop=900,0,200,10)\n", "design"),
        ("# T\n\n![A](https://example.org/a.png)\n", "picture:"),
        ("# T\n\n{SIP-15} Wrong ID.\n", "clause IDs"),
        ("# T\n\n# Second title\n", "once"),
    ],
)
def test_what_leaves_the_format_is_refused(text, problem):
    with pytest.raises(FormatError, match=problem):
        parse(text, "sipario", "en", "sample.md")


def test_search_ignores_case_and_accents_and_finds_clause_ids():
    ref = parse(
        "# T\n\n## Fine\n\n{SIP-001} Nuestra interpretación del Telón.\n\n{SIP-002} Otra cosa.\n"
    )
    assert ref.search("INTERPRETACION") == [2]
    assert ref.search("telón nuestra") == [2]
    assert ref.search("sip-002") == [3]
    assert ref.search("fine") == [1]
    assert ref.search("  ") == [] and ref.search("nothing") == []
    assert fold("Ñandú Ça") == "nandu ca"


def test_the_game_of_a_clause():
    assert [
        game_of(c) for c in ("SIP-118", "EX-TUR-04", "DIV-PR-03", "A-DIV-PR-01", "G-MAG-12")
    ] == [
        "sipario",
        "turandot",
        "divas",
        "divas",
        "magna",
    ]
    assert game_of("SIP-1") is None and game_of("XYZ-001") is None


def test_the_page_anchors_every_clause_and_links_every_mention():
    ref = parse(SAMPLE, "sipario", "en")
    html = page_html(ref, lambda index, picture: (f"picture:1/{index}", 300, 18))
    for clause in ref.clauses:
        assert f'<a name="{clause}"></a>' in html
    for clause in ref.mentions():
        assert f'href="clause:{clause}"' in html
    assert '<img src="picture:1/4" width="300" height="18">' in html
    assert 'href="zoom:4"' in html
    assert "<b>time limit</b>" in html and "<i>target</i>" in html


def test_search_results_show_their_headings_and_a_way_back():
    ref = parse(SAMPLE, "sipario", "en")
    words = Words(in_context="Show in the rules", no_match="Nothing.")
    html = page_html(ref, lambda i, p: ("x", 1, 1), words, only=ref.search("coin"), query="coin")
    assert "<h3>" in html and "Ties" in html and "Winning" not in html
    assert '<span class="hit">coin</span>' in html
    assert 'href="block:6"' in html
    assert "Nothing." in page_html(ref, lambda i, p: ("x", 1, 1), words, only=[], query="zz")


def test_the_parser_and_the_page_need_no_qt():
    code = (
        "import sys, divas_desktop.ui.rules_reference.document, "
        "divas_desktop.ui.rules_reference.page; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
