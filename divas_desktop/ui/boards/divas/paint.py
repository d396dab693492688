"""Painting helpers shared by the Divas board's items: the divas' colours, fonts, fitted text.

Texts are measured before they are drawn: a name longer in Italian or Spanish is drawn a
little smaller rather than cut, never below :data:`TEXT_FLOOR` (11 px): the items are laid
out so that every text fits at that size (``tests/ui/divas/test_text_floor.py`` checks them
all, in the three languages).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...board.items import SeatBadge

DIVA_COLOURS = ("#0072B2", "#F0E442")
"""Callas blue and Tebaldi yellow (Okabe-Ito): seat 0 and seat 1."""
DIVA_INK = ("#f6ecd2", "#2a1a10")
"""Text drawn on each diva's colour."""
DIVA_SHAPES = ("circle", "square")
"""Each diva's shape (the players panel uses the same)."""
DIVA_LETTERS = ("C", "T")
CARD_COLOURS = {"blue": DIVA_COLOURS[0], "yellow": DIVA_COLOURS[1]}
TEXT_FLOOR = 11.0
"""The smallest text a fitted label shrinks to: readable at 1366×768, where the board is
drawn at 100 % (BOARDS.md §10). Every text of the board is laid out to fit at this size."""
PAPER = "#f3e6c8"
"""Cream of the printed cards and boards."""
PAPER_INK = "#2a1a10"
PAPER_MUTED = "#6b5238"


def diva_badge(seat: int) -> SeatBadge:
    """(colour, shape, letter) of the diva at ``seat``: C for Callas, T for Tebaldi."""
    return DIVA_COLOURS[seat], DIVA_SHAPES[seat], DIVA_LETTERS[seat]


def colour_of_card(colour: str) -> str:
    """The colour of a card's band: blue (Callas) or yellow (Tebaldi)."""
    return CARD_COLOURS.get(colour, "#888888")


def ink_of_card(colour: str) -> str:
    """The text colour on a card's band."""
    return DIVA_INK[1] if colour == "yellow" else DIVA_INK[0]


@lru_cache(maxsize=256)
def font(px: float, bold: bool = False, italic: bool = False, serif: bool = True) -> QFont:
    """A font of ``px`` scene pixels (serif for names and titles, sans for numbers)."""
    f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    f.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


@lru_cache(maxsize=4096)
def fitted_px(
    text: str, width: float, height: float, px: float, bold: bool, serif: bool, wrap: bool
) -> float:
    """The largest size up to ``px`` at which ``text`` fits the box (at least the floor)."""
    flags = int(Qt.AlignmentFlag.AlignLeft | (Qt.TextFlag.TextWordWrap if wrap else 0))
    size = px
    while size > TEXT_FLOOR:
        box = QFontMetricsF(font(size, bold, serif=serif)).boundingRect(
            QRectF(0, 0, width, 10_000), flags, text
        )
        if box.width() <= width + 0.5 and box.height() <= height + 0.5:
            return size
        size -= 0.5
    return TEXT_FLOOR


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    *,
    bold: bool = False,
    italic: bool = False,
    serif: bool = True,
    colour: str = PAPER_INK,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    wrap: bool = False,
) -> None:
    """Draw ``text`` in ``rect``, shrunk (down to the floor) until it fits."""
    if not text:
        return
    size = fitted_px(text, rect.width(), rect.height(), px, bold, serif, wrap)
    painter.setFont(font(size, bold, italic, serif))
    painter.setPen(QColor(colour))
    flags = int(align | (Qt.TextFlag.TextWordWrap if wrap else 0))
    painter.drawText(rect, flags, text)


def text_width(text: str, px: float, bold: bool = False, serif: bool = True) -> float:
    """The width of one line of ``text``."""
    return QFontMetricsF(font(px, bold, serif=serif)).horizontalAdvance(text)


def paint_ready(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A soft gold halo round a piece the viewer may move now (a note, a marker, a Diva)."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for grow, alpha in ((6, 60), (3.5, 120)):
        painter.setPen(QPen(QColor(241, 214, 122, alpha), 3))
        painter.drawRoundedRect(
            rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
        )
    painter.restore()
