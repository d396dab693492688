"""The board's own items: the cards, panels, city areas, worksites, powers, shop parts.

Each spec is a small frozen dataclass (the cards' in ``cards.py``) and the item here
draws it; :data:`ITEM_TYPES` pairs them. Goods on them are icons with a mark
(``paint.paint_good``), the marks carried by the spec.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board import kinds
from ...board.fonts import TEXT_SMALL, board_font, text_size
from ...board.items import BoardItem, ButtonItem, Mark, paint_back, shape_path
from ...board.specs import ButtonSpec, Spec, ZoneSpec
from ...theme import CREAM, GOLD, GOLD_LIGHT, INK, qcolor
from .cards import BUILDING_FILL, BuildingCardSpec, Goods, TradeCardSpec
from .layout import FOOTER_H, NAME_H, NAME_MIN_H, NAME_TOP, project_icon_rect, row_boxes
from .paint import (
    MARBLE,
    MARBLE_GREEN,
    PANEL_FILL,
    paint_any_good,
    paint_cart,
    paint_good,
    paint_padlock,
    paint_panel,
)
from .panels import (
    ProjectionItem,
    ProjectionSpec,
    RichButtonItem,
    RichButtonSpec,
    ScoreTableItem,
    ScoreTableSpec,
    ShopSummaryItem,
    ShopSummarySpec,
)
from .parts import paint_parts, paint_parts_line
from .texts import Letters

COST_TINT = "#f3d9cf"
PROFIT_TINT = "#dcebd2"
"""Tints of a trade card's cost half and profit half."""


def icons_of(goods: Goods, refined: bool) -> list[tuple[int, bool]]:
    """One icon per unit of ``goods`` (as the card prints them)."""
    return [(g, refined) for g in range(4) for _ in range(goods[g])]


