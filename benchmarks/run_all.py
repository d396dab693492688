"""Every speed figure of issue 17 in one table, each with its goal.

    .venv/bin/python benchmarks/run_all.py [--quick]

Runs, each in its own process: autosave_bench.py, load_bench.py, startup_bench.py
(which runs packaging/measure.py --source), and board_latency.py and engine_speed.py
when they exist. Each prints its figures and a last JSON line
``{"benchmark": ..., "figures": {...}}`` (engine_speed.py a table, read row by row);
this script collects them and prints one table: figure, value, goal, met. Figures
depend on the machine and its load: run it on a quiet machine, and compare runs of the
same machine.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Goal:
    """A figure's goal: a pattern of figure names, a bound, and which side is good."""

    pattern: str
    bound: float
    at_most: bool = True
    unit: str = "ms"

    def met(self, value: float) -> bool:
        """Whether ``value`` meets the goal."""
        return value <= self.bound if self.at_most else value >= self.bound

    def text(self) -> str:
        """The goal as printed."""
        return f"{'≤' if self.at_most else '≥'} {self.bound:g} {self.unit}".strip()


GOALS = (
    Goal(r"^ui_ms@", 2.0),
    Goal(r"^load_ms@1000$", 100.0),
    Goal(r"^load_ms@5000$", 400.0),
    Goal(r"^window_load_ms@5000$", 400.0),  # issue 31: as a player meets it, wall time
    Goal(r"^load_ms_per_1000@", 80.0),  # 5,000 actions in 400 ms
    Goal(r"^(undo|redo|window_undo)_ms@", 30.0),
    Goal(r"^main_window_ratio$", 1.3, unit="×"),
    Goal(r"^core_stall_ms$", 100.0),
    Goal(r"^games_stall_ms$", 100.0),
    Goal(r"\.actions_per_s$", 20_000, at_most=False, unit="/s"),
    Goal(r"^preview_p95_ms@", 5.0),  # issue 31: a drop's preview, unnoticeable
    Goal(r"^session_mb_per_game$", 0.5, unit="MB"),  # issue 34: memory flat over a session
)
"""Issue 17's goals (autosave per move, loads, undo, start-up, engine speed); the
longest stall of the welcome screen has no number in the issue ("responds at once"):
100 ms, about what a person perceives as immediate."""

BENCHMARKS: tuple[tuple[str, Callable[[bool], list[str]]], ...] = (
    ("autosave_bench.py", lambda quick: ["--runs", "5" if quick else "9"]),
    ("load_bench.py", lambda quick: ["--runs", "3" if quick else "5"]),
    ("startup_bench.py", lambda quick: ["--runs", "5" if quick else "9"]),
    ("engine_speed.py", lambda quick: ["1.5" if quick else "3"]),
    ("board_latency.py", lambda quick: ["--quick"] if quick else []),
    ("preview_latency.py", lambda quick: ["--games", "1" if quick else "3"]),
    ("session_memory.py", lambda quick: ["--games", "10" if quick else "30"]),
)


def goal_of(name: str) -> Goal | None:
    """The goal of a figure, if issue 17 sets one."""
    return next((g for g in GOALS if re.search(g.pattern, name)), None)


ENGINE_ROW = re.compile(r"^(?P<game>\w+)\s+(?P<rate>[\d,]+)\s+(?P<whole>[\d,]+)\s+\d+\s+[\d,]+\s+≥")
"""A row of engine_speed.py's table: game, engine actions/s, with the player, games,
actions/game, goal."""


def table_figures(stdout: str) -> dict[str, float]:
    """Figures of a benchmark that prints a table (engine_speed.py) instead of JSON."""
    out = {}
    for line in stdout.splitlines():
        row = ENGINE_ROW.match(line)
        if row:
            out[f"{row['game']}.actions_per_s"] = float(row["rate"].replace(",", ""))
            out[f"{row['game']}.with_player_actions_per_s"] = float(row["whole"].replace(",", ""))
    return out


def run(script: Path, args: list[str]) -> tuple[dict[str, float], str]:
    """Run one benchmark; return its figures (from its last JSON line) and an error.

    engine_speed.py prints a table and exits 1 when a game misses its goal: its rows
    are the figures, and a missed goal shows in the table, not as a failure.
    """
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, cwd=HERE.parent
    )
    print(f"--- {script.name} ({time.perf_counter() - started:.0f} s)", flush=True)
    print(result.stdout.rstrip())
    table = table_figures(result.stdout)
    if table:
        return table, ""
    if result.returncode != 0:
        return {}, result.stderr.strip().splitlines()[-1:][0] if result.stderr.strip() else "?"
    for line in reversed(result.stdout.splitlines()):
        if line.startswith("{"):
            data = json.loads(line)
            return flatten(data.get("figures", data)), ""
    return {}, "no JSON line"


def flatten(data: dict, prefix: str = "") -> dict[str, float]:
    """Numbers of a (nested) JSON object, named by their path: ``{"a": {"b": 1}}`` -> a.b."""
    out: dict[str, float] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, name + "."))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            out[name] = float(value)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs of each")
    args = parser.parse_args(argv)
    rows: list[tuple[str, str, str, str]] = []
    for name, arguments in BENCHMARKS:
        script = HERE / name
        if not script.exists():
            rows.append((name, "(not present)", "", ""))
            continue
        figures, error = run(script, arguments(args.quick))
        if error:
            rows.append((name, "FAILED: " + error[:60], "", ""))
        for key, value in figures.items():
            goal = goal_of(key)
            verdict = "" if goal is None else ("met" if goal.met(value) else "MISSED")
            shown = goal.text() if goal else ""
            rows.append((f"{name[:-3]}: {key}", f"{value:,.2f}", shown, verdict))
    width = max(len(r[0]) for r in rows)
    print()
    print(f"{'figure':<{width}}  {'value':>12}  {'goal':>12}  result")
    for figure, value, goal, verdict in rows:
        print(f"{figure:<{width}}  {value:>12}  {goal:>12}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
