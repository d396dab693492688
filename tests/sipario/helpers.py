"""Builders for hand-made Sipario! positions used by the rule tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields
from typing import Any

from divas_desktop.core.types import Action
from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.data import load
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.games.sipario.state import State

DATA = load()


def table(seats: int = 4, seed: int = 1, **options) -> State:
    """A table after setup (nobody swaps), at the first player's turn."""
    state = GAME.initial_state(SiparioConfig(seats=seats, **options), seed)
    while state.phase == "setup_swap":
        state = GAME.apply(state, state.current, act.SetupSwap()).state
    return state


def opera(title: str) -> str:
    """Id of the opera with this title."""
    return next(o.id for o in DATA.operas.values() if o.title == title)


def role(title: str, name: str) -> int:
    """Index of a role on an opera card."""
    roles = DATA.operas[opera(title)].roles
    return next(i for i, r in enumerate(roles) if r.name == name)


def singers(category: str, voice: str | None = None) -> list[str]:
    """Ids of singers of a category (and voice)."""
    return [
        s.id
        for s in DATA.singers.values()
        if s.category == category and (voice is None or s.voice == voice)
    ]


def pd(ability: str) -> str:
    """Id of a Prima donna by ability key."""
    return next(s.id for s in DATA.singers.values() if s.ability == ability)


def cards(kind: str) -> list[str]:
    """Ids of action cards of a type."""
    return [c.id for c in DATA.action_cards.values() if c.type == kind]


@contextmanager
def editing(state: State) -> Iterator[State]:
    """Arrange a position with list operations: inside the block the state's piles and its
    players' cards are lists (each player the state's own copy); after it they are tuples
    again, as the engine keeps them (shared by the copies of a state)."""
    holders: list[Any] = [state] + [state.own_player(seat) for seat in range(state.seats)]
    turned = [
        [field.name for field in fields(holder) if isinstance(getattr(holder, field.name), tuple)]
        for holder in holders
    ]
    for holder, names in zip(holders, turned, strict=True):
        for name in names:
            setattr(holder, name, list(getattr(holder, name)))
    try:
        yield state
    finally:
        for holder, names in zip(holders, turned, strict=True):
            for name in names:
                setattr(holder, name, tuple(getattr(holder, name)))
        state.forget_listing()  # the state changed in place: a list made before is stale


def _take(state: State, card: str, keep: set[str]) -> None:
    """Remove ``card`` from wherever it is; a robbed hand gets a deck card instead."""
    if card in state.deck:
        state.deck.remove(card)
        return
    spare = next(c for c in reversed(state.deck) if c not in keep)
    for p in state.players:
        if card in p.hand:
            p.hand[p.hand.index(card)] = spare
            state.deck.remove(spare)
            return
    for pile in (state.discard, state.blind):
        for entry in pile:
            if entry[0] == card:
                pile.remove(entry)
                return
    for pile in (state.debut_pile, state.exceptions, state.exceptions_hidden, state.aside):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(card)


def set_hand(state: State, seat: int, hand: list[str]) -> None:
    """Give ``seat`` exactly ``hand``; his old cards go back into the deck (all conserved)."""
    with editing(state):
        old = state.players[seat].hand
        state.players[seat].hand = []
        state.deck[:0] = old
        for card in hand:
            _take(state, card, set(hand))
            state.players[seat].hand.append(card)


def set_season(state: State, seat: int, titles: list[str]) -> None:
    """Give ``seat`` exactly these season operas (swapping with wherever they are)."""
    with editing(state):
        wanted = [opera(t) for t in titles]
        player = state.players[seat]
        for o in wanted:
            for p in state.players:
                if o in p.season:
                    p.season.remove(o)
            if o in state.opera_deck:
                state.opera_deck.remove(o)
        state.opera_deck[:0] = player.season
        player.season = list(wanted)
        have = set(state.opera_deck) | {o for p in state.players for o in p.season + p.staged}
        have |= set(state.opera_discard)
        for o in DATA.operas:
            if o not in have:
                state.opera_deck.insert(0, o)
        for p in state.players:
            while len(p.season) < 3 and p is not player:
                p.season.append(state.opera_deck.pop())


def play(state: State, seat: int, action: Action) -> State:
    """Apply ``action`` after checking that it is legal."""
    legal = GAME.legal_actions(state, seat)
    assert action in legal, (action, [a for a in legal if a.kind == action.kind][:8])
    return GAME.apply(state, seat, action).state


def transition(state: State, seat: int, action: Action):
    """Apply a legal action and return the whole transition."""
    assert action in GAME.legal_actions(state, seat), action
    return GAME.apply(state, seat, action)


def cast_all(state: State, seat: int, placements: list[tuple]) -> State:
    """Cast (card, role[, enabler, enabler_type[, travesti]]) placements in order."""
    for p in placements:
        card, r = p[0], p[1]
        enabler = p[2] if len(p) > 2 else None
        etype = p[3] if len(p) > 3 else None
        trav = p[4] if len(p) > 4 else None
        state = play(
            state,
            seat,
            act.Cast(card=card, role=r, enabler=enabler, enabler_type=etype, travesti=trav),
        )
    return state


def clean(state: State) -> list[str]:
    """The broken invariants of a state (empty when fine)."""
    return GAME.invariants(state)
