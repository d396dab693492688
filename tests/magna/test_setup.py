"""Set-up (MAG-011..034) and the worked examples EX-MAG-01, EX-MAG-10, EX-MAG-12."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import DraftBuilding
from divas_desktop.games.magna.rules import GAME

from .helpers import CAT, drafted, fresh, play


@pytest.mark.rule("MAG-011")
def test_each_player_has_a_distinct_shop_board():
    for seats in (2, 3, 4):
        state = fresh(seats)
        assert len({p.shop for p in state.players}) == seats
    fixed = fresh(4, random_shops=False)
    assert [p.shop for p in fixed.players] == [0, 1, 2, 3]


@pytest.mark.rule("MAG-012")
def test_starting_hands_two_from_hand_deck_one_and_one_from_deck_two():
    for seats in (2, 3, 4):
        state = fresh(seats, seed=seats)
        for p in state.players:
            groups = sorted(CAT.cards[c].group for c in p.hand)
            assert groups == ["hand1", "hand1", "hand2"]
        boxed_hand = [c for c in state.box if CAT.cards[c].group in ("hand1", "hand2")]
        assert len(boxed_hand) == 12 - 3 * seats


@pytest.mark.rule("MAG-013")
@pytest.mark.rule("MAG-014")
def test_goods_on_column_two_and_certificates_on_column_four():
    for p in fresh().players:
        assert p.raw == [2, 2, 2, 2]
        assert p.cert == [4, 4, 4, 4]


@pytest.mark.rule("MAG-015")
def test_first_player_is_seat_zero_and_play_goes_clockwise():
    state = drafted(3)
    assert state.active == 0 and state.phase == "merchant"
    from .helpers import whole_turn

    state = whole_turn(state)
    assert state.active == 1
    state = whole_turn(whole_turn(state))
    assert state.active == 0 and state.round == 2


@pytest.mark.rule("MAG-016")
@pytest.mark.rule("MAG-017")
@pytest.mark.rule("MAG-018")
def test_cities_get_city_decks_one_two_three_left_to_right():
    state = fresh()
    assert len(state.areas) == 6
    for area in state.areas:
        assert [CAT.cards[c].group for c in area] == ["city1", "city2", "city3"]
    used = [c for area in state.areas for c in area]
    assert len(set(used)) == 18


@pytest.mark.rule("MAG-019")
def test_cost_areas_show_the_cost_half_and_profit_areas_the_profit_half():
    from divas_desktop.games.magna.economy import city_cost, city_profit

    state = fresh()
    cost = city_cost(CAT, state, 0)
    assert cost == [sum(CAT.cards[c].cost[g] for c in state.areas[0]) for g in range(4)]
    raw, refined = city_profit(CAT, state, 0)
    assert raw == [sum(CAT.cards[c].raw[g] for c in state.areas[1]) for g in range(4)]
    assert refined == [sum(CAT.cards[c].refined[g] for c in state.areas[1]) for g in range(4)]


@pytest.mark.rule("MAG-020")
@pytest.mark.rule("MAG-021")
def test_ex_mag_01_initial_merchants_in_antwerp():
    state = fresh(4)
    antwerp_cost, antwerp_profit = 2, 3
    assert [antwerp_cost in p.merchants for p in state.players] == [True, False, True, True]
    assert [antwerp_profit in p.merchants for p in state.players] == [False, True, False, False]
    for p in state.players:
        assert sorted(a // 2 for a in p.merchants) == [0, 1, 2]


@pytest.mark.rule("MAG-022")
def test_each_city_gets_a_power_of_its_own_group():
    seen = set()
    for seed in range(20):
        state = fresh(seed=seed)
        for city, power in enumerate(state.powers):
            assert CAT.powers[power].city == city
            seen.add(power)
    assert len(seen) == 6


@pytest.mark.rule("MAG-023")
def test_score_markers_start_on_five():
    assert [p.vp for p in fresh(3).players] == [5, 5, 5]


@pytest.mark.rule("MAG-024")
def test_ex_mag_10_market_deck_reduction():
    expected = {
        2: {"A": 4, "B": 6, "C": 6},
        3: {"A": 2, "B": 3, "C": 3},
        4: {"A": 0, "B": 0, "C": 0},
    }
    for seats, removed in expected.items():
        state = fresh(seats)
        boxed = [CAT.cards[c].group for c in state.box]
        for group in "ABC":
            assert boxed.count(group) == removed[group]


@pytest.mark.rule("MAG-025")
@pytest.mark.rule("MAG-026")
@pytest.mark.rule("MAG-027")
def test_market_decks_b_under_a_then_c_split_in_three():
    for seats, a, b, c in ((2, 8, 6, 6), (3, 10, 9, 9), (4, 12, 12, 12)):
        state = fresh(seats)
        assert [CAT.cards[x].group for x in state.market] == ["A"] * 4
        first = state.market_decks[0]
        groups = [CAT.cards[x].group for x in first]
        assert groups == ["B"] * b + ["A"] * (a - 4)  # top of the deck is the end
        piles = state.market_decks[1:]
        assert [len(p) for p in piles] == [c // 3] * 3
        assert all(CAT.cards[x].group == "C" for p in piles for x in p)


@pytest.mark.rule("MAG-028")
@pytest.mark.rule("MAG-029")
def test_worksites_by_level_with_random_sides():
    sides_seen = set()
    for seed in range(10):
        state = fresh(seed=seed)
        for slot, token in enumerate(state.worksites):
            assert CAT.worksites[token].level == slot // 4 + 1
        sides_seen.update(state.sides)
    assert sides_seen == {0, 1}


@pytest.mark.rule("MAG-030")
@pytest.mark.rule("MAG-031")
def test_building_decks_and_draft_pool():
    for seats in (2, 3, 4):
        state = fresh(seats)
        sizes = [CAT.buildings[b].size for b in state.draft_pool]
        assert sizes == [0] * seats + [1] * seats
        assert [len(d) for d in state.building_decks] == [12 - seats, 12 - seats, 12]


@pytest.mark.rule("MAG-032")
def test_snake_draft_order():
    state = fresh(3)
    order = []
    while state.phase == "draft":
        seat = GAME.to_move(state)[0]
        order.append(seat)
        state = play(state, seat, DraftBuilding(card=state.draft_pool[-1]))
    assert order == [0, 1, 2, 2, 1, 0]


@pytest.mark.rule("MAG-033")
@pytest.mark.rule("MAG-034")
def test_drafted_buildings_under_construction_and_display():
    state = drafted(4)
    for p in state.players:
        assert len(p.projects) == 2 and all(sum(pr.placed) == 0 for pr in p.projects)
    assert [CAT.buildings[b].size for b in state.display] == [0, 0, 1, 1, 2, 2]
    assert state.draft_pool == []
