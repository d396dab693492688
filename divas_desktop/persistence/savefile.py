"""The ``.divas`` save file: a versioned JSON envelope around a match's action log.

A save stores what is needed to rebuild the match (options, seats, seed, log, cursor),
the rules version of the game and a digest of the state at the cursor; loading replays
the log, checking every action, and compares the digest. Nothing is ever unpickled or
evaluated, and a file is refused quickly and with a reason when it is hostile: too big,
a number too long, a log longer than any game, a name longer than the dialog allows.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..core import registry
from ..core.game import Game
from ..core.match import MAX_NAME_LENGTH, LogEntry, Match, Progress, SeatInfo
from ..core.types import IllegalAction
from .atomic import write_atomic
from .encoding import FORMAT, FORMAT_VERSION, SaveEncoder, snapshot_of
from .failures import write_error_code

__all__ = [
    "FORMAT_VERSION",
    "MAX_BYTES",
    "LoadCancelled",
    "OlderRules",
    "SaveError",
    "load_match",
    "match_from_json",
    "match_to_json",
    "save_match",
]

MAX_BYTES = 16 * 1024 * 1024
"""Refuse larger files: a real game log is a few hundred kilobytes at most."""
MAX_LOG_ENTRIES = 20_000
"""Refuse longer logs whatever the game allows: the longest computer-only game we have
seen (Sipario!, five seats, 90 minutes) has under 9,000 actions, and a longer log would
take seconds to replay (a file of legal back-and-forth moves must be refused at once)."""
MAX_DIGITS = 20
"""Longest integer in a save: a 64-bit seed has 20 digits."""


class SaveError(Exception):
    """A save that cannot be loaded; ``code`` is translated by the UI."""

    def __init__(self, code: str, detail: str = "", **params: Any) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.params = params


class OlderRules(SaveError):
    """A save written under older rules whose log no longer replays as it did.

    ``match`` is the game replayed under the current rules as far as it stays legal:
    ``kept`` of its ``total`` moves. The caller may offer to continue from there.
    """

    def __init__(self, match: Match, kept: int, total: int, saved_rules: int) -> None:
        super().__init__("older_rules", f"{kept} of {total} moves replay", kept=kept, total=total)
        self.match = match
        self.kept = kept
        self.total = total
        self.saved_rules = saved_rules


class LoadCancelled(SaveError):
    """The player cancelled a long load (raised by a progress callback)."""

    def __init__(self) -> None:
        super().__init__("cancelled")


class SaveEnvelope(BaseModel):
    """The JSON document stored in a ``.divas`` file."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal["divas-desktop-save"] = "divas-desktop-save"
    format_version: int
    app_version: str = Field(max_length=64)
    game_id: str = Field(max_length=64)
    rules_version: int = Field(ge=1)
    match_id: str = Field(min_length=1, max_length=64, pattern=r"^[0-9A-Za-z_-]+$")
    saved_at: str = Field("", max_length=64)
    round: int | None = None
    finished: bool = False
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int = Field(ge=0, lt=2**64)
    cursor: int = Field(ge=0)
    state_digest: str = Field(max_length=128)
    log: list[LogEntry] = Field(default_factory=list)
    clock_ms: int = Field(default=0, ge=0)
    """Time the match clock of a timed match has run (written only when not 0)."""


# --- writing ----------------------------------------------------------------------------
def match_to_json(match: Match) -> str:
    """Serialise ``match`` as the text of a save file (format version first)."""
    return SaveEncoder().encode(snapshot_of(match))


def save_match(match: Match, path: Path | str) -> None:
    """Write ``match`` to ``path`` crash-safely, keeping the previous file as ``.bak``."""
    try:
        write_atomic(Path(path), match_to_json(match))
    except OSError as error:  # a full disk, a read-only folder…: said as such
        raise SaveError(write_error_code(error), str(error)) from error


# --- reading ----------------------------------------------------------------------------
def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise SaveError("number_too_long")
    return int(digits)


def _no_constant(name: str) -> Any:
    raise SaveError("not_a_save", f"{name} is not JSON")


