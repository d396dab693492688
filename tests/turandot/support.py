"""Helpers that set up Turandot tables and play bids for the rule tests."""

from __future__ import annotations

from dataclasses import replace

from divas_desktop.core.types import Event, Transition
from divas_desktop.games.turandot.actions import AddToBid, ConfirmBid
from divas_desktop.games.turandot.config import TurandotConfig
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.state import (
    TurandotState,
    bluff_card,
    card_type,
    number_card,
)

Bid = tuple[int | None, int, bool]
"""(number or None, money cards, bluff)."""


def new_state(seats: int, seed: int = 1, puccini: int = 1, **options) -> TurandotState:
    """Set up a table; ``puccini`` is the 1-based seat holding the maestro first."""
    config = TurandotConfig(seats=seats, first_maestro=puccini, **options)
    return GAME.initial_state(config, seed)


def bid_cards(state: TurandotState, seat: int, bid: Bid) -> list[str]:
    """Return the card ids of ``seat`` that make up ``bid``."""
    number, money, bluff = bid
    hand = state.companies[seat].hand
    cards = [number_card(seat, number)] if number is not None else []
    cards += [c for c in hand if card_type(c) == "money"][:money]
    if bluff:
        cards.append(bluff_card(seat))
    return cards


def place_bid(state: TurandotState, seat: int, bid: Bid) -> Transition:
    """Add the cards of ``bid`` one by one and confirm; return the last transition."""
    for card in bid_cards(state, seat, bid):
        state = GAME.apply(state, seat, AddToBid(card=card)).state
    return GAME.apply(state, seat, ConfirmBid())


def place_bids(state: TurandotState, bids: dict[int, Bid]) -> tuple[TurandotState, list[Event]]:
    """Place every seat's bid (in seat order); return the state and the reveal's events."""
    transition = None
    for seat in sorted(bids):
        transition = place_bid(state, seat, bids[seat])
        state = transition.state
    assert transition is not None
    return state, transition.events


def kinds_of(events: list[Event]) -> list[str]:
    """Return the kinds of ``events``."""
    return [e.kind for e in events]


def play_bots(state: TurandotState, until=lambda s: False, seed: int = 0) -> TurandotState:
    """Let computer players play until ``until(state)`` holds or the game is over."""
    while GAME.to_move(state) and not until(state):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, seed)).state
    return state


def stage_final(
    state: TurandotState,
    casts: dict[int, list[str]],
    director: dict[int, str],
    scene: dict[int, int],
) -> TurandotState:
    """Return a finished table where each seat has the given cast, director and scene."""
    companies = list(state.companies)
    for seat, cast in casts.items():
        money = [c for c in companies[seat].hand if card_type(c) == "money"][: scene.get(seat, 0)]
        companies[seat] = replace(
            companies[seat],
            singers=tuple(cast),
            cast=tuple(cast),
            cast_confirmed=True,
            director=director.get(seat),
            scene=tuple(money),
            hand=tuple(c for c in companies[seat].hand if c not in money),
        )
    return replace(state, companies=tuple(companies), phase="over", round=7)
