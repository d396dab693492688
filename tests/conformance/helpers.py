"""Random complete games over any registered game, for the conformance suite."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal, get_args, get_origin

from pydantic import ValidationError

from divas_desktop.core import registry
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action

GAMES_PER_ID = {"toy": 100}
"""Complete random games per game in CI. Turandot and Opera Magna play their 200 random
games in their own suites (tests/turandot/test_games.py, tests/magna/test_random_games.py),
with game-specific checks, so the conformance suite does not play them again."""
DEFAULT_GAMES = 40
DEEP_GAMES = 4
"""Games per id checked step by step with the expensive checks (purity, leaks, replay)."""
SPARSE_DEEP = {"sipario": (12, 16)}
"""Games whose random games are long: (games, n). They play more games, but the
expensive checks run only on steps 0, 1, 2, 4, 8... and every n-th step, as OpenSpiel
does; the cheap ones (who may move, with what) still run on every step."""


def deep_step(game_id: str, step: int) -> bool:
    """Whether step ``step`` of a deep-checked game gets the expensive checks."""
    if game_id not in SPARSE_DEEP:
        return True
    return step & (step - 1) == 0 or step % SPARSE_DEEP[game_id][1] == 0


def deep_games(game_id: str) -> int:
    """How many random games the deep checks walk for ``game_id``."""
    return SPARSE_DEEP[game_id][0] if game_id in SPARSE_DEEP else DEEP_GAMES


def conformance_ids() -> list[str]:
    """Every registered game id."""
    return registry.game_ids()


def seat_counts(game: Game) -> list[int]:
    """Every legal number of seats, in order."""
    return list(range(game.min_seats, game.max_seats + 1))


def variant_configs(game: Game, seats: int) -> list[GameConfig]:
    """The default options plus each variant changed alone (every bool, every Literal value)."""
    default = game.default_config(seats)
    configs = [default]
    for name, field in type(default).model_fields.items():
        if name == "seats":
            continue
        if field.annotation is bool:
            values = [not getattr(default, name)]
        elif get_origin(field.annotation) is Literal:
            values = [v for v in get_args(field.annotation) if v != getattr(default, name)]
        else:
            continue
        for value in values:
            try:
                configs.append(type(default).model_validate({**default.model_dump(), name: value}))
            except ValidationError:
                continue
    return configs


def random_steps(
    game: Game, seats: int, seed: int, config: GameConfig | None = None
) -> Iterator[tuple[Any, int, Action]]:
    """Yield (state before, seat, action) along one random complete game."""
    state = game.initial_state(config or game.default_config(seats), seed)
    rng = Rng.from_seed(seed, "conformance")
    for _ in range(game.max_actions + 1):
        movers = game.to_move(state)
        if not movers:
            return
        seat = movers[rng.below(len(movers))]
        action = game.random_action(state, seat, rng)
        yield state, seat, action
        state = game.apply(state, seat, action).state
    raise AssertionError(f"{game.game_id}: seed {seed} did not end in {game.max_actions} actions")


def final_state(game: Game, seats: int, seed: int) -> Any:
    """Play one random game and return its last state."""
    state = game.initial_state(game.default_config(seats), seed)
    last = None
    for before, seat, action in random_steps(game, seats, seed):
        last = (before, seat, action)
    if last is None:
        return state
    before, seat, action = last
    return game.apply(before, seat, action).state
