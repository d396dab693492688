"""Every text a Divas item paints, with the size it is painted at and whether it fits its box.

The probe paints items straight into an image (never through a cached picture), with
``QPainter.drawText`` watched: each call records the text, its size in scene pixels (the
font's pixel size times the painter's scale) and, for a text drawn in a rectangle, the
room the font needs there against the rectangle (Qt clips what overflows).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.board.kinds import make_item
from divas_desktop.ui.board.specs import Spec
from divas_desktop.ui.boards.divas.items import ITEM_TYPES

FLOOR = 11.0
"""The readable floor of the board design study (BOARDS.md §10), in scene pixels."""
TOLERANCE = 1.0
"""Pixels a text may exceed its box by (anti-aliasing, rounding)."""


@dataclass(frozen=True)
class Painted:
    """One text painted by an item."""

    where: str
    text: str
    px: float
    box: tuple[float, float] | None
    needed: tuple[float, float] | None

    @property
    def cut(self) -> bool:
        """The text needs more room than its rectangle (Qt cuts it)."""
        if self.box is None or self.needed is None:
            return False
        return self.needed[0] > self.box[0] + TOLERANCE or self.needed[1] > self.box[1] + TOLERANCE

    @property
    def small(self) -> bool:
        """The text is smaller than the floor."""
        return self.px < FLOOR - 0.01

    def __str__(self) -> str:
        box = f" in {self.box[0]:.0f}×{self.box[1]:.0f}" if self.box else ""
        need = f" needs {self.needed[0]:.0f}×{self.needed[1]:.0f}" if self.needed else ""
        return f"{self.where}: {self.text!r} at {self.px:.1f} px{box}{need}"


def _pixels(painter: QPainter) -> float:
    """The painter's font size in scene pixels (its scale included)."""
    font = painter.font()
    px = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
    return px * abs(painter.worldTransform().m22())


@contextmanager
def watching(out: list[Painted], where: list[str]) -> Iterator[None]:
    """Record every ``drawText`` into ``out``, labelled with ``where[0]``."""
    draw_text = QPainter.drawText

    def measured(painter: QPainter, *args):
        if len(args) == 3 and isinstance(args[0], QRectF | QRect) and isinstance(args[2], str):
            rect, flags, text = QRectF(args[0]), int(args[1]), args[2]
            if text.strip() and rect.width() > 0 and rect.height() > 0:
                needed = QFontMetricsF(painter.font()).boundingRect(rect, flags, text)
                clipped = not flags & int(Qt.TextFlag.TextDontClip)
                out.append(
                    Painted(
                        where[0],
                        text,
                        _pixels(painter),
                        (rect.width(), rect.height()) if clipped else None,
                        (needed.width(), needed.height()) if clipped else None,
                    )
                )
        else:
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                out.append(Painted(where[0], text, _pixels(painter), None, None))
        return draw_text(painter, *args)

    QPainter.drawText = measured  # type: ignore[method-assign]
    try:
        yield
    finally:
        QPainter.drawText = draw_text  # type: ignore[method-assign]


def paint_items(items: Iterable[BoardItem], label: str = "") -> list[Painted]:
    """Paint each item into an image of its own and return the texts it painted."""
    out: list[Painted] = []
    where = [""]
    with watching(out, where):
        for item in items:
            where[0] = f"{label}{item.spec.id} ({type(item.spec).__name__})"
            rect = item.boundingRect()
            image = QImage(
                max(1, int(rect.width()) + 2),
                max(1, int(rect.height()) + 2),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(0)
            painter = QPainter(image)
            painter.translate(-rect.left(), -rect.top())
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
    return out


def paint_specs(specs: Iterable[Spec], label: str = "") -> list[Painted]:
    """Paint each spec as the Divas board draws it and return the texts painted."""
    return paint_items((make_item(s, ITEM_TYPES) for s in specs), label)


def board_items(board) -> list[BoardItem]:
    """The board's own items (its panels over the board excluded)."""
    return [i for i in board.items() if isinstance(i, BoardItem) and i.isVisible()]


def problems(painted: Iterable[Painted]) -> list[Painted]:
    """The texts below the floor or cut, once each."""
    seen: set[tuple[str, str]] = set()
    out = []
    for p in painted:
        if (p.small or p.cut) and (p.where, p.text) not in seen:
            seen.add((p.where, p.text))
            out.append(p)
    return out
