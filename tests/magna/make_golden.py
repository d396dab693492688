"""Regenerate the golden playthroughs: ``.venv/bin/python -m tests.magna.make_golden``.

Each golden file holds a complete game between computer players (config, seed, the action
log, every event kind and the final breakdown). Review the diff after a rules change.
"""

from __future__ import annotations

import json
from pathlib import Path

from divas_desktop.core.digest import digest, to_jsonable
from divas_desktop.games.magna.rules import GAME

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = ((2, 21), (3, 31), (4, 41))


def playthrough(seats: int, seed: int) -> dict:
    """Play a bot game and return its record."""
    config = GAME.default_config(seats)
    state = GAME.initial_state(config, seed)
    log, events = [], []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        action = GAME.bot_action(state, seat, seed + len(log))
        log.append({"seat": seat, "action": to_jsonable(action)})
        transition = GAME.apply(state, seat, action)
        events += [e.kind for e in transition.events]
        state = transition.state
    result = GAME.outcome(state)
    return {
        "config": to_jsonable(config),
        "seed": seed,
        "log": log,
        "events": events,
        "scores": {str(k): v for k, v in result.scores.items()},
        "breakdown": {
            str(k): [[x.label, x.points] for x in v] for k, v in result.breakdown.items()
        },
        "winners": list(result.winners),
        "tie_break": result.tie_break,
        "final_digest": digest(state),
    }


def main() -> None:
    """Write every golden file."""
    GOLDEN.mkdir(exist_ok=True)
    for seats, seed in CASES:
        path = GOLDEN / f"bots_{seats}p_seed{seed}.json"
        path.write_text(json.dumps(playthrough(seats, seed), indent=0) + "\n")
        print(path)


if __name__ == "__main__":
    main()
