"""The legend of a board: every code, symbol, colour and badge it draws, with its meaning.

Each board package has a ``legend.py`` that lists its :class:`LegendSection` entries (in
the player's language) and says which codes a drawn spec shows (``drawn_codes``), so a
test can check that everything a board draws is explained. An entry shows its symbol
the way the board draws it: one of the board's own specs painted by the board's own
item class, a painting function of the board, or a glyph on a coloured shape.

The board view opens the legend with its "?" button or the key ?; a rule link opens
the rules reference at that clause (``MainWindow.open_rule``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n.translate import text
from ..theme import CREAM, GOLD, GOLD_LIGHT, INK, WOOD_DARK, qcolor
from .fonts import board_font
from .items import BoardItem, Mark, SeatBadge, shape_path
from .kinds import ITEM_TYPES, make_item
from .specs import Spec

if TYPE_CHECKING:
    from ...core.match import SeatInfo

Painter = Callable[[QPainter, QRectF], None]
"""A board's own painting function, drawing a symbol into a rectangle."""
ICON_W, ICON_H = 72, 40
"""The box each symbol is drawn in (a card is scaled down into it)."""


@dataclass(frozen=True)
class LegendEntry:
    """One symbol the board draws and what it means.

    The symbol is drawn from the first of ``spec`` (the board's own item paints it),
    ``paint`` (a board's painting function) or ``glyph`` on ``colour`` in ``shape``.
    """

    codes: tuple[str, ...]
    """The codes the entry explains (what ``drawn_codes`` of the board yields)."""
    meaning: str
    """What the symbol means, in the player's language."""
    spec: Spec | None = None
    paint: Painter | None = None
    glyph: str = ""
    colour: str = ""
    shape: str = ""
    """``circle``, ``square``… (a token); empty: the glyph alone."""
    badge: SeatBadge | None = None
    """Drawn on the spec as a last-move badge (``spec`` must be given)."""
    target: bool = False
    """The spec drawn highlighted as a legal target."""
    rule: str = ""
    """The clause ID of the rules reference that says more, if any."""


@dataclass(frozen=True)
class LegendSection:
    """A heading and its entries (the cards, the table, the seats…)."""

    title: str
    entries: tuple[LegendEntry, ...] = field(default_factory=tuple)


PROSE_SIGNS = frozenset("+−-=<>→±")
"""Maths signs that are words of a text ("+1 PN", "3 → 4"), not symbols to explain."""
UNREAD_FIELDS = frozenset({"id", "tooltip", "face"})
"""Spec fields never drawn as they are: the id, the tooltip, the inspector's face."""


def symbol_codes(spec: Spec) -> set[str]:
    """Every symbol character a spec draws in any of its texts (``⬡``, ``✚``, ``×``…).

    Found in every text field of the spec, whatever its kind, so a symbol a board starts
    to draw shows up here without anyone listing it: a board's legend must explain it.
    """
    found: set[str] = set()
    for f in fields(spec):
        if f.name not in UNREAD_FIELDS:
            _symbols(getattr(spec, f.name), found)
    return found


def _symbols(value: object, found: set[str]) -> None:
    if isinstance(value, str):
        for char in value:
            kind = unicodedata.category(char)
            if kind == "So" or (kind == "Sm" and char not in PROSE_SIGNS):
                found.add(char)
    elif isinstance(value, tuple):
        for part in value:
            _symbols(part, found)


def legend_codes(sections: Iterable[LegendSection]) -> set[str]:
    """Every code the legend explains."""
    return {code for section in sections for entry in section.entries for code in entry.codes}


def unexplained(
    specs: Iterable[Spec],
    sections: Sequence[LegendSection],
    codes_of: Callable[[Spec], Iterable[str]],
) -> set[str]:
    """The codes drawn by ``specs`` (``codes_of`` each) that no legend entry explains."""
    drawn = {code for spec in specs for code in codes_of(spec)}
    return drawn - legend_codes(sections)


