"""Refined goods: construct, advance the Opera, convert (MAG-053..075, EX-MAG-06..08)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import (
    ChooseGood,
    Construct,
    Convert,
    Deliver,
    EndRefining,
    PlaceBuilding,
    ShopConvert,
)
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.state import Project

from .helpers import (
    BELL,
    CAT,
    COLUMN,
    GLASS,
    LEAD,
    MARBLE,
    PLANKS,
    SAND,
    WOOD,
    drafted,
    kinds,
    play,
    take_building,
)


def _refining(refined=(0, 0, 0, 0), projects=None, seats=4):
    """Seat 0 in the Refined Goods phase with the given refined goods and projects."""
    state = drafted(seats)
    state.phase = "refine"
    state.activated = 1
    p = state.players[0]
    p.refined = list(refined)
    if projects is not None:
        for pr in p.projects:
            state.building_decks[CAT.buildings[pr.card].size].append(pr.card)
        p.projects = []
        for card, placed in projects:
            _take_out(state, card)
            p.projects.append(Project(card, list(placed)))
    assert not GAME.invariants(state), GAME.invariants(state)
    return state


def _take_out(state, card):
    take_building(state, card)


def _own(state, card, side, seat=0):
    """Give ``seat`` a completed building without a construction."""
    _take_out(state, card)
    size = CAT.buildings[card].size
    getattr(state.players[seat], side)[size].append(card)


# Small yellow building 01 costs Bell + Planks; medium green 02 costs Planks, Column, Glass.
SMALL_YELLOW = "mag.bld.small.01"
MEDIUM_GREEN = "mag.bld.medium.02"


@pytest.mark.rule("MAG-053")
def test_unused_refined_goods_are_discarded_at_the_end_of_the_phase():
    state = _refining((1, 0, 2, 0))
    state = play(state, 0, EndRefining())
    assert state.players[0].refined == [0, 0, 0, 0]
    assert state.phase in ("replenish", "market")


@pytest.mark.rule("MAG-054")
def test_actions_in_any_order_and_several_times():
    state = _refining(
        (2, 1, 0, 0), projects=[(SMALL_YELLOW, (0, 0, 0, 0)), (MEDIUM_GREEN, (0, 0, 0, 0))]
    )
    assert {"construct", "convert", "end_refining"} <= kinds(state)
    state = play(state, 0, Convert(good=BELL))
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=BELL))
    assert state.players[0].refined == [0, 1, 0, 0]


@pytest.mark.rule("MAG-055")
@pytest.mark.rule("MAG-056")
@pytest.mark.rule("MAG-057")
@pytest.mark.rule("MAG-058")
def test_ex_mag_06_partial_construction():
    state = _refining(
        (1, 2, 0, 0), projects=[(SMALL_YELLOW, (0, 0, 0, 0)), (MEDIUM_GREEN, (0, 0, 0, 0))]
    )
    assert Construct(building=SMALL_YELLOW, good=COLUMN) not in GAME.legal_actions(state, 0)
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=BELL))
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=PLANKS))
    assert state.placing == SMALL_YELLOW
    assert kinds(state) == {"place_building"}
    state = play(state, 0, PlaceBuilding(side="right"))
    p = state.players[0]
    assert p.right[0] == [SMALL_YELLOW] and p.left[0] == []
    state = play(state, 0, Construct(building=MEDIUM_GREEN, good=PLANKS))
    p = state.players[0]
    assert [pr.card for pr in p.projects] == [MEDIUM_GREEN]
    assert p.projects[0].placed == [0, 1, 0, 0]
    # MAG-056: the good stays on the building into the next turns.
    state = play(state, 0, EndRefining())
    assert state.players[0].projects[0].placed == [0, 1, 0, 0]


@pytest.mark.rule("MAG-059")
def test_buildings_stack_in_a_position():
    state = _refining((1, 1, 0, 0), projects=[(SMALL_YELLOW, (0, 0, 0, 0))])
    _own(state, "mag.bld.small.02", "left")
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=BELL))
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=PLANKS))
    state = play(state, 0, PlaceBuilding(side="left"))
    assert state.players[0].left[0] == ["mag.bld.small.02", SMALL_YELLOW]


@pytest.mark.rule("MAG-060")
@pytest.mark.rule("MAG-061")
@pytest.mark.rule("MAG-063")
def test_first_left_building_unlocks_its_conversion_at_once():
    state = _refining((1, 1, 0, 0), projects=[(SMALL_YELLOW, (0, 0, 0, 0))])
    state.players[0].shop = 0  # carpenter: small row converts 2 Wood into 1 Planks
    assert "shop_convert" not in kinds(state)
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=BELL))
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=PLANKS))
    state = play(state, 0, PlaceBuilding(side="left"))
    legal = GAME.legal_actions(state, 0)
    assert ShopConvert(row=0, good=WOOD) in legal
    assert ShopConvert(row=0, good=LEAD) not in legal
    state = play(state, 0, ShopConvert(row=0, good=WOOD))
    assert state.players[0].raw[WOOD] == 0 and state.players[0].refined[PLANKS] == 1
    assert "shop_convert" not in kinds(state)  # once per turn


@pytest.mark.rule("MAG-063")
def test_medium_and_large_conversions():
    state = _refining()
    state.players[0].shop = 0
    _own(state, "mag.bld.medium.05", "left")
    _own(state, "mag.bld.large.05", "left")
    legal = GAME.legal_actions(state, 0)
    assert {ShopConvert(row=1, good=g) for g in range(4)} <= set(legal)
    state = play(state, 0, ShopConvert(row=2, good=MARBLE))
    assert state.players[0].raw[MARBLE] == 1 and state.players[0].refined[COLUMN] == 1


@pytest.mark.rule("MAG-062")
@pytest.mark.rule("MAG-066")
def test_a_left_building_gives_its_discount_not_its_special_effect():
    state = _refining((1, 1, 0, 0), projects=[(SMALL_YELLOW, (0, 0, 0, 0))])
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=BELL))
    state = play(state, 0, Construct(building=SMALL_YELLOW, good=PLANKS))
    left = play(state, 0, PlaceBuilding(side="left"))
    right = play(state, 0, PlaceBuilding(side="right"))
    assert left.players[0].vp == 5
    assert right.players[0].vp == 5 + 2  # yellow small: +2 VP on the right
    from divas_desktop.games.magna.economy import discounts

    assert (
        discounts(CAT, left, left.players[0])[LEAD]
        == discounts(CAT, right, right.players[0])[LEAD] + 1
    )


@pytest.mark.rule("MAG-064")
def test_red_building_pushes_a_certificate_of_the_players_choice():
    red = "mag.bld.small.03"  # costs Column + Glass
    state = _refining((0, 0, 1, 1), projects=[(red, (0, 0, 0, 0))])
    state = play(state, 0, Construct(building=red, good=COLUMN))
    state = play(state, 0, Construct(building=red, good=GLASS))
    state = play(state, 0, PlaceBuilding(side="right"))
    assert kinds(state) == {"choose_good"}
    state = play(state, 0, ChooseGood(good=SAND))
    assert state.players[0].cert[SAND] == 5
    assert "end_refining" in kinds(state)


@pytest.mark.rule("MAG-065")
@pytest.mark.rule("MAG-068")
def test_carts_one_good_per_unlocked_cart_per_turn():
    state = _refining((2, 2, 2, 2))
    assert "deliver" not in kinds(state)  # no cart at the start
    _own(state, "mag.bld.small.05", "right")
    sites = [a for a in GAME.legal_actions(state, 0) if a.kind == "deliver"]
    assert sites and all(a.worksite < 4 for a in sites)
    state = play(state, 0, sites[0])
    while state.pending:
        state = play(state, 0, ChooseGood(good=LEAD))
    assert "deliver" not in kinds(state)
    _own(state, "mag.bld.medium.05", "right")
    assert "deliver" in kinds(state)


def _site_state():
    state = _refining((1, 1, 1, 1))
    _own(state, "mag.bld.small.05", "right")
    _own(state, "mag.bld.medium.05", "right")
    return state


def _good_of(state, slot):
    return CAT.worksites[state.worksites[slot]].sides[state.sides[slot]][0]


@pytest.mark.rule("MAG-067")
@pytest.mark.rule("MAG-072")
@pytest.mark.rule("MAG-073")
@pytest.mark.rule("MAG-074")
def test_ex_mag_07_sending_to_a_level_two_worksite():
    state = _site_state()
    p = state.players[0]
    p.cert = [6, 6, 6, 6]
    assert len(state.worksites) == 12
    # Without a token on the level-1 worksite below, level 2 is closed.
    assert Deliver(worksite=4) not in GAME.legal_actions(state, 0)
    state.deliveries[0] = [1]
    state.players[1].opera = 1
    assert Deliver(worksite=4) in GAME.legal_actions(state, 0)
    good = _good_of(state, 4)
    token = state.worksites[4]
    ops = CAT.worksites[token].sides[state.sides[4]][1]
    vp = p.vp
    state = play(state, 0, Deliver(worksite=4))
    p = state.players[0]
    assert state.deliveries[4] == [0] and p.refined[good] == 0 and p.opera == 1
    if ops[0][0] == "gain_vp":
        assert p.vp == vp + 2
    else:
        assert kinds(state) == {"choose_good"}


@pytest.mark.rule("MAG-069")
def test_deliver_needs_the_refined_good():
    state = _site_state()
    good = _good_of(state, 0)
    state.players[0].refined[good] = 0
    assert Deliver(worksite=0) not in GAME.legal_actions(state, 0)
    assert GAME.refusal(state, 0, Deliver(worksite=0)).reason == "missing_refined_good"


@pytest.mark.rule("MAG-070")
def test_deliver_needs_the_certificate_level():
    state = _site_state()
    state.deliveries[0] = [1]
    state.deliveries[4] = [1]
    state.players[1].opera = 2
    good = _good_of(state, 8)
    state.players[0].refined[good] = 1
    state.players[0].cert[good] = 7  # level 2
    assert GAME.refusal(state, 0, Deliver(worksite=8)).reason == "certificate_too_low"
    state.players[0].cert[good] = 8  # level 3
    assert Deliver(worksite=8) in GAME.legal_actions(state, 0)


@pytest.mark.rule("MAG-071")
def test_one_token_per_player_per_worksite():
    state = _site_state()
    good = _good_of(state, 0)
    state.players[0].refined[good] = 2
    state = play(state, 0, Deliver(worksite=0))
    while state.pending:
        state = play(state, 0, ChooseGood(good=0))
    assert GAME.refusal(state, 0, Deliver(worksite=0)).reason == "worksite_already_supplied"


@pytest.mark.rule("MAG-074")
def test_only_the_first_delivery_resolves_the_effect():
    state = _site_state()
    state.deliveries[0] = [1]
    state.players[1].opera = 1
    vp = state.players[0].vp
    state = play(state, 0, Deliver(worksite=0))
    assert state.players[0].vp == vp and not state.pending


@pytest.mark.rule("MAG-075")
def test_ex_mag_08_converting_refined_goods():
    state = _refining((1, 0, 0, 1))
    state = play(state, 0, Convert(good=BELL))
    state = play(state, 0, Convert(good=GLASS))
    p = state.players[0]
    assert p.raw == [3, 2, 2, 3] and p.refined == [0, 0, 0, 0]
    state = _refining((0, 0, 3, 0))
    state.players[0].raw[MARBLE] = 3
    state = play(state, 0, Convert(good=COLUMN))
    assert state.players[0].cert[MARBLE] == 5  # entering column 4 pushes the certificate
