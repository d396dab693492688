"""An opponent's compact summary, and the backdrop behind an area opened in full.

Three opponents' full areas rarely fit beside the viewer's own; each gets a summary
(name, a few figures) and a click opens the full area over the board
(:meth:`Board.expanded_specs`), as BGA and Yucata show one board and toggle the others.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, GOLD, GOLD_LIGHT
from .fonts import TEXT_SMALL, TEXT_TITLE, board_font, elided
from .items import BoardItem, paint_seat_badge
from .specs import BackdropSpec, SummarySpec


class SummaryItem(BoardItem):
    """Draws a :class:`SummarySpec`: seat badge, title, lines, an "open" sign."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, SummarySpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, SummarySpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(QColor(28, 17, 9, 215))
        painter.setPen(QPen(QColor(GOLD_LIGHT if spec.active else GOLD), 3 if spec.active else 1.5))
        painter.drawRoundedRect(rect, 8, 8)
        paint_seat_badge(painter, QRectF(8, 6, 22, 22), spec.colour, spec.shape, spec.letter)
        title_font = board_font(TEXT_TITLE, bold=True)
        painter.setFont(title_font)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.drawText(
            QRectF(36, 4, rect.width() - 64, 26),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            elided(spec.title, title_font, rect.width() - 64),
        )
        if spec.expandable:
            painter.setFont(board_font(TEXT_TITLE, bold=True, serif=False))
            painter.drawText(
                QRectF(rect.width() - 26, 4, 20, 26), Qt.AlignmentFlag.AlignCenter, "⤢"
            )
        line_font = board_font(TEXT_SMALL)
        painter.setFont(line_font)
        painter.setPen(QColor(CREAM))
        for index, line in enumerate(spec.lines):
            top = 30 + index * 15
            if top + 15 > rect.height():
                break
            painter.drawText(
                QRectF(10, top, rect.width() - 20, 15),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                elided(line, line_font, rect.width() - 20),
            )
        self.paint_marks(painter, 8)


class BackdropItem(BoardItem):
    """The dark cloth under an opened area; clicking it closes the area."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, BackdropSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, BackdropSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(18, 10, 5, 238))
        painter.setPen(QPen(QColor(GOLD), 2))
        painter.drawRoundedRect(self.frame().adjusted(4, 4, -4, -4), 12, 12)
        if spec.title:
            painter.setFont(board_font(TEXT_TITLE, bold=True))
            painter.setPen(QColor(GOLD_LIGHT))
            painter.drawText(
                self.frame().adjusted(16, 10, -16, -10),
                Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                spec.title,
            )