def parse_document(text: str) -> dict[str, Any]:
    """Parse the JSON of a save (a byte-order mark is allowed) or raise :class:`SaveError`."""
    if len(text) > MAX_BYTES:
        raise SaveError("file_too_large")
    try:
        data = json.loads(
            text.removeprefix("\ufeff"), parse_int=_bounded_int, parse_constant=_no_constant
        )
    except (ValueError, RecursionError) as error:
        raise SaveError("not_a_save", str(error)[:200]) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not_a_save")
    return data


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older envelope up to :data:`FORMAT_VERSION`."""
    if data.get("format_version") == 1:
        # Version 1 had no rules version (every game was at 1) and one shared autosave.
        data = {**data, "format_version": 2, "rules_version": 1, "match_id": uuid.uuid4().hex}
    if data.get("format_version") == 2:
        # Version 3 added the timed match's clock (clock_ms); a version-2 save has none, so
        # an older app says "made by a newer version" rather than "damaged" for a timed save.
        data = {**data, "format_version": 3}
    if data.get("format_version") == 3:
        # Version 4 added each computer seat's level (issue 35): a seat saved before levels
        # existed played today's computer player, Normal (SeatInfo.level's default).
        data = {**data, "format_version": 4}
    return data


def _check_bounds(data: dict[str, Any], game: Game[Any]) -> None:
    """Refuse, before any costly validation, what no real save contains."""
    log = data.get("log")
    if isinstance(log, list) and len(log) > min(game.max_actions, MAX_LOG_ENTRIES):
        raise SaveError("too_many_moves", str(len(log)), moves=len(log))
    seats = data.get("seats")
    if isinstance(seats, list):
        for seat in seats:
            name = seat.get("name") if isinstance(seat, dict) else None
            if isinstance(name, str) and len(name) > MAX_NAME_LENGTH:
                raise SaveError("name_too_long", name[:60], limit=MAX_NAME_LENGTH)


def read_envelope(data: dict[str, Any]) -> tuple[SaveEnvelope, Game[Any]]:
    """Validate a parsed save strictly and find its game, or raise :class:`SaveError`."""
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("invalid_save", "format_version")
    if version > FORMAT_VERSION:
        raise SaveError("newer_version", str(version))
    data = _migrate(data)
    game_id = data.get("game_id")
    if not isinstance(game_id, str):
        raise SaveError("invalid_save", "game_id")
    try:
        game = registry.get(game_id)
    except KeyError as error:
        raise SaveError("unknown_game", game_id[:64]) from error
    _check_bounds(data, game)
    try:
        envelope = SaveEnvelope.model_validate(data)
    except ValidationError as error:
        raise SaveError("invalid_save", str(error)[:2000]) from error
    if envelope.rules_version > game.rules_version:
        raise SaveError("newer_version", f"rules {envelope.rules_version}")
    return envelope, game


def rebuild(envelope: SaveEnvelope, game: Game[Any], progress: Progress | None = None) -> Match:
    """Replay a validated envelope into a match, checking every move and the digest.

    Under older rules a log that no longer replays raises :class:`OlderRules` with the
    match replayed as far as it stays legal; under the same rules it is damage.
    """
    try:
        config = game.config_type.model_validate(envelope.options)
        match = Match(game, config, envelope.seats, envelope.seed, envelope.match_id)
    except (ValidationError, IllegalAction, ValueError, TypeError) as error:
        raise SaveError("invalid_save", str(error)[:2000]) from error
    if envelope.cursor > len(envelope.log):
        raise SaveError("replay_failed", "the cursor points past the log")
    older = envelope.rules_version < game.rules_version
    try:
        match.follow(envelope.log, progress)
    except IllegalAction as refused:
        if not older:
            raise SaveError("replay_failed", f"move {refused.params.get('index')}") from refused
        kept = min(match.cursor, envelope.cursor)
        match._seek(kept)
        raise OlderRules(match, kept, envelope.cursor, envelope.rules_version) from refused
    if envelope.cursor != len(envelope.log):
        match._seek(envelope.cursor)
    if match.state_digest() != envelope.state_digest:
        if older:
            raise OlderRules(match, envelope.cursor, envelope.cursor, envelope.rules_version)
        raise SaveError("digest_mismatch")
    match.clock_ms = envelope.clock_ms
    return match


def match_from_json(text: str, progress: Progress | None = None) -> Match:
    """Rebuild a match from the text of a save file or raise :class:`SaveError`."""
    envelope, game = read_envelope(parse_document(text))
    return rebuild(envelope, game, progress)


def read_text(path: Path | str) -> str:
    """Read a save file's text, refusing what is too big or not UTF-8."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError("file_too_large")
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError("io_error", str(error)) from error
    if len(raw) > MAX_BYTES:
        raise SaveError("file_too_large")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SaveError("not_a_save", str(error)) from error


def load_match(path: Path | str, progress: Progress | None = None) -> Match:
    """Load a save file or raise :class:`SaveError`; never changes anything on disk."""
    return match_from_json(read_text(path), progress)
