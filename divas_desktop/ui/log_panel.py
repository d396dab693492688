"""The game log panel: the events the seat in front of the screen may see, translated."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..i18n.translate import text
from .seat_badge import seat_icon

if TYPE_CHECKING:
    from ..core.match import SeatInfo
    from ..core.types import Event, Seat

SEAT_PARAMS = ("seat", "player", "by", "target", "from_seat", "to_seat")
"""Event parameters that hold seat numbers and are shown as player names."""


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
        """Show ``entries`` (already redacted for the viewer), appending when only new ones.

        Lines already shown are kept as far as they agree with ``entries``: after an Undo
        only the taken-back lines go, so a long game's log is never rebuilt whole (the
        entries come from the match's cache: the same objects, compared by identity first).
        """
        keys = [(step, seat, event) for step, seat, event in entries]
        keep, limit = 0, min(len(self._shown), len(keys))
        if game_id == self._game_id:
            shown = self._shown
            while keep < limit and (shown[keep] is keys[keep] or shown[keep] == keys[keep]):
                keep += 1
        for row in range(self.list.count() - 1, keep - 1, -1):
            self.list.takeItem(row)
        del self._shown[keep:]
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
        if len(keys) > keep:  # new lines: show them (scrolling lays out every line: not on undo)
            self.list.scrollToBottom()

    def reset(self) -> None:
        """Forget the shown lines (the language changed: they are written again)."""
        self.list.clear()
        self._shown = []

    def texts(self) -> list[str]:
        """The shown lines (for tests)."""
        return [self.list.item(i).text() for i in range(self.list.count())]
