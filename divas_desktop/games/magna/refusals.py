"""Specific reason codes for refused Opera Magna actions.

Each reason carries what is missing (the city, the price, the goods held) and
:data:`RULE_OF` gives the clause of the rule behind it.
"""

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
from .codes import city_code, raw_code, refined_code
from .economy import free_tokens
from .legal import CAT, can_deliver, carts, legal_actions, to_move
from .state import MagnaState

RULE_OF: dict[str, str] = {
    "not_your_turn": "MAG-035",
    "game_over": "MAG-083",
    "wrong_phase": "MAG-035",
    "place_completed_building_first": "MAG-057",
    "answer_effect_first": "MAG-047",
    "no_merchant_there": "MAG-037",
    "area_has_your_merchant": "MAG-037",
    "card_not_in_hand": "MAG-038",
    "city_power_no_city": "MAG-039",
    "city_power_needs_cost_area": "MAG-047",
    "city_power_used": "MAG-047",
    "city_power_not_activated": "MAG-047",
    "city_power_cannot_do_that": "MAG-047",
    "missing_refined_good": "MAG-055",
    "building_does_not_need_good": "MAG-055",
    "no_free_cart": "MAG-065",
    "certificate_too_low": "MAG-052",
    "worksite_already_supplied": "MAG-069",
    "lower_worksite_empty": "MAG-069",
    "no_free_token": "MAG-051",
    "conversion_locked": "MAG-060",
    "conversion_used": "MAG-060",
    "not_enough_raw_goods": "MAG-060",
    "empty_market_slot": "MAG-080",
    "market_too_dear": "MAG-080",
    "market_payment_wrong_total": "MAG-080",
    "market_good_missing": "MAG-080",
    "wrong_market_payment": "MAG-080",
    "building_not_available": "MAG-034",
    "choice_not_allowed": "MAG-047",
    "illegal_move": "MAG-035",
}
"""Each refusal code of Opera Magna and the clause of the rule behind it."""

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
    needed = PHASE_OF.get(action.kind, ())
    if state.phase not in needed:
        return IllegalAction(
            "wrong_phase",
            phase=f"magna.phase.{state.phase}",
            needed=f"magna.phase.{needed[0] if needed else state.phase}",
        )
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
        return _explain_power(state)
    if isinstance(action, Construct):
        if action.good >= 0 and player.refined[action.good] <= 0:
            return IllegalAction("missing_refined_good", good=refined_code(action.good))
        return IllegalAction("building_does_not_need_good", good=refined_code(action.good))
    if isinstance(action, Deliver):
        return _explain_delivery(state, seat, action.worksite)
    if isinstance(action, Convert):
        return IllegalAction("missing_refined_good", good=refined_code(action.good))
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
        return _explain_market(state, seat, action)
    if isinstance(action, TakeBuilding | DraftBuilding):
        return IllegalAction("building_not_available")
    if isinstance(action, ChooseGood):
        return IllegalAction("choice_not_allowed")
    return IllegalAction("illegal_move")


def _explain_power(state: MagnaState) -> IllegalAction:
    """Why the city power cannot be used: no city yet, the Profit area, already used."""
    if state.activated < 0:
        return IllegalAction("city_power_no_city")
    city = city_code(state.activated // 2)
    if state.activated % 2 == 1:  # MAG-047: only a merchant in the Cost area gives the power
        return IllegalAction("city_power_needs_cost_area", city=city)
    if state.power_left <= 0:
        return IllegalAction("city_power_used", city=city)
    return IllegalAction("city_power_cannot_do_that", city=city)


def _explain_delivery(state: MagnaState, seat: Seat, slot: int) -> IllegalAction:
    """Why no good can go to worksite ``slot``, with the carts or levels it needs."""
    code = can_deliver(CAT, state, seat, slot) or "illegal_move"
    player = state.players[seat]
    if code == "no_free_cart":
        return IllegalAction("no_free_cart", carts=carts(player))
    if code == "missing_refined_good":
        site = CAT.worksites[state.worksites[slot]]
        good = site.sides[state.sides[slot]][0]
        return IllegalAction("missing_refined_good", good=refined_code(good))
    if code == "certificate_too_low":
        site = CAT.worksites[state.worksites[slot]]
        good = site.sides[state.sides[slot]][0]
        level = CAT.certificate_levels[player.cert[good]]
        return IllegalAction("certificate_too_low", needed=site.level, level=level)
    return IllegalAction(code)


def _explain_market(state: MagnaState, seat: Seat, action: TakeMarketCard) -> IllegalAction:
    """Why a market payment is refused: the price, what was offered, what is held."""
    raw = state.players[seat].raw
    cost = CAT.slot_costs[state.market_side][action.slot]
    if sum(raw) < cost:
        return IllegalAction("market_too_dear", cost=cost, have=sum(raw))
    if sum(action.pay) != cost:
        return IllegalAction("market_payment_wrong_total", cost=cost, paid=sum(action.pay))
    for good in range(4):
        if action.pay[good] > raw[good]:
            return IllegalAction(
                "market_good_missing", good=raw_code(good), paid=action.pay[good], have=raw[good]
            )
    return IllegalAction("wrong_market_payment", cost=cost)


def why_not(state: MagnaState, seat: Seat, piece: str) -> IllegalAction | None:
    """Why a trade card of the hand or a city's power token (``power.<city>``, as the
    board names it) does nothing now, or ``None`` when something legal uses it."""
    if not 0 <= seat < len(state.players):
        return None
    kind, _, rest = piece.partition(".")
    if kind == "power" and rest.isdigit():
        if seat not in to_move(state):
            return IllegalAction("not_your_turn")
        if state.activated >= 0 and state.activated // 2 != int(rest):
            return IllegalAction("city_power_not_activated", city=city_code(int(rest)))
        if any(isinstance(a, UsePower) for a in legal_actions(state, seat)):
            return None
        return _explain_power(state)
    if piece in state.players[seat].hand:
        if seat not in to_move(state):
            return IllegalAction("not_your_turn")
        if state.phase != "card":
            return IllegalAction(
                "wrong_phase", phase=f"magna.phase.{state.phase}", needed="magna.phase.card"
            )
    return None