def symbol_pixmap(
    entry: LegendEntry,
    item_types: dict[type, type[BoardItem]] = ITEM_TYPES,
    size: tuple[int, int] = (ICON_W, ICON_H),
    ratio: float = 1.0,
) -> QPixmap:
    """The entry's symbol as the board draws it, centred in a ``size`` picture."""
    w, h = size
    pixmap = QPixmap(round(w * ratio), round(h * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    box = QRectF(1, 1, w - 2, h - 2)
    try:
        if entry.spec is not None:
            _paint_spec(painter, box, entry, item_types)
        elif entry.paint is not None:
            entry.paint(painter, box)
        else:
            _paint_glyph(painter, box, entry)
    finally:
        painter.end()
    return pixmap


def _paint_spec(
    painter: QPainter, box: QRectF, entry: LegendEntry, item_types: dict[type, type[BoardItem]]
) -> None:
    assert entry.spec is not None
    item = make_item(replace(entry.spec, x=0, y=0), item_types)
    item.set_last_move(entry.badge)
    if entry.target:
        item.set_mark(Mark.TARGET)
    # The badge and the highlight stand out of the frame: keep room for them.
    bounds = item.boundingRect() if entry.badge or entry.target else item.frame()
    scale = min(box.width() / bounds.width(), box.height() / bounds.height(), 1.0)
    painter.save()
    painter.translate(
        box.center() - QPointF(bounds.center().x() * scale, bounds.center().y() * scale)
    )
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.restore()


def _paint_glyph(painter: QPainter, box: QRectF, entry: LegendEntry) -> None:
    side = min(box.height(), 30.0)
    rect = QRectF(box.center().x() - side / 2, box.center().y() - side / 2, side, side)
    if entry.shape:
        painter.setBrush(qcolor(entry.colour or CREAM))
        painter.setPen(QPen(QColor(INK), 1.5))
        painter.drawPath(shape_path(entry.shape, rect))
        painter.setPen(QColor(INK))
    else:
        if entry.colour:
            painter.setBrush(qcolor(entry.colour))
            painter.setPen(Qt.PenStyle.NoPen)
            band = QRectF(box.left() + 4, rect.top() + 4, box.width() - 8, side - 8)
            painter.drawRoundedRect(band, 4, 4)
        painter.setPen(QColor(CREAM) if entry.colour else QColor(GOLD_LIGHT))
        rect = box
    painter.setFont(board_font(14, bold=True, serif=False))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), entry.glyph)


def say(code: str, **params: object) -> str:
    """A text of the legends' table (context ``legends``), in the player's language."""
    return text("legends", code, **params)


class TableHost(Protocol):
    """What the shared part of a legend reads of the board: its seats and their badges."""

    def table_seats(self) -> tuple[SeatInfo, ...]: ...

    def seat_badge(self, seat: int) -> SeatBadge: ...

    def seat_name(self, seat: int | None) -> str: ...


SEAT = "seat"
"""The code of a seat's badge (colour, shape, letter) wherever a board draws it."""
LAST_MOVE = "last_move"
TARGET = "target"


def table_section(host: TableHost, example: Spec) -> LegendSection:
    """The part every board shares: each seat's badge, the last-move mark and the legal
    target, the last two drawn on ``example`` (one of the board's own specs)."""
    entries = [
        LegendEntry(
            codes=(SEAT,),
            meaning=say("seat", player=host.seat_name(seat)),
            glyph=host.seat_badge(seat)[2],
            colour=host.seat_badge(seat)[0],
            shape=host.seat_badge(seat)[1],
        )
        for seat in range(len(host.table_seats()))
    ]
    other = host.seat_badge(1 if len(host.table_seats()) > 1 else 0)
    entries.append(
        LegendEntry(codes=(LAST_MOVE,), meaning=say("last_move"), spec=example, badge=other)
    )
    entries.append(LegendEntry(codes=(TARGET,), meaning=say("target"), spec=example, target=True))
    return LegendSection(say("section.table"), tuple(entries))


