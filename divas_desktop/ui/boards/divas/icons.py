"""Icons of The Battle of the Divas drawn in code: instruments, rhythms, masks, piano actions.

Every icon is a shape, so it reads without colour: the four instruments by their
silhouettes, a rhythm by its number of beamed notes (as printed on the cards), a mask
colour by its shape as well as its colour, a piano action by its symbol.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from .paint import TEXT_FLOOR, draw_text

MASK_COLOURS = {"red": "#d1392b", "green": "#2f9e4f", "purple": "#8a4fc8", "white": "#f4f1e8"}
"""Mask colours; each mask also has its own shape (:func:`paint_mask`)."""
MASK_SHAPES = {"red": "circle", "green": "triangle", "purple": "diamond", "white": "square"}


def paint_instrument(painter: QPainter, rect: QRectF, instrument: str, colour: str) -> None:
    """The silhouette of an instrument (violin, clarinet, trumpet, drum) inside ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height())
    cx, cy = rect.center().x(), rect.center().y()
    ink = QColor(colour)
    pen = QPen(ink, max(1.0, s * 0.08))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if instrument == "violin":
        body = QPainterPath()
        body.addEllipse(QPointF(cx - s * 0.12, cy + s * 0.16), s * 0.22, s * 0.2)
        body.addEllipse(QPointF(cx + s * 0.06, cy - s * 0.02), s * 0.16, s * 0.14)
        painter.setBrush(ink)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(body.simplified())
        painter.setPen(pen)
        painter.drawLine(
            QPointF(cx + s * 0.1, cy - s * 0.06), QPointF(cx + s * 0.42, cy - s * 0.42)
        )
        # the bow across the strings
        painter.drawLine(QPointF(cx - s * 0.42, cy - s * 0.1), QPointF(cx + s * 0.2, cy + s * 0.42))
    elif instrument == "clarinet":
        painter.drawLine(QPointF(cx - s * 0.36, cy - s * 0.36), QPointF(cx + s * 0.2, cy + s * 0.2))
        bell = QPolygonF(
            [
                QPointF(cx + s * 0.14, cy + s * 0.26),
                QPointF(cx + s * 0.26, cy + s * 0.14),
                QPointF(cx + s * 0.44, cy + s * 0.44),
            ]
        )
        painter.setBrush(ink)
        painter.drawPolygon(bell)
        for k in (-0.2, -0.05, 0.08):  # the keys
            painter.drawPoint(QPointF(cx + s * k, cy + s * k))
    elif instrument == "trumpet":
        painter.drawLine(QPointF(cx - s * 0.44, cy), QPointF(cx + s * 0.2, cy))
        bell = QPolygonF(
            [
                QPointF(cx + s * 0.14, cy - s * 0.06),
                QPointF(cx + s * 0.46, cy - s * 0.26),
                QPointF(cx + s * 0.46, cy + s * 0.26),
                QPointF(cx + s * 0.14, cy + s * 0.06),
            ]
        )
        painter.setBrush(ink)
        painter.drawPolygon(bell)
        for k in (-0.22, -0.08, 0.06):  # the valves
            painter.drawLine(QPointF(cx + s * k, cy), QPointF(cx + s * k, cy - s * 0.22))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(cx - s * 0.3, cy - s * 0.02, s * 0.4, s * 0.3), 180 * 16, 180 * 16)
    else:  # drum
        painter.setBrush(Qt.BrushStyle.NoBrush)
        top = QRectF(cx - s * 0.36, cy - s * 0.2, s * 0.72, s * 0.2)
        painter.drawEllipse(top)
        painter.drawLine(QPointF(top.left(), top.center().y()), QPointF(top.left(), cy + s * 0.3))
        painter.drawLine(QPointF(top.right(), top.center().y()), QPointF(top.right(), cy + s * 0.3))
        painter.drawArc(QRectF(top.left(), cy + s * 0.2, top.width(), s * 0.2), 180 * 16, 180 * 16)
        painter.drawLine(QPointF(cx - s * 0.1, cy - s * 0.14), QPointF(cx - s * 0.4, cy - s * 0.46))
        painter.drawLine(QPointF(cx + s * 0.1, cy - s * 0.14), QPointF(cx + s * 0.4, cy - s * 0.46))
    painter.restore()


NUMBER_W = 8.0
"""Room for the number written after a rhythm (its count of notes, at 11 px)."""
NUMBER_H = 13.0


def rhythm_width(notes: int, height: float, numbered: bool = True) -> float:
    """Width of a rhythm glyph of ``notes`` beamed notes at ``height`` (with its number)."""
    glyph = height * (0.45 + 0.42 * max(0, notes - 1)) + height * 0.2
    return glyph + (NUMBER_W if numbered else 0.0)


