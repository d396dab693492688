"""The opera house boards: the house frame, its Fame track, the Applause bars, note and
instrument tokens.

The board is turned so the viewer's side of every house faces the bottom of the screen:
each item is told which diva sits at the top and which at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.items import BoardItem, shape_path
from ...board.specs import CounterSpec, Spec
from ...theme import CREAM, GOLD, GOLD_LIGHT, INK, qcolor
from .icons import paint_instrument
from .paint import (
    DIVA_COLOURS,
    DIVA_INK,
    PAPER_INK,
    TEXT_FLOOR,
    draw_text,
    paint_ready,
    text_width,
)
from .pictures import remembered

Align = Qt.AlignmentFlag
Badge = tuple[str, str, str]
"""(colour, shape, letter) of a diva."""


@dataclass(frozen=True)
class HouseSpec(Spec):
    """An opera house board: its name and instrument; each side tinted for its diva."""

    w: float = 162.0
    h: float = 262.0
    title: str = ""
    instrument: str = "violin"
    target: bool = True


@remembered
class HouseItem(BoardItem):
    """Draws a :class:`HouseSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, HouseSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, HouseSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(QColor(40, 14, 16, 200))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        header = QRectF(2, 2, rect.width() - 4, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#5a0d16"))
        painter.drawRoundedRect(header, 6, 6)
        paint_instrument(painter, QRectF(5, 3, 18, 18), spec.instrument, GOLD_LIGHT)
        name = header.adjusted(24, 0, -3, 0)
        # A long name (Ópera Estatal de Viena) is set in roman rather than cut or shrunk.
        bold = text_width(spec.title, TEXT_FLOOR, bold=True) <= name.width()
        draw_text(
            painter,
            name,
            spec.title,
            12,
            bold=bold,
            colour=GOLD_LIGHT,
            align=Align.AlignLeft | Align.AlignVCenter,
        )
        self.paint_marks(painter, 8)


@dataclass(frozen=True)
class SideSpec(Spec):
    """A diva's side of a house, tinted in her colour (it moves when the table turns)."""

    w: float = 160.0
    h: float = 110.0
    colour: str = DIVA_COLOURS[0]
    z: float = 0.5


@remembered
class SideItem(BoardItem):
    """Draws a :class:`SideSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, SideSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, SideSpec)
        tint = QColor(spec.colour)
        tint.setAlpha(38)
        painter.fillRect(self.frame(), tint)


@dataclass(frozen=True)
class FameTrackSpec(Spec):
    """The Fame track of a house: 7 spaces, the neutral one in the middle (G-DIV-05);
    the three nearer a diva lean toward her. Its counter is a separate token."""

    w: float = 16.0
    h: float = 98.0
    top: Badge = (DIVA_COLOURS[1], "square", "T")
    bottom: Badge = (DIVA_COLOURS[0], "circle", "C")


@remembered
class FameTrackItem(BoardItem):
    """Draws a :class:`FameTrackSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, FameTrackSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, FameTrackSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = spec.h / 7
        for index in range(7):
            box = QRectF(0, index * cell, spec.w, cell)
            steps = 3 - index  # +3 (top) … 0 … -3 (bottom)
            if steps == 0:
                painter.setBrush(QColor(CREAM))
            else:
                colour = QColor(spec.top[0] if steps > 0 else spec.bottom[0])
                colour.setAlpha(90 + 50 * abs(steps))
                painter.setBrush(colour)
            painter.setPen(QPen(QColor(INK), 0.8))
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5))
            if steps:
                ink = (
                    DIVA_INK[1]
                    if (spec.top if steps > 0 else spec.bottom)[0] == DIVA_COLOURS[1]
                    else CREAM
                )
                draw_text(
                    painter, box, str(abs(steps)), TEXT_FLOOR, bold=True, serif=False, colour=ink
                )
        self.paint_marks(painter, 2)


@dataclass(frozen=True)
class ApplauseSpec(CounterSpec):
    """A diva's Applause in a house against the opera's minimum (a change floats "+2")."""

    minimum: int = 5
    w: float = 100.0
    h: float = 18.0
    reached: bool = False
    """The minimum is reached: she may close the opera."""


@remembered
class ApplauseItem(BoardItem):
    """Draws an :class:`ApplauseSpec`: the diva's badge, a bar of spaces, "value/minimum"."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ApplauseSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ApplauseSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        badge = QRectF(0, 1, rect.height() - 2, rect.height() - 2)
        painter.setBrush(qcolor(spec.colour))
        painter.setPen(QPen(QColor(INK), 1))
        painter.drawPath(shape_path(spec.shape, badge))
        draw_text(painter, badge, spec.mark, TEXT_FLOOR, bold=True, serif=False, colour=INK)
        label = f"{spec.value}/{spec.minimum}"
        label_w = 34.0
        bar = QRectF(
            badge.right() + 3, 4, rect.width() - badge.right() - 6 - label_w, rect.height() - 8
        )
        spaces = max(spec.minimum, spec.value)
        cell = bar.width() / spaces
        for index in range(spaces):
            box = QRectF(bar.left() + index * cell, bar.top(), cell, bar.height())
            if index < spec.value:
                painter.setBrush(qcolor(spec.colour))
            else:
                painter.setBrush(QColor(0, 0, 0, 80))
            painter.setPen(QPen(QColor(GOLD) if index == spec.minimum - 1 else QColor(INK), 0.8))
            painter.drawRect(box.adjusted(0.4, 0, -0.4, 0))
        text_box = QRectF(bar.right() + 2, 0, label_w, rect.height())
        draw_text(
            painter,
            text_box,
            label,
            11.5,
            bold=True,
            serif=False,
            colour=GOLD_LIGHT if spec.reached else CREAM,
            align=Align.AlignRight | Align.AlignVCenter,
        )
        self.paint_marks(painter, 4)


