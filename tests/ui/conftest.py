"""UI test set-up: offscreen Qt, isolated settings, the demo game and board, gesture helpers."""

import os
import sys

# Before any Qt import: there is no display here or on CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from divas_desktop.core import registry  # noqa: E402
from divas_desktop.ui.boards import register_board, unregister_board  # noqa: E402

from .demo import events as demo_events  # noqa: E402
from .demo import texts as demo_texts  # noqa: E402
from .demo.board import DemoBoard  # noqa: E402
from .demo.game import GAME as DEMO  # noqa: E402

# The demo's own texts and event declarations, found like a game's (demo/texts.py, events.py).
sys.modules.setdefault("divas_desktop.i18n.texts_demo", demo_texts)
sys.modules.setdefault("divas_desktop.i18n.events_demo", demo_events)


@pytest.fixture(autouse=True)
def _ui_thread_collects(qapp):
    """As in the app: cycles are collected by a timer on the UI thread only."""
    from divas_desktop.ui import threads

    threads.install()


@pytest.fixture(autouse=True)
def _demo_registered():
    """The demo game stands in for a real game with hidden hands and refusals."""
    registry.register(DEMO)
    register_board(DEMO.game_id, f"{DemoBoard.__module__}:DemoBoard")
    yield
    unregister_board(DEMO.game_id)
    registry.unregister(DEMO.game_id)


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path):
    """Keep the language choice and recent files of tests out of the user's settings."""
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("DivasDesktopTests")
    QSettings().clear()
    yield


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch):
    """Nothing waits on an animation in tests, unless a test turns them on."""
    monkeypatch.delenv("DIVAS_ANIMATION_SPEED", raising=False)


@pytest.fixture
def app(qapp):
    """The QApplication set up as the real one (style, translator)."""
    from divas_desktop.ui.app import make_app

    qapp.setProperty("divas_language", "en")
    return make_app()


@pytest.fixture
def window(app, qtbot):
    """A shown main window whose computer players move without delay."""
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    win = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    win.controller.stop_bots()


WINDOW_SIZES = [(1366, 768), (1024, 700)]
"""The laptop window a board is designed for, and the smallest it must stay usable in."""


@pytest.fixture(params=WINDOW_SIZES, ids=["1366x768", "1024x700"])
def sized_window(request, window, qtbot):
    """The main window at each window size the boards are checked at."""
    window.resize(*request.param)
    qtbot.wait(10)  # let the layout settle
    return window


@pytest.fixture(params=("it", "es", "en"))
def language(request, app):
    """The boards' texts in each language in turn (English again afterwards).

    A test's own ``parametrize("language", ...)`` or fixture of that name takes precedence.
    """
    from divas_desktop.i18n.translate import install_translator

    install_translator(app, request.param)
    app.setProperty("divas_language", request.param)
    yield request.param
    install_translator(app, "en")
    app.setProperty("divas_language", "en")


@pytest.fixture
def animated(monkeypatch):
    """Animations on at normal speed (they are off in tests unless a test asks)."""
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "normal")
