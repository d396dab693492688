"""Specific reason codes for refused Opera Magna actions."""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction, Seat

from .actions import (
    ChooseGood,
    Construct,
    Convert,
    Deliver,
    DraftBuilding,
    MoveMerchant,
    PlaceBuilding,
    PlayCard,
    ShopConvert,
    TakeBuilding,
    TakeMarketCard,
    UsePower,
)
from .economy import free_tokens
from .legal import CAT, can_deliver
from .state import MagnaState

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
"""The phases in which each kind of action may be taken."""


def explain_refusal(state: MagnaState, seat: Seat, action: Action) -> IllegalAction:
    """Return the most specific reason why ``action`` is not legal now."""
    if state.phase not in PHASE_OF.get(action.kind, ()):
        return IllegalAction("wrong_phase", phase=state.phase)
    player = state.players[seat]
    if state.phase == "refine" and state.placing and not isinstance(action, PlaceBuilding):
        return IllegalAction("place_completed_building_first")
    if state.phase == "refine" and state.pending and not isinstance(action, ChooseGood):
        return IllegalAction("answer_effect_first")
    if isinstance(action, MoveMerchant):
        if action.source not in player.merchants:
            return IllegalAction("no_merchant_there")
        return IllegalAction("area_has_your_merchant")
    if isinstance(action, PlayCard) and action.card not in player.hand:
        return IllegalAction("card_not_in_hand")
    if isinstance(action, UsePower):
        if state.power_left <= 0:
            return IllegalAction("city_power_unavailable")
        return IllegalAction("city_power_cannot_do_that")
    if isinstance(action, Construct):
        if action.good >= 0 and player.refined[action.good] <= 0:
            return IllegalAction("missing_refined_good")
        return IllegalAction("building_does_not_need_good")
    if isinstance(action, Deliver):
        return IllegalAction(can_deliver(CAT, state, seat, action.worksite) or "illegal_move")
    if isinstance(action, Convert):
        return IllegalAction("missing_refined_good")
    if isinstance(action, ShopConvert):
        if free_tokens(player) <= 0:
            return IllegalAction("no_free_token")
        if not player.left[action.row]:
            return IllegalAction("conversion_locked")
        if state.conversions_used[action.row]:
            return IllegalAction("conversion_used")
        return IllegalAction("not_enough_raw_goods")
    if isinstance(action, TakeMarketCard):
        if action.slot >= len(state.market):
            return IllegalAction("empty_market_slot")
        return IllegalAction("wrong_market_payment")
    if isinstance(action, TakeBuilding | DraftBuilding):
        return IllegalAction("building_not_available")
    if isinstance(action, ChooseGood):
        return IllegalAction("choice_not_allowed")
    return IllegalAction("illegal_move")
