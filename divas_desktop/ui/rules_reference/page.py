"""A reference as the HTML a ``QTextBrowser`` shows (no Qt here).

Links use three schemes the dock answers itself: ``clause:SIP-020`` (a clause paragraph),
``block:12`` (a block in the whole text, from a search result) and ``zoom:12`` (a picture
shown large). Every clause paragraph carries a named anchor per clause ID it defines and
every block one named ``b<index>``, so the browser scrolls to either.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from html import escape

from .document import Block, Picture, Reference, fold, fold_char, spans

STYLE = """
body { color: #2a1a10; }
h1 { color: #7a0f1a; font-size: 15pt; margin-bottom: 4px; }
h2 { color: #7a0f1a; font-size: 12.5pt; margin-top: 16px; margin-bottom: 4px; }
h3 { color: #4a070f; font-size: 11pt; margin-top: 10px; margin-bottom: 2px; }
p { margin-top: 3px; margin-bottom: 7px; }
a { color: #7a0f1a; text-decoration: none; font-weight: bold; }
.ids { color: #6f5e48; font-size: 8pt; }
.caption { color: #6f5e48; font-style: italic; font-size: 9pt; }
.where { color: #6f5e48; font-size: 9pt; }
.hit { background-color: #f1d67a; }
"""
"""Ink on cream like every list of the app; crimson headings and links (gold, the app's link
colour on wood, cannot be read on cream)."""


@dataclass(frozen=True)
class Words:
    """The few words of the page itself, translated by the caller."""

    enlarge: str = "Click to see it large"
    in_context: str = "Show in the rules"
    no_match: str = "Nothing matches."


PictureSource = Callable[[int, Picture], tuple[str, int, int]]
"""Gives a picture's image name and its size in pixels, from its block index."""


def page_html(
    reference: Reference,
    picture_source: PictureSource,
    words: Words = Words(),
    only: Collection[int] | None = None,
    query: str = "",
) -> str:
    """The whole reference, or only the blocks ``only`` (search results) under their headings.

    ``query``'s words are highlighted wherever they occur.
    """
    hits = fold(query).split()
    parts: list[str] = []
    if only is None:
        for index, block in enumerate(reference.blocks):
            parts.append(_block(index, block, picture_source, words, hits))
    else:
        shown: set[int] = set()
        for index in sorted(only):
            heading = reference.section_of(index)
            if heading is not None and heading not in shown and heading != index:
                shown.add(heading)
                parts.append(_block(heading, reference.blocks[heading], picture_source, words, []))
            shown.add(index)
            parts.append(_block(index, reference.blocks[index], picture_source, words, hits))
            if reference.blocks[index].kind not in ("section", "subsection"):
                parts.append(
                    f'<p class="where"><a href="block:{index}">↪ {escape(words.in_context)}</a></p>'
                )
        if not only:
            parts.append(f"<p><i>{escape(words.no_match)}</i></p>")
    return "<html><body>" + "\n".join(parts) + "</body></html>"


def _block(
    index: int, block: Block, picture_source: PictureSource, words: Words, hits: list[str]
) -> str:
    anchor = f'<a name="b{index}"></a>'
    if block.kind in ("title", "section", "subsection"):
        tag = {"title": "h1", "section": "h2", "subsection": "h3"}[block.kind]
        return f"<{tag}>{anchor}{inline(block.text, hits)}</{tag}>"
    if block.picture is not None:
        src, width, height = picture_source(index, block.picture)
        caption = escape(block.text)
        return (
            f'<p align="center">{anchor}<a href="zoom:{index}" title="{escape(words.enlarge)}">'
            f'<img src="{escape(src)}" width="{width}" height="{height}"></a><br>'
            f'<span class="caption">{inline(block.text, hits) if hits else caption}</span> '
            f'<a href="zoom:{index}" title="{escape(words.enlarge)}">⤢</a></p>'
        )
    head = ""
    if block.ids:
        # <nobr>: an ID is never broken at its hyphens.
        names = " · ".join(f'<a name="{i}"></a><nobr>{_hit(i, hits)}</nobr>' for i in block.ids)
        head = f'<span class="ids">{names}</span><br>'
    body = inline(block.text, hits)
    if block.kind == "item":
        return f"<ul><li>{anchor}{head}{body}</li></ul>"
    return f"<p>{anchor}{head}{body}</p>"


def inline(text: str, hits: Sequence[str] = ()) -> str:
    """Inline Markdown as HTML: bold, italic, clause IDs as links, ``hits`` highlighted."""
    out = []
    for span in spans(text):
        html = _hit(span.text, hits)
        if span.clause:
            html = f'<nobr><a href="clause:{span.clause}">{html}</a></nobr>'
        if span.bold:
            html = f"<b>{html}</b>"
        if span.italic:
            html = f"<i>{html}</i>"
        out.append(html)
    return "".join(out)


def _hit(text: str, hits: Sequence[str]) -> str:
    """``text`` escaped, with every occurrence of a folded word of ``hits`` highlighted."""
    if not hits:
        return escape(text)
    folded: list[str] = []
    origin: list[int] = []  # the index in ``text`` of each folded character
    for position, char in enumerate(text):
        for piece in fold_char(char):
            folded.append(piece)
            origin.append(position)
    flat = "".join(folded)
    marked = [False] * len(text)
    for word in hits:
        start = flat.find(word)
        while start >= 0:
            for k in range(start, start + len(word)):
                marked[origin[k]] = True
            start = flat.find(word, start + 1)
    out = []
    position = 0
    while position < len(text):
        end = position
        while end < len(text) and marked[end] == marked[position]:
            end += 1
        chunk = escape(text[position:end])
        out.append(f'<span class="hit">{chunk}</span>' if marked[position] else chunk)
        position = end
    return "".join(out)
