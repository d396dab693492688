"""The text of a save file: compact JSON, the header first, one log entry per line.

Writing is split so that autosaving stays cheap at any game length: :func:`snapshot_of`
captures a match in microseconds (on the UI thread), and :class:`SaveEncoder` turns the
snapshot into bytes later (on the autosave thread), encoding each log entry only once.
The header comes before the log, so :func:`read_header` can list a save without parsing
its moves. Only ``json`` is used here: no pydantic, nothing evaluated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__

if TYPE_CHECKING:
    from ..core.match import LogEntry, Match

FORMAT = "divas-desktop-save"
FORMAT_VERSION = 4
"""Bump when the envelope changes; add a migration in ``savefile._migrate``.

4: each seat records the level of its computer player (``SeatInfo.level``)."""
LOG_KEY = ',"log":['
"""Where the header ends in a file this module wrote."""
HEADER_BYTES = 64 * 1024
"""How much of a file :func:`read_header` reads first (seats and options fit easily)."""


@dataclass(frozen=True)
class SaveSnapshot:
    """Everything a save needs, captured from a match at one moment (cheap to take)."""

    game_id: str
    rules_version: int
    match_id: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    seed: int
    log: tuple[LogEntry, ...]
    cursor: int
    state: Any
    """The state at the cursor; states are never mutated, so another thread may read it."""
    round: int | None
    finished: bool
    clock_ms: int = 0
    """Time the match clock of a timed match has run (the UI owns the clock)."""


def snapshot_of(match: Match) -> SaveSnapshot:
    """Capture ``match`` for saving (O(1) apart from copying the list of log references)."""
    round_ = getattr(match.state, "round", None)
    return SaveSnapshot(
        game_id=match.game.game_id,
        rules_version=match.game.rules_version,
        match_id=match.match_id,
        options=match.config.model_dump(mode="json"),
        seats=[seat.model_dump(mode="json") for seat in match.seats],
        seed=match.seed,
        log=tuple(match.log),
        cursor=match.cursor,
        state=match.state,
        round=round_ if isinstance(round_, int) and not isinstance(round_, bool) else None,
        finished=match.outcome() is not None,
        clock_ms=match.clock_ms,
    )


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class SaveEncoder:
    """Turns snapshots of one match into save text, remembering the encoded log entries."""

    def __init__(self) -> None:
        self._entries: list[LogEntry] = []
        self._lines: list[str] = []

    def log_lines(self, log: tuple[LogEntry, ...]) -> list[str]:
        """Return one JSON line per entry, encoding only entries not seen before."""
        known = len(self._entries)
        # Entries are only ever appended, or a tail replaced after an undo: when the last
        # entry we encoded is still in its place, everything before it is too.
        if not (known <= len(log) and (known == 0 or log[known - 1] is self._entries[-1])):
            known = 0
            limit = min(len(log), len(self._entries))
            while known < limit and log[known] is self._entries[known]:
                known += 1
            del self._entries[known:]
            del self._lines[known:]
        for entry in log[known:]:
            self._entries.append(entry)
            self._lines.append(_compact({"seat": entry.seat, "action": entry.action}))
        return self._lines

    def encode(self, snapshot: SaveSnapshot) -> str:
        """Return the text of the save file for ``snapshot`` (digest computed here)."""
        from ..core.digest import digest

        header = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "app_version": __version__,
            "game_id": snapshot.game_id,
            "rules_version": snapshot.rules_version,
            "match_id": snapshot.match_id,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "round": snapshot.round,
            "finished": snapshot.finished,
            "options": snapshot.options,
            "seats": snapshot.seats,
            "seed": snapshot.seed,
            "cursor": snapshot.cursor,
            "state_digest": digest(snapshot.state),
        }
        if snapshot.clock_ms:
            header["clock_ms"] = snapshot.clock_ms  # timed matches only: others stay as they were
        lines = self.log_lines(snapshot.log)
        body = ",\n".join(lines)
        return _compact(header)[:-1] + LOG_KEY + ("\n" + body + "\n" if lines else "") + "]}\n"


def read_header(path: Path) -> dict[str, Any] | None:
    """Return the header fields of a save (everything but its log), or ``None`` if unreadable.

    Reads only the start of a file written by this module; older or hand-written files
    are parsed whole. Nothing is validated here beyond being a JSON object of our format.
    """
    try:
        with open(path, "rb") as handle:
            head = handle.read(HEADER_BYTES)
            text = head.decode("utf-8-sig", errors="strict") if len(head) else ""
    except (OSError, UnicodeDecodeError):
        text = ""
    cut = text.find(LOG_KEY)
    data: Any = None
    if cut > 0:
        try:
            data = json.loads(text[:cut] + "}")
        except ValueError:
            data = None
    if data is None:
        try:
            if path.stat().st_size > 16 * 1024 * 1024:
                return None
            data = json.loads(path.read_bytes().decode("utf-8-sig"))
        except (OSError, ValueError, RecursionError):
            return None
        if isinstance(data, dict):
            data.pop("log", None)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    return data
