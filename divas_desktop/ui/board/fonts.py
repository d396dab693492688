"""The one font unit of the boards: pixels in scene units, never below a readable floor.

A scene unit is a device-independent pixel at 100 % zoom. A board designed for
1010×660 units is drawn at 100 % in a 1366×768 window, so a text of 11 units is 11 px
on screen there. Points are not used: they depend on the screen's DPI.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

TEXT_MIN = 11.0
"""No board text is smaller than this (scene px): readable at 1366×768."""
TEXT_SMALL = 11.0
"""Footers, notes, badges."""
TEXT_BODY = 12.0
"""Card and label text."""
TEXT_TITLE = 14.0
"""Card titles, panel titles."""
TEXT_HEADING = 17.0
"""The board's heading (round and phase)."""
TEXT_BIG = 26.0
"""A card's big value."""

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"


def board_font(
    px: float = TEXT_BODY, bold: bool = False, italic: bool = False, serif: bool = True
) -> QFont:
    """The board font at ``px`` scene pixels (raised to :data:`TEXT_MIN` if smaller).

    A copy of the cached font (cheap: Qt shares its data), so a caller that condenses or
    spaces its own copy never changes the font of every other text of that size.
    """
    return QFont(_board_font(px, bold, italic, serif))


@lru_cache(maxsize=256)
def _board_font(px: float, bold: bool, italic: bool, serif: bool) -> QFont:
    font = QFont(SERIF if serif else SANS)
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPixelSize(round(max(TEXT_MIN, px)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


@lru_cache(maxsize=4096)
def text_size(
    text: str, px: float = TEXT_BODY, width: float = 0.0, bold: bool = False, serif: bool = True
) -> tuple[float, float]:
    """Width and height of ``text`` wrapped to ``width`` (0: no wrap) in the board font.

    Cached: measuring text is the costliest part of laying out a board.
    """
    metrics = QFontMetricsF(board_font(px, bold=bold, serif=serif))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    box = metrics.boundingRect(QRectF(0, 0, width or 4000.0, 100_000), flags, text)
    return box.width(), box.height()


def text_height(
    text: str, px: float = TEXT_BODY, width: float = 0.0, bold: bool = False, serif: bool = True
) -> float:
    """Height of ``text`` wrapped to ``width`` in the board font (for laying out labels)."""
    return text_size(text, px, width, bold, serif)[1]


def elided(text: str, font: QFont, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` (prefer a wider item to eliding)."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
