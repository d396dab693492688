"""Panels of the Opera Magna board: opponent rows, buttons with icons, the score tables.

A :class:`RichButtonSpec` says what a move does in words *and* goods icons ("Pay 2 [W]
1 [S] → gain 2 [B]", see ``parts.py``). Every number shown comes from the view; the
goods' marks come with the spec.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.fonts import TEXT_BODY, TEXT_SMALL, TEXT_TITLE, board_font, text_size
from ...board.items import BoardItem, ButtonItem, paint_seat_badge
from ...board.specs import ButtonSpec, Spec, SummarySpec
from ...theme import CREAM, GOLD, GOLD_LIGHT
from .paint import paint_certificate, paint_good
from .parts import Part, paint_parts
from .texts import Letters

ICON = 18.0
PX = 12.0


@dataclass(frozen=True)
class RichButtonSpec(ButtonSpec):
    """A button whose label mixes words and goods icons (``text`` is its plain sentence)."""

    parts: tuple[Part, ...] = ()
    letters: Letters = Letters()


class RichButtonItem(ButtonItem):
    """Draws a :class:`RichButtonSpec` (a gold button with icons)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, RichButtonSpec)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.paint_face(painter)
        paint_parts(painter, rect.adjusted(6, 2, -6, -2), spec.parts, spec.letters, PX, ICON)
        self.paint_marks(painter, 7)


@dataclass(frozen=True)
class ShopSummarySpec(SummarySpec):
    """An opponent's shop in one row; a click opens it in full."""

    vp: int = 0
    raw: tuple[int, ...] = (0, 0, 0, 0)
    levels: tuple[int, ...] = (1, 1, 1, 1)
    buildings: int = 0
    carts: int = 0
    hand: int = 0
    tokens: int = 0
    projection: int = 0
    labels: tuple[str, ...] = ()
    """Translated words: VP, hand, carts, Opera tokens, buildings, projection."""
    letters: Letters = Letters()


