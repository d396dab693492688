"""The score panel: every seat with its badge, kind, and whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..i18n.translate import text
from .seat_badge import seat_icon

if TYPE_CHECKING:
    from ..core.match import SeatInfo
    from ..core.types import Outcome, Seat


class ScorePanel(QWidget):
    """Lists the seats; marks the seats to move (with ▶, not colour) and final scores."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        layout.addWidget(self.title)
        self.list = QListWidget()
        self.list.setMaximumHeight(150)
        self.list.setWordWrap(True)  # a narrow column wraps a line instead of cutting it
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.list)
        self._icons: dict[tuple[int, str, str], QIcon] = {}
        self._rows: list[tuple[str, tuple[int, str, str]]] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Players"))
        self._rows = []  # written again in the new language on the next show

    def show_seats(
        self,
        seats: Sequence[SeatInfo],
        to_move: Sequence[Seat],
        viewer: Seat | None,
        outcome: Outcome | None,
        running: dict[Seat, int] | None = None,
    ) -> None:
        """Redraw the seat list (``running``: the public score track during play)."""
        rows = []
        for seat, info in enumerate(seats):
            # "▶ Alfredo · computer, Normal · 12 points": who, played by whom, the public score
            parts = [("▶ " if seat in to_move else "   ") + info.name]
            if info.kind == "computer":
                level = text("core", f"level.{info.level}")
                parts.append(self.tr("computer, {level}").format(level=level))
            if seat == viewer:
                parts.append(self.tr("at the screen"))
            if outcome is not None:
                points = self.tr("%n points", "", outcome.scores.get(seat, 0))
                parts.append(points + (" ★" if seat in outcome.winners else ""))
            elif running is not None:
                parts.append(self.tr("%n points", "", running.get(seat, 0)))
            rows.append((" · ".join(parts), (seat, info.colour, info.name)))
        if rows == self._rows:
            return  # unchanged: no repaint on every move
        self._rows = rows
        self.list.clear()
        for line, key in rows:
            item = QListWidgetItem(line)
            if key not in self._icons:
                self._icons[key] = seat_icon(*key)
            item.setIcon(self._icons[key])
            self.list.addItem(item)
