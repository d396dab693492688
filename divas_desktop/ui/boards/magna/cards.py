"""Opera Magna cards as specs and as inspector faces, from the engine's catalogue.

A card's spec (what the table shows, mostly icons) and its face (what the inspector
shows in words) are built side by side, so the two never disagree.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ....games.magna.data import catalogue
from ....i18n.translate import current_language
from ...board.specs import CardFace
from .texts import (
    bt,
    building_effect,
    building_parts,
    colour_letter,
    discount_text,
    good_name,
    mt,
    power_effect,
    size_letter,
    size_name,
    worksite_effect,
)
from .trade import BUILDING_FILL, BuildingCardSpec, TradeCardSpec

TRADE_ACCENT = "#6b4a2a"


def goods_words(goods: tuple[int, ...], refined: bool = False) -> list[str]:
    """ "2 Wood", "1 Bell"… for each good of a vector that is not zero."""
    return [bt("amount", amount=n, good=good_name(g, refined)) for g, n in enumerate(goods) if n]


def _words(parts: list[str]) -> str:
    return ", ".join(parts) if parts else bt("nothing")


def trade_face(card: str) -> CardFace:
    """The inspector's face of a trade card: its cost and its profit in words."""
    return _trade_face(card, current_language())


@lru_cache(maxsize=256)
def _trade_face(card: str, language: str) -> CardFace:
    data = catalogue().cards[card]
    profit = goods_words(data.raw) + goods_words(data.refined, True)
    return CardFace(
        title=mt(card),
        band=bt("face.trade"),
        accent=TRADE_ACCENT,
        mark=bt(f"group.{data.group}"),
        lines=(
            bt("face.cost", goods=_words(goods_words(data.cost))),
            bt("face.profit", goods=_words(profit)),
        ),
        footer=bt("face.halves"),
    )


def trade_card(card: str, x: float, y: float, w: float, h: float, **extra: Any) -> TradeCardSpec:
    """A trade card at (``x``, ``y``); ``half="cost"`` or ``"profit"`` under a city."""
    data = catalogue().cards[card]
    item_id = extra.pop("item_id", card)
    fields: dict[str, Any] = {
        "cost": data.cost,
        "raw": data.raw,
        "refined": data.refined,
        "group": bt(f"group.{data.group}"),
        "face": trade_face(card),
        "accent": TRADE_ACCENT,
        "mark": bt(f"group.{data.group}"),
    }
    fields.update(extra)
    return TradeCardSpec(id=item_id, x=x, y=y, w=w, h=h, **fields)


def building_face(card: str) -> CardFace:
    """The inspector's face of a building: size, colour, cost, and both of its effects."""
    return _building_face(card, current_language())


@lru_cache(maxsize=128)
def _building_face(card: str, language: str) -> CardFace:
    data = catalogue().buildings[card]
    return CardFace(
        title=mt(card),
        subtitle=bt(
            "face.building", size=size_name(data.size), colour=mt(f"magna.colour.{data.colour}")
        ),
        band=size_name(data.size),
        accent=BUILDING_FILL.get(data.colour, "#888888"),
        mark=size_letter(data.size) + " " + colour_letter(data.colour),
        lines=(
            bt("face.construction", goods=_words(goods_words(data.cost, True))),
            bt("face.left", effect=discount_text(data)),
            bt("face.right", effect=building_effect(data)),
        ),
    )


def building_card(
    card: str, x: float, y: float, w: float, h: float, **extra: Any
) -> BuildingCardSpec:
    """A building card at (``x``, ``y``)."""
    data = catalogue().buildings[card]
    fields: dict[str, Any] = {
        "title": mt(card),
        "colour": data.colour,
        "cost": data.cost,
        "discount": data.discount,
        "effect": building_parts(data),
        "size_letter": size_letter(data.size),
        "colour_letter": colour_letter(data.colour),
        "face": building_face(card),
        "accent": BUILDING_FILL.get(data.colour, "#888888"),
        "mark": colour_letter(data.colour),
        "tooltip": mt(card),
    }
    fields.update(extra)
    return BuildingCardSpec(id=card, x=x, y=y, w=w, h=h, **fields)


def worksite_face(token: str, side: int, level: int, good: int) -> CardFace:
    """The inspector's face of a worksite."""
    return _worksite_face(token, side, level, good, current_language())


@lru_cache(maxsize=64)
def _worksite_face(token: str, side: int, level: int, good: int, language: str) -> CardFace:
    return CardFace(
        title=mt(token),
        band=bt("face.worksite", level=level),
        accent="#2f6b4f",
        mark=str(level),
        lines=(
            bt("face.worksite.good", good=good_name(good, True), level=level),
            worksite_effect(token, side),
        ),
    )


def power_face(power: str, uses: int) -> CardFace:
    """The inspector's face of a City Power token."""
    return _power_face(power, uses, current_language())


@lru_cache(maxsize=16)
def _power_face(power: str, uses: int, language: str) -> CardFace:
    city = catalogue().powers[power].city
    cities = ("magna.city.venice", "magna.city.antwerp", "magna.city.constantinople")
    return CardFace(
        title=mt(power),
        band=mt(cities[city]),
        accent="#b8860b",
        mark="⬢",
        value=str(uses),
        text=power_effect(power),
        lines=(bt("face.power.when"),),
    )


def card_face(card_id: str) -> CardFace | None:
    """The face of any Opera Magna card named in the log, on the table or not."""
    cat = catalogue()
    if card_id in cat.cards:
        return trade_face(card_id)
    if card_id in cat.buildings:
        return building_face(card_id)
    if card_id in cat.powers:
        return power_face(card_id, cat.powers[card_id].uses)
    return None
