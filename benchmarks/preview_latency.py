"""How long a drop's preview takes: the engine's ``Match.preview`` and its words, per game.

    .venv/bin/python benchmarks/preview_latency.py [--games 3] [--steps 400]

Plays seeded random games of every game; at each step it previews every legal action of
the seat to move, as a drag over each target would: the first ask (``Match.preview``:
the action applied on a copy, the seat's view compared before and after, plus
the re-dealt tables of a move that reveals cards) and its words (``preview_lines``), then
the same hover again (the match's cache). Prints the median and 95th percentile in ms per
game (goal: unnoticeable, ≤ 5 ms), wall and the main thread's CPU (wall includes waiting
for a busy machine), and a last JSON line for benchmarks/run_all.py.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from PySide6.QtCore import QCoreApplication

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.rng import Rng
from divas_desktop.i18n.previews import preview_lines

SEATS = {"turandot": 3, "sipario": 3, "divas": 2, "magna": 3}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def measure(game_id: str, games: int, steps: int) -> dict[str, float]:
    """Median and p95 ms of a first preview (with its words) and of a repeated one."""
    game = registry.get(game_id)
    names = [f"P{i}" for i in range(SEATS[game_id])]
    first: list[float] = []
    cpu: list[float] = []
    again: list[float] = []
    for seed in range(1, games + 1):
        seats = [SeatInfo(name=name) for name in names]
        match = Match(game, game.default_config(len(seats)), seats, seed)
        rng = Rng.from_seed(seed, "preview-bench")
        for _ in range(steps):
            movers = match.to_move()
            if not movers:
                break
            seat = movers[0]
            for action in match.legal_actions(seat):
                started, work = time.perf_counter(), time.thread_time()
                preview_lines(game_id, match.preview(seat, action), names)
                first.append((time.perf_counter() - started) * 1000)
                cpu.append((time.thread_time() - work) * 1000)
                started = time.perf_counter()
                match.preview(seat, action)
                again.append((time.perf_counter() - started) * 1000)
            match.play(seat, game.random_action(match.state, seat, rng))
    return {
        f"preview_median_ms@{game_id}": statistics.median(first),
        f"preview_p95_ms@{game_id}": _percentile(first, 0.95),
        f"preview_cpu_p95_ms@{game_id}": _percentile(cpu, 0.95),
        f"preview_cached_p95_ms@{game_id}": _percentile(again, 0.95),
        f"previews@{game_id}": float(len(first)),
    }


def main() -> None:
    """Measure every game and print the table and the JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--steps", type=int, default=400)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])  # the translator's home
    figures: dict[str, float] = {}
    print(
        f"{'game':10} {'previews':>9} {'median ms':>10} {'p95 ms':>8} {'CPU p95':>8}"
        f" {'cached p95':>11}"
    )
    for game_id in SEATS:
        found = measure(game_id, args.games, args.steps)
        figures.update(found)
        print(
            f"{game_id:10} {found[f'previews@{game_id}']:9.0f}"
            f" {found[f'preview_median_ms@{game_id}']:10.3f}"
            f" {found[f'preview_p95_ms@{game_id}']:8.3f}"
            f" {found[f'preview_cpu_p95_ms@{game_id}']:8.3f}"
            f" {found[f'preview_cached_p95_ms@{game_id}']:11.4f}"
        )
    del app
    print(json.dumps({"benchmark": "preview_latency", "figures": figures}))


if __name__ == "__main__":
    main()
