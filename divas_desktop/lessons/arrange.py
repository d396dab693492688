"""The prepared deal of a lesson: the seeded set-up, then a documented change per game.

Every lesson starts from the game's own set-up with the lesson's seed; a game may then
arrange the table so that every main decision comes up (``Lesson.arrange`` says what).
An arrangement only exchanges cards between places, so the table stays one the rules
could have dealt: the game's invariants are checked on the result. The arranged state is
the match's first snapshot, so undo, replay and the lesson's resume all start from it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.game import Game, GameConfig
from ..core.match import Match, SeatInfo
from .script import Lesson

Arranger = Callable[[Any, int, dict[str, Any]], Any]
"""``arrange(state, learner, how) -> state``: a new state; the input is left untouched."""


def _unchanged(state: Any, _learner: int, _how: dict[str, Any]) -> Any:
    """The seeded deal as dealt (the lesson's seed was chosen for it)."""
    return state


def arrange_sipario(state: Any, learner: int, how: dict[str, Any]) -> Any:
    """Sipario!: ``how["hand"]`` lists play cards the learner is dealt at the start.

    At set-up the play cards are still in the deck (they are dealt after the titles are
    swapped, SIP-031, one at a time from the top, from the first player on). Each listed
    card is exchanged, in the deck, with a card that deal would give the learner and that
    the list does not name: the deck keeps its cards, only their order changes, and a
    shuffled deck could have had that order. A listed card outside the deck is an error.
    """
    from ..games.sipario.config import HAND_MIN
    from ..games.sipario.table import nxt

    wanted = list(how.get("hand", []))
    seats = state.seats
    place = next(k for k in range(seats) if nxt(state, state.first, k) == learner)
    deck = list(state.deck)
    # The deck's top is its end: the learner's r-th card is the (r * seats + place)-th.
    dealt = [len(deck) - 1 - (r * seats + place) for r in range(HAND_MIN)]
    free = [i for i in dealt if deck[i] not in wanted]
    for card in wanted:
        if card not in deck:
            raise ValueError(f"{card} is not in the play deck of this seed")
        at = deck.index(card)
        if at in dealt:
            continue
        if not free:
            raise ValueError("more cards asked for than a hand is dealt")
        swap = free.pop()
        deck[at], deck[swap] = deck[swap], deck[at]
    changed = state.clone()
    changed.deck = tuple(deck)
    return changed


ARRANGERS: dict[str, Arranger] = {"sipario": arrange_sipario}
"""Each game's arranging function (a game without one keeps the seeded deal; the five
lessons of 2026-12 play seeds chosen with ``tools/lessons.py`` and need none yet)."""


def arranged_match(
    game: Game[Any], config: GameConfig, seats: list[SeatInfo], lesson: Lesson
) -> Match:
    """A match of ``lesson`` whose first state is the seeded set-up, arranged."""
    match = Match(game, config, seats, lesson.seed, match_id=f"lesson-{lesson.id}")
    arrange = ARRANGERS.get(game.game_id, _unchanged)
    if lesson.arrange:
        state = arrange(match.state, lesson.human, lesson.arrange)
        broken = game.invariants(state)
        if broken:
            raise ValueError(f"the arranged deal of {lesson.id} breaks {broken}")
        match._snapshots[0] = state  # noqa: SLF001 - the match has not moved yet
        match._state = state  # noqa: SLF001
    return match
