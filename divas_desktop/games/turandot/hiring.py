"""Phase 1 reveal, Phase 2 resolution and the end of a round (TUR-022..057).

Every function takes a state and returns a new state with the events it produced.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .data import card_name
from .state import (
    RevealedBid,
    TurandotState,
    card_number,
    card_type,
    evolve,
    hand_order,
)

DIRECTOR_ROUND = 4
"""Round in which directors are hired instead of singers (TUR-020)."""
FIRING_ROUNDS = (1, 2, 3)
"""Rounds with Phase 3, Fire a Director (TUR-018)."""
LAST_ROUND = 7
DRAW_EVENTS = ("turandot.casting_call", "turandot.directors_drawn")
"""Events after which every seat has seen newly drawn cards."""


@lru_cache(maxsize=None, typed=True)
def player_event(kind: str, player: int, **params: Any) -> Event:
    """An event about ``player`` (the first parameter), built once per distinct content:
    events are immutable and building one is costly."""
    return Event(kind=kind, params={"player": player, **params})


def named(key: str, card: str) -> dict[str, str]:
    """Event parameters for a card: its id under ``key`` and its name under ``<key>_name``."""
    return {key: card, f"{key}_name": card_name(card)}


@cache
def read_bid(bid: tuple[str, ...]) -> RevealedBid:
    """Return what a bid holds: its number (or None), money count and bluff.

    Cached: a player has only so many bids to make from eleven cards.
    """
    numbers = [card_number(c) for c in bid if card_type(c) == "number"]
    money = sum(1 for c in bid if card_type(c) == "money")
    return RevealedBid(
        numbers[0] if numbers else None, money, any(card_type(c) == "bluff" for c in bid)
    )


@cache
def is_legal_bid(bid: tuple[str, ...]) -> bool:
    """One number (+ any money), or exactly one money alone; bluff optional (TUR-024..026).

    Cached: asked of every bid at every bidding step.
    """
    numbers = sum(1 for c in bid if card_type(c) == "number")
    money = sum(1 for c in bid if card_type(c) == "money")
    return numbers == 1 or (numbers == 0 and money == 1)


def casting_call(state: TurandotState) -> tuple[TurandotState, list[Event]]:
    """Reveal N+1 singers (or, in round 4, draw N+1 directors) under the characters."""
    count = state.seats + 1
    padding = (None,) * (6 - count)
    if state.round == DIRECTOR_ROUND:
        rng = Rng(state.rng)
        pile = rng.shuffled(list(state.director_pile))
        drawn, left = tuple(pile[:count]), tuple(pile[count:])
        events = [Event(kind="turandot.directors_drawn", params={"cards": list(drawn)})]
        events += [
            Event(kind="turandot.director_removed", params=named("director", d)) for d in left
        ]
        state = evolve(
            state,
            casting=drawn + padding,
            director_pile=(),
            rng=rng.state,
            removed_directors=state.removed_directors + left,
        )
    else:
        drawn = state.deck[:count]
        events = [Event(kind="turandot.casting_call", params={"cards": list(drawn)})]
        state = evolve(state, casting=drawn + padding, deck=state.deck[count:])
    events.insert(0, Event(kind="turandot.round_started", params={"round": state.round}))
    return state, events


def _receive(state: TurandotState, seat: int, slot: int) -> TurandotState:
    """Give the card under character ``slot`` (0-based) to ``seat``."""
    card = state.casting[slot]
    assert card is not None
    casting = list(state.casting)
    casting[slot] = None
    hires = list(state.hires)
    hires[seat] = card
    company = state.companies[seat]
    if state.round == DIRECTOR_ROUND:
        state = state.with_company(seat, director=card)
    else:
        state = state.with_company(seat, singers=company.singers + (card,))
    return evolve(state, casting=tuple(casting), hires=tuple(hires))


def _hire_event(state: TurandotState, seat: int, card: str, slot: int, money: int) -> Event:
    kind = "turandot.director_hired" if state.round == DIRECTOR_ROUND else "turandot.singer_hired"
    key = "director" if state.round == DIRECTOR_ROUND else "singer"
    return player_event(kind, seat, **named(key, card), number=slot + 1, money=money)


def resolve_bids(state: TurandotState) -> tuple[TurandotState, list[Event]]:
    """Reveal every bid and resolve numbers, money and scene elements (TUR-028..042)."""
    seats = state.clockwise(state.puccini)
    bids = {seat: read_bid(state.companies[seat].bid) for seat in range(state.seats)}
    events = [Event(kind="turandot.bids_revealed")]
    for seat in seats:
        bid = bids[seat]
        if bid.number is None:
            events.append(player_event("turandot.bid_revealed_money", seat, bluff=bid.bluff))
        else:
            events.append(
                player_event(
                    "turandot.bid_revealed_number",
                    seat,
                    number=bid.number,
                    money=bid.money,
                    bluff=bid.bluff,
                )
            )
    state = evolve(
        state,
        revealed=tuple(bids[s] for s in range(state.seats)),
        hires=(None,) * state.seats,
        designer=None,
        carpenter=None,
    )
    spent: dict[int, tuple[str, ...]] = {}
    scene: dict[int, tuple[str, ...]] = {}

    # TUR-029..033: each number goes to its only bidder, or to a strictly highest bidder.
    for number in sorted({b.number for b in bids.values() if b.number is not None}):
        bidders = [s for s in seats if bids[s].number == number]
        top = max(bids[s].money for s in bidders)
        leaders = [s for s in bidders if bids[s].money == top]
        winner = leaders[0] if len(leaders) == 1 else None
        for seat in bidders:
            if seat == winner:
                card = state.casting[number - 1]
                assert card is not None
                money = tuple(c for c in state.companies[seat].bid if card_type(c) == "money")
                spent[seat] = money
                events.append(_hire_event(state, seat, card, number - 1, len(money)))
                state = _receive(state, seat, number - 1)
            elif winner is not None:
                events.append(player_event("turandot.outbid", seat, number=number, winner=winner))
            else:
                events.append(player_event("turandot.tied", seat, number=number))

    # TUR-034..042, TUR-056: money-only bids contest the designer and the carpenter.
    money_only = [s for s in seats if bids[s].number is None]
    slots: list[str] = []
    if state.round != DIRECTOR_ROUND:
        slots = ["designer", "carpenter"] if state.carpenter_in_game else ["designer"]
    eligible = [s for s in money_only if s != state.puccini]  # TUR-038
    for seat, slot in zip(eligible, slots, strict=False):
        scene[seat] = tuple(c for c in state.companies[seat].bid if card_type(c) == "money")
        state = evolve(state, **{slot: seat})
        events.append(player_event(f"turandot.{slot}_hired", seat))
    for seat in money_only:
        if seat not in scene:
            events.append(player_event("turandot.money_returned", seat))

    # TUR-030, TUR-032, TUR-040, TUR-050: what is not spent or on the scene goes back.
    companies = list(state.companies)
    for seat, company in enumerate(companies):
        gone = spent.get(seat, ()) + scene.get(seat, ())
        back = tuple(c for c in company.bid if c not in gone)
        companies[seat] = evolve(
            company,
            hand=hand_order(company.hand + back),
            bid=(),
            has_bid=False,
            spent=company.spent + spent.get(seat, ()),
            scene=company.scene + scene.get(seat, ()),
        )
    needs = tuple(s for s in seats if state.hires[s] is None)
    state = evolve(state, companies=tuple(companies), needs_understudy=needs)
    if needs:
        return evolve(state, phase="understudies"), events
    return after_hiring(state, events)


def give_understudy(
    state: TurandotState, seat: int, card: str
) -> tuple[TurandotState, list[Event]]:
    """Give a remaining revealed card to a player who needs an understudy (TUR-043, TUR-044)."""
    slot = state.casting.index(card)
    state = _receive(state, seat, slot)
    state = evolve(state, needs_understudy=tuple(s for s in state.needs_understudy if s != seat))
    events = [
        player_event("turandot.understudy_given", seat, **named("card", card), by=state.puccini)
    ]
    if state.needs_understudy:
        return state, events
    return after_hiring(state, events)


def after_hiring(state: TurandotState, events: list[Event]) -> tuple[TurandotState, list[Event]]:
    """Go on to Phase 3 in rounds 1-3, or end the round."""
    if state.round in FIRING_ROUNDS:
        return evolve(state, phase="choose_firer"), events
    more_state, more = end_round(state)
    return more_state, events + more


def fire_director(state: TurandotState, director: str) -> tuple[TurandotState, list[Event]]:
    """The chosen player removes a director from the pile (TUR-047)."""
    assert state.firer is not None
    events = [
        Event(
            kind="turandot.director_fired",
            params={"player": state.firer, **named("director", director)},
        )
    ]
    state = evolve(
        state,
        director_pile=tuple(d for d in state.director_pile if d != director),
        fired=state.fired + ((state.firer, director),),
        firer=None,
    )
    more_state, more = end_round(state)
    return more_state, events + more


def end_round(state: TurandotState) -> tuple[TurandotState, list[Event]]:
    """Remove the leftover card, pass Puccini left and start the next round (TUR-049..052)."""
    events: list[Event] = []
    leftover = tuple(c for c in state.casting if c is not None)
    if state.round == DIRECTOR_ROUND:
        state = evolve(state, removed_directors=state.removed_directors + leftover)
        events += [
            Event(kind="turandot.director_leaves", params=named("director", c)) for c in leftover
        ]
    else:
        state = evolve(state, removed_singers=state.removed_singers + leftover)
        events += [
            Event(kind="turandot.singer_leaves", params=named("singer", c)) for c in leftover
        ]
    state = evolve(state, casting=(None,) * 6, designer=None, carpenter=None)
    if state.round == LAST_ROUND:
        return start_final_scene(state), events + [Event(kind="turandot.final_scene")]
    puccini = (state.puccini + 1) % state.seats
    events.append(player_event("turandot.puccini_passes", puccini))
    state = evolve(
        state,
        round=state.round + 1,
        puccini=puccini,
        revealed=(),
        hires=(),
        needs_understudy=(),
        phase="bidding",
    )
    state, more = casting_call(state)
    return state, events + more


def start_final_scene(state: TurandotState) -> TurandotState:
    """Lay out each cast in hire order; players then rearrange it (TUR-058, TUR-059)."""
    companies = tuple(
        evolve(c, cast=c.singers, cast_confirmed=state.role_order) for c in state.companies
    )
    phase = "over" if state.role_order else "final"
    return evolve(
        state, companies=companies, phase=phase, revealed=(), hires=(), needs_understudy=()
    )
