"""Items of the Turandot board: its cards in every size, framed panels and the round track,
and ``ITEM_TYPES``, which item draws which spec.

:class:`TurandotCardSpec` is a framework :class:`CardSpec` (so it glides, flips, carries
last-move marks and opens in the inspector like any card) drawn in one of a few styles:

* ``card``: a singer or a director at full size (band, stars, name, kind, voice,
  favourite role, role badges);
* ``chip``: another company's singer in small (kind, stars, gender: the rest is in the
  inspector);
* ``tile``: a director of the pile (name, and the effect when there is room);
* ``player``: one of the viewer's number, money and bluff cards (index in the corner, so
  it reads in an overlapping fan), and ``mini``: a face of a revealed bid;
* ``header``: the character card above a column of the casting row.

Every text uses the board's one font unit (``board.fonts``, never under 11 px) and is
laid out top to bottom in boxes measured for it, so nothing is clipped or elided; the
sizes of the board are chosen so the longest names and effects of every language fit
(``tests/ui/turandot/test_layout.py`` proves it). Colours always come with a word or
a symbol: the kind's name in the band, a gender symbol, the seat's shape on its cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.fonts import TEXT_SMALL, board_font
from ...board.items import BoardItem, paint_seat_badge, shape_path
from ...board.kinds import ITEM_TYPES as FRAMEWORK_ITEM_TYPES
from ...board.specs import CardSpec, Spec
from ...theme import CREAM, CRIMSON, CRIMSON_DARK, GOLD, GOLD_LIGHT, INK, qcolor

WRAP = int(Qt.TextFlag.TextWordWrap)
CENTRE_TOP = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | WRAP
LEFT_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | WRAP
LEFT_MIDDLE = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT_MIDDLE = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)

BAND_H = 18.0
CHIP_BAND_H = 15.0
FOOT_H = 16.0
CORNER_W = 16.0
"""Room for the gender symbol beside a singer's stars."""
BADGE_ROOM = 22.0
"""Room for a seat badge at the right of a tile."""
TITLE_PX = 12.0
BIG_PX = 20.0
PAPER_INK = "#5a4030"
"""Italic lines on a card (voice, effect)."""
FOOT_INK = "#6b4a1a"


@dataclass(frozen=True)
class TurandotCardSpec(CardSpec):
    """A card of the Turandot table in one of the styles of the module docstring."""

    style: str = "card"
    band: str = ""
    """Text in the coloured band (the singer's kind, the card's type)."""
    corner: str = ""
    """Symbol at the right of the band (♂, ♀, ? for singers; ✕ for a fired director)."""
    big: str = ""
    """The large text (stars, a number)."""
    big_colour: str = INK
    lines: tuple[str, ...] = ()
    """Italic lines under the title (kind, voice, effect)."""
    badges: str = ""
    """Bottom-left marks from the view (♥+1 on the favourite role, ≠−1 other gender)."""
    seat_colour: str = ""
    """Frame in a seat's colour (player cards, a fired director); with ``seat_shape``."""
    seat_shape: str = ""
    seat_letter: str = ""
    dim: bool = False
    """Greyed out (a director that scores nothing with this deck)."""


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
    """A thicker, double frame (the seat to act)."""
    indent: float = 0.0
    """Room left of the title (for a seat token)."""
    slots: tuple[tuple[float, float, float, float], ...] = ()
    """Empty places drawn as dashed outlines, ``(x, y, w, h)`` in the panel (cards still to
    come: drawn by the panel, not as items of their own)."""


@dataclass(frozen=True)
class RoundSpec(Spec):
    """The seven rounds in a row: the current one lit, the director round and the rounds
    that end with a firing marked (all from the view's ``rounds``)."""

    rounds: tuple[tuple[int, str, bool], ...] = ()
    """``(number, mark, fires)`` per round; ``mark`` is the letter of what is hired."""
    current: int = 0
    cell: float = 40.0
    h: float = 30.0
    label: str = ""


@lru_cache(maxsize=64)
def _metrics(px: float, bold: bool = False, italic: bool = False, serif: bool = True):
    return QFontMetricsF(board_font(px, bold=bold, italic=italic, serif=serif))


@lru_cache(maxsize=8192)
def block_height(
    text: str, width: float, px: float, bold: bool = False, italic: bool = False
) -> float:
    """Height of ``text`` wrapped to ``width`` in the board font (cached: cards repaint)."""
    box = _metrics(px, bold, italic).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    return box.height()


