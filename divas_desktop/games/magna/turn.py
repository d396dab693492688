"""Apply one legal action to a cloned state (MAG-035..085)."""

from __future__ import annotations

from collections.abc import Callable

from divas_desktop.core.types import Action, Event

from .codes import area_code, city_code, event, raw_code, refined_code
from .data import Catalogue
from .economy import (
    city_cost,
    city_profit,
    discounts,
    gain_raw,
    gain_refined,
    pay_raw_cost,
)
from .effects import resolve_choice, resolve_ops
from .setup import draft_order, finish_draft, new_project, reveal_building
from .state import MagnaState

Handler = Callable[[Catalogue, MagnaState, int, Action, list[Event]], bool]
"""Mutates the state, appends events, returns whether hidden information was revealed."""


def _draft(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    card = a.card  # type: ignore[attr-defined]
    s.draft_pool = [c for c in s.draft_pool if c != card]
    s.players[seat].projects.append(new_project(card))
    ev.append(event("magna.building_drafted", params={"seat": seat, "card": card}))
    s.draft_step += 1
    if s.draft_step >= len(draft_order(s.seats)):
        finish_draft(s)
        ev.append(event("magna.round_started", params={"round": s.round}))
        return True
    return False


def _move(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    src, dst = a.source, a.target  # type: ignore[attr-defined]
    p.merchants.remove(src)
    p.merchants.append(dst)
    p.merchants.sort()
    s.activated = dst
    ev.append(
        event(
            "magna.merchant_moved",
            params={
                "seat": seat,
                "source": area_code(src),
                "target": area_code(dst),
                "source_area": src,
                "target_area": dst,
            },
        )
    )
    s.phase = "card" if p.hand else "pay"
    if not p.hand:
        _start_activation(cat, s)
    return False


def _start_activation(cat: Catalogue, s: MagnaState) -> None:
    # MAG-047: the power is usable when the activating merchant stands in the Cost area.
    if s.activated % 2 == 0:
        s.power_left = cat.powers[s.powers[s.activated // 2]].uses


def _play(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    card = a.card  # type: ignore[attr-defined]
    p.hand.remove(card)
    # MAG-038: slide left, discard the leftmost, the hand card goes in the rightmost slot.
    old = s.areas[s.activated]
    discarded = old[0]
    s.areas = s.areas[:]
    s.areas[s.activated] = [*old[1:], card]
    s.discard = [*s.discard, discarded]
    ev.append(
        event(
            "magna.card_played",
            params={
                "seat": seat,
                "card": card,
                "area": area_code(s.activated),
                "discarded": discarded,
            },
        )
    )
    s.phase = "pay"
    _start_activation(cat, s)
    return True


def _power(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    power = cat.powers[s.powers[s.activated // 2]]
    p = s.player
    good, spend = a.good, a.spend  # type: ignore[attr-defined]
    if power.op == "exchange_raw":
        p.raw[spend] -= 1
        gain_raw(p, good, 1)
    elif power.op == "refine":
        p.raw[power.goods[0]] -= 1
        gain_refined(p, power.goods[0], 1)
    elif power.op == "gain_raw":
        gain_raw(p, power.goods[0], 1)
    elif power.op == "gain_raw_choice":
        gain_raw(p, good, 1)
    elif power.op == "discount":
        s.power_discount = good
    s.power_left -= 1
    ev.append(
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


def _pay(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    city = s.activated // 2
    cost = city_cost(cat, s, city)
    off = discounts(cat, s, p)
    due = [max(0, cost[g] - off[g]) for g in range(4)]  # MAG-041, A-MAG-08
    paid, cert_moves, vp_lost = pay_raw_cost(p, due)
    ev.append(
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
    raw, refined = city_profit(cat, s, city)
    got_raw = [gain_raw(p, g, raw[g]) for g in range(4)]
    got_ref = [gain_refined(p, g, refined[g]) for g in range(4)]
    ev.append(
        event(
            "magna.profit_gained",
            params={
                "seat": seat,
                "city": city_code(city),
                "raw": sum(got_raw),
                "refined": sum(got_ref),
                "raw_by_type": got_raw,
                "refined_by_type": got_ref,
            },
        )
    )
    # Green buildings on the right fire after each activation (G-MAG-02).
    for row in p.right:
        for card in row:
            b = cat.buildings[card]
            if b.trigger == "after_activation":
                resolve_ops(s, seat, b.ops, ev)
    s.phase = "refine"
    return False


def _construct(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    card, good = a.building, a.good  # type: ignore[attr-defined]
    project = next(pr for pr in p.projects if pr.card == card)
    p.refined[good] -= 1
    project.placed[good] += 1
    ev.append(
        event("magna.good_placed", params={"seat": seat, "card": card, "good": refined_code(good)})
    )
    if list(project.placed) == list(cat.buildings[card].cost):
        # MAG-057: completed; its tokens return to the supply.
        p.projects.remove(project)
        s.placing = card
        ev.append(event("magna.building_completed", params={"seat": seat, "card": card}))
    return False


def _place(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    card = s.placing
    b = cat.buildings[card]
    side = a.side  # type: ignore[attr-defined]
    rows = p.left if side == "left" else p.right
    first = not rows[b.size]
    rows[b.size].append(card)
    s.placing = ""
    ev.append(
        event(
            "magna.building_placed",
            params={"seat": seat, "card": card, "side": f"magna.side.{side}", "unlocks": first},
        )
    )
    if side == "right" and b.trigger == "immediate":
        resolve_ops(s, seat, b.ops, ev)  # MAG-061, MAG-064
    return False


def _deliver(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    slot = a.worksite  # type: ignore[attr-defined]
    site = cat.worksites[s.worksites[slot]]
    good, ops = site.sides[s.sides[slot]]
    p.refined[good] -= 1
    p.opera += 1
    s.carts_used += 1
    first = not s.deliveries[slot]
    s.deliveries = s.deliveries[:]
    s.deliveries[slot] = [*s.deliveries[slot], seat]
    ev.append(
        event(
            "magna.delivered",
            params={
                "seat": seat,
                "worksite": s.worksites[slot],
                "slot": slot,
                "good": refined_code(good),
                "first": first,
            },
        )
    )
    if first:
        resolve_ops(s, seat, ops, ev)  # MAG-074
    return False


def _convert(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    good = a.good  # type: ignore[attr-defined]
    p.refined[good] -= 1
    got = gain_raw(p, good, 1)
    ev.append(
        event("magna.converted", params={"seat": seat, "good": refined_code(good), "raw": got})
    )
    return False


def _shop_convert(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    row, good = a.row, a.good  # type: ignore[attr-defined]
    amount, _goods = cat.shops[p.shop].conversions[row]
    p.raw[good] -= amount
    gain_refined(p, good, 1)
    s.conversions_used[row] = True
    ev.append(
        event(
            "magna.shop_converted",
            params={"seat": seat, "row": row, "good": refined_code(good), "amount": amount},
        )
    )
    return False


def _choose(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    resolve_choice(s, a.good, ev)  # type: ignore[attr-defined]
    return False


def _end_refining(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    lost = sum(p.refined)
    p.refined = [0, 0, 0, 0]  # MAG-053
    ev.append(event("magna.refining_ended", params={"seat": seat, "discarded": lost}))
    if s.round == s.last_round:  # MAG-076, MAG-084
        return _next_turn(s, ev)
    s.phase = "replenish" if len(p.projects) < 2 and s.display else "market"
    return False


def _take_building(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    card = a.card  # type: ignore[attr-defined]
    s.display = s.display[:]
    s.building_decks = [d[:] for d in s.building_decks]
    index = s.display.index(card)
    s.display.pop(index)
    p.projects.append(new_project(card))
    revealed = reveal_building(s, cat.buildings[card].size)  # MAG-078, MAG-079
    if revealed is not None:
        s.display.insert(index, revealed)
    ev.append(
        event("magna.building_taken", params={"seat": seat, "card": card, "revealed": revealed})
    )
    if len(p.projects) >= 2 or not s.display:
        s.phase = "market"
    return revealed is not None


def _take_market(cat: Catalogue, s: MagnaState, seat: int, a: Action, ev: list[Event]) -> bool:
    p = s.player
    slot, pay = a.slot, a.pay  # type: ignore[attr-defined]
    for g in range(4):
        p.raw[g] -= pay[g]  # MAG-080: raw goods only, the certificate stays
    s.market = s.market[:]
    s.market_decks = [d[:] for d in s.market_decks]
    card = s.market.pop(slot)
    p.hand.append(card)
    revealed = None
    for deck in s.market_decks:  # MAG-082: refill from the leftmost deck with cards
        if deck:
            revealed = deck.pop()
            s.market.append(revealed)
            break
    ev.append(
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
    if revealed is not None and s.last_round == 0 and not any(s.market_decks):
        # MAG-083, A-MAG-03: the last reveal makes the next round the last one.
        s.last_round = s.round + 1
        ev.append(event("magna.last_round", params={"round": s.last_round}))
    _next_turn(s, ev)
    return revealed is not None


def _next_turn(s: MagnaState, ev: list[Event]) -> bool:
    s.activated = -1
    s.power_left = 0
    s.power_discount = -1
    s.carts_used = 0
    s.conversions_used = [False, False, False]
    s.active += 1
    if s.active >= s.seats:
        if s.round == s.last_round:  # MAG-085
            s.phase = "over"
            s.active = 0
            ev.append(event("magna.game_over", params={}))
            return False
        s.active = 0
        s.round += 1
        ev.append(event("magna.round_started", params={"round": s.round}))
    s.phase = "merchant"
    return False


HANDLERS: dict[str, Handler] = {
    "draft_building": _draft,
    "move_merchant": _move,
    "play_card": _play,
    "use_power": _power,
    "pay_cost": _pay,
    "construct": _construct,
    "place_building": _place,
    "deliver": _deliver,
    "convert": _convert,
    "shop_convert": _shop_convert,
    "choose_good": _choose,
    "end_refining": _end_refining,
    "take_building": _take_building,
    "take_market_card": _take_market,
}
