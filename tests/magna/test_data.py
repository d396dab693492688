"""Components and data (MAG-001..010, G-MAG-01..05)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from pydantic import ValidationError

from divas_desktop.games.magna.data import (
    RESOURCES,
    BuildingData,
    TradeCardData,
    catalogue,
    validate_all,
)
from divas_desktop.games.magna.rules import GAME

CAT = catalogue()


@pytest.mark.rule("MAG-001")
def test_two_to_four_players():
    assert (GAME.min_seats, GAME.max_seats) == (2, 4)
    with pytest.raises(ValidationError):
        GAME.config_type(seats=5)


@pytest.mark.rule("MAG-002")
def test_boards():
    models = validate_all()
    assert [c.id for c in models["cities"]] == ["venice", "antwerp", "constantinople"]
    assert len(models["shops"]) == 4
    assert {s.id for s in models["boards"].market_sides} == {"a", "b"}
    assert {s.id for s in models["boards"].opera_sides} == {"a", "b"}


@pytest.mark.rule("MAG-003")
def test_sixty_six_trade_cards_in_eight_groups():
    groups = Counter(c.group for c in CAT.cards.values())
    assert sum(groups.values()) == 66
    assert groups == {
        "hand1": 8,
        "hand2": 4,
        "city1": 6,
        "city2": 6,
        "city3": 6,
        "A": 12,
        "B": 12,
        "C": 12,
    }


@pytest.mark.rule("MAG-004")
def test_each_trade_card_has_a_cost_half_and_a_profit_half():
    for card in CAT.cards.values():
        assert sum(card.cost) >= 1
        assert sum(card.raw) + sum(card.refined) >= 1


@pytest.mark.rule("MAG-005")
@pytest.mark.rule("MAG-006")
def test_buildings_sizes_and_costs():
    assert len(CAT.buildings) == 36
    sizes = Counter(b.size for b in CAT.buildings.values())
    assert sizes == {0: 12, 1: 12, 2: 12}
    for b in CAT.buildings.values():
        assert sum(b.cost) == (2, 3, 4)[b.size]
        assert sum(b.discount) >= 1 and b.colour in {"yellow", "green", "red", "blue"}
    assert {b.colour for b in CAT.buildings.values() if b.trigger == "end_game"} == {"blue"}


@pytest.mark.rule("MAG-006")
def test_a_building_whose_cost_contradicts_its_size_is_rejected():
    raw = json.loads((RESOURCES / "buildings.json").read_text())[0]
    raw["cost"] = {"bell": 3}
    with pytest.raises(ValidationError):
        BuildingData.model_validate(raw)


def test_unknown_fields_are_rejected():
    raw = json.loads((RESOURCES / "trade_cards.json").read_text())[0]
    raw["colour"] = "pink"
    with pytest.raises(ValidationError):
        TradeCardData.model_validate(raw)


def test_reconstructed_items_are_marked():
    for name in ("trade_cards", "buildings", "city_powers", "worksites", "shops"):
        for item in json.loads((RESOURCES / f"{name}.json").read_text()):
            assert item["reconstructed"] is True


@pytest.mark.rule("MAG-007")
def test_per_player_components():
    from divas_desktop.games.magna.economy import TOKENS

    state = GAME.initial_state(GAME.config_type(seats=4), 1)
    for p in state.players:
        assert len(p.merchants) == 3 and len(p.cert) == 4
    assert TOKENS == 20


@pytest.mark.rule("MAG-008")
def test_city_powers_and_worksite_tokens():
    assert len(CAT.powers) == 6
    assert Counter(p.city for p in CAT.powers.values()) == {0: 2, 1: 2, 2: 2}
    assert len(CAT.worksites) == 12
    assert Counter(w.level for w in CAT.worksites.values()) == {1: 4, 2: 4, 3: 4}
    assert all(len(w.sides) == 2 for w in CAT.worksites.values())


@pytest.mark.rule("MAG-009")
def test_refined_goods_match_raw_goods():
    from divas_desktop.games.magna.data import RAW, REFINED

    assert list(zip(RAW, REFINED, strict=True)) == [
        ("lead", "bell"),
        ("wood", "planks"),
        ("marble", "column"),
        ("sand", "glass"),
    ]


@pytest.mark.rule("MAG-010")
def test_shop_boards_have_different_starting_discounts_and_three_conversions():
    assert len({s.discount for s in CAT.shops}) == 4
    for shop in CAT.shops:
        assert len(shop.conversions) == 3
