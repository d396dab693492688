"""Turandot board tests: no animations, a main window big enough for the whole board.

Offscreen Qt, isolated settings and the ``app`` fixture come from ``tests/ui/conftest.py``.
"""

import pytest


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch):
    """Nothing waits on an animation in tests (one test turns them back on)."""
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "off")


@pytest.fixture
def window(app, qtbot):
    """A shown main window, large enough that the whole board is on screen."""
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    win = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(win)
    win.resize(1700, 1050)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    win.controller.stop_bots()
