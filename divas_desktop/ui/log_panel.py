"""The game log panel: the events the seat in front of the screen may see, translated.

Lines are grouped per turn under the name of the player who moved; each line carries the
badge of the seat it is *about* (an event's subject, else the seat it names, else the
mover). Every line is shown whole (wrapped, never cut) and in full on hover; hovering a
line that names cards shows them large in the card inspector. Clicking selects nothing:
a line never changes its look under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n.translate import text
from .seat_badge import seat_pixmap
from .theme import CRIMSON, GOLD, GOLD_LIGHT, INK

if TYPE_CHECKING:
    from ..core.match import Match, SeatInfo
    from ..core.types import Event, Seat
    from .board import CardFace

SEAT_PARAMS = ("seat", "player", "by", "target", "from_seat", "to_seat")
"""Event parameters that hold seat numbers and are shown as player names."""
BADGE = 18
PAD = 4
ROLE_KIND = Qt.ItemDataRole.UserRole
ROLE_SEAT = Qt.ItemDataRole.UserRole + 1
ROLE_EVENT = Qt.ItemDataRole.UserRole + 2


def event_text(game_id: str, event: Event, seats: Sequence[SeatInfo]) -> str:
    """Translate an event, turning seat numbers into player names."""
    params: dict[str, Any] = dict(event.params)
    for key in SEAT_PARAMS:
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(seats):
            name_key = "player" if key == "seat" else key
            if key != "seat" or "player" not in params:
                params[name_key] = seats[value].name
    return text(game_id, event.kind, **_named_ids(game_id, params))


def _named_ids(game_id: str, params: dict[str, Any]) -> dict[str, Any]:
    """Show card and opera ids (alone or in lists) by their names, never raw."""
    from .boards.generic import id_name  # needs the game's data: only once a game runs

    shown = dict(params)
    for key, value in params.items():
        if isinstance(value, str):
            shown[key] = id_name(game_id, value, key) or value
        elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            shown[key] = ", ".join(id_name(game_id, v, key) or v for v in value)
    return shown


def subject_of(event: Event, actor: Seat, seats: int) -> Seat:
    """The seat a line is about: the event's subject, else the seat it names, else the mover."""
    if event.subject is not None:
        return event.subject
    for key in ("player", "seat"):
        value = event.params.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats:
            return value
    return actor


def named_ids(event: Event) -> list[str]:
    """The string parameters of an event (card ids among them), in order."""
    out: list[str] = []
    for value in event.params.values():
        values = value if isinstance(value, list | tuple) else (value,)
        out += [v for v in values if isinstance(v, str)]
    return out


def since_last_turn(match: Match, seat: Seat) -> list[tuple[int, Seat, Event]]:
    """Events (redacted for ``seat``) after ``seat``'s own last move: its recap."""
    last = max((i for i in range(match.cursor) if match.log[i].seat == seat), default=-1)
    return [entry for entry in match.events_for(seat) if entry[0] > last and entry[1] != seat]


class LogDelegate(QStyledItemDelegate):
    """Paints a turn heading or a line (badge + wrapped text) at its full height."""

    def __init__(self, panel: LogPanel) -> None:
        super().__init__(panel.list)
        self.panel = panel

    def _text_rect(self, width: int, heading: bool) -> QRect:
        left = PAD if heading else PAD + BADGE + 6
        return QRect(left, PAD, max(40, width - left - PAD), 10_000)

    def _font(self, heading: bool) -> QFont:
        font = QFont(self.panel.list.font())
        font.setPixelSize(12 if heading else 13)
        font.setBold(heading)
        return font

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        heading = index.data(ROLE_KIND) == "turn"
        width = self.panel.list.viewport().width()
        rect = self._text_rect(width, heading)
        flags = int(Qt.TextFlag.TextWordWrap)
        used = QFontMetrics(self._font(heading)).boundingRect(rect, flags, index.data()).height()
        return QSize(width, max(used, 0 if heading else BADGE) + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        heading = index.data(ROLE_KIND) == "turn"
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if heading:
            painter.fillRect(rect, QColor(CRIMSON))
            painter.setPen(QColor(GOLD_LIGHT))
        else:
            painter.fillRect(rect, QColor("#f6ecd2"))
            painter.setPen(QColor("#e0d2ae"))
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
            painter.setPen(QColor(INK))
            badge = self.panel.badge(index.data(ROLE_SEAT))
            if badge is not None:
                painter.drawPixmap(QPoint(rect.left() + PAD, rect.top() + PAD), badge)
        text_rect = self._text_rect(rect.width(), heading).translated(rect.topLeft())
        text_rect.setHeight(rect.height() - 2 * PAD)
        painter.setFont(self._font(heading))
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap), index.data())
        painter.restore()


