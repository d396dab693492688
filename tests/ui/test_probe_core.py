"""The start-up probe waits for the rules core and the games: a broken one fails it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from divas_desktop.core import registry

def broken(game_id):
    raise RuntimeError("no data files")

registry.get = broken  # as a bundle missing a game's data would fail
from divas_desktop.cli import main
sys.exit(main([]))
"""


def _probe(tmp_path, *argv: str) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        DIVAS_EXIT_AFTER_FIRST_PAINT="1",
        QT_QPA_PLATFORM="offscreen",
        DIVAS_DATA_DIR=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    return subprocess.run(
        [sys.executable, *argv], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def test_the_probe_exits_with_an_error_when_a_game_does_not_load(tmp_path):
    result = _probe(tmp_path, "-c", SCRIPT)
    assert result.returncode == 1, result.stderr[-2000:]
    marks = [line.split()[0] for line in result.stdout.splitlines()]
    assert marks == ["divas-first-paint", "divas-main-window-paint", "divas-core-failed"]
    assert "does not load" in result.stderr


def test_the_probe_exits_cleanly_once_everything_has_loaded(tmp_path):
    result = _probe(tmp_path, "-m", "divas_desktop")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "divas-core-failed" not in result.stdout
