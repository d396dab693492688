"""The small, tagged actions of The Battle of the Divas."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from divas_desktop.core.types import Action

from .data import HOUSES, HouseId


class PlayCard(Action):
    """Phase 1 (or an event): play a card from the hand onto the opera of a house."""

    kind: Literal["play_card"] = "play_card"
    card: str
    house: HouseId


class Move(Action):
    """Phase 2: move the diva to this white key."""

    kind: Literal["move"] = "move"
    key: int


class ChooseBlackKey(Action):
    """Phase 3: choose which adjacent black key's two actions to perform."""

    kind: Literal["choose_black_key"] = "choose_black_key"
    black: int


class Fame(Action):
    """Increase Fame: move this house's fame counter one step toward you."""

    kind: Literal["fame"] = "fame"
    house: HouseId


class Tessitura(Action):
    """Expand Tessitura: move the low or high marker outward ("none": both at the ends)."""

    kind: Literal["tessitura"] = "tessitura"
    side: Literal["low", "high", "none"]


class SendNote(Action):
    """Opera House action: send your note token on this key to the instrument's house."""

    kind: Literal["send_note"] = "send_note"
    key: int


class CloseOpera(Action):
    """Opera House action: close and score the opera of this house."""

    kind: Literal["close_opera"] = "close_opera"
    house: HouseId


class Timeline(Action):
    """Play this card from your hand to the right end of the Timeline."""

    kind: Literal["timeline"] = "timeline"
    card: str


class Shift(Action):
    """One Timeline movement step: swap this card with its left (-1) or right (+1) neighbour."""

    kind: Literal["shift"] = "shift"
    card: str
    direction: Literal[-1, 1]


class PlaceNote(Action):
    """Place (or flip) a note token on this white key (events and Tebaldi's skill)."""

    kind: Literal["place_note"] = "place_note"
    key: int


class RemoveNote(Action):
    """Remove the opponent's note token on this white key (negative events)."""

    kind: Literal["remove_note"] = "remove_note"
    key: int


class Applause(Action):
    """Gain the event's applause in this house."""

    kind: Literal["applause"] = "applause"
    house: HouseId


class Drain(Action):
    """Make the opponent lose the event's applause in this house."""

    kind: Literal["drain"] = "drain"
    house: HouseId


class Shrink(Action):
    """Move one of the opponent's tessitura markers one key inward."""

    kind: Literal["shrink"] = "shrink"
    side: Literal["low", "high"]


class Done(Action):
    """Decline the rest of the current step (remaining piano actions, event choices)."""

    kind: Literal["done"] = "done"


DivasAction = Annotated[
    PlayCard
    | Move
    | ChooseBlackKey
    | Fame
    | Tessitura
    | SendNote
    | CloseOpera
    | Timeline
    | Shift
    | PlaceNote
    | RemoveNote
    | Applause
    | Drain
    | Shrink
    | Done,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[DivasAction] = TypeAdapter(DivasAction)


@cache
def act(cls: type[Action], **fields: Any) -> Action:
    """Return a shared instance of an action (actions are immutable; building is costly).

    The game has a few hundred distinct actions at most, so every one is kept.
    """
    return cls(**fields)


@cache
def plays(card: str) -> tuple[PlayCard, ...]:
    """Return the shared PlayCard of ``card`` onto each house, in board order.

    Listed for every card in hand on every Phase 1: the most frequent enumeration.
    """
    return tuple(PlayCard(card=card, house=house) for house in HOUSES)
