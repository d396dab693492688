"""Loading long saves and Undo in a long game (issue 17: ≤ 100 ms / ≤ 400 ms, Undo ≤ 30 ms).

    .venv/bin/python benchmarks/load_bench.py [--runs 5]

Loading is the whole of ``load_match``: read, validate, replay every move with the
game's ``is_legal`` check, compare the digest: the median CPU time of the loading thread
over ``--runs`` (``load_wall_ms@`` gives the wall time too; on a shared machine the wall
time also counts the neighbours' work). The
"floor" figures replay the same log without any legality check: what loading costs
once a game's ``is_legal`` is cheap (the games' engineers provide it; the default
enumerates every legal action). ``load_ms_per_1000@<game>`` is the same load for a
computer game of each game at most seats, per 1,000 actions (``cheap_is_legal`` says
whether that game has its own ``is_legal``). Undo and Redo are measured through the controller,
headless (the rules' work alone), at several points of the long game with every seat a
person; ``window_undo`` is the same Undo in the main window, up to the board, the
players and the log redrawn (the player who undoes is at the screen, curtain raised, as
Undo requires). ``window_load_ms@5000`` is the load as a player meets it (issue 31): wall
time from Open in the main window to the game on screen (read, replay on the loading
thread, the board built and painted; the log is written in the next turn of the event
loop, ``window_log_ms@5000`` until it is), a new window each run, the first run of the
process apart (``window_first_load_ms@5000``: the board modules are imported then);
``window_load_cpu_ms@5000`` is the CPU time of the whole process for it. The last line
is JSON for run_all.py.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_match, prefix, save_at  # noqa: E402

from divas_desktop.core.game import Game  # noqa: E402
from divas_desktop.persistence.savefile import load_match  # noqa: E402

LOADS = (1000, 5000)
UNDO_POINTS = (1000, 3000, 5000, 7000)


def _median_ms(work, runs: int, clock=time.thread_time) -> float:
    times = []
    for _ in range(runs):
        started = clock()
        work()
        times.append(clock() - started)
    return statistics.median(times) * 1000


def loading(runs: int) -> dict[str, float]:
    """Median milliseconds to load the long game's saves at each length."""
    full = long_match()
    figures = {}
    for moves in LOADS:
        path = save_at(full, moves)
        load_match(path)  # warm: the game's data are loaded once per process
        figures[f"load_ms@{moves}"] = _median_ms(lambda p=path: load_match(p), runs)
        figures[f"load_wall_ms@{moves}"] = _median_ms(
            lambda p=path: load_match(p), runs, time.perf_counter
        )
    game_type = type(full.game)
    # The floor: the game's apply checks each action with its legal module's is_legal.
    legal = importlib.import_module(f"{game_type.__module__.rsplit('.', 1)[0]}.legal")
    original = legal.is_legal
    legal.is_legal = lambda state, seat, action: True
    try:
        for moves in LOADS:
            path = save_at(full, moves)
            figures[f"load_floor_ms@{moves}"] = _median_ms(lambda p=path: load_match(p), runs)
    finally:
        legal.is_legal = original
    figures["default_is_legal"] = float(game_type.is_legal is Game.is_legal)
    return figures


def per_game(runs: int) -> dict[str, float]:
    """Milliseconds to load 1,000 actions of each game (a computer game at most seats)."""
    from divas_desktop.core import registry
    from divas_desktop.persistence.savefile import save_match
    from divas_desktop.selfplay import play_one

    figures = {}
    for game_id in registry.game_ids():
        game = registry.get(game_id)
        match = play_one(game_id, game.max_seats, 1)
        path = Path(os.environ["DIVAS_DATA_DIR"]) / f"{game_id}.divas"
        save_match(match, path)
        load_match(path)
        per_load = _median_ms(lambda p=path: load_match(p), runs)
        figures[f"load_ms_per_1000@{game_id}"] = per_load * 1000 / max(1, match.cursor)
        figures[f"cheap_is_legal@{game_id}"] = float(type(game).is_legal is not Game.is_legal)
    return figures


def undoing(runs: int) -> dict[str, float]:
    """Median milliseconds of Undo and of Redo through the controller, in a long game."""
    from divas_desktop.ui.controller import GameController

    full = long_match()
    figures = {}
    for point in UNDO_POINTS:
        # Every seat a person; the last mover undoes its own last move and redoes it.
        while full.game.to_move(prefix(full, point).state) and not _undoable(full, point):
            point += 1
        match = prefix(full, point, humans=True)
        controller = GameController(autosave=False, bot_delay_ms=0)
        controller.start(match)
        seat = match.log[-1].seat
        undo, redo = [], []
        for _ in range(runs):
            controller.viewer, controller.curtain_seat = seat, None  # that player, curtain up
            started = time.perf_counter()
            assert controller.undo(), "nothing to undo"
            undo.append(time.perf_counter() - started)
            started = time.perf_counter()
            assert controller.redo(), "nothing to redo"
            redo.append(time.perf_counter() - started)
        figures[f"undo_ms@{point}"] = statistics.median(undo) * 1000
        figures[f"redo_ms@{point}"] = statistics.median(redo) * 1000
    return figures


