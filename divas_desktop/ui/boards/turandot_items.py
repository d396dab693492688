"""Items of the Turandot board: cards of any size drawn in code, and framed panels.

:class:`TurandotCardSpec` draws a singer, a director, a player card (number, money,
bluff) or a component (Puccini, costume designer, carpenter) at any size: the layout is
proportional, so the same painter serves the big casting cards and the small cards of a
company. Colours always come with a word or a symbol (kind name in the band, gender
symbol, the seat's shape on player cards).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..board.items import BoardItem, shape_path
from ..board.kinds import ITEM_TYPES
from ..board.specs import Spec
from ..theme import CREAM, CRIMSON, CRIMSON_DARK, GOLD, GOLD_LIGHT, INK, qcolor


@dataclass(frozen=True)
class TurandotCardSpec(Spec):
    """A card of the Turandot table, laid out in proportion to its size."""

    w: float = 116.0
    h: float = 150.0
    face_up: bool = True
    accent: str = CRIMSON
    """Band colour (paired with ``band`` text: never colour alone)."""
    band: str = ""
    """Text in the coloured band (the singer's kind, the card's type)."""
    corner: str = ""
    """Symbol at the right of the band (♂, ♀, ? for singers)."""
    big: str = ""
    """Large central text (stars, a number)."""
    big_colour: str = INK
    title: str = ""
    lines: tuple[str, ...] = ()
    """Small italic lines under the title (voice, effect)."""
    footer: str = ""
    """Bottom line (favourite role)."""
    badges: str = ""
    """Bottom-left marks (♥ in the favourite role, ≠ other gender)."""
    seat_colour: str = ""
    """Frame in a seat's colour (player cards); paired with ``seat_shape``."""
    seat_shape: str = ""
    dim: bool = False
    """Greyed out (a fired director, a card that cannot be used)."""


@dataclass(frozen=True)
class PanelSpec(Spec):
    """A framed area with a title line; a drop target when ``target`` is set."""

    w: float = 380.0
    h: float = 150.0
    title: str = ""
    note: str = ""
    """Right-aligned text on the title line."""
    fill: str = "#1c1109cc"
    frame: str = GOLD
    thick: bool = False
    """A thicker, double frame (the viewer's own company, the player to act)."""
    indent: float = 0.0
    """Room left of the title (for a seat token)."""


def _font(pixels: float, bold: bool = False, italic: bool = False, serif: bool = True) -> QFont:
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _elided(painter: QPainter, text: str, width: float) -> str:
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)


def _fitted(painter: QPainter, rect: QRectF, flags: int, text: str, floor: float = 6.0) -> None:
    """Shrink the painter's font until ``text`` fits ``rect`` (down to ``floor`` pixels).

    Names and effects are longer in Italian and Spanish ("Professionista"): a smaller
    font keeps every word on the card instead of cutting it.
    """
    font = painter.font()
    size = float(font.pixelSize())
    while size > floor:
        needed = QFontMetricsF(font).boundingRect(rect, flags, text)
        if needed.width() <= rect.width() and needed.height() <= rect.height():
            break
        size -= 0.5
        font.setPixelSize(max(1, round(size)))
    painter.setFont(font)