@dataclass(frozen=True)
class NoteTokenSpec(Spec):
    """A musical note token in its diva's colour and shape with the note's name;
    ``note`` empty draws an empty note space."""

    note: str = ""
    colour: str = DIVA_COLOURS[0]
    shape: str = "circle"
    size: float = 26.0
    height: float = 0.0
    """Lower than wide (a note space in a house: "SOL" fits at 11 px); 0: round."""
    ready: bool = False
    """The viewer may move it now (a note she may send): a gold halo."""


@remembered
class NoteTokenItem(BoardItem):
    """Draws a :class:`NoteTokenSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, NoteTokenSpec)
        return spec.size, spec.height or spec.size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, NoteTokenSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        if spec.ready:
            paint_ready(painter, rect, spec.size / 2)
        path = shape_path(spec.shape, rect.adjusted(1, 1, -1, -1))
        if not spec.note:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.setPen(QPen(QColor(GOLD), 1, Qt.PenStyle.DashLine))
            painter.drawPath(path)
        else:
            painter.setBrush(qcolor(spec.colour))
            painter.setPen(QPen(QColor(INK), 1.5))
            painter.drawPath(path)
            ink = DIVA_INK[1] if spec.colour == DIVA_COLOURS[1] else DIVA_INK[0]
            inset = 1 if spec.height else 2
            draw_text(
                painter,
                rect.adjusted(inset, 2, -inset, -2),
                spec.note,
                spec.size * 0.42,
                bold=True,
                serif=False,
                colour=ink,
            )
        self.paint_marks(painter, spec.size / 2)


@dataclass(frozen=True)
class InstrumentTokenSpec(Spec):
    """An instrument token: in the orchestra in its owner's colour and shape, or on the
    Palco Reale board (``used``: turned to its used side)."""

    instrument: str = "violin"
    colour: str = CREAM
    shape: str = "circle"
    letter: str = ""
    used: bool = False
    size: float = 22.0
    ink: str = ""
    """The icon's colour (default: what reads on the token's colour)."""
    outline: bool = True


@remembered
class InstrumentTokenItem(BoardItem):
    """Draws an :class:`InstrumentTokenSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, InstrumentTokenSpec)
        return spec.size, spec.size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, InstrumentTokenSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        if spec.outline:
            path = shape_path(spec.shape, rect.adjusted(1, 1, -1, -1))
            painter.setBrush(QColor("#4a3a2a") if spec.used else qcolor(spec.colour))
            painter.setPen(QPen(QColor(INK), 1.5))
            painter.drawPath(path)
        ink = spec.ink or (CREAM if spec.used or spec.colour == DIVA_COLOURS[0] else PAPER_INK)
        inset = spec.size * (0.2 if spec.outline else 0.05)
        paint_instrument(painter, rect.adjusted(inset, inset, -inset, -inset), spec.instrument, ink)
        if spec.used:  # the used side: crossed out as well as darker
            painter.setPen(QPen(QColor(GOLD_LIGHT), 2))
            w = rect.width()
            painter.drawLine(QPointF(w * 0.2, w * 0.8), QPointF(w * 0.8, w * 0.2))
        self.paint_marks(painter, spec.size / 2)
