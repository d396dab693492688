"""Specific reason codes for refused Opera Magna actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from divas_desktop.core.types import Action, IllegalAction

from .economy import free_tokens
from .legal import can_deliver
from .state import MagnaState

if TYPE_CHECKING:
    from .rules import MagnaGame

PHASE_OF = {
    "draft_building": ("draft",),
    "move_merchant": ("merchant",),
    "play_card": ("card",),
    "pay_cost": ("pay",),
    "use_power": ("pay", "refine", "replenish", "market"),
    "construct": ("refine",),
    "place_building": ("refine",),
    "deliver": ("refine",),
    "convert": ("refine",),
    "shop_convert": ("refine",),
    "choose_good": ("refine",),
    "end_refining": ("refine",),
    "take_building": ("replenish",),
    "take_market_card": ("market",),
}


def explain(game: MagnaGame, state: MagnaState, seat: int, action: Action) -> IllegalAction:
    """Return the most specific reason why ``action`` is not legal now."""
    if state.phase not in PHASE_OF.get(action.kind, ()):
        return IllegalAction("wrong_phase", phase=state.phase)
    player = state.players[seat]
    kind = action.kind
    if state.phase == "refine" and state.placing and kind != "place_building":
        return IllegalAction("place_completed_building_first")
    if state.phase == "refine" and state.pending and kind != "choose_good":
        return IllegalAction("answer_effect_first")
    if kind == "move_merchant":
        if action.source not in player.merchants:  # type: ignore[attr-defined]
            return IllegalAction("no_merchant_there")
        return IllegalAction("area_has_your_merchant")
    if kind in ("play_card",) and action.card not in player.hand:  # type: ignore[attr-defined]
        return IllegalAction("card_not_in_hand")
    if kind == "use_power":
        if state.power_left <= 0:
            return IllegalAction("city_power_unavailable")
        return IllegalAction("city_power_cannot_do_that")
    if kind == "construct":
        if action.good >= 0 and player.refined[action.good] <= 0:  # type: ignore[attr-defined]
            return IllegalAction("missing_refined_good")
        return IllegalAction("building_does_not_need_good")
    if kind == "deliver":
        reason = can_deliver(game.cat, state, seat, action.worksite)  # type: ignore[attr-defined]
        return IllegalAction(reason or "illegal_move")
    if kind == "convert":
        return IllegalAction("missing_refined_good")
    if kind == "shop_convert":
        if free_tokens(player) <= 0:
            return IllegalAction("no_free_token")
        if not player.left[action.row]:  # type: ignore[attr-defined]
            return IllegalAction("conversion_locked")
        if state.conversions_used[action.row]:  # type: ignore[attr-defined]
            return IllegalAction("conversion_used")
        return IllegalAction("not_enough_raw_goods")
    if kind == "take_market_card":
        if action.slot >= len(state.market):  # type: ignore[attr-defined]
            return IllegalAction("empty_market_slot")
        return IllegalAction("wrong_market_payment")
    if kind in ("take_building", "draft_building"):
        return IllegalAction("building_not_available")
    if kind == "choose_good":
        return IllegalAction("choice_not_allowed")
    return IllegalAction("illegal_move")
