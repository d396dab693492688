"""The list of recently used save files, kept in QSettings, newest first."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8
KEY = "recent_files"


def recent_files() -> list[str]:
    """The recently used save files, newest first."""
    value = QSettings().value(KEY, [])
    if isinstance(value, str):  # QSettings gives back a lone string for a 1-item list
        value = [value]
    return [str(v) for v in (value or [])]


def add_recent(path: Path) -> None:
    """Put ``path`` first in the list (once), keeping at most ``MAX_RECENT`` entries."""
    full = str(Path(path).resolve())
    files = [full] + [f for f in recent_files() if f != full]
    QSettings().setValue(KEY, files[:MAX_RECENT])


def last_folder() -> Path:
    """The folder of the newest recent file (the home folder when there is none)."""
    files = recent_files()
    return Path(files[0]).parent if files else Path.home()
