"""Screenshots of a lesson step per lesson (part of ``--screenshots``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

MAX_MOVES = 400
"""Bound on the moves played to reach the step shown."""


def lesson_shots(
    window: MainWindow, directory: Path, grab: Callable[[QWidget, Path], Path]
) -> list[Path]:
    """Play each lesson up to its ``shot_step`` and grab the window with the coach."""
    from ...i18n.texts_lessons import LESSON_TITLES

    host = window.lesson_host()
    controller = window.controller
    written: list[Path] = []
    for lesson_id in LESSON_TITLES:
        run = host.start(lesson_id, fresh=True)
        for _ in range(MAX_MOVES):
            controller.run_bots_now()
            if run.finished or run.index >= run.lesson.shot_step:
                break
            if not run.waits_for_move():
                host.next()
                continue
            move = run.scripted_move()
            if move is None or not controller.play(move):
                break
        controller.run_bots_now()
        area = window.area
        if area is not None:
            area.view.fit()
        host.refresh()
        written.append(grab(window, directory / f"lesson_{lesson_id}.png"))
        host.leave()
    return written
