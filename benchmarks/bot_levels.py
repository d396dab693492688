"""How strong each computer level is (issue 35): head-to-head win rates and decision times.

For every game asked, plays seat-rotated 2-seat games of each pairing of levels (Hard
against Normal and Normal against Easy by default; the levels take the seats in turn and
each game moves them one seat on), on two worker processes, and prints per game and
pairing the win rate of the stronger level with its 95 % Wilson interval (a shared win
counts half), the CPU time of each level's decisions (median, p95, max; CPU time of the
deciding process, so a busy machine does not inflate it) and the self-cancelling
sequences found in the logs (tests/bots/loops.py), then one JSON line with every figure.

Run: nice .venv/bin/python benchmarks/bot_levels.py [GAME ...] [--games N] [--budget-ms MS]
     [--pairs hard:normal normal:easy] [--seed S] [--jobs J]

The goals (issue 35): Hard beats Normal and Normal beats Easy in at least 65 % of the
games, Hard decides within 1000 ms (p95). It is a benchmark, not a test: the figures are
measurements.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests/bots/loops.py, the finder of self-cancelling sequences

from divas_desktop.core.bots import HARD_BUDGET_MS  # noqa: E402
from divas_desktop.selfplay import percentile, play_timed, rotated, wilson  # noqa: E402

GAMES = ("turandot", "sipario", "divas", "magna")
PAIRS = ("hard:normal", "normal:easy")


def one_game(job: tuple[str, tuple[str, str], int, int, int]) -> dict[str, Any]:
    """Play one seat-rotated game; return who won and each level's decision times."""
    from tests.bots.loops import self_cancelling

    game_id, pair, index, seed, budget_ms = job
    seating = rotated(pair, 2, index)  # type: ignore[arg-type]
    played = play_timed(game_id, 2, seed, seating, budget_ms)
    match = played.match
    outcome = match.outcome()
    winners = list(outcome.winners) if outcome else []
    steps, state = [], match.game.initial_state(match.config, match.seed)
    for entry in match.log:  # replayed: the finder reads the events and the states
        action = match.game.parse_action(entry.action)
        transition = match.game.apply(state, entry.seat, action)
        state = transition.state
        steps.append((entry.seat, action, transition.events, state))
    return {
        "pair": pair,
        "levels": seating,
        "wins": {
            level: sum(1 / len(winners) for s in winners if seating[s] == level) for level in pair
        },
        "times": {
            level: [t for s, ts in played.decision_ms.items() if seating[s] == level for t in ts]
            for level in pair
        },
        "actions": match.cursor,
        "loops": len(self_cancelling(game_id, steps)),
    }


def report(game_id: str, pair: tuple[str, str], results: list[dict[str, Any]]) -> dict[str, Any]:
    """Print one game's figures for one pairing and return them."""
    strong, weak = pair
    games = len(results)
    wins = sum(r["wins"][strong] for r in results)
    low, high = wilson(wins, games)
    times = {level: [t for r in results for t in r["times"][level]] for level in pair}
    loops = sum(r["loops"] for r in results)
    actions = sum(r["actions"] for r in results)
    print(
        f"{game_id:9} {strong:>6} v {weak:<6} {games:4} games: {strong} wins "
        f"{100 * wins / games:5.1f} % [{100 * low:4.1f}–{100 * high:4.1f}]   "
        f"loops {loops} in {actions} actions"
    )
    for level in pair:
        spent = times[level]
        print(
            f"{'':9} {level:>6} decisions {len(spent):6}: median {statistics.median(spent):7.2f} ms"
            f"  p95 {percentile(spent, 0.95):7.2f} ms  max {max(spent):8.2f} ms"
        )
    return {
        "game": game_id,
        "pair": f"{strong}:{weak}",
        "games": games,
        "win_rate": round(wins / games, 3),
        "interval": [round(low, 3), round(high, 3)],
        "p95_ms": {level: round(percentile(times[level], 0.95), 2) for level in pair},
        "max_ms": {level: round(max(times[level]), 2) for level in pair},
        "loops": loops,
    }


def main(argv: list[str] | None = None) -> int:
    """Play the games asked and print the figures."""
    parser = argparse.ArgumentParser(prog="bot_levels.py")
    parser.add_argument("games_ids", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--games", type=int, default=40, help="games per game and pairing")
    parser.add_argument("--budget-ms", type=int, default=HARD_BUDGET_MS)
    parser.add_argument("--pairs", nargs="*", default=list(PAIRS))
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    pairs = [tuple(pair.split(":")) for pair in args.pairs]
    started = time.perf_counter()
    figures = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id in args.games_ids:
            for pair in pairs:
                jobs = [
                    (game_id, pair, index, args.seed + index, args.budget_ms)
                    for index in range(args.games)
                ]
                results = list(pool.map(one_game, jobs))
                figures.append(report(game_id, pair, results))  # type: ignore[arg-type]
    print(f"({time.perf_counter() - started:.0f} s, Hard's budget {args.budget_ms} ms)")
    print(json.dumps({"budget_ms": args.budget_ms, "figures": figures}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
