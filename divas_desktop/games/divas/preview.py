"""What a drop would yield, as the preview tells it: the quantities of a diva's view.

``Game.preview`` applies the action on a copy and compares these measures before and
after (``core/preview.py``); nothing here restates a rule.
"""

from __future__ import annotations

import zlib

from ...core.preview import Measure, Measures
from .views import DivasView


def measures(view: DivasView) -> Measures:
    """Fame, Applause and VP as ``view.seat`` sees them (its own first, then the rival's),
    and the decision the move then asks of the viewer (an event's Fame step…)."""
    seat = view.seat
    if seat is None:
        return {}
    rival = 1 - seat
    found: Measures = {}
    for house in view.houses:
        where = {"house": f"divas.house.{house.house}"}
        # Fame is signed toward Callas (seat 0): a step toward the viewer counts +1.
        toward = house.fame if seat == 0 else -house.fame
        found[f"fame.{house.house}"] = Measure("divas.preview.fame", toward, where)
        found[f"applause.{house.house}"] = Measure(
            "divas.preview.applause", house.applause[seat], where
        )
    found["vp"] = Measure("divas.preview.vp", view.divas[seat].vp)
    other = {"diva": f"divas.diva.{view.divas[rival].diva}"}
    for house in view.houses:
        found[f"rival_applause.{house.house}"] = Measure(
            "divas.preview.rival_applause",
            house.applause[rival],
            {**other, "house": f"divas.house.{house.house}"},
        )
    found["rival_vp"] = Measure("divas.preview.rival_vp", view.divas[rival].vp, other)
    task = view.task
    if task is not None and task.seat == seat:  # what the drop then asks of the viewer
        # (``amount`` is the line's own: the task's amount goes as ``task_amount``.)
        asked = {"op": task.op, "count": task.count, "task_amount": task.amount}
        # One value per task, so a new decision (or the same one with fewer left) is told.
        value = zlib.crc32(f"{task.op} {task.count} {task.amount} {task.source_id}".encode())
        found["task"] = Measure("divas.preview.task", value, asked, standing=True)
    return found
