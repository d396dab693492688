"""Shared test set-up: Qt offscreen, a throwaway data folder, the toy game and its board."""

import os
import sys
from pathlib import Path

# Must happen before any Qt import: there is no display on CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import faulthandler  # noqa: E402

import pytest  # noqa: E402
import toygame  # noqa: E402

from divas_desktop.core import collector, registry  # noqa: E402
from divas_desktop.ui.boards import register_board  # noqa: E402 - no Qt until a board is drawn

registry.register(toygame.GAME)
register_board(toygame.GAME.game_id, "toyboard:ToyBoard")


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory, monkeypatch):
    """Keep autosaves and settings of tests out of the user's real folders."""
    monkeypatch.setenv("DIVAS_DATA_DIR", str(tmp_path_factory.mktemp("data")))


# As in the app, Python's cycle collector never runs on its own: only this (the UI) thread
# collects, after each test and from the UI's timer (divas_desktop/ui/threads.py).
collector.take_over()


@pytest.fixture(autouse=True)
def _collect_cycles_here():
    """Collect the cycles a test left, on the main thread, as the UI's timer would."""
    yield
    collector.collect_due()


_crash_log = None


@pytest.hookimpl(trylast=True)  # after pytest's own faulthandler, which writes to stderr
def pytest_configure(config):
    """With DIVAS_CRASH_DIR (dev.py sets it), a hard crash's stacks go to a file CI keeps."""
    global _crash_log
    folder = os.environ.get("DIVAS_CRASH_DIR")
    if not folder:
        return
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    _crash_log = open(Path(folder) / f"crash-{name}-{os.getpid()}.log", "w")  # noqa: SIM115
    faulthandler.enable(_crash_log, all_threads=True)


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


_screens_watched: set[int] = set()
_screens_lost: list[str] = []


@pytest.fixture(autouse=True)
def _the_screen_outlives_every_test():
    """Fail the test during which the application's QScreen was deleted (issue 34).

    A QScreen freed while the application runs crashes the next widget that measures its
    font (``QScreen::virtualSiblings``), in whichever later test that happens to be: this
    names the test that freed it instead. (PySide deleted the screen with the wrapper of a
    widget that had asked ``widget.screen()``: see ``divas_desktop/ui/screens.py``.)
    """
    _watch_screens()
    yield
    _watch_screens()
    if _screens_lost:
        lost = _screens_lost.copy()
        _screens_lost.clear()
        pytest.fail(f"the application's QScreen was deleted during this test: {lost}")


def _watch_screens() -> None:
    gui = sys.modules.get("PySide6.QtGui")
    if gui is None or gui.QGuiApplication.instance() is None:
        return
    from shiboken6 import Shiboken

    for screen in gui.QGuiApplication.screens():
        address = Shiboken.getCppPointer(screen)[0]
        if address not in _screens_watched:
            _screens_watched.add(address)
            name = screen.name()
            # no argument: a slot given the dying QScreen would make a wrapper of it
            screen.destroyed.connect(lambda name=name: _screens_lost.append(name))
