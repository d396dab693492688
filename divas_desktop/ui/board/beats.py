"""The beats of a move: the moments the table stops on while someone else plays.

A computer's turn (or the result of a move, as the table shows it to everyone) is
followed in beats: each visible change gets its own moment, written on the item where
it happens ("Tosca stages Nabucco: 5 PN" on the production, "+4 VP" on the Palco Reale
guest who gave them), long enough to be read. The board decides what a beat is from the
events of the move (``Board.beats``, each board's ``motion.py``); the animation queue
plays them one after the other, each lasting at least :func:`beat_ms`; the controller
holds the pace between them (the speed, and the step-by-step mode's "Next").

This module is Qt-free: the beats are plain values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..animation_speed import animation_speed

BEAT_MS = {"off": 0, "fast": 350, "normal": 650, "slow": 1100}
"""The least time a beat stays on the table, at each speed (a card played, a cast)."""
MAJOR_MS = {"off": 0, "fast": 800, "normal": 1500, "slow": 2600}
"""The least time of a beat that decides the game: a staging, a closing and its Palco
Reale scoring, a reveal of the bids, the final count."""
MAX_LABELS = 4
"""Labels of one beat, at most: more would cover the table."""


@dataclass(frozen=True)
class Beat:
    """One moment of a move."""

    labels: tuple[tuple[str, str], ...] = ()
    """``(item id, text)``: what happened, written on the item where it happened
    (an item of the table now, or one kept from before); ``""``: over the table."""
    major: bool = False
    """A moment that decides the game: it stays longer (:data:`MAJOR_MS`)."""
    keep: tuple[str, ...] = ()
    """Items the viewer saw before the move that stay as they were until this beat ends
    (a staged production, the guests who scored), instead of vanishing at once."""


def beat_ms(major: bool = False, speed: str | None = None) -> int:
    """How long a beat lasts at least, at ``speed`` (default: the chosen one)."""
    table = MAJOR_MS if major else BEAT_MS
    return table[speed or animation_speed()]


def steps_of(entries: Sequence[tuple]) -> list[list[tuple]]:
    """The ``(step, seat, event)`` entries of a move, grouped by the step that made them."""
    groups: list[list[tuple]] = []
    for entry in entries:
        if groups and groups[-1][0][0] == entry[0]:
            groups[-1].append(entry)
        else:
            groups.append([entry])
    return groups


def cut(
    entries: Sequence[tuple],
    moment_of: Callable[[Any], str | None],
    per_step: bool = True,
) -> list[list[tuple]]:
    """Cut a move's entries into the runs its beats show.

    ``moment_of(event)`` names the moment an event opens (``"closing"``, ``"palco"``…)
    or ``None`` when it belongs with what came before; a new run starts at every event
    naming another moment than the run's, and (``per_step``) at every step.
    """
    runs: list[list[tuple]] = []
    current: str | None = None
    for group in steps_of(entries) if per_step else [list(entries)]:
        runs.append([])
        current = None
        for entry in group:
            moment = moment_of(entry[-1])
            if moment is not None and moment != current:
                if runs[-1]:
                    runs.append([])
                current = moment
            runs[-1].append(entry)
    return [run for run in runs if run]


def labelled(
    entries: Iterable[tuple],
    place: Callable[[Any], str | None],
    words: Callable[[Any], str],
) -> tuple[tuple[str, str], ...]:
    """Labels for the events of ``entries``: each written where ``place`` puts it (``None``:
    not shown), the events without a place gathered over the table; at most
    :data:`MAX_LABELS`, the lines of one item joined."""
    texts: dict[str, list[str]] = {}
    for entry in entries:
        event = entry[-1]
        where = place(event)
        if where is None:
            continue
        line = words(event).strip()
        if line and line not in texts.get(where, []):
            texts.setdefault(where, []).append(line)
    ordered = [key for key in texts if key] + ([""] if "" in texts else [])
    return tuple((key, "\n".join(texts[key][:3])) for key in ordered[:MAX_LABELS])
