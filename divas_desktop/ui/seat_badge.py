"""Small seat badges (colour + shape + initial) for lists, tables and the curtain."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from .board.items import shape_path
from .theme import INK, SEAT_SHAPES, qcolor


def seat_pixmap(seat: int, colour: str, name: str, size: int = 22, ratio: float = 1.0) -> QPixmap:
    """Draw the seat's shape in its colour with its initial (never colour alone)."""
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, size - 2, size - 2)
    painter.setBrush(qcolor(colour))
    painter.setPen(QPen(QColor(INK), 1.4))
    painter.drawPath(shape_path(SEAT_SHAPES[seat % len(SEAT_SHAPES)], rect))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.5))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
    painter.end()
    return pixmap


def seat_icon(seat: int, colour: str, name: str) -> QIcon:
    """The seat badge as an icon, sharp on high-DPI screens."""
    icon = QIcon()
    for ratio in (1.0, 2.0):
        icon.addPixmap(seat_pixmap(seat, colour, name, 22, ratio))
    return icon
