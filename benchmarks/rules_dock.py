"""The rules reference dock: ms from a request to the painted window, and to draw a picture.

A real main window, offscreen, with a Sipario! position on the table:

- ``open_rule`` the first time (the dock is created, the reference read and laid out),
  then again in the same game, then in another game, then F1;
- a language switch with the dock open (the text follows, at the same clause);
- each picture of a game drawn by its board (the demo positions made beforehand: the dock
  makes them on a worker thread while the text is already shown).

    python benchmarks/rules_dock.py [--repeat 5]

Each figure is the main thread's wall time and CPU time (``time.thread_time``: what a busy
machine does not inflate), from the call to the end of a synchronous repaint of the window.
Goal (issue 29): opening the dock at a clause <= 300 ms. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DIVAS_DATA_DIR", tempfile.mkdtemp(prefix="divas-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def timed(window, step: Callable[[], object]) -> tuple[float, float]:
    """(wall ms, main-thread CPU ms) of ``step`` and the repaint that shows it."""
    wall, cpu = time.perf_counter(), time.thread_time()
    step()
    window.repaint()
    return 1000 * (time.perf_counter() - wall), 1000 * (time.thread_time() - cpu)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    from divas_desktop.core import registry
    from divas_desktop.ui.app import make_app
    from divas_desktop.ui.boards import board_class
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow
    from divas_desktop.ui.screenshots import demo_match

    app = make_app()
    app.setProperty("divas_language", "en")
    window = MainWindow(GameController(autosave=False, bot_delay_ms=60_000))
    window.resize(1366, 768)
    window.show()
    window.controller.start(demo_match(registry.get("sipario")))
    for _ in range(5):
        app.processEvents()

    figures: dict[str, tuple[float, float]] = {}
    figures["open_rule, first time"] = timed(window, lambda: window.open_rule("SIP-118"))
    dock = window.rules()
    same, other, f1, language = [], [], [], []
    for round_ in range(args.repeat):
        clause = "SIP-063" if round_ % 2 else "SIP-209"
        same.append(timed(window, lambda c=clause: window.open_rule(c)))
        other.append(timed(window, lambda: window.open_rule("MAG-041")))
        f1.append(timed(window, window.rule_here))
        target = "it" if round_ % 2 == 0 else "en"
        language.append(timed(window, lambda t=target: window.set_language(t)))
        app.processEvents()
    window.set_language("en")

    def median(pairs: list[tuple[float, float]]) -> tuple[float, float]:
        return statistics.median(w for w, _ in pairs), statistics.median(c for _, c in pairs)

    figures["open_rule, same game"] = median(same)
    figures["open_rule, another game"] = median(other)
    figures["F1"] = median(f1)
    figures["language switch, dock open"] = median(language)

    pictures: dict[str, float] = {}
    width = dock.browser.viewport().width() - 28
    for game in ("sipario", "turandot", "divas", "magna"):
        start = time.perf_counter()
        dock.demos.seed(game, board_class(game).demo_positions())
        made = 1000 * (time.perf_counter() - start)
        drawn = []
        dock.show_game(game)
        for picture in dock.reference.pictures():
            dock.pictures.forget()  # the worst case: the board is made and synced first
            cpu = time.thread_time()
            dock.pictures.draw(picture, "en", width, dock.devicePixelRatioF())
            drawn.append(1000 * (time.thread_time() - cpu))
        pictures[game] = statistics.median(drawn)
        drawing = pictures[game]
        print(f"{game}: demo positions {made:.0f} ms (worker thread); a picture {drawing:.0f} ms")

    print(f"{'':32} {'wall ms':>8} {'cpu ms':>8}")
    for name, (wall, cpu) in figures.items():
        print(f"{name:32} {wall:8.0f} {cpu:8.0f}")
    print(
        json.dumps({"dock": {k: round(v[0]) for k, v in figures.items()}, "picture_ms": pictures})
    )
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
