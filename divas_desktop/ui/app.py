"""Application start-up: QApplication, translator, error hook, main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from .. import __version__
from .qt_start import create_application

ORGANISATION = "DivasDesktop"
APPLICATION = "Divas Desktop"


def make_app(argv: list[str] | None = None) -> QApplication:
    """Create (or return) the QApplication with names, style sheet and translator."""
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
        app = create_application(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationVersion(__version__)
    from ..i18n.translate import install_translator
    from .resources import app_icon
    from .theme import apply_theme

    app.setStyle("Fusion")
    apply_theme(app)
    app.setWindowIcon(app_icon())
    if not app.property("divas_language"):
        app.setProperty("divas_language", install_translator(app))
    return app


def run_gui(open_file: str | None = None) -> int:
    """Show the main window (opening ``open_file`` or offering the autosave); run the loop.

    A splash is painted first; the main window (and with it pydantic and the rules core)
    is built only after that first paint, so the app answers a double-click at once.
    """
    from .startup import FileOpenFilter, FirstPaint, Splash, probing, report

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance() or create_application(sys.argv[:1])
    QGuiApplication.setDesktopFileName("divas-desktop")  # Wayland: the right icon and name
    # macOS hands a double-clicked save over as an event, often before the window exists.
    early_files: list[str] = []
    early = FileOpenFilter(app, early_files.append)

    def open_main_window() -> None:
        app.removeEventFilter(early)
        _open_main_window(app, splash, open_file or (early_files[-1] if early_files else None))

    splash = Splash()
    FirstPaint(splash, open_main_window)
    FirstPaint(splash, lambda: report("first-paint"))
    splash.show()
    status = app.exec()
    return 0 if probing() else status


def _open_main_window(app: QApplication, splash: QWidget, open_file: str | None) -> None:
    """Build and show the main window, then close the splash."""
    from .errors import install_excepthook
    from .main_window import MainWindow
    from .startup import FileOpenFilter, FirstPaint

    make_app()
    window = MainWindow()
    app.setProperty("divas_main_window", window)  # keep it alive for the event loop
    install_excepthook(lambda: window, window.controller.autosave_now)
    FileOpenFilter(app, window.open_file)
    screen = app.primaryScreen()
    if screen is not None:  # 1366×768 by default, never larger than the screen
        room = screen.availableGeometry()
        window.resize(min(1366, room.width()), min(768, room.height()))
    FirstPaint(window, lambda: _after_first_paint(app, window, open_file))
    window.show()
    splash.close()


def _after_first_paint(app: QApplication, window: QWidget, open_file: str | None) -> None:
    """Load the rules core now that the window is up: open the file or offer the autosave."""
    from .startup import probing, report

    if probing():
        report("main-window-paint")
        if open_file:  # the installers' smoke test: a double-clicked save opens
            report("opened-file" if window.open_file(open_file) else "open-file-refused")
        app.quit()
        return
    if open_file:
        window.open_file(open_file)
    else:
        window.offer_resume()
