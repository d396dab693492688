"""A score track: numbered spaces in a line or a serpentine, laps, a target flag.

The track is one item; the markers on it are ordinary tokens placed by
:func:`track_tokens`, so they glide from space to space like any other item. Several
markers on one space are stacked diagonally (as BGA's Zone does in Can't Stop), and a
marker past the last space wraps round with its lap count in its label.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, GOLD, GOLD_LIGHT
from .fonts import TEXT_SMALL, board_font
from .items import BoardItem
from .specs import TokenSpec, TrackSpec

STACK_STEP = 7.0
"""Offset of each further marker on the same space (diagonal stack)."""


@dataclass(frozen=True)
class Marker:
    """A seat's marker on a track: where it stands and how it looks."""

    id: str
    value: int
    colour: str
    shape: str
    letter: str
    tooltip: str = ""


def space_rect(track: TrackSpec, space: int) -> QRectF:
    """Scene rectangle of space number ``space`` (wrapped into the track)."""
    index = (space - track.first) % track.spaces
    row, column = divmod(index, track.columns)
    if row % 2:  # serpentine: odd rows run back
        column = track.columns - 1 - column
    return QRectF(track.x + column * track.cell, track.y + row * track.cell, track.cell, track.cell)


def laps(track: TrackSpec, value: int) -> int:
    """How many times a marker at ``value`` has gone all the way round."""
    return max(0, (value - track.first) // track.spaces)


def track_tokens(track: TrackSpec, markers: Sequence[Marker], size: float = 0.0) -> list[TokenSpec]:
    """Tokens for ``markers`` on ``track``: stacked diagonally, lap count in the label."""
    size = size or track.cell * 0.62
    by_space: dict[int, int] = {}
    out: list[TokenSpec] = []
    for marker in markers:
        index = (marker.value - track.first) % track.spaces
        depth = by_space.get(index, 0)
        by_space[index] = depth + 1
        rect = space_rect(track, marker.value)
        lap = laps(track, marker.value)
        out.append(
            TokenSpec(
                id=marker.id,
                x=rect.left() + 3 + depth * STACK_STEP,
                y=rect.top() + 3 + depth * STACK_STEP,
                z=track.z + 1 + depth,
                colour=marker.colour,
                shape=marker.shape,
                label=marker.letter[:1] + (f"{lap + 1}" if lap else ""),
                size=size,
                tooltip=marker.tooltip,
            )
        )
    return out


class TrackItem(BoardItem):
    """Draws a :class:`TrackSpec`: the spaces, every fifth number, the flag."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, TrackSpec)
        rows = -(-spec.spaces // spec.columns)
        return min(spec.spaces, spec.columns) * spec.cell, rows * spec.cell

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, TrackSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(board_font(TEXT_SMALL, serif=False))
        origin = QPointF(spec.x, spec.y)
        flag = None if spec.flag is None else spec.first + (spec.flag - spec.first) % spec.spaces
        for number in range(spec.first, spec.first + spec.spaces):
            rect = space_rect(spec, number).translated(-origin)
            shade = 0x30 if (number // spec.every) % 2 else 0x18
            painter.setBrush(QColor(255, 240, 200, shade))
            painter.setPen(QPen(QColor(GOLD), 1))
            painter.drawRect(rect.adjusted(1, 1, -1, -1))
            if number == spec.first or number % spec.every == 0:
                painter.setPen(QColor(GOLD_LIGHT))
                painter.drawText(
                    rect.adjusted(2, 0, -3, -1),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                    str(number),
                )
            if number == flag:
                painter.setPen(QPen(QColor(CREAM), 2))
                painter.drawRect(rect.adjusted(2, 2, -2, -2))
                painter.setFont(board_font(spec.cell * 0.5, bold=True, serif=False))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "⚑")
                painter.setFont(board_font(TEXT_SMALL, serif=False))
        self.paint_marks(painter, 2)
