"""The ``.divas`` save file: a versioned JSON envelope around a match's action log.

A save stores what is needed to rebuild the match (options, seats, seed, log, cursor)
and a digest of the state at the cursor; loading replays the log, checking every
action, and compares the digest. Nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .. import __version__
from ..core import registry
from ..core.match import LogEntry, Match, SeatInfo
from ..core.types import IllegalAction
from .atomic import write_atomic

FORMAT_VERSION = 1
"""Bump when the envelope changes; add a migration in :func:`_migrate`."""
MAX_BYTES = 16 * 1024 * 1024
"""Refuse larger files: a real game log is a few hundred kilobytes at most."""
FILE_SUFFIX = ".divas"


class SaveError(Exception):
    """A save that cannot be loaded; ``code`` is translated by the UI."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class SaveEnvelope(BaseModel):
    """The JSON document stored in a ``.divas`` file."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal["divas-desktop-save"] = "divas-desktop-save"
    format_version: int
    app_version: str
    game_id: str
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int
    log: list[LogEntry] = Field(default_factory=list)
    cursor: int
    state_digest: str
    clock_ms: int = Field(default=0, ge=0)
    """Time the match clock has run (timed matches; 0 when untimed)."""


def envelope_of(match: Match) -> SaveEnvelope:
    """Describe ``match`` as a save envelope."""
    return SaveEnvelope(
        format_version=FORMAT_VERSION,
        app_version=__version__,
        game_id=match.game.game_id,
        options=match.config.model_dump(mode="json"),
        seats=list(match.seats),
        seed=match.seed,
        log=list(match.log),
        cursor=match.cursor,
        state_digest=match.state_digest(),
        clock_ms=match.clock_ms,
    )


def match_to_json(match: Match) -> str:
    """Serialise ``match`` as the text of a save file (format version first)."""
    data = envelope_of(match).model_dump(mode="json")
    ordered = {"format": data.pop("format"), "format_version": data.pop("format_version")}
    ordered.update(data)
    return json.dumps(ordered, ensure_ascii=False, indent=1)


def save_match(match: Match, path: Path | str) -> None:
    """Write ``match`` to ``path`` atomically, keeping the previous file as ``.bak``."""
    try:
        write_atomic(Path(path), match_to_json(match))
    except OSError as error:
        raise SaveError("io_error", str(error)) from error


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older envelope up to :data:`FORMAT_VERSION` (none exist yet)."""
    return data


def match_from_json(text: str) -> Match:
    """Rebuild a match from the text of a save file or raise :class:`SaveError`."""
    if len(text.encode("utf-8", errors="replace")) > MAX_BYTES:
        raise SaveError("file_too_large")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise SaveError("not_a_save", str(error)) from error
    if not isinstance(data, dict) or data.get("format") != "divas-desktop-save":
        raise SaveError("not_a_save")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("invalid_save", "format_version")
    if version > FORMAT_VERSION:
        raise SaveError("newer_version", str(version))
    try:
        envelope = SaveEnvelope.model_validate(_migrate(data))
    except ValidationError as error:
        raise SaveError("invalid_save", str(error)) from error
    try:
        game = registry.get(envelope.game_id)
    except KeyError as error:
        raise SaveError("unknown_game", envelope.game_id) from error
    try:
        config = game.config_type.model_validate(envelope.options)
        match = Match.replay(
            game, config, envelope.seats, envelope.seed, envelope.log, envelope.cursor
        )
    except (ValidationError, IllegalAction, ValueError, KeyError, TypeError) as error:
        raise SaveError("replay_failed", str(error)) from error
    if match.state_digest() != envelope.state_digest:
        raise SaveError("digest_mismatch")
    match.clock_ms = envelope.clock_ms
    return match


def load_match(path: Path | str) -> Match:
    """Load a save file or raise :class:`SaveError`; never changes anything on disk."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError("file_too_large")
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError("io_error", str(error)) from error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError("not_a_save", str(error)) from error
    return match_from_json(text)
