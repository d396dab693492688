"""The three city boards: Cost and Profit areas with their half cards, merchants, powers.

As on the table, a trade card under a Cost area shows only its cost half and one under a
Profit area only its profit half. Merchants keep their ids from view to view
(:class:`MerchantIds`), so a moved merchant slides to its new area instead of blinking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....games.magna.data import CITIES, catalogue
from ....games.magna.views import MagnaView
from ...board.specs import Spec, TokenSpec
from .cards import power_face, trade_card
from .items import AreaSpec, PanelSpec, PowerSpec
from .layout import (
    AREA_H,
    CITY_H,
    CITY_HEAD,
    CITY_W,
    CITY_X,
    HALF_H,
    HALF_STEP,
    HALF_W,
    HALF_X,
    MERCHANT,
)
from .texts import bt, mt

if TYPE_CHECKING:
    from .board import MagnaBoard


def area_id(area: int) -> str:
    """Id of a city area (a drop target)."""
    return f"area.{area}"


def power_id(city: int) -> str:
    """Id of a city's power token."""
    return f"power.{city}"


class MerchantIds:
    """Stable ids for each seat's three merchants, which the engine keeps only as areas."""

    def __init__(self) -> None:
        self._ids: dict[int, dict[int, str]] = {}

    def assign(self, seat: int, areas: list[int]) -> dict[int, str]:
        """Ids of the merchants of ``seat`` in ``areas``: a merchant that moved keeps its id."""
        old = self._ids.get(seat, {})
        new = {area: old[area] for area in areas if area in old}
        free = [i for a, i in sorted(old.items()) if a not in new]
        used = set(new.values())
        spare = (f"merchant.{seat}.{k}" for k in range(16) if f"merchant.{seat}.{k}" not in used)
        for area in areas:
            if area not in new:
                new[area] = free.pop(0) if free else next(spare)
                used.add(new[area])
        self._ids[seat] = new
        return new

    def area_of(self, item_id: str) -> int | None:
        """The area of the merchant drawn as ``item_id``, if it is one."""
        for areas in self._ids.values():
            for area, merchant in areas.items():
                if merchant == item_id:
                    return area
        return None

    def at(self, seat: int, area: int) -> str:
        """The id of the merchant of ``seat`` in ``area`` (as last assigned)."""
        return self._ids.get(seat, {}).get(area, f"merchant.{seat}.{area}")


def city_specs(board: MagnaBoard, view: MagnaView) -> list[Spec]:
    """The three city boards, left to right as on the table."""
    specs: list[Spec] = []
    cat = catalogue()
    for city in range(len(CITIES)):
        x = CITY_X[city]
        specs.append(
            PanelSpec(
                id=f"city.{city}",
                x=x,
                y=0,
                w=CITY_W,
                h=CITY_H,
                title=mt(f"magna.city.{CITIES[city]}"),
                thick=view.activated // 2 == city,
            )
        )
        power = view.powers[city]
        uses = cat.powers[power].uses
        left = view.power_left if view.activated >= 0 and view.activated // 2 == city else 0
        specs.append(
            PowerSpec(
                id=power_id(city),
                x=x + CITY_W - 176,
                y=2,
                w=170,
                h=18,
                name=mt(power),
                uses=uses,
                left=left,
                face=power_face(power, uses),
                tooltip=mt(power),
            )
        )
        for side in (0, 1):
            area = 2 * city + side
            y = CITY_HEAD + 2 + side * AREA_H
            specs.append(
                AreaSpec(
                    id=area_id(area),
                    x=x + 4,
                    y=y,
                    w=CITY_W - 8,
                    h=AREA_H - 2,
                    label=bt("area.cost" if side == 0 else "area.profit"),
                    active=view.activated == area,
                    tooltip=mt(f"magna.area.{CITIES[city]}.{'cost' if side == 0 else 'profit'}"),
                )
            )
            for slot, card in enumerate(view.areas[area]):
                specs.append(
                    trade_card(
                        card,
                        x + HALF_X + slot * HALF_STEP,
                        y + 1,
                        HALF_W,
                        HALF_H,
                        half="cost" if side == 0 else "profit",
                        z=2,
                    )
                )
    specs += merchant_specs(board, view)
    return specs


def merchant_specs(board: MagnaBoard, view: MagnaView) -> list[Spec]:
    """Every player's merchants in the areas, side by side in seat order."""
    specs: list[Spec] = []
    crowd: dict[int, int] = {}
    for shop in view.players:
        ids = board.merchants.assign(shop.seat, shop.merchants)
        colour, shape, letter = board.seat_badge(shop.seat)
        for area in shop.merchants:
            place = crowd.get(area, 0)
            crowd[area] = place + 1
            city, side = divmod(area, 2)
            specs.append(
                TokenSpec(
                    id=ids[area],
                    x=CITY_X[city] + 10 + place * (MERCHANT + 3),
                    y=CITY_HEAD + 2 + side * AREA_H + 19,
                    z=4,
                    colour=colour,
                    shape=shape,
                    label=letter,
                    size=MERCHANT,
                    tooltip=bt("merchant.of", seat=shop.seat),
                )
            )
    return specs
