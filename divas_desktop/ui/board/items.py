"""Graphics items drawn in code from specs: crisp at any zoom and on high-DPI screens."""

from __future__ import annotations

import math
from enum import Enum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, CRIMSON, CRIMSON_DARK, GOLD, GOLD_LIGHT, INK, qcolor
from .specs import ButtonSpec, CardSpec, LabelSpec, Spec, TokenSpec, ZoneSpec


class Mark(Enum):
    """How an item is highlighted. Each mode differs by line style and pattern, not colour."""

    NONE = 0
    TARGET = 1
    """A legal place for the item in hand: dashed gold frame and hatching."""
    HOVER = 2
    """The target under the pointer or keyboard cursor: thick solid frame."""
    PICKED = 3
    """The item being moved: lifted with a double frame."""


class BoardItem(QGraphicsItem):
    """Base of the board's items: knows its spec, its highlight and keyboard focus."""

    def __init__(self, spec: Spec) -> None:
        super().__init__()
        self.spec = spec
        self.mark = Mark.NONE
        self.key_focus = False
        self.apply_spec(spec)

    @property
    def item_id(self) -> str:
        """The stable id of this item."""
        return self.spec.id

    def apply_spec(self, spec: Spec) -> None:
        """Take on a new spec (position, text, look)."""
        self.prepareGeometryChange()
        self.spec = spec
        self.setPos(spec.x, spec.y)
        self.setZValue(spec.z)
        self.setToolTip(spec.tooltip)
        self.update()

    def set_mark(self, mark: Mark) -> None:
        """Change the highlight mode."""
        if mark is not self.mark:
            self.mark = mark
            self.update()

    def set_key_focus(self, focused: bool) -> None:
        """Show or hide the keyboard focus ring."""
        if focused != self.key_focus:
            self.key_focus = focused
            self.update()

    def size(self) -> tuple[float, float]:
        """Width and height of the item's frame."""
        return 0.0, 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self.size()
        return QRectF(-6, -6, w + 12, h + 12)

    def frame(self) -> QRectF:
        """The item's own rectangle in item coordinates."""
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def paint_marks(self, painter: QPainter, radius: float = 8.0) -> None:
        """Draw the highlight and focus ring shared by every item kind."""
        rect = self.frame()
        if self.mark is Mark.TARGET:
            painter.setBrush(QBrush(QColor(GOLD_LIGHT), Qt.BrushStyle.BDiagPattern))
            painter.setPen(QPen(QColor(GOLD_LIGHT), 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        elif self.mark is Mark.HOVER:
            painter.setBrush(QBrush(QColor(255, 240, 180, 90)))
            painter.setPen(QPen(QColor(CREAM), 5))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        elif self.mark is Mark.PICKED:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(GOLD_LIGHT), 2))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 2, radius + 2)
        if self.key_focus:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 2, radius + 2)


def _font(size: float, bold: bool = False, italic: bool = False, serif: bool = True) -> QFont:
    font = QFont("Georgia" if serif else "Sans Serif")
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class ZoneItem(BoardItem):
    """A framed area or a card slot."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ZoneSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ZoneSpec)
        rect = self.frame()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(qcolor(spec.fill))
        dash = Qt.PenStyle.DashLine if spec.style == "slot" else Qt.PenStyle.SolidLine
        painter.setPen(QPen(QColor(GOLD), 1.5, dash))
        painter.drawRoundedRect(rect, 10, 10)
        if spec.label:
            painter.setPen(QColor(GOLD_LIGHT))
            painter.setFont(_font(10.5, bold=True, italic=True))
            painter.drawText(
                rect.adjusted(10, 6, -10, -6),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                spec.label,
            )
        self.paint_marks(painter, 10)


class CardItem(BoardItem):
    """A card drawn face up (band, value, title, text) or face down (a curtain-red back)."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, CardSpec)
        return spec.w, spec.h

    def apply_spec(self, spec: Spec) -> None:
        super().apply_spec(spec)
        assert isinstance(spec, CardSpec)
        w, h = spec.w, spec.h
        self.setTransformOriginPoint(w / 2, h / 2)
        self.setRotation(spec.rotation)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, CardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        # A soft shadow gives depth without textures.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(3, 4), 8, 8)
        if spec.face_up:
            self._paint_face(painter, spec, rect)
        else:
            self._paint_back(painter, rect)
        self.paint_marks(painter, 8)

    def _paint_face(self, painter: QPainter, spec: CardSpec, rect: QRectF) -> None:
        painter.setBrush(QColor(CREAM))
        painter.setPen(QPen(QColor(GOLD), 2))
        painter.drawRoundedRect(rect, 8, 8)
        band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 26)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(band, 5, 5)
        painter.setPen(QColor(CREAM))
        painter.setFont(_font(8.5, bold=True))
        painter.drawText(
            band.adjusted(4, 0, -4, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            spec.mark,
        )
        painter.setPen(QColor(INK))
        if spec.value:
            painter.setFont(_font(24, bold=True))
            painter.drawText(
                QRectF(rect.left(), rect.top() + 30, rect.width(), 48),
                Qt.AlignmentFlag.AlignCenter,
                spec.value,
            )
        painter.setFont(_font(8.5, bold=True))
        title_rect = QRectF(rect.left() + 5, rect.top() + 78, rect.width() - 10, 30)
        painter.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            spec.title,
        )
        if spec.text:
            painter.setFont(_font(7, italic=True))
            painter.drawText(
                QRectF(rect.left() + 5, rect.top() + 104, rect.width() - 10, rect.height() - 108),
                Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                spec.text,
            )
        if spec.footer:
            painter.setFont(_font(7))
            painter.drawText(
                rect.adjusted(4, 0, -4, -3),
                Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                spec.footer,
            )

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(CRIMSON))
        gradient.setColorAt(1, QColor(CRIMSON_DARK))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(GOLD), 2))
        painter.drawRoundedRect(rect, 8, 8)
        inner = rect.adjusted(8, 8, -8, -8)
        painter.setBrush(QBrush(QColor(GOLD), Qt.BrushStyle.DiagCrossPattern))
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawRoundedRect(inner, 5, 5)
        painter.setBrush(QColor(CRIMSON_DARK))
        painter.drawEllipse(inner.center(), 16, 16)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(_font(13, bold=True))
        painter.drawText(
            QRectF(inner.center().x() - 16, inner.center().y() - 16, 32, 32),
            Qt.AlignmentFlag.AlignCenter,
            "D",
        )


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """Return the outline of a token shape inside ``rect`` (also used for seat badges)."""
    path = QPainterPath()
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if shape == "square":
        path.addRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4)
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r, c.y()),
                ]
            )
        )
        path.closeSubpath()
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y() + r * 0.8),
                    QPointF(c.x() - r, c.y() + r * 0.8),
                ]
            )
        )
        path.closeSubpath()
    elif shape == "hexagon":
        points = [
            QPointF(
                c.x() + r * math.cos(math.pi / 3 * i + math.pi / 6),
                c.y() + r * math.sin(math.pi / 3 * i + math.pi / 6),
            )
            for i in range(6)
        ]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:
        path.addEllipse(rect)
    return path


