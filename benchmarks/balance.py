"""Fairness of a game in bot-versus-bot play (issue 15): who wins from which seat, and why.

Plays ``N`` seeded games (seeds 1..N) per player count between computer players, on two
worker processes, and prints for each count: the win rate of each seat *position* (1 =
the first player of the game, then in turn order) with a 95 % Wilson interval, the score
spread, how often each action kind and each card is used, the time the bots take to
decide (p95 and max) and the game's own figures (Magna: market slot bought and city
powers; Sipario: PN by source; Divas: first player and each diva; Turandot: where
Puccini sits). Last it prints one JSON line with the win rate of each position by count:
``{"game": "magna", "games": {"4": N}, "seats": {"4": [0.24, 0.26, ...]}, ...}``.

Run: nice .venv/bin/python benchmarks/balance.py GAME [--games N] [--seats K ...] [--jobs J]
     [--bot NAME=VALUE ...] [--config OPTION=VALUE ...]

``--max-minutes M`` (or SIGTERM, Ctrl-C) stops early and reports the games finished so far
(the JSON line then says how many per count). ``--config OPTION=VALUE`` sets an option
of the game (e.g. ``divas --config palco_reale=true``).

``--bot NAME=VALUE`` sets a constant of the game's ``bots`` module in every worker (an
experiment, e.g. ``turandot --bot SPITEFUL_MAESTRO=0``); the data and rules stay as they are.

It is a benchmark, not a test: the figures are measurements, the targets are in issue 15.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import signal
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from divas_desktop.core import registry
from divas_desktop.core.game import Game
from divas_desktop.core.types import Action, Transition

CARD_FIELDS = ("card", "cards", "singer", "director", "building", "opera")
"""Action fields that name a card (counted as card usage)."""


# --- what each game adds ----------------------------------------------------------------
def _first_seat(game_id: str, state: Any) -> int:
    """The seat that plays first in ``state`` (position 1)."""
    if game_id == "magna":
        return int(getattr(state, "first", 0))
    if game_id == "divas":
        return int(state.current)
    if game_id == "turandot":
        return int(state.puccini)
    if game_id == "sipario":
        return int(state.first)
    return 0


def _magna_figures(
    seat: int, action: Action, transition: Transition[Any], fig: Counter[str]
) -> None:
    kind = action.kind
    if kind == "take_market_card":
        fig[f"market slot {action.slot} ({sum(action.pay)} raw)"] += 1  # type: ignore[attr-defined]
        fig["market draws"] += 1
    elif kind == "use_power":
        city = transition.state.activated // 2
        fig[f"city power used: {transition.state.powers[city]}"] += 1


def _sipario_figures(
    seat: int, action: Action, transition: Transition[Any], fig: Counter[str]
) -> None:
    if action.kind == "play_turn_card":
        fig[f"turn card played: {action.as_type}"] += 1  # type: ignore[attr-defined]
    elif action.kind in ("attack", "defend"):
        fig[f"unfair competition: {action.kind}"] += 1
    elif action.kind == "begin_extra":
        fig[f"extra show begun: {action.show}"] += 1  # type: ignore[attr-defined]


def _divas_figures(
    seat: int, action: Action, transition: Transition[Any], fig: Counter[str]
) -> None:
    return None


FIGURES: dict[str, Callable[[int, Action, Transition[Any], Counter[str]], None]] = {
    "magna": _magna_figures,
    "sipario": _sipario_figures,
    "divas": _divas_figures,
}


def _final_figures(game_id: str, state: Any, first: int, fig: Counter[str]) -> None:
    """Figures read from the final state (once per game)."""
    if game_id == "sipario":  # PN by source: every player's ledger (SIP-081, extra shows…)
        for player in state.players:
            for label, points in getattr(player, "ledger", {}).items():
                fig[f"PN by source: {label.removeprefix('sipario.score.')}"] += points


# --- one game -----------------------------------------------------------------------------
def _card_names(action: Action) -> list[str]:
    names: list[str] = []
    for field in CARD_FIELDS:
        value = getattr(action, field, None)
        if isinstance(value, str):
            names.append(value)
        elif isinstance(value, tuple | list):
            names += [v for v in value if isinstance(v, str)]
    return names


def config_of(game: Game[Any], seats: int, options: dict[str, Any]) -> Any:
    """The game's default options for ``seats`` with ``options`` changed."""
    config = game.default_config(seats)
    return config.model_validate({**config.model_dump(), **options}) if options else config


