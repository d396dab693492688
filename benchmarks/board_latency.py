"""Board latency: main-thread ms from an intent to the repainted board, and to raise the curtain.

Replays seeded computer-chosen games through every game board (the board registry
``divas_desktop.ui.boards.BOARDS``; new boards join by themselves) in a real main window,
offscreen, pass-and-play with every seat a person, so every move goes intent ->
controller -> board.sync -> paint and every change of player raises the curtain.

    python benchmarks/board_latency.py            # --quick (default): a few seconds per board
    python benchmarks/board_latency.py --full     # whole games, several seeds
    python benchmarks/board_latency.py --game turandot --size 1024x700
    python benchmarks/board_latency.py --game sipario --seats 5
    python benchmarks/board_latency.py --game magna --seats 4

Figures are CPU time of the main thread (``time.thread_time``), so other work on a shared
machine does not inflate them. Autosave is off: it must not sit on this path. The last
line is JSON: ``{"<game>": {"median_ms": …, "p95_ms": …, "curtain_ms": …}, …}``.
Goals (issue 10): median <= 16 ms, p95 <= 33 ms, curtain <= 30 ms.
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

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DIVAS_DATA_DIR", tempfile.mkdtemp(prefix="divas-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7")


def boards_with_a_board() -> list[str]:
    """Game ids of the registered games that have a board (read from the board registry)."""
    from divas_desktop.core import registry
    from divas_desktop.ui.boards import BOARDS

    known = set(registry.game_ids())
    return [g for g in BOARDS if g in known]


def _flush(app) -> None:
    """Let Qt deliver the pending updates, so the board is painted."""
    for _ in range(3):
        app.processEvents()


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def measure(
    game_id: str, seeds: list[int], max_moves: int, budget_s: float, size, seats: int | None = None
) -> dict:
    """Replay seeded games of ``game_id`` through its board; return the figures."""
    from PySide6.QtWidgets import QApplication

    from divas_desktop.core import registry
    from divas_desktop.core.match import Match, SeatInfo
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    game = registry.get(game_id)
    window = MainWindow(GameController(autosave=False, bot_delay_ms=0))  # every seat a person
    window.resize(*size)
    window.show()
    _flush(app)
    moves: list[float] = []
    curtains: list[float] = []
    deadline = time.monotonic() + budget_s
    count = max(game.min_seats, min(seats or 3, game.max_seats))
    for seed in seeds:
        infos = [SeatInfo(name=NAMES[i], colour=COLOURS[i]) for i in range(count)]
        match = Match(game, game.default_config(count), infos, seed)
        controller = window.controller
        controller.start(match)
        _flush(app)
        played = 0
        while match.to_move() and played < max_moves and time.monotonic() < deadline:
            if controller.curtain_down():
                start = time.thread_time()
                controller.reveal()
                _flush(app)
                curtains.append((time.thread_time() - start) * 1000)
                continue
            seat = controller.viewer
            if seat is None or seat not in match.to_move():
                break
            action = game.bot_action(match.state, seat, seed + played)
            start = time.thread_time()
            controller.play(action)
            _flush(app)
            moves.append((time.thread_time() - start) * 1000)
            played += 1
    window.close()
    _flush(app)
    window.deleteLater()
    _flush(app)
    return {
        "moves": len(moves),
        "median_ms": round(statistics.median(moves), 1) if moves else None,
        "p95_ms": round(percentile(moves, 0.95), 1) if moves else None,
        "curtains": len(curtains),
        "curtain_ms": round(statistics.median(curtains), 1) if curtains else None,
    }


def main(argv: list[str] | None = None) -> int:
    """Measure every board (or those asked for) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="a few seconds per board (default)")
    mode.add_argument("--full", action="store_true", help="whole games, several seeds")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--size", default="1366x768", help="window size, e.g. 1024x700")
    parser.add_argument("--seats", type=int, help="players per game (default 3)")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))

    from divas_desktop.ui.app import make_app

    make_app()
    games = args.game or boards_with_a_board()
    if args.full:
        seeds, max_moves, budget = [1, 2, 3], 10_000, 600.0
    else:
        seeds, max_moves, budget = [1], 60, max(2.0, 9.0 / max(1, len(games)))
    results = {}
    for game_id in games:
        figures = measure(game_id, seeds, max_moves, budget, size, args.seats)
        results[game_id] = {
            k: figures[k] for k in ("median_ms", "p95_ms", "curtain_ms") if k in figures
        }
        print(
            f"{game_id}: {figures['moves']} moves, median {figures['median_ms']} ms, "
            f"p95 {figures['p95_ms']} ms; {figures['curtains']} curtains, "
            f"median {figures['curtain_ms']} ms",
            flush=True,
        )
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