def paint_icon_row(
    painter: QPainter,
    rect: QRectF,
    icons: list[tuple[int, bool]],
    letters: Letters,
    size: float = 16.0,
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
            paint_good(painter, box, good, refined, letters)


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
            paint_icon_row(painter, upper.adjusted(2, 2, -2, -2), cost_icons, spec.letters)
            paint_icon_row(painter, lower.adjusted(2, 2, -2, -2), profit_icons, spec.letters)
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
            paint_icon_row(painter, area.adjusted(2, 2, -2, -2), icons, spec.letters)
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
        painter.setBrush(QColor(CREAM))
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
            paint_parts_line(painter, line, spec.effect, spec.letters, 11.0, 12.0, ink.name())
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
                paint_good(painter, box, good, refined, spec.letters)
        else:
            top = band.bottom() + 2
            middle = QRectF(4, top, rect.width() - 8, rect.height() - top - bottom_h - 3)
            paint_icon_row(painter, middle, cost, spec.letters, 16.0)
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
                paint_good(painter, QRectF(x, footer.top() + 1, 15, 15), good, False, spec.letters)
                x += 16
        self.paint_marks(painter, 6)


LEVEL_TINT = ("#00000000", "#f1d67a30", "#f1d67a58", "#f1d67a90")
"""Certificate level bands of a raw track (none, 1, 2, 3)."""


@dataclass(frozen=True)
class PanelSpec(Spec):
    """A framed dark panel with a title (left) and a note (right)."""

    w: float = 300.0
    h: float = 120.0
    title: str = ""
    note: str = ""
    fill: str = PANEL_FILL
    thick: bool = False
    title_size: float = 13.0


class PanelItem(BoardItem):
    """Draws a :class:`PanelSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PanelSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PanelSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        paint_panel(painter, rect, spec.fill, spec.thick)
        line = QRectF(10, 3, rect.width() - 20, spec.title_size + 6)
        if spec.title:
            painter.setPen(QColor(GOLD_LIGHT))
            painter.setFont(board_font(spec.title_size, bold=True))
            painter.drawText(
                line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, spec.title
            )
        if spec.note:
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.drawText(
                line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, spec.note
            )
        self.paint_marks(painter, 9)


@dataclass(frozen=True)
class AreaSpec(ZoneSpec):
    """A Cost or Profit area of a city: a drop target for merchants and trade cards."""

    active: bool = False
    """The area of the merchant that activated the city this turn."""
    fill: str = "#00000030"


class AreaItem(BoardItem):
    """Draws an :class:`AreaSpec`: a band with its label, framed when active."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, AreaSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, AreaSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(qcolor(spec.fill))
        if spec.active:
            painter.setPen(QPen(QColor(GOLD_LIGHT), 2.5))
        else:
            painter.setPen(QPen(QColor(GOLD), 1, Qt.PenStyle.DotLine))
        painter.drawRoundedRect(rect, 6, 6)
        if spec.label:
            painter.setPen(QColor(GOLD_LIGHT))
            painter.setFont(board_font(TEXT_SMALL, bold=True, italic=True))
            painter.drawText(
                QRectF(6, 2, 96, 16),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                spec.label,
            )
        self.paint_marks(painter, 6)


@dataclass(frozen=True)
class HotspotSpec(ZoneSpec):
    """An invisible drop target (a building's cost icons) shown only while highlighted."""

    fill: str = "#00000000"


class HotspotItem(BoardItem):
    """Draws nothing of a :class:`HotspotSpec` but its highlight."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, HotspotSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.mark is not Mark.NONE:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.paint_marks(painter, 5)


@dataclass(frozen=True)
class WorksiteSpec(Spec):
    """A worksite of the façade: the refined good it wants, its level, its first effect."""

    w: float = 98.0
    h: float = 50.0
    good: int = 0
    level: int = 1
    effect: tuple[tuple, ...] = ()
    """The first-delivery effect's mark (parts), dimmed once it was taken."""
    taken: bool = False
    locked: bool = False
    """A lower worksite of the column is still empty (MAG-072)."""
    letters: Letters = Letters()


class WorksiteItem(BoardItem):
    """Draws a :class:`WorksiteSpec` as a marble tile."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, WorksiteSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, WorksiteSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(QColor(MARBLE))
        painter.setPen(QPen(QColor(MARBLE_GREEN), 2.5))
        painter.drawRoundedRect(rect, 5, 5)
        paint_good(painter, QRectF(4, 4, 20, 20), spec.good, True, spec.letters)
        if spec.effect:
            painter.setOpacity(0.4 if spec.taken else 1.0)
            paint_parts(
                painter,
                QRectF(27, 4, rect.width() - 30, 20),
                spec.effect,
                spec.letters,
                11.0,
                14.0,
                INK,
                centre=False,
            )
            painter.setOpacity(1.0)
            if spec.taken:  # the first delivery took it
                painter.setPen(QPen(QColor(INK), 1.4))
                painter.drawLine(QPointF(27, 14), QPointF(rect.width() - 6, 14))
        if spec.locked:
            painter.setBrush(QBrush(QColor(60, 40, 20, 150), Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, 5, 5)
            paint_padlock(painter, QPointF(rect.width() / 2, rect.height() - 15), 14)
        self.paint_marks(painter, 5)


@dataclass(frozen=True)
class PowerSpec(ButtonSpec):
    """A City Power token: its name and the uses left; a click uses it (a goods chooser)."""

    w: float = 170.0
    h: float = 20.0
    name: str = ""
    uses: int = 1
    """Uses printed on the token (per turn)."""
    left: int = 0
    """Uses left now (0: not usable now)."""


class PowerItem(ButtonItem):
    """Draws a :class:`PowerSpec`: a gold hexagon with the uses, then the name."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PowerSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PowerSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        hexagon = QRectF(rect.width() - rect.height(), 0, rect.height(), rect.height())
        usable = spec.left > 0
        painter.setBrush(QColor(GOLD if usable else "#6d5a3c"))
        painter.setPen(QPen(QColor(GOLD_LIGHT if usable else INK), 2 if usable else 1))
        painter.drawPath(shape_path("hexagon", hexagon))
        painter.setPen(QColor(INK))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(
            hexagon, Qt.AlignmentFlag.AlignCenter, str(spec.left if usable else spec.uses)
        )
        painter.setPen(QColor(GOLD_LIGHT if usable else CREAM))
        painter.setFont(board_font(TEXT_SMALL, italic=True, bold=usable))
        painter.drawText(
            QRectF(0, 0, rect.width() - rect.height() - 4, rect.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            spec.name,
        )
        self.paint_marks(painter, 6)


@dataclass(frozen=True)
class RefinedSpec(Spec):
    """Refined goods of one kind on a shop board: the good's token and how many."""

    good: int = 0
    count: int = 1
    size: float = 26.0
    colour: str = "#888888"
    """The owner's colour (the ring round the token: they are the player's tokens)."""
    letters: Letters = Letters()


class RefinedItem(BoardItem):
    """Draws a :class:`RefinedSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, RefinedSpec)
        return spec.size + 18, spec.size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, RefinedSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        token = QRectF(0, 0, spec.size, spec.size)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(qcolor(spec.colour), 3))
        painter.drawEllipse(token.adjusted(-1, -1, 1, 1))
        paint_good(painter, token.adjusted(2, 2, -2, -2), spec.good, True, spec.letters)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(
            QRectF(spec.size + 1, 0, 17, spec.size),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"×{spec.count}",
        )
        self.paint_marks(painter, spec.size / 2)


@dataclass(frozen=True)
class TrackRowSpec(ZoneSpec):
    """A raw-good track of a shop board: columns 0..10 with the certificate level bands."""

    good: int = 0
    discount: int = 0
    """The shop's standing discount on this good (G2), shown beside its icon."""
    levels: tuple[int, ...] = ()
    """Certificate level of each column (0 where a certificate cannot stand)."""
    cell: float = 28.0
    head: float = 44.0
    """Room left of column 0 for the icon and the discount."""
    target: bool = False
    letters: Letters = Letters()


class TrackRowItem(BoardItem):
    """Draws a :class:`TrackRowSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, TrackRowSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, TrackRowSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        paint_good(
            painter, QRectF(2, (rect.height() - 20) / 2, 20, 20), spec.good, False, spec.letters
        )
        if spec.discount:
            painter.setPen(QColor(GOLD_LIGHT))
            painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
            painter.drawText(
                QRectF(23, 0, spec.head - 24, rect.height()),
                Qt.AlignmentFlag.AlignCenter,
                f"−{spec.discount}",
            )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # square cells: crisp
        painter.setPen(QPen(QColor(GOLD), 1))
        for column, level in enumerate(spec.levels):
            cell = QRectF(spec.head + column * spec.cell, 1, spec.cell - 2, rect.height() - 2)
            painter.setBrush(qcolor(LEVEL_TINT[level]) if level else QColor(255, 240, 200, 18))
            painter.drawRect(cell)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_marks(painter, 5)


@dataclass(frozen=True)
class ColumnsSpec(Spec):
    """The column numbers over the raw tracks, each under its certificate level's tint."""

    w: float = 308.0
    h: float = 15.0
    cell: float = 28.0
    levels: tuple[int, ...] = ()


class ColumnsItem(BoardItem):
    """Draws a :class:`ColumnsSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ColumnsSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ColumnsSpec)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(board_font(TEXT_SMALL, serif=False))
        for column, level in enumerate(spec.levels):
            painter.setPen(QColor(GOLD_LIGHT if level else "#cdbb99"))
            painter.drawText(
                QRectF(column * spec.cell, 0, spec.cell - 2, spec.h),
                Qt.AlignmentFlag.AlignCenter,
                str(column),
            )
        self.paint_marks(painter, 2)


@dataclass(frozen=True)
class PositionSpec(ZoneSpec):
    """One of the six building positions of a shop: its stack, and what it unlocked."""

    side: str = "left"
    size_letter: str = ""
    count: int = 0
    colours: tuple[str, ...] = ()
    """Colour of each building in the stack (bottom first)."""
    discount: Goods = (0, 0, 0, 0)
    """Left: the stack's discounts together."""
    conversion: tuple[int, tuple[int, ...]] = (0, ())
    """Left: the conversion it unlocks (amount, goods it accepts)."""
    used: bool = False
    """Left: conversion used this turn; right: cart used this turn."""
    effect: tuple[tuple, ...] = ()
    """Right: the stack's effect marks (parts)."""
    target: bool = False
    letters: Letters = Letters()


class PositionItem(BoardItem):
    """Draws a :class:`PositionSpec`: building halves peeking out, the unlocked effect."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PositionSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PositionSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.setPen(
            QPen(QColor(GOLD), 1, Qt.PenStyle.SolidLine if spec.count else Qt.PenStyle.DashLine)
        )
        painter.drawRoundedRect(rect, 6, 6)
        # The stack: each building's half peeks out a little under the next one.
        for index, colour in enumerate(spec.colours[-3:]):
            strip = QRectF(4 + index * 3, 4 + index * 3, 8, rect.height() - 8 - index * 3)
            painter.setBrush(QColor(BUILDING_FILL.get(colour, "#888888")))
            painter.setPen(QPen(QColor(INK), 0.8))
            painter.drawRoundedRect(strip, 2, 2)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        label = spec.size_letter + (f"×{spec.count}" if spec.count > 1 else "")
        painter.drawText(
            QRectF(18, 2, 40, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label
        )
        lower = QRectF(18, rect.height() - 22, rect.width() - 22, 20)
        if spec.side == "left":
            self._discount(painter, QRectF(56, 2, rect.width() - 60, 16), spec)
            self._conversion(painter, lower, spec)
        else:
            if spec.effect:
                # One line (pressed together when a stack has two effects): the cart is below.
                start = max(40.0, 24 + text_size(label, TEXT_SMALL, 0, True, False)[0])
                line = QRectF(start, 3, rect.width() - start - 4, 16)
                paint_parts_line(painter, line, spec.effect, spec.letters, 11.0, 13.0, CREAM)
            paint_cart(
                painter,
                QRectF(lower.right() - 26, lower.top() + 1, 24, 18),
                spec.count > 0,
                spec.used,
            )
        self.paint_marks(painter, 6)

    @staticmethod
    def _discount(painter: QPainter, rect: QRectF, spec: PositionSpec) -> None:
        goods = [g for g in range(4) for _ in range(spec.discount[g])]
        x = rect.right() - len(goods) * 15
        for good in goods:
            paint_good(painter, QRectF(x, rect.top() + 1, 14, 14), good, False, spec.letters)
            x += 15

    @staticmethod
    def _conversion(painter: QPainter, rect: QRectF, spec: PositionSpec) -> None:
        amount, goods = spec.conversion
        if not amount:
            return
        dim = spec.count == 0 or spec.used
        painter.setOpacity(0.45 if dim else 1.0)
        painter.setPen(QColor(CREAM))
        painter.setFont(board_font(TEXT_SMALL, bold=True, serif=False))
        painter.drawText(
            QRectF(rect.left(), rect.top(), 12, rect.height()),
            Qt.AlignmentFlag.AlignCenter,
            str(amount),
        )
        icon = QRectF(rect.left() + 13, rect.top() + 1, 18, 18)
        if len(goods) == 1:
            paint_good(painter, icon, goods[0], False, spec.letters)
        else:
            paint_any_good(painter, icon)
        painter.setPen(QColor(CREAM))
        painter.drawText(
            QRectF(icon.right(), rect.top(), 16, rect.height()), Qt.AlignmentFlag.AlignCenter, "→"
        )
        target = QRectF(icon.right() + 16, rect.top() + 1, 18, 18)
        if len(goods) == 1:
            paint_good(painter, target, goods[0], True, spec.letters)
        else:
            painter.setBrush(QColor("#f6ecd2"))
            painter.setPen(QPen(QColor(INK), 1.2, Qt.PenStyle.DashLine))
            painter.drawEllipse(target)
            painter.setPen(QColor(INK))
            painter.drawText(target, Qt.AlignmentFlag.AlignCenter, "?")
        painter.setOpacity(1.0)


ITEM_TYPES: dict[type, type[BoardItem]] = {
    **kinds.ITEM_TYPES,
    TradeCardSpec: TradeCardItem,
    BuildingCardSpec: BuildingCardItem,
    PanelSpec: PanelItem,
    AreaSpec: AreaItem,
    HotspotSpec: HotspotItem,
    WorksiteSpec: WorksiteItem,
    PowerSpec: PowerItem,
    RefinedSpec: RefinedItem,
    TrackRowSpec: TrackRowItem,
    ColumnsSpec: ColumnsItem,
    PositionSpec: PositionItem,
    RichButtonSpec: RichButtonItem,
    ShopSummarySpec: ShopSummaryItem,
    ScoreTableSpec: ScoreTableItem,
    ProjectionSpec: ProjectionItem,
}
"""Every spec kind the Opera Magna board draws: the framework's and its own."""
