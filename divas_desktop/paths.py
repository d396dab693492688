"""Where the app's read-only files live: the game data and the compiled translations.

The game data (cards, boards, grammar, history, icons) is the project's top-level
``resources/`` folder. setup.py installs it as ``divas_desktop/resources/`` (a wheel copies
it there, as the PyInstaller spec does into a bundle), while a source checkout and an
editable install read the folder itself, beside the package. The compiled translations
(``translations/*.qm``) are always inside the package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def package_dir() -> Path:
    """Return the folder of the ``divas_desktop`` package."""
    here = Path(__file__).resolve().parent
    # Qt opens icons and style-sheet images by file name: the package must be a folder
    # (a source tree, site-packages or a PyInstaller bundle), never a zip archive.
    if not here.is_dir():
        raise RuntimeError(f"divas_desktop must be installed as a folder, not in {here}")
    return here


@cache
def resources_dir() -> Path:
    """Return the game data folder: ``resources/`` (cards, boards, grammar, history, icons)."""
    package = package_dir()
    for folder in (
        package / "resources",  # an installed wheel, a PyInstaller bundle
        package.parent / "resources",  # a source checkout, an editable install
    ):
        if folder.is_dir():
            return folder
    raise RuntimeError(f"the game data (resources/) is neither in nor beside {package}")


def translations_dir() -> Path:
    """Return the folder of compiled translations (``divas_desktop_<lang>.qm``)."""
    return package_dir() / "translations"
