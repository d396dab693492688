"""Specific reasons for refused Turandot actions (codes translated by the UI)."""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction, Seat

from .actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    ConfirmBid,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from .hiring import read_bid
from .legal import PHASE_OF
from .state import TurandotState, card_type


def explain_refusal(state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
    """Return the reason ``action`` of ``seat`` is not legal now."""
    if PHASE_OF.get(type(action)) != state.phase:
        return IllegalAction("wrong_phase")
    company = state.companies[seat]
    if isinstance(action, AddToBid):
        if action.card not in company.hand:
            return IllegalAction("card_not_in_hand", card=action.card)
        return IllegalAction("bid_one_number")
    if isinstance(action, TakeBackFromBid):
        return IllegalAction("card_not_in_bid", card=action.card)
    if isinstance(action, ConfirmBid):
        bid = read_bid(company.bid)
        if not any(card_type(c) != "bluff" for c in company.bid):
            return IllegalAction("bid_empty")
        if bid.number is None and bid.money > 1:
            return IllegalAction("bid_money_alone")
        return IllegalAction("bid_one_number")
    if isinstance(action, GiveUnderstudy):
        if action.player not in state.needs_understudy:
            return IllegalAction("no_understudy_needed", player=action.player)
        return IllegalAction("card_not_available", card=action.card)
    if isinstance(action, ChooseFirer):
        return IllegalAction("choose_another_player")
    if isinstance(action, FireDirector):
        return IllegalAction("director_not_in_pile", director=action.director)
    if isinstance(action, AssignRole):
        if action.singer not in company.cast:
            return IllegalAction("not_your_singer", singer=action.singer)
        return IllegalAction("already_in_role")
    return IllegalAction("illegal_move")
