"""Where each lesson was left, kept in the settings (light: the welcome screen reads it)."""

from __future__ import annotations

import json
import logging
from typing import Any

from ..settings import read_raw, write

log = logging.getLogger(__name__)

PROGRESS_KEY = "lessons/progress/{lesson}"
"""Settings key of a lesson's progress (JSON: lesson, step, of, count, allowed, log)."""
DONE_KEY = "lessons/done/{lesson}"
"""Settings key set once a lesson has been completed."""
MAX_PROGRESS = 400_000
"""Longest progress record read back (a lesson's log is a few kilobytes)."""


def read_progress(lesson_id: str) -> dict[str, Any] | None:
    """The remembered progress of ``lesson_id`` (``None``: none, or unreadable)."""
    raw = read_raw(PROGRESS_KEY.format(lesson=lesson_id))
    if not isinstance(raw, str) or not raw or len(raw) > MAX_PROGRESS:
        return None
    try:
        progress = json.loads(raw)
    except ValueError:
        log.warning("the progress of lesson %s cannot be read; it starts over", lesson_id)
        return None
    if not isinstance(progress, dict) or progress.get("lesson") != lesson_id:
        return None
    return progress


def save_progress(lesson_id: str, progress: dict[str, Any]) -> None:
    """Remember where ``lesson_id`` is."""
    write(PROGRESS_KEY.format(lesson=lesson_id), json.dumps(progress, separators=(",", ":")))


def forget_progress(lesson_id: str) -> None:
    """Forget where ``lesson_id`` was left (it starts from the first step)."""
    write(PROGRESS_KEY.format(lesson=lesson_id), "")


def mark_done(lesson_id: str) -> None:
    """Remember that ``lesson_id`` was completed."""
    write(DONE_KEY.format(lesson=lesson_id), True)


def is_done(lesson_id: str) -> bool:
    """Whether ``lesson_id`` was completed once."""
    value = read_raw(DONE_KEY.format(lesson=lesson_id))
    return value is True or (isinstance(value, str) and value.lower() == "true")


def where(lesson_id: str) -> tuple[int, int] | None:
    """(step, of steps), 1-based, where ``lesson_id`` was left; ``None``: not started."""
    progress = read_progress(lesson_id)
    if progress is None:
        return None
    step, total = progress.get("step"), progress.get("of")
    if not isinstance(step, int) or not isinstance(total, int) or not 0 <= step < total:
        return None
    return step + 1, total