STYLE = f"""
QFrame#legend {{ background: {WOOD_DARK}; border: 2px solid {GOLD}; border-radius: 8px; }}
QFrame#legend QLabel {{ color: {CREAM}; font-size: 13px; }}
QFrame#legend QLabel#legendTitle {{ color: {GOLD_LIGHT}; font-size: 15px; font-weight: bold; }}
QFrame#legend QLabel#legendSection {{ color: {GOLD_LIGHT}; font-size: 14px; font-weight: bold;
    padding-top: 6px; }}
QFrame#legend QLabel a {{ color: {GOLD_LIGHT}; }}
QFrame#legend QScrollArea, QFrame#legend QScrollArea > QWidget > QWidget {{
    background: transparent; border: none; }}
QFrame#legend QPushButton {{ color: {CREAM}; background: #3a2414; border: 1px solid {GOLD};
    border-radius: 4px; padding: 2px 10px; }}
"""


class LegendPanel(QFrame):
    """The legend over the board view: a scrolling list of symbol, meaning and rule link.

    Esc, ? or its Close button closes it; a rule link asks the window to open the rules
    reference at that clause (:attr:`rule_opened`).
    """

    rule_opened = Signal(str)
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.top = 10
        """Where the panel starts: under the "?" button when that floats over the view."""
        self._entries: list[tuple[LegendEntry, QLabel]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("legendTitle")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("legendClose")
        self.close_button.clicked.connect(self.dismiss)
        top.addWidget(self.close_button)
        layout.addLayout(top)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 0, 6, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        self.scroller.setWidget(self.body)
        layout.addWidget(self.scroller, 1)
        self.hide()

    def show_legend(
        self,
        title: str,
        sections: Sequence[LegendSection],
        item_types: dict[type, type[BoardItem]] = ITEM_TYPES,
    ) -> None:
        """Fill the panel with ``sections`` and show it over the right of the view."""
        self._clear()
        self.title.setText(title)
        self.close_button.setText(say("close"))
        ratio = self.devicePixelRatioF() or 1.0
        row = 0
        for section in sections:
            heading = QLabel(section.title)
            heading.setObjectName("legendSection")
            self.grid.addWidget(heading, row, 0, 1, 3)
            row += 1
            for entry in section.entries:
                icon = QLabel()
                icon.setPixmap(symbol_pixmap(entry, item_types, ratio=ratio))
                icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
                meaning = QLabel(entry.meaning)
                meaning.setWordWrap(True)
                meaning.setTextFormat(Qt.TextFormat.PlainText)
                self.grid.addWidget(icon, row, 0)
                self.grid.addWidget(meaning, row, 1)
                if entry.rule:
                    link = QLabel(f'<a href="{entry.rule}">{say("rule", clause=entry.rule)}</a>')
                    link.setTextFormat(Qt.TextFormat.RichText)
                    link.setToolTip(say("rule.tip"))
                    link.linkActivated.connect(self.rule_opened.emit)
                    self.grid.addWidget(link, row, 2)
                self._entries.append((entry, meaning))
                row += 1
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(row, 1)
        self.place()
        self.show()
        self.raise_()
        # The list takes the keys: arrows and Page Up/Down scroll it, Esc and ? reach the panel.
        self.scroller.setFocus(Qt.FocusReason.OtherFocusReason)

    def place(self) -> None:
        """Lie along the right side of the view, as tall as it lets."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(500, max(320, parent.width() // 2))
        top = self.top
        height = max(200, parent.height() - top - 10)
        self.setGeometry(parent.width() - width - 10, top, width, height)

    def meanings(self) -> list[str]:
        """The meanings shown, in order (for tests)."""
        return [label.text() for _e, label in self._entries] if self.isVisible() else []

    def entries(self) -> list[LegendEntry]:
        """The entries shown (for tests)."""
        return [entry for entry, _l in self._entries] if self.isVisible() else []

    def dismiss(self) -> None:
        """Close the legend."""
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Question) or event.text() == "?":
            self.dismiss()
            event.accept()
            return
        super().keyPressEvent(event)

    def _clear(self) -> None:
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self._entries = []
