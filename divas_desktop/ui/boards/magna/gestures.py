"""Which gesture performs which Opera Magna action, and the words of the panels that ask.

Every decision of a turn is a gesture on the table:

* draft or take a building: drag it into your construction area;
* move a merchant: drag it to a free area; play a trade card: drag it onto that area;
* use a City Power: click its token (a chooser asks which goods, if there is a choice);
* activate the city: the button that says what is paid and gained (``prompts.py``);
* construct: drag a refined good onto a cost icon; place a completed building: drag it
  to a left or right position; deliver: drag a good onto a highlighted worksite;
  convert: drag a good back onto its track; a shop conversion: drag a raw token onto it;
* answer an effect's choice with its buttons; take a market card: drag it into your
  hand (a stepper panel asks how to pay, preset to a sensible split; none for the free
  slot).

Pure functions over the view, the item ids and the actions (no Qt): targets and choices
come from the legal actions, numbers from the view; nothing here decides a rule.
"""

from __future__ import annotations

from ....core.types import Action
from ....games.magna.actions import (
    Construct,
    Convert,
    Deliver,
    DraftBuilding,
    MoveMerchant,
    PlaceBuilding,
    PlayCard,
    ShopConvert,
    TakeBuilding,
    TakeMarketCard,
    UsePower,
)
from ....games.magna.data import Power, catalogue
from ....games.magna.views import MagnaView
from ...board import AmountsRequest, GestureKey
from .ids import (
    HAND,
    PROJECTS,
    MerchantIds,
    area_id,
    cost_id,
    position_id,
    raw_id,
    refined_id,
    site_id,
    track_id,
)
from .texts import MagnaTexts, good_name, letters

KEYED = (
    DraftBuilding,
    TakeBuilding,
    MoveMerchant,
    PlayCard,
    Construct,
    PlaceBuilding,
    Deliver,
    Convert,
    ShopConvert,
    TakeMarketCard,
)
"""The actions made by dragging (the others are buttons, or the power token)."""


def action_key(view: MagnaView, merchants: MerchantIds, action: Action) -> GestureKey | None:
    """The drag that performs ``action`` (``None``: a button)."""
    if not isinstance(action, KEYED):
        return None
    seat = view.viewer if view.viewer is not None else view.active
    if isinstance(action, DraftBuilding | TakeBuilding):
        return action.card, PROJECTS
    if isinstance(action, MoveMerchant):
        return merchants.at(seat, action.source), area_id(action.target)
    if isinstance(action, PlayCard):
        return action.card, area_id(view.activated)
    if isinstance(action, Construct):
        return refined_id(seat, action.good), cost_id(action.building, action.good)
    if isinstance(action, PlaceBuilding):
        size = catalogue().buildings[view.placing].size
        return view.placing, position_id(seat, action.side, size)
    if isinstance(action, Deliver):
        return refined_id(seat, view.worksites[action.worksite].good), site_id(action.worksite)
    if isinstance(action, Convert):
        return refined_id(seat, action.good), track_id(seat, action.good)
    if isinstance(action, ShopConvert):
        return raw_id(seat, action.good), position_id(seat, "left", action.row)
    if isinstance(action, TakeMarketCard) and action.slot < len(view.market):
        return view.market[action.slot], HAND
    return None


