"""The ids of the Opera Magna table's items and drop targets (Qt-free).

An id names the same thing from view to view, so a moved piece glides instead of
blinking. The drawing, the gestures and the motion meet on these ids (a panel that only
one part draws keeps its id beside it). Cards keep the engine's ids (a building, a trade
card); merchants, which the engine knows only by the areas they stand in, get theirs
from :class:`MerchantIds`.
"""

from __future__ import annotations

PROJECTS = "zone.projects"
"""The viewer's construction area: where a drafted or taken building goes."""
HAND = "zone.hand"
"""The viewer's hand: where a market card goes."""


def area_id(area: int) -> str:
    """Id of a city area (a drop target)."""
    return f"area.{area}"


def power_id(city: int) -> str:
    """Id of a city's power token."""
    return f"power.{city}"


def site_id(slot: int) -> str:
    """Id of a worksite tile."""
    return f"site.{slot}"


def disc_id(slot: int, seat: int) -> str:
    """Id of the token a seat sent to a worksite."""
    return f"disc.{slot}.{seat}"


def building_deck_id(size: int) -> str:
    """Id of a building deck."""
    return f"deck.building.{size}"


def market_deck_id(index: int) -> str:
    """Id of one of the four deck spaces of the market board."""
    return f"deck.market.{index}"


def shop_id(seat: int) -> str:
    """Id of a seat's shop panel."""
    return f"shop.{seat}"


def track_id(seat: int, good: int) -> str:
    """Id of a raw track of a seat's shop (a refined good dropped here is converted)."""
    return f"track.{seat}.{good}"


def raw_id(seat: int, good: int) -> str:
    """Id of the raw-good token on a track."""
    return f"raw.{seat}.{good}"


def cert_id(seat: int, good: int) -> str:
    """Id of the certificate on a track."""
    return f"cert.{seat}.{good}"


def refined_id(seat: int, good: int) -> str:
    """Id of a seat's refined goods of one kind."""
    return f"refined.{seat}.{good}"


def position_id(seat: int, side: str, size: int) -> str:
    """Id of a building position of a shop (``side`` "left" or "right")."""
    return f"{side}.{seat}.{size}"


def cost_id(card: str, good: int) -> str:
    """Id of the cost icons of one good on a building under construction."""
    return f"proj.{card}.{good}"


def summary_id(seat: int) -> str:
    """Id of an opponent's summary row."""
    return f"summary.{seat}"


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
