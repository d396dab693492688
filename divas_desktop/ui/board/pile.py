"""A pile of cards: deck, discard, blind pile.

Drawn as a small stack (its depth grows with the count) with the top card face up or a
back, the count in a badge, the label under it, chips of the seats whose cards lie there,
and a raised gold outline when the viewer may draw from it. A click on a pile with
``cards`` fans them out in the inspector (decks that may be inspected, as BGA allows).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, GOLD, GOLD_LIGHT, INK
from .fonts import TEXT_SMALL, board_font, elided
from .items import BoardItem, paint_back, paint_face, paint_seat_badge
from .specs import CardFace, PileSpec

LABEL_H = 18.0
"""Room under the pile for its label."""


class PileItem(BoardItem):
    """Draws a :class:`PileSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PileSpec)
        return spec.w, spec.h + (LABEL_H if spec.label else 0.0)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PileSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = QRectF(0, 0, spec.w, spec.h)
        if spec.count == 0:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.setPen(QPen(QColor(GOLD), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(card, 8, 8)
        else:
            depth = min(4, 1 + spec.count // 10)
            for layer in range(depth, 0, -1):  # the cards underneath peek out
                painter.setBrush(QColor("#3a1a10"))
                painter.setPen(QPen(QColor(GOLD), 1))
                painter.drawRoundedRect(card.translated(layer * 2, layer * 2), 8, 8)
            if spec.top is not None:
                self.paint_top(painter, card, spec.top)
            else:
                paint_back(painter, card)
        if spec.drawable:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(GOLD_LIGHT), 3))
            painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 10, 10)
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.drawText(card.adjusted(0, -20, 0, 0), Qt.AlignmentFlag.AlignHCenter, "↑")
        badge = QRectF(card.right() - 30, card.bottom() - 22, 34, 22)
        painter.setBrush(QColor(INK))
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawRoundedRect(badge, 9, 9)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(spec.count))
        for index, (colour, shape, letter) in enumerate(spec.chips[:4]):
            paint_seat_badge(painter, QRectF(4 + index * 21, 4, 18, 18), colour, shape, letter)
        if spec.label:
            painter.setPen(QColor(GOLD_LIGHT))
            font = board_font(TEXT_SMALL, italic=True)
            painter.setFont(font)
            painter.drawText(
                QRectF(-10, spec.h + 2, spec.w + 20, LABEL_H),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                elided(spec.label, font, spec.w + 20),
            )
        self.paint_marks(painter, 8)

    def paint_top(self, painter: QPainter, rect: QRectF, top: CardFace) -> None:
        """The face-up top card (a board with its own card faces overrides this)."""
        paint_face(painter, rect, top.title, top.value, "", "", top.accent, top.mark)
