"""The list of recently used save files, kept in QSettings, newest first."""

from __future__ import annotations

from pathlib import Path

from .settings import read_text_list, write

MAX_RECENT = 8
KEY = "recent_files"


def recent_files() -> list[str]:
    """The recently used save files, newest first (bad entries of the settings ignored)."""
    return read_text_list(KEY, MAX_RECENT)


def add_recent(path: Path) -> None:
    """Put ``path`` first in the list (once), keeping at most ``MAX_RECENT`` entries."""
    full = str(Path(path).resolve())
    files = [full] + [f for f in recent_files() if f != full]
    write(KEY, files[:MAX_RECENT])


def last_folder() -> Path:
    """The folder of the newest recent file (the home folder when there is none)."""
    files = recent_files()
    return Path(files[0]).parent if files else Path.home()
