"""The three city boards: Cost and Profit areas with their half cards, merchants, powers.

As on the table, a trade card under a Cost area shows only its cost half and one under a
Profit area only its profit half. Merchants keep their ids from view to view
(:class:`MerchantIds`), so a moved merchant slides to its new area instead of blinking.
"""

from __future__ import annotations

from typing import Protocol

from ....games.magna.codes import area_code, city_code
from ....games.magna.data import CITIES, catalogue
from ....games.magna.views import MagnaView
from ...board.specs import Spec, TokenSpec
from .cards import power_face, trade_card
from .ids import MerchantIds, area_id, power_id
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
from .texts import TableHost


class CitiesHost(TableHost, Protocol):
    """What the city boards need of the board: its words, the badges, the merchants' ids."""

    merchants: MerchantIds


def city_specs(host: CitiesHost, view: MagnaView) -> list[Spec]:
    """The three city boards, left to right as on the table."""
    texts = host.texts
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
                title=texts.game(city_code(city)),
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
                name=texts.game(power),
                uses=uses,
                left=left,
                face=power_face(texts, power, uses),
                tooltip=texts.game(power),
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
                    label=texts("area.cost" if side == 0 else "area.profit"),
                    active=view.activated == area,
                    tooltip=texts.game(area_code(area)),
                )
            )
            for slot, card in enumerate(view.areas[area]):
                specs.append(
                    trade_card(
                        texts,
                        card,
                        x + HALF_X + slot * HALF_STEP,
                        y + 1,
                        HALF_W,
                        HALF_H,
                        half="cost" if side == 0 else "profit",
                        z=2,
                    )
                )
    specs += merchant_specs(host, view)
    return specs


def merchant_specs(host: CitiesHost, view: MagnaView) -> list[Spec]:
    """Every player's merchants in the areas, side by side in seat order."""
    specs: list[Spec] = []
    crowd: dict[int, int] = {}
    for shop in view.players:
        ids = host.merchants.assign(shop.seat, shop.merchants)
        colour, shape, letter = host.seat_badge(shop.seat)
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
                    tooltip=host.texts("merchant.of", seat=shop.seat),
                )
            )
    return specs
