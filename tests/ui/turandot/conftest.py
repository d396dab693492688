"""Turandot board tests: no animations (unless a test asks), the main window at 1366×768.

Offscreen Qt, isolated settings and the ``app`` fixture come from ``tests/ui/conftest.py``.
"""

import pytest


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch):
    """Nothing waits on an animation in tests (one test turns them back on)."""
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "off")


@pytest.fixture
def window(app, qtbot):
    """A shown main window at the laptop size the board is designed for (``sized_window``
    also tries 1024×700)."""
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    win = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    win.controller.stop_bots()
