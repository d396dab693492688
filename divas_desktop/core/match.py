"""A match: options + seats + seed + action log + cursor, with undo/redo by replay."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .bots import DEFAULT_LEVEL, HARD_BUDGET_MS, Information, Level
from .digest import digest
from .game import Game, GameConfig
from .preview import Preview
from .types import Action, Event, IllegalAction, Outcome, Seat

SNAPSHOT_EVERY = 32
"""States kept every N actions; others are rebuilt by replay from the nearest one."""
MAX_NAME_LENGTH = 40
"""Longest player name, in the new-game dialog and in save files."""
PROGRESS_EVERY = 64
"""A replay reports its progress every this many actions."""

Progress = Callable[[int, int], None]
"""Called as ``progress(done, total)`` during a replay; it may raise to cancel it."""


class SeatInfo(BaseModel):
    """Who sits at a seat: name, colour, whether the computer plays it and how well."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str = Field(max_length=MAX_NAME_LENGTH)
    colour: str = Field("#888888", max_length=32)
    kind: Literal["human", "computer"] = "human"
    level: Level = DEFAULT_LEVEL
    """How well the computer plays this seat (saves made before levels existed: Normal)."""


class LogEntry(BaseModel):
    """One applied action and the seat that took it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    seat: Seat
    action: dict[str, Any]


class _Step:
    """What the match remembers of one applied action (besides the log entry)."""

    __slots__ = ("events", "revealed_to", "seat")

    def __init__(self, seat: Seat, events: list[Event], revealed_to: frozenset[Seat]):
        self.seat = seat
        self.events = events
        self.revealed_to = revealed_to


class Match:
    """Owns the log of a match and the state at its cursor.

    The log may run past the cursor after an undo; playing a new action there drops
    the undone tail (like a text editor's redo stack).
    """

    def __init__(
        self,
        game: Game[Any],
        config: GameConfig,
        seats: list[SeatInfo],
        seed: int,
        match_id: str | None = None,
    ) -> None:
        if not game.min_seats <= config.seats <= game.max_seats or len(seats) != config.seats:
            raise IllegalAction("bad_seat_count")
        self.game = game
        self.config = config
        self.seats = seats
        self.seed = seed
        self.match_id = match_id or uuid.uuid4().hex
        """Names this match's own autosave; kept in its save files."""
        self.clock_ms = 0
        """Time a timed match's clock has run (the UI owns the clock; saved with the match)."""
        self.log: list[LogEntry] = []
        self._steps: list[_Step] = []
        self._snapshots: dict[int, Any] = {0: game.initial_state(config, seed)}
        self.cursor = 0
        self._state = self._snapshots[0]
        # Per viewing seat: (steps covered, redacted log), so the log panel costs O(new events).
        self._redacted: dict[Seat | None, tuple[int, list[tuple[int, Seat, Event]]]] = {}
        # Per computer seat: (steps covered, its memory), brought up to date when it decides.
        self._memories: dict[Seat, tuple[int, Any]] = {}
        # Previews of the state at the cursor, by (seat, action): a hover asked twice is free.
        self._previews: dict[tuple[Seat, Action], Preview] = {}
        self._previewed: Any = None

    # --- reading ------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state at the cursor."""
        return self._state

    def to_move(self) -> tuple[Seat, ...]:
        """Seats that must act at the cursor."""
        return self.game.to_move(self._state)

    def legal_actions(self, seat: Seat) -> list[Action]:
        """Legal actions of ``seat`` at the cursor."""
        return self.game.legal_actions(self._state, seat)

    def outcome(self) -> Outcome | None:
        """The outcome at the cursor, if the game is over."""
        return self.game.outcome(self._state)

    def view(self, seat: Seat | None) -> Any:
        """What ``seat`` may see at the cursor."""
        return self.game.player_view(self._state, seat)

    def preview(self, seat: Seat, action: Action) -> Preview:
        """What ``action`` would yield for ``seat`` at the cursor (nothing is played).

        Kept until the state changes, so asking again while a drag hovers is free.
        """
        if self._previewed is not self._state:
            self._previews.clear()
            self._previewed = self._state
        key = (seat, action)
        found = self._previews.get(key)
        if found is None:
            found = self._previews[key] = self.game.preview(self._state, seat, action)
        return found

    def events_for(self, seat: Seat | None) -> list[tuple[int, Seat, Event]]:
        """The game log up to the cursor, redacted for ``seat``."""
        covered, entries = self._redacted.get(seat, (0, []))
        if covered > self.cursor:
            entries = [entry for entry in entries if entry[0] < self.cursor]
            covered = self.cursor
        for index in range(covered, self.cursor):
            step = self._steps[index]
            for event in step.events:
                shown = self.game.redact_event(event, seat)
                if shown is not None:
                    entries.append((index, step.seat, shown))
        self._redacted[seat] = (self.cursor, entries)
        return list(entries)

    def state_digest(self) -> str:
        """Digest of the state at the cursor (stored in saves)."""
        return digest(self._state)

    def is_computer(self, seat: Seat) -> bool:
        """Whether the computer plays ``seat``."""
        return self.seats[seat].kind == "computer"

    def step_seat(self, index: int) -> Seat:
        """The seat that took the action at log position ``index``."""
        return self._steps[index].seat if index < len(self._steps) else self.log[index].seat

    # --- playing ------------------------------------------------------------------
    def play(self, seat: Seat, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat`` at the cursor or raise :class:`IllegalAction`.

        A refused action changes nothing. The move is checked once, by the game's
        ``apply``, which asks for the reason (:meth:`Game.refused`) only when it refuses.
        """
        transition = self.game.apply(self._state, seat, action)
        entry = LogEntry(seat=seat, action=action.model_dump(mode="json"))
        self._push(entry, transition.state, transition.events, transition.revealed_to)
        return transition.events

    def _push(
        self, entry: LogEntry, state: Any, events: list[Event], revealed_to: frozenset[Seat]
    ) -> None:
        if self.cursor < len(self.log):  # a new decision drops the undone tail
            del self.log[self.cursor :]
            del self._steps[self.cursor :]
            for index in [i for i in self._snapshots if i > self.cursor]:
                del self._snapshots[index]
            for seat, (covered, entries) in list(self._redacted.items()):
                kept = [e for e in entries if e[0] < self.cursor]
                self._redacted[seat] = (min(covered, self.cursor), kept)
            # A memory of the undone steps is forgotten whole (memories only grow).
            self._memories = {s: m for s, m in self._memories.items() if m[0] <= self.cursor}
        self.log.append(entry)
        self._steps.append(_Step(entry.seat, events, revealed_to))
        self.cursor += 1
        self._state = state
        if self.cursor % SNAPSHOT_EVERY == 0:
            self._snapshots[self.cursor] = state

    def play_bot(self, seat: Seat, budget_ms: int = HARD_BUDGET_MS) -> list[Event]:
        """Let the computer choose and play for ``seat``, at the seat's level."""
        return self.play(seat, self.game.choose(*self.bot_question(seat), budget_ms))

    def bot_question(self, seat: Seat) -> tuple[Information[Any], Level, int]:
        """What the computer player of ``seat`` is asked now: its information, its level
        and its seed (``game.choose(*question, budget_ms)`` answers it, on any thread)."""
        info = self.game.information(self._state, seat, self._memory(seat))
        return info, self.seats[seat].level, self.seed * 1_000_003 + self.cursor

    def _memory(self, seat: Seat) -> Any:
        """The seat's memory of the log up to the cursor (rebuilt from the start after an
        undo, as a memory never forgets)."""
        covered, memory = self._memories.get(seat, (0, None))
        if seat not in self._memories or covered > self.cursor:
            covered, memory = 0, self.game.new_memory(seat)
        if covered < self.cursor:
            seen = [entry for entry in self.events_for(seat) if entry[0] >= covered]
            memory = self.game.remember(memory, seat, seen)
        self._memories[seat] = (self.cursor, memory)
        return memory

    def follow(self, log: Sequence[LogEntry], progress: Progress | None = None) -> None:
        """Play the logged actions in order, checking each; raise at the first illegal one.

        The error is an :class:`IllegalAction` whose ``index`` parameter is the position
        of the refused entry in ``log``; the entries before it stay played. Each action
        is checked once, by the game's ``apply`` with its cheap :meth:`Game.is_legal`,
        never by enumeration.
        """
        game = self.game
        total = len(log)
        for index, entry in enumerate(log):
            if progress is not None and index % PROGRESS_EVERY == 0:
                progress(index, total)
            try:
                action = game.parse_action(entry.action)
                transition = game.apply(self._state, entry.seat, action)
            except IllegalAction as refused:
                params = {**refused.params, "index": index}
                raise IllegalAction(refused.reason, **params) from refused
            except (ValueError, KeyError, TypeError, IndexError, AttributeError) as error:
                raise IllegalAction("illegal_move", index=index, detail=str(error)) from error
            self._push(entry, transition.state, transition.events, transition.revealed_to)
        if progress is not None:
            progress(total, total)

    # --- undo / redo ----------------------------------------------------------------
    def undo_target(self, seat: Seat) -> int | None:
        """Return the cursor that undo for ``seat`` would go back to, or ``None``.

        Undo takes back ``seat``'s own last decision, together with the computer
        players' moves made after it. It never crosses a step that revealed hidden
        information to ``seat``, nor a decision of another human player.
        """
        index = self.cursor - 1
        while index >= 0:
            step = self._steps[index]
            if seat in step.revealed_to:
                return None
            if step.seat == seat:
                return index
            if not self.is_computer(step.seat):
                return None
            index -= 1
        return None

    def undo_refusal(self, seat: Seat) -> IllegalAction | None:
        """Why ``seat`` may not undo now (``None``: it may): it has decided nothing yet,
        a step since revealed hidden cards to it, or another person has decided since."""
        index = self.cursor - 1
        while index >= 0:
            step = self._steps[index]
            if seat in step.revealed_to:
                return IllegalAction("undo_after_reveal")
            if step.seat == seat:
                return None
            if not self.is_computer(step.seat):
                return IllegalAction("undo_after_other_player")
            index -= 1
        return IllegalAction("undo_nothing_yet")

    def why_not(self, seat: Seat, piece: str) -> IllegalAction | None:
        """Why ``seat`` can do nothing with ``piece`` at the cursor (see :meth:`Game.why_not`)."""
        return self.game.why_not(self._state, seat, piece)

    def can_undo(self, seat: Seat) -> bool:
        """Whether ``seat`` may undo now."""
        return self.undo_target(seat) is not None

    def undo(self, seat: Seat) -> None:
        """Take back ``seat``'s last decision or raise :class:`IllegalAction`."""
        target = self.undo_target(seat)
        if target is None:
            raise IllegalAction("cannot_undo")
        self._seek(target)

    def can_redo(self) -> bool:
        """Whether undone actions remain to redo."""
        return self.cursor < len(self.log)

    def redo(self) -> None:
        """Replay the next undone decision and the computer moves that followed it.

        Redo applies the very actions that were undone, so every hidden order (decks,
        the generator in the state) comes back exactly as it was.
        """
        if not self.can_redo():
            raise IllegalAction("cannot_redo")
        mover = self.log[self.cursor].seat
        target = self.cursor + 1
        while (
            target < len(self.log)
            and self.is_computer(self.log[target].seat)
            and (not self.is_computer(mover))
        ):
            target += 1
        self._seek(target)

    def _seek(self, target: int) -> None:
        base = max(i for i in self._snapshots if i <= target)
        if self.cursor <= target and self.cursor >= base:
            base, state = self.cursor, self._state  # going forward: start from here
        else:
            state = self._snapshots[base]
        for index in range(base, target):
            entry = self.log[index]
            state = self.game.apply(state, entry.seat, self.game.parse_action(entry.action)).state
        self._state = state
        self.cursor = target

    # --- rebuilding -----------------------------------------------------------------
    @classmethod
    def replay(
        cls,
        game: Game[Any],
        config: GameConfig,
        seats: list[SeatInfo],
        seed: int,
        log: list[LogEntry],
        cursor: int | None = None,
        match_id: str | None = None,
        progress: Progress | None = None,
    ) -> Match:
        """Rebuild a match by replaying ``log``; every action is checked as it is played."""
        if cursor is not None and not 0 <= cursor <= len(log):
            raise IllegalAction("bad_cursor")
        match = cls(game, config, seats, seed, match_id)
        match.follow(log, progress)
        if cursor is not None and cursor != len(log):
            match._seek(cursor)
        return match