class LogPanel(QWidget):
    """A list of the match's events, newest at the bottom, grouped per turn."""

    cards_hovered = Signal(list, QPoint)
    """Faces of the cards a hovered line names, and the pointer's global position."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        layout.addWidget(self.title)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setMouseTracking(True)
        self.list.setItemDelegate(LogDelegate(self))
        self.list.setStyleSheet(f"QListWidget {{ background: #f6ecd2; border: 1px solid {GOLD}; }}")
        self.list.itemEntered.connect(self._hovered)
        layout.addWidget(self.list)
        self.card_faces: Callable[[str], CardFace | None] | None = None
        """Gives the large face of a card id (set by the board area), for hovered lines."""
        self._shown: list[tuple[int, Seat, Event]] = []
        self._game_id = ""
        self._seats: tuple[SeatInfo, ...] = ()
        self._badges: dict[int, QPixmap] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language (the lines are rewritten on next show)."""
        self.title.setText(self.tr("Performance log"))
        self.reset()

    def badge(self, seat: int | None) -> QPixmap | None:
        """The badge of ``seat`` (shape, colour, initial), or ``None``."""
        if seat is None or not 0 <= seat < len(self._seats):
            return None
        if seat not in self._badges:
            info = self._seats[seat]
            ratio = self.devicePixelRatioF()
            self._badges[seat] = seat_pixmap(seat, info.colour, info.name, BADGE, ratio)
        return self._badges[seat]

    def show_log(
        self, game_id: str, entries: Sequence[tuple[int, Seat, Event]], seats: Sequence[SeatInfo]
    ) -> None:
        """Show ``entries`` (already redacted for the viewer), appending when only new ones."""
        keys = list(entries)
        seats = tuple(seats)
        if (
            keys[: len(self._shown)] != self._shown
            or game_id != self._game_id
            or (seats != self._seats)
        ):
            self.list.clear()
            self._shown = []
            self._badges = {}
        self._game_id, self._seats = game_id, seats
        actor = self._shown[-1][1] if self._shown else None
        for step, seat, event in keys[len(self._shown) :]:
            if seat != actor:
                self._add_turn(seat)
                actor = seat
            line = event_text(game_id, event, seats)
            item = QListWidgetItem(line)
            item.setData(ROLE_KIND, "line")
            item.setData(ROLE_SEAT, subject_of(event, seat, len(seats)))
            item.setData(ROLE_EVENT, len(self._shown))
            item.setToolTip(line)
            self.list.addItem(item)
            self._shown.append((step, seat, event))
        self.list.scrollToBottom()

    def _add_turn(self, seat: Seat) -> None:
        name = self._seats[seat].name if 0 <= seat < len(self._seats) else "?"
        item = QListWidgetItem(self.tr("{player} moves").format(player=name))
        item.setData(ROLE_KIND, "turn")
        item.setData(ROLE_SEAT, seat)
        self.list.addItem(item)

    def _hovered(self, item: QListWidgetItem) -> None:
        if self.card_faces is None or item.data(ROLE_KIND) != "line":
            return
        _step, _seat, event = self._shown[item.data(ROLE_EVENT)]
        faces = [f for card in named_ids(event) if (f := self.card_faces(card)) is not None]
        rect = self.list.visualItemRect(item)
        self.cards_hovered.emit(faces, self.list.viewport().mapToGlobal(rect.topLeft()))

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.cards_hovered.emit([], QPoint())
        super().leaveEvent(event)

    def reset(self) -> None:
        """Forget the shown lines (the language changed: they are written again)."""
        self.list.clear()
        self._shown = []
        self._badges = {}

    def texts(self) -> list[str]:
        """The shown lines, without the turn headings (for tests)."""
        return [
            self.list.item(i).text()
            for i in range(self.list.count())
            if self.list.item(i).data(ROLE_KIND) == "line"
        ]

    def rows(self) -> list[tuple[str, int | None, str]]:
        """Every row as (kind, seat, text): "turn" headings and "line"s (for tests)."""
        return [
            (item.data(ROLE_KIND), item.data(ROLE_SEAT), item.text())
            for item in (self.list.item(i) for i in range(self.list.count()))
        ]
