"""Load and validate the Opera Magna data of ``resources/magna`` into a fast catalogue.

The JSON files are checked with pydantic (``extra="forbid"``); the engine then works on
plain tuples indexed by small integers (goods 0..3, sizes 0..2) for speed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, TypedDict

from pydantic import BaseModel, ConfigDict, Field, model_validator

from divas_desktop.paths import resources_dir

RAW = ("lead", "wood", "marble", "sand")
"""Raw goods; the index of a raw good is also the index of its refined good."""
REFINED = ("bell", "planks", "column", "glass")
"""Refined goods, in the order of their raw goods (MAG-009)."""
SIZES = ("small", "medium", "large")
CITIES = ("venice", "antwerp", "constantinople")

RawName = Literal["lead", "wood", "marble", "sand"]
RefinedName = Literal["bell", "planks", "column", "glass"]
GoodName = Literal["lead", "wood", "marble", "sand", "bell", "planks", "column", "glass"]

RESOURCES = resources_dir() / "magna"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EffectOp(_Strict):
    """One step of an effect, interpreted by ``effects.py``."""

    op: Literal[
        "gain_vp",
        "gain_raw",
        "gain_raw_choice",
        "gain_refined",
        "push_certificate",
        "score_per_small_building",
        "score_per_opera_token",
        "score_per_level3_certificate",
    ]
    amount: int = Field(1, ge=1, le=9)
    good: GoodName | None = None
    count: int = Field(1, ge=1, le=4)
    steps: int = Field(1, ge=1, le=3)
    limit: int | None = Field(None, ge=1)


class Effect(_Strict):
    """A building's special effect: when it fires and what it does."""

    trigger: Literal["immediate", "after_activation", "end_game"]
    ops: list[EffectOp]


class TradeCardData(_Strict):
    """A trade card: the cost half (raw goods) and the profit half (raw and refined)."""

    id: str
    group: Literal["hand1", "hand2", "city1", "city2", "city3", "A", "B", "C"]
    cost: dict[RawName, int]
    profit: dict[GoodName, int]
    reconstructed: bool = False


class BuildingData(_Strict):
    """A building card (MAG-005)."""

    id: str
    size: Literal["small", "medium", "large"]
    colour: Literal["yellow", "green", "red", "blue"]
    cost: dict[RefinedName, int]
    discount: dict[RawName, int]
    effect: Effect
    reconstructed: bool = False

    @model_validator(mode="after")
    def _cost_matches_size(self) -> BuildingData:
        # MAG-006: small 2, medium 3, large 4 refined goods.
        if sum(self.cost.values()) != SIZES.index(self.size) + 2:
            raise ValueError(f"{self.id}: construction cost does not match its size")
        return self


class CityPowerData(_Strict):
    """A City Power token (MAG-022, MAG-047)."""

    id: str
    city: Literal["venice", "antwerp", "constantinople"]
    uses: int = Field(ge=1, le=3)
    op: Literal["exchange_raw", "refine", "gain_raw", "discount", "gain_raw_choice"]
    good: RawName | None = None
    goods: list[RawName] = Field(default_factory=list)
    reconstructed: bool = False


class WorksiteSide(_Strict):
    """One face of a worksite token: the refined good it wants and its first-delivery effect."""

    good: RefinedName
    ops: list[EffectOp]


class WorksiteData(_Strict):
    """A two-sided worksite token (MAG-008)."""

    id: str
    level: int = Field(ge=1, le=3)
    sides: list[WorksiteSide] = Field(min_length=2, max_length=2)
    reconstructed: bool = False


class Conversion(_Strict):
    """A left-side shop conversion: ``amount`` of one of ``goods`` gives 1 refined good."""

    row: Literal["small", "medium", "large"]
    amount: int = Field(ge=1, le=3)
    goods: list[RawName]


class ShopData(_Strict):
    """A shop board (MAG-010)."""

    id: str
    starting_discount: RawName
    conversions: list[Conversion] = Field(min_length=3, max_length=3)
    reconstructed: bool = False


class CityData(_Strict):
    """A city board: which turn-order positions start in its Cost or Profit area."""

    id: Literal["venice", "antwerp", "constantinople"]
    cost_positions: list[int]
    profit_positions: list[int]
    reconstructed: bool = False


class MarketSide(_Strict):
    """A side of the market board."""

    id: Literal["a", "b"]
    slot_costs: list[int] = Field(min_length=4, max_length=4)
    reconstructed: bool = False


class OperaSide(_Strict):
    """A side of the Opera board."""

    id: Literal["a", "b"]
    level_points: list[int] = Field(min_length=3, max_length=3)
    reconstructed: bool = False


class BoardsData(_Strict):
    """Market and Opera boards, and the printed tables."""

    market_sides: list[MarketSide]
    opera_sides: list[OperaSide]
    market_removals: dict[Literal["2", "3", "4"], dict[Literal["A", "B", "C"], int]]
    building_points: dict[Literal["small", "medium", "large"], int]
    shop_evolution: list[int] = Field(min_length=7, max_length=7)
    certificate_levels: dict[str, int]
    certificate_points: list[int]
    starting_vp: int
    rounds: int


# --- the compiled catalogue ---------------------------------------------------------

Op = tuple[str, int, int, int, int, int]
"""(op, amount, good index or -1, count, steps, limit or 0)."""


def _op(op: EffectOp) -> Op:
    good = -1
    if op.good in RAW:
        good = RAW.index(op.good)
    elif op.good in REFINED:
        good = REFINED.index(op.good)
    return (op.op, op.amount, good, op.count, op.steps, op.limit or 0)