@lru_cache(maxsize=8192)
def text_width(text: str, px: float, bold: bool = False, serif: bool = True) -> float:
    """Width of one line of ``text`` in the board font (cached)."""
    return _metrics(px, bold, serif=serif).horizontalAdvance(text)


TITLE_FONTS = ((TITLE_PX, True), (TEXT_SMALL, True), (TEXT_SMALL, False))
"""A card's title in bold 12 px, else bold 11, else plain 11 (never smaller)."""


@lru_cache(maxsize=4096)
def title_font(text: str, width: float) -> tuple[float, bool]:
    """The largest title font in which every word of ``text`` fits ``width``."""
    words = text.split() or [text]
    for px, bold in TITLE_FONTS:
        if max(text_width(word, px, bold) for word in words) <= width:
            return px, bold
    return TITLE_FONTS[-1]


def _layout(spec: TurandotCardSpec) -> tuple[float, float, float, float]:
    """(y of big, y of title, y of lines, bottom) of a ``card`` or ``tile`` face."""
    w = spec.w
    if spec.style == "tile":
        y = 5.0
        room = w - 14 - (BADGE_ROOM if spec.seat_shape else 0)
        px, bold = title_font(spec.title, room)
        title_h = block_height(spec.title, room, px, bold=bold)
        lines_y = y + title_h + 1
        lines_h = sum(block_height(t, w - 14, TEXT_SMALL, italic=True) for t in spec.lines)
        return y, y, lines_y, lines_y + lines_h + 4
    y = 3 + (BAND_H + 3 if spec.band else 1)
    big_y = y
    if spec.big or spec.corner:
        y += BIG_PX + 8
    title_y = y
    if spec.title:
        px, bold = title_font(spec.title, w - 8)
        y += block_height(spec.title, w - 8, px, bold=bold) + 2
    lines_y = y
    for line in spec.lines:
        y += block_height(line, w - 8, TEXT_SMALL, italic=True)
    y += FOOT_H * (bool(spec.footer) + bool(spec.badges))
    return big_y, title_y, lines_y, y + 4


