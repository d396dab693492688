"""Rules-engine speed: applied actions per second of random play, for every game.

Random play is the conformance suite's player: at every step the game's
``random_action`` (which enumerates ``legal_actions``) chooses, then ``apply`` plays it.
Figures are per core (CPU time of this process), so a busy machine changes them less.

Run: .venv/bin/python benchmarks/engine_speed.py [seconds per game] [game ids...]
"""

from __future__ import annotations

import sys
import time

from divas_desktop.core import registry
from divas_desktop.core.rng import Rng

GOAL = 20_000
"""Actions per second per core that every game should reach (issue 17, item 5)."""


def random_play(game_id: str, seconds: float) -> tuple[int, int, float]:
    """Play seeded random games for about ``seconds`` of CPU; return (actions, games, cpu)."""
    game = registry.get(game_id)
    counts = list(range(game.min_seats, game.max_seats + 1))
    actions = games = 0
    start = time.process_time()
    seed = 0
    while time.process_time() - start < seconds:
        seats = counts[seed % len(counts)]
        state = game.initial_state(game.default_config(seats), seed)
        rng = Rng.from_seed(seed, "engine-speed")
        while True:
            movers = game.to_move(state)
            if not movers:
                break
            seat = movers[rng.below(len(movers))]
            state = game.apply(state, seat, game.random_action(state, seat, rng)).state
            actions += 1
        games += 1
        seed += 1
    return actions, games, time.process_time() - start


def main(argv: list[str]) -> None:
    """Print one line per game: actions/s per core, games and actions per game."""
    seconds = float(argv[0]) if argv else 5.0
    ids = argv[1:] or [g for g in registry.game_ids() if g != "toy"]
    print(f"{'game':<10} {'actions/s':>10} {'goal':>7} {'games':>6} {'actions/game':>13}")
    for game_id in ids:
        actions, games, cpu = random_play(game_id, seconds)
        rate = actions / cpu
        mark = "ok" if rate >= GOAL else "below"
        print(
            f"{game_id:<10} {rate:>10,.0f} {GOAL:>7,} {games:>6} {actions / games:>13,.0f}  {mark}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
