"""Golden playthroughs: stored action logs replay to the same table and scores.

Regenerate after an intended rule change with
``TURANDOT_GOLDEN=1 .venv/bin/python -m pytest tests/turandot/test_golden.py`` and review
the diff of ``tests/turandot/golden/*.json``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from divas_desktop.core.digest import digest
from divas_desktop.core.match import LogEntry, Match, SeatInfo
from divas_desktop.games.turandot.config import TurandotConfig
from divas_desktop.games.turandot.rules import GAME

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = {"four_players": (4, 1926, "all"), "two_players_dark": (2, 1924, "dark")}


def _seats(count: int) -> list[SeatInfo]:
    return [SeatInfo(name=f"P{i + 1}", kind="computer") for i in range(count)]


def _record(seats: int, seed: int, deck: str) -> dict:
    config = TurandotConfig(seats=seats, deck=deck, first_maestro=1)
    match = Match(GAME, config, _seats(seats), seed)
    while match.to_move():
        match.play_bot(match.to_move()[0])
    outcome = match.outcome()
    return {
        "config": config.model_dump(),
        "seed": seed,
        "log": [entry.model_dump() for entry in match.log],
        "scores": {str(k): v for k, v in outcome.scores.items()},
        "winners": list(outcome.winners),
        "tie_break": outcome.tie_break,
        "digest": match.state_digest(),
    }


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough_replays(name):
    path = GOLDEN / f"{name}.json"
    if os.environ.get("TURANDOT_GOLDEN"):
        path.write_text(json.dumps(_record(*CASES[name]), indent=1) + "\n", encoding="utf-8")
    golden = json.loads(path.read_text(encoding="utf-8"))
    config = TurandotConfig(**golden["config"])
    log = [LogEntry(**entry) for entry in golden["log"]]
    match = Match.replay(GAME, config, _seats(config.seats), golden["seed"], log)
    outcome = match.outcome()
    assert {str(k): v for k, v in outcome.scores.items()} == golden["scores"]
    assert list(outcome.winners) == golden["winners"]
    assert outcome.tie_break == golden["tie_break"]
    assert digest(match.state) == golden["digest"]
