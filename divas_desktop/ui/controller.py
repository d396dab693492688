"""The game controller: owns the Match, plays intents, runs computer seats, autosaves.

Boards and windows never touch the Match: they send intents here and redraw from the
signals. The controller also decides whose view is shown: in pass-and-play, the human
seat that must act; the moment a person's turn ends, the public table (whoever moves
next, a computer included); when hidden information would show, it asks for the privacy
curtain and shows nothing of the next hand until :meth:`reveal`.

It holds the pace of computer turns: each of their moves waits for the board to have
shown it (its animations and beats), and in the step-by-step mode every beat waits for
the player's "Next" (:meth:`advance`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.errors import IllegalAction
from ..i18n.translate import refusal_text
from .threads import to_ui

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.preview import Preview
    from ..core.types import Action, Event, Outcome, Seat
    from ..persistence.autosave import AutosaveResult, AutosaveWriter

log = logging.getLogger(__name__)

AUTOSAVE_DELAY_MS = 16
"""The autosave of a move is taken one frame later, once the board has repainted; the
snapshot costs microseconds and the writing happens on another thread."""
MAX_MERGED_STEPS = 40
"""Forced steps of a computer seat played in one beat, at most (a safety bound)."""
HANDOFF_MS = {"off": 0, "fast": 900, "normal": 1500, "slow": 2600}
"""How long the table shows a move's result (as everyone may see it) before the curtain."""
HARD_BUDGET_MS = 1000
"""Hard's thinking time per decision: ``core.bots.HARD_BUDGET_MS`` (a test checks they
agree; importing it would load pydantic before the window's first paint)."""
THINKING_LEVELS = frozenset({"hard"})
"""Levels whose computer players think on another thread (up to a second a move): the
window keeps answering meanwhile and shows who is thinking."""