def paint_rhythm(
    painter: QPainter,
    x: float,
    y: float,
    height: float,
    notes: int,
    colour: str,
    numbered: bool = True,
) -> float:
    """A rhythm as printed: one note, or 2–4 notes beamed together, then its number of
    notes (so the rhythms differ by more than their shape); return its width."""
    if numbered:
        glyph = rhythm_width(notes, height, numbered=False)
        bottom = y + height + 1
        box = QRectF(x + glyph - 1, bottom - NUMBER_H, NUMBER_W, NUMBER_H)
        draw_text(painter, box, str(notes), TEXT_FLOOR, bold=True, serif=False, colour=colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor(colour)
    head_w, head_h = height * 0.36, height * 0.26
    step = height * 0.42
    stem = max(1.0, height * 0.09)
    painter.setPen(QPen(ink, stem))
    painter.setBrush(ink)
    tops = []
    for i in range(notes):
        hx = x + i * step
        head = QRectF(hx, y + height - head_h, head_w, head_h)
        painter.drawEllipse(head)
        top = QPointF(head.right() - stem / 2, y + height * 0.08)
        painter.drawLine(QPointF(head.right() - stem / 2, head.center().y()), top)
        tops.append(top)
    if notes == 1:  # a single quaver: its flag
        flag = QPainterPath(tops[0])
        flag.cubicTo(
            tops[0] + QPointF(height * 0.28, height * 0.12),
            tops[0] + QPointF(height * 0.3, height * 0.3),
            tops[0] + QPointF(height * 0.16, height * 0.5),
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(flag)
    else:
        beam = QRectF(tops[0].x(), tops[0].y(), tops[-1].x() - tops[0].x(), height * 0.14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(beam.adjusted(-stem / 2, 0, stem / 2, 0))
    painter.restore()
    return rhythm_width(notes, height, numbered)


def mask_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a mask shape (circle, triangle, diamond, square)."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if shape == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y() + r * 0.85),
                    QPointF(c.x() - r, c.y() + r * 0.85),
                ]
            )
        )
        path.closeSubpath()
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
    elif shape == "square":
        path.addRoundedRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7), 2, 2)
    else:
        path.addEllipse(c, r, r)
    return path


def paint_mask(painter: QPainter, rect: QRectF, colour: str, lit: bool = True) -> None:
    """A mask of ``colour``: its colour and its shape, with two eye holes; dim when unlit."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(MASK_COLOURS.get(colour, "#888888"))
    if not lit:
        fill.setAlpha(70)
    painter.setBrush(fill)
    painter.setPen(QPen(QColor("#2a1a10") if lit else QColor(60, 40, 20, 110), 1))
    painter.drawPath(mask_path(MASK_SHAPES.get(colour, "circle"), rect))
    eye = max(1.2, rect.width() * 0.11)
    painter.setBrush(QColor("#2a1a10") if lit else QColor(60, 40, 20, 110))
    painter.setPen(Qt.PenStyle.NoPen)
    cy = rect.center().y() + rect.height() * 0.04
    for dx in (-0.18, 0.18):
        painter.drawEllipse(QPointF(rect.center().x() + rect.width() * dx, cy), eye, eye * 0.8)
    painter.restore()


def star_path(rect: QRectF, points: int = 5) -> QPainterPath:
    """A star inside ``rect`` (Fame; Callas's friends carry it)."""
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    corners = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / points
        corners.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(corners))
    path.closeSubpath()
    return path


def paint_action(painter: QPainter, rect: QRectF, action: str, colour: str) -> None:
    """The icon of a black key's action: an instrument, Fame, Tessitura or the Timeline."""
    if action in ("violin", "clarinet", "trumpet", "drum"):
        paint_instrument(painter, rect, action, colour)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor(colour)
    s = min(rect.width(), rect.height())
    c = rect.center()
    if action == "fame":
        painter.setBrush(ink)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(star_path(QRectF(c.x() - s / 2, c.y() - s / 2, s, s)))
    elif action == "tessitura":  # a bracket with arrows outward: the range grows
        pen = QPen(ink, max(1.2, s * 0.1))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        left, right = c.x() - s * 0.45, c.x() + s * 0.45
        painter.drawLine(QPointF(left, c.y()), QPointF(right, c.y()))
        for end, sign in ((left, 1), (right, -1)):
            painter.drawLine(QPointF(end, c.y()), QPointF(end + sign * s * 0.2, c.y() - s * 0.2))
            painter.drawLine(QPointF(end, c.y()), QPointF(end + sign * s * 0.2, c.y() + s * 0.2))
        painter.drawLine(
            QPointF(c.x() - s * 0.15, c.y() - s * 0.3), QPointF(c.x() - s * 0.15, c.y() + s * 0.3)
        )
        painter.drawLine(
            QPointF(c.x() + s * 0.15, c.y() - s * 0.3), QPointF(c.x() + s * 0.15, c.y() + s * 0.3)
        )
    else:  # timeline: three cards in a row on a line
        painter.setPen(QPen(ink, max(1.0, s * 0.08)))
        painter.setBrush(QBrush(ink, Qt.BrushStyle.SolidPattern))
        w, h = s * 0.24, s * 0.42
        for i in range(3):
            x = c.x() - s * 0.45 + i * s * 0.32
            painter.drawRect(QRectF(x, c.y() - h / 2 - s * 0.08, w, h))
        painter.drawLine(
            QPointF(c.x() - s * 0.5, c.y() + s * 0.3), QPointF(c.x() + s * 0.5, c.y() + s * 0.3)
        )
    painter.restore()
