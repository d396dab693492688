"""Questions a board asks after a gesture: which of several legal actions, and how much.

A drop that stands for one legal action plays it. A drop that stands for several never
plays an arbitrary one: it opens a :class:`ChoiceRequest` at the drop point (one step, or
two steps when the options have two-part paths, e.g. "type of The Fool" then "second
target"), or an :class:`AmountsRequest` (steppers that must sum to a total, e.g. a
payment). Every option is one of the engine's legal actions; the panels only let the
player pick one. Qt-free values; the widgets are in ``panels.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

Action = Any
"""An engine action (``divas_desktop.core.types.Action``)."""


@dataclass(frozen=True)
class Option:
    """One legal action offered, with what it will do."""

    action: Action
    label: str
    detail: str = ""
    """Its consequence, from the view: cost, points ("2 gold · +3 PN")."""
    path: tuple[str, ...] = ()
    """Step labels when the panel asks in two steps (default: just ``label``)."""

    def steps(self) -> tuple[str, ...]:
        """The labels this option is reached by, one per step."""
        return self.path or (self.label,)


@dataclass(frozen=True)
class ChoiceRequest:
    """Pick one of ``options`` (a drop chooser, or a two-step target panel)."""

    title: str
    options: tuple[Option, ...]
    anchor: tuple[float, float] = (0.0, 0.0)
    """Scene point where the panel opens (the drop point)."""
    item_id: str | None = None
    """The item that was dropped: it waits at the drop point, and snaps back on cancel."""
    step_titles: tuple[str, ...] = ()
    """A heading per step of a two-step panel."""

    def depth(self) -> int:
        """How many steps the panel asks (1 or more)."""
        return max((len(o.steps()) for o in self.options), default=1)

    def labels_at(self, chosen: Sequence[str]) -> list[str]:
        """The distinct labels of the next step after the labels ``chosen``, in order."""
        seen: list[str] = []
        for option in self.options:
            steps = option.steps()
            if tuple(steps[: len(chosen)]) == tuple(chosen) and len(steps) > len(chosen):
                label = steps[len(chosen)]
                if label not in seen:
                    seen.append(label)
        return seen

    def details_at(self, chosen: Sequence[str]) -> dict[str, str]:
        """For each next label, the detail of the option it completes (if it does)."""
        out: dict[str, str] = {}
        for option in self.options:
            steps = option.steps()
            if len(steps) == len(chosen) + 1 and tuple(steps[:-1]) == tuple(chosen):
                out.setdefault(steps[-1], option.detail)
        return out

    def option_for(self, chosen: Sequence[str]) -> Option | None:
        """The option reached by the labels ``chosen``, once they are complete."""
        for option in self.options:
            if option.steps() == tuple(chosen):
                return option
        return None


@dataclass(frozen=True)
class AmountsRequest:
    """Set amounts (one stepper per row) that add up to ``total``; only legal sets confirm.

    ``options`` pairs each legal vector of amounts with its action, so the panel never
    invents a payment: Confirm is enabled only on a vector the engine offered.
    """

    title: str
    rows: tuple[str, ...]
    options: tuple[tuple[tuple[int, ...], Action], ...]
    total: int | None = None
    presets: tuple[tuple[str, tuple[int, ...]], ...] = ()
    """Named starting points ("most plentiful first"); the first one is the default."""
    anchor: tuple[float, float] = (0.0, 0.0)
    item_id: str | None = None
    marks: tuple[str, ...] = field(default=())
    """A letter or symbol per row (never colour alone)."""

    def bounds(self, row: int) -> tuple[int, int]:
        """Smallest and largest amount any legal vector has in ``row``."""
        values = [vector[row] for vector, _a in self.options]
        return (min(values), max(values)) if values else (0, 0)

    def action_for(self, amounts: Sequence[int]) -> Action | None:
        """The legal action with exactly these amounts, if any."""
        wanted = tuple(amounts)
        for vector, action in self.options:
            if vector == wanted:
                return action
        return None

    def start(self) -> tuple[int, ...]:
        """The amounts the panel opens with: the first preset, else the first legal vector."""
        if self.presets:
            return self.presets[0][1]
        if self.options:
            return self.options[0][0]
        return tuple(0 for _ in self.rows)
