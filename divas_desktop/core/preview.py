"""What a move would yield, told before it is made: the preview of a drop (Qt-free).

A game says which quantities of a seat's view matter (its ``measures``: fame, applause,
goods, a production's value…); :meth:`Game.preview` applies the action on a copy and
compares those quantities in the seat's view before and after. So a preview never
restates a rule (the engine's ``apply`` did the work) and never shows what the seat may
not see (only its own view is read).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Measure:
    """One quantity of a seat's view that a preview compares.

    ``kind`` is the text code of its preview line; ``params`` name what it is about (a
    house, an opera, a good), as events' params do; the line also gets ``amount``.
    """

    kind: str
    value: int
    params: Mapping[str, Any] = field(default_factory=dict)
    standing: bool = False
    """``False``: the line tells the change ("+2 Applause"); ``True``: the value as it
    will stand ("the bid: 7, 3 coins"), told when it changes."""
    group: str = ""
    """Measures of one thing (a production): when one of them is told, the standing
    ones of the same group are told too (a cast role also shows the show's value)."""


Measures = dict[str, Measure]
"""A seat's measures by a key stable from one state to the next."""


@dataclass(frozen=True, slots=True)
class PreviewLine:
    """One line of a preview: a text code and its parameters (like an event's)."""

    kind: str
    params: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Preview:
    """What an action would yield for the seat taking it, line by line."""

    lines: tuple[PreviewLine, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.lines)


def compare(before: Measures, after: Measures) -> Preview:
    """The lines that tell how ``after`` differs from ``before``, in ``after``'s order.

    A changing quantity gives its change (``amount``), a standing one its new value; a
    changing quantity that is gone afterwards has lost all it had.
    """
    told: dict[str, PreviewLine] = {}
    for key, measure in after.items():
        old = before.get(key)
        if measure.standing:
            if old is None or old.value != measure.value or old.kind != measure.kind:
                told[key] = _line(measure, measure.value)
            continue
        change = measure.value - (old.value if old is not None and not old.standing else 0)
        if change:
            told[key] = _line(measure, change)
    for key, measure in before.items():
        if key not in after and not measure.standing and measure.value:
            told[key] = _line(measure, -measure.value)
    groups = {m.group for k, m in {**before, **after}.items() if k in told and m.group}
    lines = [
        told[key] if key in told else _line(measure, measure.value)
        for key, measure in after.items()
        if key in told or (measure.standing and measure.group in groups)
    ]
    lines += [line for key, line in told.items() if key not in after]
    return Preview(tuple(lines))


def _line(measure: Measure, amount: int) -> PreviewLine:
    return PreviewLine(measure.kind, {**measure.params, "amount": amount})
