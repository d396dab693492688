"""The small, tagged actions of Turandot (one card, one choice at a time)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from divas_desktop.core.types import Action

from .data import ROLES, Role


class AddToBid(Action):
    """Put one card from the hand into the face-down bid (TUR-023)."""

    kind: Literal["add_to_bid"] = "add_to_bid"
    card: str


class TakeBackFromBid(Action):
    """Take one card of the unconfirmed bid back into the hand."""

    kind: Literal["take_back_from_bid"] = "take_back_from_bid"
    card: str


class ConfirmBid(Action):
    """Close the bid; legal only when it is a legal bid (TUR-024..026)."""

    kind: Literal["confirm_bid"] = "confirm_bid"


class GiveUnderstudy(Action):
    """Puccini holder: give one revealed card to a player who needs an understudy."""

    kind: Literal["give_understudy"] = "give_understudy"
    player: int
    card: str


class ChooseFirer(Action):
    """Puccini holder: choose another player, who must fire a director (TUR-046)."""

    kind: Literal["choose_firer"] = "choose_firer"
    player: int


class FireDirector(Action):
    """Chosen player: remove one director of the pile from the game (TUR-047)."""

    kind: Literal["fire_director"] = "fire_director"
    director: str


class AssignRole(Action):
    """Final scene: put one of your singers on a role, swapping with its occupant."""

    kind: Literal["assign_role"] = "assign_role"
    singer: str
    role: Role


class ConfirmCast(Action):
    """Final scene: confirm your assignment of singers to roles."""

    kind: Literal["confirm_cast"] = "confirm_cast"


TurandotAction = Annotated[
    AddToBid
    | TakeBackFromBid
    | ConfirmBid
    | GiveUnderstudy
    | ChooseFirer
    | FireDirector
    | AssignRole
    | ConfirmCast,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[TurandotAction] = TypeAdapter(TurandotAction)


def moves_to_assignment(cast: tuple[str, ...], target: tuple[str, ...]) -> list[AssignRole]:
    """Return the AssignRole swaps that turn ``cast`` into ``target`` (both in role order).

    The board's "optimal assignment" button plays these one by one, then ConfirmCast.
    """
    current = list(cast)
    moves: list[AssignRole] = []
    for index, wanted in enumerate(target):
        if current[index] != wanted:
            source = current.index(wanted)
            current[source], current[index] = current[index], current[source]
            moves.append(AssignRole(singer=wanted, role=ROLES[index]))
    return moves
