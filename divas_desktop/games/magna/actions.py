"""The small, tagged actions of Opera Magna and a table of their pre-built instances.

Goods are indices 0..3 (lead/bell, wood/planks, marble/column, sand/glass); areas are
``2 * city + side`` (side 0 = Cost, 1 = Profit); worksites are slots ``4 * (level-1) + column``.
"""

from __future__ import annotations

from itertools import product
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from divas_desktop.core.types import Action

from .data import Catalogue


class DraftBuilding(Action):
    """Take one of the revealed buildings in the setup draft (MAG-032)."""

    kind: Literal["draft_building"] = "draft_building"
    card: str


class MoveMerchant(Action):
    """Move the merchant standing in ``source`` to the free area ``target`` (MAG-037)."""

    kind: Literal["move_merchant"] = "move_merchant"
    source: int = Field(ge=0, le=5)
    target: int = Field(ge=0, le=5)


class PlayCard(Action):
    """Put a trade card from the hand in the rightmost slot of the updated area (MAG-038)."""

    kind: Literal["play_card"] = "play_card"
    card: str


class UsePower(Action):
    """Use the city power (MAG-047): ``good`` is gained/discounted, ``spend`` is given."""

    kind: Literal["use_power"] = "use_power"
    good: int = Field(-1, ge=-1, le=3)
    spend: int = Field(-1, ge=-1, le=3)


class PayCost(Action):
    """Pay the Cost area of the activated city and gain its Profit (MAG-040..051)."""

    kind: Literal["pay_cost"] = "pay_cost"


class Construct(Action):
    """Place one refined good on a Building under Construction (MAG-055)."""

    kind: Literal["construct"] = "construct"
    building: str
    good: int = Field(ge=0, le=3)


class PlaceBuilding(Action):
    """Slide the completed building to the left or the right of the shop (MAG-058)."""

    kind: Literal["place_building"] = "place_building"
    side: Literal["left", "right"]


class Deliver(Action):
    """Send one refined good to a worksite with a free cart (MAG-068..074)."""

    kind: Literal["deliver"] = "deliver"
    worksite: int = Field(ge=0, le=11)


class Convert(Action):
    """Turn one refined good back into its raw good (MAG-075)."""

    kind: Literal["convert"] = "convert"
    good: int = Field(ge=0, le=3)


class ShopConvert(Action):
    """Use the conversion of a left position: raw goods into one refined good (MAG-063)."""

    kind: Literal["shop_convert"] = "shop_convert"
    row: int = Field(ge=0, le=2)
    good: int = Field(ge=0, le=3)


class ChooseGood(Action):
    """Answer an effect's choice (a raw good to gain, a certificate to push)."""

    kind: Literal["choose_good"] = "choose_good"
    good: int = Field(ge=0, le=3)


class EndRefining(Action):
    """End the Refined Goods phase; unused refined goods are discarded (MAG-053)."""

    kind: Literal["end_refining"] = "end_refining"


class TakeBuilding(Action):
    """Take a building from the display as a Building under Construction (MAG-077)."""

    kind: Literal["take_building"] = "take_building"
    card: str


class TakeMarketCard(Action):
    """Take a market card paying its slot's cost with the raw goods ``pay`` (MAG-080)."""

    kind: Literal["take_market_card"] = "take_market_card"
    slot: int = Field(ge=0, le=3)
    pay: tuple[int, int, int, int] = (0, 0, 0, 0)


MagnaAction = Annotated[
    DraftBuilding
    | MoveMerchant
    | PlayCard
    | UsePower
    | PayCost
    | Construct
    | PlaceBuilding
    | Deliver
    | Convert
    | ShopConvert
    | ChooseGood
    | EndRefining
    | TakeBuilding
    | TakeMarketCard,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[MagnaAction] = TypeAdapter(MagnaAction)


def payment_vectors(total: int) -> list[tuple[int, int, int, int]]:
    """Every way to pay ``total`` raw goods of any kinds (G-MAG-09), in a stable order."""
    return [
        (a, b, c, d) for a, b, c, d in product(range(total + 1), repeat=4) if a + b + c + d == total
    ]


class ActionTable:
    """Pre-built action instances, so enumerating legal actions allocates nothing."""

    def __init__(self, cat: Catalogue) -> None:
        buildings = list(cat.buildings)
        self.draft = {b: DraftBuilding(card=b) for b in buildings}
        self.take_building = {b: TakeBuilding(card=b) for b in buildings}
        self.construct = {
            (b, g): Construct(building=b, good=g) for b in buildings for g in range(4)
        }
        self.move = {
            (s, t): MoveMerchant(source=s, target=t) for s in range(6) for t in range(6) if s != t
        }
        self.play = {c: PlayCard(card=c) for c in cat.cards}
        self.power = {(g, s): UsePower(good=g, spend=s) for g in range(-1, 4) for s in range(-1, 4)}
        self.pay_cost = PayCost()
        self.place = {"left": PlaceBuilding(side="left"), "right": PlaceBuilding(side="right")}
        self.deliver = [Deliver(worksite=w) for w in range(12)]
        self.convert = [Convert(good=g) for g in range(4)]
        self.shop_convert = {(r, g): ShopConvert(row=r, good=g) for r in range(3) for g in range(4)}
        self.choose = [ChooseGood(good=g) for g in range(4)]
        self.end_refining = EndRefining()
        self.payments = {c: payment_vectors(c) for c in range(4)}
        self.market = {
            (s, p): TakeMarketCard(slot=s, pay=p)
            for s in range(4)
            for c in range(4)
            for p in self.payments[c]
        }
