"""One handler per kind of Opera Magna action, and the table ``rules.apply`` dispatches on.

Each handler takes a legal action (``rules.apply`` checks first) and changes a copy of
the state (MAG-035..085). The copy is copy-on-write (see ``MagnaState.clone``): a handler
replaces a shared board list before changing it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from divas_desktop.core.types import Action, Event, Seat, Transition

from .actions import (
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
from .codes import area_code, city_code, event, raw_code, refined_code
from .data import catalogue
from .economy import city_cost, city_profit, discounts, gain_raw, gain_refined, pay_raw_cost
from .effects import resolve_choice, resolve_ops
from .setup import draft_order, finish_draft, new_project, reveal_building
from .state import MagnaState

CAT = catalogue()
ActionT = TypeVar("ActionT", bound=Action)
Step = Transition[MagnaState]
Handler = Callable[[MagnaState, Seat, ActionT], Step]
Effect = Callable[[MagnaState, Seat, ActionT, list[Event]], bool]
"""Changes the state in place, appends events, returns whether cards were revealed."""


def _on_copy(effect: Effect[ActionT]) -> Handler[ActionT]:
    """Make a handler that applies ``effect`` to a copy of the state."""

    @wraps(effect)
    def handler(state: MagnaState, seat: Seat, action: ActionT) -> Step:
        new = state.clone(seat)  # every action changes at most the acting seat's player
        events: list[Event] = []
        revealed = effect(new, seat, action, events)
        everyone = frozenset(range(state.seats)) if revealed else frozenset()
        return Transition(state=new, events=events, revealed_to=everyone)

    return handler


@_on_copy
def draft_building(
    state: MagnaState, seat: Seat, action: DraftBuilding, events: list[Event]
) -> bool:
    """Take a building in the setup draft; the last pick opens round 1 (MAG-032..034)."""
    card = action.card
    if state.draft_step == 0 and state.first_drawn:
        # MAG-015: nobody qualified, so the first player was drawn; the log says who.
        events.append(event("magna.first_player_drawn", params={"seat": state.first}))
    state.draft_pool = [c for c in state.draft_pool if c != card]
    state.players[seat].projects.append(new_project(card))
    events.append(event("magna.building_drafted", params={"seat": seat, "card": card}))
    state.draft_step += 1
    if state.draft_step >= len(draft_order(state.seats)):
        finish_draft(state)
        events.append(event("magna.round_started", params={"round": state.round}))
        return True
    return False


@_on_copy
def move_merchant(state: MagnaState, seat: Seat, action: MoveMerchant, events: list[Event]) -> bool:
    """Move a merchant to a free area and activate its city (MAG-037)."""
    player = state.player
    source, target = action.source, action.target
    player.merchants.remove(source)
    player.merchants.append(target)
    player.merchants.sort()
    state.activated = target
    events.append(
        event(
            "magna.merchant_moved",
            params={
                "seat": seat,
                "source": area_code(source),
                "target": area_code(target),
                "source_area": source,
                "target_area": target,
            },
        )
    )
    state.phase = "card" if player.hand else "pay"
    if not player.hand:
        _start_activation(state)
    return False


def _start_activation(state: MagnaState) -> None:
    # MAG-047: the power is usable when the activating merchant stands in the Cost area.
    if state.activated % 2 == 0:
        state.power_left = CAT.powers[state.powers[state.activated // 2]].uses


@_on_copy
def play_card(state: MagnaState, seat: Seat, action: PlayCard, events: list[Event]) -> bool:
    """Update the activated area with a card from the hand (MAG-038)."""
    player = state.player
    card = action.card
    player.hand.remove(card)
    # MAG-038: slide left, discard the leftmost, the hand card goes in the rightmost slot.
    old = state.areas[state.activated]
    discarded = old[0]
    state.areas = state.areas[:]
    state.areas[state.activated] = [*old[1:], card]
    state.discard = [*state.discard, discarded]
    events.append(
        event(
            "magna.card_played",
            params={
                "seat": seat,
                "card": card,
                "area": area_code(state.activated),
                "discarded": discarded,
            },
        )
    )
    state.phase = "pay"
    _start_activation(state)
    return True


@_on_copy
def use_power(state: MagnaState, seat: Seat, action: UsePower, events: list[Event]) -> bool:
    """Use the activated city's power once (MAG-047)."""
    power = CAT.powers[state.powers[state.activated // 2]]
    player = state.player
    good, spend = action.good, action.spend
    if power.op == "exchange_raw":
        player.raw[spend] -= 1
        gain_raw(player, good, 1)
    elif power.op == "refine":
        player.raw[power.goods[0]] -= 1
        gain_refined(player, power.goods[0], 1)
    elif power.op == "gain_raw":
        gain_raw(player, power.goods[0], 1)
    elif power.op == "gain_raw_choice":
        gain_raw(player, good, 1)
    elif power.op == "discount":
        state.power_discount = good
    state.power_left -= 1
    events.append(
        event(
            "magna.power_used",
            params={
                "seat": seat,
                "power": power.id,
                "good": raw_code(good) if good >= 0 else "",
                "spend": raw_code(spend) if spend >= 0 else "",
            },
        )
    )
    return False


@_on_copy
def pay_cost(state: MagnaState, seat: Seat, action: PayCost, events: list[Event]) -> bool:
    """Pay the city's Cost area and gain its Profit (MAG-040..051)."""
    player = state.player
    city = state.activated // 2
    cost = city_cost(CAT, state, city)
    off = discounts(CAT, state, player)
    due = [max(0, cost[g] - off[g]) for g in range(4)]  # MAG-041, A-MAG-08
    paid, cert_moves, vp_lost = pay_raw_cost(player, due)
    events.append(
        event(
            "magna.cost_paid",
            params={
                "seat": seat,
                "city": city_code(city),
                "goods": sum(paid),
                "certificates": sum(cert_moves),
                "vp": vp_lost,
                "goods_by_type": paid,
                "certificates_by_type": cert_moves,
            },
        )
    )
    raw, refined = city_profit(CAT, state, city)
    got_raw = [gain_raw(player, g, raw[g]) for g in range(4)]
    got_refined = [gain_refined(player, g, refined[g]) for g in range(4)]
    events.append(
        event(
            "magna.profit_gained",
            params={
                "seat": seat,
                "city": city_code(city),
                "raw": sum(got_raw),
                "refined": sum(got_refined),
                "raw_by_type": got_raw,
                "refined_by_type": got_refined,
            },
        )
    )
    # Green buildings on the right fire after each activation (G-MAG-02).
    for row in player.right:
        for card in row:
            building = CAT.buildings[card]
            if building.trigger == "after_activation":
                resolve_ops(state, seat, building.ops, events, card)
    state.phase = "refine"
    return False


@_on_copy
def construct(state: MagnaState, seat: Seat, action: Construct, events: list[Event]) -> bool:
    """Place a refined good on a Building under Construction (MAG-055..057)."""
    player = state.player
    card, good = action.building, action.good
    project = next(pr for pr in player.projects if pr.card == card)
    player.refined[good] -= 1
    project.placed[good] += 1
    events.append(
        event("magna.good_placed", params={"seat": seat, "card": card, "good": refined_code(good)})
    )
    if list(project.placed) == list(CAT.buildings[card].cost):
        # MAG-057: completed; its tokens return to the supply.
        player.projects.remove(project)
        state.placing = card
        events.append(event("magna.building_completed", params={"seat": seat, "card": card}))
    return False


@_on_copy
def place_building(
    state: MagnaState, seat: Seat, action: PlaceBuilding, events: list[Event]
) -> bool:
    """Slide the completed building left or right of the shop (MAG-058..064)."""
    player = state.player
    card = state.placing
    building = CAT.buildings[card]
    side = action.side
    rows = player.left if side == "left" else player.right
    first = not rows[building.size]
    rows[building.size].append(card)
    state.placing = ""
    events.append(
        event(
            "magna.building_placed",
            params={"seat": seat, "card": card, "side": f"magna.side.{side}", "unlocks": first},
        )
    )
    if side == "right" and building.trigger == "immediate":
        resolve_ops(state, seat, building.ops, events, card)  # MAG-061, MAG-064
    return False


@_on_copy
def deliver(state: MagnaState, seat: Seat, action: Deliver, events: list[Event]) -> bool:
    """Send a refined good to a worksite by cart; the first there gains its effect."""
    player = state.player
    slot = action.worksite
    site = CAT.worksites[state.worksites[slot]]
    good, ops = site.sides[state.sides[slot]]
    player.refined[good] -= 1
    player.opera += 1
    state.carts_used += 1
    first = not state.deliveries[slot]
    state.deliveries = state.deliveries[:]
    state.deliveries[slot] = [*state.deliveries[slot], seat]
    events.append(
        event(
            "magna.delivered",
            params={
                "seat": seat,
                "worksite": state.worksites[slot],
                "slot": slot,
                "good": refined_code(good),
                "first": first,
            },
        )
    )
    if first:
        resolve_ops(state, seat, ops, events, state.worksites[slot])  # MAG-074
    return False


@_on_copy
def convert(state: MagnaState, seat: Seat, action: Convert, events: list[Event]) -> bool:
    """Turn a refined good back into its raw good (MAG-075)."""
    player = state.player
    good = action.good
    player.refined[good] -= 1
    got = gain_raw(player, good, 1)
    events.append(
        event("magna.converted", params={"seat": seat, "good": refined_code(good), "raw": got})
    )
    return False


@_on_copy
def shop_convert(state: MagnaState, seat: Seat, action: ShopConvert, events: list[Event]) -> bool:
    """Use a left position's conversion: raw goods into a refined good (MAG-063)."""
    player = state.player
    row, good = action.row, action.good
    amount, _goods = CAT.shops[player.shop].conversions[row]
    player.raw[good] -= amount
    gain_refined(player, good, 1)
    state.conversions_used[row] = True
    events.append(
        event(
            "magna.shop_converted",
            params={"seat": seat, "row": row, "good": refined_code(good), "amount": amount},
        )
    )
    return False


@_on_copy
def choose_good(state: MagnaState, seat: Seat, action: ChooseGood, events: list[Event]) -> bool:
    """Answer an effect's choice of a raw good or a certificate."""
    resolve_choice(state, action.good, events)
    return False


@_on_copy
def end_refining(state: MagnaState, seat: Seat, action: EndRefining, events: list[Event]) -> bool:
    """End the Refined Goods phase; unused refined goods are lost (MAG-053)."""
    player = state.player
    lost = sum(player.refined)
    player.refined = [0, 0, 0, 0]
    events.append(event("magna.refining_ended", params={"seat": seat, "discarded": lost}))
    if state.round == state.last_round:  # MAG-076, MAG-084
        return _next_turn(state, events)
    state.phase = "replenish" if len(player.projects) < 2 and state.display else "market"
    return False


@_on_copy
def take_building(state: MagnaState, seat: Seat, action: TakeBuilding, events: list[Event]) -> bool:
    """Take a building of the display as a Building under Construction (MAG-077..079)."""
    player = state.player
    card = action.card
    state.display = state.display[:]
    state.building_decks = [d[:] for d in state.building_decks]
    index = state.display.index(card)
    state.display.pop(index)
    player.projects.append(new_project(card))
    revealed = reveal_building(state, CAT.buildings[card].size)  # MAG-078, MAG-079
    if revealed is not None:
        state.display.insert(index, revealed)
    events.append(
        event("magna.building_taken", params={"seat": seat, "card": card, "revealed": revealed})
    )
    if len(player.projects) >= 2 or not state.display:
        state.phase = "market"
    return revealed is not None


@_on_copy
def take_market_card(
    state: MagnaState, seat: Seat, action: TakeMarketCard, events: list[Event]
) -> bool:
    """Buy a market card with raw goods and refill the market; the turn ends (MAG-080..083)."""
    player = state.player
    slot, pay = action.slot, action.pay
    for g in range(4):
        player.raw[g] -= pay[g]  # MAG-080: raw goods only, the certificate stays
    state.market = state.market[:]
    state.market_decks = [d[:] for d in state.market_decks]
    card = state.market.pop(slot)
    player.hand.append(card)
    revealed = None
    for deck in state.market_decks:  # MAG-082: refill from the leftmost deck with cards
        if deck:
            revealed = deck.pop()
            state.market.append(revealed)
            break
    events.append(
        event(
            "magna.market_card_taken",
            params={
                "seat": seat,
                "card": card,
                "slot": slot,
                "pay": list(pay),
                "revealed": revealed,
            },
        )
    )
    if revealed is not None and state.last_round == 0 and not any(state.market_decks):
        # MAG-083, A-MAG-03: the last reveal makes the next round the last one.
        state.last_round = state.round + 1
        events.append(event("magna.last_round", params={"round": state.last_round}))
    _next_turn(state, events)
    return revealed is not None


def _next_turn(state: MagnaState, events: list[Event]) -> bool:
    """Pass to the next seat; after the last seat a new round (or the end, MAG-085)."""
    state.activated = -1
    state.power_left = 0
    state.power_discount = -1
    state.carts_used = 0
    state.conversions_used = [False, False, False]
    state.active = (state.active + 1) % state.seats
    if state.active == state.first:  # the round is over (MAG-035)
        if state.round == state.last_round:  # MAG-085
            state.phase = "over"
            events.append(event("magna.game_over", params={}))
            return False
        state.round += 1
        events.append(event("magna.round_started", params={"round": state.round}))
    state.phase = "merchant"
    return False


HANDLERS: dict[type[Action], Handler[Any]] = {
    DraftBuilding: draft_building,
    MoveMerchant: move_merchant,
    PlayCard: play_card,
    UsePower: use_power,
    PayCost: pay_cost,
    Construct: construct,
    PlaceBuilding: place_building,
    Deliver: deliver,
    Convert: convert,
    ShopConvert: shop_convert,
    ChooseGood: choose_good,
    EndRefining: end_refining,
    TakeBuilding: take_building,
    TakeMarketCard: take_market_card,
}
"""The handler of each kind of action."""