def play(task: tuple[str, int, int, dict[str, Any]]) -> dict[str, Any]:
    """Play one bot game; return its result by seat position and its tallies."""
    game_id, seats, seed, options = task
    game: Game[Any] = registry.get(game_id)
    state = game.initial_state(config_of(game, seats, options), seed)
    first = _first_seat(game_id, state)
    kinds: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    fig: Counter[str] = Counter()
    times: list[float] = []
    figures = FIGURES.get(game_id)
    steps = 0
    while movers := game.to_move(state):
        if steps > game.max_actions:
            raise RuntimeError(f"{game_id} {seats}p seed {seed}: no end")
        seat = movers[0]
        start = time.perf_counter()
        action = game.bot_action(state, seat, seed * 1_000_003 + steps)
        times.append(time.perf_counter() - start)
        transition = game.apply(state, seat, action)
        kinds[action.kind] += 1
        cards.update(_card_names(action))
        if figures:
            figures(seat, action, transition, fig)
        state = transition.state
        steps += 1
    _final_figures(game_id, state, first, fig)
    outcome = game.outcome(state)
    assert outcome is not None
    position = {seat: (seat - first) % seats for seat in range(seats)}
    wins = [0.0] * seats
    for w in outcome.winners:
        wins[position[w]] += 1 / len(outcome.winners)
    scores = [0] * seats
    for seat, score in outcome.scores.items():
        scores[position[seat]] = score
    lines: list[dict[str, int]] = [{} for _ in range(seats)]
    for seat, breakdown in outcome.breakdown.items():
        for line in breakdown:
            row = lines[position[seat]]
            row[line.label] = row.get(line.label, 0) + line.points
    extra = _game_result(game_id, state, outcome, first)
    return {
        "wins": wins,
        "scores": scores,
        "lines": lines,
        "kinds": dict(kinds),
        "cards": dict(cards),
        "figures": dict(fig),
        "times": times,
        "steps": steps,
        "extra": extra,
    }


def _game_result(game_id: str, state: Any, outcome: Any, first: int) -> dict[str, float]:
    """Per-game shares (divas: which diva won)."""
    if game_id == "divas":
        share = {s: (1 / len(outcome.winners) if s in outcome.winners else 0.0) for s in (0, 1)}
        return {"Callas wins": share[0], "Tebaldi wins": share[1]}
    return {}


