"""The game log panel: the events the seat in front of the screen may see, translated.

Lines are grouped under the name of the player who does them (a line's declared actor or
player, else the seat whose step it was: a diva's own draws in the middle of her rival's
step stay under her name); each line carries the badge of the seat it is *about* (an
event's subject, else the seat it names, else the mover). Every line is shown whole
(wrapped, never cut) and in full on hover; hovering a line that names cards shows them
large in the card inspector. Clicking selects nothing: a line never changes its look
under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt, Signal
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

from ..i18n import events, folding
from ..i18n.folding import counted_line
from ..i18n.params import actor_seat, subject_seat
from .seat_badge import seat_pixmap
from .theme import CRIMSON, GOLD, GOLD_LIGHT, INK

if TYPE_CHECKING:
    from ..core.match import Match, SeatInfo
    from ..core.types import Event, Seat
    from .board import CardFace

BADGE = 18
PAD = 4
ROLE_KIND = Qt.ItemDataRole.UserRole
ROLE_SEAT = Qt.ItemDataRole.UserRole + 1
ROLE_EVENT = Qt.ItemDataRole.UserRole + 2
FOLD_WINDOW = 400
"""Entries before the first new one that folding looks at again (a long log is not
folded anew on every move)."""


def event_text(game_id: str, event: Event, seats: Sequence[SeatInfo]) -> str:
    """Translate an event, with player names for seats and names for ids (``i18n.events``)."""
    return events.event_text(game_id, event, [seat.name for seat in seats])


def subject_of(event: Event, actor: Seat, seats: int) -> Seat:
    """The seat a line is about: the event's subject, else the seat its game declares as
    the line's player (``i18n/params.py``), else the mover."""
    if event.subject is not None:
        return event.subject
    seat = subject_seat(event.kind, event.params, seats)
    return actor if seat is None else seat


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
        self._heights: dict[tuple[str, int, bool], int] = {}
        """Measured heights (text, width, heading): a long log lays out without re-measuring."""
        self._fonts: dict[bool, QFont] = {}
        self._colours = {
            "heading": QColor(CRIMSON),
            "title": QColor(GOLD_LIGHT),
            "paper": QColor("#f6ecd2"),
            "rule": QColor("#e0d2ae"),
            "ink": QColor(INK),
        }

    def _text_rect(self, width: int, heading: bool) -> QRect:
        left = PAD if heading else PAD + BADGE + 6
        return QRect(left, PAD, max(40, width - left - PAD), 10_000)

    def _font(self, heading: bool) -> QFont:
        font = self._fonts.get(heading)
        if font is None:
            font = self._fonts[heading] = QFont(self.panel.list.font())
            font.setPixelSize(12 if heading else 13)
            font.setBold(heading)
        return font

    def height_for(self, text: str, width: int, heading: bool) -> int:
        """Height a row needs to show ``text`` whole at ``width`` (measured once)."""
        key = (text, width, heading)
        height = self._heights.get(key)
        if height is None:
            rect = self._text_rect(width, heading)
            flags = int(Qt.TextFlag.TextWordWrap)
            used = QFontMetrics(self._font(heading)).boundingRect(rect, flags, text).height()
            height = self._heights[key] = max(used, 0 if heading else BADGE) + 2 * PAD
            if len(self._heights) > 5000:
                self._heights.clear()
        return height

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        heading = index.data(ROLE_KIND) == "turn"
        rect = option.rect
        colours = self._colours
        if heading:
            painter.fillRect(rect, colours["heading"])
            painter.setPen(colours["title"])
        else:
            painter.fillRect(rect, colours["paper"])
            painter.setPen(colours["rule"])
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
            painter.setPen(colours["ink"])
            badge = self.panel.badge(index.data(ROLE_SEAT))
            if badge is not None:
                painter.drawPixmap(QPoint(rect.left() + PAD, rect.top() + PAD), badge)
        left = PAD if heading else PAD + BADGE + 6
        text_rect = QRect(
            rect.left() + left, rect.top() + PAD, rect.width() - left - PAD, rect.height() - 2 * PAD
        )
        painter.setFont(self._font(heading))
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap), index.data())


class _LogList(QListWidget):
    """The list of lines; a new width measures the rows again (their text wraps)."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__()
        self._resized = resized
        self._width = -1

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.viewport().width() != self._width:
            self._width = self.viewport().width()
            self._resized()


Row = tuple[str, int, str, int]
"""(kind, seat, text, entry index) of a row: a "turn" heading (index -1) or a "line"."""


def _step_groups(
    rows: Sequence[Row], entries: Sequence[tuple[int, Seat, Event]]
) -> list[tuple[int, int, int]]:
    """(step, first row, end row) of each step's rows; a heading goes with the line after it."""
    groups: list[tuple[int, int, int]] = []
    start = 0
    for position, (kind, _seat, _text, index) in enumerate(rows):
        if kind != "line":
            continue
        step = entries[index][0]
        if groups and groups[-1][0] == step:
            groups[-1] = (step, groups[-1][1], position + 1)
        else:
            groups.append((step, start, position + 1))
        start = position + 1
    return groups


