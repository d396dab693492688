"""Rules-engine speed of every game: random play with legal-action enumeration.

Each step enumerates the mover's legal actions (``Game.random_action``) and applies one,
as a player would; the figure is applied actions per CPU second (one core), which is
what the goal "≥ 20,000 actions/s per core" is about. The same seeded games are played
in several rounds and the best round counts (as ``timeit`` does): on a shared machine
the slower rounds measure the neighbours, not the engine.

Run: .venv/bin/python benchmarks/engine_speed.py [seconds per game] [game id ...]
"""

from __future__ import annotations

import sys
import time

from divas_desktop.core import registry
from divas_desktop.core.game import Game
from divas_desktop.core.rng import Rng

GOAL = 20_000
"""Applied actions per CPU second that every game must reach."""


ROUNDS = 5


def play_one(game: Game, seed: int) -> int:
    """Play one seeded random game over the seat counts in turn; return its actions."""
    counts = list(range(game.min_seats, game.max_seats + 1))
    state = game.initial_state(game.default_config(counts[seed % len(counts)]), seed)
    rng = Rng.from_seed(seed, "bench")
    actions = 0
    while movers := game.to_move(state):
        seat = movers[rng.below(len(movers))]
        state = game.apply(state, seat, game.random_action(state, seat, rng)).state
        actions += 1
    return actions


def random_play(game: Game, seconds: float) -> tuple[int, int, float]:
    """Play random games for ``seconds`` of CPU in all; return (actions, games, cpu) of
    the fastest of ``ROUNDS`` rounds over the same seeds."""
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds / ROUNDS:  # the first round sizes the rest
        actions += play_one(game, games)
        games += 1
    best = time.process_time() - start
    for _ in range(ROUNDS - 1):
        start = time.process_time()
        for seed in range(games):
            play_one(game, seed)
        best = min(best, time.process_time() - start)
    return actions, games, best


def main(argv: list[str]) -> int:
    """Print actions per second of each game beside the goal; exit 1 if one misses it."""
    seconds = float(argv[0]) if argv else 3.0
    ids = argv[1:] or registry.game_ids()
    print(f"{'game':<10} {'actions/s':>10} {'games':>6} {'actions/game':>13}  goal")
    missed = False
    for game_id in ids:
        actions, games, cpu = random_play(registry.get(game_id), seconds)
        rate = actions / cpu
        missed |= rate < GOAL
        mark = "ok" if rate >= GOAL else "MISSED"
        print(
            f"{game_id:<10} {rate:>10,.0f} {games:>6} {actions / games:>13,.0f}  ≥ {GOAL:,} {mark}"
        )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
