"""Rules-engine speed: applied actions per second of random play, for every game.

Two players, both enumerating ``legal_actions`` at every step, then ``apply`` (which
checks the action is legal):

* ``random``: the conformance suite's player, the game's ``random_action`` (for Sipario!
  biased towards the computer players' plan so that games end);
* ``uniform``: a uniformly random choice among the legal actions.

Figures are per core: CPU time of this process, best of ``ROUNDS`` rounds over the same
seeded games (as ``timeit`` does: on a shared machine slower rounds measure the
neighbours, not the engine).

Run: .venv/bin/python benchmarks/engine_speed.py [seconds per game and player] [game ids...]
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from divas_desktop.core import registry
from divas_desktop.core.game import Game
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Seat

GOAL = 20_000
"""Actions per second per core that every game should reach (issue 17, item 5)."""
ROUNDS = 3

Player = Callable[[Game[Any], Any, Seat, Rng], Action]


def conformance_player(game: Game[Any], state: Any, seat: Seat, rng: Rng) -> Action:
    """The game's own random player (it enumerates the legal actions)."""
    return game.random_action(state, seat, rng)


def uniform_player(game: Game[Any], state: Any, seat: Seat, rng: Rng) -> Action:
    """A uniformly random legal action."""
    return rng.choice(game.legal_actions(state, seat))


def play_game(game: Game[Any], seed: int, player: Player, limit: int) -> int:
    """Play one seeded game (seat counts in turn) for at most ``limit`` actions."""
    counts = list(range(game.min_seats, game.max_seats + 1))
    state = game.initial_state(game.default_config(counts[seed % len(counts)]), seed)
    rng = Rng.from_seed(seed, "engine-speed")
    actions = 0
    while actions < limit and (movers := game.to_move(state)):
        seat = movers[rng.below(len(movers))]
        state = game.apply(state, seat, player(game, state, seat, rng)).state
        actions += 1
    return actions


def measure(game: Game[Any], player: Player, seconds: float) -> tuple[int, int, float]:
    """Return (actions, games, CPU seconds of the best round) for about ``seconds``."""
    budget: list[int] = []  # actions played in each game of the first round
    start = time.process_time()
    while time.process_time() - start < seconds / ROUNDS:
        budget.append(play_game(game, len(budget), player, 20_000))
    best = time.process_time() - start
    for _ in range(ROUNDS - 1):
        start = time.process_time()
        for seed, limit in enumerate(budget):
            play_game(game, seed, player, limit)
        best = min(best, time.process_time() - start)
    return sum(budget), len(budget), best


def main(argv: list[str]) -> None:
    """Print one line per game: actions/s per core for both players, beside the goal."""
    seconds = float(argv[0]) if argv else 4.0
    ids = argv[1:] or [g for g in registry.game_ids() if g != "toy"]
    players = {"random": conformance_player, "uniform": uniform_player}
    head = "".join(f"{name + ' actions/s':>20}" for name in players)
    print(f"{'game':<10}{head}{'goal':>9}")
    for game_id in ids:
        game = registry.get(game_id)
        rates = []
        for player in players.values():
            actions, _games, cpu = measure(game, player, seconds)
            rates.append(actions / cpu)
        cells = "".join(f"{rate:>20,.0f}" for rate in rates)
        mark = "ok" if min(rates) >= GOAL else "below"
        print(f"{game_id:<10}{cells}{GOAL:>9,}  {mark}")


if __name__ == "__main__":
    main(sys.argv[1:])