class TurandotCardItem(BoardItem):
    """Draws a :class:`TurandotCardSpec` face up or as a curtain-red back."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, TurandotCardSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, TurandotCardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        radius = max(3.0, min(rect.width(), rect.height()) * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        if spec.face_up:
            self._face(painter, spec, rect, radius)
        else:
            self._back(painter, spec, rect, radius)
        if spec.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(30, 20, 10, 150)))
            painter.drawRoundedRect(rect, radius, radius)
        self.paint_marks(painter, radius)

    def _face(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float) -> None:
        w, h = rect.width(), rect.height()
        painter.setBrush(QColor(CREAM))
        frame_colour = qcolor(spec.seat_colour) if spec.seat_colour else QColor(GOLD)
        painter.setPen(QPen(frame_colour, 3 if spec.seat_colour else 1.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        small = min(w, h * 0.8)
        band_h = max(13.0, min(24.0, h * 0.15)) if (spec.band or spec.corner) else 0.0
        band = QRectF(3, 3, w - 6, band_h)
        if band_h:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(spec.accent))
            painter.drawRoundedRect(band, radius * 0.6, radius * 0.6)
        painter.setPen(QColor(CREAM))
        corner_w = 0.0
        if spec.corner:
            painter.setFont(_font(band_h * 0.82, bold=True, serif=False))
            corner_w = QFontMetricsF(painter.font()).horizontalAdvance(spec.corner) + 4
            painter.drawText(
                band.adjusted(0, 0, -3, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                spec.corner,
            )
        if spec.band:
            painter.setFont(_font(band_h * 0.56, bold=True, serif=False))
            room = band.adjusted(4, 0, -corner_w - 2, 0)
            flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            _fitted(painter, room, flags, spec.band)
            painter.drawText(room, flags, _elided(painter, spec.band, room.width()))
        if spec.seat_shape:
            size = max(15.0, band_h * 0.9)
            marker = QRectF(w - size - 5, h - size - 5, size, size)
            painter.setBrush(qcolor(spec.seat_colour or GOLD))
            painter.setPen(QPen(QColor(INK), 1))
            painter.drawPath(shape_path(spec.seat_shape, marker))
        y = band.bottom() + 2
        painter.setPen(qcolor(spec.big_colour))
        if spec.big:
            alone = not (spec.title or spec.lines or spec.footer or spec.badges)
            big_h = max(14.0, h - y - 6 if alone else h * 0.26)
            size = min(big_h * 0.8, small * (0.6 if alone else 0.34))
            if len(spec.big) > 3:
                size = min(size, (w - 8) / max(1, len(spec.big)) * 1.15)
            painter.setFont(_font(size, bold=True))
            painter.drawText(QRectF(2, y, w - 4, big_h), Qt.AlignmentFlag.AlignCenter, spec.big)
            y += big_h
        painter.setPen(QColor(INK))
        bottom_h = max(10.0, h * 0.1) if (spec.footer or spec.badges) else 0.0
        if spec.title:
            title_px = max(8.0, min(13.0, w * 0.1, h * 0.22))
            painter.setFont(_font(title_px, bold=True))
            lines_room = h - y - bottom_h - 4
            title_rect = QRectF(4, y, w - 8, min(lines_room, title_px * 2.6))
            painter.drawText(
                title_rect,
                Qt.AlignmentFlag.AlignHCenter
                | Qt.AlignmentFlag.AlignTop
                | Qt.TextFlag.TextWordWrap,
                spec.title,
            )
            used = (
                QFontMetricsF(painter.font())
                .boundingRect(QRectF(0, 0, w - 8, 1000), int(Qt.TextFlag.TextWordWrap), spec.title)
                .height()
            )
            y += min(used, title_rect.height()) + 2
        if spec.lines:
            painter.setFont(_font(max(7.0, min(10.5, w * 0.08, h * 0.14)), italic=True))
            painter.setPen(QColor("#5a4030"))
            room = QRectF(4, y, w - 8, max(0.0, h - y - bottom_h - 3))
            flags = int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            )
            _fitted(painter, room, flags, "\n".join(spec.lines))
            painter.drawText(room, flags, "\n".join(spec.lines))
        if bottom_h:
            painter.setFont(_font(max(7.5, min(11.0, w * 0.085)), bold=True))
            foot = QRectF(4, h - bottom_h - 4, w - 8, bottom_h)
            if spec.badges:
                painter.setPen(QColor(CRIMSON))
                painter.drawText(
                    foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, spec.badges
                )
            if spec.footer:
                painter.setPen(QColor("#6b4a1a"))
                right = foot.adjusted(0, 0, -(h * 0.12 if spec.seat_shape else 0), 0)
                painter.drawText(
                    right,
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    _elided(painter, spec.footer, right.width()),
                )

    def _back(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(CRIMSON))
        gradient.setColorAt(1, QColor(CRIMSON_DARK))
        painter.setBrush(gradient)
        frame_colour = qcolor(spec.seat_colour) if spec.seat_colour else QColor(GOLD)
        painter.setPen(QPen(frame_colour, 2.5 if spec.seat_colour else 1.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        inset = max(3.0, min(rect.width(), rect.height()) * 0.12)
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.setBrush(QBrush(QColor(GOLD), Qt.BrushStyle.DiagCrossPattern))
        painter.setPen(QPen(QColor(GOLD), 0.8))
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        if spec.seat_shape and inner.width() > 8:
            size = min(inner.width(), inner.height()) * 0.6
            marker = QRectF(
                inner.center().x() - size / 2, inner.center().y() - size / 2, size, size
            )
            painter.setBrush(qcolor(spec.seat_colour or GOLD))
            painter.setPen(QPen(QColor(INK), 1))
            painter.drawPath(shape_path(spec.seat_shape, marker))
        elif spec.big:
            painter.setPen(QColor(GOLD_LIGHT))
            painter.setFont(_font(min(inner.width(), inner.height()) * 0.5, bold=True))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, spec.big)


class PanelItem(BoardItem):
    """A framed area with a title line (a company, the director pile, the score)."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PanelSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PanelSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(qcolor(spec.fill))
        painter.setPen(QPen(qcolor(spec.frame), 3 if spec.thick else 1.5))
        painter.drawRoundedRect(rect, 9, 9)
        if spec.thick:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor(spec.frame), 1))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        header = QRectF(10, 5, rect.width() - 20, 20)
        if spec.note:
            painter.setFont(_font(12, italic=True))
            painter.setPen(QColor(GOLD_LIGHT))
            painter.drawText(
                header, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, spec.note
            )
            note_w = QFontMetricsF(painter.font()).horizontalAdvance(spec.note) + 12
        else:
            note_w = 0.0
        if spec.title:
            painter.setFont(_font(13, bold=True))
            painter.setPen(QColor(GOLD_LIGHT))
            title_rect = header.adjusted(spec.indent, 0, -note_w, 0)
            painter.drawText(
                title_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                _elided(painter, spec.title, title_rect.width()),
            )
        self.paint_marks(painter, 9)


TURANDOT_ITEM_TYPES: dict[type, type[BoardItem]] = {
    **ITEM_TYPES,
    TurandotCardSpec: TurandotCardItem,
    PanelSpec: PanelItem,
}
"""The framework's items plus the Turandot cards and panels."""
