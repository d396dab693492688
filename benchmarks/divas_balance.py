"""Battle of the Divas balance: who wins bot-vs-bot and random-vs-random games, and why.

Plays ``N`` games per player kind (seeds 1..N) through the engine directly. Seed ``s`` uses
first player Callas when ``s`` is odd, Tebaldi when even, and Palco Reale when ``s % 4`` is
2 or 3, so the four settings are played equally often. Prints win rates per Diva (overall
and per setting), average final scores, the score breakdown per category
(``Outcome.breakdown``) and where the points scored during play come from (events).

Run: .venv/bin/python benchmarks/divas_balance.py [N] [--random-only | --bots-only | --mixed]
     [--jobs J]

``--mixed`` plays bot against random both ways: if the bot beats a random Tebaldi and a
random Callas by similar margins, it does not play one Diva better than the other.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from divas_desktop.core import registry
from divas_desktop.core.rng import Rng

DIVAS = ("Callas", "Tebaldi")
POINT_EVENTS = {
    "divas.applause_converted": "applause converted at closings",
    "divas.conductor_placed": "conductor",
    "divas.vp_gained": "card events (+VP)",
    "divas.tessitura_end_bonus": "tessitura end",
    "divas.palco_scored": "Palco Reale",
}
COUNTED_EVENTS = {
    "divas.opera_closed": "operas closed (by)",
    "divas.instrument_placed": "instruments placed",
    "divas.timeline_played": "cards to the Timeline",
    "divas.note_sent": "notes sent",
    "divas.note_placed": "notes placed",
    "divas.note_flipped": "notes flipped",
    "divas.fame_moved": "fame moves",
}
SEAT_OF = {"divas.diva.callas": 0, "divas.diva.tebaldi": 1}


def settings(seed: int) -> tuple[str, bool]:
    """Return (first player, Palco Reale) for a seed."""
    return ("callas" if seed % 2 else "tebaldi"), seed % 4 >= 2


def play(args: tuple[int, str]) -> dict:
    """Play one game; return its result and per-seat tallies.

    ``kind`` is ``bot``, ``random`` or ``bot/random`` / ``random/bot`` (Callas/Tebaldi).
    """
    seed, kind = args
    players = kind.split("/") if "/" in kind else [kind, kind]
    game = registry.get("divas")
    first, palco = settings(seed)
    config = game.config_type(first_player=first, palco_reale=palco)
    state = game.initial_state(config, seed)
    rng = Rng.from_seed(seed, "balance")
    points: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    cursor = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        if players[seat] == "bot":
            action = game.bot_action(state, seat, seed * 1_000_003 + cursor)
        else:
            legal = game.legal_actions(state, seat)
            action = legal[rng.below(len(legal))]
        transition = game.apply(state, seat, action)
        state = transition.state
        cursor += 1
        for event in transition.events:
            who = SEAT_OF.get(str(event.params.get("player", "")))
            if event.kind in POINT_EVENTS and who is not None:
                points[POINT_EVENTS[event.kind]][who] += int(event.params["points"])
            if event.kind in COUNTED_EVENTS and who is not None:
                counts[COUNTED_EVENTS[event.kind]][who] += 1
    outcome = game.outcome(state)
    lines = {s: {line.label: line.points for line in outcome.breakdown[s]} for s in (0, 1)}
    return {
        "seed": seed,
        "first": first,
        "palco": palco,
        "winners": outcome.winners,
        "scores": outcome.scores,
        "lines": lines,
        "points": dict(points),
        "counts": dict(counts),
        "actions": cursor,
    }


def rate(wins: list[float], games: int) -> str:
    """Format the two divas' win shares."""
    if not games:
        return "-"
    return f"Callas {100 * wins[0] / games:5.1f}%  Tebaldi {100 * wins[1] / games:5.1f}%"


def report(kind: str, results: list[dict]) -> None:
    """Print the figures of one player kind."""
    n = len(results)
    names = kind.split("/") if "/" in kind else [kind, kind]
    print(f"\n=== Callas {names[0]} vs Tebaldi {names[1]}: {n} games ===")
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in results:
        groups["all"].append(r)
        groups[f"first={r['first']}"].append(r)
        groups[f"palco_reale={r['palco']}"].append(r)
    for name, rows in groups.items():
        wins = [0.0, 0.0]
        for r in rows:
            for w in r["winners"]:
                wins[w] += 1 / len(r["winners"])
        print(f"  wins {name:<20} ({len(rows):3d}): {rate(wins, len(rows))}")
    avg = [sum(r["scores"][s] for r in results) / n for s in (0, 1)]
    print(
        f"  average final score: Callas {avg[0]:.1f}  Tebaldi {avg[1]:.1f}"
        f"  (margin {avg[0] - avg[1]:+.1f})"
    )
    print("  breakdown (average per game)        Callas  Tebaldi")
    labels = list(results[0]["lines"][0])
    for label in labels:
        a = [sum(r["lines"][s][label] for r in results) / n for s in (0, 1)]
        print(f"    {label:<32} {a[0]:7.2f} {a[1]:8.2f}")
    print("  points during play by source")
    for label in POINT_EVENTS.values():
        a = [sum(r["points"].get(label, [0, 0])[s] for r in results) / n for s in (0, 1)]
        print(f"    {label:<32} {a[0]:7.2f} {a[1]:8.2f}")
    print("  activity (average per game)")
    for label in COUNTED_EVENTS.values():
        a = [sum(r["counts"].get(label, [0, 0])[s] for r in results) / n for s in (0, 1)]
        print(f"    {label:<32} {a[0]:7.2f} {a[1]:8.2f}")
    print(f"  actions per game: {sum(r['actions'] for r in results) / n:.0f}")


def run(kind: str, n: int, jobs: int) -> list[dict]:
    """Play ``n`` games of ``kind`` (``bot`` or ``random``) on ``jobs`` processes."""
    tasks = [(seed, kind) for seed in range(1, n + 1)]
    if jobs <= 1:
        return [play(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(play, tasks, chunksize=4))


def main(argv: list[str]) -> None:
    """Parse the arguments and print the figures."""
    n, jobs = 200, 2
    kinds = ["random", "bot"]
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--random-only":
            kinds = ["random"]
        elif arg == "--bots-only":
            kinds = ["bot"]
        elif arg == "--mixed":
            kinds = ["bot/random", "random/bot"]
        elif arg == "--jobs":
            jobs = int(rest.pop(0))
        else:
            n = int(arg)
    for kind in kinds:
        report(kind, run(kind, n, jobs))


if __name__ == "__main__":
    main(sys.argv[1:])
