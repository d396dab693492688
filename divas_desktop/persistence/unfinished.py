"""The unfinished games: one autosave per match in the user data folder, listed at start.

Every match autosaves to ``autosaves/<match id>.divas`` (with its ``.bak``), so starting
or opening another game never touches it. This module lists them for the welcome
screen, tidies what a crash left behind, discards a game the player chose to discard and
keeps aside (never deletes) the files of a game that cannot be resumed. It reads only
the headers of the files, with ``json``: listing needs neither pydantic nor the games.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from .atomic import TEMP_PATTERN, backup_path, is_orphan, temp_files
from .encoding import read_header

log = logging.getLogger(__name__)

FOLDER = "autosaves"
KEPT_FOLDER = "kept"
LEGACY_NAME = "autosave.divas"
"""The single autosave of version 0.1, still listed (and resumed) if present."""
SUFFIX = ".divas"
END_MARK = b"]}\n"
"""How every file we write ends: a temporary file without it was cut short."""


def data_dir() -> Path:
    """Return the user data folder (``DIVAS_DATA_DIR`` overrides it, for tests)."""
    override = os.environ.get("DIVAS_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("DivasDesktop", "DivasDesktop"))


def autosave_dir() -> Path:
    """Return the folder of the per-match autosaves."""
    return data_dir() / FOLDER


def autosave_path(match_id: str) -> Path:
    """Return the autosave file of the match with this id."""
    return autosave_dir() / f"{match_id}{SUFFIX}"


def kept_dir() -> Path:
    """Return where files that could not be resumed are kept (for a bug report)."""
    return autosave_dir() / KEPT_FOLDER


@dataclass
class UnfinishedGame:
    """One interrupted or unfinished match, as the welcome screen lists it."""

    match_id: str
    path: Path
    """The autosave file (it may be missing when only its backup or a temp survived)."""
    game_id: str = ""
    players: list[str] = field(default_factory=list)
    round: int | None = None
    moves: int = 0
    saved_at: datetime | None = None
    readable: bool = True
    """False when no file of this match could even be read (it can only be kept)."""

    def files(self) -> list[Path]:
        """Every file of this match: the autosave, its backup, leftover temp files."""
        found = [p for p in (self.path, backup_path(self.path)) if p.exists()]
        return found + temp_files(self.path) + temp_files(backup_path(self.path))

    def candidates(self) -> list[Path]:
        """Files to try when resuming, best first: the autosave, complete temps, backup."""
        out = [self.path] if self.path.exists() else []
        out += [t for t in temp_files(self.path) if is_complete(t)]
        bak = backup_path(self.path)
        return out + ([bak] if bak.exists() else [])


def is_complete(path: Path) -> bool:
    """Tell whether a file ends the way every save we write ends (it was not cut short)."""
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            if handle.tell() < len(END_MARK):
                return False
            handle.seek(-len(END_MARK), os.SEEK_END)
            return handle.read() == END_MARK
    except OSError:
        return False


def _game_paths() -> list[Path]:
    """Every autosave target: the per-match files and the old single autosave."""
    folder = autosave_dir()
    targets: set[Path] = set()
    try:
        entries = list(folder.iterdir())
    except OSError:
        entries = []
    for entry in entries:
        temp = TEMP_PATTERN.match(entry.name)
        name = temp["target"] if temp else entry.name
        name = name.removesuffix(".bak")
        if name.endswith(SUFFIX) and not name.startswith("."):
            targets.add(folder / name)
    legacy = data_dir() / LEGACY_NAME
    if legacy.exists() or backup_path(legacy).exists() or temp_files(legacy):
        targets.add(legacy)
    return sorted(targets)


def _describe(path: Path) -> UnfinishedGame:
    match_id = "legacy" if path.name == LEGACY_NAME else path.name.removesuffix(SUFFIX)
    game = UnfinishedGame(match_id=match_id, path=path)
    for candidate in game.candidates():
        header = read_header(candidate)
        if header is None:
            continue
        game.game_id = str(header.get("game_id", ""))[:64]
        seats = header.get("seats")
        if isinstance(seats, list):
            game.players = [str(s.get("name", ""))[:40] for s in seats if isinstance(s, dict)]
        round_ = header.get("round")
        game.round = round_ if isinstance(round_, int) and not isinstance(round_, bool) else None
        cursor = header.get("cursor")
        game.moves = cursor if isinstance(cursor, int) and not isinstance(cursor, bool) else 0
        game.saved_at = _when(header.get("saved_at"), candidate)
        return game
    game.readable = False
    game.saved_at = _when(None, path if path.exists() else None)
    return game


def _when(stamp: object, path: Path | None) -> datetime | None:
    if isinstance(stamp, str) and stamp:
        try:
            return datetime.fromisoformat(stamp)
        except ValueError:
            pass
    if path is not None:
        try:
            return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        except OSError:
            return None
    return None


def unfinished_games() -> list[UnfinishedGame]:
    """List every unfinished game, the most recently played first."""
    games = [_describe(path) for path in _game_paths()]
    games = [g for g in games if g.readable or g.files()]
    oldest = datetime.min.replace(tzinfo=datetime.now().astimezone().tzinfo)
    return sorted(games, key=lambda g: g.saved_at or oldest, reverse=True)


def tidy() -> list[Path]:
    """Clean what killed writers left: promote a complete temp where its file is lost.

    Returns the temporary files removed. A temp is only touched when its writer is gone.
    """
    removed = []
    for path in _game_paths():
        for target in (path, backup_path(path)):
            for tmp in temp_files(target):
                if not is_orphan(tmp):
                    continue
                try:
                    if read_header(target) is None and is_complete(tmp) and read_header(tmp):
                        os.replace(tmp, target)  # the only complete copy: it becomes the file
                        log.warning("recovered %s from %s", target, tmp.name)
                    else:
                        tmp.unlink()
                        removed.append(tmp)
                except OSError:
                    log.warning("could not tidy %s", tmp, exc_info=True)
    return removed


def discard(game: UnfinishedGame) -> None:
    """Delete every file of ``game`` (only after the player confirmed it)."""
    for path in game.files():
        path.unlink(missing_ok=True)


def keep_aside(game: UnfinishedGame) -> list[Path]:
    """Move the files of a game that cannot be resumed into the kept folder; return them."""
    folder = kept_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    moved = []
    for path in game.files():
        name = path.name.lstrip(".")
        target = folder / f"{stamp}-{name}"
        if not target.name.endswith(SUFFIX):
            target = target.with_name(target.name + SUFFIX)
        try:
            os.replace(path, target)
            moved.append(target)
        except OSError:
            log.warning("could not keep %s aside", path, exc_info=True)
            moved.append(path)  # still there, untouched: listed as it is
    return moved
