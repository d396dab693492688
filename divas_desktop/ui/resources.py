"""The application's own files: the icon (paths come from ``divas_desktop.paths``)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ..paths import resources_dir


def app_icon() -> QIcon:
    """The application icon (SVG, with PNG renders for sizes where SVG is unavailable)."""
    icons = resources_dir() / "icons"
    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = icons / f"divas-{size}.png"
        if png.is_file():
            icon.addFile(str(png))
    svg = icons / "divas.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    return icon
