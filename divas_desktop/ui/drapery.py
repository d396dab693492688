"""The theatre's fabrics, painted in code: the stage's curtains, the velvet, the pelmet."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from .theme import CRIMSON, CRIMSON_DARK, GOLD

NO_PEN = QColor(0, 0, 0, 0)
"""A transparent pen."""


def paint_stage(painter: QPainter, w: float, h: float) -> None:
    """Curtains gathered at both sides of the stage, the pelmet and the floor's edge.

    The stage's light behind them is the welcome page's style-sheet gradient.
    """
    side = min(w * 0.16, 220.0)
    for left in (True, False):
        x0 = 0.0 if left else w - side
        gradient = QLinearGradient(QPointF(x0, 0), QPointF(x0 + side, 0))
        for index in range(7):
            gradient.setColorAt(index / 6, QColor(CRIMSON if index % 2 else CRIMSON_DARK))
        painter.setPen(NO_PEN)
        painter.setBrush(QBrush(gradient))
        painter.drawRect(QRectF(x0, 0, side, h))
    paint_valance(painter, w)
    # The stage floor's front edge.
    painter.setPen(QPen(QColor(GOLD), 3))
    painter.drawLine(QPointF(side, h - 40), QPointF(w - side, h - 40))


def paint_velvet(painter: QPainter, w: float, h: float) -> None:
    """Vertical folds: alternating light and dark bands of crimson."""
    folds = max(8, int(w // 70))
    fold_w = w / folds
    for index in range(folds):
        x = index * fold_w
        gradient = QLinearGradient(QPointF(x, 0), QPointF(x + fold_w, 0))
        gradient.setColorAt(0.0, QColor(CRIMSON_DARK))
        gradient.setColorAt(0.45, QColor(CRIMSON))
        gradient.setColorAt(0.6, QColor("#9c1c28"))
        gradient.setColorAt(1.0, QColor(CRIMSON_DARK))
        painter.fillRect(QRectF(x, 0, fold_w + 1, h), QBrush(gradient))
    # The seam where the two halves meet.
    painter.setPen(QPen(QColor(0, 0, 0, 120), 3))
    painter.drawLine(QPointF(w / 2, 0), QPointF(w / 2, h))


def paint_valance(painter: QPainter, w: float) -> None:
    """The scalloped pelmet with gold fringe across the top."""
    path = QPainterPath()
    path.moveTo(0, 0)
    path.lineTo(w, 0)
    path.lineTo(w, 50)
    swags = max(4, int(w // 180))
    swag_w = w / swags
    for index in range(swags, 0, -1):
        x0 = index * swag_w
        path.quadTo(QPointF(x0 - swag_w / 2, 95), QPointF(x0 - swag_w, 50))
    path.closeSubpath()
    gradient = QLinearGradient(QPointF(0, 0), QPointF(0, 95))
    gradient.setColorAt(0, QColor("#5e0a13"))
    gradient.setColorAt(1, QColor(CRIMSON))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(QColor(GOLD), 4))
    painter.drawPath(path)
