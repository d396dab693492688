"""The pace of play (View → Pace of play), readable without the board framework.

One speed sets how long the boards animate and how long each beat of a computer's turn
stays on the table (``board/beats.py``): slow, normal, fast or instant (``"off"``: no
animation, no beat). The step-by-step mode makes every beat of a computer's turn wait for
the player's "Next". The main window builds its menu from these before the first paint,
when no board module is loaded yet; the board framework reads the same settings.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication

SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
"""The animation speeds offered in the View menu."""
SETTINGS_KEY = "board/animation_speed"
ENV_KEY = "DIVAS_ANIMATION_SPEED"
STEP_KEY = "board/step_by_step"
"""Whether computer turns wait for "Next" at every beat (remembered)."""


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


def step_by_step() -> bool:
    """Whether every beat of a computer's turn waits for the player's "Next"."""
    from .settings import read_choice

    return read_choice(STEP_KEY, ("true", "false")) == "true"


def set_step_by_step(on: bool) -> None:
    """Remember the step-by-step mode for this and later sessions."""
    from .settings import write

    write(STEP_KEY, "true" if on else "false")
