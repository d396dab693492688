"""Turandot board tests: offscreen Qt, no animations, isolated settings, gesture helpers."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch):
    """Nothing waits on an animation in tests (one test turns them back on)."""
    monkeypatch.setenv("DIVAS_ANIMATION_MS", "0")


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path):
    """Keep the language choice and recent files of tests out of the user's settings."""
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("DivasDesktopTests")
    QSettings().clear()
    yield


@pytest.fixture
def app(qapp):
    """The QApplication set up as the real one (style, translator) in English."""
    from divas_desktop.ui.app import make_app

    qapp.setProperty("divas_language", "en")
    return make_app()


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
