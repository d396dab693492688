"""Fast start-up: paint the main window at once, load the rules core behind it.

Importing pydantic and the game packages costs a few hundred milliseconds; a player
should see the theatre before that, and be able to click in it meanwhile. The main
window is built from Qt and our light UI modules only; after its first paint a
:class:`CoreLoader` imports the core on a background thread (the window keeps
answering), and what needs the core waits for it. ``DIVAS_EXIT_AFTER_FIRST_PAINT=1``
makes the app report its first paint on stdout and quit (packaging/measure.py).
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from ..core.collector import collector_paused

log = logging.getLogger(__name__)

PROBE_ENV = "DIVAS_EXIT_AFTER_FIRST_PAINT"
PROBE_FILE_ENV = "DIVAS_PROBE_FILE"
CORE_MODULES = (
    "pydantic",
    "divas_desktop.core.match",
    "divas_desktop.persistence.savefile",
    "divas_desktop.persistence.autosave",
)
"""What the first game, load or new-game dialog needs (the games follow, one by one)."""


def probing() -> bool:
    """Whether this run only measures start-up."""
    return os.environ.get(PROBE_ENV) == "1"


def report(label: str) -> None:
    """Print one start-up mark (``divas-first-paint <epoch seconds>``) when probing.

    ``DIVAS_PROBE_FILE`` also gets the mark: a windowed program on Windows, or one that
    macOS starts for a double-clicked file, has no stdout to read.
    """
    if not probing():
        return
    line = f"divas-{label} {time.time():.6f}"
    if sys.stdout is not None:
        print(line, flush=True)
    if os.environ.get(PROBE_FILE_ENV):
        with open(os.environ[PROBE_FILE_ENV], "a", encoding="utf-8") as probe:
            probe.write(line + "\n")


class FirstPaint(QObject):
    """Call ``then`` once, right after ``widget`` has been painted for the first time."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if self._then is not None and event.type() == QEvent.Type.Paint:
            then, self._then = self._then, None
            # A zero timer runs after this paint has reached the screen.
            QTimer.singleShot(0, then)
            watched.removeEventFilter(self)  # every event through Python costs: stop now
        return False


def in_turns(steps: list[Callable[[], object]]) -> None:
    """Run ``steps`` in order, each in its own turn of the event loop (events in between)."""
    if not steps:
        return

    def run() -> None:
        steps[0]()
        in_turns(steps[1:])

    QTimer.singleShot(0, run)


def _import_games() -> list[str]:
    """Import every game's rules (their data files are read and checked on import).

    Returns what failed: a broken engine must not stop the others (the menu skips it).
    """
    from ..core import registry

    problems = []
    for game_id in registry.game_ids():
        try:
            registry.get(game_id)
        except Exception as error:
            log.warning("game %s does not load", game_id, exc_info=True)
            problems.append(f"game {game_id} does not load: {error!r}")
    return problems


class CoreLoader(QObject):
    """Imports the rules core on a background thread; :meth:`when_ready` runs code after."""

    ready = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._done = False
        self.games_loaded = threading.Event()
        """Set once every game's rules are imported too (benchmarks wait for it)."""
        self.problems: list[str] = []
        """What failed to load (the start-up probe exits with an error when any did)."""
        self._waiting: list[Callable[[], object]] = []
        self.ready.connect(self._run_waiting)

    def is_ready(self) -> bool:
        """Whether the core can be used without waiting."""
        if self._done:
            return True
        # Already imported by someone else (tests, a second window), with no load running.
        return self._thread is None and all(name in sys.modules for name in CORE_MODULES)

    def start(self) -> None:
        """Begin loading (once)."""
        if self._thread is not None or self._done:
            return
        self._thread = threading.Thread(target=self._load, name="divas-core-loader", daemon=True)
        self._thread.start()

    def when_ready(self, then: Callable[[], object]) -> None:
        """Run ``then`` now if the core is loaded, else as soon as it is."""
        if self.is_ready():
            then()
            return
        self._waiting.append(then)
        self.start()

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the core is loaded (tests, the command line)."""
        self.start()
        if self._thread is not None:
            self._thread.join(timeout)
        self._run_waiting()
        return self.is_ready()

    def _load(self) -> None:
        with collector_paused():  # no Qt object may be freed on this thread
            try:
                for name in CORE_MODULES:
                    importlib.import_module(name)
            except Exception as error:
                log.exception("the rules core failed to load")
                self.problems.append(f"the rules core does not load: {error!r}")
            self._done = True
            try:
                self.ready.emit()  # queued to the UI thread: what waited for the core runs now
            except RuntimeError:  # the window was closed meanwhile: nobody waits
                pass
            # Then the games, still behind the window (a game may be opened first).
            self.problems += _import_games()
        self.games_loaded.set()

    def _run_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for then in waiting:
            then()


def watch_file_open(app: QApplication, open_file: Callable[[str], object]) -> None:
    """On macOS, open the saves the Finder sends (a filter on every event: only there)."""
    if sys.platform == "darwin":
        FileOpenFilter(app, open_file)


class FileOpenFilter(QObject):
    """macOS sends a double-clicked ``.divas`` as a FileOpen event, not an argument.

    It sees every event of the application, through Python: install it only where
    FileOpen events exist (:func:`watch_file_open`), or start-up pays ~35 ms for it.
    """

    def __init__(self, app: QApplication, open_file: Callable[[str], object]) -> None:
        super().__init__(app)
        self._open_file = open_file
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self._open_file(path)
                return True
        return False
