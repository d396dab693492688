"""Game flow, merchants and city activation (MAG-035..052, EX-MAG-02..05)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import MoveMerchant, PayCost, PlayCard, UsePower
from divas_desktop.games.magna.economy import pay_raw_cost
from divas_desktop.games.magna.rules import GAME

from .helpers import (
    LEAD,
    MARBLE,
    SAND,
    WOOD,
    drafted,
    finish_turn,
    kinds,
    play,
    set_area,
    to_pay_phase,
    whole_turn,
)

# EX-MAG-03: a cost area showing 2 Sand, 1 Lead and 1 Marble (city-1 Sand, city-2 Lead,
# city-3 Marble+Sand) and EX-MAG-05: a profit area of 2 Bell, 1 Planks, 1 Glass.
COST_2S_1L_1M = ["mag.trade.city1.04", "mag.trade.city2.01", "mag.trade.city3.03"]
PROFIT_NOTHING_RAW = ["mag.trade.city2.04", "mag.trade.city2.03", "mag.trade.b.03"]
PROFIT_2B_1P_1G = ["mag.trade.hand2.04", "mag.trade.city2.04", "mag.trade.city2.03"]


def _activation_state(shop: int = 0):
    """Seat 0 with merchants in Antwerp Cost and both Constantinople areas."""
    state = drafted(4)
    state.players[0].shop = shop
    state.players[0].merchants = [2, 4, 5]
    return state


def _activate_venice(state, cost, profit, raw):
    """Seat 0 moves to Venice's Profit area, then the areas and goods are arranged."""
    state = to_pay_phase(state, target=1)
    set_area(state, 0, cost)
    set_area(state, 1, profit)
    state.players[0].raw = list(raw)
    return state


@pytest.mark.rule("MAG-035")
@pytest.mark.rule("MAG-086")
def test_nine_rounds_each_player_one_turn_per_round():
    for seats in (2, 3, 4):
        state = drafted(seats)
        turns = []
        while state.phase != "over":
            turns.append((state.round, state.active))
            state = whole_turn(state)
        assert turns == [(r, s) for r in range(1, 10) for s in range(seats)]
        assert state.last_round == 9


@pytest.mark.rule("MAG-036")
def test_phases_in_order():
    state = drafted(2)
    seen = [state.phase]
    seat = 0
    while state.active == seat and state.phase != "over":
        state = play(
            state,
            seat,
            GAME.legal_actions(state, seat)[-1]
            if state.phase == "refine"
            else GAME.legal_actions(state, seat)[0],
        )
        if state.phase != seen[-1]:
            seen.append(state.phase)
    assert seen[:5] == ["merchant", "card", "pay", "refine", "market"]


