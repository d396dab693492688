"""The board of the tests' small games: each field of the view as a line, each action a button.

The toy game ("High card", ``toygame.py``) and the step-counting games of the pacing
tests prove the window, the curtain and the saves without a real game's board; this
board draws exactly the view it is given, so a test can read from ``field.<name>`` what
the seat in front of the screen sees.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from divas_desktop.ui.board import Board, LabelSpec, Spec


class ToyBoard(Board):
    """One label per view field; every action is a button (no gestures)."""

    def describe(self, view: Any) -> Iterator[Spec]:
        """A line ``name: value`` per field of the view, top to bottom."""
        fields = view if isinstance(view, dict) else view.model_dump()
        for row, (name, value) in enumerate(fields.items()):
            yield LabelSpec(id=f"field.{name}", x=20, y=20 + 24 * row, text=f"{name}: {value}")
