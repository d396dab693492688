"""Which gesture performs which Turandot action (Qt-free: the view, ids and actions).

A hand card dragged to the bid and back; a revealed card dragged onto the company that
waits for an understudy; a director dragged from the pile to the fired directors; a
singer dragged onto a role of the final scene (a role already taken swaps the two).
Each also works by click-then-target and by keyboard. Confirming, choosing who fires
and the optimal assignment are buttons (``prompts.py``); the optimal assignment plays
the role swaps of :func:`optimal_swaps` one by one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.types import Action
from ....games.turandot.actions import (
    AddToBid,
    AssignRole,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
    moves_to_assignment,
)
from ....games.turandot.views import TurandotView
from .layout import BID_ZONE, FIRED_ZONE, HAND_ZONE, company_id, role_id

if TYPE_CHECKING:  # the framework's alias; this module needs no Qt
    from ...board import GestureKey


def action_key(action: Action) -> GestureKey | None:
    """The drag that performs ``action`` (``None``: a button)."""
    if isinstance(action, AddToBid):
        return action.card, BID_ZONE
    if isinstance(action, TakeBackFromBid):
        return action.card, HAND_ZONE
    if isinstance(action, GiveUnderstudy):
        return action.card, company_id(action.player)
    if isinstance(action, FireDirector):
        return action.director, FIRED_ZONE
    if isinstance(action, AssignRole):
        return action.singer, role_id(action.role)
    return None


def intent(view: TurandotView, item_id: str, target_id: str) -> Action | None:
    """What a gesture means even when illegal, so the engine explains the refusal."""
    if target_id == BID_ZONE and item_id in view.hand:
        return AddToBid(card=item_id)
    if target_id == HAND_ZONE and item_id in view.bid:
        return TakeBackFromBid(card=item_id)
    if target_id.startswith("company.") and item_id in view.casting:
        return GiveUnderstudy(player=int(target_id.split(".")[1]), card=item_id)
    if target_id == FIRED_ZONE and item_id in view.director_pile:
        return FireDirector(director=item_id)
    if target_id.startswith("role."):
        role = target_id.split(".", 1)[1]
        if role in view.characters:
            return AssignRole(singer=item_id, role=role)  # type: ignore[arg-type]
    return None


def optimal_swaps(view: TurandotView) -> list[Action]:
    """The role swaps that turn the viewer's cast into the view's optimal arrangement."""
    seat = view.viewer
    if seat is None or not view.optimal_cast:
        return []
    cast = tuple(view.players[seat].cast)
    return list(moves_to_assignment(cast, tuple(view.optimal_cast)))
