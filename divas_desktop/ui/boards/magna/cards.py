"""Opera Magna cards as specs and as inspector faces, from the engine's catalogue.

A trade card is all icons, as on the table: the upper half is its cost (raw goods), the
lower half its profit (raw blocks and refined tokens); tucked under a city board only
the relevant half shows. A building card shows its size and colour (each with a
letter), its construction cost, its discount (used on the left of a shop) and a mark of
its special effect (used on the right). A card's spec (what the table shows, mostly
icons) and its face (what the inspector shows in words) are built side by side, so the
two never disagree; ``items.py`` draws the specs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....games.magna.codes import city_code
from ....games.magna.data import catalogue
from ...board.specs import CardFace, CardSpec
from .texts import (
    Letters,
    MagnaTexts,
    building_effect,
    building_parts,
    colour_letter,
    discount_text,
    good_name,
    goods_words,
    letters,
    size_letter,
    size_name,
    worksite_effect,
)

Goods = tuple[int, int, int, int]
BUILDING_FILL = {"yellow": "#e6c229", "green": "#4e9a5b", "red": "#b8342c", "blue": "#3a6ea5"}
"""Band colour of each building colour (always with its letter)."""
TRADE_ACCENT = "#6b4a2a"


@dataclass(frozen=True)
class TradeCardSpec(CardSpec):
    """A trade card: ``half`` is "both" (in a hand or the market), "cost" or "profit"."""

    cost: Goods = (0, 0, 0, 0)
    raw: Goods = (0, 0, 0, 0)
    refined: Goods = (0, 0, 0, 0)
    half: str = "both"
    group: str = ""
    """The group symbol printed in the middle (hidden under a city board)."""
    letters: Letters = Letters()


@dataclass(frozen=True)
class BuildingCardSpec(CardSpec):
    """A building card; ``title`` (its name) is drawn only when the card is tall enough."""

    colour: str = "yellow"
    cost: Goods = (0, 0, 0, 0)
    discount: Goods = (0, 0, 0, 0)
    effect: tuple[tuple, ...] = ()
    """The mark of its special effect, as parts (``parts.py``: "+2 VP", "[⬢]+1")."""
    size_letter: str = ""
    colour_letter: str = ""
    letters: Letters = Letters()


def _words(texts: MagnaTexts, parts: list[str]) -> str:
    return ", ".join(parts) if parts else texts("nothing")


def trade_face(texts: MagnaTexts, card: str) -> CardFace:
    """The inspector's face of a trade card: its cost and its profit in words."""
    return texts.once(("trade", card), lambda: _trade_face(texts, card))


def _trade_face(texts: MagnaTexts, card: str) -> CardFace:
    data = catalogue().cards[card]
    profit = goods_words(texts, data.raw) + goods_words(texts, data.refined, True)
    cost = goods_words(texts, data.cost)
    # A trade card has no name: its printed code ("City I-01") tells a player nothing, so
    # it is titled by what it trades, as the log names it.
    return CardFace(
        title=f"{_words(texts, cost)} → {_words(texts, profit)}",
        band=texts("face.trade"),
        accent=TRADE_ACCENT,
        mark=texts(f"group.{data.group}"),
        lines=(
            texts("face.cost", goods=_words(texts, cost)),
            texts("face.profit", goods=_words(texts, profit)),
        ),
        footer=texts("face.halves"),
    )


def trade_card(
    texts: MagnaTexts, card: str, x: float, y: float, w: float, h: float, **extra: Any
) -> TradeCardSpec:
    """A trade card at (``x``, ``y``); ``half="cost"`` or ``"profit"`` under a city."""
    data = catalogue().cards[card]
    item_id = extra.pop("item_id", card)
    fields: dict[str, Any] = {
        "cost": data.cost,
        "raw": data.raw,
        "refined": data.refined,
        "group": texts(f"group.{data.group}"),
        "face": trade_face(texts, card),
        "accent": TRADE_ACCENT,
        "mark": texts(f"group.{data.group}"),
        "letters": letters(texts),
    }
    fields.update(extra)
    return TradeCardSpec(id=item_id, x=x, y=y, w=w, h=h, **fields)


def building_face(texts: MagnaTexts, card: str) -> CardFace:
    """The inspector's face of a building: size, colour, cost, and both of its effects."""
    return texts.once(("building", card), lambda: _building_face(texts, card))


def _building_face(texts: MagnaTexts, card: str) -> CardFace:
    data = catalogue().buildings[card]
    return CardFace(
        title=texts.game(card),
        subtitle=texts(
            "face.building",
            size=size_name(texts, data.size),
            colour=texts.game(f"magna.colour.{data.colour}"),
        ),
        band=size_name(texts, data.size),
        accent=BUILDING_FILL.get(data.colour, "#888888"),
        mark=size_letter(texts, data.size) + " " + colour_letter(texts, data.colour),
        lines=(
            texts("face.construction", goods=_words(texts, goods_words(texts, data.cost, True))),
            texts("face.left", effect=discount_text(texts, data)),
            texts("face.right", effect=building_effect(texts, data)),
        ),
    )


def building_card(
    texts: MagnaTexts, card: str, x: float, y: float, w: float, h: float, **extra: Any
) -> BuildingCardSpec:
    """A building card at (``x``, ``y``)."""
    data = catalogue().buildings[card]
    fields: dict[str, Any] = {
        "title": texts.game(card),
        "colour": data.colour,
        "cost": data.cost,
        "discount": data.discount,
        "effect": building_parts(texts, data),
        "size_letter": size_letter(texts, data.size),
        "colour_letter": colour_letter(texts, data.colour),
        "face": building_face(texts, card),
        "accent": BUILDING_FILL.get(data.colour, "#888888"),
        "mark": colour_letter(texts, data.colour),
        "tooltip": texts.game(card),
        "letters": letters(texts),
    }
    fields.update(extra)
    return BuildingCardSpec(id=card, x=x, y=y, w=w, h=h, **fields)


def worksite_face(texts: MagnaTexts, token: str, side: int, level: int, good: int) -> CardFace:
    """The inspector's face of a worksite."""
    key = ("worksite", token, side, level, good)
    return texts.once(key, lambda: _worksite_face(texts, token, side, level, good))


def _worksite_face(texts: MagnaTexts, token: str, side: int, level: int, good: int) -> CardFace:
    return CardFace(
        title=texts.game(token),
        band=texts("face.worksite", level=level),
        accent="#2f6b4f",
        mark=str(level),
        lines=(
            texts("face.worksite.good", good=good_name(texts, good, True), level=level),
            worksite_effect(texts, token, side),
        ),
    )


def power_face(texts: MagnaTexts, power: str, uses: int) -> CardFace:
    """The inspector's face of a City Power token."""
    return texts.once(("power", power, uses), lambda: _power_face(texts, power, uses))


def _power_face(texts: MagnaTexts, power: str, uses: int) -> CardFace:
    return CardFace(
        title=texts.game(power),
        band=texts.game(city_code(catalogue().powers[power].city)),
        accent="#b8860b",
        mark="⬢",
        value=str(uses),
        text=texts.game(f"{power}.effect"),
        lines=(texts("face.power.when"),),
    )


def card_face(texts: MagnaTexts, card_id: str) -> CardFace | None:
    """The face of any Opera Magna card named in the log, on the table or not."""
    cat = catalogue()
    if card_id in cat.cards:
        return trade_face(texts, card_id)
    if card_id in cat.buildings:
        return building_face(texts, card_id)
    if card_id in cat.powers:
        return power_face(texts, card_id, cat.powers[card_id].uses)
    return None
