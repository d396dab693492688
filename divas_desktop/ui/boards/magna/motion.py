"""How the Opera Magna table moves: goods fly to where they go, computer turns in beats.

The framework glides every item that keeps its id (merchants, raw tokens, certificates,
cards sliding along a city area or the market). Items that are new in a view get a
start of their own here: a good placed on a building or sent to a worksite flies from
the shop's refined goods, a revealed market card or building comes off its deck, the
profit of an activation comes out of the city's Profit area.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ....core.types import Event
from ....games.magna.data import catalogue
from ....games.magna.views import MagnaView
from ...board.animation import GLIDE_MS

if TYPE_CHECKING:
    from .board import MagnaBoard

FLY_MS = GLIDE_MS * 1.5
"""A good flying across the table travels a little longer than a card sliding."""
BEAT_ENDS = frozenset(
    {
        "magna.building_drafted",
        "magna.card_played",
        "magna.profit_gained",
        "magna.refining_ended",
        "magna.market_card_taken",
        "magna.game_over",
    }
)
"""Events after which a computer's turn pauses: merchant and card, payment, refining,
market (four beats instead of a dozen)."""


def beat_continues(events: list[Event]) -> bool:
    """Whether a computer's next step joins the beat of the step that made ``events``."""
    return not any(event.kind in BEAT_ENDS for event in events)


def origin(
    board: MagnaBoard, view: MagnaView, item_id: str, before: dict[str, QPointF]
) -> QPointF | None:
    """Where a new item comes from, if it comes from somewhere on the table."""
    parts = item_id.split(".")
    seat = view.active
    if parts[0] == "placed" and len(parts) == 5:
        return before.get(f"refined.{seat}.{parts[3]}")
    if parts[0] == "disc" and len(parts) == 3:
        slot, owner = int(parts[1]), int(parts[2])
        return before.get(f"refined.{owner}.{view.worksites[slot].good}")
    if parts[0] == "refined" and view.activated >= 0:
        return before.get(f"area.{view.activated | 1}")
    if item_id in view.market:
        return next(
            (before[k] for k in (f"deck.market.{i}" for i in range(4)) if k in before), None
        )
    if item_id in view.display:
        size = catalogue().buildings[item_id].size
        return before.get(f"deck.building.{size}")
    if view.activated >= 0 and item_id in view.areas[view.activated]:
        return before.get(f"summary.{seat}") or before.get("zone.hand")
    return None


def fly_new_items(board: MagnaBoard, view: MagnaView, before: dict[str, QPointF]) -> None:
    """Let the items that are new in this view travel from where they came from."""
    queue = board.animations
    if queue.factor() <= 0 or not before:
        return
    for item_id in board.item_ids():
        if item_id in before:
            continue
        start = origin(board, view, item_id, before)
        item = board.item(item_id)
        if start is not None and item is not None:
            queue.glide(item, start, FLY_MS)
