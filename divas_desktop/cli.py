"""Command line: the GUI by default, plus headless ``selfplay``, ``check``, ``--screenshots``.

The commands import what they need themselves: starting the window must not pay for
argparse or json.
"""

from __future__ import annotations

import sys
from pathlib import Path

USAGE = """divas-desktop [FILE.divas]
divas-desktop --screenshots DIR [--lang it|es|en] [--size WxH]
divas-desktop selfplay GAME --seats N --games K --seed S [--levels hard,normal[,...]]
                       [--budget-ms MS] [--save DIR]
divas-desktop check FILE
divas-desktop doctor      (can this system show the window and its text?)"""


def _qt_missing() -> int | None:
    """Say in plain words which system packages Qt lacks; return the exit status if so.

    Whatever is found missing, everything the window lacks is named at once (Qt's
    libraries, the window plugin's, the fonts), with one install command.
    """
    from .system_check import explain_import_error, font_problems, report, window_problems

    if font_problems():  # a bare system: check the rest now, to name it all in one go
        problems = window_problems()
        print(report(problems), file=sys.stderr)
        if any(problem.fatal for problem in problems):
            return 1
    try:
        import PySide6.QtWidgets  # noqa: F401 - fails when libGL or libEGL is missing
    except ImportError as error:
        print(explain_import_error(error), file=sys.stderr)
        return 1
    return None


def _selfplay(argv: list[str]) -> int:
    import argparse
    import json
    import time

    from .core.bots import HARD_BUDGET_MS, LEVELS

    parser = argparse.ArgumentParser(prog="divas-desktop selfplay")
    parser.add_argument("game")
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--levels",
        default="normal",
        help="computer levels taking the seats in turn, rotated one seat each game "
        f"(comma-separated: {', '.join(LEVELS)})",
    )
    parser.add_argument(
        "--budget-ms", type=int, default=HARD_BUDGET_MS, help="Hard's thinking time per decision"
    )
    parser.add_argument("--save", type=Path, default=None)
    args = parser.parse_args(argv)
    from .core import registry
    from .persistence.savefile import save_match
    from .selfplay import percentile, play_timed, rotated

    try:
        game = registry.get(args.game)
    except KeyError:
        print(f"unknown game {args.game!r}; known: {', '.join(registry.game_ids())}")
        return 2
    seats = args.seats or game.min_seats
    if not game.min_seats <= seats <= game.max_seats:
        print(f"{args.game} takes {game.min_seats}-{game.max_seats} seats")
        return 2
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    if not levels or any(level not in LEVELS for level in levels):
        print(f"--levels takes {', '.join(LEVELS)} (comma-separated), not {args.levels!r}")
        return 2
    if args.budget_ms < 1:
        print("--budget-ms takes a positive number of milliseconds")
        return 2
    wins = dict.fromkeys(levels, 0.0)
    times: dict[str, list[float]] = {level: [] for level in levels}
    total_actions = 0
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index
        seating = rotated(levels, seats, index)  # type: ignore[arg-type]
        played = play_timed(args.game, seats, seed, seating, args.budget_ms)
        match = played.match
        outcome = match.outcome()
        total_actions += match.cursor
        for seat, spent in played.decision_ms.items():
            times[seating[seat]] += spent
        winners = list(outcome.winners) if outcome else []
        for seat in winners:  # a shared win counts as a part to each
            wins[seating[seat]] += 1 / len(winners)
        line = {
            "game": args.game,
            "seed": seed,
            "levels": seating,
            "actions": match.cursor,
            "scores": {str(k): v for k, v in outcome.scores.items()} if outcome else {},
            "winners": winners,
        }
        if args.save:
            path = args.save / f"{args.game}-{seats}p-seed{seed}.divas"
            save_match(match, path)
            line["save"] = str(path)
        print(json.dumps(line), flush=True)
    seconds = time.perf_counter() - started
    summary = {
        "summary": True,
        "games": args.games,
        "wins": {level: round(count, 2) for level, count in wins.items()},
        "p95_ms": {level: round(percentile(spent, 0.95), 2) for level, spent in times.items()},
        "decisions": {level: len(spent) for level, spent in times.items()},
        "budget_ms": args.budget_ms,
        "total_actions": total_actions,
        "seconds": round(seconds, 3),
        "actions_per_second": round(total_actions / seconds, 1) if seconds else None,
    }
    print(json.dumps(summary), flush=True)
    return 0


def _check(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="divas-desktop check")
    parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    from .persistence.savefile import OlderRules, SaveError, load_match

    try:
        match = load_match(args.file)
    except OlderRules as older:
        game = older.match.game
        print(
            f"{args.file}: saved with older rules ({game.game_id} rules {older.saved_rules}, "
            f"now {game.rules_version}): it replays as played up to move {older.kept} "
            f"of {older.total}; the app offers to continue from there"
        )
        return 2
    except SaveError as error:
        print(f"{args.file}: invalid save ({error.code}) {error.detail[:300]}".rstrip())
        return 2
    outcome = match.outcome()
    status = "finished" if outcome else f"to move: {list(match.to_move())}"
    print(
        f"{args.file}: ok, {match.game.game_id}, {len(match.seats)} seats, "
        f"{len(match.log)} actions, cursor {match.cursor}, {status}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in {"-h", "--help"}:
        print(USAGE)
        return 0
    if argv and argv[0] == "selfplay":
        return _selfplay(argv[1:])
    if argv and argv[0] == "check":
        return _check(argv[1:])
    if argv and argv[0] == "doctor":
        from .doctor import main as doctor

        return doctor()
    if (status := _qt_missing()) is not None:
        return status
    if argv and argv[0] == "--screenshots":
        if len(argv) < 2:
            print(USAGE)
            return 2
        from .ui.screenshots import main as screenshots

        return screenshots(argv[1:])
    from .ui.app import run_gui

    return run_gui(argv[0] if argv else None)
