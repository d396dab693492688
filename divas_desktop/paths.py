"""Where the app's read-only files live, from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """Return the folder holding ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """Return the ``resources/`` folder (card and board data, icons)."""
    return app_root() / "resources"


def translations_dir() -> Path:
    """Return the folder of compiled translations (``.qm``)."""
    return app_root() / "translations"