class Pacer(Protocol):
    """What computer moves wait for: the board's animation queue."""

    gate: Callable[[Callable[[], None]], None] | None
    """What each beat of a move waits for before it starts (set by the controller)."""

    def busy(self) -> bool:
        """Whether something is still animating."""
        ...

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once nothing animates any more."""
        ...


class GameController(QObject):
    """Owns the current Match and turns intents into moves."""

    match_changed = Signal()
    """A new match was started or loaded (boards are rebuilt)."""
    view_changed = Signal(object, list)
    """The view of the viewing seat changed, with that seat's legal actions (none for a
    computer's seat or a spectator): ``(view, actions)``. The board draws both and never
    asks for them. Never emitted while the curtain is down."""
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
    waiting_changed = Signal(bool)
    """Step by step: a computer's next beat waits for "Next" (``True``), or goes on."""
    bot_thinking = Signal(int)
    """A computer seat began thinking (its seat), or nobody thinks any more (-1)."""

    def __init__(
        self, parent: QObject | None = None, bot_delay_ms: int | None = None, autosave: bool = True
    ) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.viewer: Seat | None = None
        """The seat whose view is drawn."""
        self.curtain_seat: Seat | None = None
        """The seat waiting behind the curtain, if it is down."""
        self.last_refusal: IllegalAction | None = None
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        """A fixed pause before each computer move and curtain (tests, screenshots);
        ``None``: the animation speed's (computer moves wait for the board's animations)."""
        self.pacer: Pacer | None = None
        self.beat_rule: Callable[[list[Event]], bool] | None = None
        """Whether a computer's next step joins the beat of its last one (the board's rule)."""
        self._generation = 0
        """Bumped when pacing stops: callbacks of an older generation do nothing."""
        self.step_mode = False
        """Step by step: every beat of a computer's turn waits for :meth:`advance`."""
        self._next: Callable[[], None] | None = None
        """What "Next" lets go on (a computer's move, or the next beat of one)."""
        self._showing_bot = False
        """Whether the table is showing a computer's move (its beats wait in step mode)."""
        self._bot_queued = False
        self._handoff: Seat | None = None
        """The seat the curtain will fall for once the viewer has seen the last move."""
        self.guard: Callable[[Action], str | None] | None = None
        """A lesson's check of a person's move: a message refuses it (nothing changes, the
        message is the refusal shown); ``None``: any legal move is played. Undo is off
        meanwhile (a lesson goes forward only)."""
        self.bot_budget_ms = HARD_BUDGET_MS
        """Hard's thinking time per decision."""
        self.thinking_seat: Seat | None = None
        """The computer seat thinking on another thread, if any."""
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._play_bot)
        self._handoff_timer = QTimer(self)  # the public table shown, then the curtain
        self._handoff_timer.setSingleShot(True)
        self._handoff_timer.timeout.connect(self._lower_curtain)
        self._init_autosave()

    # --- reading ------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        """The id of the game being played ('' when none)."""
        return self.match.game.game_id if self.match else ""

    def curtain_down(self) -> bool:
        """Whether the privacy curtain hides the board."""
        return self.curtain_seat is not None

    def public_view(self) -> Any:
        """What every player may see (drawn behind the curtain), or ``None`` with no match."""
        return self.match.view(None) if self.match is not None else None

    def legal_actions(self) -> list[Action]:
        """Legal actions of the viewing seat ([] behind the curtain or for a computer)."""
        if self.match is None or self.curtain_down() or self.viewer is None:
            return []
        if self.match.is_computer(self.viewer):
            return []
        return self.match.legal_actions(self.viewer)

    def preview(self, action: Action) -> Preview | None:
        """What ``action`` would yield for the seat at the screen (the engine's preview,
        applied on a copy: nothing is played); ``None`` when that seat cannot take it."""
        match, seat = self.match, self.viewer
        if match is None or seat is None or self.curtain_down() or match.is_computer(seat):
            return None
        try:
            return match.preview(seat, action)  # apply refuses an illegal one
        except IllegalAction:
            return None

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
        if match is None or self.curtain_down() or self.viewer is None or self.guard is not None:
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
        # While the screen is being passed on (the curtain about to fall) nobody is known either.
        passing = self.curtain_down() or self._handoff is not None
        if passing:
            return IllegalAction("undo_behind_curtain")
        match, seat = self.match, self.viewer
        if match is not None and seat is not None and not match.is_computer(seat):
            why = match.undo_refusal(seat)  # the engine's log says why: nothing, a reveal...
            if why is not None:
                return why
        return IllegalAction("cannot_undo")

    def undo_reason(self) -> str:
        """Why Undo is unavailable now, in the player's language ('' when it is available)."""
        if self.can_undo():
            return ""
        refusal = self._undo_refusal()
        return refusal_text(self.game_id or "core", refusal.reason, **refusal.params)

    def redo_reason(self) -> str:
        """Why Redo is unavailable now, in the player's language ('' when it is available)."""
        if self.can_redo():
            return ""
        code = "undo_behind_curtain" if self.curtain_down() else "cannot_redo"
        return refusal_text(self.game_id or "core", code)

    def refusal_rule(self) -> str | None:
        """The clause ID of the rule behind the last refusal (``None``: no rule to cite)."""
        if self.match is None or self.last_refusal is None:
            return None
        return self.match.game.rule_of(self.last_refusal.reason)

    def explain_piece(self, piece: str) -> None:
        """A piece that will not lift was pressed: show why, as the engine says (if it does)."""
        match, seat = self.match, self.viewer
        if match is None or seat is None or self.curtain_down() or match.is_computer(seat):
            return
        why = match.why_not(seat, piece)
        if why is not None:
            self._refuse(why)

    def human_seats(self) -> list[Seat]:
        """Seats played by people."""
        if self.match is None:
            return []
        return [s for s in range(len(self.match.seats)) if not self.match.is_computer(s)]

    # --- starting ------------------------------------------------------------------------
    def start(self, match: Match) -> None:
        """Take over ``match`` (new or loaded) and show it."""
        self._stop_pacing()
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
        if self.guard is not None:
            message = self.guard(action)
            if message is not None:  # off the lesson's script: refused with the coach's words
                self.last_refusal = IllegalAction("lesson_off_script")
                self.action_refused.emit(message)
                return False
        try:
            events = self.match.play(seat, action)
        except IllegalAction as refusal:
            return self._refuse(refusal)
        self.last_refusal = None
        self._showing_bot = False  # a person's own move is never held back
        self._after_change(self._entries(events))
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
        self._showing_bot = False
        self.viewer = self.curtain_seat
        self.curtain_seat = None
        self._emit_view()

    def undo(self) -> bool:
        """Take back the last decision of the seat in front of the screen."""
        seat = self.undo_seat()
        if self.match is None or seat is None:
            return self._refuse(self._undo_refusal())
        self._stop_pacing()
        self.match.undo(seat)
        self.last_refusal = None
        self._after_change([])
        return True

    def redo(self) -> bool:
        """Replay the next undone decision (the same actions: no hidden order changes)."""
        if self.match is None or not self.can_redo():
            code = "undo_behind_curtain" if self.curtain_down() else "cannot_redo"
            return self._refuse(IllegalAction(code))
        self._stop_pacing()
        self.match.redo()
        self.last_refusal = None
        self._after_change([])
        return True

    def _entries(self, events: list[Event]) -> list[tuple[int, Seat, Event]]:
        """``(step, seat, event)`` of the events of the step just played."""
        assert self.match is not None
        step = self.match.cursor - 1
        return [(step, self.match.log[step].seat, event) for event in events]

    def _play_bot(self, wait: bool = False) -> None:
        """Play the next computer move; a thinking level thinks on another thread unless
        ``wait`` (tests and screenshots play every computer move at once)."""
        if self.match is None or self.thinking_seat is not None:
            return
        bots = [s for s in self.match.to_move() if self.match.is_computer(s)]
        if not bots:
            return
        self._bot_queued = False
        seat = bots[0]
        if not wait and self.match.seats[seat].level in THINKING_LEVELS:
            self._think(seat)
            return
        events = self.match.play_bot(seat, self.bot_budget_ms)
        self._after_bot(seat, events, wait)

    def _after_bot(self, seat: Seat, events: list[Event], wait: bool) -> None:
        """Show a computer's step, with the steps of the same seat that join its beat."""
        assert self.match is not None
        entries = self._entries(events)
        thinks = not wait and self.match.seats[seat].level in THINKING_LEVELS
        # Forced steps (one legal action) of the same seat join this beat, and so do the
        # steps the board groups with it: a turn of many atomic steps is not shown as many
        # unexplained pauses. (A seat that thinks joins only its forced steps: its choices
        # are made off this thread.)
        for _ in range(MAX_MERGED_STEPS):
            if self.match.outcome() is not None or self.match.to_move() != (seat,):
                break
            joins = not thinks and self.beat_rule is not None and self.beat_rule(events)
            if not joins and len(self.match.legal_actions(seat)) != 1:
                break
            events = self.match.play_bot(seat, self.bot_budget_ms)
            entries += self._entries(events)
        self._showing_bot = True
        self._after_change(entries)

    def _think(self, seat: Seat) -> None:
        """Let ``seat``'s computer player choose on another thread, from its information
        (never the match: the window goes on reading it meanwhile)."""
        assert self.match is not None
        question = self.match.bot_question(seat)
        choose, budget = self.match.game.choose, self.bot_budget_ms
        asked = (self._generation, self.match.cursor, seat)
        self.thinking_seat = seat
        self.bot_thinking.emit(seat)
        # The thread holds no Qt object: the answer goes to the UI thread through a weak
        # reference (a controller freed on this thread would crash Qt).
        decided = to_ui(self._bot_answered)

        def think() -> None:
            try:
                action: Action | Exception = choose(*question, budget)
            except Exception as error:  # reported on the UI thread, like the answer
                action = error
            decided((*asked, action))

        threading.Thread(target=think, name="divas-bot", daemon=True).start()

    def _bot_answered(self, answer: tuple[int, int, Seat, Action | Exception]) -> None:
        """A thinking computer player chose: play it, unless the table moved on since."""
        generation, cursor, seat, action = answer
        self.thinking_seat = None
        self.bot_thinking.emit(-1)
        match = self.match
        if match is None or generation != self._generation or match.cursor != cursor:
            return  # undone, restarted or closed meanwhile: whoever moved on decides anew
        if isinstance(action, Exception):
            log.error("a computer player failed", exc_info=action)
            action = match.legal_actions(seat)[0]
        try:
            events = match.play(seat, action)
        except IllegalAction:  # never expected (the player chooses among legal actions)
            log.exception("a computer player chose an illegal action")
            events = match.play(seat, match.legal_actions(seat)[0])
        self._after_bot(seat, events, wait=False)

    def set_pacer(self, pacer: Pacer | None) -> None:
        """Let computer moves and curtains wait for ``pacer`` (the board's animations), and
        the beats of a computer's move wait for the pace (step by step: "Next")."""
        self.pacer = pacer
        if pacer is not None:
            pacer.gate = self._gate

    # --- step by step --------------------------------------------------------------------
    def set_step_mode(self, on: bool) -> None:
        """Turn the step-by-step mode on or off (off: what waits for "Next" goes on)."""
        self.step_mode = on
        if not on:
            self.advance()

    def waiting_for_next(self) -> bool:
        """Whether a computer's move or beat waits for "Next"."""
        return self._next is not None

    def advance(self) -> bool:
        """ "Next": let the computer's next beat play; ``False`` when nothing waits."""
        go, self._next = self._next, None
        if go is None:
            return False
        self.waiting_changed.emit(False)
        go()
        return True

    def _wait_for_next(self, go: Callable[[], None]) -> None:
        """Run ``go`` now, or when the player asks for the next beat (step by step)."""
        if not self.step_mode:
            go()
            return
        self._next = go
        self.waiting_changed.emit(True)

    def _gate(self, go: Callable[[], None]) -> None:
        """A beat of the move on the table may start: a computer's waits in step mode."""
        if self._showing_bot:
            self._wait_for_next(go)
        else:
            go()

    def set_beat_rule(self, rule: Callable[[list[Event]], bool] | None) -> None:
        """Group a computer's steps into beats by ``rule`` (``Board.bot_beat_continues``)."""
        self.beat_rule = rule

    def _pause_ms(self, table: dict[str, int] | None = None) -> int:
        if self.bot_delay_ms is not None:
            return self.bot_delay_ms
        from .board.animation import animation_speed, hold_ms

        return hold_ms() if table is None else table[animation_speed()]

    def _when_settled(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the board has finished animating (unless pacing stops)."""
        generation = self._generation

        def go() -> None:
            if generation == self._generation:
                callback()

        if self.pacer is None:
            go()
        else:
            self.pacer.when_idle(go)

    def _schedule_bot(self) -> None:
        self._bot_queued = True
        generation = self._generation

        def go() -> None:
            if generation == self._generation:
                self._bot_timer.start(0 if self.step_mode else self._pause_ms())

        self._when_settled(lambda: self._wait_for_next(go))

    def _stop_pacing(self) -> None:
        self._generation += 1
        if self.thinking_seat is not None:  # its answer will be ignored (older generation)
            self.thinking_seat = None
            self.bot_thinking.emit(-1)
        self._bot_queued = False
        self._bot_timer.stop()
        self._handoff_timer.stop()
        self._handoff = None
        self._showing_bot = False
        if self._next is not None:
            self._next = None
            self.waiting_changed.emit(False)

    def stop_bots(self) -> None:
        """Cancel a pending computer move (the window is closing)."""
        self._stop_pacing()

    def play_bot_now(self) -> bool:
        """Play the pending computer move at once, and only that one (screenshots)."""
        if not self._bot_queued:
            return False
        self._generation += 1
        self._bot_queued = False
        self._bot_timer.stop()
        if self._next is not None:
            self._next = None
            self.waiting_changed.emit(False)
        self._play_bot()
        return True

    def run_bots_now(self) -> None:
        """Play every pending computer move at once (tests, screenshots)."""
        while self._bot_queued:
            self._generation += 1
            self._bot_queued = False
            self._bot_timer.stop()
            if self._next is not None:
                self._next = None
                self.waiting_changed.emit(False)
            self._play_bot(wait=True)

    def _lower_curtain(self) -> None:
        """The viewer has seen the last move: now the curtain falls for the next player."""
        seat, self._handoff = self._handoff, None
        if seat is None or self.match is None:
            return
        self.curtain_seat = seat
        self.curtain_requested.emit(seat)
        self.state_changed.emit()

    # --- after every change ------------------------------------------------------------------
    def _after_change(self, entries: list[tuple[int, Seat, Event]], autosave: bool = True) -> None:
        match = self.match
        assert match is not None
        self._choose_viewer(handoff=bool(entries))
        if entries:
            seat = None if self.curtain_down() else self.viewer
            redacted = [
                (i, s, r)
                for i, s, e in entries
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
            self._stop_pacing()
            self.game_over.emit(outcome)
            return
        if self._handoff is not None:
            pause = self._pause_ms(HANDOFF_MS)
            self._when_settled(lambda: self._handoff_timer.start(pause))
        elif any(match.is_computer(s) for s in match.to_move()):
            self._schedule_bot()

    def _emit_view(self) -> None:
        assert self.match is not None
        self.view_changed.emit(self.match.view(self.viewer), self.legal_actions())
        self.state_changed.emit()

    def _choose_viewer(self, handoff: bool = False) -> None:
        match = self.match
        assert match is not None
        self._handoff = None
        self._handoff_timer.stop()
        humans = self.human_seats()
        waiting = [s for s in match.to_move() if not match.is_computer(s)]
        if self.curtain_seat is not None and self.curtain_seat in waiting:
            return  # still waiting for the same player to open the curtain
        wanted: Seat | None
        if waiting:
            wanted = self.viewer if self.viewer in waiting else waiting[0]
        elif len(humans) > 1 and match.outcome() is None:
            # Only computers move: whoever is at the screen may be the next player, so
            # the public table stays until a person raises the curtain.
            wanted = None
        elif self.viewer is not None:
            wanted = self.viewer
        else:
            wanted = humans[0] if humans else None
        if wanted == self.viewer and self.curtain_seat is None:
            return
        self.curtain_seat = None
        if wanted is not None and len(humans) > 1 and self._has_secrets(wanted):
            if handoff and self._pause_ms(HANDOFF_MS) > 0:
                # Before the curtain, the table shows what the move did (a reveal) to
                # whoever is at the screen: the public view only, as the screen is passed on.
                self._handoff = wanted
                self.viewer = None
                return
            self.curtain_seat = wanted
            self.curtain_requested.emit(wanted)
        else:
            self.viewer = wanted

    def _has_secrets(self, seat: Seat) -> bool:
        """Whether ``seat`` sees something the public does not (then the curtain falls)."""
        assert self.match is not None
        if self.match.outcome() is not None:
            return False
        # Views are value objects: comparing them is cheaper than serialising both.
        return self.match.view(seat) != self.match.view(None)

    # --- autosave: after the board has repainted, written on another thread ------------
    def _init_autosave(self) -> None:
        self._writer: AutosaveWriter | None = None
        self.autosave_error = ""
        """The error of the last autosave ('' while autosaves succeed)."""
        self.autosave_code = ""
        """What the last failed autosave's error means (``disk_full``…, see
        ``persistence.failures``)."""
        self._autosave_timer: QTimer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self._autosave)

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
                # Reported on the UI thread; the writer thread holds no Qt object.
                self._writer = AutosaveWriter(to_ui(self._autosave_result))
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
            self.autosave_code = result.code
            self._autosave_result_error(result.error)

    def _autosave_result_error(self, error: str) -> None:
        self.autosave_error = error or "io_error"
        self.autosave_failed.emit(self.autosave_error)

    def outcome(self) -> Outcome | None:
        """The outcome, if the match is over."""
        return self.match.outcome() if self.match else None
