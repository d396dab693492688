"""The cards of Opera Magna drawn in code: trade cards (whole or half) and building cards.

A trade card is all icons, as on the table: the upper half is its cost (raw goods), the
lower half its profit (raw blocks and refined tokens). Tucked under a city board only
the relevant half shows. A building card shows its size and colour (each with a
letter), its construction cost, its discount (used on the left of a shop) and a mark of
its special effect (used on the right); the inspector gives the whole text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.fonts import TEXT_SMALL, board_font, text_size
from ...board.items import BoardItem, paint_back
from ...board.specs import CardSpec
from ...theme import CREAM, GOLD, INK
from .paint import paint_good
from .parts import paint_parts_line

Goods = tuple[int, int, int, int]
BUILDING_FILL = {"yellow": "#e6c229", "green": "#4e9a5b", "red": "#b8342c", "blue": "#3a6ea5"}
"""Band colour of each building colour (always with its letter)."""
COST_TINT = "#f3d9cf"
PROFIT_TINT = "#dcebd2"


def icons_of(goods: Goods, refined: bool) -> list[tuple[int, bool]]:
    """One icon per unit of ``goods`` (as the card prints them)."""
    return [(g, refined) for g in range(4) for _ in range(goods[g])]


def row_boxes(rect: QRectF, count: int, size: float, gap: float = 2.0) -> list[QRectF]:
    """Boxes of ``count`` icons of ``size`` in one row, centred in ``rect``."""
    width = count * (size + gap) - gap
    left = rect.center().x() - width / 2
    top = rect.center().y() - size / 2
    return [QRectF(left + i * (size + gap), top, size, size) for i in range(count)]


def project_icon_rect(w: float, h: float) -> QRectF:
    """Where a tall building card (a project) prints its construction cost icons."""
    return QRectF(4, NAME_TOP + NAME_H + 2, w - 8, h - NAME_TOP - NAME_H - FOOTER_H - 5)


def paint_icon_row(
    painter: QPainter, rect: QRectF, icons: list[tuple[int, bool]], size: float = 16.0
) -> None:
    """Icons centred in ``rect``, in as many rows as they need."""
    if not icons:
        return
    gap = 2.0
    per_row = max(1, int((rect.width() + gap) // (size + gap)))
    rows = [icons[i : i + per_row] for i in range(0, len(icons), per_row)]
    while len(rows) * (size + gap) - gap > rect.height() and size > 12:
        size -= 1
        per_row = max(1, int((rect.width() + gap) // (size + gap)))
        rows = [icons[i : i + per_row] for i in range(0, len(icons), per_row)]
    top = rect.center().y() - (len(rows) * (size + gap) - gap) / 2
    for index, row in enumerate(rows):
        width = len(row) * (size + gap) - gap
        left = rect.center().x() - width / 2
        for column, (good, refined) in enumerate(row):
            box = QRectF(left + column * (size + gap), top + index * (size + gap), size, size)
            paint_good(painter, box, good, refined)


@dataclass(frozen=True)
class TradeCardSpec(CardSpec):
    """A trade card: ``half`` is "both" (in a hand or the market), "cost" or "profit"."""

    cost: Goods = (0, 0, 0, 0)
    raw: Goods = (0, 0, 0, 0)
    refined: Goods = (0, 0, 0, 0)
    half: str = "both"
    group: str = ""
    """The group symbol printed in the middle (hidden under a city board)."""


class TradeCardItem(BoardItem):
    """Draws a :class:`TradeCardSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, TradeCardSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, TradeCardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(2, 3), 6, 6)
        if not spec.face_up:
            paint_back(painter, rect, spec.back_colour, spec.back_mark)
            self.paint_marks(painter, 6)
            return
        painter.setBrush(QColor(CREAM))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(rect, 6, 6)
        cost_icons = icons_of(spec.cost, False)
        profit_icons = icons_of(spec.raw, False) + icons_of(spec.refined, True)
        if spec.half == "both":
            middle = rect.height() / 2
            upper = QRectF(3, 3, rect.width() - 6, middle - 9)
            lower = QRectF(3, middle + 6, rect.width() - 6, rect.height() - middle - 9)
            self._tint(painter, upper, COST_TINT)
            self._tint(painter, lower, PROFIT_TINT)
            paint_icon_row(painter, upper.adjusted(2, 2, -2, -2), cost_icons)
            paint_icon_row(painter, lower.adjusted(2, 2, -2, -2), profit_icons)
            if spec.group:
                painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
                painter.setPen(QColor(INK))
                band = QRectF(0, middle - 7, rect.width(), 14)
                painter.drawText(
                    band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, spec.group
                )
        else:
            area = rect.adjusted(3, 3, -3, -3)
            self._tint(painter, area, COST_TINT if spec.half == "cost" else PROFIT_TINT)
            icons = cost_icons if spec.half == "cost" else profit_icons
            paint_icon_row(painter, area.adjusted(2, 2, -2, -2), icons)
            # The other half is tucked under the city board: a shadow where it goes under.
            shade = QLinearGradient(0, 0, 0, rect.height())
            edge = QColor(0, 0, 0, 120)
            clear = QColor(0, 0, 0, 0)
            if spec.half == "cost":
                shade.setColorAt(0.78, clear)
                shade.setColorAt(1.0, edge)
            else:
                shade.setColorAt(0.0, edge)
                shade.setColorAt(0.22, clear)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            painter.drawRect(rect)
        self.paint_marks(painter, 6)

    @staticmethod
    def _tint(painter: QPainter, rect: QRectF, colour: str) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(rect, 4, 4)


@dataclass(frozen=True)
class BuildingCardSpec(CardSpec):
    """A building card; ``title`` (its name) is drawn only when the card is tall enough."""

    colour: str = "yellow"
    cost: Goods = (0, 0, 0, 0)
    discount: Goods = (0, 0, 0, 0)
    effect: tuple[tuple, ...] = ()
    """The mark of its special effect, as parts (``magna_parts``: "+2 VP", "[⬢]+1")."""
    size_letter: str = ""
    colour_letter: str = ""
    dim: bool = False
    """Greyed (a deck's fallback card, a building that cannot be taken now)."""


NAME_MIN_H = 70.0
"""Cards at least this tall print their name."""
NAME_TOP, NAME_H, FOOTER_H = 20.0, 28.0, 16.0


class BuildingCardItem(BoardItem):
    """Draws a :class:`BuildingCardSpec`: band, (name), cost icons, discount and effect."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, BuildingCardSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, BuildingCardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(2, 3), 6, 6)
        painter.setBrush(QColor(CREAM if not spec.dim else "#cfc4ad"))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(rect, 6, 6)
        band = QRectF(3, 3, rect.width() - 6, 15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(BUILDING_FILL.get(spec.colour, "#888888")))
        painter.drawRoundedRect(band, 4, 4)
        ink = QColor(INK if spec.colour == "yellow" else CREAM)
        painter.setPen(ink)
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        flags = Qt.AlignmentFlag.AlignVCenter
        inner = band.adjusted(4, 0, -4, 0)
        painter.drawText(inner, flags | Qt.AlignmentFlag.AlignLeft, spec.size_letter)
        painter.drawText(inner, flags | Qt.AlignmentFlag.AlignRight, spec.colour_letter)
        if spec.effect:  # the mark of its special effect, in the band of its colour
            line = inner.adjusted(10, 1, -10, -1)
            paint_parts_line(painter, line, spec.effect, 11.0, 12.0, ink.name())
        cost = [(g, True) for g in range(4) for _ in range(spec.cost[g])]
        bottom_h = FOOTER_H
        if spec.h >= NAME_MIN_H:
            if spec.title:
                width = rect.width() - 10
                painter.setFont(board_font(TEXT_SMALL, bold=True))
                painter.setPen(QColor(INK))
                flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
                height = max(NAME_H, text_size(spec.title, TEXT_SMALL, width, True)[1] + 1)
                painter.drawText(QRectF(5, NAME_TOP, width, height), flags, spec.title)
            for box, (good, refined) in zip(
                row_boxes(project_icon_rect(rect.width(), rect.height()), len(cost), 20.0),
                cost,
                strict=True,
            ):
                paint_good(painter, box, good, refined)
        else:
            top = band.bottom() + 2
            middle = QRectF(4, top, rect.width() - 8, rect.height() - top - bottom_h - 3)
            paint_icon_row(painter, middle, cost, 16.0)
        discount = [g for g in range(4) for _ in range(spec.discount[g])]
        if discount:
            footer = QRectF(4, rect.height() - bottom_h - 3, rect.width() - 8, bottom_h)
            painter.setPen(QColor(INK))
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.drawText(
                QRectF(footer.left(), footer.top(), 10, bottom_h), Qt.AlignmentFlag.AlignCenter, "−"
            )
            x = footer.left() + 10
            for good in discount:
                paint_good(painter, QRectF(x, footer.top() + 1, 15, 15), good, False)
                x += 16
        self.paint_marks(painter, 6)
