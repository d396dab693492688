"""Shared test set-up: Qt offscreen, a throwaway data folder, the toy game and its board."""

import os
import sys
from pathlib import Path

# Must happen before any Qt import: there is no display on CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest  # noqa: E402
import toygame  # noqa: E402

from divas_desktop.core import registry  # noqa: E402
from divas_desktop.ui.boards import register_board  # noqa: E402 - no Qt until a board is drawn

registry.register(toygame.GAME)
register_board(toygame.GAME.game_id, "toyboard:ToyBoard")


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory, monkeypatch):
    """Keep autosaves and settings of tests out of the user's real folders."""
    monkeypatch.setenv("DIVAS_DATA_DIR", str(tmp_path_factory.mktemp("data")))
