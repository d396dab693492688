"""The fallback board: a summary of the view and every legal action as a button.

It makes every registered engine playable before its real board exists.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.digest import to_jsonable
from ...core.types import Action
from ..available import game_title
from ..board import Board, ButtonSpec, LabelSpec, Spec, ZoneSpec
from ..board.items import text_height
from ..theme import CREAM, GOLD_LIGHT

MAX_VALUE_CHARS = 320
"""Long values (a whole deck) are cut so the summary stays readable."""
WIDTH = 860.0
KEY_WIDTH = 190.0


def summarise(value: Any) -> str:
    """Return a short one-paragraph text for a JSON value."""
    if isinstance(value, dict):
        parts = [f"{k}: {summarise(v)}" for k, v in value.items()]
        shown = "; ".join(parts)
    elif isinstance(value, list):
        if not value:
            return "—"
        shown = ", ".join(summarise(v) for v in value)
        shown = f"[{shown}]"
    elif value is None:
        return "—"
    else:
        shown = str(value)
    return shown if len(shown) <= MAX_VALUE_CHARS else shown[: MAX_VALUE_CHARS - 1] + "…"


class GenericBoard(Board):
    """Draws any view as labelled lines; legal actions become buttons underneath."""

    button_columns = 5

    @property
    def buttons(self) -> list[Action]:
        """Every legal action is a button (this board knows no gestures)."""
        return self.legal

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Put the buttons on top, under the title, where they are seen first."""
        top = getattr(self, "_buttons_top", 110.0)
        out: list[Spec] = []
        labels = self.button_labels(actions)
        for index, (action, label) in enumerate(zip(actions, labels, strict=True)):
            row, col = divmod(index, self.button_columns)
            out.append(
                ButtonSpec(
                    id=f"button.{index}",
                    x=24 + col * 164,
                    y=top + row * 46,
                    text=label,
                    action=action,
                    w=156,
                    h=38,
                )
            )
        return out

    def describe(self, view: Any) -> Iterable[Spec]:
        """Summarise each top-level field of the view."""
        data = to_jsonable(view)
        if not isinstance(data, dict):
            data = {"view": data}
        specs: list[Spec] = [
            LabelSpec(
                id="title",
                x=24,
                y=14,
                text=game_title(self.game_id),
                size=18,
                bold=True,
                colour=GOLD_LIGHT,
            ),
            LabelSpec(
                id="note",
                x=24,
                y=50,
                size=9.5,
                colour=CREAM,
                width=WIDTH - 48,
                text=QCoreApplication.translate(
                    "GenericBoard",
                    "This game has no board of its own yet: here is what "
                    "{player} can see, and every move allowed now.",
                ).format(player=self.seat_name(self.viewer)),
            ),
        ]
        y = 84.0
        if self.buttons:
            moves = QCoreApplication.translate("GenericBoard", "Moves allowed now")
            specs.append(
                LabelSpec(id="moves", x=24, y=y, size=11, bold=True, colour=GOLD_LIGHT, text=moves)
            )
            rows = -(-len(self.buttons) // self.button_columns)
            self._buttons_top = y + 26
            y += 26 + rows * 46 + 12
        for key, value in data.items():
            line = summarise(value)
            specs.append(
                LabelSpec(
                    id=f"key.{key}",
                    x=24,
                    y=y,
                    text=key,
                    size=10,
                    bold=True,
                    colour=GOLD_LIGHT,
                    width=KEY_WIDTH - 8,
                )
            )
            specs.append(
                LabelSpec(
                    id=f"field.{key}",
                    x=24 + KEY_WIDTH,
                    y=y,
                    text=line,
                    size=10,
                    width=WIDTH - KEY_WIDTH - 48,
                )
            )
            height = max(
                text_height(key, 10, KEY_WIDTH - 8, True),
                text_height(line, 10, WIDTH - KEY_WIDTH - 48),
            )
            y += height + 7
        specs.insert(
            0,
            ZoneSpec(
                id="summary", x=0, y=0, z=-1, w=WIDTH, h=y + 10, target=False, fill="#2a170dcc"
            ),
        )
        return specs