@pytest.mark.rule("MAG-037")
def test_ex_mag_02_merchant_only_to_areas_without_own_merchant():
    state = drafted(4)
    moves = GAME.legal_actions(state, 0)
    own = state.players[0].merchants
    assert all(m.source in own and m.target not in own for m in moves)
    assert len(moves) == 9
    # Antwerp: seat 0 stands in the Cost area, so only Antwerp's Profit area is open there.
    antwerp_targets = {m.target for m in moves if m.target // 2 == 1}
    assert antwerp_targets == {3}
    assert (
        GAME.refusal(state, 0, MoveMerchant(source=own[0], target=own[1])).reason
        == "area_has_your_merchant"
    )


@pytest.mark.rule("MAG-038")
def test_area_update_slides_discards_and_adds_the_hand_card():
    state = drafted(4)
    target = 4 if 4 not in state.players[0].merchants else 5
    before = list(state.areas[target])
    card = state.players[0].hand[1]
    state = play(state, 0, MoveMerchant(source=state.players[0].merchants[0], target=target))
    assert kinds(state) == {"play_card"}
    state = play(state, 0, PlayCard(card=card))
    assert state.areas[target] == [before[1], before[2], card]
    assert state.discard == [before[0]]
    assert card not in state.players[0].hand


@pytest.mark.rule("MAG-039")
@pytest.mark.rule("MAG-040")
@pytest.mark.rule("MAG-042")
def test_ex_mag_03_paying_a_city_cost():
    state = _activation_state(shop=0)  # carpenter: discount on Wood only
    state = _activate_venice(state, COST_2S_1L_1M, PROFIT_NOTHING_RAW, [3, 3, 3, 3])
    state = play(state, 0, PayCost())
    p = state.players[0]
    assert p.raw == [3 - 1, 3, 3 - 1, 3 - 2]
    assert p.cert == [4, 4, 4, 4]


@pytest.mark.rule("MAG-041")
def test_ex_mag_03_variant_starting_discount_on_sand():
    state = _activation_state(shop=2)  # glassmaker: discount on Sand
    state = _activate_venice(state, COST_2S_1L_1M, PROFIT_NOTHING_RAW, [3, 3, 3, 3])
    state = play(state, 0, PayCost())
    assert state.players[0].raw == [2, 3, 2, 2]


@pytest.mark.rule("MAG-041")
@pytest.mark.rule("MAG-062")
def test_left_building_discounts_add_up_and_never_go_below_zero():
    state = _activation_state(shop=2)  # Sand -1
    state = _activate_venice(state, COST_2S_1L_1M, PROFIT_NOTHING_RAW, [3, 3, 3, 3])
    p = state.players[0]
    p.left[0] = [p.projects[0].card]
    p.left[1] = [p.projects[1].card]
    p.projects = []
    state.building_decks[0].remove("mag.bld.small.04")
    state.building_decks[1].remove("mag.bld.medium.04")
    state.building_decks[0].append(p.left[0][0])
    state.building_decks[1].append(p.left[1][0])
    p.left = [["mag.bld.small.04"], ["mag.bld.medium.04"], []]  # -1 Sand; -1 Sand -1 Lead
    assert not GAME.invariants(state)
    state = play(state, 0, PayCost())
    assert state.players[0].raw == [3, 3, 2, 3]


@pytest.mark.rule("MAG-043")
def test_ex_mag_04_paying_with_a_certificate():
    p = drafted(2).players[0]
    p.raw = [2, 2, 2, 1]
    paid, certs, vp = pay_raw_cost(p, [0, 0, 0, 2])
    assert p.raw[SAND] == 0 and p.cert[SAND] == 3
    assert certs == [0, 0, 0, 1] and vp == 0 and p.vp == 5


@pytest.mark.rule("MAG-044")
@pytest.mark.rule("MAG-045")
def test_ex_mag_04_continuation_certificate_on_column_three_costs_vp():
    p = drafted(2).players[0]
    p.raw = [2, 2, 2, 1]
    p.cert[SAND] = 3
    _paid, certs, vp = pay_raw_cost(p, [0, 0, 0, 2])
    assert p.cert[SAND] == 3 and certs[SAND] == 0
    assert vp == 1 and p.vp == 4


@pytest.mark.rule("MAG-046")
def test_vp_never_fall_below_one_and_the_payment_completes():
    p = drafted(2).players[0]
    p.raw = [0, 0, 0, 0]
    p.cert = [3, 3, 3, 3]
    p.vp = 2
    _paid, _certs, vp = pay_raw_cost(p, [2, 1, 1, 1])
    assert p.vp == 1 and vp == 1


@pytest.mark.rule("MAG-047")
def test_city_power_only_from_the_cost_area_and_once():
    state = drafted(4)
    state.powers[1] = "mag.power.baltic_timber"
    # seat 1 stands in Antwerp's Profit area; seat 0 in Antwerp's Cost area.
    own = state.players[0].merchants
    cost_target = next(a for a in (0, 4) if a not in own)
    s_cost = to_pay_phase(state, target=cost_target)
    assert s_cost.power_left == 1
    profit_target = next(a for a in (1, 3, 5) if a not in own)
    s_profit = to_pay_phase(state, target=profit_target)
    assert s_profit.power_left == 0 and "use_power" not in kinds(s_profit)
    # Baltic Timber in Antwerp's Cost area: move the Antwerp merchant away and back is
    # impossible, so use a state where seat 0's Antwerp merchant sits in the Profit area.
    state.players[0].merchants = sorted([0, 3, 4])
    s = to_pay_phase(state, target=2)
    assert "use_power" in kinds(s)
    wood = s.players[0].raw[WOOD]
    s = play(s, 0, UsePower())
    assert s.players[0].raw[WOOD] == wood + 1
    assert "use_power" not in kinds(s)
    s = play(s, 0, PayCost())
    assert "use_power" not in kinds(s)


@pytest.mark.rule("MAG-047")
def test_northern_ironworks_discounts_this_activation():
    state = drafted(4)
    state.powers[1] = "mag.power.northern_ironworks"
    state.players[0].merchants = sorted([0, 3, 4])
    state.players[0].shop = 2
    s = to_pay_phase(state, target=2)
    set_area(s, 2, ["mag.trade.city1.01", "mag.trade.city2.02", "mag.trade.city3.01"])
    set_area(s, 3, PROFIT_NOTHING_RAW)
    s.players[0].raw = [5, 5, 5, 5]
    s = play(s, 0, UsePower(good=LEAD))
    s = play(s, 0, PayCost())
    # cost: Lead (city1.01) + Wood (city2.02) + Lead, Wood (city3.01) = 2 Lead 2 Wood.
    assert s.players[0].raw == [5 - 1, 5 - 2, 5, 5]


@pytest.mark.rule("MAG-048")
@pytest.mark.rule("MAG-051")
def test_ex_mag_05_gaining_a_profit():
    state = _activate_venice(_activation_state(), COST_2S_1L_1M, PROFIT_2B_1P_1G, [3, 3, 3, 3])
    state = play(state, 0, PayCost())
    assert state.players[0].refined == [2, 1, 0, 1]  # 2 Bell, 1 Planks, 1 Glass
    assert state.phase == "refine"
    assert not GAME.invariants(state)


@pytest.mark.rule("MAG-049")
@pytest.mark.rule("MAG-052")
def test_raw_profit_pushes_the_certificate():
    from divas_desktop.games.magna.economy import gain_raw

    p = drafted(2).players[0]
    assert gain_raw(p, MARBLE, 2) == 2
    assert p.raw[MARBLE] == 4 and p.cert[MARBLE] == 5
    gain_raw(p, MARBLE, 1)
    assert p.cert[MARBLE] == 6
    from .helpers import CAT

    assert CAT.certificate_levels[p.cert[MARBLE]] == 2
    gain_raw(p, MARBLE, 2)
    assert (p.raw[MARBLE], p.cert[MARBLE], CAT.certificate_levels[p.cert[MARBLE]]) == (7, 8, 3)


@pytest.mark.rule("MAG-050")
def test_at_most_nine_of_a_raw_good():
    from divas_desktop.games.magna.economy import gain_raw

    p = drafted(2).players[0]
    assert gain_raw(p, LEAD, 12) == 7
    assert p.raw[LEAD] == 9 and p.cert[LEAD] == 10


def test_a_plain_turn_passes_to_the_next_seat():
    state = drafted(2)
    target = next(a for a in range(6) if a not in state.players[0].merchants)
    state = finish_turn(to_pay_phase(state, target=target))
    assert state.active == 1 and state.phase == "merchant"


@pytest.mark.rule("MAG-043")
@pytest.mark.rule("MAG-045")
def test_ex_mag_04_through_a_whole_activation():
    state = _activate_venice(
        _activation_state(shop=0), COST_2S_1L_1M, PROFIT_NOTHING_RAW, [3, 3, 3, 1]
    )
    after = play(state, 0, PayCost())
    p = after.players[0]
    assert p.raw[SAND] == 0 and p.cert[SAND] == 3 and p.vp == 5
    state.players[0].cert[SAND] = 3
    after = play(state, 0, PayCost())
    p = after.players[0]
    assert p.raw[SAND] == 0 and p.cert[SAND] == 3 and p.vp == 4
