"""Who must decide, what each seat may do now (in a fixed order), and the cheap check."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from divas_desktop.core.types import Action, Seat

from .actions import (
    ActionTable,
    ChooseGood,
    Construct,
    Convert,
    Deliver,
    DraftBuilding,
    EndRefining,
    MoveMerchant,
    PayCost,
    PlaceBuilding,
    PlayCard,
    ShopConvert,
    TakeBuilding,
    TakeMarketCard,
    UsePower,
)
from .data import Catalogue, catalogue
from .economy import free_tokens
from .effects import choices
from .setup import draft_order
from .state import MagnaState, PlayerState

CAT = catalogue()
TABLE = ActionTable(CAT)
"""Every action instance, built once: enumeration allocates nothing."""


def to_move(state: MagnaState) -> tuple[int, ...]:
    """The seat that must act: the drafting seat, the active seat, or none when over."""
    if state.phase == "over":
        return ()
    if state.phase == "draft":
        return (draft_order(state.seats, state.first)[state.draft_step],)
    return (state.active,)


def carts(player: PlayerState) -> int:
    """Unlocked carts: right positions holding at least one building (MAG-065)."""
    return sum(1 for row in player.right if row)


def can_deliver(cat: Catalogue, state: MagnaState, seat: int, slot: int) -> str | None:
    """Return why ``seat`` may not send a good to worksite ``slot`` now (None: it may)."""
    player = state.players[seat]
    if state.carts_used >= carts(player):
        return "no_free_cart"
    site = cat.worksites[state.worksites[slot]]
    good = site.sides[state.sides[slot]][0]
    if player.refined[good] <= 0:
        return "missing_refined_good"
    if cat.certificate_levels[player.cert[good]] < site.level:
        return "certificate_too_low"
    if seat in state.deliveries[slot]:
        return "worksite_already_supplied"
    column = slot % 4
    for lower in range(site.level - 1):
        if not state.deliveries[4 * lower + column]:
            return "lower_worksite_empty"
    return None


def power_actions(state: MagnaState) -> list[Action]:
    """City power uses available now (MAG-047)."""
    if state.power_left <= 0:
        return []
    table = TABLE
    power = CAT.powers[state.powers[state.activated // 2]]
    player = state.player
    out: list[Action] = []
    late = state.phase in ("replenish", "market")
    if power.op == "exchange_raw":
        for spend in range(4):
            if player.raw[spend] > 0:
                out += [table.power[(g, spend)] for g in range(4) if g != spend]
    elif power.op == "refine":
        # A refined good made after the Refined Goods phase could not be used (A-MAG-07).
        if not late and player.raw[power.goods[0]] > 0 and free_tokens(player) > 0:
            out.append(table.power[(-1, -1)])
    elif power.op == "gain_raw":
        out.append(table.power[(-1, -1)])
    elif power.op == "gain_raw_choice":
        out += [table.power[(g, -1)] for g in range(4)]
    elif power.op == "discount" and state.phase == "pay" and state.power_discount < 0:
        out += [table.power[(g, -1)] for g in power.goods]
    return out


def legal_actions(state: MagnaState, seat: Seat) -> list[Action]:
    """Every legal action of ``seat`` (empty when it is not that seat's decision)."""
    if seat not in to_move(state):
        return []
    table = TABLE
    phase = state.phase
    if phase == "draft":
        return [table.draft[c] for c in state.draft_pool]
    player = state.players[seat]
    if phase == "merchant":
        free = [a for a in range(6) if a not in player.merchants]
        return [table.move[(s, t)] for s in player.merchants for t in free]
    if phase == "card":
        return [table.play[c] for c in player.hand]
    if phase == "pay":
        return [table.pay_cost, *power_actions(state)]
    if phase == "refine":
        if state.placing:
            return [table.place["left"], table.place["right"]]
        if state.pending:
            return [table.choose[g] for g in choices(state)]
        return _refine_actions(state, player)
    if phase == "replenish":
        return [*(table.take_building[c] for c in state.display), *power_actions(state)]
    if phase == "market":
        out: list[Action] = []
        costs = CAT.slot_costs[state.market_side]
        raw = player.raw
        for slot in range(len(state.market)):
            for pay in table.payments[costs[slot]]:
                if pay[0] <= raw[0] and pay[1] <= raw[1] and pay[2] <= raw[2] and pay[3] <= raw[3]:
                    out.append(table.market[(slot, pay)])
        return out + power_actions(state)
    return []


def _refine_actions(state: MagnaState, player: PlayerState) -> list[Action]:
    table = TABLE
    out: list[Action] = []
    refined = player.refined
    have = refined[0] or refined[1] or refined[2] or refined[3]
    if have:
        for project in player.projects:
            cost = CAT.buildings[project.card].cost
            for g in range(4):
                if refined[g] and cost[g] > project.placed[g]:
                    out.append(table.construct[(project.card, g)])
        if state.carts_used < carts(player):
            seat = state.active
            out += [table.deliver[s] for s in range(12) if can_deliver(CAT, state, seat, s) is None]
        out += [table.convert[g] for g in range(4) if refined[g]]
    shop = CAT.shops[player.shop]
    if free_tokens(player) > 0:
        for row in range(3):
            if player.left[row] and not state.conversions_used[row]:
                amount, goods = shop.conversions[row]
                out += [table.shop_convert[(row, g)] for g in goods if player.raw[g] >= amount]
    out += power_actions(state)
    out.append(table.end_refining)
    return out


def is_legal(state: MagnaState, seat: Seat, action: Action) -> bool:
    """Whether ``seat`` may take ``action`` now, without enumerating the legal actions."""
    if seat not in to_move(state):
        return False
    check = _CHECKS.get(type(action))
    return check is not None and check(state, seat, action)


def _may_use_power(state: MagnaState, seat: Seat, action: UsePower) -> bool:
    """The city power uses of :func:`power_actions`, checked one by one (MAG-047)."""
    phase = state.phase
    if state.power_left <= 0 or phase not in ("pay", "refine", "replenish", "market"):
        return False
    if phase == "refine" and (state.placing or state.pending):
        return False
    power = CAT.powers[state.powers[state.activated // 2]]
    player = state.player
    good, spend = action.good, action.spend
    if power.op == "exchange_raw":
        return spend >= 0 and player.raw[spend] > 0 and good >= 0 and good != spend
    if spend != -1:
        return False
    if power.op == "refine":
        late = phase in ("replenish", "market")
        return (
            good == -1 and not late and player.raw[power.goods[0]] > 0 and free_tokens(player) > 0
        )
    if power.op == "gain_raw":
        return good == -1
    if power.op == "gain_raw_choice":
        return good >= 0
    if power.op == "discount":
        return phase == "pay" and state.power_discount < 0 and good in power.goods
    return False


def _refining(state: MagnaState) -> bool:
    """Whether the Refined Goods phase is free (no building to place, no choice pending)."""
    return state.phase == "refine" and not state.placing and not state.pending


def _may_construct(state: MagnaState, seat: Seat, action: Construct) -> bool:
    if not _refining(state) or state.player.refined[action.good] <= 0:
        return False
    project = next((p for p in state.player.projects if p.card == action.building), None)
    return (
        project is not None
        and CAT.buildings[project.card].cost[action.good] > project.placed[action.good]
    )


def _may_deliver(state: MagnaState, seat: Seat, action: Deliver) -> bool:
    return _refining(state) and can_deliver(CAT, state, seat, action.worksite) is None


def _may_shop_convert(state: MagnaState, seat: Seat, action: ShopConvert) -> bool:
    player = state.player
    row = action.row
    if not _refining(state) or free_tokens(player) <= 0:
        return False
    if not player.left[row] or state.conversions_used[row]:
        return False
    amount, goods = CAT.shops[player.shop].conversions[row]
    return action.good in goods and player.raw[action.good] >= amount


def _may_take_market_card(state: MagnaState, seat: Seat, action: TakeMarketCard) -> bool:
    if state.phase != "market" or action.slot >= len(state.market):
        return False
    raw, pay = state.player.raw, action.pay
    cost = CAT.slot_costs[state.market_side][action.slot]
    return sum(pay) == cost and all(0 <= pay[g] <= raw[g] for g in range(4))


_CHECKS: dict[type[Action], Callable[[MagnaState, Seat, Any], bool]] = {
    DraftBuilding: lambda state, seat, action: (
        state.phase == "draft" and action.card in state.draft_pool
    ),
    MoveMerchant: lambda state, seat, action: (
        state.phase == "merchant"
        and action.source in state.player.merchants
        and action.target not in state.player.merchants
    ),
    PlayCard: lambda state, seat, action: (
        state.phase == "card" and action.card in state.player.hand
    ),
    PayCost: lambda state, seat, action: state.phase == "pay",
    UsePower: _may_use_power,
    PlaceBuilding: lambda state, seat, action: state.phase == "refine" and bool(state.placing),
    ChooseGood: lambda state, seat, action: (
        state.phase == "refine"
        and not state.placing
        and bool(state.pending)
        and action.good in choices(state)
    ),
    Construct: _may_construct,
    Deliver: _may_deliver,
    Convert: lambda state, seat, action: _refining(state) and state.player.refined[action.good] > 0,
    ShopConvert: _may_shop_convert,
    EndRefining: lambda state, seat, action: _refining(state),
    TakeBuilding: lambda state, seat, action: (
        state.phase == "replenish" and action.card in state.display
    ),
    TakeMarketCard: _may_take_market_card,
}
"""The condition each kind of action must meet, once the seat is the one to move."""
