"""The "since your last turn" recap shown when a player raises the pass-and-play curtain.

A short list of what the others did while this player was away, each line with the
badge of the seat it is about, taken from the events redacted for this player. It stays
until a click, a key or a move.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QMouseEvent, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..theme import CREAM, GOLD, GOLD_LIGHT, WOOD_DARK

MAX_LINES = 8
BADGE = 18
"""The side of a line's seat badge (the board area draws it at this size)."""
WIDTH = 380
STYLE = f"""
QFrame#recap {{ background: {WOOD_DARK}; border: 2px solid {GOLD}; border-radius: 8px; }}
QFrame#recap QLabel {{ color: {CREAM}; font-size: 13px; }}
QFrame#recap QLabel#recapTitle {{ color: {GOLD_LIGHT}; font-size: 14px; font-weight: bold; }}
"""


class RecapPanel(QFrame):
    """A framed list of lines (badge + text) in the top left corner of the board view."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("recap")
        self.setStyleSheet(STYLE)
        self._lines: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.title = QLabel()
        self.title.setObjectName("recapTitle")
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnMinimumWidth(0, BADGE)
        self.grid.setColumnStretch(1, 1)
        layout.addLayout(self.grid)
        self.hint = QLabel()
        layout.addWidget(self.hint)
        self.setFixedWidth(WIDTH)
        self.hide()

    def show_lines(self, lines: Sequence[tuple[QPixmap | None, str]]) -> None:
        """Show ``lines`` (newest last); nothing to say hides the panel."""
        self._clear()
        if not lines:
            self.hide()
            return
        self.title.setText(QCoreApplication.translate("BoardPanels", "Since your last turn"))
        shown = list(lines)[-MAX_LINES:]
        hidden = len(lines) - len(shown)
        if hidden:
            more = QLabel(
                QCoreApplication.translate("BoardPanels", "… and {count} earlier").format(
                    count=hidden
                )
            )
            self.grid.addWidget(more, 0, 1)
        for row, (badge, line) in enumerate(shown, start=1):
            icon = QLabel()
            if badge is not None:
                icon.setPixmap(badge)
            icon.setFixedSize(BADGE, BADGE)
            text = QLabel(line)
            text.setWordWrap(True)
            text.setMinimumHeight(BADGE)
            # The badge stands at the top left of its line, however many rows the line wraps to.
            top_left = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
            self.grid.addWidget(icon, row, 0, top_left)
            self.grid.addWidget(text, row, 1, Qt.AlignmentFlag.AlignTop)
        self.hint.setText(
            QCoreApplication.translate("BoardPanels", "A click or a key closes this.")
        )
        self._lines = [line for _b, line in shown]
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Keep the panel in the top left corner of the view."""
        self.move(10, 10)

    def lines(self) -> list[str]:
        """The lines shown (for tests)."""
        return list(self._lines) if self.isVisible() else []

    def shown(self) -> bool:
        """Whether the recap is up."""
        return self.isVisible()

    def dismiss(self) -> None:
        """Close the recap."""
        self.hide()

    def _clear(self) -> None:
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()  # gone now, not at the next turn of the event loop
                widget.deleteLater()
        self._lines = []

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self.dismiss()
