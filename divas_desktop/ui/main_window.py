"""The main window: menus, the board with its curtain, the players and the log panels.

It is built from a few Qt classes and light UI modules only, so it paints as soon as a
bare Qt window would: the welcome screen's widgets follow its first paint, the board
area, the side panels and every board module are created when the first game starts,
and the rules core loads behind the window (:class:`~.startup.CoreLoader`). Qt classes
and enums not needed for that first paint are imported where they are used.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ..i18n.translate import install_translator, language_problem, save_language, text
from .animation_speed import (
    SPEEDS,
    animation_speed,
    set_animation_speed,
    set_step_by_step,
    step_by_step,
)
from .controller import GameController
from .settings import read_raw, write
from .startup import CoreLoader, FirstPaint, in_turns
from .welcome import WelcomePage

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from ..core.match import Match, SeatInfo
    from ..core.types import Outcome
    from ..persistence.unfinished import UnfinishedGame
    from .autosave_banner import AutosaveBanner
    from .board import Board
    from .board_area import BoardArea
    from .game_files import GameFiles
    from .lessons.host import LessonHost
    from .lessons.tips import TipBar, Tips
    from .log_panel import LogPanel
    from .results_dialog import ResultsDialog
    from .rules_reference.dock import RulesDock
    from .score_panel import ScorePanel

log = logging.getLogger(__name__)

LANGUAGE_NAMES = (("it", "Italiano"), ("es", "Español"), ("en", "English"))
"""Each language is named in itself, so anyone can find their own."""
COMPACT_WIDTH = 1200
LAYOUT_GROUP = "window"
"""QSettings group of the window's remembered layout: ``geometry`` (Qt's own bytes),
``side_width`` (the players/log column) and ``rules_width`` (the rules reference)."""
SIDE_WIDTHS = (160, 560)
"""The remembered width of the players/log column is honoured within these bounds."""
"""Below this window width the players/log column narrows."""
RULES_WIDTH = (360, 300)
"""The rules reference's width beside the board: in a large window, in a compact one."""


