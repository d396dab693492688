"""A counter: a shape with a letter, a number and its unit (gold, PN, VP).

When its value changes between two syncs the board floats the difference beside it
("+3 PN", "−2 gold"), so a player sees what a move gained or cost.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..theme import CREAM, GOLD, INK, qcolor
from .fonts import TEXT_BODY, TEXT_TITLE, board_font, text_size
from .items import BoardItem, shape_path
from .specs import CounterSpec


def delta_text(old: int, new: int, unit: str) -> str:
    """The floating text of a change: ``+3 PN`` or ``−2 gold`` (a true minus sign)."""
    change = new - old
    sign = "+" if change > 0 else "−"
    return f"{sign}{abs(change)} {unit}".strip()


class CounterItem(BoardItem):
    """Draws a :class:`CounterSpec`: the shape with its mark, then the value and unit."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, CounterSpec)
        # Wide enough for its text: a number is never cut.
        text_w = text_size(f"{spec.value} {spec.unit}".strip(), TEXT_TITLE, 0, True)[0]
        return max(spec.w, spec.h + text_w + 14), spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, CounterSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        icon = QRectF(3, 3, rect.height() - 6, rect.height() - 6)
        painter.setBrush(qcolor(spec.colour))
        painter.setPen(QPen(QColor(INK), 1.5))
        painter.drawPath(shape_path(spec.shape, icon))
        painter.setPen(QColor(INK))
        painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
        painter.drawText(icon, Qt.AlignmentFlag.AlignCenter, spec.mark)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_TITLE, bold=True))
        text = f"{spec.value} {spec.unit}".strip()
        painter.drawText(
            rect.adjusted(icon.right() + 5, 0, -6, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )
        self.paint_marks(painter, rect.height() / 2)