class TurandotCardItem(BoardItem):
    """Draws a :class:`TurandotCardSpec` face up in its style, or as a curtain-red back."""

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
        radius = max(3.0, min(7.0, min(rect.width(), rect.height()) * 0.08))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        if not spec.face_up:
            self._back(painter, spec, rect, radius)
        elif spec.style == "header":
            self._header(painter, spec, rect, radius)
        else:
            self._paper(painter, spec, rect, radius)
            paint = {
                "chip": self._chip,
                "tile": self._tile,
                "line": self._line,
                "player": self._player,
                "mini": self._mini,
            }.get(spec.style, self._card)
            paint(painter, spec, rect, radius)
        if spec.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(30, 20, 10, 140)))
            painter.drawRoundedRect(rect, radius, radius)
        self.paint_marks(painter, radius)

    # --- faces ------------------------------------------------------------------------
    def _paper(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        painter.setBrush(QColor(CREAM))
        framed = bool(spec.seat_colour)
        painter.setPen(
            QPen(qcolor(spec.seat_colour) if framed else QColor(GOLD), 3 if framed else 1.5)
        )
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)

    def _band(self, painter: QPainter, spec: TurandotCardSpec, band: QRectF, centred: bool):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(band, 3, 3)
        painter.setPen(QColor(CREAM))
        corner_w = 0.0
        if spec.corner:
            painter.setFont(board_font(13, bold=True, serif=False))
            corner_w = text_width(spec.corner, 13, bold=True, serif=False) + 4
            painter.drawText(band.adjusted(0, 0, -3, 0), RIGHT_MIDDLE, spec.corner)
        if spec.band:
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            room = band.adjusted(3, 0, -corner_w - 3, 0)
            painter.drawText(room, CENTRE if centred else LEFT_MIDDLE, spec.band)

    def _card(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        w, h = rect.width(), rect.height()
        if spec.band:
            # The whole band is the kind's name (long in Italian); the gender symbol
            # stands beside the stars instead.
            self._band(painter, replace(spec, corner=""), QRectF(2, 2, w - 4, BAND_H), False)
        big_y, title_y, lines_y, _bottom = _layout(spec)
        if spec.big:
            painter.setPen(qcolor(spec.big_colour))
            painter.setFont(board_font(BIG_PX, bold=True))
            room = QRectF(4, big_y + 2, w - 8 - (CORNER_W if spec.corner else 0), BIG_PX + 6)
            painter.drawText(room, CENTRE, spec.big)
        if spec.corner:
            painter.setPen(QColor(INK))
            painter.setFont(board_font(15, bold=True, serif=False))
            corner = QRectF(w - 4 - CORNER_W, big_y + 2, CORNER_W, BIG_PX + 6)
            painter.drawText(corner, CENTRE, spec.corner)
        if spec.title:
            painter.setPen(QColor(INK))
            px, bold = title_font(spec.title, w - 8)
            painter.setFont(board_font(px, bold=bold))
            height = block_height(spec.title, w - 8, px, bold=bold)
            painter.drawText(QRectF(4, title_y, w - 8, height + 1), CENTRE_TOP, spec.title)
        y = lines_y
        painter.setFont(board_font(TEXT_SMALL, italic=True))
        painter.setPen(QColor(PAPER_INK))
        for line in spec.lines:
            height = block_height(line, w - 8, TEXT_SMALL, italic=True)
            painter.drawText(QRectF(4, y, w - 8, height + 1), CENTRE_TOP, line)
            y += height
        bottom = h - 4
        if spec.footer:
            bottom -= FOOT_H
            painter.setFont(board_font(TEXT_SMALL, bold=True))
            painter.setPen(QColor(FOOT_INK))
            painter.drawText(QRectF(4, bottom, w - 8, FOOT_H), CENTRE, spec.footer)
        if spec.badges:
            bottom -= FOOT_H
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.setPen(QColor(CRIMSON))
            painter.drawText(QRectF(4, bottom, w - 8, FOOT_H), CENTRE, spec.badges)

    def _chip(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        w, h = rect.width(), rect.height()
        band = QRectF(2, 2, w - 4, CHIP_BAND_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(band, 3, 3)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(band, CENTRE, spec.band)
        painter.setPen(qcolor(spec.big_colour))
        painter.setFont(board_font(13, bold=True, serif=False))
        painter.drawText(QRectF(1, CHIP_BAND_H + 2, w - 2, h - CHIP_BAND_H - 4), CENTRE, spec.big)

    def _tile(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        w = rect.width()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(QRectF(2, 2, 5, rect.height() - 4), 2, 2)
        _big_y, title_y, lines_y, _bottom = _layout(spec)
        right = 0.0
        if spec.seat_shape:
            badge = QRectF(w - 22, 4, 18, 18)
            paint_seat_badge(painter, badge, spec.seat_colour, spec.seat_shape, spec.seat_letter)
            right = BADGE_ROOM
        painter.setPen(QColor(INK))
        px, bold = title_font(spec.title, w - 14 - right)
        painter.setFont(board_font(px, bold=bold))
        height = block_height(spec.title, w - 14 - right, px, bold=bold)
        painter.drawText(QRectF(10, title_y, w - 14 - right, height + 1), LEFT_TOP, spec.title)
        y = lines_y
        painter.setFont(board_font(TEXT_SMALL, italic=True))
        painter.setPen(QColor(PAPER_INK))
        for line in spec.lines:
            height = block_height(line, w - 14, TEXT_SMALL, italic=True)
            painter.drawText(QRectF(10, y, w - 14, height + 1), LEFT_TOP, line)
            y += height

    def _line(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        # One line: a director's name in a company's panel (the effect is in the face).
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(QRectF(2, 2, 4, rect.height() - 4), 2, 2)
        painter.setPen(QColor(INK))
        painter.setFont(board_font(TEXT_SMALL, bold=True))
        painter.drawText(rect.adjusted(9, 0, -3, 0), LEFT_MIDDLE, spec.title)

    def _player(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        w, h = rect.width(), rect.height()
        # The index in the top-left corner reads even when the next card covers the rest.
        painter.setPen(qcolor(spec.big_colour))
        painter.setFont(board_font(17, bold=True))
        painter.drawText(QRectF(5, 3, 28, 24), CENTRE, spec.mark)
        painter.setFont(board_font(34, bold=True))
        painter.drawText(QRectF(2, 24, w - 4, h - 24 - BAND_H - 6), CENTRE, spec.big)
        band = QRectF(3, h - BAND_H - 3, w - 6, BAND_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(spec.accent))
        painter.drawRoundedRect(band, 3, 3)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(band, CENTRE, spec.band)

    def _mini(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        painter.setPen(qcolor(spec.big_colour))
        painter.setFont(board_font(16, bold=True))
        painter.drawText(rect, CENTRE, spec.big)

    def _header(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        # A character card: its number and the gender it needs on top, its name below.
        painter.setBrush(qcolor(spec.accent))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        top = QRectF(6, 2, rect.width() - 12, 15)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(top, LEFT_MIDDLE, spec.mark)
        painter.drawText(top, RIGHT_MIDDLE, spec.corner)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(13, bold=True))
        painter.drawText(QRectF(3, 14, rect.width() - 6, rect.height() - 15), CENTRE, spec.title)

    def _back(self, painter: QPainter, spec: TurandotCardSpec, rect: QRectF, radius: float):
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(CRIMSON))
        gradient.setColorAt(1, QColor(CRIMSON_DARK))
        painter.setBrush(gradient)
        framed = bool(spec.seat_colour)
        painter.setPen(
            QPen(qcolor(spec.seat_colour) if framed else QColor(GOLD), 2.5 if framed else 1.5)
        )
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        inset = max(3.0, min(rect.width(), rect.height()) * 0.12)
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.setBrush(QBrush(QColor(GOLD), Qt.BrushStyle.DiagCrossPattern))
        painter.setPen(QPen(QColor(GOLD), 0.8))
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        if spec.seat_shape and inner.width() > 6:
            size = min(inner.width(), inner.height()) * 0.7
            marker = QRectF(
                inner.center().x() - size / 2, inner.center().y() - size / 2, size, size
            )
            painter.setBrush(qcolor(spec.seat_colour or GOLD))
            painter.setPen(QPen(QColor(INK), 1))
            painter.drawPath(shape_path(spec.seat_shape, marker))


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
        if spec.slots:
            painter.setBrush(QColor(0, 0, 0, 34))
            painter.setPen(QPen(QColor(GOLD), 1.2, Qt.PenStyle.DashLine))
            for x, y, w, h in spec.slots:
                painter.drawRoundedRect(QRectF(x, y, w, h), 5, 5)
        header = QRectF(8, 3, rect.width() - 16, 22)
        note_w = 0.0
        if spec.note:
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.setPen(QColor(CREAM))
            note_w = text_width(spec.note, TEXT_SMALL, bold=True, serif=False) + 2
            painter.drawText(header, RIGHT_MIDDLE, spec.note)
        if spec.title:
            painter.setFont(board_font(14, bold=True))
            painter.setPen(QColor(GOLD_LIGHT))
            room = header.adjusted(spec.indent, 0, -note_w - 6, 0)
            painter.drawText(room, LEFT_MIDDLE, spec.title)
        self.paint_marks(painter, 9)


class RoundItem(BoardItem):
    """Draws a :class:`RoundSpec`: a cell per round, the current one lit."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, RoundSpec)
        return len(spec.rounds) * spec.cell, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, RoundSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for index, (number, mark, fires) in enumerate(spec.rounds):
            cell = QRectF(index * spec.cell + 1, 1, spec.cell - 4, spec.h - 2)
            current = number == spec.current
            past = number < spec.current
            painter.setBrush(QColor(GOLD_LIGHT) if current else QColor(0, 0, 0, 90))
            painter.setPen(QPen(QColor(GOLD_LIGHT if current else GOLD), 2.5 if current else 1))
            painter.drawRoundedRect(cell, 6, 6)
            ink = QColor(INK) if current else QColor(GOLD if past else CREAM)
            painter.setPen(ink)
            painter.setFont(board_font(14, bold=True))
            painter.drawText(cell.adjusted(4, 0, -cell.width() / 2, 0), LEFT_MIDDLE, str(number))
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            extra = mark + ("✕" if fires else "")
            painter.drawText(cell.adjusted(cell.width() / 2 - 6, 0, -3, 0), RIGHT_MIDDLE, extra)
        self.paint_marks(painter, 6)


ITEM_TYPES: dict[type, type[BoardItem]] = {
    **FRAMEWORK_ITEM_TYPES,
    TurandotCardSpec: TurandotCardItem,
    PanelSpec: PanelItem,
    RoundSpec: RoundItem,
}
"""The framework's items plus the Turandot cards, panels and round track."""
