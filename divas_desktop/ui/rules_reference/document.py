"""A rules reference file, read into blocks (no Qt here: the parser is tested on its own).

The files are ``resources/rules/<game>.<lang>.md``, in a small Markdown subset and nothing else:

- ``# Title`` once, on the first line; ``## Section`` and ``### Sub-section`` (the table of
  contents); no deeper headings, tables, HTML or code blocks;
- paragraphs separated by blank lines. A **clause paragraph** starts with ``{ID ID …}``, the
  clause IDs it defines (``SIP-118``, ``DIV-PR-03``, ``A-MAG-07``, ``EX-TUR-04``, ``G-DIV-02``);
  every clause the code or the tests cite is defined by exactly one paragraph of its game's
  file, in every language;
- ``- item`` lines; ``**bold**`` and ``*italic*`` inside any text;
- ``![caption](picture:<game>/<demo>)`` or ``…?crop=x,y,w,h``: a picture drawn at run time by
  the real board from its demo position ``<demo>`` (``Board.demo_positions()`` without the
  game prefix), cropped to a rectangle of the board's 1010×660 design;
- any clause ID written in the text links to the paragraph that defines it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from ...paths import resources_dir

GAMES: dict[str, str] = {"SIP": "sipario", "TUR": "turandot", "DIV": "divas", "MAG": "magna"}
"""The game of each clause family (Palco Reale's ``DIV-PR`` belongs to The Battle of the Divas)."""
LANGUAGES = ("en", "it", "es")
CLAUSE_ID = (
    r"(?:(?:EX|A|G)-(?:SIP|TUR|MAG|DIV(?:-PR)?)-\d{2}"  # examples, ambiguities, data gaps
    r"|DIV-PR-\d{2}"  # Palco Reale's clauses
    r"|(?:SIP|TUR|MAG|DIV)-\d{3})"
)
"""Every form of clause ID the rules cite."""
MENTION = re.compile(rf"(?<![\w-]){CLAUSE_ID}(?!\w)")
"""A clause ID written in running text (not the tail of a longer ID)."""
_HEAD = re.compile(r"\{([^}]*)\}\s*")
_PICTURE = re.compile(r"!\[([^\]]*)\]\(([^)\s]*)\)")
_PICTURE_LINK = re.compile(
    r"picture:([a-z]+)/(\w+)(?:\?crop=(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?))?"
)
_INLINE = re.compile(r"\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*")
DESIGN = (1010.0, 660.0)
"""The boards' design area, in scene units (pictures are cropped inside it)."""


class FormatError(ValueError):
    """A reference file leaves the format (the message names the file and the line)."""


@dataclass(frozen=True)
class Picture:
    """A picture of a board's demo position, optionally cropped."""

    link: str
    """As written: ``picture:sipario/turn?crop=0,0,1010,62``."""
    game: str
    demo: str
    """The demo position's name without the game prefix (``turn`` for ``sipario_turn``)."""
    crop: tuple[float, float, float, float] | None
    """``(x, y, w, h)`` in the board's scene units; ``None``: the whole design area."""

    @property
    def area(self) -> tuple[float, float, float, float]:
        """The part of the board shown, in scene units."""
        return self.crop or (0.0, 0.0, *DESIGN)


@dataclass(frozen=True)
class Block:
    """One line-level piece of the reference: a heading, a paragraph, an item or a picture."""

    kind: str
    """``title``, ``section``, ``subsection``, ``text``, ``item`` or ``picture``."""
    text: str
    """Its inline Markdown (a picture's caption); a clause paragraph without its head."""
    ids: tuple[str, ...] = ()
    """The clauses a clause paragraph defines."""
    picture: Picture | None = None
    line: int = 0
    """Where it starts in the file (1-based), for messages."""


@dataclass(frozen=True)
class Span:
    """A run of inline text with one style: plain, bold or italic, or a clause link."""

    text: str
    bold: bool = False
    italic: bool = False
    clause: str | None = None
    """The clause ID this run links to."""


@dataclass(frozen=True)
class Reference:
    """One game's reference in one language."""

    game: str
    language: str
    blocks: tuple[Block, ...]

    @property
    def title(self) -> str:
        """The ``#`` title."""
        return self.blocks[0].text

    @cached_property
    def clauses(self) -> dict[str, int]:
        """Each defined clause ID and the index of the block defining it."""
        found: dict[str, int] = {}
        for index, block in enumerate(self.blocks):
            for clause in block.ids:
                found.setdefault(clause, index)
        return found

    def defined(self) -> list[str]:
        """Every clause ID of the heads, in order, repeats kept (a test looks for them)."""
        return [clause for block in self.blocks for clause in block.ids]

    def sections(self) -> list[tuple[int, int, str]]:
        """The table of contents: ``(block index, level 2 or 3, heading)``."""
        levels = {"section": 2, "subsection": 3}
        return [(i, levels[b.kind], b.text) for i, b in enumerate(self.blocks) if b.kind in levels]

    def mentions(self) -> set[str]:
        """Every clause ID written in the texts (the links)."""
        return {m.group(0) for block in self.blocks for m in MENTION.finditer(block.text)}

    def pictures(self) -> list[Picture]:
        """The pictures, in order."""
        return [b.picture for b in self.blocks if b.picture is not None]

    def section_of(self, index: int) -> int | None:
        """The block index of the heading a block stands under (``None``: before any)."""
        for i in range(index, -1, -1):
            if self.blocks[i].kind in ("section", "subsection"):
                return i
        return None

    def search(self, query: str) -> list[int]:
        """The blocks whose words (or clause IDs) hold every word of ``query``.

        Case and accents do not matter (``interpretacion`` finds *interpretación*).
        """
        words = fold(query).split()
        if not words:
            return []
        found = []
        for index, block in enumerate(self.blocks):
            if block.kind == "title":
                continue
            haystack = fold(" ".join((*block.ids, plain(block.text))))
            if all(word in haystack for word in words):
                found.append(index)
        return found


def game_of(clause: str) -> str | None:
    """The game whose reference defines ``clause`` (``None`` for no clause ID)."""
    if not re.fullmatch(CLAUSE_ID, clause):
        return None
    family = clause.removeprefix("EX-").removeprefix("A-").removeprefix("G-")[:3]
    return GAMES.get(family)


def parse(text: str, game: str = "", language: str = "", source: str = "") -> Reference:
    """Read a reference file; a construct outside the format raises :class:`FormatError`."""
    blocks: list[Block] = []
    paragraph: list[str] = []
    start = 0

    def fail(line: int, message: str) -> FormatError:
        return FormatError(f"{source or game or 'rules'}:{line}: {message}")

    def flush() -> None:
        if paragraph:
            blocks.append(_paragraph(" ".join(paragraph), start, fail))
            paragraph.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if raw.startswith(("```", "|", "<")) or re.search(r"<[a-zA-Z/!]", raw):
            raise fail(number, "no code blocks, tables or HTML in a rules reference")
        if not line:
            flush()
            continue
        heading = re.match(r"(#+)\s+(.*)", line)
        if heading:
            flush()
            level = len(heading.group(1))
            if level > 3:
                raise fail(number, "headings go no deeper than ###")
            if (level == 1) != (number == 1):
                raise fail(number, "the # title comes once, on the first line")
            kind = ("title", "section", "subsection")[level - 1]
            blocks.append(Block(kind, heading.group(2).strip(), line=number))
        elif line.startswith("- "):
            flush()
            blocks.append(Block("item", line[2:].strip(), line=number))
        elif line.startswith("!["):
            flush()
            blocks.append(_picture(line, number, fail))
        else:
            if not paragraph:
                start = number
            paragraph.append(line)
    flush()
    if not blocks or blocks[0].kind != "title":
        raise fail(1, "the file must begin with its # title")
    return Reference(game, language, tuple(blocks))


def _paragraph(text: str, line: int, fail) -> Block:
    head = _HEAD.match(text)
    if not head:
        return Block("text", text, line=line)
    ids = tuple(head.group(1).split())
    wrong = [i for i in ids if not re.fullmatch(CLAUSE_ID, i)]
    if wrong or not ids:
        raise fail(line, f"not clause IDs: {head.group(0).strip()}")
    return Block("text", text[head.end() :], ids=ids, line=line)


def _picture(line: str, number: int, fail) -> Block:
    found = _PICTURE.fullmatch(line)
    if not found:
        raise fail(number, "a picture stands alone on its line: ![caption](picture:game/demo)")
    caption, link = found.group(1).strip(), found.group(2)
    target = _PICTURE_LINK.fullmatch(link)
    if not caption or target is None:
        raise fail(number, f"a picture needs a caption and a picture: link, not {line!r}")
    crop = None
    if target.group(3) is not None:
        x, y, w, h = (float(v) for v in target.group(3, 4, 5, 6))
        if w <= 0 or h <= 0 or x + w > DESIGN[0] or y + h > DESIGN[1]:
            raise fail(number, f"the crop leaves the board's design area: {link}")
        crop = (x, y, w, h)
    picture = Picture(link, target.group(1), target.group(2), crop)
    return Block("picture", caption, picture=picture, line=number)


def spans(text: str) -> list[Span]:
    """Split inline Markdown into styled runs, clause IDs as links."""
    out: list[Span] = []
    at = 0
    for found in _INLINE.finditer(text):
        out += _linked(text[at : found.start()])
        bold = found.group(1) is not None
        inner = found.group(1) if bold else found.group(2)
        out += _linked(inner, bold=bold, italic=not bold)
        at = found.end()
    out += _linked(text[at:])
    return out


def _linked(text: str, bold: bool = False, italic: bool = False) -> list[Span]:
    out: list[Span] = []
    at = 0
    for found in MENTION.finditer(text):
        if found.start() > at:
            out.append(Span(text[at : found.start()], bold, italic))
        out.append(Span(found.group(0), bold, italic, clause=found.group(0)))
        at = found.end()
    if at < len(text):
        out.append(Span(text[at:], bold, italic))
    return out


def plain(text: str) -> str:
    """The inline text without its Markdown marks."""
    return "".join(span.text for span in spans(text))


def fold(text: str) -> str:
    """Lower case without accents, for searching."""
    return "".join(fold_char(c) for c in text)


def fold_char(char: str) -> str:
    """One character folded as :func:`fold` does (one or more characters, or none)."""
    decomposed = unicodedata.normalize("NFD", char.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def rules_file(game: str, language: str) -> Path:
    """The reference file of ``game`` in ``language``."""
    return resources_dir() / "rules" / f"{game}.{language}.md"


def games_with_reference() -> list[str]:
    """The games that have a reference (an English file), in the usual game order."""
    order = list(GAMES.values())
    found = [p.name.split(".")[0] for p in (resources_dir() / "rules").glob("*.en.md")]
    return sorted(found, key=lambda g: (order.index(g) if g in order else len(order), g))


@cache
def load(game: str, language: str) -> Reference:
    """The reference of ``game`` in ``language`` (English when that language has none)."""
    path = rules_file(game, language)
    if not path.is_file():
        path = rules_file(game, "en")
    return parse(path.read_text(encoding="utf-8"), game, language, path.name)
