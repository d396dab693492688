"""Divas board tests: no animations (unless a test asks), a 1366×768 main window.

Offscreen Qt, isolated settings and the ``app`` fixture come from ``tests/ui/conftest.py``.
"""

import pytest


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch):
    """Nothing waits on an animation in tests (a test turns them back on)."""
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "off")


@pytest.fixture
def window(app, qtbot):
    """A shown main window at the laptop size the board is designed for."""
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    win = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    win.controller.stop_bots()
