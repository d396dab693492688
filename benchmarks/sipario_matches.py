"""Sipario! long bot matches in every mode and seating, checked deal by deal.

Every mode (50 and 100 PN, 30/60/90 minutes with a simulated clock) with 3, 4 and 5
players and team play: deals must end at the end of the round of a third opera, new
deals must be dealt with three titles each, showcases must be paid once per deal.
Prints one line per mode and seating; exits 1 if any match broke a check.

Run: .venv/bin/python benchmarks/sipario_matches.py [seeds per case]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from sipario.long_matches import MODES, SEATINGS, play_long_match  # noqa: E402


def main(argv: list[str]) -> int:
    """Play the grid and print what each case showed."""
    seeds = int(argv[0]) if argv else 2
    print(
        f"{'mode':<11} {'seats':<7} {'matches':>7} {'actions':>8} {'deals':>6} "
        f"{'showcases':>9} {'seconds':>8}  problems"
    )
    broken = 0
    for mode in MODES:
        for seats, team_play in SEATINGS:
            start = time.process_time()
            actions = deals = showcases = 0
            problems: list[str] = []
            for seed in range(1, seeds + 1):
                report = play_long_match(mode, seats, team_play, seed)
                actions += report.actions
                deals += report.deals
                showcases += sum(report.showcases.values())
                problems += report.problems
            broken += len(problems)
            seating = f"{seats}{' team' if team_play else ''}"
            print(
                f"{mode:<11} {seating:<7} {seeds:>7} {actions:>8} {deals:>6} {showcases:>9} "
                f"{time.process_time() - start:>8.1f}  {'; '.join(problems[:2]) or 'none'}"
            )
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