def intent(view: MagnaView, merchants: MerchantIds, item_id: str, target_id: str) -> Action | None:
    """What a gesture means even when illegal, so the engine explains the refusal."""
    if view.viewer is None:
        return None
    shop = view.players[view.viewer]
    parts = item_id.split(".")
    if target_id.startswith("area."):
        target = int(target_id.split(".")[1])
        if item_id.startswith("merchant."):
            source = merchants.area_of(item_id)
            if source is not None:
                return MoveMerchant(source=source, target=target)
        if shop.hand is not None and item_id in shop.hand:
            return PlayCard(card=item_id)
    if target_id == PROJECTS and item_id in catalogue().buildings:
        if view.phase == "draft":
            return DraftBuilding(card=item_id)
        return TakeBuilding(card=item_id)
    if parts[0] == "refined" and len(parts) == 3:
        good = int(parts[2])
        if target_id.startswith("site."):
            return Deliver(worksite=int(target_id.split(".")[1]))
        if target_id.startswith("proj."):
            return Construct(building=target_id.split(".", 1)[1].rsplit(".", 1)[0], good=good)
        if target_id.startswith("track."):
            return Convert(good=good)
    if parts[0] == "raw" and target_id.startswith("left."):
        return ShopConvert(row=int(target_id.split(".")[2]), good=int(parts[2]))
    if item_id == view.placing and target_id.split(".")[0] in ("left", "right"):
        side = target_id.split(".")[0]
        return PlaceBuilding(side="left" if side == "left" else "right")
    if target_id == HAND and item_id in view.market:
        return TakeMarketCard(slot=view.market.index(item_id))
    return None


# --- the City Power's chooser ---------------------------------------------------------
def active_power(view: MagnaView) -> Power:
    """The power of the city activated this turn."""
    return catalogue().powers[view.powers[view.activated // 2]]


def power_label(texts: MagnaTexts, view: MagnaView, action: UsePower) -> str:
    """One of a City Power's options in words."""
    power = active_power(view)
    if power.op == "exchange_raw":
        give, take = good_name(texts, action.spend), good_name(texts, action.good)
        return texts("power.exchange", give=give, take=take)
    if power.op == "discount":
        return texts("power.discount", good=good_name(texts, action.good))
    if power.op == "refine":
        give, take = good_name(texts, power.goods[0]), good_name(texts, power.goods[0], True)
        return texts("power.refine", give=give, take=take)
    good = action.good if action.good >= 0 else power.goods[0]
    return texts("power.gain", good=good_name(texts, good))


def power_path(texts: MagnaTexts, view: MagnaView, action: UsePower) -> tuple[str, ...] | None:
    """The exchange of the Rialto asks what to give, then what to take (others: ``None``)."""
    if active_power(view).op != "exchange_raw":
        return None
    give = texts("power.give", good=good_name(texts, action.spend))
    return give, texts("power.take", good=good_name(texts, action.good))


def power_detail(texts: MagnaTexts, view: MagnaView, action: UsePower) -> str:
    """How many of the good the player has."""
    good = action.spend if action.spend >= 0 else action.good
    if good < 0:
        return ""
    have = view.players[view.active].raw[good]
    return texts("power.have", have, good=good_name(texts, good))


def power_step_titles(texts: MagnaTexts, view: MagnaView) -> tuple[str, ...]:
    """The exchange's two questions (no other power asks in two steps)."""
    if active_power(view).op != "exchange_raw":
        return ()
    return texts("power.give.title"), texts("power.take.title")


# --- paying for a market card -----------------------------------------------------------
def payment_request(
    texts: MagnaTexts, view: MagnaView, item_id: str, target_id: str, actions: list[Action]
) -> AmountsRequest | None:
    """Paying a market card: a stepper per raw good, preset to the most plentiful goods."""
    payments = [a for a in actions if isinstance(a, TakeMarketCard)]
    if target_id != HAND or not payments:
        return None
    raw = view.players[view.active].raw
    options = tuple((tuple(a.pay), a) for a in payments)
    cost = sum(payments[0].pay)
    marks = letters(texts)
    return AmountsRequest(
        title=texts("market.pay", cost, card=texts.game(item_id)),
        rows=tuple(good_name(texts, g) for g in range(4)),
        marks=tuple(marks.of(g) for g in range(4)),
        options=options,
        total=cost,
        presets=((texts("market.plentiful"), plentiful(raw, [v for v, _a in options])),),
        item_id=item_id,
    )


def plentiful(raw: list[int], vectors: list[tuple[int, ...]]) -> tuple[int, ...]:
    """The legal payment that takes from the largest stocks first (a sensible preset)."""

    def left_after(vector: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted((raw[g] - vector[g] for g in range(4)), reverse=False))

    return max(vectors, key=left_after)
