"""Fold the log's repetitions (Qt-free): a line said again at once, and a player's
self-cancelling lines repeated turn after turn, are shown once with how many times.

The log gives each entry as ``(actor, text, cancels)``: the seat heading its group, its
words, and whether it is of a kind its game declares self-cancelling (``FOLDED`` in
``events_<game>.py``: Sipario's "cancels the extra show", "gives up the debut"). The
answer is a count per entry: ``0`` for an entry folded into a later one, else how many
times its line is said (the log writes "(×3)" after a line said three times). The latest
one stays, at its place in the story.

- A line identical to the line just before it in the same group folds into it.
- A group's self-cancelling lines identical to those of the same player's previous group
  (only other players' groups between) fold into the later group's.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import cache

Line = tuple[int, str, bool]
"""(actor, text, self-cancelling) of one entry."""


def fold(lines: Sequence[Line]) -> list[int]:
    """How many times each entry's line is said; ``0``: folded into a later entry."""
    counts = [1] * len(lines)
    last: dict[int, list[int]] = {}
    """Per actor, the self-cancelling lines still shown of its last group."""
    actor: int | None = None
    mine: list[int] = []
    previous = -1
    for index, (who, text, cancels) in enumerate(lines):
        if who != actor:
            if actor is not None:
                _fold_group(lines, counts, last, actor, mine)
            actor, mine, previous = who, [], -1
        elif previous >= 0 and lines[previous][1] == text:  # said again at once
            counts[index] += counts[previous]
            counts[previous] = 0
            if mine and mine[-1] == previous:
                mine.pop()
        if cancels:
            mine.append(index)
        previous = index
    if actor is not None:
        _fold_group(lines, counts, last, actor, mine)
    return counts


def _fold_group(
    lines: Sequence[Line],
    counts: list[int],
    last: dict[int, list[int]],
    actor: int,
    mine: list[int],
) -> None:
    """A group of ``actor`` ends: its self-cancelling lines fold those of its last group
    when they say the same."""
    before = last.get(actor)
    if mine and before and len(mine) == len(before):
        if all(lines[i][1] == lines[j][1] for i, j in zip(mine, before, strict=True)):
            for now, then in zip(mine, before, strict=True):
                counts[now] += counts[then]
                counts[then] = 0
    last[actor] = mine


@cache
def self_cancelling(game_id: str) -> frozenset[str]:
    """The event kinds ``game_id`` declares self-cancelling (``FOLDED``)."""
    if not game_id.isidentifier():
        return frozenset()
    try:
        module = importlib.import_module(f"divas_desktop.i18n.events_{game_id}")
    except ModuleNotFoundError:
        return frozenset()
    return frozenset(getattr(module, "FOLDED", ()))


def counted_line(text: str, count: int) -> str:
    """A line said ``count`` times: "(×3)" after it (numbers and × read in every language)."""
    return text if count <= 1 else f"{text} (×{count})"
