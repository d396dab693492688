"""``divas-desktop --screenshots DIR [--lang it|es|en] [--size WxH]``: PNGs made offscreen.

Shows the new-game dialog, the main window with a seeded position of every registered
game, every phase a board offers (``Board.demo_positions``: a board adds its own shots
by overriding it), each board's legend open (``legend_<game>``), a computer's move in
the middle of its main beat (``beat_<game>``), a card held over a legal target with the
engine's preview of the drop (``drop_preview_<game>``), the rules reference beside each
board (at its first picture), the privacy curtain and the results dialog. Without
``--size`` the window is 1366×768 and each game's main position is also taken at
1024×700, alone and with the reference opened by F1.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from ..core import registry
from ..core.digest import canonical_json
from ..core.game import Game, GameConfig
from ..core.match import LogEntry, Match, SeatInfo
from ..core.types import Seat
from .available import playable_game_ids
from .theme import SEAT_COLOURS

if TYPE_CHECKING:
    from .board_area import BoardArea
    from .main_window import MainWindow

log = logging.getLogger(__name__)

SIZE = (1366, 768)
"""The smallest laptop screen we design for."""
SMALL_SIZE = (1024, 700)
"""The smallest window a board must stay whole and usable in."""
DEMO_SEED = 1853
DEMO_NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
BEAT_SHOTS: dict[str, tuple[frozenset[str], dict[str, object]]] = {
    "divas": (frozenset({"divas.palco_scored"}), {"palco_reale": True}),
    "sipario": (frozenset({"sipario.ev.opera_staged"}), {}),
    "turandot": (frozenset({"turandot.bids_revealed"}), {}),
    "magna": (frozenset({"magna.profit_gained"}), {}),
}
"""Per game, a computer move worth following (the events it makes) and the options of its
match: shot in the middle of the beat that shows it (the Palco Reale applauding, a
staging, the bids face up, a city's profit)."""


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


def _secret_game(games: list[Game]) -> tuple[Game, Match] | None:
    """A game whose players hold secrets (for the curtain) and a finished match of it."""
    for game in games:
        try:
            match = demo_match(game, humans=2, moves=0, seats=2)
            if canonical_json(match.view(0)) == canonical_json(match.view(None)):
                continue
            finished = _finished(game)
        except Exception:  # one game that cannot be played out must not stop the screenshots
            log.warning("%s cannot be finished for the results screenshot", game.game_id)
            continue
        if finished is not None:
            return game, finished
    return None


def _beat_position(
    game: Game, kinds: frozenset[str], options: dict[str, object], budget_s: float = 6.0
) -> Match | None:
    """A seeded match just before a computer move making an event of ``kinds``, with a
    person at another seat (``None`` if no such move comes within the budget)."""
    count = max(game.min_seats, min(3, game.max_seats))
    config = game.config_type(seats=count, **options)
    infos = [
        SeatInfo(name=DEMO_NAMES[i], colour=SEAT_COLOURS[i][0], kind="computer")
        for i in range(count)
    ]
    match = Match(game, config, infos, DEMO_SEED)
    deadline = time.monotonic() + budget_s
    while match.to_move() and time.monotonic() < deadline:
        log_before = list(match.log)
        mover = match.to_move()[0]
        if any(event.kind in kinds for event in match.play_bot(mover)):
            # The same computer, from the same seed and move number, moves the same again.
            human = (mover + 1) % count
            seats = [
                s.model_copy(update={"kind": "human"}) if i == human else s
                for i, s in enumerate(infos)
            ]
            return Match.replay(game, config, seats, DEMO_SEED, log_before)
    return None


def _beat_shot(window: MainWindow, game: Game, directory: Path) -> Path | None:
    """The main window in the middle of the beat that shows a computer's move."""
    from .animation_speed import ENV_KEY

    wanted = BEAT_SHOTS.get(game.game_id)
    match = _beat_position(game, *wanted) if wanted is not None else None
    if wanted is None or match is None:
        return None
    kinds = wanted[0]
    speed = os.environ.get(ENV_KEY)
    os.environ[ENV_KEY] = "normal"  # offscreen nothing animates unless asked
    try:
        window.controller.start(match)
        _table(window).view.fit()
        step = match.cursor
        if not window.controller.play_bot_now():
            return None
        board = window.board
        assert board is not None
        event = next(e for s, _seat, e in match.events_for(None) if s >= step and e.kind in kinds)
        words = board.label_text(event)
        queue = board.animations
        for _ in range(40):  # a fake clock: beat after beat, until the one that tells it
            labels = [getattr(item, "text", "") for item in board.items()]
            if any(words in str(label) for label in labels) or not queue.busy():
                break
            for animation in queue.playing():
                animation.setCurrentTime(animation.totalDuration())
        queue.freeze()  # everything in place, the beat standing still
        return _grab(window, directory / f"beat_{game.game_id}.png")
    finally:
        if window.board is not None:
            window.board.animations.finish()
        if speed is None:
            os.environ.pop(ENV_KEY, None)
        else:
            os.environ[ENV_KEY] = speed


def _held_over(view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    """Press at ``start`` and move, the button held, to ``end`` (scene points): a drag not
    let go, so the drop's preview stands beside the target."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest

    viewport = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, view.mapFromScene(start))
    for step in range(1, 6):
        pos = QPointF(view.mapFromScene(start + (end - start) * (step / 5)))
        at = QPointF(viewport.mapToGlobal(pos))
        moved = QMouseEvent(QEvent.Type.MouseMove, pos, at, Qt.MouseButton.NoButton, left, none)
        QCoreApplication.sendEvent(viewport, moved)


def _preview_shot(window: MainWindow, game_id: str, directory: Path) -> Path | None:
    """A card held over a legal target of a demo position, the drop's preview beside it."""
    for _name, match, _seat in demo_positions(game_id):
        window.controller.start(match)
        area = _table(window)
        area.view.fit()
        board = window.board
        if board is None or board.viewer is None:
            continue
        for (item_id, target_id), actions in board.legal_keys().items():
            held, target = board.item(item_id), board.item(target_id)
            if len(actions) != 1 or held is None or target is None:
                continue
            if not match.preview(board.viewer, actions[0]):
                continue
            start, end = held.sceneBoundingRect().center(), target.sceneBoundingRect().center()
            _held_over(area.view, start, end)
            if not board.drop_preview.text():
                board.cancel()
                continue
            try:
                return _grab(window, directory / f"drop_preview_{game_id}.png")
            finally:
                board.cancel()
    return None


_Recording = tuple[
    str, Game, GameConfig, list[SeatInfo], int, list[LogEntry], int, int, Seat | None
]
_RECORDED: dict[type, list[_Recording]] = {}
"""Per board class, its demo positions as first found: (name, game, config, seats, seed,
log, cursor, clock, seat)."""


def demo_positions(game_id: str) -> list[tuple[str, Match, Seat | None]]:
    """``Board.demo_positions()`` of ``game_id``'s board, searched for once per process.

    Finding a position plays the computer until a phase comes (seconds per game); the
    shots ask twice a run (phases, drop preview) and the tests run the shots in three
    languages. Later calls replay the recorded moves into new matches: the same
    positions, which the caller may play on freely.
    """
    from .boards import board_class

    board = board_class(game_id)
    recorded = _RECORDED.get(board)
    if recorded is None:
        positions = board.demo_positions()
        _RECORDED[board] = [
            (name, m.game, m.config, list(m.seats), m.seed, list(m.log), m.cursor, m.clock_ms, seat)
            for name, m, seat in positions
        ]
        return positions
    found = []
    for name, game, config, seats, seed, log, cursor, clock, seat in recorded:
        match = Match.replay(game, config, list(seats), seed, log, cursor)
        match.clock_ms = clock
        found.append((name, match, seat))
    return found


def _games() -> list[Game]:
    return [registry.get(i) for i in playable_game_ids() if i != "toy"]


def _table(window: MainWindow) -> BoardArea:
    """The window's board area (it exists once a game was started)."""
    assert window.area is not None
    return window.area


def _phase_positions(window: MainWindow, game_id: str, directory: Path) -> list[Path]:
    """Shots of every phase the game's board offers (``Board.demo_positions``)."""
    written = []
    positions = demo_positions(game_id)
    for name, match, _seat in positions:
        window.controller.start(match)
        _table(window).view.fit()
        written.append(_grab(window, directory / f"{name}.png"))
    # The reference's pictures are these same positions: no need to make them twice.
    window.rules().demos.seed(game_id, positions)
    return written


def _rules_shot(window: MainWindow, game_id: str, path: Path, f1: bool) -> list[Path]:
    """The rules reference beside the board on the table: opened by F1 (``f1``), or at its
    first picture, with the pictures in view drawn."""
    from .rules_reference.document import games_with_reference

    if game_id not in games_with_reference():
        return []
    dock = window.rules()
    if f1:
        window.rule_here()
    else:
        window.how_to_play(game_id)
        dock.show_picture(0)
    _table(window).view.fit()
    dock.wait_for_pictures()
    shot = _grab(window, path)
    dock.hide()
    return [shot]


def _lesson_shots(window: MainWindow, directory: Path) -> list[Path]:
    """A step of every lesson, with the coach beside the board and the ring on it."""
    try:
        from .lessons.shots import lesson_shots

        return lesson_shots(window, directory, _grab)
    except Exception:  # a lesson that cannot be shown must not cost the other shots
        log.warning("no lesson shots", exc_info=True)
        return []


def _legend_shot(window: MainWindow, path: Path) -> list[Path]:
    """The board's legend open over it (the "?" button), if the board has one."""
    board, view = window.board, _table(window).view
    if board is None or not board.legend():
        return []
    view.toggle_legend()
    try:
        return [_grab(window, path)]
    finally:
        view.legend.dismiss()


def _use_language(app: QApplication, language: str | None) -> None:
    if not language:
        return
    from ..i18n.translate import install_translator

    app.setProperty("divas_language", install_translator(app, language))


def write_screenshots(
    directory: Path, language: str | None = None, size: tuple[int, int] | None = None
) -> list[Path]:
    """Write the screenshots into ``directory`` (created if needed); return the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Screenshots must never touch the player's own autosave or settings.
    scratch = tempfile.mkdtemp(prefix="divas-shots-")
    os.environ["DIVAS_DATA_DIR"] = scratch
    from PySide6.QtCore import QSettings, QSize

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, scratch)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
    from .app import make_app
    from .controller import GameController
    from .main_window import MainWindow
    from .new_game_dialog import NewGameDialog
    from .results_dialog import ResultsDialog

    _use_language(make_app(), language)
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    games = _games()

    dialog = NewGameDialog(game_ids=[g.game_id for g in games])
    dialog.show()
    # As it opens on the small screen the dialog must fit (1024×700 less a task bar).
    dialog.fitted_size(QSize(SMALL_SIZE[0], SMALL_SIZE[1] - 40))
    written.append(_grab(dialog, directory / "new_game.png"))
    dialog.close()

    window = MainWindow(GameController(autosave=False, bot_delay_ms=60_000))
    window.resize(*(size or SIZE))
    window.show()
    written.append(_grab(window, directory / "welcome.png"))
    working: list[Game] = []
    for game in games:
        try:
            window.controller.start(demo_match(game))
            _table(window).view.fit()
            written.append(_grab(window, directory / f"main_{game.game_id}.png"))
            written += _legend_shot(window, directory / f"legend_{game.game_id}.png")
        except Exception:  # one game or board that fails must not cost the others their shots
            log.warning("no demo position for %s", game.game_id, exc_info=True)
            continue
        working.append(game)
        written.extend(_phase_positions(window, game.game_id, directory))
        try:
            shot = _beat_shot(window, game, directory)
        except Exception:  # a move that cannot be shown must not cost the other shots
            log.warning("no beat shot for %s", game.game_id, exc_info=True)
            shot = None
        if shot is not None:
            written.append(shot)
        try:
            shot = _preview_shot(window, game.game_id, directory)
        except Exception:  # a drop that cannot be previewed must not cost the other shots
            log.warning("no drop preview shot for %s", game.game_id, exc_info=True)
            shot = None
        if shot is not None:
            written.append(shot)
        rules = directory / f"rules_{game.game_id}.png"
        written.extend(_rules_shot(window, game.game_id, rules, f1=False))

    written.extend(_lesson_shots(window, directory))

    found = _secret_game(working)
    if found is not None:
        hidden, finished = found
        window.controller.start(demo_match(hidden, humans=2, moves=0, seats=2))
        area = _table(window)
        area.curtain.setGeometry(area.view.rect())
        written.append(_grab(window, directory / "curtain.png"))
        outcome = finished.outcome()
        if outcome is not None:
            results = ResultsDialog(hidden.game_id, outcome, finished.seats)
            results.show()
            _settle()
            results.resize(results.sizeHint())
            written.append(_grab(results, directory / "results.png"))
            results.close()

    if size is None:  # the small window: every game's board must still be whole and usable
        window.resize(*SMALL_SIZE)
        _settle()
        for game in working:
            window.controller.start(demo_match(game))
            _table(window).view.fit()
            name = f"main_{game.game_id}_{SMALL_SIZE[0]}x{SMALL_SIZE[1]}.png"
            written.append(_grab(window, directory / name))
            rules = directory / f"rules_{game.game_id}_{SMALL_SIZE[0]}x{SMALL_SIZE[1]}.png"
            written.extend(_rules_shot(window, game.game_id, rules, f1=True))
    window.close()
    _settle()
    shutil.rmtree(scratch, ignore_errors=True)
    return written


def parse_size(text: str) -> tuple[int, int]:
    """``"1024x700"`` -> ``(1024, 700)``."""
    width, _, height = text.lower().partition("x")
    try:
        size = int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (say e.g. 1024x700)") from None
    if min(size) < 200:
        raise argparse.ArgumentTypeError(f"too small: {text!r}")
    return size


def main(argv: list[str]) -> int:
    """The ``--screenshots DIR [--lang L] [--size WxH]`` command; print each file written."""
    parser = argparse.ArgumentParser(prog="divas-desktop --screenshots")
    parser.add_argument("directory", type=Path)
    parser.add_argument("--lang", choices=("it", "es", "en"), help="language of the pictures")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1024x700")
    args = parser.parse_args(argv)
    for path in write_screenshots(args.directory, args.lang, args.size):
        print(path)
    return 0