# --- the report ---------------------------------------------------------------------------
def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` (nearest rank)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def report(game_id: str, seats: int, results: list[dict[str, Any]]) -> list[float]:
    """Print the table of one player count; return the win rate of each position."""
    n = len(results)
    print(f"\n=== {game_id}, {seats} players: {n} bot games ===")
    fair = 1 / seats
    rates = []
    print(f"  {'position':<10} {'wins':>7} {'rate':>7}  {'95% interval':<15} {'vs fair':>8}  score")
    for pos in range(seats):
        wins = sum(r["wins"][pos] for r in results)
        low, high = wilson(wins, n)
        rates.append(wins / n)
        mean = sum(r["scores"][pos] for r in results) / n
        flag = "" if abs(wins / n - fair) <= 0.06 else "  <-- outside ±6"
        print(
            f"  {pos + 1:<10} {wins:7.1f} {100 * wins / n:6.1f}%  "
            f"[{100 * low:4.1f}, {100 * high:4.1f}]%  {100 * (wins / n - fair):+7.1f}  "
            f"{mean:6.1f}{flag}"
        )
    all_scores = [s for r in results for s in r["scores"]]
    margins = [sorted(r["scores"])[-1] - sorted(r["scores"])[-2] for r in results]
    mean = sum(all_scores) / len(all_scores)
    sd = math.sqrt(sum((s - mean) ** 2 for s in all_scores) / len(all_scores))
    print(
        f"  scores: mean {mean:.1f}, sd {sd:.1f}, min {min(all_scores)}, max {max(all_scores)}; "
        f"winner's margin: mean {sum(margins) / n:.1f}, ties {sum(m == 0 for m in margins)}"
    )
    labels = sorted({label for r in results for row in r["lines"] for label in row})
    if labels:
        print(
            "  score breakdown by position (mean): " + " / ".join(str(p + 1) for p in range(seats))
        )
        for label in labels:
            means = [sum(r["lines"][p].get(label, 0) for r in results) / n for p in range(seats)]
            print(f"    {label:<42} " + " ".join(f"{m:6.1f}" for m in means))
    extra: Counter[str] = Counter()
    for r in results:
        extra.update(r["extra"])
    for key, value in sorted(extra.items()):
        low, high = wilson(value, n)
        print(f"  {key:<30} {100 * value / n:5.1f}%  [{100 * low:4.1f}, {100 * high:4.1f}]%")
    times = [t for r in results for t in r["times"]]
    print(
        f"  bot decision: p50 {1000 * percentile(times, 0.5):.1f} ms, "
        f"p95 {1000 * percentile(times, 0.95):.1f} ms, max {1000 * max(times):.1f} ms "
        f"({len(times)} decisions, {sum(r['steps'] for r in results) / n:.0f} actions/game)"
    )
    kinds: Counter[str] = Counter()
    for r in results:
        kinds.update(r["kinds"])
    print(
        "  action kinds (per game): "
        + ", ".join(f"{k} {v / n:.1f}" for k, v in kinds.most_common())
    )
    cards: Counter[str] = Counter()
    for r in results:
        cards.update(r["cards"])
    if cards:
        common = ", ".join(f"{k} {v / n:.2f}" for k, v in cards.most_common(6))
        rare = ", ".join(f"{k} {v / n:.2f}" for k, v in cards.most_common()[-6:])
        print(f"  cards used: {len(cards)} distinct; most {common}")
        print(f"              least {rare}")
    fig: Counter[str] = Counter()
    for r in results:
        fig.update(r["figures"])
    if fig:
        print("  figures (per game):")
        market = fig.pop("market draws", 0)
        for key, value in sorted(fig.items()):
            share = f"  ({100 * value / market:4.1f}% of draws)" if market and "slot" in key else ""
            print(f"    {key:<44} {value / n:7.2f}{share}")
    return rates


def set_bot_constants(game_id: str, assignments: list[str]) -> None:
    """Set ``NAME=VALUE`` constants of the game's bots module (a worker initialiser)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the parent, which reports
    bots = importlib.import_module(f"divas_desktop.games.{game_id}.bots")
    for assignment in assignments:
        name, _, value = assignment.partition("=")
        if not hasattr(bots, name):
            raise SystemExit(f"{game_id} bots have no constant {name}")
        setattr(bots, name, type(getattr(bots, name))(float(value)))


def _stopper(minutes: float) -> Callable[[], bool]:
    """A check that turns true after ``minutes`` (if set) or on SIGTERM / Ctrl-C."""
    deadline = time.monotonic() + 60 * minutes if minutes else math.inf
    asked = [False]

    def ask(signum: int, frame: Any) -> None:
        asked[0] = True

    signal.signal(signal.SIGTERM, ask)
    signal.signal(signal.SIGINT, ask)
    return lambda: asked[0] or time.monotonic() > deadline


def _option(text: str) -> Any:
    """An option value from the command line: JSON if it parses, else the plain text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def main(argv: list[str] | None = None) -> None:
    """Play and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.game_ids())
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--seats", type=int, nargs="*", help="player counts (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--max-minutes", type=float, default=0, help="stop after this long (0: never)"
    )
    parser.add_argument("--bot", action="append", default=[], help="bots constant NAME=VALUE")
    parser.add_argument("--config", action="append", default=[], help="game option NAME=VALUE")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    counts = args.seats or list(range(game.min_seats, game.max_seats + 1))
    options = {k: _option(v) for k, _, v in (a.partition("=") for a in args.config)}
    out: dict[str, list[float]] = {}
    start = time.perf_counter()
    stop = _stopper(args.max_minutes)
    played: dict[str, int] = {}
    pool = ProcessPoolExecutor(
        args.jobs, initializer=set_bot_constants, initargs=(args.game, args.bot)
    )
    try:
        for seats in counts:
            tasks = [(args.game, seats, seed, options) for seed in range(1, args.games + 1)]
            results = []
            for result in pool.map(play, tasks, chunksize=2):
                results.append(result)
                if stop():
                    break
            if results:
                out[str(seats)] = [round(r, 3) for r in report(args.game, seats, results)]
                played[str(seats)] = len(results)
            if stop():
                print("\n(stopped early: the figures above count the games finished)")
                break
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    print(f"\n({time.perf_counter() - start:.0f} s)")
    line: dict[str, Any] = {"game": args.game, "games": played, "seats": out}
    if args.bot:
        line["bot"] = args.bot
    if options:
        line["config"] = options
    print(json.dumps(line))


if __name__ == "__main__":
    main()
