"""The cost of one human move below the board: ``Match.play``, and the controller's whole turn.

Seeded games are first played by the computer players to fix the moves; then each move is
played again as a person's would be: the viewer's legal actions are listed (the board
shows them), the board sends one of those very objects, and the move is timed:

- ``match_us``: ``Match.play`` alone (checking the move and applying it);
- ``check_us``: one legality check of the move (``Game.refusal``: whose turn, then
  ``is_legal``), which ``Match.play`` made before ``apply`` made it again until issue 28;
- ``controller_us``: ``GameController.play`` with every seat a person and nothing drawn:
  the move, choosing whose view comes next, that view and its legal actions, the log.

Figures are medians over the moves, in µs of the main thread's CPU time
(``time.thread_time``), best of the rounds (the slower rounds measure the neighbours).

    .venv/bin/python benchmarks/human_move.py [game id ...]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DIVAS_DATA_DIR", tempfile.mkdtemp(prefix="divas-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = ("sipario", "turandot", "divas", "magna")
SEEDS = (1, 2, 3)
ROUNDS = 3
MAX_MOVES = 400
"""Moves per game replayed (a Sipario! match runs to thousands)."""


def _seats(count: int, kind: str) -> list[Any]:
    from divas_desktop.core.match import SeatInfo

    return [SeatInfo(name=f"P{i}", kind=kind) for i in range(count)]  # type: ignore[arg-type]


def recorded(game_id: str, seed: int) -> tuple[int, list[tuple[int, Any]]]:
    """Seat count and the first moves ``(seat, action)`` of a seeded computer game."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match

    game = registry.get(game_id)
    count = max(game.min_seats, min(3, game.max_seats))
    match = Match(game, game.default_config(count), _seats(count, "computer"), seed)
    moves = []
    while match.to_move() and len(moves) < MAX_MOVES:
        seat = match.to_move()[0]
        match.play_bot(seat)
        moves.append((seat, game.parse_action(match.log[-1].action)))
    return count, moves


def _listed(legal: list[Any], action: Any) -> Any:
    """The listed object equal to ``action``: what the board sends."""
    return next(a for a in legal if a == action)


def time_match(game_id: str, seed: int, count: int, moves: list[tuple[int, Any]]) -> list[float]:
    """µs of ``Match.play`` for each move, its legal actions listed first (as a board does)."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match

    game = registry.get(game_id)
    match = Match(game, game.default_config(count), _seats(count, "human"), seed)
    out = []
    clock = time.thread_time
    for seat, action in moves:
        chosen = _listed(match.legal_actions(seat), action)
        started = clock()
        match.play(seat, chosen)
        out.append((clock() - started) * 1e6)
    return out


def time_check(game_id: str, seed: int, count: int, moves: list[tuple[int, Any]]) -> list[float]:
    """µs of one legality check (``Game.refusal``) of each move, listed first as above."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match

    game = registry.get(game_id)
    match = Match(game, game.default_config(count), _seats(count, "human"), seed)
    out = []
    clock = time.thread_time
    for seat, action in moves:
        chosen = _listed(match.legal_actions(seat), action)
        started = clock()
        refused = game.refusal(match.state, seat, chosen)
        out.append((clock() - started) * 1e6)
        assert refused is None
        match.play(seat, chosen)
    return out


def time_controller(
    game_id: str, seed: int, count: int, moves: list[tuple[int, Any]]
) -> list[float]:
    """µs of ``GameController.play`` for each move (every seat a person, nothing drawn)."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match
    from divas_desktop.ui.controller import GameController

    game = registry.get(game_id)
    match = Match(game, game.default_config(count), _seats(count, "human"), seed)
    controller = GameController(autosave=False, bot_delay_ms=0)
    shown: dict[str, Any] = {"legal": []}

    def view_changed(_view: Any, *delivered: Any) -> None:
        # Older controllers send the view alone, and the window then asked for the actions.
        shown["legal"] = delivered[0] if delivered else controller.legal_actions()

    controller.view_changed.connect(view_changed)
    controller.start(match)
    out = []
    clock = time.thread_time
    for seat, action in moves:
        if controller.curtain_down():
            controller.reveal()
        if controller.viewer != seat:
            break
        chosen = _listed(shown["legal"], action)
        started = clock()
        controller.play(chosen)
        out.append((clock() - started) * 1e6)
    controller.shutdown()
    return out


def main(argv: list[str]) -> int:
    """Print the median µs per move of each game, then one JSON line."""
    import json

    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])
    games = argv or list(GAMES)
    figures: dict[str, dict[str, float]] = {}
    print(f"{'game':10} {'match_us':>10} {'check_us':>10} {'controller_us':>14} {'moves':>6}")
    for game_id in games:
        games_moves = [(seed, *recorded(game_id, seed)) for seed in SEEDS]
        best: dict[str, float] = {}
        for _round in range(ROUNDS):
            for name, timer in (
                ("match_us", time_match),
                ("check_us", time_check),
                ("controller_us", time_controller),
            ):
                times: list[float] = []
                for seed, count, moves in games_moves:
                    times += timer(game_id, seed, count, moves)
                median = statistics.median(times)
                best[name] = min(best.get(name, median), median)
        moves_total = sum(len(m) for _s, _c, m in games_moves)
        figures[game_id] = {k: round(v, 1) for k, v in best.items()}
        print(
            f"{game_id:10} {best['match_us']:10.1f} {best['check_us']:10.1f} "
            f"{best['controller_us']:14.1f} {moves_total:6d}"
        )
    del app
    print(json.dumps({"benchmark": "human_move", "figures": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
