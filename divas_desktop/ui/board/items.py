"""Graphics items drawn in code from specs: crisp at any zoom and on high-DPI screens.

Every item caches its picture in device coordinates (it is repainted only when its
spec, highlight or zoom changes), so moving one card repaints one card, not the table.
"""

from __future__ import annotations

import math
from dataclasses import replace
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, CRIMSON, CRIMSON_DARK, GOLD, GOLD_LIGHT, INK, qcolor
from .fonts import TEXT_BIG, TEXT_BODY, TEXT_SMALL, board_font, text_size
from .specs import ButtonSpec, CardSpec, LabelSpec, Spec, TokenSpec, ZoneSpec

MARGIN = 12.0
"""Room around an item's frame for its highlight and last-move badge."""

SeatBadge = tuple[str, str, str]
"""``(colour, shape, letter)`` of a seat: a last-move badge, a pile chip."""


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
    """Base of the board's items: knows its spec, its highlight, keyboard focus, last mover."""

    ghost = False
    """A picture of an item as the viewer last saw it, kept while a beat shows it (a
    staged production): never picked up, targeted or marked."""

    def __init__(self, spec: Spec) -> None:
        super().__init__()
        self.spec = spec
        self.mark = Mark.NONE
        self.key_focus = False
        self.last_move: SeatBadge | None = None
        """The seat that changed this item in its last turn (drawn as a small badge)."""
        self.lifted = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.apply_spec(spec)

    @property
    def item_id(self) -> str:
        """The stable id of this item."""
        return self.spec.id

    def apply_spec(self, spec: Spec) -> None:
        """Take on a new spec (position, text, look)."""
        old = getattr(self, "spec", None)
        moved_only = old is not None and type(old) is type(spec) and _same_look(old, spec)
        if not moved_only:
            self.prepareGeometryChange()
        self.spec = spec
        self.setPos(self.home())
        self.setZValue(spec.z)
        self.setToolTip(spec.tooltip)
        if not moved_only:
            self.update()  # a new look: the cached picture is drawn again

    def home(self) -> QPointF:
        """Where the spec puts the item (raised while lifted under the pointer)."""
        lift = self.spec.lift if self.lifted else 0.0
        return QPointF(self.spec.x, self.spec.y - lift)

    def set_lifted(self, lifted: bool) -> None:
        """Raise the item (a card in a fan under the pointer) or put it back."""
        if lifted == self.lifted or (lifted and not self.spec.lift):
            return  # (a card raised in a fan is put down even where it no longer lifts)
        self.lifted = lifted
        self.setPos(self.home())
        self.setZValue(self.spec.z + (500 if lifted else 0))

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

    def set_last_move(self, badge: SeatBadge | None) -> None:
        """Mark the item as changed by a seat in its last turn (``None``: unmark)."""
        if badge != self.last_move:
            self.last_move = badge
            self.update()

    def size(self) -> tuple[float, float]:
        """Width and height of the item's frame."""
        return 0.0, 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        # Qt asks for it very often (indexing, the scene's bounds): kept per spec, since
        # an item's size depends on its spec alone.
        cached = self.__dict__.get("_bounds")
        if cached is not None and cached[0] is self.spec:
            return cached[1]
        w, h = self.size()
        rect = QRectF(-MARGIN, -MARGIN, w + 2 * MARGIN, h + 2 * MARGIN)
        self.__dict__["_bounds"] = (self.spec, rect)
        return rect

    def frame(self) -> QRectF:
        """The item's own rectangle in item coordinates."""
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def paint_marks(self, painter: QPainter, radius: float = 8.0) -> None:
        """Draw the highlight, focus ring and last-move badge shared by every item kind."""
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
        if self.last_move is not None:
            colour, shape, letter = self.last_move
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor(colour), 2, Qt.PenStyle.DashDotLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 1, radius + 1)
            paint_seat_badge(
                painter, QRectF(rect.right() - 10, rect.top() - 10, 20, 20), colour, shape, letter
            )


def _same_look(old: Spec, new: Spec) -> bool:
    """Whether ``new`` only moves ``old`` (or changes what may be done with it)."""
    return (
        replace(
            old,
            x=new.x,
            y=new.y,
            z=new.z,
            movable=new.movable,
            target=new.target,
            tooltip=new.tooltip,
        )
        == new
    )


