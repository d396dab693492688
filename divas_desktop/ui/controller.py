"""The game controller: owns the Match, plays intents, runs computer seats, autosaves.

Boards and windows never touch the Match: they send intents here and redraw from the
signals. The controller also decides whose view is shown: in pass-and-play, the human
seat that must act; when that seat changes and hidden information would show, it asks
for the privacy curtain and shows nothing of the next hand until :meth:`reveal`.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.errors import IllegalAction
from ..i18n.translate import refusal_text

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.types import Action, Event, Outcome, Seat
    from ..persistence.autosave import AutosaveResult, AutosaveWriter

log = logging.getLogger(__name__)

BOT_DELAY_MS = 450
"""Pause before a computer move, so people can follow what happens."""
AUTOSAVE_DELAY_MS = 16
"""The autosave of a move is taken one frame later, once the board has repainted; the
snapshot costs microseconds and the writing happens on another thread."""


class GameController(QObject):
    """Owns the current Match and turns intents into moves."""

    match_changed = Signal()
    """A new match was started or loaded (boards are rebuilt)."""
    view_changed = Signal(object)
    """The view of the viewing seat changed (never emitted while the curtain is down)."""
    events_played = Signal(list)
    """New events, redacted for the viewing seat: ``[(step, seat, Event)]``."""
    action_refused = Signal(str)
    """A refused intent or undo: the translated reason."""
    curtain_requested = Signal(int)
    """The seat that must now reveal its view behind the privacy curtain."""
    game_over = Signal(object)
    """The match ended: its :class:`Outcome`."""
    state_changed = Signal()
    """Anything changed (undo/redo availability, whose turn)."""
    autosave_failed = Signal(str)
    """The last autosave could not be written: the error (the game is not protected)."""
    autosave_restored = Signal()
    """An autosave succeeded again after a failure."""
    _autosave_reported = Signal(object)
    """From the autosave thread: an :class:`AutosaveResult` (delivered on the UI thread)."""

    def __init__(
        self, parent: QObject | None = None, bot_delay_ms: int = BOT_DELAY_MS, autosave: bool = True
    ) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.viewer: Seat | None = None
        """The seat whose view is drawn."""
        self.curtain_seat: Seat | None = None
        """The seat waiting behind the curtain, if it is down."""
        self.last_refusal: IllegalAction | None = None
        self.autosave_enabled = autosave
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.setInterval(bot_delay_ms)
        self._bot_timer.timeout.connect(self._play_bot)
        self._init_autosave()

    # --- reading ------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        """The id of the game being played ('' when none)."""
        return self.match.game.game_id if self.match else ""

    def curtain_down(self) -> bool:
        """Whether the privacy curtain hides the board."""
        return self.curtain_seat is not None

    def current_view(self) -> Any:
        """The view to draw, or ``None`` while the curtain is down or with no match."""
        if self.match is None or self.curtain_down():
            return None
        return self.match.view(self.viewer)

    def legal_actions(self) -> list[Action]:
        """Legal actions of the viewing seat ([] behind the curtain or for a computer)."""
        if self.match is None or self.curtain_down() or self.viewer is None:
            return []
        if self.match.is_computer(self.viewer):
            return []
        return self.match.legal_actions(self.viewer)

    def log_entries(self) -> list[tuple[int, Seat, Event]]:
        """The game log redacted for the seat in front of the screen."""
        if self.match is None:
            return []
        return self.match.events_for(None if self.curtain_down() else self.viewer)

    # --- undo / redo: only the player at the screen, for their own decisions -------------
    def undo_seat(self) -> Seat | None:
        """The seat an undo would act for now, or ``None`` when undo is impossible.

        Behind a curtain nobody may undo: the person at the screen has not said who they
        are, and taking back the previous player's move would show that player's hand to
        whoever raises the curtain next. A seat undoes only its own decisions.
        """
        match = self.match
        if match is None or self.curtain_down() or self.viewer is None:
            return None
        if match.is_computer(self.viewer) or not match.can_undo(self.viewer):
            return None
        return self.viewer

    def can_undo(self) -> bool:
        """Whether Undo is available."""
        return self.undo_seat() is not None

    def can_redo(self) -> bool:
        """Whether Redo is available: the next undone decision is the viewer's own."""
        match = self.match
        if match is None or self.curtain_down() or not match.can_redo():
            return False
        mover = match.step_seat(match.cursor)
        return self.viewer is None or mover == self.viewer or match.is_computer(mover)

    def _undo_refusal(self) -> IllegalAction:
        return IllegalAction("undo_behind_curtain" if self.curtain_down() else "cannot_undo")

    def human_seats(self) -> list[Seat]:
        """Seats played by people."""
        if self.match is None:
            return []
        return [s for s in range(len(self.match.seats)) if not self.match.is_computer(s)]

    # --- starting ------------------------------------------------------------------------
    def start(self, match: Match) -> None:
        """Take over ``match`` (new or loaded) and show it."""
        self._bot_timer.stop()
        if self._autosave_timer.isActive():  # the previous match's last move is saved first
            self._autosave_timer.stop()
            self._autosave()
        self.autosave_error = ""
        self.match = match
        self.viewer = None
        self.curtain_seat = None
        self.last_refusal = None
        self.match_changed.emit()
        # Saved at once, so quitting before the first move resumes this game, not an older one.
        self._after_change([])

    # --- playing ---------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play ``action`` for the viewing seat; on refusal emit the reason and change nothing."""
        if self.match is None:
            return False
        seat = self.viewer if self.viewer is not None else -1
        if self.curtain_down():
            return self._refuse(IllegalAction("not_your_turn"))
        try:
            events = self.match.play(seat, action)
        except IllegalAction as refusal:
            return self._refuse(refusal)
        self.last_refusal = None
        self._after_change(events)
        return True

    def refuse_code(self, code: str) -> None:
        """Report a refusal found by the board itself (a drop on no target)."""
        self._refuse(IllegalAction(code))

    def _refuse(self, refusal: IllegalAction) -> bool:
        self.last_refusal = refusal
        self.action_refused.emit(
            refusal_text(self.game_id or "core", refusal.reason, **refusal.params)
        )
        return False

    def reveal(self) -> None:
        """The player behind the curtain opened it: show their view."""
        if self.curtain_seat is None:
            return
        self.viewer = self.curtain_seat
        self.curtain_seat = None
        self._emit_view()

    def undo(self) -> bool:
        """Take back the last decision of the seat in front of the screen."""
        seat = self.undo_seat()
        if self.match is None or seat is None:
            return self._refuse(self._undo_refusal())
        self._bot_timer.stop()
        self.match.undo(seat)
        self._after_change([])
        return True

    def redo(self) -> bool:
        """Replay the next undone decision (the same actions: no hidden order changes)."""
        if self.match is None or not self.can_redo():
            code = "undo_behind_curtain" if self.curtain_down() else "cannot_redo"
            return self._refuse(IllegalAction(code))
        self.match.redo()
        self._after_change([])
        return True

    def _play_bot(self) -> None:
        if self.match is None:
            return
        bots = [s for s in self.match.to_move() if self.match.is_computer(s)]
        if not bots:
            return
        events = self.match.play_bot(bots[0])
        self._after_change(events)

    def stop_bots(self) -> None:
        """Cancel a pending computer move (the window is closing)."""
        self._bot_timer.stop()

    def run_bots_now(self) -> None:
        """Play every pending computer move at once (tests, screenshots)."""
        while self._bot_timer.isActive():
            self._bot_timer.stop()
            self._play_bot()

    # --- after every change ------------------------------------------------------------------
    def _after_change(self, events: list[Event], autosave: bool = True) -> None:
        match = self.match
        assert match is not None
        self._choose_viewer()
        if events:
            shown = [(match.cursor - 1, match.log[match.cursor - 1].seat, e) for e in events]
            seat = None if self.curtain_down() else self.viewer
            redacted = [
                (i, s, r)
                for i, s, e in shown
                if (r := match.game.redact_event(e, seat)) is not None
            ]
            self.events_played.emit(redacted)
        if not self.curtain_down():
            self._emit_view()
        else:
            self.state_changed.emit()
        if autosave:
            self._schedule_autosave()
        outcome = match.outcome()
        if outcome is not None:
            self._bot_timer.stop()
            self.game_over.emit(outcome)
        elif any(match.is_computer(s) for s in match.to_move()):
            self._bot_timer.start()

    def _emit_view(self) -> None:
        assert self.match is not None
        self.view_changed.emit(self.match.view(self.viewer))
        self.state_changed.emit()

    def _choose_viewer(self) -> None:
        match = self.match
        assert match is not None
        humans = self.human_seats()
        waiting = [s for s in match.to_move() if not match.is_computer(s)]
        if self.curtain_seat is not None and self.curtain_seat in waiting:
            return  # still waiting for the same player to open the curtain
        if waiting:
            wanted = self.viewer if self.viewer in waiting else waiting[0]
        elif self.viewer is not None:
            wanted = self.viewer
        else:
            wanted = humans[0] if humans else None
        if wanted == self.viewer and self.curtain_seat is None:
            return
        self.curtain_seat = None
        if wanted is not None and len(humans) > 1 and self._has_secrets(wanted):
            self.curtain_seat = wanted
            self.curtain_requested.emit(wanted)
        else:
            self.viewer = wanted

    def _has_secrets(self, seat: Seat) -> bool:
        """Whether ``seat`` sees something the public does not (then the curtain falls)."""
        assert self.match is not None
        if self.match.outcome() is not None:
            return False
        from ..core.digest import canonical_json  # the core is loaded once a match exists

        return canonical_json(self.match.view(seat)) != canonical_json(self.match.view(None))

    # --- autosave: after the board has repainted, written on another thread ------------
    def _init_autosave(self) -> None:
        self._writer: AutosaveWriter | None = None
        self.autosave_error = ""
        """The error of the last autosave ('' while autosaves succeed)."""
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self._autosave)
        self._autosave_reported.connect(self._autosave_result)

    def _schedule_autosave(self) -> None:
        # Not restarted while pending: quick moves in a row are saved together, never starved.
        if self.autosave_enabled and self.match is not None and not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def autosave_now(self, timeout: float = 5.0) -> bool:
        """Autosave the match now and wait for it (after an error, before quitting)."""
        self._autosave_timer.stop()
        self._autosave()
        return self._writer.flush(timeout) if self._writer is not None else True

    def flush_autosave(self, timeout: float = 5.0) -> bool:
        """Write a pending autosave now and wait until the writer is idle (tests, quitting)."""
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self._autosave()
        return self._writer.flush(timeout) if self._writer is not None else True

    def shutdown(self) -> None:
        """Stop the computer players, write the last autosave and stop the writer thread."""
        self.stop_bots()
        self.flush_autosave()
        if self._writer is not None:
            self._writer.close()

    def _autosave(self) -> None:
        if not self.autosave_enabled or self.match is None:
            return
        try:
            from ..persistence.autosave import AutosaveWriter
            from ..persistence.encoding import snapshot_of

            if self._writer is None:
                self._writer = AutosaveWriter(self._autosave_reported.emit)
            self._writer.submit(snapshot_of(self.match))
        except Exception as error:  # an autosave failure must never stop the game
            log.exception("autosave failed")
            self._autosave_result_error(repr(error))

    def _autosave_result(self, result: AutosaveResult) -> None:
        if self.match is None or result.match_id != self.match.match_id:
            return
        if result.ok:
            if self.autosave_error:
                self.autosave_error = ""
                self.autosave_restored.emit()
        else:
            self._autosave_result_error(result.error)

    def _autosave_result_error(self, error: str) -> None:
        self.autosave_error = error or "io_error"
        self.autosave_failed.emit(self.autosave_error)

    def outcome(self) -> Outcome | None:
        """The outcome, if the match is over."""
        return self.match.outcome() if self.match else None
