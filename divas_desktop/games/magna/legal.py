"""Enumerate the legal actions of the seat to move, in a deterministic order."""

from __future__ import annotations

from divas_desktop.core.types import Action

from .actions import ActionTable
from .data import Catalogue
from .economy import free_tokens
from .effects import choices
from .setup import draft_order
from .state import MagnaState, PlayerState


def to_move(state: MagnaState) -> tuple[int, ...]:
    """The seat that must act: the drafting seat, the active seat, or none when over."""
    if state.phase == "over":
        return ()
    if state.phase == "draft":
        return (draft_order(state.seats)[state.draft_step],)
    return (state.active,)


def carts(player: PlayerState) -> int:
    """Unlocked carts: right positions holding at least one building (MAG-065)."""
    return sum(1 for row in player.right if row)


def certificate_level(cat: Catalogue, column: int) -> int:
    """The certificate level of a certificate column (G-MAG-08)."""
    return cat.certificate_levels[column]


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


def power_actions(cat: Catalogue, table: ActionTable, state: MagnaState) -> list[Action]:
    """City power uses available now (MAG-047)."""
    if state.power_left <= 0:
        return []
    power = cat.powers[state.powers[state.activated // 2]]
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


def legal_actions(cat: Catalogue, table: ActionTable, state: MagnaState, seat: int) -> list[Action]:
    """Every legal action of ``seat`` (empty when it is not that seat's decision)."""
    movers = to_move(state)
    if seat not in movers:
        return []
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
        return [table.pay_cost, *power_actions(cat, table, state)]
    if phase == "refine":
        if state.placing:
            return [table.place["left"], table.place["right"]]
        if state.pending:
            return [table.choose[g] for g in choices(state)]
        return _refine_actions(cat, table, state, player)
    if phase == "replenish":
        return [*(table.take_building[c] for c in state.display), *power_actions(cat, table, state)]
    if phase == "market":
        out: list[Action] = []
        costs = cat.slot_costs[state.market_side]
        raw = player.raw
        for slot in range(len(state.market)):
            for pay in table.payments[costs[slot]]:
                if pay[0] <= raw[0] and pay[1] <= raw[1] and pay[2] <= raw[2] and pay[3] <= raw[3]:
                    out.append(table.market[(slot, pay)])
        return out + power_actions(cat, table, state)
    return []


def _refine_actions(
    cat: Catalogue, table: ActionTable, state: MagnaState, player: PlayerState
) -> list[Action]:
    out: list[Action] = []
    refined = player.refined
    have = refined[0] or refined[1] or refined[2] or refined[3]
    if have:
        for project in player.projects:
            cost = cat.buildings[project.card].cost
            for g in range(4):
                if refined[g] and cost[g] > project.placed[g]:
                    out.append(table.construct[(project.card, g)])
        if state.carts_used < carts(player):
            seat = state.active
            out += [table.deliver[s] for s in range(12) if can_deliver(cat, state, seat, s) is None]
        out += [table.convert[g] for g in range(4) if refined[g]]
    shop = cat.shops[player.shop]
    if free_tokens(player) > 0:
        for row in range(3):
            if player.left[row] and not state.conversions_used[row]:
                amount, goods = shop.conversions[row]
                out += [table.shop_convert[(row, g)] for g in goods if player.raw[g] >= amount]
    out += power_actions(cat, table, state)
    out.append(table.end_refining)
    return out
