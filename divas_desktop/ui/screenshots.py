"""``divas-desktop --screenshots DIR``: PNGs of the main screens, made offscreen.

Shows the new-game dialog, the main window with a seeded demo position of every
registered game, the privacy curtain and the results dialog. The demo game "Prima
Donna" stands in when no real game is registered yet.
"""

from __future__ import annotations

import importlib
import logging
import os
import shutil
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QWidget

from ..core import registry
from ..core.digest import canonical_json
from ..core.game import Game
from ..core.match import Match, SeatInfo
from .available import playable_game_ids
from .theme import SEAT_COLOURS

log = logging.getLogger(__name__)

SIZE = (1366, 768)
"""The smallest laptop screen we design for."""
DEMO_SEED = 1853
DEMO_NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def _grab(widget: QWidget, path: Path) -> Path:
    _settle()
    widget.grab().save(str(path), "PNG")
    return path


def demo_match(game: Game, humans: int = 1, moves: int = 6, seats: int | None = None) -> Match:
    """A seeded match of ``game`` after a few computer-chosen moves."""
    count = seats or max(game.min_seats, min(3, game.max_seats))
    infos = [
        SeatInfo(
            name=DEMO_NAMES[i],
            colour=SEAT_COLOURS[i][0],
            kind="human" if i < humans else "computer",
        )
        for i in range(count)
    ]
    match = Match(game, game.default_config(count), infos, DEMO_SEED)
    for _ in range(moves):
        to_move = match.to_move()
        if not to_move:
            break
        match.play_bot(to_move[0])
    # Go on until a person must act, so the picture shows what they can do.
    for _ in range(200):
        to_move = match.to_move()
        if not to_move or any(not match.is_computer(s) for s in to_move):
            break
        match.play_bot(to_move[0])
    return match


def _finished(game: Game, budget_s: float = 4.0) -> Match | None:
    """A seeded game played to its end by the computer, or ``None`` if it takes too long."""
    match = demo_match(game, humans=0, moves=0)
    deadline = time.monotonic() + budget_s
    while match.to_move():
        if time.monotonic() > deadline:
            return None
        match.play_bot(match.to_move()[0])
    return match


def _secret_game(games: list[Game]) -> tuple[Game, Match]:
    """A game whose players hold secrets (for the curtain) and a finished match of it.

    Real games come first; the demo game stands in when none fits the time budget yet.
    """
    for game in games:
        if game.game_id in ("toy", "demo"):
            continue
        try:
            match = demo_match(game, humans=2, moves=0, seats=2)
            if canonical_json(match.view(0)) == canonical_json(match.view(None)):
                continue
            finished = _finished(game)
        except Exception:  # an engine being written must not stop the screenshots
            log.warning(
                "%s cannot be finished for the results screenshot", game.game_id, exc_info=True
            )
            continue
        if finished is not None:
            return game, finished
    from .demo_game import GAME

    return GAME, _finished(GAME, budget_s=60.0)


def _games() -> list[Game]:
    ids = playable_game_ids()
    if not [i for i in ids if i not in ("toy",)]:
        from .demo_game import GAME

        registry.register(GAME)
        ids = playable_game_ids()
    return [registry.get(i) for i in ids]


def _phase_positions(window, game_id: str, directory: Path) -> list[Path]:
    """Shots of every phase a board's ``boards/<id>_demo.py`` offers (``demo_positions``)."""
    try:
        module = importlib.import_module(f"divas_desktop.ui.boards.{game_id}_demo")
    except ModuleNotFoundError:
        return []
    written = []
    for name, match, _seat in module.demo_positions():
        window.controller.start(match)
        window.area.view.fit()
        written.append(_grab(window, directory / f"{name}.png"))
    return written


def write_screenshots(directory: Path) -> list[Path]:
    """Write the screenshots into ``directory`` (created if needed); return the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Screenshots must never touch the player's own autosave or settings.
    scratch = tempfile.mkdtemp(prefix="divas-shots-")
    os.environ["DIVAS_DATA_DIR"] = scratch
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, scratch)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
    from .app import make_app
    from .controller import GameController
    from .main_window import MainWindow
    from .new_game_dialog import NewGameDialog
    from .results_dialog import ResultsDialog

    make_app()
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    games = _games()

    dialog = NewGameDialog(game_ids=[g.game_id for g in games])
    dialog.resize(max(700, dialog.sizeHint().width()), dialog.sizeHint().height())
    dialog.show()
    written.append(_grab(dialog, directory / "new_game.png"))
    dialog.close()

    window = MainWindow(GameController(autosave=False, bot_delay_ms=60_000))
    window.resize(*SIZE)
    window.show()
    written.append(_grab(window, directory / "welcome.png"))
    working: list[Game] = []
    for game in games:
        try:
            window.controller.start(demo_match(game))
            window.area.view.fit()
            written.append(_grab(window, directory / f"main_{game.game_id}.png"))
        except Exception:  # an engine or board still being written must not stop the others
            log.warning("no demo position for %s", game.game_id, exc_info=True)
            continue
        working.append(game)
        written.extend(_phase_positions(window, game.game_id, directory))

    hidden, finished = _secret_game(working)
    window.controller.start(demo_match(hidden, humans=2, moves=0, seats=2))
    window.area.curtain.setGeometry(window.area.view.rect())
    written.append(_grab(window, directory / "curtain.png"))

    outcome = finished.outcome() if finished is not None else None
    if finished is not None and outcome is not None:
        results = ResultsDialog(hidden.game_id, outcome, finished.seats)
        results.show()
        _settle()
        results.resize(results.sizeHint())
        written.append(_grab(results, directory / "results.png"))
        results.close()
    window.close()
    _settle()
    shutil.rmtree(scratch, ignore_errors=True)
    return written
