"""The left side of the window: the turn banner, the board view and the curtain over it.

:meth:`BoardArea.attach` wires a match's board to the controller: intents go to the
controller, the events of every move come to the board (last-move marks), computer moves
wait for the board's animations, the curtain shows only the public table behind it, and
raising it shows the player a "since your last turn" recap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .board import Board, BoardView, CardFace
from .curtain import Curtain
from .log_panel import LogPanel, event_text, since_last_turn, subject_of
from .seat_badge import seat_pixmap

if TYPE_CHECKING:
    from .controller import GameController


class BoardArea(QWidget):
    """The banner, the board view and the privacy curtain lying over the view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        layout.addWidget(self.banner)
        self.view = BoardView()
        layout.addWidget(self.view, 1)
        self.curtain = Curtain(self.view)
        self.board: Board | None = None
        self.controller: GameController | None = None
        self._recap_seat: int | None = None

    def attach(
        self, board: Board, controller: GameController, log_panel: LogPanel | None = None
    ) -> None:
        """Show ``board`` for the controller's match and connect the two (see module doc)."""
        if self.controller is None:
            controller.events_played.connect(self._events_played)
            controller.curtain_requested.connect(self._curtain_requested)
            controller.view_changed.connect(self._uncovered)
            self.curtain.revealed.connect(self._revealed)
            if log_panel is not None:
                log_panel.cards_hovered.connect(self._cards_hovered)
        self.controller = controller
        self.board = board
        board.intent_made.connect(controller.play)
        board.refused_locally.connect(controller.refuse_code)
        board.public_view = lambda: controller.match.view(None) if controller.match else None
        controller.set_pacer(board.animations)
        controller.set_beat_rule(board.bot_beat_continues)
        if log_panel is not None:
            log_panel.card_faces = board.card_face
        self.view.setScene(board)

    def _events_played(self, entries: list) -> None:
        controller, board = self.controller, self.board
        if controller is None or board is None:
            return
        seat = None if controller.curtain_down() else controller.viewer
        board.play_events(entries, seat)

    def _curtain_requested(self, seat: int) -> None:
        self._recap_seat = seat
        self.view.recap.dismiss()
        self.view.inspector.hide_card()
        # Nobody sees the board behind the curtain: do not paint it until it is raised.
        self.view.viewport().setUpdatesEnabled(False)

    def _uncovered(self, _view: object) -> None:
        if not self.view.viewport().updatesEnabled():
            self.view.viewport().setUpdatesEnabled(True)

    def _revealed(self) -> None:
        """The curtain was raised: tell the player what the others did meanwhile."""
        controller, board, seat = self.controller, self.board, self._recap_seat
        self._recap_seat = None
        if controller is None or board is None or controller.match is None or seat is None:
            return
        match = controller.match
        seats = board.table_seats()
        lines = []
        for _step, actor, event in since_last_turn(match, seat):
            about = subject_of(event, actor, len(seats))
            info = seats[about]
            badge = seat_pixmap(about, info.colour, info.name, 18, self.devicePixelRatioF())
            lines.append((badge, event_text(match.game.game_id, event, seats)))
        self.view.recap.show_lines(lines)

    def _cards_hovered(self, faces: list[CardFace], global_point: QPoint) -> None:
        """A log line naming cards is under the pointer: show them at the board's edge."""
        if not faces:
            if not self.view.inspector.pinned:
                self.view.inspector.hide_card()
            return
        port = self.view.viewport()
        point = port.mapFromGlobal(global_point)
        self.view.show_faces(faces, QPoint(port.width(), max(0, point.y())))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.curtain.setGeometry(self.view.rect())
