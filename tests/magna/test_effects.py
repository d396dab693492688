"""City powers, building and worksite effects, tokens and refusals (G-MAG-02..04, 11)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import (
    ChooseGood,
    Construct,
    Deliver,
    PayCost,
    PlaceBuilding,
    UsePower,
)
from divas_desktop.games.magna.economy import free_tokens, gain_refined
from divas_desktop.games.magna.rules import GAME

from .helpers import (
    CAT,
    COLUMN,
    GLASS,
    LEAD,
    MARBLE,
    SAND,
    WOOD,
    drafted,
    kinds,
    play,
    take_building,
    to_pay_phase,
)


def _power_state(power: str, city: int):
    """Seat 0 activates ``city`` from its Cost area with ``power`` there."""
    state = drafted(4)
    state.powers[city] = power
    cost_area = 2 * city
    others = [a for a in range(6) if a != cost_area][:3]
    state.players[0].merchants = sorted(others)
    return to_pay_phase(state, target=cost_area)


@pytest.mark.rule("MAG-047")
def test_rialto_exchange_swaps_up_to_two_raw_goods():
    state = _power_state("mag.power.rialto_exchange", 0)
    state.players[0].raw = [2, 2, 2, 2]
    state = play(state, 0, UsePower(good=MARBLE, spend=LEAD))
    assert state.players[0].raw == [1, 2, 3, 2]
    state = play(state, 0, UsePower(good=MARBLE, spend=WOOD))
    assert state.players[0].raw == [1, 1, 4, 2] and state.players[0].cert[MARBLE] == 5
    assert "use_power" not in kinds(state)


@pytest.mark.rule("MAG-047")
def test_murano_and_imperial_quarries_refine_one_good():
    state = _power_state("mag.power.murano_furnaces", 0)
    sand = state.players[0].raw[SAND]
    state = play(state, 0, UsePower())
    assert state.players[0].raw[SAND] == sand - 1 and state.players[0].refined[GLASS] == 1
    state = _power_state("mag.power.imperial_quarries", 2)
    state = play(state, 0, PayCost())
    marble = state.players[0].raw[MARBLE]
    column = state.players[0].refined[COLUMN]
    assert marble > 0
    state = play(state, 0, UsePower())  # also usable later in the turn
    assert state.players[0].refined[COLUMN] == column + 1


@pytest.mark.rule("MAG-047")
def test_grand_bazaar_gains_a_raw_good_of_choice():
    state = _power_state("mag.power.grand_bazaar", 2)
    legal = [a for a in GAME.legal_actions(state, 0) if a.kind == "use_power"]
    assert {a.good for a in legal} == {0, 1, 2, 3}
    state = play(state, 0, UsePower(good=SAND))
    assert state.players[0].raw[SAND] == 3


def test_green_building_fires_after_each_activation():
    state = drafted(4)
    take_building(state, "mag.bld.small.02")  # green small: +1 Wood after activations
    state.players[0].right[0].append("mag.bld.small.02")
    state.players[0].merchants = [2, 4, 5]
    state = to_pay_phase(state, target=1)
    from divas_desktop.games.magna.economy import city_profit

    profit_wood = city_profit(CAT, state, 0)[0][WOOD]
    cost_wood = 0
    for card in state.areas[0]:
        cost_wood += CAT.cards[card].cost[WOOD]
    state.players[0].raw = [9, 9, 9, 8]
    state = play(state, 0, PayCost())
    assert state.players[0].raw[WOOD] == min(9, 9 - max(0, cost_wood - 1) + profit_wood + 1)


def test_worksite_side_b_effects_need_a_choice():
    state = drafted(2)
    state.phase = "refine"
    state.activated = 1
    take_building(state, "mag.bld.small.05")
    state.players[0].right[0].append("mag.bld.small.05")
    state.sides[0] = 1
    good, ops = CAT.worksites[state.worksites[0]].sides[1]
    assert ops[0][0] == "gain_raw_choice"
    state.players[0].refined[good] = 1
    state = play(state, 0, Deliver(worksite=0))
    assert kinds(state) == {"choose_good"}
    assert GAME.refusal(state, 0, Deliver(worksite=1)).reason == "answer_effect_first"
    state = play(state, 0, ChooseGood(good=LEAD))
    assert state.players[0].raw[LEAD] == 3 and not state.pending


def test_red_medium_pushes_two_different_certificates():
    state = drafted(2)
    state.phase = "refine"
    state.activated = 1
    red = "mag.bld.medium.03"
    take_building(state, red)
    p = state.players[0]
    old = p.projects[0].card
    state.building_decks[CAT.buildings[old].size].append(old)
    cost = CAT.buildings[red].cost
    p.projects[0].card, p.projects[0].placed = red, list(cost)
    missing = next(g for g in range(4) if cost[g])
    p.projects[0].placed[missing] -= 1
    p.refined[missing] = 1
    assert not GAME.invariants(state)
    state = play(state, 0, Construct(building=red, good=missing))
    state = play(state, 0, PlaceBuilding(side="right"))
    state = play(state, 0, ChooseGood(good=LEAD))
    assert ChooseGood(good=LEAD) not in GAME.legal_actions(state, 0)
    state = play(state, 0, ChooseGood(good=WOOD))
    assert state.players[0].cert[:2] == [5, 5] and not state.pending


def test_twenty_token_limit_loses_extra_refined_goods():
    p = drafted(2).players[0]
    p.opera = 12
    assert free_tokens(p) == 4
    assert gain_refined(p, GLASS, 6) == 4
    assert free_tokens(p) == 0 and p.refined[GLASS] == 4


def test_specific_refusal_reasons():
    state = drafted(2)
    assert GAME.refusal(state, 1, PayCost()).reason == "not_your_turn"
    assert GAME.refusal(state, 0, PayCost()).reason == "wrong_phase"
    state.phase = "refine"
    state.activated = 1
    assert GAME.refusal(state, 0, Deliver(worksite=0)).reason == "no_free_cart"
    assert GAME.refusal(state, 0, UsePower()).reason == "city_power_needs_cost_area"


@pytest.mark.rule("MAG-047")
def test_a_raw_power_may_still_be_used_before_taking_a_market_card():
    from divas_desktop.games.magna.actions import EndRefining, TakeMarketCard

    state = _power_state("mag.power.grand_bazaar", 2)
    state = play(state, 0, PayCost())
    while state.pending or state.placing:
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    state = play(state, 0, EndRefining())
    while state.phase == "replenish":
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    state.players[0].raw = [0, 0, 0, 0]
    assert {a.slot for a in GAME.legal_actions(state, 0) if a.kind == "take_market_card"} == {0}
    state = play(state, 0, UsePower(good=WOOD))
    assert TakeMarketCard(slot=1, pay=(0, 1, 0, 0)) in GAME.legal_actions(state, 0)
    murano = _power_state("mag.power.murano_furnaces", 0)
    murano = play(murano, 0, PayCost())
    while murano.pending or murano.placing:
        murano = play(murano, 0, GAME.legal_actions(murano, 0)[0])
    murano = play(murano, 0, EndRefining())
    assert "use_power" not in kinds(murano)
