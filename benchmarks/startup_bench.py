"""Start-up from source: the main window against a bare PySide6 window, and responsiveness.

    .venv/bin/python benchmarks/startup_bench.py [--runs 7]

Two figures (issue 17: main window painted ≤ 1.3× a bare window's first paint; the
welcome screen responds at once):

- ``packaging/measure.py --source``: process start to first paint, the app's main
  window against packaging/bare_window.py, medians of interleaved runs;
- the longest the event loop stalls while the rules core, then the games, load behind
  the painted window (a 5 ms timer runs from the first paint until every game is
  loaded; the largest gap between its ticks, minus the 5 ms), and when each was ready.

The last line is JSON for benchmarks/run_all.py.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

STALL_PROBE = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from divas_desktop.ui import app as app_module

def after(qt_app, window, _file):
    ticks = [time.perf_counter()]
    marks = {}
    timer = QTimer()
    timer.setInterval(5)
    def tick():
        ticks.append(time.perf_counter())
        if window.core_loader.is_ready() and window.started_up and "core" not in marks:
            marks["core"] = len(ticks)  # (polled: asking when_ready would start the load)
        if window.core_loader.games_loaded.is_set() and "games" not in marks:
            marks["games"] = len(ticks)
            QTimer.singleShot(20, done)
    def stall(first, last):
        gaps = [b - a for a, b in zip(ticks[first:last], ticks[first + 1:last])] or [0.0]
        return max(0.0, max(gaps) * 1000 - 5)
    def done():
        timer.stop()
        core = marks.get("core", len(ticks))
        print(json.dumps({
            "core_stall_ms": stall(0, core + 1),
            "games_stall_ms": stall(core, len(ticks)),
            "core_ms": (ticks[core - 1] - ticks[0]) * 1000,
            "games_ms": (ticks[-1] - ticks[0]) * 1000,
        }))
        qt_app.quit()
    timer.timeout.connect(tick)
    timer.start()
    window.start_up()
    qt_app._keep = timer

app_module._after_first_paint = after
app_module.run_gui()
"""


def measure_paint(runs: int) -> dict[str, float]:
    """Run packaging/measure.py --source and return its figures."""
    with tempfile.TemporaryDirectory(prefix="divas-startup-") as folder:
        out = Path(folder) / "measure.json"
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "measure.py"), "--source"]
            + ["--runs", str(runs), "--json", str(out)],
            check=True,
            cwd=ROOT,
        )
        data = json.loads(out.read_text())
    return {
        "bare_first_paint_ms": data["startup_median_seconds"]["bare"] * 1000,
        "main_window_paint_ms": data["main_window_median_seconds"] * 1000,
        "main_window_ratio": data["main_window_ratio"],
    }


def measure_stall(runs: int) -> dict[str, float]:
    """Medians, over ``runs`` starts, of the longest stalls while the core and games load."""
    stalls = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="divas-stall-") as folder:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DIVAS_DATA_DIR=folder)
            env.pop("PYTHONDONTWRITEBYTECODE", None)  # as measure.py: the bytecode cache kept
            result = subprocess.run(
                [sys.executable, "-c", STALL_PROBE],
                env=env,
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=120,
                check=True,
            )
            line = [x for x in result.stdout.splitlines() if x.startswith("{")][-1]
            stalls.append(json.loads(line))
    return {
        f"{key}": statistics.median(run[key] for run in stalls)
        for key in ("core_stall_ms", "core_ms", "games_stall_ms", "games_ms")
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    figures = measure_paint(args.runs)
    figures.update(measure_stall(max(3, args.runs // 2)))
    for key, value in figures.items():
        print(f"  {key:24} {value:9.2f}")
    print(json.dumps({"benchmark": "startup", "figures": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