class TokenItem(BoardItem):
    """A coloured shape with a letter."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, TokenSpec)
        return spec.size, spec.size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, TokenSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = shape_path(spec.shape, self.frame())
        painter.setBrush(qcolor(spec.colour))
        painter.setPen(QPen(QColor(INK), 2))
        painter.drawPath(path)
        painter.setFont(_font(spec.size * 0.32, bold=True, serif=False))
        painter.setPen(QColor(INK))
        painter.drawText(self.frame(), Qt.AlignmentFlag.AlignCenter, spec.label)
        self.paint_marks(painter, spec.size / 2)


@lru_cache(maxsize=4096)
def text_size(text: str, size: float, width: float, bold: bool = False) -> tuple[float, float]:
    """Width and height of ``text`` wrapped to ``width`` (0: no wrap) in the board font.

    Cached: measuring text is the costliest part of laying out a board.
    """
    metrics = QFontMetricsF(_font(size, bold=bold))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    box = metrics.boundingRect(QRectF(0, 0, width or 4000.0, 100_000), flags, text)
    return box.width(), box.height()


def text_height(text: str, size: float, width: float, bold: bool = False) -> float:
    """Height of ``text`` wrapped to ``width`` in the board font (for laying out labels)."""
    return text_size(text, size, width, bold)[1]


class LabelItem(BoardItem):
    """Text drawn on the board."""

    def _flags(self) -> int:
        return int(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        )

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, LabelSpec)
        width, height = text_size(spec.text, spec.size, spec.width, spec.bold)
        return (spec.width or width) + 2, height + 2

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, LabelSpec)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(_font(spec.size, bold=spec.bold))
        painter.setPen(qcolor(spec.colour))
        painter.drawText(self.frame(), self._flags(), spec.text)
        self.paint_marks(painter, 4)


class ButtonItem(BoardItem):
    """A gold button that sends its action when clicked (or activated by keyboard)."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ButtonSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ButtonSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(GOLD_LIGHT))
        gradient.setColorAt(1, QColor(GOLD))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(INK), 1.5))
        painter.drawRoundedRect(rect, 7, 7)
        painter.setPen(QColor(INK))
        painter.setFont(_font(9.5, bold=True, serif=False))
        painter.drawText(
            rect.adjusted(6, 0, -6, 0),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            spec.text,
        )
        self.paint_marks(painter, 7)


ITEM_TYPES: dict[type, type[BoardItem]] = {
    ZoneSpec: ZoneItem,
    CardSpec: CardItem,
    TokenSpec: TokenItem,
    LabelSpec: LabelItem,
    ButtonSpec: ButtonItem,
}
"""Which item class draws which spec (a board extends it in ``Board.item_types``)."""


def make_item(spec: Spec, item_types: dict[type, type[BoardItem]] = ITEM_TYPES) -> BoardItem:
    """Create the item that draws ``spec``."""
    for kind in type(spec).__mro__:
        if kind in item_types:
            return item_types[kind](spec)
    raise TypeError(f"no item draws {type(spec).__name__}")
