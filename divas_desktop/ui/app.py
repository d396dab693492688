"""Application start-up: QApplication, translator, error hook, main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .. import __version__
from .qt_start import Application, create_application

ORGANISATION = "DivasDesktop"
APPLICATION = "Divas Desktop"
FUSION = ("-style", "fusion")
"""Qt's own command-line option: the one style on every platform."""


def make_app(argv: list[str] | None = None) -> QApplication:
    """Create (or return) the QApplication with names, style sheet and translator."""
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
        # Qt makes the Fusion style itself: touching app.style() from Python before the
        # first paint would build every QStyle enum (~30 ms).
        app = create_application([*(argv if argv is not None else sys.argv[:1]), *FUSION])
    elif isinstance(app, QApplication) and not app.property("divas_fusion"):
        # An application made elsewhere (tests): Fusion once. Setting a style deletes the
        # previous one under every widget still alive, so it must never happen again (Qt's
        # style name reads "" here, so asking the style itself re-set it at every call).
        app.setStyle("Fusion")
    if isinstance(app, QApplication):
        app.setProperty("divas_fusion", True)
    assert isinstance(app, QApplication)
    app.setApplicationVersion(__version__)
    from .threads import install as install_threads

    install_threads()  # cycles are collected on this (the UI) thread only
    from ..i18n.translate import install_translator
    from .theme import apply_theme

    apply_theme(app)  # (the window icon is set after the first paint: MainWindow._set_icon)
    if not app.property("divas_language"):
        app.setProperty("divas_language", install_translator(app))
    return app


def run_gui(open_file: str | None = None) -> int:
    """Show the main window (opening ``open_file`` if given); run the event loop.

    The window is built without pydantic, the rules core or any board, so it paints
    almost as soon as a bare Qt window would; the core loads behind it on a thread.
    """
    from .errors import install_excepthook
    from .main_window import MainWindow
    from .screens import available_geometry
    from .startup import FirstPaint, probing, watch_file_open

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = make_app()
    QGuiApplication.setDesktopFileName("divas-desktop")  # Wayland: the right icon and name
    window = MainWindow()
    app.setProperty("divas_main_window", window)  # keep it alive for the event loop
    install_excepthook(lambda: window, window.controller.autosave_now)
    if not isinstance(app, Application):  # made elsewhere (tests): only macOS sends FileOpen
        watch_file_open(app, window.open_file)
    room = available_geometry()
    if not window.restore_layout() and room is not None:
        # 1366×768 the first time, never larger than the screen; then as the player left it
        window.resize(min(1366, room.width()), min(768, room.height()))
    FirstPaint(window, lambda: _after_first_paint(app, window, open_file))
    window.show()
    status = app.exec()
    return status if not probing() or status == 1 else 0


def _after_first_paint(app: QApplication, window, open_file: str | None) -> None:
    """The window is up: load the core behind it, list unfinished games, open the file.

    A save macOS handed over (FileOpen) before the window was up is opened now.
    """
    from .startup import probing, report

    if isinstance(app, Application):
        early = app.hand_over_files(window.open_file)
        open_file = open_file or (early[-1] if early else None)
    if probing():
        report("first-paint")
        report("main-window-paint")
        if open_file:  # the installers' smoke test: a double-clicked save opens
            report("opened-file" if window.open_file(open_file) else "open-file-refused")
        # The core and the games load after the paint: a bundle that lacks a part of them
        # must still fail the smoke test, so the probe waits for them and says so.
        loader = window.core_loader
        loader.wait()
        if loader.problems:
            print("\n".join(loader.problems), file=sys.stderr)
            report("core-failed")
            app.exit(1)
            return
        app.quit()
        return
    window.start_up(open_file)
