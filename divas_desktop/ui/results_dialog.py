"""The end of a match: scores with their itemised breakdown and the tie-break explained."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from ..i18n.translate import text
from .seat_badge import seat_pixmap

if TYPE_CHECKING:
    from ..core.match import SeatInfo
    from ..core.types import Outcome


def ranking(outcome: Outcome) -> list[int]:
    """Seats from first to last: the game's own order, else winners first, then by score."""
    if sorted(outcome.ranking) == sorted(outcome.scores):
        return list(outcome.ranking)
    return sorted(outcome.scores, key=lambda s: (s not in outcome.winners, -outcome.scores[s], s))


class ResultsDialog(QDialog):
    """Shows who won, each seat's score line by line, and how a tie was broken."""

    def __init__(
        self,
        game_id: str,
        outcome: Outcome,
        seats: Sequence[SeatInfo],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Curtain call"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Curtain call!"))
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        names = ", ".join(seats[s].name for s in outcome.winners)
        winners = QLabel(
            self.tr("Bravi! Winner: {names}").format(names=names)
            if len(outcome.winners) == 1
            else self.tr("Bravi! Winners: {names}").format(names=names)
        )
        winners.setTextFormat(Qt.TextFormat.PlainText)  # player names are never markup
        winners.setObjectName("banner")
        winners.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(winners)
        self.winner_label = winners

        cards = QGridLayout()
        # Four players sit two by two: three narrow cards a row would wrap long category
        # names (Opera Magna's eight) into more lines than the screen is tall.
        per_row = 2 if len(outcome.scores) == 4 else min(3, max(1, len(outcome.scores)))
        for index, seat in enumerate(ranking(outcome)):
            card = self._seat_card(game_id, outcome, seats, seat, index + 1)
            cards.addWidget(card, index // per_row, index % per_row)
        layout.addLayout(cards)

        self.tie_label = QLabel()
        self.tie_label.setWordWrap(True)
        if outcome.tie_break:
            self.tie_label.setText(
                self.tr("Tie-break: {how}").format(how=text(game_id, outcome.tie_break))
            )
        else:
            self.tie_label.hide()
        layout.addWidget(self.tie_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        # Wrapped score lines ask for their height only once laid out: the dialog grows to it.
        # (adjustSize would cap the dialog at two thirds of the screen and cut them again).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.resize(self.sizeHint())

    def _seat_card(
        self, game_id: str, outcome: Outcome, seats: Sequence[SeatInfo], seat: int, place: int
    ) -> QFrame:
        frame = QFrame()
        frame.setObjectName("seatCard")
        frame.setMinimumWidth(290)
        won = seat in outcome.winners
        border = "3px solid #f1d67a" if won else "1px solid #d4af37"
        frame.setStyleSheet(
            f"QFrame#seatCard {{ border: {border}; border-radius: 8px; background: #2a170d; }}"
        )
        grid = QGridLayout(frame)
        badge = QLabel()
        badge.setPixmap(
            seat_pixmap(seat, seats[seat].colour, seats[seat].name, 28, self.devicePixelRatioF())
        )
        grid.addWidget(badge, 0, 0)
        head = QLabel(self.tr("{place}. {name}").format(place=place, name=seats[seat].name))
        head.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(head.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        head.setFont(font)
        grid.addWidget(head, 0, 1)
        grid.setColumnStretch(1, 1)
        if won:
            star = QLabel(self.tr("★ Winner"))
            star.setStyleSheet("color: #f1d67a; font-weight: bold;")
            grid.addWidget(star, 0, 2, Qt.AlignmentFlag.AlignRight)
        row = 1
        for line in outcome.breakdown.get(seat, []):
            label = QLabel(text(game_id, line.label, **line.params))
            label.setWordWrap(True)
            grid.addWidget(label, row, 0, 1, 2)
            points = QLabel(f"{line.points:+d}" if line.points else "0")
            points.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(points, row, 2)
            row += 1
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: #d4af37;")
        grid.addWidget(rule, row, 0, 1, 3)
        total = QLabel(self.tr("Total"))
        total.setFont(font)
        grid.addWidget(total, row + 1, 0, 1, 2)
        score = QLabel(str(outcome.scores.get(seat, 0)))
        score.setFont(font)
        score.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(score, row + 1, 2)
        grid.setRowStretch(row + 2, 1)
        return frame