def window_undoing(runs: int) -> dict[str, float]:
    """Median milliseconds of Undo in the main window, until everything is redrawn."""
    from PySide6.QtWidgets import QApplication

    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    full = long_match()
    figures = {}
    for point in UNDO_POINTS:
        while full.game.to_move(prefix(full, point).state) and not _undoable(full, point):
            point += 1
        match = prefix(full, point, humans=True)
        window = MainWindow(GameController(autosave=False, bot_delay_ms=0))
        window.show()
        window.controller.start(match)
        seat = match.log[-1].seat
        controller, times = window.controller, []
        for _ in range(runs):
            if controller.curtain_seat is not None:  # that player raises the curtain
                controller.curtain_seat = seat
                controller.reveal()
            app.processEvents()
            started = time.perf_counter()
            assert controller.undo(), "nothing to undo"
            app.processEvents()
            times.append(time.perf_counter() - started)
            controller.redo()
        figures[f"window_undo_ms@{point}"] = statistics.median(times) * 1000
        window.close()
        QApplication.processEvents()
    return figures


def window_loading(runs: int, moves: int = 5000) -> dict[str, float]:
    """Wall ms from Open in the main window to the game on screen, and to its log written."""
    from long_game import cache_dir
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget

    from divas_desktop.persistence.savefile import save_match
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    full = long_match()
    # Every seat a person: no computer plays on once the game is open.
    path = cache_dir() / f"sipario-people-at-{moves}-{full.state_digest()[:16]}.divas"
    if not path.exists():
        save_match(prefix(full, moves, humans=True), path)

    class Painted(QObject):
        """Notes when the game is first painted: the board, or the curtain over it."""

        at: tuple[float, float] | None = None
        area = None

        def eventFilter(self, watched, event):  # noqa: N802 - Qt override
            area = self.area
            if (
                self.at is None
                and event.type() == QEvent.Type.Paint
                and area is not None
                and isinstance(watched, QWidget)
                and (watched is area.curtain or area.view.viewport() is watched)
            ):
                self.at = (time.perf_counter(), time.process_time())
            return False

    def once() -> tuple[float, float, float]:
        window = MainWindow(GameController(autosave=False, bot_delay_ms=0))
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        window.core_loader.wait()
        app.processEvents()
        painted = Painted()
        app.installEventFilter(painted)
        started, cpu = time.perf_counter(), time.process_time()
        assert window.open_file(path)
        painted.area = window.area
        for _ in range(5):  # the board is painted, then the log is written
            app.processEvents()
        app.removeEventFilter(painted)
        logged = time.perf_counter() - started
        assert painted.at is not None, "the board was never painted"
        shown = painted.at[0] - started
        used = painted.at[1] - cpu
        window.close()
        window.deleteLater()
        app.processEvents()
        return shown * 1000, logged * 1000, used * 1000

    first = once()
    rest = [once() for _ in range(runs)]
    return {
        f"window_first_load_ms@{moves}": first[0],
        f"window_load_ms@{moves}": statistics.median(r[0] for r in rest),
        f"window_log_ms@{moves}": statistics.median(r[1] for r in rest),
        f"window_load_cpu_ms@{moves}": statistics.median(r[2] for r in rest),
    }


def _undoable(full, point: int) -> bool:
    match = prefix(full, point, humans=True)
    return match.can_undo(match.log[-1].seat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="divas-load-") as folder:
        os.environ["DIVAS_DATA_DIR"] = folder
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from divas_desktop.ui.app import make_app

        _app = make_app()  # Undo runs through the controller (and the window), Qt objects
        figures = window_loading(args.runs)  # first: the board modules are not imported yet
        figures.update(loading(args.runs))
        figures.update(per_game(args.runs))
        figures.update(undoing(args.runs))
        figures.update(window_undoing(args.runs))
    print(f"long Sipario! game, medians of {args.runs} runs:")
    for key, value in figures.items():
        unit = "" if key.startswith(("default_is_legal", "cheap_is_legal")) else " ms"
        print(f"  {key:30} {value:9.2f}{unit}")
    print(json.dumps({"benchmark": "load", "figures": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
