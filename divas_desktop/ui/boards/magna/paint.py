"""Drawing primitives of the Opera Magna board: goods icons, certificates, padlocks, panels.

Every good has a colour *and* a mark *and* a shape (raw goods are square blocks,
refined goods round tokens with a ring; a raw good and the refined good made from it share
the mark, ``texts.GOOD_MARKS``), so colour is never the only cue and no good reads as a
letter. The marks come with the spec being drawn (:class:`~.texts.Letters`).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
)

from ...board.fonts import TEXT_SMALL, board_font
from ...board.items import shape_path
from ...theme import GOLD, GOLD_LIGHT, INK, qcolor
from .texts import Letters

RAW_FILL = ("#8c9196", "#9a6a3c", "#ece7dc", "#e2c36e")
"""Lead grey, wood brown, marble white, sand yellow."""
REFINED_FILL = ("#c08a3e", "#b9834f", "#d9d2c2", "#8ec5de")
"""Bell bronze, planks oak, column stone, glass blue."""
PANEL_FILL = "#1c1109d8"
MARBLE = "#efe9dc"
MARBLE_GREEN = "#2f6b4f"
"""The green Prato marble of Santa Maria del Fiore's façade."""


def fit_font(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool = False) -> None:
    """Set the board font at ``px``, a little smaller (never below 11) if ``text`` is wider."""
    painter.setFont(
        board_font(_fitting_px(text, round(rect.width()), round(px), bold), bold, serif=False)
    )


@lru_cache(maxsize=1024)
def _fitting_px(text: str, width: int, px: int, bold: bool) -> float:
    # Measured once per text and size: goods icons are painted by the hundred.
    size = float(px)
    while size > TEXT_SMALL:
        font = board_font(size, bold=bold, serif=False)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            break
        size -= 1
    return size


def paint_good(painter: QPainter, rect: QRectF, good: int, refined: bool, letters: Letters) -> None:
    """A good's icon in ``rect``: its shape, its colour and its mark."""
    _blit(painter, rect, ("good", good, refined, letters.of(good, refined)))


def paint_certificate(painter: QPainter, rect: QRectF, label: int | str) -> None:
    """A white certificate token (a hexagon) with its level or a good's mark."""
    _blit(painter, rect, ("certificate", str(label or "")))


def _blit(painter: QPainter, rect: QRectF, what: tuple) -> None:
    # Icons are drawn by the hundred: each is rendered once per size and zoom, then copied.
    scale = max(0.25, round(abs(painter.combinedTransform().m11()), 2))
    pixmap = _icon(what, round(rect.width(), 1), round(rect.height(), 1), scale)
    painter.drawPixmap(rect.topLeft(), pixmap)


@lru_cache(maxsize=1024)
def _icon(what: tuple, width: float, height: float, scale: float) -> QPixmap:
    pixmap = QPixmap(max(1, math.ceil(width * scale)), max(1, math.ceil(height * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(scale)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    box = QRectF(0.6, 0.6, width - 1.2, height - 1.2)
    if what[0] == "good":
        _draw_good(painter, box, what[1], what[2], what[3])
    else:
        _draw_certificate(painter, box, what[1])
    painter.end()
    return pixmap


def _draw_good(painter: QPainter, rect: QRectF, good: int, refined: bool, mark: str) -> None:
    painter.setBrush(qcolor((REFINED_FILL if refined else RAW_FILL)[good]))
    painter.setPen(QPen(QColor(INK), 1.3))
    if refined:
        painter.drawEllipse(rect)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
        inset = max(2.0, rect.width() * 0.12)
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    else:
        radius = rect.width() * 0.18
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QColor(INK))
    fit_font(painter, rect.adjusted(1, 0, -1, 0), mark, max(TEXT_SMALL, rect.height() * 0.62), True)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, mark)


def paint_any_good(painter: QPainter, rect: QRectF) -> None:
    """A raw good of the player's choice: a block with a question mark."""
    painter.setBrush(QBrush(QColor("#f6ecd2"), Qt.BrushStyle.Dense4Pattern))
    painter.setPen(QPen(QColor(INK), 1.3, Qt.PenStyle.DashLine))
    radius = rect.width() * 0.18
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QColor(INK))
    painter.setFont(board_font(max(TEXT_SMALL, rect.height() * 0.62), bold=True, serif=False))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, "?")


def _draw_certificate(painter: QPainter, rect: QRectF, label: str) -> None:
    painter.setBrush(QColor(255, 255, 255, 245))
    painter.setPen(QPen(QColor(INK), 1.4))
    painter.drawPath(shape_path("hexagon", rect))
    painter.setPen(QColor(INK))
    painter.setFont(board_font(max(TEXT_SMALL, rect.height() * 0.55), bold=True, serif=False))
    painter.drawText(
        rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, str(label or "")
    )


def paint_padlock(painter: QPainter, centre: QPointF, size: float) -> None:
    """A small padlock: this worksite's column is locked until the level below is built."""
    body = QRectF(centre.x() - size * 0.5, centre.y() - size * 0.1, size, size * 0.65)
    painter.setPen(QPen(QColor(INK), 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(
        QRectF(centre.x() - size * 0.32, centre.y() - size * 0.55, size * 0.64, size * 0.8),
        0,
        180 * 16,
    )
    painter.setBrush(QColor(GOLD))
    painter.drawRoundedRect(body, 2, 2)


def paint_panel(
    painter: QPainter, rect: QRectF, fill: str = PANEL_FILL, thick: bool = False
) -> None:
    """A framed dark panel (a city board, the market, a shop)."""
    painter.setBrush(qcolor(fill))
    painter.setPen(QPen(QColor(GOLD_LIGHT if thick else GOLD), 3 if thick else 1.4))
    painter.drawRoundedRect(rect, 9, 9)


def paint_cart(painter: QPainter, rect: QRectF, unlocked: bool, used: bool) -> None:
    """A cart: wheels and a box; hatched when locked, greyed once used this turn."""
    colour = QColor(GOLD_LIGHT if unlocked and not used else "#7b6a55")
    painter.setPen(QPen(colour, 1.6))
    box = QRectF(rect.left(), rect.top() + rect.height() * 0.1, rect.width(), rect.height() * 0.5)
    if unlocked:
        painter.setBrush(
            QBrush(colour, Qt.BrushStyle.SolidPattern if not used else Qt.BrushStyle.NoBrush)
        )
    else:
        painter.setBrush(QBrush(colour, Qt.BrushStyle.BDiagPattern))
    painter.drawRect(box)
    wheel = rect.height() * 0.34
    painter.setBrush(QColor(INK))
    for fx in (0.22, 0.78):
        painter.drawEllipse(
            QPointF(rect.left() + rect.width() * fx, rect.bottom() - wheel / 2),
            wheel / 2,
            wheel / 2,
        )
