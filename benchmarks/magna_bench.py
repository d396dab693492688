"""Opera Magna speed: applied actions per second (with legal-action enumeration) and games.

Run: .venv/bin/python benchmarks/magna_bench.py [seconds]
"""

from __future__ import annotations

import sys
import time

from divas_desktop.core.rng import Rng
from divas_desktop.games.magna.rules import GAME


def random_games(seconds: float) -> tuple[int, int, float, float]:
    """Play random games for about ``seconds``; return (actions, games, wall, cpu seconds)."""
    actions = games = 0
    start = time.perf_counter()
    cpu = time.process_time()
    seed = 0
    while time.perf_counter() - start < seconds:
        seats = 2 + seed % 3
        state = GAME.initial_state(GAME.default_config(seats), seed)
        rng = Rng.from_seed(seed, "bench")
        while True:
            movers = GAME.to_move(state)
            if not movers:
                break
            legal = GAME.legal_actions(state, movers[0])
            state = GAME.apply(state, movers[0], legal[rng.below(len(legal))]).state
            actions += 1
        games += 1
        seed += 1
    return actions, games, time.perf_counter() - start, time.process_time() - cpu


def bot_games(count: int) -> tuple[int, float]:
    """Play ``count`` games between computer players; return (games, elapsed)."""
    start = time.perf_counter()
    for seed in range(count):
        seats = 2 + seed % 3
        state = GAME.initial_state(GAME.default_config(seats), seed)
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, GAME.bot_action(state, seat, seed)).state
    return count, time.perf_counter() - start


def main(argv: list[str]) -> None:
    """Print the figures."""
    seconds = float(argv[0]) if argv else 5.0
    actions, games, elapsed, cpu = random_games(seconds)
    print(
        f"random play: {actions / elapsed:,.0f} applied actions/s (with enumeration), "
        f"{games * 60 / elapsed:,.0f} complete games/min, {actions / games:.0f} actions/game"
    )
    print(
        f"per core (CPU time): {actions / cpu:,.0f} applied actions/s, "
        f"{games * 60 / cpu:,.0f} complete games/min"
    )
    count, elapsed = bot_games(6)
    print(f"computer players: {count * 60 / elapsed:,.1f} complete games/min")


if __name__ == "__main__":
    main(sys.argv[1:])
