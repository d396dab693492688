"""The left side of the window: the turn banner, the board view and the curtain over it.

This is the one place where a board meets the rest of the app. :meth:`BoardArea.attach`
connects the controller once; :meth:`BoardArea.show_match` puts the match's board on the
table. From then on:

- the view the controller shows arrives with its seat's legal actions
  (``view_changed(view, legal)``): the board draws both and never asks the match back;
- the board's intents go to the controller, and a refusal settles the board;
- the events of every move come to the board (last-move marks);
- computer moves wait for the board's animations and beats, grouped by the board's beat
  rule; step by step, a "Next" button beside the banner lets the next beat play;
- when a person's turn ends the board shows the public table (nothing of that person's
  hand stays on screen); when the curtain falls the board keeps only the public table,
  and nothing of it is painted until the curtain is raised, which shows the player a
  "since your last turn" recap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .board import Board, BoardView, CardFace
from .curtain import Curtain
from .log_panel import LogPanel, event_text, since_last_turn, subject_of
from .seat_badge import seat_pixmap

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.types import Action
    from .controller import GameController


def _viewer_of(game: Any, state: Any) -> Callable[[int | None], Any]:
    """The view any viewer has of ``state`` (drawn only for the viewer at the screen)."""
    return lambda viewer: game.player_view(state, viewer)


class BoardArea(QWidget):
    """The banner, the board view and the privacy curtain lying over the view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.banner, 1)
        self.step_cue = QLabel()
        """Step by step: says that the computer waits for "Next"."""
        self.step_cue.setObjectName("stepCue")
        self.step_cue.setTextFormat(Qt.TextFormat.PlainText)
        self.step_cue.hide()
        top.addWidget(self.step_cue)
        self.next_button = QPushButton()
        """Step by step: lets the computer's next beat play (Space does the same)."""
        self.next_button.setObjectName("nextBeat")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the shortcut
        self.next_button.hide()
        top.addWidget(self.next_button)
        self.side_toggle = QToolButton()
        """Shows or folds away the players and log column (checked: shown); the window
        connects it. In a small window the column starts folded, so the board is larger."""
        self.side_toggle.setObjectName("sideToggle")
        self.side_toggle.setCheckable(True)
        self.side_toggle.setChecked(True)
        self.side_toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the board's
        self.side_toggle.toggled.connect(self._side_toggled)
        top.addWidget(self.side_toggle)
        layout.addLayout(top)
        self.view = BoardView()
        top.addWidget(self.view.legend_button)  # beside the banner: it covers nothing drawn
        layout.addWidget(self.view, 1)
        self.curtain = Curtain(self.view)
        self.board: Board | None = None
        self.controller: GameController | None = None
        self.log_panel: LogPanel | None = None
        self._recap_seat: int | None = None
        self._seen_state: tuple[int, Any] | None = None
        """(cursor, state) the board last heard of: where the next turn starts (marks)."""

    def attach(self, controller: GameController, log_panel: LogPanel | None = None) -> None:
        """Connect the controller (and the log panel) to whatever board is on the table."""
        if self.controller is not None:
            return
        self.controller = controller
        self.log_panel = log_panel
        controller.view_changed.connect(self._view_changed)
        controller.events_played.connect(self._events_played)
        controller.curtain_requested.connect(self._curtain_requested)
        controller.action_refused.connect(self._refused)
        controller.waiting_changed.connect(self._waiting_changed)
        self.next_button.clicked.connect(controller.advance)
        self.curtain.revealed.connect(self._revealed)
        if log_panel is not None:
            log_panel.cards_hovered.connect(self._cards_hovered)

    def show_match(self, match: Match) -> Board:
        """Put a new board for ``match`` on the table, wired to the controller; return it."""
        from .boards import board_class

        controller = self.controller
        assert controller is not None, "attach the controller first"
        game_id = match.game.game_id
        board = board_class(game_id)(game_id, match.seats)
        old = self.view.scene()
        self.board = board
        board.match_of = lambda: controller.match  # only for UI-kept time (see Board.match_of)
        board.preview_of = controller.preview  # the engine's preview of a drop
        board.intent_made.connect(controller.play)
        board.refused_locally.connect(controller.refuse_code)
        board.piece_pressed.connect(controller.explain_piece)
        controller.set_pacer(board.animations)
        controller.set_beat_rule(board.bot_beat_continues)
        if self.log_panel is not None:
            self.log_panel.card_faces = board.card_face
        self.view.setScene(board)
        self._seen_state = None
        if old is not None:
            old.deleteLater()
        self.curtain.hide()
        return board

    def retranslate(self) -> None:
        """The step-by-step texts in the current language."""
        self.next_button.setText(self.tr("Next ▶"))
        self.next_button.setToolTip(self.tr("Play the computer's next move (Space)"))
        self.step_cue.setText(self.tr("The computer waits: press Space or click Next."))
        self._side_toggled(self.side_toggle.isChecked())

    def _side_toggled(self, shown: bool) -> None:
        """Name what the fold button does now: fold the column away, or bring it back."""
        self.side_toggle.setText(self.tr("Players ▸") if shown else self.tr("◂ Players"))
        self.side_toggle.setToolTip(
            self.tr("Fold away the players and log column (F9): the board gets the room")
            if shown
            else self.tr("Show the players and log column (F9)")
        )

    def set_step_mode(self, on: bool) -> None:
        """Show the "Next" button while the step-by-step mode is on."""
        self.next_button.setVisible(on)
        waiting = on and self.controller is not None and self.controller.waiting_for_next()
        self._waiting_changed(waiting)

    def _waiting_changed(self, waiting: bool) -> None:
        self.next_button.setEnabled(waiting)
        self.step_cue.setVisible(waiting)

    def redraw(self) -> None:
        """Draw the board again from what it was last given (texts after a language switch)."""
        board, controller = self.board, self.controller
        if board is None or controller is None or controller.curtain_down():
            return
        if board.view_model is not None:
            board.turns.clear_pictures()  # the marks compare views drawn in one language
            board.sync(board.view_model, board.legal)

    def when_settled(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the board has finished animating (at once without a board)."""
        if self.board is None:
            callback()
        else:
            self.board.animations.when_idle(callback)

    # --- the controller's signals --------------------------------------------------------
    def _view_changed(self, view: Any, legal: Sequence[Action]) -> None:
        controller, board = self.controller, self.board
        if controller is None or board is None or controller.match is None:
            return
        self.curtain.hide()
        if controller.viewer is None and board.viewer is not None:
            # A person's turn has ended: nothing of theirs stays up, not even a card shown
            # large, their recap or the card in their hand.
            self.view.inspector.hide_card()
            self.view.recap.dismiss()
            board.cancel_pick()
        self._note_state(controller.match)
        board.set_table(controller.match.seats, controller.viewer)
        board.sync(view, legal)
        self.view.refit()
        if not self.view.viewport().updatesEnabled():
            self.view.viewport().setUpdatesEnabled(True)
        if self.window().isActiveWindow():
            self.view.setFocus()  # keyboard play works right after the reveal

    def _events_played(self, entries: list) -> None:
        controller, board = self.controller, self.board
        if controller is None or board is None:
            return
        seat = None if controller.curtain_down() else controller.viewer
        if controller.match is not None:
            self._record_turns(controller.match, board)
        board.play_events(entries, seat)

    def _note_state(self, match: Match) -> None:
        """Remember the state at the cursor (an Undo also takes back the turns after it)."""
        seen = self._seen_state
        if seen is not None and seen[0] == match.cursor and seen[1] is match.state:
            return
        if seen is not None and seen[0] < match.cursor and self.board is not None:
            self._record_turns(match, self.board)  # steps that told no event (or a Redo)
            return
        if self.board is not None:
            self.board.forget_turns_after(match.cursor)
        self._seen_state = (match.cursor, match.state)

    def _record_turns(self, match: Match, board: Board) -> None:
        """Tell the board whose steps were played since it last heard, with the views
        before and after each seat's run of them (its exact last-move marks)."""
        seen, end = self._seen_state, match.cursor
        self._seen_state = (end, match.state)
        if seen is None or not 0 <= seen[0] < end:
            return  # nothing known before these steps: no marks from them
        game, start, state = match.game, seen[0], seen[1]
        seats = [match.step_seat(step) for step in range(start, end)]
        first = start
        for step in range(start, end + 1):
            if step < end and seats[step - start] == seats[first - start]:
                continue
            if step == end:
                after = match.state
            else:  # another seat's steps follow in the same batch: the state between
                after = state
                for index in range(first, step):
                    entry = match.log[index]
                    action = game.parse_action(entry.action)
                    after = game.apply(after, entry.seat, action).state
            board.record_turn(
                seats[first - start],
                first,
                step,
                _viewer_of(game, state),
                _viewer_of(game, after),
            )
            state, first = after, step

    def _curtain_requested(self, seat: int) -> None:
        controller, board = self.controller, self.board
        self._recap_seat = seat
        if self._seen_state is None and controller is not None and controller.match is not None:
            self._note_state(controller.match)  # a match that opens on the curtain
        if board is not None:
            info = board.table_seats()[seat]  # the seat as the game shows it (its colour)
        else:
            assert controller is not None and controller.match is not None
            info = controller.match.seats[seat]
        self.curtain.lower_for(seat, info.name, info.colour)
        self.view.recap.dismiss()
        self.view.inspector.hide_card()
        # Nobody sees the board behind the curtain: do not paint it until it is raised.
        self.view.viewport().setUpdatesEnabled(False)
        if board is not None and controller is not None:
            # Last: the curtain is down even if clearing the board fails.
            board.clear_board(controller.public_view())  # nothing of the next hand exists

    def _refused(self, _reason: str) -> None:
        if self.board is not None:
            self.board.settle()

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
