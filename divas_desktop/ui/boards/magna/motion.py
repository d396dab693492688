"""How the Opera Magna table moves: goods fly to where they go, computer turns in beats.

The framework glides every item that keeps its id (merchants, raw tokens, certificates,
cards sliding along a city area or the market). Items that are new in a view get a
start of their own here: a good placed on a building or sent to a worksite flies from
the shop's refined goods, a revealed market card or building comes off its deck, the
profit of an activation comes out of the city's Profit area.

A computer's turn is followed in four beats (merchant and card, payment, refining,
market: :func:`beat_continues` groups its steps), each written where it happens; the
final count is a beat of its own (:func:`beats`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF

from ....core.types import Event
from ....games.magna.data import catalogue
from ....games.magna.views import MagnaView
from ...board.animation import GLIDE_MS, AnimationQueue
from ...board.beats import Beat, cut, labelled
from ...board.items import BoardItem
from .ids import (
    HAND,
    MerchantIds,
    area_id,
    building_deck_id,
    disc_id,
    market_deck_id,
    raw_id,
    refined_id,
    site_id,
    summary_id,
)


class MotionHost(Protocol):
    """What the board's own animations need of it: the queue and the items on the table."""

    animations: AnimationQueue

    def item_ids(self) -> list[str]:
        """Ids of every item on the table."""
        ...

    def item(self, item_id: str) -> BoardItem | None:
        """The item drawn as ``item_id``, if any."""
        ...


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


UNWRITTEN = frozenset(
    {
        "magna.converted",
        "magna.shop_converted",
        "magna.raw_gained",
        "magna.refined_gained",
        "magna.round_started",
    }
)
"""Events a beat does not write on the table (the log has them; the goods float)."""


def beats(
    entries: list, place: Callable[[Event], str | None], words: Callable[[Event], str]
) -> list[Beat]:
    """The beats of a computer's move: the grouped steps are one beat (the controller
    groups them, :func:`beat_continues`); the end of the game is one of its own."""
    out = []
    for run in cut(
        entries, lambda e: "end" if e.kind == "magna.game_over" else None, per_step=False
    ):
        end = any(entry[-1].kind == "magna.game_over" for entry in run)
        out.append(Beat(labelled(run, place, words), end))
    return out


def beat_continues(events: list[Event]) -> bool:
    """Whether a computer's next step joins the beat of the step that made ``events``."""
    return not any(event.kind in BEAT_ENDS for event in events)


def origin(view: MagnaView, item_id: str, before: dict[str, QPointF]) -> QPointF | None:
    """Where a new item comes from, if it comes from somewhere on the table."""
    parts = item_id.split(".")
    seat = view.active
    if parts[0] == "placed" and len(parts) == 5:
        return before.get(refined_id(seat, int(parts[3])))
    if parts[0] == "disc" and len(parts) == 3:
        slot, owner = int(parts[1]), int(parts[2])
        return before.get(refined_id(owner, view.worksites[slot].good))
    if parts[0] == "refined" and view.activated >= 0:
        return before.get(area_id(view.activated | 1))
    if item_id in view.market:
        decks = (market_deck_id(i) for i in range(4))
        return next((before[k] for k in decks if k in before), None)
    if item_id in view.display:
        return before.get(building_deck_id(catalogue().buildings[item_id].size))
    if view.activated >= 0 and item_id in view.areas[view.activated]:
        return before.get(summary_id(seat)) or before.get(HAND)
    return None


def fly_new_items(host: MotionHost, view: MagnaView, before: dict[str, QPointF]) -> None:
    """Let the items that are new in this view travel from where they came from."""
    queue = host.animations
    if queue.factor() <= 0 or not before:
        return
    for item_id in host.item_ids():
        if item_id in before:
            continue
        start = origin(view, item_id, before)
        item = host.item(item_id)
        if start is not None and item is not None:
            queue.glide(item, start, FLY_MS)


def moved_items(merchants: MerchantIds, event: Event) -> set[str]:
    """The items an event is about beyond the ids it names (worksites, merchants, goods)."""
    params = event.params
    seat = params.get("seat")
    if not isinstance(seat, int):
        return set()
    if event.kind == "magna.delivered":
        return {site_id(params["slot"]), disc_id(params["slot"], seat)}
    if event.kind == "magna.merchant_moved":
        area = params["target_area"]
        return {merchants.at(seat, area), area_id(area)}
    if event.kind in ("magna.cost_paid", "magna.profit_gained"):
        return {raw_id(seat, g) for g in range(4)}
    return set()
