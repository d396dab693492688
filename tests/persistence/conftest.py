"""Fixtures of the persistence tests that need a window: isolated settings, the toy game."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from divas_desktop.core import registry  # noqa: E402
from divas_desktop.core.match import Match, SeatInfo  # noqa: E402


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
    """The QApplication set up as the real one (style, translator)."""
    from divas_desktop.ui.app import make_app

    qapp.setProperty("divas_language", "en")
    return make_app()


def new_window(qtbot):
    """A shown main window whose computer players move at once."""
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    win = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    return win


@pytest.fixture
def window(app, qtbot):
    """A shown main window."""
    win = new_window(qtbot)
    yield win
    win.controller.stop_bots()


def toy_match(humans: int = 2, seed: int = 5, names=("Anna", "Bruno")) -> Match:
    """A fresh toy match (secret simultaneous picks); the first ``humans`` seats are people."""
    game = registry.get("toy")
    seats = [
        SeatInfo(name=name, kind="human" if index < humans else "computer")
        for index, name in enumerate(names)
    ]
    return Match(game, game.default_config(2), seats, seed)