def _same_start(
    before: Sequence[tuple[int, Seat, Event]], after: Sequence[tuple[int, Seat, Event]]
) -> int:
    """How many entries two logs begin with in common (the same event at the same step)."""
    count = 0
    for old, new in zip(before, after, strict=False):
        if old is not new and (old[2] is not new[2] or old[:2] != new[:2]):
            break
        count += 1
    return count


def step_ops(
    shown: Sequence[Row],
    shown_entries: Sequence[tuple[int, Seat, Event]],
    wanted: Sequence[Row],
    wanted_entries: Sequence[tuple[int, Seat, Event]],
) -> list[tuple[str, int, int, int, int]]:
    """Edit operations turning the ``shown`` rows into the ``wanted`` ones, as difflib's
    ``get_opcodes`` gives them, found by walking both logs step by step (linear time)."""
    old, new = _step_groups(shown, shown_entries), _step_groups(wanted, wanted_entries)
    ops: list[tuple[str, int, int, int, int]] = []
    a = b = 0
    i = j = 0  # the row where the next group starts, in each
    while a < len(old) or b < len(new):
        if b == len(new) or (a < len(old) and old[a][0] < new[b][0]):
            _step, i1, i2 = old[a]
            ops.append(("delete", i1, i2, j, j))
            a, i = a + 1, i2
        elif a == len(old) or new[b][0] < old[a][0]:
            _step, j1, j2 = new[b]
            ops.append(("insert", i, i, j1, j2))
            b, j = b + 1, j2
        else:
            (_s, i1, i2), (_t, j1, j2) = old[a], new[b]
            same = [r[:3] for r in shown[i1:i2]] == [r[:3] for r in wanted[j1:j2]]
            ops.append(("equal" if same else "replace", i1, i2, j1, j2))
            a, b, i, j = a + 1, b + 1, i2, j2
    return ops


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
        self.list = _LogList(self._measure_all)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setMouseTracking(True)
        self.delegate = LogDelegate(self)
        self.list.setItemDelegate(self.delegate)
        self.list.setStyleSheet(f"QListWidget {{ background: #f6ecd2; border: 1px solid {GOLD}; }}")
        self.list.itemEntered.connect(self._hovered)
        layout.addWidget(self.list)
        self.card_faces: Callable[[str], CardFace | None] | None = None
        """Gives the large face of a card id (set by the board area), for hovered lines."""
        self._shown: list[tuple[int, Seat, Event]] = []
        self._row_data: list[tuple[str, int, str, int]] = []
        """(kind, seat, text, entry index) of each row shown."""
        self._texts: dict[tuple[str, str], str] = {}
        self._lines: dict[tuple[int, Seat], tuple[Event, int, str, int]] = {}
        """By ``id`` of each shown event and the seat that moved (an engine may share one
        event object between steps): (the event, the seat it is about, its text, the seat
        that does it)."""
        self._headings: dict[int, str] = {}
        self._line_rows: list[int] = []
        """The row of each entry's line (a folded entry: the row before it)."""
        self._counts: list[int] = []
        """How many times each entry's line is said (0: folded into a later one)."""
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
        """Show ``entries`` (already redacted for the viewer).

        Only the rows that differ from what is shown are written: new lines at the bottom,
        after an Undo the lines taken back, after a change of viewer the lines redacted
        differently for them. Rows are compared step by step (:func:`step_ops`), so a
        refresh costs little more than a pass over the log, however long the game.
        """
        seats = tuple(seats)
        if game_id != self._game_id or seats != self._seats:
            self.reset()
            self._game_id, self._seats = game_id, seats
        before, self._shown = self._shown, list(entries)
        # The rows of the entries both logs begin with stand as they are (most of a long
        # game's log): only the rest is written and compared.
        keep = _same_start(before, self._shown)
        keep = min(keep, self._fold(keep))
        cut = self._line_rows[keep - 1] + 1 if keep else 0
        shown, tail = self._row_data[cut:], self._rows_for(self._shown, keep, cut)
        ops = step_ops(shown, before, tail, self._shown)
        self.list.setUpdatesEnabled(False)
        try:
            for tag, i1, i2, j1, j2 in reversed(ops):  # from the bottom: rows above keep place
                if tag == "equal":
                    for offset in range(i2 - i1):  # same text, maybe another entry behind it
                        index = tail[j1 + offset][3]
                        if shown[i1 + offset][3] != index:
                            self.list.item(cut + i1 + offset).setData(ROLE_EVENT, index)
                    continue
                for position in range(cut + i2 - 1, cut + i1 - 1, -1):
                    self.list.takeItem(position)
                for offset, row in enumerate(tail[j1:j2]):
                    self.list.insertItem(cut + i1 + offset, self._item(*row))
        finally:
            self.list.setUpdatesEnabled(True)
        self._row_data[cut:] = tail
        self.list.scrollToBottom()

    def _rows_for(
        self, entries: list[tuple[int, Seat, Event]], start: int = 0, first_row: int = 0
    ) -> list[Row]:
        """The rows of ``entries[start:]`` (a heading per turn, then its lines); they
        begin at row ``first_row``, after the rows of the entries before ``start``."""
        rows: list[Row] = []
        known = self._lines
        counts = self._counts
        actor: Seat | None = None
        for index in range(start - 1, -1, -1):  # the mover of the last line shown
            if counts[index]:
                _step, seat, event = entries[index]
                actor = self._line(event, seat)[3]
                break
        del self._line_rows[start:]
        for index in range(start, len(entries)):
            _step, seat, event = entries[index]
            if not counts[index]:  # folded into a later line: said there, counted
                self._line_rows.append(first_row + len(rows) - 1)
                continue
            line = self._line(event, seat)
            if line[3] != actor:  # a new mover: the seat that does what the line says
                actor = line[3]
                rows.append(("turn", actor, self._heading(actor), -1))
            self._line_rows.append(first_row + len(rows))
            rows.append(("line", line[1], counted_line(line[2], counts[index]), index))
        if len(known) > 2 * len(entries) + 256:  # forget the lines taken back long ago
            shown = {(id(event), seat) for _step, seat, event in entries}
            self._lines = {key: line for key, line in known.items() if key in shown}
        return rows

    def _fold(self, keep: int) -> int:
        """Fold the repetitions of the log's last entries (``i18n/folding.py``) from a
        little before ``keep``; return the first entry whose count changed."""
        entries, counts = self._shown, self._counts
        del counts[len(entries) :]
        counts += [1] * (len(entries) - len(counts))
        start = max(0, keep - FOLD_WINDOW)
        cancelling = folding.self_cancelling(self._game_id)
        lines = []
        for _step, seat, event in entries[start:]:
            line = self._line(event, seat)
            lines.append((line[3], line[2], event.kind in cancelling))
        changed = len(entries)
        for offset, count in enumerate(folding.fold(lines)):
            if counts[start + offset] != count:
                counts[start + offset] = count
                changed = min(changed, start + offset)
        return changed

    def _line(self, event: Event, seat: Seat) -> tuple[Event, int, str, int]:
        """(event, the seat it is about, its text, the seat that does it) of a line moved
        by ``seat``; the match hands back the same event objects: each is written once."""
        key = (id(event), seat)
        line = self._lines.get(key)
        if line is None or line[0] is not event:
            seats = len(self._seats)
            actor = actor_seat(event.kind, event.params, seats, event.visible_to)
            line = self._lines[key] = (
                event,
                subject_of(event, seat, seats),
                self._text(event),
                seat if actor is None else actor,
            )
        return line

    def _heading(self, seat: Seat) -> str:
        heading = self._headings.get(seat)
        if heading is None:
            name = self._seats[seat].name if 0 <= seat < len(self._seats) else "?"
            heading = self._headings[seat] = self.tr("{player} moves").format(player=name)
        return heading

    def _text(self, event: Event) -> str:
        """The event's line, written once per distinct event (viewers share most lines)."""
        key = (event.kind, repr(sorted(event.params.items())))
        line = self._texts.get(key)
        if line is None:
            line = self._texts[key] = event_text(self._game_id, event, self._seats)
        return line

    def _item(self, kind: str, seat: int, text: str, index: int) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setData(ROLE_KIND, kind)
        item.setData(ROLE_SEAT, seat)
        item.setData(ROLE_EVENT, index)
        if kind == "line":
            item.setToolTip(text)
        self._measure(item)
        return item

    def _measure(self, item: QListWidgetItem) -> None:
        # The height is stored on the row, so laying out a long log calls no Python.
        width = self.list.viewport().width()
        heading = item.data(ROLE_KIND) == "turn"
        item.setSizeHint(QSize(width, self.delegate.height_for(item.text(), width, heading)))

    def _measure_all(self) -> None:
        for row in range(self.list.count()):
            self._measure(self.list.item(row))

    def _hovered(self, item: QListWidgetItem) -> None:
        if self.card_faces is None or item.data(ROLE_KIND) != "line":
            return
        index = item.data(ROLE_EVENT)
        if not 0 <= index < len(self._shown):
            return
        _step, _seat, event = self._shown[index]
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
        self._row_data = []
        self._texts = {}
        self._lines = {}
        self._headings = {}
        self._line_rows = []
        self._counts = []
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
