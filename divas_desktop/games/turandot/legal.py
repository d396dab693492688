"""Who must decide, what each seat may do now, and the cheap check of one action."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from divas_desktop.core.types import Action, Seat

from .actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    ConfirmBid,
    ConfirmCast,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from .data import ROLES, Role
from .hiring import is_legal_bid
from .state import Phase, TurandotState, card_type

PHASE_OF: dict[type[Action], Phase] = {
    AddToBid: "bidding",
    TakeBackFromBid: "bidding",
    ConfirmBid: "bidding",
    GiveUnderstudy: "understudies",
    ChooseFirer: "choose_firer",
    FireDirector: "fire_director",
    AssignRole: "final",
    ConfirmCast: "final",
}
"""The phase in which each kind of action may be taken."""
CONFIRM_BID = ConfirmBid()
CONFIRM_CAST = ConfirmCast()


def to_move(state: TurandotState) -> tuple[Seat, ...]:
    """Unbid seats while bidding; the Puccini holder or the firer in between; unconfirmed
    casts in the final scene; nobody once the game is over."""
    phase = state.phase
    if phase == "bidding":
        return tuple([s for s, c in enumerate(state.companies) if not c.has_bid])
    if phase in ("understudies", "choose_firer"):
        return (state.puccini,)
    if phase == "fire_director":
        assert state.firer is not None
        return (state.firer,)
    if phase == "final":
        return tuple([s for s, c in enumerate(state.companies) if not c.cast_confirmed])
    return ()


def may_act(state: TurandotState, seat: Seat) -> bool:
    """Whether ``seat`` is one of :func:`to_move` (checked on every action, so cheaply)."""
    phase = state.phase
    if not 0 <= seat < state.seats:
        return False
    if phase == "bidding":
        return not state.companies[seat].has_bid
    if phase in ("understudies", "choose_firer"):
        return seat == state.puccini
    if phase == "fire_director":
        return seat == state.firer
    return phase == "final" and not state.companies[seat].cast_confirmed


# Actions are immutable and building a pydantic model is costly: enumeration reuses them.
@cache
def _add(card: str) -> AddToBid:
    return AddToBid(card=card)


@cache
def _take_back(card: str) -> TakeBackFromBid:
    return TakeBackFromBid(card=card)


@cache
def _understudy(player: int, card: str) -> GiveUnderstudy:
    return GiveUnderstudy(player=player, card=card)


@cache
def _firer(player: int) -> ChooseFirer:
    return ChooseFirer(player=player)


@cache
def _fire(director: str) -> FireDirector:
    return FireDirector(director=director)


@cache
def _assign(singer: str, role: Role) -> AssignRole:
    return AssignRole(singer=singer, role=role)


def legal_actions(state: TurandotState, seat: Seat) -> list[Action]:
    """Return the legal actions of ``seat`` in a fixed order."""
    if not may_act(state, seat):
        return []
    phase = state.phase
    if phase == "bidding":
        return _bidding_actions(state, seat)
    if phase == "understudies":
        remaining = [c for c in state.casting if c is not None]
        return [_understudy(p, c) for p in state.needs_understudy for c in remaining]
    if phase == "choose_firer":
        return [_firer(p) for p in state.clockwise(state.puccini)[1:]]
    if phase == "fire_director":
        return [_fire(d) for d in state.director_pile]
    cast = state.companies[seat].cast
    actions: list[Action] = [
        _assign(singer, role)
        for singer in cast
        for role, holder in zip(ROLES, cast, strict=True)
        if holder != singer
    ]
    actions.append(CONFIRM_CAST)
    return actions


def _bidding_actions(state: TurandotState, seat: Seat) -> list[Action]:
    company = state.companies[seat]
    return list(_bid_choices(company.hand, company.bid))


@lru_cache(maxsize=8192)
def _bid_choices(hand: tuple[str, ...], bid: tuple[str, ...]) -> tuple[Action, ...]:
    """The bidding actions of a hand and a bid (they depend on nothing else), remembered:
    the same hands and bids come back at every step of the bidding."""
    has_number = any(card_type(c) == "number" for c in bid)
    actions: list[Action] = [_add(c) for c in hand if not (has_number and card_type(c) == "number")]
    actions += [_take_back(c) for c in bid]
    if is_legal_bid(bid):
        actions.append(CONFIRM_BID)
    return tuple(actions)


def is_legal(state: TurandotState, seat: Seat, action: Action) -> bool:
    """Whether ``seat`` may take ``action`` now, without enumerating the legal actions."""
    check = _CHECKS.get(type(action))
    return (
        check is not None
        and PHASE_OF[type(action)] == state.phase
        and may_act(state, seat)
        and check(state, seat, action)
    )


def _may_add(state: TurandotState, seat: Seat, action: AddToBid) -> bool:
    company = state.companies[seat]
    if action.card not in company.hand:
        return False
    return card_type(action.card) != "number" or all(card_type(c) != "number" for c in company.bid)


def _may_assign(state: TurandotState, seat: Seat, action: AssignRole) -> bool:
    cast = state.companies[seat].cast
    return action.singer in cast and cast[ROLES.index(action.role)] != action.singer


_CHECKS: dict[type[Action], Callable[[TurandotState, Seat, Any], bool]] = {
    AddToBid: _may_add,
    TakeBackFromBid: lambda state, seat, action: action.card in state.companies[seat].bid,
    ConfirmBid: lambda state, seat, action: is_legal_bid(state.companies[seat].bid),
    GiveUnderstudy: lambda state, seat, action: (
        action.player in state.needs_understudy and action.card in state.casting
    ),
    ChooseFirer: lambda state, seat, action: (
        action.player != state.puccini and 0 <= action.player < state.seats
    ),
    FireDirector: lambda state, seat, action: action.director in state.director_pile,
    AssignRole: _may_assign,
    ConfirmCast: lambda state, seat, action: True,
}
"""The condition each kind of action must meet, once phase and seat are right."""
