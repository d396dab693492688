"""Opera Magna's refusals name what is missing (issue 29): audited cases through apply."""

from __future__ import annotations

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.magna.actions import (
    Deliver,
    EndRefining,
    MoveMerchant,
    PayCost,
    PlayCard,
    TakeMarketCard,
    UsePower,
)
from divas_desktop.games.magna.codes import city_code
from divas_desktop.games.magna.legal import carts

from .helpers import GAME, drafted, play


def _refusal(state, seat, action) -> IllegalAction:
    assert action not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    return refused.value


def _merchant_into(state, parity: int):
    """Move the first player's merchant into a Cost (0) or Profit (1) area and play a card."""
    seat = GAME.to_move(state)[0]
    move = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, MoveMerchant) and a.target % 2 == parity
    )
    state = play(state, seat, move)
    card = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, PlayCard))
    return play(state, seat, card), seat, move.target


@pytest.mark.rule("MAG-047")
def test_the_power_needs_the_merchant_in_the_cost_area_and_names_the_city():
    state, seat, area = _merchant_into(drafted(2), 1)
    refusal = _refusal(state, seat, UsePower())
    assert refusal.reason == "city_power_needs_cost_area"
    assert refusal.params == {"city": city_code(area // 2)}
    assert GAME.rule_of(refusal.reason) == "MAG-047"


@pytest.mark.rule("MAG-035")
def test_wrong_phase_names_the_phase_and_the_one_needed():
    state = drafted(2)
    seat = GAME.to_move(state)[0]
    refusal = _refusal(state, seat, PayCost())
    assert refusal.reason == "wrong_phase"
    assert refusal.params == {"phase": "magna.phase.merchant", "needed": "magna.phase.pay"}


@pytest.mark.rule("MAG-080")
def test_a_market_payment_says_the_price_and_the_goods_held():
    state, seat, _ = _merchant_into(drafted(2), 0)
    state = play(state, seat, PayCost())
    state = play(state, seat, EndRefining())
    while state.phase == "replenish":
        state = play(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == "market"
    cost = GAME.cat.slot_costs[state.market_side][3]
    assert cost > 1
    state.players[seat].raw = [cost, 0, 0, 0]
    too_few = _refusal(state, seat, TakeMarketCard(slot=3, pay=(1, 0, 0, 0)))
    assert (too_few.reason, too_few.params) == (
        "market_payment_wrong_total",
        {"cost": cost, "paid": 1},
    )
    wrong_good = _refusal(state, seat, TakeMarketCard(slot=3, pay=(0, cost, 0, 0)))
    assert wrong_good.reason == "market_good_missing"
    assert wrong_good.params == {"good": "magna.good.wood", "paid": cost, "have": 0}
    state.players[seat].raw = [0, 0, 0, 0]
    dear = _refusal(state, seat, TakeMarketCard(slot=3, pay=(cost, 0, 0, 0)))
    assert (dear.reason, dear.params) == ("market_too_dear", {"cost": cost, "have": 0})


@pytest.mark.rule("MAG-065")
def test_no_free_cart_counts_the_carts():
    state, seat, _ = _merchant_into(drafted(2), 0)
    state = play(state, seat, PayCost())
    assert state.phase == "refine"
    refusal = _refusal(state, seat, Deliver(worksite=0))
    assert refusal.reason == "no_free_cart"
    assert refusal.params == {"carts": carts(state.players[seat])}


@pytest.mark.rule("MAG-047")
def test_a_power_token_of_another_city_says_which_city_was_activated():
    state, seat, area = _merchant_into(drafted(2), 0)
    other = (area // 2 + 1) % 3
    refusal = GAME.why_not(state, seat, f"power.{other}")
    assert (refusal.reason, refusal.params) == (
        "city_power_not_activated",
        {"city": city_code(other)},
    )
    assert GAME.why_not(state, seat, f"power.{area // 2}") is None  # its own city's power


@pytest.mark.rule("MAG-038")
def test_a_trade_card_pressed_outside_its_phase_names_the_phase():
    state = drafted(2)
    seat = GAME.to_move(state)[0]
    card = state.players[seat].hand[0]
    refusal = GAME.why_not(state, seat, card)
    assert (refusal.reason, refusal.params) == (
        "wrong_phase",
        {"phase": "magna.phase.merchant", "needed": "magna.phase.card"},
    )
    assert GAME.why_not(state, 1 - seat, state.players[1 - seat].hand[0]).reason == (
        "not_your_turn"
    )
