"""Builders for hand-made Battle of the Divas positions used by the rule tests."""

from __future__ import annotations

from divas_desktop.core.types import Action, Event
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.data import load
from divas_desktop.games.divas.rules import GAME
from divas_desktop.games.divas.state import DivasState

CALLAS, TEBALDI = 0, 1
DATA = load()


def fresh(seed: int = 1, **options) -> DivasState:
    """Return a new game (Callas to play first unless told otherwise)."""
    options.setdefault("first_player", "callas")
    return GAME.initial_state(DivasConfig(**options), seed)


def card(name: str) -> str:
    """Return the id of the Diva card with this English name."""
    return next(c.id for c in DATA.cards.values() if c.name == name)


def opera(title: str) -> str:
    """Return the id of the opera with this title."""
    return next(o.id for o in DATA.operas.values() if o.title == title)


def put_opera(state: DivasState, house: str, title: str) -> None:
    """Make ``title`` the opera of ``house`` (swapping, so every card stays conserved)."""
    wanted, current = opera(title), state.houses[house].opera
    if wanted == current:
        return
    for other in state.houses.values():
        if other.opera == wanted:
            other.opera = current
            break
    else:
        state.opera_deck[state.opera_deck.index(wanted)] = current
    state.houses[house].opera = wanted


def _take(state: DivasState, card_id: str) -> None:
    for pile in (*state.hands, *state.decks, *state.discards, state.timeline):
        if card_id in pile:
            pile.remove(card_id)
            return
    for house in state.houses.values():
        for pile in house.cards:
            if card_id in pile:
                pile.remove(card_id)
                return
    raise AssertionError(card_id)


def give(state: DivasState, seat: int, *names: str) -> list[str]:
    """Put the named cards in the seat's hand, returning the old hand to the deck."""
    ids = [card(n) for n in names]
    for c in list(state.hands[seat]):
        if c not in ids:
            state.hands[seat].remove(c)
            state.decks[seat].append(c)
    for c in ids:
        if c not in state.hands[seat]:
            _take(state, c)
            state.hands[seat].append(c)
    return ids


def place_in_house(state: DivasState, seat: int, house: str, *names: str) -> None:
    """Put cards into a house's stack for ``seat`` without scoring them."""
    for n in names:
        c = card(n)
        _take(state, c)
        state.houses[house].cards[seat].append(c)


def to_timeline(state: DivasState, *names: str) -> None:
    """Put cards on the Timeline, left to right, without events."""
    for n in names:
        c = card(n)
        _take(state, c)
        state.timeline.append(c)


def at_actions(state: DivasState, seat: int, key: int, black: int, remaining: list[str]) -> None:
    """Jump to Phase 3 with the diva on ``key`` and the given actions left."""
    state.current = seat
    state.diva[seat] = key
    if state.diva[1 - seat] == key:
        state.diva[1 - seat] = 0 if key != 0 else 13
    state.phase = "actions"
    state.black_key = black
    state.remaining = list(remaining)
    state.tasks = []


def play(state: DivasState, seat: int, action: Action) -> tuple[DivasState, list[Event]]:
    """Apply a legal action and return the new state and its events."""
    assert action in GAME.legal_actions(state, seat), (action, GAME.legal_actions(state, seat))
    transition = GAME.apply(state, seat, action)
    assert not GAME.invariants(transition.state), GAME.invariants(transition.state)
    return transition.state, transition.events


def kinds(events: list[Event]) -> list[str]:
    """Return the event kinds in order."""
    return [e.kind for e in events]
