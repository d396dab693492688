"""Memory over a session: many finished games in one window must not add up (issue 34).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/session_memory.py [--games 30]

Plays ``--games`` quick games to the end in one main window (every seat a computer at
Easy, no pauses, autosave on, each game's results dialog shown), after one game to warm
up (imports, caches), and prints the resident memory per finished game: the growth from
the warmed-up window to the last game, divided by the games (goal: ≤ 0.5 MB). Linux only
(it reads ``/proc/self/statm``). The last line is JSON for run_all.py.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DIVAS_DATA_DIR", tempfile.mkdtemp(prefix="divas-memory-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GOAL_MB = 0.5


def rss_mb() -> float:
    """The resident memory of this process, in MB."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def main(argv: list[str]) -> int:
    """Play the games; print MB per finished game."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--game", default="turandot")
    parser.add_argument("--seats", type=int, default=3)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, QTimer

    from divas_desktop.core import collector, registry
    from divas_desktop.core.match import Match, SeatInfo
    from divas_desktop.ui.app import make_app
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    app = make_app()
    app.setProperty("divas_language", "en")
    window = MainWindow(GameController(bot_delay_ms=0))
    window.resize(1366, 768)
    window.show()
    game = registry.get(args.game)

    def spin(ms: int) -> None:
        """Run the event loop for ``ms`` (a real loop: deleteLater works as in the app)."""
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def settle(ms: int = 50) -> None:
        spin(ms)

    def play(seed: int) -> None:
        seats = [
            SeatInfo(name=f"Voce {i + 1}", kind="computer", level="easy") for i in range(args.seats)
        ]
        window.start_match(Match(game, game.default_config(args.seats), seats, seed))
        deadline = time.monotonic() + 300
        while window.controller.outcome() is None and time.monotonic() < deadline:
            spin(20)
        if window.controller.outcome() is None:
            raise SystemExit(f"game {seed} did not end in 300 s")
        while (window.results is None or not window.results.isVisible()) and (
            time.monotonic() < deadline
        ):
            spin(20)
        window.controller.flush_autosave()
        settle()

    def measured() -> float:
        settle(100)
        collector.collect_now()  # what the UI thread's timer would reach in time
        settle(100)
        return rss_mb()

    started = time.monotonic()
    play(1000)
    play(1001)  # warm-up: imports, caches, the first results dialog
    before = measured()
    for index in range(args.games):
        play(2000 + index)
    after = measured()
    per_game = (after - before) / args.games
    print(f"{args.games} finished games of {args.game} ({args.seats} computer seats)")
    print(f"resident memory: {before:.1f} MB after warm-up, {after:.1f} MB after the games")
    print(f"per finished game: {per_game:.3f} MB (goal ≤ {GOAL_MB})")
    print(f"time: {time.monotonic() - started:.0f} s")
    print(json.dumps({"session_mb_per_game": round(per_game, 3)}))
    window.close()
    return 0  # the goal is judged by the reader (and by run_all.py), not the exit status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
