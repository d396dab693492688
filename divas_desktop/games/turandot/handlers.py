"""One handler per kind of Turandot action, and the table ``rules.apply`` dispatches on.

Each handler takes a legal action (``rules.apply`` checks first) and returns the new
state with its events; states are immutable, so the input is never touched.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from divas_desktop.core.types import Action, Event, Seat, Transition

from . import hiring
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
from .data import ROLES
from .scoring import final_outcome
from .state import TurandotState, evolve, hand_order

ActionT = TypeVar("ActionT", bound=Action)
Step = Transition[TurandotState]
Handler = Callable[[TurandotState, Seat, ActionT], Step]


@cache
def _secret(kind: str, seat: Seat, card: str) -> Event:
    """A card moved between a hand and its bid, seen by its owner (built once, as
    :func:`hiring.player_event`)."""
    return Event(kind=kind, params={"player": seat, "card": card}, visible_to=(seat,))


def add_to_bid(state: TurandotState, seat: Seat, action: AddToBid) -> Step:
    """Move a card from the hand into the face-down bid (TUR-023)."""
    company = state.companies[seat]
    hand = tuple(c for c in company.hand if c != action.card)
    bid = hand_order(company.bid + (action.card,))
    return Transition(
        state=state.with_company(seat, hand=hand, bid=bid),
        events=[_secret("turandot.card_added_to_bid", seat, action.card)],
    )


def take_back_from_bid(state: TurandotState, seat: Seat, action: TakeBackFromBid) -> Step:
    """Move a card of the unconfirmed bid back into the hand."""
    company = state.companies[seat]
    hand = hand_order(company.hand + (action.card,))
    bid = tuple(c for c in company.bid if c != action.card)
    return Transition(
        state=state.with_company(seat, hand=hand, bid=bid),
        events=[_secret("turandot.card_taken_back", seat, action.card)],
    )


def confirm_bid(state: TurandotState, seat: Seat, action: ConfirmBid) -> Step:
    """Close the bid; the last one closed reveals every bid at once (TUR-028)."""
    state = state.with_company(seat, has_bid=True)
    events = [hiring.player_event("turandot.bid_confirmed", seat)]
    if not all(c.has_bid for c in state.companies):
        return Transition(state=state, events=events)
    state, more = hiring.resolve_bids(state)
    return _moved_on(state, events + more, revealed=True)


def give_understudy(state: TurandotState, seat: Seat, action: GiveUnderstudy) -> Step:
    """Puccini holder: give a remaining revealed card as an understudy (TUR-043, TUR-044)."""
    return _moved_on(*hiring.give_understudy(state, action.player, action.card))


def choose_firer(state: TurandotState, seat: Seat, action: ChooseFirer) -> Step:
    """Puccini holder: choose the player who must fire a director (TUR-046)."""
    event = Event(kind="turandot.firer_chosen", params={"player": seat, "target": action.player})
    return Transition(
        state=evolve(state, phase="fire_director", firer=action.player), events=[event]
    )


def fire_director(state: TurandotState, seat: Seat, action: FireDirector) -> Step:
    """Remove a director of the pile from the game (TUR-047); the round ends."""
    return _moved_on(*hiring.fire_director(state, action.director))


def assign_role(state: TurandotState, seat: Seat, action: AssignRole) -> Step:
    """Final scene: put a singer on a role, swapping with its occupant (TUR-059)."""
    cast = list(state.companies[seat].cast)
    source, target = cast.index(action.singer), ROLES.index(action.role)
    cast[source], cast[target] = cast[target], cast[source]
    return Transition(state=state.with_company(seat, cast=tuple(cast)))


def confirm_cast(state: TurandotState, seat: Seat, action: ConfirmCast) -> Step:
    """Final scene: confirm the cast; the last confirmation ends the game."""
    state = state.with_company(seat, cast_confirmed=True)
    events = [hiring.player_event("turandot.cast_confirmed", seat)]
    if all(c.cast_confirmed for c in state.companies):
        state = evolve(state, phase="over")
    return _moved_on(state, events)


def _moved_on(state: TurandotState, events: list[Event], revealed: bool = False) -> Step:
    """Finish a step that may have drawn new cards or ended the game."""
    # A new casting call draws from the deck: everybody learns new cards.
    if revealed or any(e.kind in hiring.DRAW_EVENTS for e in events):
        revealed_to = frozenset(range(state.seats))
    else:
        revealed_to = frozenset()
    if state.phase == "over":
        events += _final_events(state)
    return Transition(state=state, events=events, revealed_to=revealed_to)


def _final_events(state: TurandotState) -> list[Event]:
    outcome = final_outcome(state)
    events = [
        Event(kind="turandot.final_score", params={"player": s, "score": p})
        for s, p in outcome.scores.items()
    ]
    if len(outcome.winners) > 1:
        events.append(
            Event(kind="turandot.shared_victory", params={"players": list(outcome.winners)})
        )
    else:
        events.append(Event(kind="turandot.winner", params={"player": outcome.winners[0]}))
    return events


HANDLERS: dict[type[Action], Handler[Any]] = {
    AddToBid: add_to_bid,
    TakeBackFromBid: take_back_from_bid,
    ConfirmBid: confirm_bid,
    GiveUnderstudy: give_understudy,
    ChooseFirer: choose_firer,
    FireDirector: fire_director,
    AssignRole: assign_role,
    ConfirmCast: confirm_cast,
}
"""The handler of each kind of action."""
