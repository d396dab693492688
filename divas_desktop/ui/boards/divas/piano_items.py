"""The piano board: white keys (note, VP), black keys (their two actions), the Diva
figures and the tessitura brackets with their handles.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.items import BoardItem
from ...board.specs import Spec
from ...theme import CREAM, GOLD, GOLD_LIGHT, INK, qcolor
from .icons import paint_action
from .paint import DIVA_COLOURS, DIVA_INK, TEXT_FLOOR, draw_text, paint_ready
from .pictures import remembered

Align = Qt.AlignmentFlag


@dataclass(frozen=True)
class WhiteKeySpec(Spec):
    """A white key: its note and the VP a note token on it is worth at the end."""

    w: float = 50.0
    h: float = 120.0
    note: str = "DO"
    vp: int = 1
    target: bool = True


@remembered
class WhiteKeyItem(BoardItem):
    """Draws a :class:`WhiteKeySpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, WhiteKeySpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, WhiteKeySpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor("#fffaf0"))
        gradient.setColorAt(1, QColor("#e8dcc2"))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(INK), 1.2))
        painter.drawRoundedRect(rect.adjusted(0.5, 0, -0.5, 0), 3, 3)
        # The VP value in a small gold medal (5, 3 or 1), in the gap between black keys.
        medal = QRectF(rect.width() / 2 - 9, 44, 18, 18)
        painter.setBrush(QColor(GOLD if spec.vp >= 5 else "#c9b27a" if spec.vp >= 3 else "#e0d2ae"))
        painter.setPen(QPen(QColor("#7a5a1a"), 1))
        painter.drawEllipse(medal)
        draw_text(painter, medal, str(spec.vp), 11.5, bold=True, serif=False)
        draw_text(
            painter,
            QRectF(1, rect.height() - 17, rect.width() - 2, 15),
            spec.note,
            11.5,
            bold=True,
            serif=False,
            colour="#8a1c24",
        )
        self.paint_marks(painter, 3)


@dataclass(frozen=True)
class BlackKeySpec(Spec):
    """A black key between two white keys, printed with its two actions.

    ``lit`` marks the actions still to perform on the chosen key (the used one dims).
    """

    w: float = 26.0
    h: float = 72.0
    actions: tuple[str, ...] = ()
    chosen: bool = False
    lit: tuple[str, ...] = ()
    z: float = 2.0


@remembered
class BlackKeyItem(BoardItem):
    """Draws a :class:`BlackKeySpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, BlackKeySpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, BlackKeySpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor("#2b2b2b"))
        gradient.setColorAt(1, QColor("#0c0c0c"))
        painter.setBrush(gradient)
        painter.setPen(
            QPen(QColor(GOLD_LIGHT) if spec.chosen else QColor("#000000"), 2 if spec.chosen else 1)
        )
        painter.drawRoundedRect(rect, 3, 3)
        size = rect.width() - 6
        for index, action in enumerate(spec.actions):
            box = QRectF(3, 6 + index * (size + 6), size, size)
            used = spec.chosen and action not in spec.lit
            if spec.chosen and not used:
                painter.setBrush(QColor(120, 90, 20, 200))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 3, 3)
            paint_action(painter, box, action, "#6a6a6a" if used else CREAM)
        self.paint_marks(painter, 3)


@dataclass(frozen=True)
class DivaFigureSpec(Spec):
    """A Diva figure standing on a white key: her colour, shape and letter."""

    colour: str = DIVA_COLOURS[0]
    letter: str = "C"
    w: float = 24.0
    h: float = 34.0
    z: float = 6.0
    ready: bool = False


@remembered
class DivaFigureItem(BoardItem):
    """Draws a :class:`DivaFigureSpec`: a singer's silhouette, head and gown."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, DivaFigureSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, DivaFigureSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = spec.w, spec.h
        if spec.ready:
            paint_ready(painter, self.frame(), 8)
        fill = qcolor(spec.colour)
        painter.setPen(QPen(QColor(INK), 1.5))
        painter.setBrush(fill)
        gown = QPainterPath()
        gown.moveTo(w * 0.5, h * 0.3)
        gown.cubicTo(w * 0.2, h * 0.4, w * 0.1, h * 0.8, 0, h)
        gown.lineTo(w, h)
        gown.cubicTo(w * 0.9, h * 0.8, w * 0.8, h * 0.4, w * 0.5, h * 0.3)
        painter.drawPath(gown)
        painter.drawEllipse(QPointF(w * 0.5, h * 0.17), w * 0.2, h * 0.14)
        ink = DIVA_INK[1] if spec.colour == DIVA_COLOURS[1] else DIVA_INK[0]
        draw_text(
            painter,
            QRectF(0, h * 0.5, w, h * 0.5),
            spec.letter,
            12,
            bold=True,
            serif=False,
            colour=ink,
        )
        self.paint_marks(painter, 6)


@dataclass(frozen=True)
class BracketSpec(Spec):
    """A diva's vocal tessitura: a bar from her low marker's key to her high marker's."""

    w: float = 100.0
    h: float = 12.0
    colour: str = DIVA_COLOURS[0]
    letter: str = "C"


@remembered
class BracketItem(BoardItem):
    """Draws a :class:`BracketSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, BracketSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, BracketSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        bar = rect.adjusted(0, 3, 0, -3)
        painter.setBrush(qcolor(spec.colour))
        painter.setPen(QPen(QColor(INK), 1))
        painter.drawRoundedRect(bar, 3, 3)
        self.paint_marks(painter, 3)


@dataclass(frozen=True)
class HandleSpec(Spec):
    """An end of a tessitura bracket (a marker): dragged one key outward (or inward)."""

    colour: str = DIVA_COLOURS[0]
    letter: str = "C"
    side: str = "low"
    up: bool = False
    """The bracket lies above the keyboard (the other diva's): the tab points down."""
    w: float = 18.0
    h: float = 16.0
    z: float = 4.0
    ready: bool = False


@remembered
class HandleItem(BoardItem):
    """Draws a :class:`HandleSpec`: a marker tab with the diva's letter."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, HandleSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, HandleSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = spec.w, spec.h
        if spec.ready:
            paint_ready(painter, self.frame(), 3)
        tip = min(h * 0.3, h - 12.5)  # leaves the letter its 11 px
        if spec.up:
            points = [
                QPointF(0, 0),
                QPointF(w, 0),
                QPointF(w, h - tip),
                QPointF(w / 2, h),
                QPointF(0, h - tip),
            ]
        else:
            points = [
                QPointF(w / 2, 0),
                QPointF(w, tip),
                QPointF(w, h),
                QPointF(0, h),
                QPointF(0, tip),
            ]
        painter.setBrush(qcolor(spec.colour))
        painter.setPen(QPen(QColor(INK), 1.2))
        painter.drawPolygon(QPolygonF(points))
        ink = DIVA_INK[1] if spec.colour == DIVA_COLOURS[1] else DIVA_INK[0]
        text = QRectF(0, 0 if spec.up else tip - 1, w, h - tip + 1)
        draw_text(painter, text, spec.letter, TEXT_FLOOR, bold=True, serif=False, colour=ink)
        self.paint_marks(painter, 3)