def paint_seat_badge(painter: QPainter, rect: QRectF, colour: str, shape: str, letter: str) -> None:
    """A seat's shape in its colour with its letter (colour is never alone)."""
    painter.setBrush(qcolor(colour))
    painter.setPen(QPen(QColor(INK), 1.5))
    painter.drawPath(shape_path(shape, rect))
    painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
    painter.setPen(QColor(INK))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter[:1])


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
            painter.setFont(board_font(13, bold=True, italic=True))
            painter.drawText(
                rect.adjusted(10, 6, -10, -6),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
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
        self.setTransformOriginPoint(spec.w / 2, spec.h / 2)
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
            paint_face(
                painter,
                rect,
                spec.title,
                spec.value,
                spec.text,
                spec.footer,
                spec.accent,
                spec.mark,
            )
        else:
            paint_back(painter, rect, spec.back_colour, spec.back_mark)
        self.paint_marks(painter, 8)


def paint_face(
    painter: QPainter,
    rect: QRectF,
    title: str,
    value: str = "",
    body: str = "",
    footer: str = "",
    accent: str = CRIMSON,
    mark: str = "",
    scale: float = 1.0,
) -> None:
    """A card face in proportion to ``rect``; ``scale`` enlarges the text (the inspector)."""
    s = scale
    painter.setBrush(QColor(CREAM))
    painter.setPen(QPen(QColor(GOLD), 2 * s))
    painter.drawRoundedRect(rect, 8 * s, 8 * s)
    band = QRectF(rect.left() + 4 * s, rect.top() + 4 * s, rect.width() - 8 * s, 22 * s)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(accent))
    painter.drawRoundedRect(band, 5 * s, 5 * s)
    painter.setPen(QColor(CREAM))
    painter.setFont(board_font(TEXT_SMALL * s, bold=True, serif=False))
    painter.drawText(
        band.adjusted(4 * s, 0, -4 * s, 0),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        mark,
    )
    painter.setPen(QColor(INK))
    y = band.bottom() + 2 * s
    if value:
        painter.setFont(board_font(TEXT_BIG * s, bold=True))
        painter.drawText(
            QRectF(rect.left(), y, rect.width(), 36 * s), Qt.AlignmentFlag.AlignCenter, value
        )
        y += 36 * s
    footer_h = 16 * s if footer else 0.0
    room = QRectF(rect.left() + 5 * s, y, rect.width() - 10 * s, rect.bottom() - y - footer_h)
    painter.setFont(board_font(TEXT_BODY * s, bold=True))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(room, flags, title)
    if body:
        used = painter.fontMetrics().boundingRect(room.toRect(), int(flags), title).height()
        painter.setFont(board_font(TEXT_SMALL * s, italic=True))
        painter.setPen(QColor("#5a4030"))
        painter.drawText(room.adjusted(0, used + 3 * s, 0, 0), flags, body)
    if footer:
        painter.setPen(QColor(INK))
        painter.setFont(board_font(TEXT_SMALL * s))
        painter.drawText(
            rect.adjusted(4 * s, 0, -4 * s, -3 * s),
            Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
            footer,
        )


def paint_back(painter: QPainter, rect: QRectF, colour: str = "", letter: str = "") -> None:
    """A card back: curtain red with a gold lattice, framed in its owner's colour if given."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor(CRIMSON))
    gradient.setColorAt(1, QColor(CRIMSON_DARK))
    painter.setBrush(gradient)
    painter.setPen(QPen(qcolor(colour) if colour else QColor(GOLD), 3 if colour else 2))
    painter.drawRoundedRect(rect, 8, 8)
    inset = max(4.0, min(rect.width(), rect.height()) * 0.1)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    painter.setBrush(QBrush(QColor(GOLD), Qt.BrushStyle.DiagCrossPattern))
    painter.setPen(QPen(QColor(GOLD), 1))
    painter.drawRoundedRect(inner, 5, 5)
    radius = min(16.0, inner.width() / 2 - 2, inner.height() / 2 - 2)
    if radius < 8:
        return
    painter.setBrush(QColor(CRIMSON_DARK))
    painter.drawEllipse(inner.center(), radius, radius)
    painter.setPen(QColor(GOLD_LIGHT))
    painter.setFont(board_font(max(TEXT_SMALL, radius * 0.9), bold=True))
    painter.drawText(
        QRectF(inner.center().x() - radius, inner.center().y() - radius, 2 * radius, 2 * radius),
        Qt.AlignmentFlag.AlignCenter,
        letter[:1] or "D",
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
        painter.setFont(board_font(spec.size * 0.45, bold=True, serif=False))
        painter.setPen(QColor(INK))
        painter.drawText(self.frame(), Qt.AlignmentFlag.AlignCenter, spec.label)
        self.paint_marks(painter, spec.size / 2)


class LabelItem(BoardItem):
    """Text drawn on the board."""

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
        painter.setFont(board_font(spec.size, bold=spec.bold))
        painter.setPen(qcolor(spec.colour))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(self.frame(), int(flags), spec.text)
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
        rect = self.paint_face(painter)
        painter.setPen(QColor(INK))
        painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
        painter.drawText(
            rect.adjusted(6, 0, -6, 0),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            spec.text,
        )
        self.paint_marks(painter, 7)

    def paint_face(self, painter: QPainter) -> QRectF:
        """Draw the gold button itself and return its frame (the label goes on top)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(GOLD_LIGHT))
        gradient.setColorAt(1, QColor(GOLD))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(INK), 1.5))
        painter.drawRoundedRect(rect, 7, 7)
        return rect
