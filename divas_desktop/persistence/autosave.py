"""Autosave after every action, in the user data folder, to resume interrupted games."""

from __future__ import annotations

import os
from pathlib import Path

from ..core.match import Match
from .savefile import SaveError, load_match, save_match

AUTOSAVE_NAME = "autosave.divas"


def data_dir() -> Path:
    """Return the user data folder (``DIVAS_DATA_DIR`` overrides it, for tests)."""
    override = os.environ.get("DIVAS_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("DivasDesktop", "DivasDesktop"))


def autosave_path() -> Path:
    """Return where the autosave lives."""
    return data_dir() / AUTOSAVE_NAME


def write_autosave(match: Match) -> None:
    """Save ``match`` over the autosave; a finished game clears it instead."""
    if match.outcome() is not None:
        clear_autosave()
        return
    save_match(match, autosave_path())


def find_autosave() -> Path | None:
    """Return the autosave of an interrupted game, if there is a loadable one."""
    path = autosave_path()
    return path if path.is_file() else None


def load_autosave() -> Match | None:
    """Load the interrupted game, or ``None`` if there is none or it is unreadable."""
    path = find_autosave()
    if path is None:
        return None
    try:
        return load_match(path)
    except SaveError:
        return None


def clear_autosave() -> None:
    """Forget the interrupted game (after it finished or the player declined it)."""
    for path in (autosave_path(), autosave_path().with_name(AUTOSAVE_NAME + ".bak")):
        path.unlink(missing_ok=True)
