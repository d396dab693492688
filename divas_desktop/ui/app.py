"""Application start-up: QApplication, translator, error hook, main window; screenshots."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from .. import __version__

ORGANISATION = "DivasDesktop"
APPLICATION = "Divas Desktop"


def make_app(argv: list[str] | None = None) -> QApplication:
    """Create (or return) the QApplication with names, style sheet and translator."""
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
        app = QApplication(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationVersion(__version__)
    from ..i18n.translate import install_translator
    from .resources import app_icon
    from .theme import style_sheet

    app.setStyle("Fusion")
    app.setStyleSheet(style_sheet())
    app.setWindowIcon(app_icon())
    if not app.property("divas_language"):
        app.setProperty("divas_language", install_translator(app))
    return app


def run_gui(open_file: str | None = None) -> int:
    """Show the main window (opening ``open_file`` or offering the autosave); run the loop."""
    app = make_app()
    from .errors import install_excepthook
    from .main_window import MainWindow

    window = MainWindow()
    install_excepthook(lambda: window, window.controller.autosave_now)
    screen = app.primaryScreen()
    if screen is not None:  # 1366×768 by default, never larger than the screen
        room = screen.availableGeometry()
        window.resize(min(1366, room.width()), min(768, room.height()))
    window.show()
    if open_file:
        window.open_file(open_file)
    else:
        window.offer_resume()
    return app.exec()


def write_screenshots(directory: Path) -> list[Path]:
    """Save PNGs of the main screens into ``directory`` and return their paths."""
    from .screenshots import write_screenshots as write

    return write(Path(directory))