def _app() -> QApplication:
    """The running application."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


class MainWindow(QMainWindow):
    """The Divas Desktop window; all game logic goes through :attr:`controller`."""

    def __init__(self, controller: GameController | None = None) -> None:
        super().__init__()
        self._compact: bool | None = None
        """Whether the side column is narrowed for a small window."""
        self._side_choice: bool | None = None
        """The player's choice to show (or fold) the players/log column, for this window
        size; ``None``: folded in a small window, shown in a large one."""
        self.resize(1366, 768)
        self.controller = controller or GameController(self)
        self.core_loader = CoreLoader(self)
        self.started_up = False
        """Whether :meth:`start_up`'s steps have run."""
        self._painted = False
        self._start_request: str | None = None
        self._files: GameFiles | None = None
        self.results: ResultsDialog | None = None
        self.last_message = ""
        """The last status or error message (read by tests)."""
        self._banner_text = ""

        self.pages = QStackedWidget()
        self.welcome = self._build_welcome()
        self.pages.addWidget(self.welcome)
        # Built with the first game (they import the board framework): see _ensure_table.
        self.area: BoardArea | None = None
        self.side: QSplitter | None = None
        self.score_panel: ScorePanel | None = None
        self.log_panel: LogPanel | None = None
        self.splitter = QSplitter()  # horizontal: the stage, then the side panels
        self.splitter.addWidget(self.pages)
        self.splitter.setStretchFactor(0, 1)
        self.autosave_banner: AutosaveBanner | None = None
        """Shown above the board while autosaves fail (created on the first failure)."""
        self.rules_dock: RulesDock | None = None
        """The rules reference beside the board (created when first opened)."""
        self.lessons: LessonHost | None = None
        """Runs the lessons ("Learn to play"; created with the first lesson)."""
        self.tips: Tips | None = None
        """Tips the first time a phase comes (created with the board area)."""
        self.tip_bar: TipBar | None = None
        central = QWidget()
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        self.thinking = QLabel()
        """The cue shown while a computer player thinks (its name), in the status line."""
        self.thinking.setObjectName("thinking")
        self.thinking.hide()
        self.statusBar().addPermanentWidget(self.thinking)
        self.refusal_label = QLabel()
        """The reason of the last refusal, wrapped on two lines if long (until the next action)."""
        self.refusal_label.setObjectName("refusal")
        # One line, in a status line of fixed height: a reason never shrinks the board (its
        # zoom stays put); a reason too long for the window shows whole in its tooltip.
        self.refusal_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.refusal_label.hide()
        self.statusBar().addWidget(self.refusal_label, 1)
        self.rule_button = QPushButton()
        """Beside a refusal's reason: "Rule SIP-036", opening the reference at that clause."""
        self.rule_button.setObjectName("refusal_rule")
        self.rule_button.setFlat(True)
        self.rule_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rule_button.hide()
        self.rule_button.clicked.connect(self._open_refusal_rule)
        self.statusBar().addPermanentWidget(self.rule_button)
        line = self.statusBar().fontMetrics().height() + 8
        self.rule_button.setFixedHeight(line - 4)
        # (its padding comes from the app's style sheet: a widget's own style sheet costs a
        # style object per window)
        self.statusBar().setFixedHeight(line)
        self._refusal_rule: str | None = None
        self._build_actions()
        self._build_menus()
        self._connect()
        self.retranslate()
        self._refresh()
        FirstPaint(self, self._first_painted)

    def _first_painted(self) -> None:
        """What the first paint need not wait for, each in its own turn of the event loop:
        the welcome widgets, the icon, recent files, then what :meth:`start_up` asked for.
        """
        self._painted = True
        steps: list[Callable[[], object]] = [
            self.welcome.ensure_contents,
            self._set_icon,
            self.refresh_recent,
        ]
        if self._start_request is not None:
            steps += self._start_up_steps(self._start_request)
        in_turns(steps)

    def _set_icon(self) -> None:
        from .resources import app_icon

        icon = app_icon()  # (reading the SVG icon loads Qt's SVG plugin: not before the paint)
        _app().setWindowIcon(icon)
        self.setWindowIcon(icon)

    @property
    def board(self) -> Board | None:
        """The board on the table (``None`` before the first game)."""
        return self.area.board if self.area is not None else None

    @property
    def files(self) -> GameFiles:
        """Opening, saving and resuming games (created on first use)."""
        if self._files is None:
            from .game_files import GameFiles

            self._files = GameFiles(self)
        return self._files

    # --- construction ----------------------------------------------------------------
    def _build_welcome(self) -> WelcomePage:
        page = WelcomePage()
        page.new_requested.connect(self.new_game)
        page.open_requested.connect(self.open_dialog)
        page.continue_requested.connect(self.continue_unfinished)
        page.discard_requested.connect(self.discard_unfinished)
        page.lesson_requested.connect(self.learn)
        return page

    def _ensure_table(self) -> BoardArea:
        """Create the board area and the side panels (once, when a game starts)."""
        if self.area is not None:
            return self.area
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSizePolicy

        from .board_area import BoardArea
        from .log_panel import LogPanel
        from .score_panel import ScorePanel

        self.area = BoardArea()
        self.area.curtain.revealed.connect(self.controller.reveal)
        self.area.banner.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.area.banner.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.area.banner.installEventFilter(self)
        self.pages.addWidget(self.area)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.score_panel = ScorePanel()
        self.log_panel = LogPanel()
        self.side.addWidget(self.score_panel)
        self.side.addWidget(self.log_panel)
        self.side.setStretchFactor(1, 1)
        self.splitter.addWidget(self.side)
        self.area.side_toggle.clicked.connect(self._choose_side)
        self.area.attach(self.controller, self.log_panel)
        self.area.retranslate()
        self.area.set_step_mode(self.act_step.isChecked())
        from .lessons.tips import TipBar, Tips

        self.tip_bar = TipBar()
        self.tip_bar.float_over(self.area.view)  # over the board: the board never shrinks
        self.tips = Tips(self, self.tip_bar)
        self._fit_side()
        return self.area

    def _action(self, slot, key: QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if isinstance(key, QKeySequence.StandardKey):
            action.setShortcuts(key)
        elif key:  # a list: setShortcut(QKeySequence) would make PySide build the Qt enums
            action.setShortcuts([QKeySequence(key)])
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
        self.act_zoom_in = self._action(lambda: self._zoom("zoom_in"), keys.ZoomIn)
        self.act_zoom_out = self._action(lambda: self._zoom("zoom_out"), keys.ZoomOut)
        self.act_fit = self._action(lambda: self._zoom("fit"), "Ctrl+0")
        self.act_about = self._action(self.about)
        self.act_rule_here = self._action(self.rule_here, "F1")
        self.act_tips = QAction(self, checkable=True)
        self.act_tips.setChecked(True)  # read from the settings when the Help menu opens
        self.act_tips.toggled.connect(self.set_tips)
        self.act_legend = self._action(self.show_legend)
        self.rules_actions: dict[str, QAction] = {}
        """Help → How to play <game>, by game (made when the Help menu first opens)."""
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.act_step = QAction(self, checkable=True)
        self.act_step.setChecked(step_by_step())
        self.act_step.toggled.connect(self.set_step_by_step)
        self.controller.step_mode = self.act_step.isChecked()
        # Space, only while a computer waits for it: otherwise Space stays the board's and
        # the curtain's key.
        self.act_next = self._action(self.controller.advance, "Space")
        self.act_next.setEnabled(False)
        self.controller.waiting_changed.connect(self.act_next.setEnabled)
        self.act_side: QAction = self._action(
            lambda: self._choose_side(self.act_side.isChecked()), "F9"
        )
        self.act_side.setCheckable(True)
        self.act_side.setChecked(True)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES:
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _zoom(self, how: str) -> None:
        if self.area is not None:
            getattr(self.area.view, how)()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_open])
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(self.refresh_recent)
        self.menu_recent.setEnabled(False)  # filled after the first paint (refresh_recent)
        self.menu_game.addActions([self.act_save, self.act_save_as])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addActions([self.act_undo, self.act_redo])
        self.menu_edit.setToolTipsVisible(True)
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions([self.act_zoom_in, self.act_zoom_out, self.act_fit])
        self.menu_speed = self.menu_view.addMenu("")
        # From the slowest to none at all, as a player reads the choice.
        self.menu_speed.addActions([self.speed_actions[s] for s in reversed(SPEEDS)])
        self.menu_view.addActions([self.act_step, self.act_next])
        self.menu_view.addAction(self.act_side)
        self.menu_language = bar.addMenu("")
        self.menu_language.addActions(list(self.language_actions.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addActions([self.act_rule_here, self.act_legend, self.act_tips])
        self._rules_end = self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)
        self.menu_help.aboutToShow.connect(self.refresh_help)

    def _connect(self) -> None:
        c = self.controller
        c.match_changed.connect(self._match_changed)
        c.view_changed.connect(self._view_changed)
        c.action_refused.connect(self._refused)
        c.game_over.connect(self._game_over)
        c.state_changed.connect(self._refresh)
        c.autosave_failed.connect(self._autosave_failed)
        c.autosave_restored.connect(self._autosave_restored)
        c.bot_thinking.connect(self._bot_thinking)

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
        self.act_rule_here.setText(self.tr("The &rule for this moment"))
        self.act_tips.setText(self.tr("Show &tips for new phases"))
        if self.tip_bar is not None:
            self.tip_bar.retranslate()
        self.act_legend.setText(self.tr("&Legend of the board (?)"))
        if self.rules_actions:
            self.refresh_help()
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_recent.setTitle(self.tr("Open &recent"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_speed.setTitle(self.tr("&Pace of play"))
        speed_names = {
            "off": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        self.act_step.setText(self.tr("&Step by step"))
        self.act_step.setToolTip(self.tr("Computer turns wait for Next at every beat"))
        self.act_next.setText(self.tr("&Next move"))
        self.act_side.setText(self.tr("Players and &log column"))
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self.speed_actions[animation_speed()].setChecked(True)
        self.menu_language.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.welcome.retranslate()
        if self.autosave_banner is not None:
            self.autosave_banner.retranslate()
        if self.score_panel is not None and self.log_panel is not None:
            self.score_panel.retranslate()
            self.log_panel.retranslate()
        if self.area is not None:
            self.area.curtain.update()
            self.area.retranslate()
        language = _app().property("divas_language") or "en"
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)
        if self.rules_dock is not None:
            self.rules_dock.retranslate()  # the reference follows, at the same place
        if self.lessons is not None:
            self.lessons.retranslate()
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Switch the language now and remember the choice."""
        app = _app()
        used = install_translator(app, language)
        app.setProperty("divas_language", used)
        save_language(used)
        self.retranslate()
        problem = language_problem(language) if used != language else None
        if problem:  # never tick a language that changes nothing, without saying why
            self.show_error(self.tr("The language cannot change"), problem)

    def set_animation_speed(self, speed: str) -> None:
        """Choose the pace of play: how fast the boards animate and how long each beat
        of a computer's turn stays (remembered for the next sessions)."""
        set_animation_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def set_step_by_step(self, on: bool) -> None:
        """Let every beat of a computer's turn wait for Next, or not (remembered)."""
        set_step_by_step(on)
        if self.act_step.isChecked() != on:
            self.act_step.setChecked(on)
        self.controller.set_step_mode(on)
        if self.area is not None:
            self.area.set_step_mode(on)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        compact = self.width() < COMPACT_WIDTH
        if compact != self._compact:
            self._compact = compact
            self._side_choice = None  # another size: its own default
            self._fit_side()

    def _fit_side(self) -> None:
        """A small window keeps more room for the board: a narrower players/log column.

        While the rules reference stands beside the board the column narrows too, and in a
        small window it folds away, so that the board stays whole beside the reference.
        """
        if self.side is not None:
            reading = self._reading()
            shown = self.side_shown()
            side = 240 if self._compact or reading else 320
            remembered = self._remembered_width("side_width", SIDE_WIDTHS)
            if remembered is not None and not reading:  # the player's own width, while it fits
                side = min(remembered, self.width() // 3, 240 if self._compact else remembered)
            if (reading and self._compact) or not shown:
                side = 0
            self.splitter.setSizes([max(200, self.splitter.width() - side), side])
            self.act_side.setChecked(shown)
            if self.area is not None:
                self.area.side_toggle.setChecked(shown)

    def side_shown(self) -> bool:
        """Whether the players/log column is meant to be shown: as the player chose (F9,
        the fold button), else folded in a small window so the board gets the room."""
        if self.lessons is not None and self.lessons.active():
            return True  # the coach stands at the top of the column
        if self._side_choice is not None:
            return self._side_choice
        return not self._compact

    def _choose_side(self, shown: bool) -> None:
        """The player shows or folds away the players/log column."""
        self._side_choice = shown
        self._fit_side()

    def _reading(self) -> bool:
        """Whether the rules reference is open beside the board (not floating)."""
        dock = self.rules_dock
        return dock is not None and dock.isVisible() and not dock.isFloating()

    # --- start-up -----------------------------------------------------------------------
    def start_up(self, open_file: str | None = None) -> None:
        """After the first paint: list unfinished games (tidying after a crash), load the
        core behind the window, open ``open_file``. Each step is its own turn of the event
        loop, after the welcome screen's widgets, so the window answers in between.
        """
        if self.isVisible() and not self._painted:  # they follow the first paint's own steps
            self._start_request = open_file or ""
            return
        in_turns(self._start_up_steps(open_file))

    def _start_up_steps(self, open_file: str | None) -> list[Callable[[], object]]:
        def done() -> None:
            self.started_up = True

        # The list before the core: importing what the list needs while the loader thread
        # imports could wait on module locks it holds (dataclasses, datetime...).
        steps: list[Callable[[], object]] = [
            lambda: self.show_unfinished(tidy=True),
            self.core_loader.start,
        ]
        if open_file:
            steps.append(lambda: self.core_loader.when_ready(lambda: self.open_file(open_file)))
        return [*steps, done]

    def _with_core(self, then) -> None:
        """Run ``then`` once the rules core is loaded (at once, nearly always)."""
        if self.core_loader.is_ready():
            then()
            return
        from PySide6.QtCore import Qt

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

        def run() -> None:
            QApplication.restoreOverrideCursor()
            then()

        self.core_loader.when_ready(run)

    # --- game flow -----------------------------------------------------------------------
    def new_game(self) -> None:
        """Ask for a new game's options and start it."""
        self._with_core(self._new_game_dialog)

    def _new_game_dialog(self) -> None:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        if accepted:
            self.start_match(dialog.build_match())
        self.take_back_keyboard()

    def learn(self, lesson_id: str) -> None:
        """Start (or resume) the lesson ``lesson_id`` on the real board, with the coach."""
        self._with_core(lambda: self.lesson_host().start(lesson_id))

    def lesson_host(self) -> LessonHost:
        """What runs the lessons (created on first use)."""
        if self.lessons is None:
            from .lessons.host import LessonHost

            self.lessons = LessonHost(self)
        return self.lessons

    def start_match(self, match: Match, path: Path | None = None) -> None:
        """Play ``match``; ``path`` is the file it is identical to (opened from it)."""
        previous = self.files.started(match, path)
        self.controller.start(match)  # writes the previous game's last autosave first
        for lock in previous:
            lock.release()

    def _match_changed(self) -> None:
        match = self.controller.match
        assert match is not None
        area = self._ensure_table()
        area.show_match(match)
        self.pages.setCurrentWidget(area)
        self._drop_results()
        self.last_message = ""
        self.statusBar().clearMessage()
        if self.autosave_banner is not None:
            self.autosave_banner.clear()

    def _view_changed(self, _view: object, _legal: list) -> None:
        if self.controller.last_refusal is None:  # the player acted (a computer's move keeps it)
            self._clear_refusal()
        # The board area draws the view; the window closes what the view makes stale.
        if self.results is not None and self.controller.outcome() is None:
            self._drop_results()  # an undo after the end: the game goes on

    def _drop_results(self) -> None:
        """Close and free the results dialog (one kept per finished game added up)."""
        results, self.results = self.results, None
        if results is not None and isValid(results):
            results.close()
            results.deleteLater()

    def _redraw(self) -> None:
        """Redraw the board (texts after a language switch) and the side panels."""
        if self.area is not None:
            self.area.redraw()
        self._refresh()

    def _refused(self, reason: str) -> None:
        """A refusal: its reason stays in the status line until the next action, with the
        rule behind it one click away."""
        self.last_message = "⚠ " + reason
        self.statusBar().clearMessage()  # the label shows it, until the next action
        self.refusal_label.setText(self.last_message)
        self.refusal_label.setToolTip(self.last_message)
        self.refusal_label.show()
        self._refusal_rule = self.controller.refusal_rule()
        if self._refusal_rule:
            self.rule_button.setText(self.tr("Rule {clause}").format(clause=self._refusal_rule))
            self.rule_button.setToolTip(self.tr("Open the rules reference at this rule"))
        self.rule_button.setVisible(bool(self._refusal_rule))

    def _open_refusal_rule(self) -> None:
        if self._refusal_rule:
            self.open_rule(self._refusal_rule)

    def _clear_refusal(self) -> None:
        """The next action: the last refusal's reason and rule link go."""
        self.refusal_label.hide()
        self.refusal_label.clear()
        self._refusal_rule = None
        self.rule_button.hide()

    def _bot_thinking(self, seat: int) -> None:
        """Show who is thinking (a clock face and the name), or hide the cue."""
        match = self.controller.match
        if seat < 0 or match is None:
            self.thinking.hide()
            return
        name = match.seats[seat].name
        self.thinking.setText("◔ " + text("core", "level.thinking", player=name))
        self.thinking.show()

    def show_status(self, message: str) -> None:
        """Show a message in the status line."""
        self.last_message = message
        self.statusBar().showMessage(message, 12_000)

    def _game_over(self, outcome: Outcome) -> None:
        match = self._match()
        from .results_dialog import ResultsDialog

        self._drop_results()
        self.results = ResultsDialog(match.game.game_id, outcome, match.seats, self)
        results = self.results
        results.finished.connect(lambda _code: self.take_back_keyboard())
        self._refresh()

        def show() -> None:
            if self.results is results:  # not closed by an undo meanwhile
                results.open()

        # The board first counts the final score on the table (its animations), then the
        # results come up.
        if self.area is not None:
            self.area.when_settled(show)
        else:
            show()

    def _refresh(self) -> None:
        c = self.controller
        match = c.match
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        why = c.undo_reason() if c.match is not None else ""
        # A greyed Undo says why: in its tooltip (the menu shows tooltips) and status tip.
        self.act_undo.setToolTip(why or self.act_undo.text().replace("&", ""))
        self.act_undo.setStatusTip(why)
        why_not_redo = c.redo_reason() if c.match is not None else ""
        self.act_redo.setToolTip(why_not_redo or self.act_redo.text().replace("&", ""))
        self.act_redo.setStatusTip(why_not_redo)
        for action in (self.act_save, self.act_save_as):
            action.setEnabled(match is not None and c.guard is None)  # a lesson is never saved
        if self.side is not None:
            self.side.setVisible(match is not None)
        if match is None or self.score_panel is None or self.log_panel is None:
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
        self._set_banner(self._banner(outcome, to_move))

    def _seats(self) -> Sequence[SeatInfo]:
        """The seats as the game shows them (a game may give its seats their colours)."""
        if self.board is not None:
            return self.board.table_seats()
        return self._match().seats

    def _match(self) -> Match:
        """The match being played (called only while there is one)."""
        match = self.controller.match
        assert match is not None
        return match

    def _banner(self, outcome: Outcome | None, to_move) -> str:
        c = self.controller
        seats = self._match().seats
        if outcome is not None:
            return self.tr("The performance is over. Bravi!")
        if c.curtain_seat is not None:
            return self.tr("Sipario! Waiting for {player}").format(
                player=seats[c.curtain_seat].name
            )
        names = ", ".join(seats[s].name for s in to_move)
        if c.viewer is not None and c.viewer in to_move:
            return self.tr("{player}, it is your move.").format(player=seats[c.viewer].name)
        return self.tr("Waiting for {players}…").format(players=names)

    def _set_banner(self, message: str) -> None:
        """Show the turn banner as plain text, elided to its width (full text in the tooltip)."""
        self._banner_text = message
        if self.area is None:
            return
        from PySide6.QtCore import Qt

        from .plain import plain_tooltip

        label = self.area.banner
        room = max(label.width() - 24, 40)
        label.setText(label.fontMetrics().elidedText(message, Qt.TextElideMode.ElideRight, room))
        label.setToolTip(plain_tooltip(message))

    def banner_text(self) -> str:
        """The full text of the turn banner (for tests)."""
        return self._banner_text

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if self.area is not None and watched is self.area.banner:
            if event.type() == QEvent.Type.Resize:
                self._set_banner(self._banner_text)
        return super().eventFilter(watched, event)

    # --- autosave warnings -------------------------------------------------------------
    def _autosave_failed(self, error: str) -> None:
        if self.autosave_banner is None:
            from .autosave_banner import AutosaveBanner

            self.autosave_banner = AutosaveBanner()
            self.autosave_banner.save_elsewhere.connect(self.save_as)
            self._column.insertWidget(0, self.autosave_banner)
        self.autosave_banner.show_error(error, self.controller.autosave_code)
        self.show_status("⚠ " + self.autosave_banner.message())

    def _autosave_restored(self) -> None:
        if self.autosave_banner is not None:
            self.autosave_banner.clear()
        self.show_status(self.tr("The game is saved automatically again."))

    # --- files (the work is in GameFiles) ---------------------------------------------
    @property
    def current_path(self) -> Path | None:
        """The file the game was opened from or last saved to."""
        return self._files.current_path if self._files is not None else None

    def open_dialog(self) -> None:
        """Ask for a save file and open it."""
        self.files.open_dialog()
        self.take_back_keyboard()

    def open_file(self, path: str | Path) -> bool:
        """Load a save; a bad file shows why and leaves the current game untouched."""
        return self.files.open_file(path)

    def save(self) -> bool:
        """Save to the current file, or ask for one."""
        saved = self.files.save()
        self.take_back_keyboard()
        return saved

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        saved = self.files.save_as()
        self.take_back_keyboard()
        return saved

    def save_to(self, path: Path) -> bool:
        """Write the match to ``path``."""
        return self.files.save_to(path)

    def recent_files(self) -> list[str]:
        """The recently used save files, newest first."""
        return self.files.recent_files()

    def refresh_recent(self) -> None:
        """Fill Open recent from the settings (after every save or open: a disabled menu
        never asks to be refilled)."""
        from .recent_files import recent_files

        self.menu_recent.clear()
        files = [f for f in recent_files() if Path(f).is_file()]
        for path in files:
            action = self.menu_recent.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_file(p))
        self.menu_recent.setEnabled(bool(files))

    def show_unfinished(self, tidy: bool = False) -> None:
        """List the unfinished games on the welcome screen."""
        self.files.show_unfinished(tidy)

    def continue_unfinished(self, game: UnfinishedGame) -> bool:
        """Go on with an unfinished game."""
        return self.files.continue_unfinished(game)

    def discard_unfinished(self, game: UnfinishedGame) -> bool:
        """Discard an unfinished game after asking once."""
        return self.files.discard_unfinished(game)

    # --- the rules reference --------------------------------------------------------------
    def rules(self) -> RulesDock:
        """The rules reference dock (created, beside the board, on first use)."""
        if self.rules_dock is None:
            from PySide6.QtCore import Qt

            from .rules_reference.dock import RulesDock

            dock = RulesDock(self)
            dock.hide()
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
            dock.visibilityChanged.connect(lambda _visible: self._fit_side())
            dock.topLevelChanged.connect(lambda _floating: self._fit_side())
            self.rules_dock = dock
        return self.rules_dock

    def _show_rules(self) -> RulesDock:
        dock = self.rules()
        if not dock.isVisible():
            from PySide6.QtCore import Qt

            dock.show()
            width = RULES_WIDTH[1] if self._compact else RULES_WIDTH[0]
            remembered = self._remembered_width("rules_width", (240, 900))
            if remembered is not None:
                width = min(remembered, self.width() // 2)
            self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
            layout = self.layout()
            if layout is not None:  # lay the dock out now: its text is laid out at its width
                layout.activate()
        return dock

    def set_tips(self, on: bool) -> None:
        """Turn the tips for new phases on or off (remembered in the settings)."""
        from .lessons.tips import ENABLED_KEY
        from .settings import write

        write(ENABLED_KEY, bool(on))
        if self.tips is not None:
            self.tips.set_enabled(on)

    def refresh_help(self) -> None:
        """Help → How to play, one entry per game with a reference, in the current language."""
        from .lessons.tips import tips_enabled

        if self.act_tips.isChecked() != tips_enabled():
            self.act_tips.setChecked(tips_enabled())
        from .available import game_title
        from .rules_reference.document import games_with_reference

        for game_id in games_with_reference():
            action = self.rules_actions.get(game_id)
            if action is None:
                action = self._action(lambda _checked=False, g=game_id: self.how_to_play(g))
                self.menu_help.insertAction(self._rules_end, action)
                self.rules_actions[game_id] = action
            action.setText(self.tr("How to play {game}").format(game=game_title(game_id)))

    def show_legend(self) -> None:
        """Help → Legend: the board's legend of its symbols, as its "?" button opens it."""
        if self.area is not None and self.area.view.board() is not None:
            self.area.view.toggle_legend()

    def how_to_play(self, game_id: str) -> None:
        """Open the reference of ``game_id`` at its top, beside the board."""
        self._show_rules().show_game(game_id)

    def open_rule(self, clause_id: str) -> None:
        """Open the reference at the paragraph that defines ``clause_id`` (e.g. ``SIP-118``)."""
        if not self._show_rules().open_clause(clause_id):
            missing = self.tr("Rule {clause} is not in the reference.")
            self.show_status(missing.format(clause=clause_id))

    def rule_here(self) -> None:
        """F1: the reference at the rule of what the board asks now (else the game's top)."""
        from .rules_reference.document import games_with_reference

        games = games_with_reference()
        match, board = self.controller.match, self.board
        game = match.game.game_id if match is not None else None
        clause = board.asking_rule() if match is not None and board is not None else None
        dock = self._show_rules()
        if game not in games:  # the welcome screen, or a game without a reference
            game = dock.game or games[0]
            clause = None
        dock.show_game(game, clause)  # an unknown clause opens the game's top

    # --- dialogs ---------------------------------------------------------------------------
    def take_back_keyboard(self) -> None:
        """After a dialog: the window is active again and the board has the keyboard, so
        Ctrl+N, Ctrl+S and the board's keys work without a click first."""
        from PySide6.QtCore import QTimer

        self._focus_board()
        QTimer.singleShot(0, self._focus_board)  # again once Qt has finished closing the dialog

    def _focus_board(self) -> None:
        self.activateWindow()
        self.raise_()
        page = self.pages.currentWidget()
        if self.area is not None and page is self.area:
            self.area.view.setFocus()
        elif page is not None:
            page.setFocus()

    def confirm(self, title: str, question: str, accept: str, reject: str) -> bool:
        """Ask a question with two named answers; Esc means ``reject`` (tests replace this)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        yes = box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
        no = box.addButton(reject, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(no)
        box.setEscapeButton(no)
        box.exec()
        self.take_back_keyboard()
        return box.clickedButton() is yes

    def show_error(self, title: str, message: str) -> QMessageBox:
        """Show an error without blocking (the game goes on behind it)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        self.last_message = message
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _code: self.take_back_keyboard())
        box.open()
        return box

    def about(self) -> None:
        """Show the About box."""
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__

        QMessageBox.about(
            self,
            self.tr("About Divas Desktop"),
            self.tr(
                "<h3>Divas Desktop {version}</h3><p>Sipario!, Turandot, The Battle of the Divas "
                "and Opera Magna for 2–5 players on one screen, with every rule enforced.</p>"
            ).format(version=__version__),
        )
        self.take_back_keyboard()

    # --- the window's layout, remembered ---------------------------------------------------
    def remember_layout(self) -> None:
        """Keep the window's size and place, the side column's and the reference's widths."""
        write(f"{LAYOUT_GROUP}/geometry", self.saveGeometry())
        if self.side is not None and self.side.isVisible() and self.side.width() > 0:
            write(f"{LAYOUT_GROUP}/side_width", self.side.width())
        if self.rules_dock is not None and self.rules_dock.isVisible():
            write(f"{LAYOUT_GROUP}/rules_width", self.rules_dock.width())

    def restore_layout(self) -> bool:
        """Put the window back where the player left it; False when nothing usable is kept."""
        raw = read_raw(f"{LAYOUT_GROUP}/geometry")
        if not isinstance(raw, QByteArray) or raw.isEmpty():
            return False
        try:
            return bool(self.restoreGeometry(raw))  # Qt checks the bytes and the screens
        except Exception:  # a damaged value must never stop the start
            log.warning("the remembered window geometry is damaged; ignored", exc_info=True)
            return False

    def _remembered_width(self, key: str, bounds: tuple[int, int]) -> int | None:
        """A remembered width within ``bounds``, or ``None``."""
        raw = read_raw(f"{LAYOUT_GROUP}/{key}")
        try:
            width = int(raw) if isinstance(raw, int | str) else None
        except ValueError:
            return None
        if width is None or not bounds[0] <= width <= bounds[1]:
            return None
        return width

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.remember_layout()
        self.controller.shutdown()  # the last move is on disk before the window goes
        try:
            self.files.retire_saved_autosave()
        except OSError:
            log.warning("the autosave of a saved game could not be retired", exc_info=True)
        self.files.release_locks()  # another window may resume it now
        super().closeEvent(event)