class ShopSummaryItem(BoardItem):
    """Draws a :class:`ShopSummarySpec`: name and VP, goods with certificate levels, figures."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ShopSummarySpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ShopSummarySpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(QColor(28, 17, 9, 225))
        painter.setPen(QPen(QColor(GOLD_LIGHT if spec.active else GOLD), 3 if spec.active else 1.4))
        painter.drawRoundedRect(rect, 8, 8)
        paint_seat_badge(painter, QRectF(6, 4, 18, 18), spec.colour, spec.shape, spec.letter)
        vp_text = spec.labels[0] if spec.labels else str(spec.vp)
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        vp_w = text_size(vp_text, TEXT_SMALL, 0, True, False)[0] + 4
        painter.setPen(QColor(CREAM))
        painter.drawText(
            QRectF(rect.width() - vp_w - 24, 4, vp_w, 18),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            vp_text,
        )
        painter.setFont(board_font(TEXT_TITLE, bold=True, serif=False))
        painter.drawText(QRectF(rect.width() - 22, 3, 18, 20), Qt.AlignmentFlag.AlignCenter, "⤢")
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(board_font(TEXT_BODY, bold=True))
        painter.drawText(
            QRectF(28, 3, rect.width() - vp_w - 56, 20),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            spec.title,
        )
        x = 8.0
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        for good in range(4):
            paint_good(painter, QRectF(x, 25, 15, 15), good, False, spec.letters)
            painter.setPen(QColor(CREAM))
            painter.drawText(
                QRectF(x + 16, 24, 12, 17), Qt.AlignmentFlag.AlignCenter, str(spec.raw[good])
            )
            paint_certificate(painter, QRectF(x + 29, 25, 15, 15), spec.levels[good])
            x += 50
        if len(spec.labels) > 1:
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(TEXT_SMALL, serif=False))
            painter.drawText(
                QRectF(8, 41, rect.width() - 14, 15),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                spec.labels[1],
            )
        self.paint_marks(painter, 8)


@dataclass(frozen=True)
class ScoreTableSpec(Spec):
    """Scores category by category: a column per player, a row per category, the total."""

    w: float = 600.0
    h: float = 240.0
    title: str = ""
    columns: tuple[tuple[str, str, str, str], ...] = ()
    """(name, colour, shape, letter) of each player, in the order shown."""
    rows: tuple[tuple[str, tuple[int, ...]], ...] = ()
    total: str = ""
    winners: tuple[int, ...] = ()
    """Columns of the winners (marked with a crown and a frame)."""
    footer: str = ""
    """The tie-break, explained."""
    label_w: float = 250.0
    row_h: float = 19.0


class ScoreTableItem(BoardItem):
    """Draws a :class:`ScoreTableSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ScoreTableSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ScoreTableSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(QColor(28, 17, 9, 235))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(board_font(TEXT_TITLE, bold=True))
        painter.drawText(
            QRectF(12, 4, rect.width() - 24, 22), Qt.AlignmentFlag.AlignVCenter, spec.title
        )
        columns = max(1, len(spec.columns))
        col_w = (rect.width() - spec.label_w - 24) / columns
        top = 30.0
        for index, (name, colour, shape, mark) in enumerate(spec.columns):
            x = 12 + spec.label_w + index * col_w
            if index in spec.winners:
                painter.setBrush(QColor(241, 214, 122, 40))
                painter.setPen(QPen(QColor(GOLD_LIGHT), 2))
                bottom = top + (len(spec.rows) + 2) * spec.row_h + 6
                painter.drawRoundedRect(QRectF(x + 2, top - 2, col_w - 4, bottom - top), 5, 5)
            paint_seat_badge(painter, QRectF(x + 6, top + 1, 16, 16), colour, shape, mark)
            painter.setPen(QColor(GOLD_LIGHT if index in spec.winners else CREAM))
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.drawText(  # the winner's crown is on the total: the name has the room
                QRectF(x + 24, top, col_w - 25, spec.row_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        y = top + spec.row_h + 2
        for index, (label, values) in enumerate(spec.rows):
            self._row(painter, spec, y, label, values, col_w, shade=index % 2 == 0)
            y += spec.row_h
        totals = tuple(sum(values[c] for _l, values in spec.rows) for c in range(len(spec.columns)))
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawLine(12, int(y + 1), int(rect.width() - 12), int(y + 1))
        self._row(painter, spec, y + 3, spec.total, totals, col_w, bold=True)
        if spec.footer:
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(TEXT_SMALL, italic=True))
            painter.drawText(
                QRectF(
                    12, y + spec.row_h + 8, rect.width() - 24, rect.height() - y - spec.row_h - 10
                ),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                spec.footer,
            )
        self.paint_marks(painter, 9)

    @staticmethod
    def _row(
        painter: QPainter,
        spec: ScoreTableSpec,
        y: float,
        label: str,
        values: tuple[int, ...],
        col_w: float,
        bold: bool = False,
        shade: bool = False,
    ) -> None:
        if shade:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 240, 200, 16))
            painter.drawRect(QRectF(10, y, spec.w - 20, spec.row_h))
        painter.setPen(QColor(GOLD_LIGHT if bold else CREAM))
        painter.setFont(board_font(TEXT_BODY if bold else TEXT_SMALL, bold=bold))
        painter.drawText(
            QRectF(14, y, spec.label_w - 4, spec.row_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            label,
        )
        painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
        for index, value in enumerate(values):
            x = 12 + spec.label_w + index * col_w
            crown = "♛ " if bold and index in spec.winners else ""
            painter.drawText(
                QRectF(x, y, col_w, spec.row_h), Qt.AlignmentFlag.AlignCenter, f"{crown}{value}"
            )


TITLE_H = 16.0


@dataclass(frozen=True)
class ProjectionSpec(Spec):
    """The viewer's final score if the game ended now, category by category (G5)."""

    w: float = 760.0
    h: float = 40.0
    title: str = ""
    cells: tuple[tuple[str, int], ...] = ()
    """(short label, points) of each category, then the total."""
    tips: tuple[str, ...] = ()
    """What each cell counts now (its tooltip under the pointer); the spec's ``tooltip``
    stands for the title and the total."""


class ProjectionItem(BoardItem):
    """Draws a :class:`ProjectionSpec`: a title, then one cell per category; each cell
    explains its value in its own tooltip."""

    def apply_spec(self, spec: Spec) -> None:
        """Take on a new spec; hovering picks the tooltip of the cell under the pointer."""
        super().apply_spec(spec)
        self.setAcceptHoverEvents(True)

    def cell_tip(self, x: float, y: float) -> str:
        """The tooltip at the item's point (x, y): its cell's, else the whole table's."""
        spec = self.spec
        assert isinstance(spec, ProjectionSpec)
        count = max(1, len(spec.cells))
        index = int(x // (self.frame().width() / count))
        if y >= TITLE_H and 0 <= index < len(spec.tips):
            return spec.tips[index]
        return spec.tooltip

    def hoverMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.setToolTip(self.cell_tip(event.pos().x(), event.pos().y()))
        super().hoverMoveEvent(event)

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ProjectionSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ProjectionSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(board_font(TEXT_SMALL, bold=True, italic=True))
        painter.drawText(
            QRectF(2, 0, rect.width() - 4, TITLE_H), Qt.AlignmentFlag.AlignVCenter, spec.title
        )
        count = max(1, len(spec.cells))
        cell_w = rect.width() / count
        half = (rect.height() - TITLE_H) / 2
        for index, (label, points) in enumerate(spec.cells):
            last = index == count - 1
            cell = QRectF(index * cell_w, TITLE_H, cell_w - 3, rect.height() - TITLE_H)
            painter.setBrush(QColor(241, 214, 122, 60 if last else 22))
            painter.setPen(QPen(QColor(GOLD), 1))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawRect(cell)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(TEXT_SMALL, serif=False))
            painter.drawText(
                QRectF(cell.left() + 2, cell.top() + 1, cell.width() - 4, half),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
            painter.setPen(QColor(GOLD_LIGHT if last else CREAM))
            painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
            painter.drawText(
                QRectF(cell.left() + 2, cell.top() + half - 1, cell.width() - 4, half),
                Qt.AlignmentFlag.AlignCenter,
                str(points),
            )
        self.paint_marks(painter, 4)
