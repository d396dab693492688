"""Saves that cannot vanish: a writer killed at 200 random moments always leaves a save."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.persistence import autosave, unfinished
from divas_desktop.persistence.atomic import backup_path, temp_files
from divas_desktop.persistence.savefile import load_match, match_to_json

KILLS = 200
HERE = Path(__file__).resolve().parent


def _versions(count: int) -> list[Match]:
    """The same toy match after 1, 2, ... moves (each a different complete save)."""
    game = registry.get("toy")
    seats = [SeatInfo(name="Ada"), SeatInfo(name="Bo")]
    out = []
    for moves in range(1, count + 1):
        match = Match(game, game.default_config(2), seats, 21, match_id="killed")
        for _ in range(moves):
            seat = match.to_move()[0]
            match.play(seat, match.legal_actions(seat)[0])
        out.append(match)
    return out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the writer is killed with fork + SIGKILL")
def test_a_writer_killed_at_random_moments_always_leaves_a_loadable_autosave(tmp_path):
    versions = _versions(4)
    digests = {m.state_digest() for m in versions}
    payloads = []
    for index, match in enumerate(versions):
        payload = tmp_path / f"payload{index}.divas"
        payload.write_text(match_to_json(match), encoding="utf-8")
        payloads.append(str(payload))
    target = autosave.autosave_path("killed")
    target.parent.mkdir(parents=True)
    target.write_text(match_to_json(versions[0]), encoding="utf-8")  # a previous save exists
    env = dict(os.environ, PYTHONPATH=str(HERE.parents[1]))
    server = subprocess.Popen(
        [sys.executable, str(HERE / "kill_writer.py"), str(target), "7", *payloads],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    orphans_removed = 0
    try:
        for kill in range(KILLS):
            server.stdin.write("go\n")
            server.stdin.flush()
            assert server.stdout.readline().startswith("killed"), f"server died at {kill}"
            # The file itself is always there, complete: old or new, never missing.
            assert load_match(target).state_digest() in digests, f"kill {kill}: no save"
            # What the next start of the app does: tidy, list, resume.
            orphans_removed += len(unfinished.tidy())
            [game] = unfinished.unfinished_games()
            resumed = autosave.resume(game)
            assert resumed.state_digest() in digests, f"kill {kill}: a wrong or corrupt save"
            assert temp_files(target) == [] and temp_files(backup_path(target)) == []
            names = sorted(p.name for p in target.parent.iterdir())
            assert names in (["killed.divas"], ["killed.divas", "killed.divas.bak"]), names
    finally:
        server.stdin.close()
        server.wait(timeout=10)
    # The kills did land while a temporary file existed (the dangerous moment).
    assert orphans_removed > 0