def _vec(counts: Mapping[Any, int], names: tuple[str, ...]) -> tuple[int, int, int, int]:
    first, second, third, fourth = (counts.get(n, 0) for n in names)
    return first, second, third, fourth


@dataclass(frozen=True, slots=True)
class TradeCard:
    """Compiled trade card: ``cost`` raw vector, ``raw``/``refined`` profit vectors."""

    id: str
    group: str
    cost: tuple[int, int, int, int]
    raw: tuple[int, int, int, int]
    refined: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Building:
    """Compiled building card."""

    id: str
    size: int
    colour: str
    cost: tuple[int, int, int, int]
    discount: tuple[int, int, int, int]
    trigger: str
    ops: tuple[Op, ...]


@dataclass(frozen=True, slots=True)
class Worksite:
    """Compiled worksite token: per side (good, ops)."""

    id: str
    level: int
    sides: tuple[tuple[int, tuple[Op, ...]], tuple[int, tuple[Op, ...]]]


@dataclass(frozen=True, slots=True)
class Shop:
    """Compiled shop board: discount good and (amount, goods) per row small..large."""

    id: str
    discount: int
    conversions: tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True, slots=True)
class Power:
    """Compiled city power."""

    id: str
    city: int
    uses: int
    op: str
    goods: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Everything the engine reads from resources/magna, by id."""

    cards: dict[str, TradeCard]
    buildings: dict[str, Building]
    worksites: dict[str, Worksite]
    shops: tuple[Shop, ...]
    powers: dict[str, Power]
    city_cost_positions: tuple[tuple[int, ...], ...]
    slot_costs: dict[str, tuple[int, ...]]
    level_points: dict[str, tuple[int, ...]]
    removals: dict[int, dict[str, int]]
    building_points: tuple[int, int, int]
    shop_evolution: tuple[int, ...]
    certificate_levels: tuple[int, ...]
    """Level by certificate column 0..10 (0 below column 3, never used)."""
    certificate_points: tuple[int, ...]
    starting_vp: int
    rounds: int


def _read(name: str) -> Any:
    return json.loads((RESOURCES / f"{name}.json").read_text(encoding="utf-8"))


class Models(TypedDict):
    """The validated pydantic models of every JSON file, by file name."""

    trade_cards: list[TradeCardData]
    buildings: list[BuildingData]
    city_powers: list[CityPowerData]
    worksites: list[WorksiteData]
    shops: list[ShopData]
    cities: list[CityData]
    boards: BoardsData


def validate_all() -> Models:
    """Validate every JSON file of resources/magna and return the pydantic models."""
    return {
        "trade_cards": [TradeCardData.model_validate(x) for x in _read("trade_cards")],
        "buildings": [BuildingData.model_validate(x) for x in _read("buildings")],
        "city_powers": [CityPowerData.model_validate(x) for x in _read("city_powers")],
        "worksites": [WorksiteData.model_validate(x) for x in _read("worksites")],
        "shops": [ShopData.model_validate(x) for x in _read("shops")],
        "cities": [CityData.model_validate(x) for x in _read("cities")],
        "boards": BoardsData.model_validate(_read("boards")),
    }


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """Return the validated, compiled catalogue (loaded once)."""
    models = validate_all()
    cards = {
        c.id: TradeCard(
            c.id, c.group, _vec(c.cost, RAW), _vec(c.profit, RAW), _vec(c.profit, REFINED)
        )
        for c in models["trade_cards"]
    }
    buildings = {
        b.id: Building(
            b.id,
            SIZES.index(b.size),
            b.colour,
            _vec(b.cost, REFINED),
            _vec(b.discount, RAW),
            b.effect.trigger,
            tuple(_op(o) for o in b.effect.ops),
        )
        for b in models["buildings"]
    }
    worksites = {
        w.id: Worksite(
            w.id,
            w.level,
            tuple(  # type: ignore[arg-type]
                (REFINED.index(s.good), tuple(_op(o) for o in s.ops)) for s in w.sides
            ),
        )
        for w in models["worksites"]
    }
    shops = tuple(
        Shop(
            s.id,
            RAW.index(s.starting_discount),
            tuple(
                (c.amount, tuple(RAW.index(g) for g in c.goods))
                for c in sorted(s.conversions, key=lambda c: SIZES.index(c.row))
            ),
        )
        for s in models["shops"]
    )
    powers = {
        p.id: Power(
            p.id,
            CITIES.index(p.city),
            p.uses,
            p.op,
            tuple(RAW.index(g) for g in ([p.good] if p.good else []) + list(p.goods)),
        )
        for p in models["city_powers"]
    }
    cities = sorted(models["cities"], key=lambda c: CITIES.index(c.id))
    boards = models["boards"]
    levels = [0] * 11
    for column, level in boards.certificate_levels.items():
        levels[int(column)] = level
    return Catalogue(
        cards=cards,
        buildings=buildings,
        worksites=worksites,
        shops=shops,
        powers=powers,
        city_cost_positions=tuple(tuple(c.cost_positions) for c in cities),
        slot_costs={s.id: tuple(s.slot_costs) for s in boards.market_sides},
        level_points={s.id: tuple(s.level_points) for s in boards.opera_sides},
        removals={
            int(k): {str(g): n for g, n in v.items()} for k, v in boards.market_removals.items()
        },
        building_points=tuple(boards.building_points[s] for s in SIZES),  # type: ignore
        shop_evolution=tuple(boards.shop_evolution),
        certificate_levels=tuple(levels),
        certificate_points=tuple(boards.certificate_points),
        starting_vp=boards.starting_vp,
        rounds=boards.rounds,
    )
