"""Where the app's read-only files live: inside the ``divas_desktop`` package.

Card and board data, icons (``resources/``) and the compiled translations
(``translations/*.qm``) are package data, found through :mod:`importlib.resources`, so
a source checkout, an editable install, a wheel and a PyInstaller bundle all agree.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def package_dir() -> Path:
    """Return the folder of the installed ``divas_desktop`` package."""
    here = Path(__file__).resolve().parent
    if (here / "resources").is_dir():  # a folder, as it nearly always is: no import needed
        return here
    from importlib.resources import files  # (its import costs ~7 ms before the first paint)

    root = files("divas_desktop")
    # Qt opens icons and style-sheet images by file name: the package must be a folder
    # (a source tree, site-packages or a PyInstaller bundle), never a zip archive.
    if not isinstance(root, Path):
        raise RuntimeError(f"divas_desktop must be installed as a folder, not in {root}")
    return root


def resources_dir() -> Path:
    """Return the ``resources/`` folder (card and board data, icons)."""
    return package_dir() / "resources"


def translations_dir() -> Path:
    """Return the folder of compiled translations (``divas_desktop_<lang>.qm``)."""
    return package_dir() / "translations"
