"""Rewrite the golden playthroughs after an intended rule change, then review the diff.

.venv/bin/python -m tests.golden.regenerate            # every game
.venv/bin/python -m tests.golden.regenerate sipario    # one game (or several)
"""

from __future__ import annotations

import sys

from .harness import CASES, GAMES, path_of, write


def main(argv: list[str]) -> int:
    """Regenerate the golden files of the games named (all when none is)."""
    games = argv or list(GAMES)
    unknown = [game_id for game_id in games if game_id not in CASES]
    if unknown:
        print(f"unknown game id(s): {', '.join(unknown)}; known: {', '.join(GAMES)}")
        return 2
    for game_id in games:
        for case in CASES[game_id]:
            golden = write(game_id, case)
            outcome = golden["outcome"] or {}
            print(
                f"{path_of(game_id, case).relative_to(path_of(game_id, case).parents[4])}: "
                f"{len(golden['steps'])} steps, scores {outcome.get('scores')}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
