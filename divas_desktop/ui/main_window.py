"""The main window: menus, the board with its curtain, the players and the log panels."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from ..i18n.translate import install_translator, language_problem, save_language, text
from .board import SPEEDS, Board, animation_speed, set_animation_speed
from .board_area import BoardArea
from .controller import GameController
from .log_panel import LogPanel
from .recent_files import add_recent, last_folder, recent_files
from .resources import app_icon
from .score_panel import ScorePanel
from .welcome import WelcomePage

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..core.match import SeatInfo
    from ..core.types import Outcome
    from .results_dialog import ResultsDialog

LANGUAGE_NAMES = (("it", "Italiano"), ("es", "Español"), ("en", "English"))
"""Each language is named in itself, so anyone can find their own."""


class MainWindow(QMainWindow):
    """The Divas Desktop window; all game logic goes through :attr:`controller`."""

    def __init__(self, controller: GameController | None = None) -> None:
        super().__init__()
        self._compact: bool | None = None
        """Whether the side column is narrowed for a small window."""
        self.setWindowIcon(app_icon())
        self.resize(1366, 768)
        self.controller = controller or GameController(self)
        self.board: Board | None = None
        self.current_path: Path | None = None
        self.results: ResultsDialog | None = None
        self.last_message = ""
        """The last status or error message (read by tests)."""

        self.pages = QStackedWidget()
        self.welcome = self._build_welcome()
        self.pages.addWidget(self.welcome)
        self.area = BoardArea()
        self.pages.addWidget(self.area)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.score_panel = ScorePanel()
        self.log_panel = LogPanel()
        self.side.addWidget(self.score_panel)
        self.side.addWidget(self.log_panel)
        self.side.setStretchFactor(1, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.pages)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1030, 320])
        self.setCentralWidget(splitter)

        self._build_actions()
        self._build_menus()
        self._connect()
        self.retranslate()
        self._refresh()

    # --- construction ----------------------------------------------------------------
    def _build_welcome(self) -> QWidget:
        page = WelcomePage()
        page.new_button.clicked.connect(self.new_game)
        page.open_button.clicked.connect(self.open_dialog)
        return page

    def _action(self, slot, key: QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if isinstance(key, QKeySequence.StandardKey):
            action.setShortcuts(key)
        elif key:
            action.setShortcut(QKeySequence(key))
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action(self.new_game, keys.New)
        self.act_open = self._action(self.open_dialog, keys.Open)
        self.act_save = self._action(self.save, keys.Save)
        self.act_save_as = self._action(self.save_as, keys.SaveAs)
        self.act_quit = self._action(self.close, keys.Quit)
        self.act_undo = self._action(self.controller.undo, keys.Undo)
        self.act_redo = self._action(self.controller.redo, keys.Redo)
        self.act_zoom_in = self._action(self.area.view.zoom_in, keys.ZoomIn)
        self.act_zoom_out = self._action(self.area.view.zoom_out, keys.ZoomOut)
        self.act_fit = self._action(self.area.view.fit, "Ctrl+0")
        self.act_about = self._action(self.about)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES:
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_open])
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        self.menu_game.addActions([self.act_save, self.act_save_as])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addActions([self.act_undo, self.act_redo])
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions([self.act_zoom_in, self.act_zoom_out, self.act_fit])
        self.menu_speed = self.menu_view.addMenu("")
        self.menu_speed.addActions(list(self.speed_actions.values()))
        self.menu_language = bar.addMenu("")
        self.menu_language.addActions(list(self.language_actions.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_about)
        self._fill_recent()

    def _connect(self) -> None:
        c = self.controller
        c.match_changed.connect(self._match_changed)
        c.view_changed.connect(self._view_changed)
        c.curtain_requested.connect(self._curtain_requested)
        c.action_refused.connect(self._refused)
        c.game_over.connect(self._game_over)
        c.state_changed.connect(self._refresh)
        self.area.curtain.revealed.connect(c.reveal)

    # --- texts -------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language (also after a language switch)."""
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_fit.setText(self.tr("&Fit to window"))
        self.act_about.setText(self.tr("&About Divas Desktop"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_recent.setTitle(self.tr("Open &recent"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_speed.setTitle(self.tr("&Animations"))
        speed_names = {
            "off": self.tr("Off (instant)"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self.speed_actions[animation_speed()].setChecked(True)
        self.menu_language.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.welcome.retranslate()
        self.score_panel.retranslate()
        self.log_panel.retranslate()
        self.area.curtain.update()
        language = QApplication.instance().property("divas_language") or "en"
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Switch the language now and remember the choice."""
        app = QApplication.instance()
        used = install_translator(app, language)
        app.setProperty("divas_language", used)
        save_language(used)
        self.retranslate()
        problem = language_problem(language) if used != language else None
        if problem:  # never tick a language that changes nothing, without saying why
            self.show_error(self.tr("The language cannot change"), problem)

    def set_animation_speed(self, speed: str) -> None:
        """Choose how fast the boards animate (remembered for the next sessions)."""
        set_animation_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        # A small window keeps more room for the board: a narrower players/log column.
        compact = self.width() < 1200
        splitter = self.centralWidget()
        if compact != self._compact and isinstance(splitter, QSplitter):
            self._compact = compact
            side = 240 if compact else 320
            splitter.setSizes([max(200, self.width() - side), side])

    # --- game flow -----------------------------------------------------------------------
    def new_game(self) -> None:
        """Ask for a new game's options and start it."""
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.current_path = None
            self.controller.start(dialog.build_match())

    def _match_changed(self) -> None:
        match = self.controller.match
        assert match is not None
        from .boards import board_class

        self.board = board_class(match.game.game_id)(match.game.game_id, match.seats)
        old = self.area.view.scene()
        self.area.attach(self.board, self.controller, self.log_panel)
        if old is not None:
            old.deleteLater()
        self.area.curtain.hide()
        self.pages.setCurrentWidget(self.area)
        if self.results is not None:
            self.results.close()
        self.last_message = ""
        self.statusBar().clearMessage()

    def _view_changed(self, view) -> None:
        if self.board is None:
            return
        self.area.curtain.hide()
        if self.results is not None and self.controller.outcome() is None:
            self.results.close()  # an undo after the end: the game goes on
            self.results = None
        self.board.set_table(self.controller.match.seats, self.controller.viewer)
        self.board.sync(view, self.controller.legal_actions())
        self.area.view.refit()
        if self.isActiveWindow():
            self.area.view.setFocus()  # keyboard play works right after the reveal

    def _curtain_requested(self, seat: int) -> None:
        if self.board is not None:
            self.board.clear_board()  # nothing of the next hand exists until the reveal
        info = self._seats()[seat]
        self.area.curtain.lower_for(seat, info.name, info.colour)

    def _redraw(self) -> None:
        """Redraw the board from the current view (texts after a language switch)."""
        if self.board is not None and self.controller.current_view() is not None:
            self.board.sync(self.controller.current_view(), self.controller.legal_actions())
        self._refresh()

    def _refused(self, reason: str) -> None:
        if self.board is not None:
            self.board.settle()
        self.show_status("⚠ " + reason)

    def show_status(self, message: str) -> None:
        """Show a message in the status line."""
        self.last_message = message
        self.statusBar().showMessage(message, 12_000)

    def _game_over(self, outcome: Outcome) -> None:
        match = self.controller.match
        from .results_dialog import ResultsDialog

        self.results = ResultsDialog(match.game.game_id, outcome, match.seats, self)
        results = self.results
        self._refresh()

        def show() -> None:
            if self.results is results:  # not closed by an undo meanwhile
                results.open()

        # The board first counts the final score on the table (its animations), then the
        # results come up.
        if self.board is not None:
            self.board.animations.when_idle(show)
        else:
            show()

    def _refresh(self) -> None:
        c = self.controller
        match = c.match
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        for action in (self.act_save, self.act_save_as):
            action.setEnabled(match is not None)
        self.side.setVisible(match is not None)
        if match is None:
            self.setWindowTitle(self.tr("Divas Desktop"))
            return
        from .available import game_title

        title = game_title(match.game.game_id)
        self.setWindowTitle(self.tr("{game} — Divas Desktop").format(game=title))
        outcome = match.outcome()
        to_move = match.to_move()
        seats = self._seats()
        self.score_panel.show_seats(
            seats,
            to_move,
            None if c.curtain_down() else c.viewer,
            outcome,
            match.game.public_scores(match.state),
        )
        self.log_panel.show_log(match.game.game_id, c.log_entries(), seats)
        self.area.banner.setText(self._banner(outcome, to_move))

    def _seats(self) -> Sequence[SeatInfo]:
        """The seats as the game shows them (a game may give its seats their colours)."""
        if self.board is not None:
            return self.board.table_seats()
        return self.controller.match.seats

    def _banner(self, outcome: Outcome | None, to_move) -> str:
        c = self.controller
        match = c.match
        if outcome is not None:
            return self.tr("The performance is over. Bravi!")
        if c.curtain_down():
            return self.tr("Sipario! Waiting for {player}").format(
                player=match.seats[c.curtain_seat].name
            )
        names = ", ".join(match.seats[s].name for s in to_move)
        if c.viewer in to_move:
            return self.tr("{player}, it is your move.").format(player=match.seats[c.viewer].name)
        return self.tr("Waiting for {players}…").format(players=names)

    # --- files ---------------------------------------------------------------------------
    def _file_filter(self) -> str:
        return self.tr("Divas Desktop games (*.divas)")

    def open_dialog(self) -> None:
        """Ask for a save file and open it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), str(last_folder()), self._file_filter()
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Load a save; a bad file shows why and leaves the current game untouched."""
        from ..persistence.savefile import SaveError, load_match

        try:
            match = load_match(Path(path))
        except SaveError as error:
            self.show_error(self.tr("This game cannot be opened"), text("core", error.code))
            return False
        self.current_path = Path(path)
        self._remember(Path(path))
        self.controller.start(match)
        return True

    def save(self) -> bool:
        """Save to the current file, or ask for one."""
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        if self.controller.match is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(last_folder() / "game.divas"),
            self._file_filter(),
        )
        if not path:
            return False
        if not path.endswith(".divas"):
            path += ".divas"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the match to ``path``."""
        from ..persistence.savefile import SaveError, save_match

        if self.controller.match is None:
            return False
        try:
            save_match(self.controller.match, path)
        except SaveError as error:
            self.show_error(self.tr("The game could not be saved"), text("core", error.code))
            return False
        self.current_path = Path(path)
        self._remember(Path(path))
        self.show_status(self.tr("Saved to {file}").format(file=Path(path).name))
        return True

    def recent_files(self) -> list[str]:
        """The recently used save files, newest first."""
        return recent_files()

    def _remember(self, path: Path) -> None:
        """Put ``path`` first in Open recent, at once (a disabled menu never asks to refill)."""
        add_recent(path)
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        files = [f for f in recent_files() if Path(f).is_file()]
        for path in files:
            action = self.menu_recent.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_file(p))
        self.menu_recent.setEnabled(bool(files))

    # --- start-up -----------------------------------------------------------------------
    def offer_resume(self) -> bool:
        """If a game was interrupted, offer to resume it; return whether it was resumed."""
        from ..persistence import autosave

        if autosave.find_autosave() is None:
            return False
        if not self.ask(
            self.tr("Resume the interrupted game?"),
            self.tr("A game was interrupted. Do you want to go on with it?"),
        ):
            autosave.clear_autosave()
            return False
        match = autosave.load_autosave()
        if match is None:
            self.show_error(
                self.tr("The interrupted game cannot be resumed"), text("core", "invalid_save")
            )
            autosave.clear_autosave()
            return False
        self.controller.start(match)
        return True

    def ask(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, title: str, message: str) -> QMessageBox:
        """Show an error without blocking (the game goes on behind it)."""
        self.last_message = message
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def about(self) -> None:
        """Show the About box."""
        from .. import __version__

        QMessageBox.about(
            self,
            self.tr("About Divas Desktop"),
            self.tr(
                "<h3>Divas Desktop {version}</h3><p>Sipario!, Turandot, The Battle of the Divas "
                "and Opera Magna for 2–5 players on one screen, with every rule enforced.</p>"
            ).format(version=__version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.controller.stop_bots()
        super().closeEvent(event)
