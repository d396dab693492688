"""Golden playthroughs: bot-vs-bot games stored as action logs with their final results.

Regenerate after a deliberate rule or data change, then review the diff:
    .venv/bin/python tests/divas/golden.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(__file__).resolve().parent / "golden"
GAMES = {"bots_seed7_palco.json": (7, True), "bots_seed11_base.json": (11, False)}


def play_golden(seed: int, palco: bool) -> dict:
    """Play a bot-vs-bot game and return its log, final scores and state digest."""
    from divas_desktop.core.digest import digest
    from divas_desktop.games.divas.config import DivasConfig
    from divas_desktop.games.divas.rules import GAME

    state = GAME.initial_state(DivasConfig(palco_reale=palco), seed)
    log = []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        action = GAME.bot_action(state, seat, seed * 1_000_003 + len(log))
        log.append({"seat": seat, "action": action.model_dump(mode="json")})
        state = GAME.apply(state, seat, action).state
    outcome = GAME.outcome(state)
    return {
        "seed": seed,
        "palco_reale": palco,
        "scores": {str(k): v for k, v in outcome.scores.items()},
        "winners": list(outcome.winners),
        "digest": digest(state),
        "log": log,
    }


def main() -> None:
    """Rewrite every golden file."""
    sys.path.insert(0, str(ROOT))
    FOLDER.mkdir(exist_ok=True)
    for name, (seed, palco) in GAMES.items():
        data = play_golden(seed, palco)
        (FOLDER / name).write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
        print(name, data["scores"], len(data["log"]), "actions")


if __name__ == "__main__":
    main()
