"""What a sync animates: moved items glide, turned cards flip, new ones fade in, counters
float their change. Computed from what the viewer saw before and what is drawn now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ..theme import GOLD_LIGHT
from .animation import GLIDE_MS
from .counter import delta_text
from .specs import ButtonSpec, CardSpec, CounterSpec, LabelSpec, Spec, ZoneSpec

if TYPE_CHECKING:
    from .board import Board

MAX_ANIMATED = 60
"""A change of more items than this (a new phase laid out) is drawn at once."""
MAX_FADES = 12
STILL = (ButtonSpec, LabelSpec, ZoneSpec)
"""Kinds that never travel (they are laid out, not moved)."""
LOSS_COLOUR = "#ff9a8a"


def animate_changes(
    board: Board,
    seen: Mapping[str, Spec],
    before: Mapping[str, QPointF],
    specs: Sequence[Spec],
) -> None:
    """Queue the animations from what the viewer ``seen`` (and the scene ``before``) to now."""
    queue = board.animations
    if queue.factor() <= 0:
        return
    moving = []
    fresh = []
    for spec in specs:
        if isinstance(spec, STILL):
            continue
        old = seen.get(spec.id)
        if old is None:
            fresh.append(spec)
        elif old != spec:
            moving.append((old, spec))
    if len(moving) > MAX_ANIMATED:
        return
    for old, spec in moving:
        item = board.item(spec.id)
        if item is None:
            continue
        start = QPointF(old.x, old.y) if (old.x, old.y) != (spec.x, spec.y) else None
        if start is None and spec.id in before and before[spec.id] != item.home():
            start = before[spec.id]  # dropped by the player: it goes on from the drop point
        if start is not None:
            queue.glide(item, start, GLIDE_MS)
        if isinstance(old, CardSpec) and isinstance(spec, CardSpec):
            if not old.face_up and spec.face_up:
                queue.flip_in(item)
        if isinstance(old, CounterSpec) and isinstance(spec, CounterSpec):
            if old.value != spec.value:
                colour = GOLD_LIGHT if spec.value > old.value else LOSS_COLOUR
                text = delta_text(old.value, spec.value, spec.unit)
                queue.float_text(board, QPointF(spec.x + spec.w + 4, spec.y), text, colour)
    if len(fresh) <= MAX_FADES:
        for spec in fresh:
            item = board.item(spec.id)
            if item is not None:
                queue.fade_in(item)
