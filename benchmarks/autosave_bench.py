"""Autosave cost per move, on the UI thread and on the autosave thread, at any game length.

    .venv/bin/python benchmarks/autosave_bench.py [--runs 9]

The UI thread only takes a snapshot of the match and hands it to the writer thread
(issue 17: ≤ 2 ms per move at any length); the writer encodes the new log entries,
computes the digest and writes the file crash-safely. Both are measured at several
points of a long game (medians of ``--runs`` moves): the UI thread's CPU time, the
writer's CPU time, and the writer's wall time (mostly fsync, waiting on the disk with
the interpreter lock released). The last line is JSON for benchmarks/run_all.py.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_match, prefix  # noqa: E402

from divas_desktop.persistence import autosave  # noqa: E402
from divas_desktop.persistence.encoding import snapshot_of  # noqa: E402

POINTS = (500, 1000, 3000, 5000, None)
"""Where in the game the autosave is measured (None: the last move)."""


def measure(runs: int) -> dict[str, float]:
    """Return {"ui_ms@N": ..., "writer_ms@N": ...} for every point of the long game."""
    full = long_match()
    figures: dict[str, float] = {}
    timings: list[tuple[float, float]] = []
    real_store = autosave._store

    def timed_store(encoder, snapshot):
        started, cpu = time.perf_counter(), time.thread_time()
        result = real_store(encoder, snapshot)
        timings.append((time.perf_counter() - started, time.thread_time() - cpu))
        return result

    autosave._store = timed_store
    for point in POINTS:
        end = point or len(full.log)
        match = prefix(full, end - runs)
        writer = autosave.AutosaveWriter()
        writer.submit(snapshot_of(match))  # the first write encodes the whole log once
        writer.flush()
        timings.clear()
        ui = []
        for entry in full.log[end - runs : end]:
            match.play(entry.seat, match.game.parse_action(entry.action))
            started = time.thread_time()
            writer.submit(snapshot_of(match))  # what the controller does after a move
            ui.append(time.thread_time() - started)
            writer.flush()  # one move at a time, as a player plays
        writer.close()
        label = str(point) if point else f"end ({end})"
        figures[f"ui_ms@{label}"] = statistics.median(ui) * 1000
        figures[f"writer_cpu_ms@{label}"] = statistics.median(t[1] for t in timings) * 1000
        figures[f"writer_wall_ms@{label}"] = statistics.median(t[0] for t in timings) * 1000
    autosave._store = real_store
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="divas-autosave-") as folder:
        os.environ["DIVAS_DATA_DIR"] = folder
        figures = measure(args.runs)
    print(f"autosave per move (median of {args.runs} moves), long Sipario! game:")
    for key, value in figures.items():
        print(f"  {key:28} {value:8.3f} ms")
    print(json.dumps({"benchmark": "autosave", "figures": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
