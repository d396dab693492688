"""Autosave after every action, off the UI thread, and resuming an unfinished game.

The UI thread only takes a :class:`~.encoding.SaveSnapshot` (microseconds); a background
thread encodes it (each log entry once), computes the digest and writes it crash-safely
to the match's own file. If several moves come while a write is running, only the newest
snapshot is written. Every write reports success or failure, so a failed autosave (a full
or read-only disk) can be shown and is retried after the next move.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..core.collector import collector_paused
from ..core.match import Match, Progress
from .atomic import write_atomic
from .encoding import SaveEncoder, SaveSnapshot, snapshot_of
from .failures import write_error_code
from .savefile import OlderRules, SaveError, load_match
from .unfinished import (
    LEGACY_NAME,
    UnfinishedGame,
    autosave_path,
    data_dir,
    discard,
    keep_aside,
    unfinished_games,
)

__all__ = [
    "AutosaveResult",
    "AutosaveWriter",
    "Unresumable",
    "autosave_path",
    "data_dir",
    "resume",
    "unfinished_games",
    "write_autosave",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AutosaveResult:
    """The outcome of one autosave: ``error`` is empty when it was written."""

    match_id: str
    cursor: int
    path: Path
    error: str = ""
    code: str = ""
    """What the error means (``persistence.failures``), e.g. ``disk_full``; '' when written."""

    @property
    def ok(self) -> bool:
        """Whether the autosave was written (or, for a finished game, cleared)."""
        return not self.error


def _store(encoder: SaveEncoder, snapshot: SaveSnapshot) -> AutosaveResult:
    """Write (or, once the game is over, clear) the autosave of ``snapshot``'s match."""
    path = autosave_path(snapshot.match_id)
    try:
        if snapshot.finished:
            # A finished game has nothing to resume: it leaves the list of unfinished ones.
            discard(UnfinishedGame(match_id=snapshot.match_id, path=path))
        else:
            write_atomic(path, encoder.encode(snapshot))
    except OSError as error:
        log.warning("autosave of %s failed: %s", snapshot.match_id, error)
        code = write_error_code(error)
        return AutosaveResult(snapshot.match_id, snapshot.cursor, path, str(error) or code, code)
    return AutosaveResult(snapshot.match_id, snapshot.cursor, path)


def write_autosave(match: Match) -> AutosaveResult:
    """Autosave ``match`` now, on this thread (command line, tests)."""
    return _store(SaveEncoder(), snapshot_of(match))


class AutosaveWriter:
    """A background thread writing the newest autosave snapshot; reports each result.

    ``report`` is called on the writer thread; a Qt caller forwards it through a signal.
    """

    def __init__(self, report: Callable[[AutosaveResult], None] | None = None) -> None:
        self._report = report
        self._cond = threading.Condition()
        self._pending: dict[str, SaveSnapshot] = {}
        """The newest unwritten snapshot of each match (in the order they came)."""
        self._busy = False
        self._closed = False
        self._encoders: dict[str, SaveEncoder] = {}
        self._thread: threading.Thread | None = None

    def submit(self, snapshot: SaveSnapshot) -> None:
        """Queue ``snapshot`` for writing, replacing an older one of its match not yet written."""
        with self._cond:
            if self._closed:
                return
            self._pending[snapshot.match_id] = snapshot
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="divas-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted snapshot is written; return whether it finished."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not self._pending and not self._busy, timeout=timeout
            )

    def close(self, timeout: float = 10.0) -> bool:
        """Write what is pending, then stop the thread."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending) or self._closed)
                if not self._pending:
                    return
                match_id = next(iter(self._pending))
                snapshot = self._pending.pop(match_id)
                self._busy = True
            try:
                with collector_paused():  # no Qt object may be freed on this thread
                    self._write(snapshot)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, snapshot: SaveSnapshot) -> None:
        """Write one snapshot and report how it went (never raises)."""
        encoder = self._encoders.get(snapshot.match_id)
        if encoder is None:  # remember the entries of the newest match only
            encoder = SaveEncoder()
            self._encoders = {snapshot.match_id: encoder}
        try:
            result = _store(encoder, snapshot)
        except Exception as error:  # never let the thread die: report it
            log.exception("autosave failed")
            path = autosave_path(snapshot.match_id)
            result = AutosaveResult(
                snapshot.match_id, snapshot.cursor, path, repr(error), "io_error"
            )
        if self._report is not None:
            try:
                self._report(result)
            except Exception:
                log.exception("autosave report failed")


class Unresumable(SaveError):
    """No file of an unfinished game could be resumed; ``kept`` lists where they now are."""

    def __init__(self, code: str, kept: list[Path], detail: str = "") -> None:
        super().__init__(code, detail)
        self.kept = kept


def resume(game: UnfinishedGame, progress: Progress | None = None) -> Match:
    """Load an unfinished game from its best surviving file.

    The autosave is tried first, then a complete temporary file, then the backup. A save
    written under older rules raises :class:`OlderRules` (the caller offers to continue).
    When nothing loads, the files are moved aside, never deleted, and :class:`Unresumable`
    says where they are.
    """
    errors: list[SaveError] = []
    for candidate in game.candidates():
        try:
            match = load_match(candidate, progress)
        except OlderRules as older:
            older.match.match_id = game.match_id
            raise
        except SaveError as error:
            if error.code == "cancelled":
                raise
            log.warning("cannot resume from %s: %s", candidate, error)
            errors.append(error)
            continue
        if candidate != game.path:
            log.warning("resumed %s from %s", game.match_id, candidate.name)
        if game.path.name == LEGACY_NAME:
            _adopt_legacy(game, match)
        else:
            match.match_id = game.match_id  # it goes on in the same autosave
        return match
    code = errors[0].code if errors else "io_error"
    raise Unresumable(code, keep_aside(game), "; ".join(str(e) for e in errors)[:2000])


def _adopt_legacy(game: UnfinishedGame, match: Match) -> None:
    """Move the old single autosave to the resumed match's own file, so it is listed once."""
    target = autosave_path(match.match_id)
    target.parent.mkdir(parents=True, exist_ok=True)
    for path in game.files():
        destination = target if path == game.path else target.with_name(target.name + ".bak")
        if path.name.endswith(".tmp"):
            continue
        try:
            os.replace(path, destination)
        except OSError:
            log.warning("could not move %s", path, exc_info=True)
