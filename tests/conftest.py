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


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Make ``--dist loadgroup`` (dev.py) send an xdist_group's tests to one worker again.

    pytest-xdist 3.8 appends ``@group`` to ``item._nodeid``, which pytest 9.2 no longer reads
    (``nodeid`` comes from ``item._id``): every group was spread over the workers. The same
    suffix is set where pytest reads it; nothing happens without xdist or once xdist does it.
    """
    if not getattr(config.option, "loadgroup", False):
        return
    from _pytest.nodeid import NodeId

    for item in items:
        groups = sorted(
            {
                str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                for m in item.iter_markers("xdist_group")
            }
        )
        if groups and "@" not in item.nodeid:
            item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(groups)}")
