"""A full Opera Magna table consistent with what one seat knows (issue 35).

What a seat cannot see: the other players' hands, the order and contents of the market
decks and of the building decks, and the box. What it knows of them: every card's back
tells its deck (hand deck 1 or 2, market era A, B or C; a building its size), so a card
is dealt again only into a place that held a card of its deck, and the market cards a
rival bought (face up, MAG-080) stay in that rival's hand until played face up
(:func:`remember`). The generator in the state is reseeded: it would foretell the draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from divas_desktop.core.bots import redeal, reseeded
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event, Seat

from .legal import CAT
from .state import MagnaState


@dataclass(frozen=True, slots=True)
class Memory:
    """What a seat remembers of the log (never changed: a new one per update)."""

    hands: tuple[frozenset[str], ...]
    """Per seat, the cards seen to go into that hand and not come out of it."""
    converted: tuple[tuple[str, str], ...] = ()
    """The seat's own conversions in this turn not followed by a use of their good (placed
    on a building, delivered): (``converted`` | ``shop_converted``, good code)."""


def new_memory(seats: int) -> Memory:
    """Nothing seen yet: the hands were dealt face down (MAG-012)."""
    return Memory((frozenset(),) * seats)


def remember(memory: Memory, seat: Seat, events: Sequence[tuple[int, Seat, Event]]) -> Memory:
    """Cards bought from the market go into the buyer's hand, seen by all; a card played
    from a hand is shown (every way out of a hand is face up, so nothing is forgotten).
    The seat's own conversions are kept until their good is used or the turn's refining
    ends."""
    hands = [set(cards) for cards in memory.hands]
    converted = list(memory.converted)
    for _step, _mover, event in events:
        kind, params = event.kind, event.params
        if kind == "magna.market_card_taken":
            hands[params["seat"]].add(params["card"])
        elif kind == "magna.card_played":
            hands[params["seat"]].discard(params["card"])
        elif kind in ("magna.converted", "magna.shop_converted") and params["seat"] == seat:
            converted.append((kind.removeprefix("magna."), params["good"]))
        elif kind in ("magna.good_placed", "magna.delivered") and params["seat"] == seat:
            converted = [entry for entry in converted if entry[1] != params["good"]]
        elif kind in ("magna.refining_ended", "magna.merchant_moved"):
            converted = []
    return Memory(tuple(frozenset(cards) for cards in hands), tuple(converted))


def _back(card: str) -> str:
    """What the back of a trade card or a building shows: its deck."""
    if card in CAT.cards:
        return CAT.cards[card].group
    return f"size {CAT.buildings[card].size}"


def determinize(state: MagnaState, seat: Seat, memory: Memory | None, rng: Rng) -> MagnaState:
    """Return a state that looks to ``seat`` as ``state`` does, its hidden cards dealt again
    from ``rng`` among their hidden places (independently of where they lay)."""
    known = (memory or new_memory(state.seats)).hands
    hands: list[tuple[list[str], list[str]]] = []  # per seat: (cards kept, hidden cards)
    places: list[str] = []
    hidden: list[tuple[str, str]] = []

    def hide(cards: Sequence[str]) -> None:
        for card in cards:
            places.append(_back(card))
            hidden.append((_back(card), card))

    for other, player in enumerate(state.players):
        if other == seat:
            hands.append((list(player.hand), []))
            continue
        kept = sorted(card for card in player.hand if card in known[other])
        unseen = [card for card in player.hand if card not in known[other]]
        if len(kept) + len(unseen) != len(player.hand):
            raise ValueError(f"seat {seat} remembers cards seat {other} does not hold")
        hands.append((kept, unseen))
        hide(sorted(unseen, key=_back))  # a hand's hidden cards: by back, then dealt
    for deck in state.market_decks:
        hide(deck)
    for deck in state.building_decks:
        hide(deck)
    hide(sorted(state.box, key=_back))  # the box is a heap, not a pile: no order to keep
    dealt = iter(redeal(places, hidden, rng))
    new = state.clone()
    for other, (kept, unseen) in enumerate(hands):
        if other != seat:
            new.players[other].hand = kept + [next(dealt) for _ in unseen]
    new.market_decks = [[next(dealt) for _ in deck] for deck in state.market_decks]
    new.building_decks = [[next(dealt) for _ in deck] for deck in state.building_decks]
    new.box = [next(dealt) for _ in state.box]
    new.rng = reseeded(rng)
    return new
