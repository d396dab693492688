"""Rules-engine speed of every game: random play with legal-action enumeration.

Each step enumerates the mover's legal actions (``Game.legal_actions``), lets the seeded
random player pick one (``Game.random_action``) and applies it (``Game.apply``), as a
player would. Two figures, in applied actions per CPU second (one core), which is what
the goal "≥ 20,000 actions/s per core" is about:

- ``engine``: the rules' own work per action, enumeration plus apply (the goal);
- ``with player``: the whole loop, the random player's choice included. Sipario!'s
  random player follows the computer's plan nine times in ten (uniform play would take
  thousands of actions to finish a game), so its choice costs as much as the rules.

The same seeded games (at least ``MIN_GAMES``, in whole cycles of the seat counts) are
played in several rounds and the best round counts (as ``timeit`` does): on a shared
machine the slower rounds measure the neighbours, not the engine.

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
MIN_GAMES = 24
"""Games a round plays at least: one game's figure differs from another's by a third
(a five-seat Sipario! table lists more actions), so a few games measure their seeds."""


def play_one(game: Game, seed: int) -> tuple[int, float]:
    """Play one seeded random game over the seat counts in turn.

    Returns its actions and the seconds the rules spent on them (enumeration + apply).
    """
    counts = list(range(game.min_seats, game.max_seats + 1))
    state = game.initial_state(game.default_config(counts[seed % len(counts)]), seed)
    rng = Rng.from_seed(seed, "bench")
    actions = 0
    engine = 0.0
    # A wall clock for the many short intervals: reading the thread's CPU clock costs
    # 0.75 µs here (a system call), a hundredth of an action, against 0.08 µs. The best
    # of the rounds keeps out the time other processes took.
    clock = time.perf_counter
    while movers := game.to_move(state):
        seat = movers[rng.below(len(movers))]
        started = clock()
        game.legal_actions(state, seat)
        engine += clock() - started
        action = game.random_action(state, seat, rng)
        started = clock()
        state = game.apply(state, seat, action).state
        engine += clock() - started
        actions += 1
    return actions, engine


def _round(game: Game, games: int) -> tuple[float, float]:
    """One round over the seeds ``0..games-1``: (CPU seconds in all, of them the rules')."""
    start = time.process_time()
    engine = sum(play_one(game, seed)[1] for seed in range(games))
    return time.process_time() - start, engine


def random_play(game: Game, seconds: float) -> tuple[int, int, float, float]:
    """Play random games for ``seconds`` of CPU in all; return (actions, games, cpu,
    engine cpu), each time the fastest of ``ROUNDS`` rounds over the same seeds."""
    games = actions = 0
    engine = 0.0
    start = time.process_time()
    counts = game.max_seats - game.min_seats + 1
    # The first round sizes the rest, in whole cycles of the seat counts: a 5-seat game
    # costs more per action than a 2-seat one, and the mix must not depend on the clock.
    while time.process_time() - start < seconds / ROUNDS or games % counts or games < MIN_GAMES:
        played, spent = play_one(game, games)
        actions += played
        engine += spent
        games += 1
    best = time.process_time() - start
    for _ in range(ROUNDS - 1):
        total, rules = _round(game, games)
        best = min(best, total)
        engine = min(engine, rules)
    return actions, games, best, engine


def main(argv: list[str]) -> int:
    """Print actions per second of each game beside the goal; exit 1 if one misses it."""
    seconds = float(argv[0]) if argv else 3.0
    ids = argv[1:] or registry.game_ids()
    print(
        f"{'game':<10} {'engine':>10} {'with player':>12} {'games':>6} {'actions/game':>13}  goal"
    )
    missed = False
    for game_id in ids:
        actions, games, cpu, engine = random_play(registry.get(game_id), seconds)
        rate = actions / engine
        missed |= rate < GOAL
        mark = "ok" if rate >= GOAL else "MISSED"
        print(
            f"{game_id:<10} {rate:>10,.0f} {actions / cpu:>12,.0f} {games:>6}"
            f" {actions / games:>13,.0f}  ≥ {GOAL:,} {mark}"
        )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
