"""Computer players decide from what their seat knows, never from the state (issue 35).

A computer seat is handed an :class:`Information`, not the state. It holds the seat's
own memory of what it has seen and a *masked* state: a full state that looks to the
seat exactly like the real one (the same :meth:`Game.player_view`), in which every card
the seat cannot see was dealt again by the game's determinization hook
(:meth:`Game.determinize`) from a fixed stream. The hook reads only what the seat may
know (the places of the hidden cards and which cards are hidden, never which card lies
where), so any two states that look the same to the seat give the very same masked
state, and so the same decision: honesty by construction, not by convention. A player
that searches draws more such states with :meth:`Information.sample` and plays them out.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar, get_args

from .rng import Rng
from .types import Action, Seat

S = TypeVar("S")
K = TypeVar("K", bound=Hashable)

Level = Literal["easy", "normal", "hard"]
"""How well a computer seat plays (chosen per seat in the new-game dialog, kept in saves)."""
LEVELS: tuple[Level, ...] = get_args(Level)
DEFAULT_LEVEL: Level = "normal"
"""The level of a computer seat saved before levels existed (today's computer player)."""
HARD_BUDGET_MS = 1000
"""Hard's thinking time per decision on a reference machine (``selfplay --budget-ms``).

The search converts it into a fixed amount of work (simulated actions), never into a
clock reading, so the same seed gives the same game on any machine and under any load."""
MASK_STREAM = "mask"
"""The stream that deals the hidden cards of a masked state (fixed: the same information
must give the same masked state)."""


@dataclass(frozen=True, slots=True)
class Information(Generic[S]):
    """What a computer seat knows when it must decide: all it is ever given.

    ``masked`` is a full state, so the game's own rules answer every question about it
    (legal actions, what an action would do), but the cards the seat cannot see in it
    are a guess dealt from :data:`MASK_STREAM`, the same guess for every state that
    looks the same to the seat.
    """

    seat: Seat
    masked: S
    """A state that looks to ``seat`` exactly like the real one (see the module doc)."""
    memory: Any
    """The seat's own memory of what it has seen (``Game.remember``; ``None`` if none)."""
    sampler: Callable[[S, Seat, Any, Rng], S] = field(repr=False)
    """The game's determinization hook (:meth:`Game.determinize`)."""
    lister: Callable[[S, Seat], list[Action]] = field(repr=False)
    """The game's ``legal_actions``."""

    def sample(self, rng: Rng) -> S:
        """Draw another full state consistent with what the seat knows."""
        return self.sampler(self.masked, self.seat, self.memory, rng)

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions (they never depend on what it cannot see)."""
        return self.lister(self.masked, self.seat)


def redeal(places: Sequence[K], hidden: Iterable[tuple[K, str]], rng: Rng) -> list[str]:
    """Deal hidden cards again among hidden places, each card into a place of its kind.

    ``places`` gives the kind of card each hidden slot may hold (a card back the seat can
    tell apart: a Prima donna, a market era, a building size...), in the order the slots
    are filled; ``hidden`` gives every hidden card with its kind, in any order. The cards
    of each kind are sorted before they are shuffled, so the result depends only on which
    cards are hidden, never on where they lay: that is what makes a determinization
    honest. Returns the card of each slot, in the order of ``places``.
    """
    pools: dict[K, list[str]] = {}
    for kind, card in hidden:
        pools.setdefault(kind, []).append(card)
    wanted: dict[K, int] = {}
    for kind in places:
        wanted[kind] = wanted.get(kind, 0) + 1
    if {kind: len(cards) for kind, cards in pools.items()} != wanted:
        raise ValueError("the hidden cards do not fit the hidden places kind by kind")
    for kind in sorted(pools, key=repr):  # a fixed order of kinds: a fixed use of the stream
        cards = sorted(pools[kind])
        rng.shuffle(cards)
        cards.reverse()  # popped from the end: the first place gets the first card
        pools[kind] = cards
    return [pools[kind].pop() for kind in places]


def reseeded(rng: Rng) -> int:
    """A fresh generator state for a determinized state (the real one would foretell every
    future shuffle)."""
    return rng.next_u64()
