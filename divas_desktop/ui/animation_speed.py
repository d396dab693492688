"""The animation speed setting (View → Animations), readable without the board framework.

The main window builds its menu from it before the first paint, when no board module
is loaded yet; the board framework's animation queue reads the same setting.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication

SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
"""The animation speeds offered in the View menu."""
SETTINGS_KEY = "board/animation_speed"
ENV_KEY = "DIVAS_ANIMATION_SPEED"


def animation_speed() -> str:
    """The chosen speed: ``DIVAS_ANIMATION_SPEED``, else the setting, else normal.

    Offscreen (tests, screenshots) the default is off.
    """
    forced = os.environ.get(ENV_KEY, "")
    if forced in SPEEDS:
        return forced
    from .settings import read_choice  # every settings value is checked there

    saved = read_choice(SETTINGS_KEY, SPEEDS)
    if saved:
        return saved
    return "off" if QGuiApplication.platformName() == "offscreen" else "normal"


def set_animation_speed(speed: str) -> None:
    """Remember ``speed`` (one of :data:`SPEEDS`) for this and later sessions."""
    if speed not in SPEEDS:
        raise ValueError(speed)
    from .settings import write

    write(SETTINGS_KEY, speed)
