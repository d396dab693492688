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


ARRANGERS: dict[str, Arranger] = {}
"""Each game's arranging function (a game without one keeps the seeded deal)."""


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
