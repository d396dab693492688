"""The game log panel: the events the seat in front of the screen may see, translated."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..i18n import events
from .seat_badge import seat_icon

if TYPE_CHECKING:
    from ..core.match import SeatInfo
    from ..core.types import Event, Seat


def event_text(game_id: str, event: Event, seats: Sequence[SeatInfo]) -> str:
    """Translate an event, with player names for seats and names for ids (``i18n.events``)."""
    return events.event_text(game_id, event, [seat.name for seat in seats])


class LogPanel(QWidget):
    """A list of the match's events, newest at the bottom."""

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
        layout.addWidget(self.list)
        self._shown: list[tuple[int, Seat, Event]] = []
        self._game_id = ""
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language (the lines are rewritten on next show)."""
        self.title.setText(self.tr("Performance log"))
        self.reset()

    def show_log(
        self, game_id: str, entries: Sequence[tuple[int, Seat, Event]], seats: Sequence[SeatInfo]
    ) -> None:
        """Show ``entries`` (already redacted for the viewer), appending when only new ones."""
        keys = [(step, seat, event) for step, seat, event in entries]
        if keys[: len(self._shown)] != self._shown or game_id != self._game_id:
            self.list.clear()
            self._shown = []
        self._game_id = game_id
        icons: dict[int, QIcon] = {}
        for step, seat, event in keys[len(self._shown) :]:
            item = QListWidgetItem(event_text(game_id, event, seats))
            if 0 <= seat < len(seats):
                if seat not in icons:
                    icons[seat] = seat_icon(seat, seats[seat].colour, seats[seat].name)
                item.setIcon(icons[seat])
            self.list.addItem(item)
            self._shown.append((step, seat, event))
        self.list.scrollToBottom()

    def reset(self) -> None:
        """Forget the shown lines (the language changed: they are written again)."""
        self.list.clear()
        self._shown = []

    def texts(self) -> list[str]:
        """The shown lines (for tests)."""
        return [self.list.item(i).text() for i in range(self.list.count())]
