"""The first screen: the curtain drawn aside on an empty stage, ways in, unfinished games.

Every unfinished game (one autosave per match) is listed with its game, players, round
and when it was last played; the player continues one or discards it (after one
question). Nothing here needs the rules core: the list is read from the files' headers.

The stage's light is a style-sheet gradient, painted by Qt itself at the window's first
paint; the curtains, the texts, the buttons and the list follow right after it
(:meth:`WelcomePage.ensure_contents`). Painting from Python, and most widgets, make
PySide build the ``Qt`` namespace's enums (~30 ms): the window would appear later than
a bare Qt window does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QWidget

from .theme import CREAM, CRIMSON, GOLD, INK, WOOD, WOOD_DARK

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QLabel, QPushButton, QTreeWidget

    from ..persistence.unfinished import UnfinishedGame

STAGE_STYLE = (
    "QFrame#welcome { border: none; background: qradialgradient(cx:0.5, cy:0.45, radius:0.7,"
    f" fx:0.5, fy:0.45, stop:0 {WOOD}, stop:1 {WOOD_DARK}); }}"
)
"""The stage's light, drawn by Qt (no Python) for the very first paint."""
LIST_STYLE = (
    f"QTreeWidget {{ background: {CREAM}; color: {INK}; border: 1px solid {GOLD};"
    f" border-radius: 4px; selection-background-color: {CRIMSON}; selection-color: {CREAM}; }}"
)


class WelcomePage(QFrame):
    """Shown while no game is open; its buttons start, open or continue one."""

    new_requested = Signal()
    open_requested = Signal()
    continue_requested = Signal(object)
    """The player wants to go on with an :class:`UnfinishedGame`."""
    discard_requested = Signal(object)
    """The player wants to discard an :class:`UnfinishedGame` (the window asks first)."""
    lesson_requested = Signal(str)
    """The player chose a lesson of "Learn to play" (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setStyleSheet(STAGE_STYLE)
        self._games: list[UnfinishedGame] = []
        self._built = False
        self._list_built = False

    def ensure_contents(self) -> None:
        """Build the logo, texts and buttons (once; after the first paint)."""
        if self._built:
            return
        self._built = True
        self.update()  # now with the curtains
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout

        from .resources import app_icon

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.logo = QLabel()
        self.logo.setPixmap(app_icon().pixmap(128, 128))
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.logo)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setStyleSheet("font-size: 26pt; font-family: Georgia, serif;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 12pt; font-style: italic;")
        layout.addWidget(self.text)
        layout.addSpacing(12)
        self.new_button: QPushButton = QPushButton()
        self.open_button: QPushButton = QPushButton()
        self.learn_button: QPushButton = QPushButton()
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self._build_lessons_menu()
        for button in (self.new_button, self.open_button, self.learn_button):
            button.setMinimumWidth(260)
            button.setMinimumHeight(38)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(12)
        self._layout = layout
        layout.addStretch(3)
        self.retranslate()

    def _build_lessons_menu(self) -> None:
        """ "Learn to play": one guided first game per game (Palco Reale as a Divas lesson)."""
        from PySide6.QtWidgets import QMenu

        from ..i18n.texts_lessons import LESSON_TITLES

        self.lessons_menu = QMenu(self.learn_button)
        self.lesson_actions = {}
        for lesson_id in LESSON_TITLES:
            action = self.lessons_menu.addAction("")
            action.triggered.connect(
                lambda _checked=False, i=lesson_id: self.lesson_requested.emit(i)
            )
            self.lesson_actions[lesson_id] = action
        self.learn_button.setMenu(self.lessons_menu)
        self.lessons_menu.aboutToShow.connect(self._name_lessons)

    def _name_lessons(self) -> None:
        """Each lesson's name, with where it was left or a tick once completed."""
        from ..i18n.texts_lessons import LESSON_TITLES
        from ..i18n.translate import text
        from .lessons.progress import is_done, where

        for lesson_id, action in self.lesson_actions.items():
            name = text("lessons", LESSON_TITLES[lesson_id])
            left = where(lesson_id)
            if left is not None:
                name = self.tr("{lesson} · step {n} of {total}").format(
                    lesson=name, n=left[0], total=left[1]
                )
            elif is_done(lesson_id):
                name += " ✓"
            action.setText(name)

    def _ensure_list(self) -> None:
        """Build the list of unfinished games (only once there is one to show)."""
        if self._list_built:
            return
        self._list_built = True
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import (
            QAbstractItemView,
            QHBoxLayout,
            QHeaderView,
            QLabel,
            QPushButton,
            QTreeWidget,
            QVBoxLayout,
        )

        self.unfinished_box = QWidget()
        self.unfinished_box.setMinimumWidth(720)  # room for the four columns at 1024 px
        self.unfinished_box.setMaximumWidth(900)
        box = QVBoxLayout(self.unfinished_box)
        box.setContentsMargins(0, 0, 0, 0)
        self.unfinished_title: QLabel = QLabel()
        self.unfinished_title.setObjectName("panelTitle")
        box.addWidget(self.unfinished_title)
        self.unfinished: QTreeWidget = QTreeWidget()
        self.unfinished.setRootIsDecorated(False)
        self.unfinished.setColumnCount(4)
        self.unfinished.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.unfinished.setStyleSheet(LIST_STYLE)
        self.unfinished.setMaximumHeight(170)
        self.unfinished.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.unfinished.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column in (0, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.unfinished.itemDoubleClicked.connect(lambda _item, _col: self._continue())
        self.unfinished.itemSelectionChanged.connect(self._selection_changed)
        box.addWidget(self.unfinished)
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self._continue)
        self.discard_button = QPushButton()
        self.discard_button.clicked.connect(self._discard)
        row.addWidget(self.continue_button)
        row.addWidget(self.discard_button)
        box.addLayout(row)
        self._layout.insertWidget(self._layout.count() - 1, self.unfinished_box, 0)
        self._layout.setAlignment(self.unfinished_box, Qt.AlignmentFlag.AlignHCenter)
        self._retranslate_list()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        if not self._built:
            return
        self.title.setText(self.tr("Divas Desktop"))
        self.text.setText(
            self.tr(
                "Four opera board games for 2 to 5 players on one screen. Every rule is enforced."
            )
        )
        self.new_button.setText(self.tr("New game…"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.learn_button.setText(self.tr("Learn to play…"))
        self._name_lessons()
        if self._list_built:
            self._retranslate_list()
            self.show_unfinished(self._games)

    def _retranslate_list(self) -> None:
        self.unfinished_title.setText(self.tr("Unfinished games"))
        self.unfinished.setHeaderLabels(
            [self.tr("Game"), self.tr("Players"), self.tr("Progress"), self.tr("Last played")]
        )
        self.continue_button.setText(self.tr("Continue"))
        self.discard_button.setText(self.tr("Discard…"))

    # --- the list of unfinished games -----------------------------------------------------
    def show_unfinished(self, games: Sequence[UnfinishedGame]) -> None:
        """List ``games`` (newest first); the list is hidden when there is none."""
        from PySide6.QtWidgets import QTreeWidgetItem

        from .available import game_title
        from .plain import plain_tooltip

        self.ensure_contents()
        self._games = list(games)
        if not self._games and not self._list_built:
            return  # nothing to list: the list's widgets are not even built
        self._ensure_list()
        self.unfinished.clear()
        for game in self._games:
            if game.readable:
                title = game_title(game.game_id) if game.game_id else "?"
                players = ", ".join(game.players)
            else:
                title = self.tr("A game that cannot be read")
                players = ""
            if game.round is not None:
                moves = self.tr("%n moves played", "", game.moves)
                progress = self.tr("round {round} · {moves}").format(round=game.round, moves=moves)
            else:
                progress = self.tr("%n moves played", "", game.moves)
            item = QTreeWidgetItem([title, players, progress, self._when(game)])
            item.setToolTip(1, plain_tooltip(players))  # names are never markup
            self.unfinished.addTopLevelItem(item)
        first = self.unfinished.topLevelItem(0)
        if self._games and first is not None:
            self.unfinished.setCurrentItem(first)
        self.unfinished_box.setVisible(bool(self._games))
        self._selection_changed()

    def unfinished_games(self) -> list[UnfinishedGame]:
        """The games listed (for tests)."""
        return list(self._games)

    def _when(self, game: UnfinishedGame) -> str:
        if game.saved_at is None:
            return ""
        from PySide6.QtCore import QDateTime, QLocale

        stamp = QDateTime.fromSecsSinceEpoch(int(game.saved_at.timestamp()))
        return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)

    def selected(self) -> UnfinishedGame | None:
        """The game chosen in the list."""
        if not self._list_built:
            return None
        current = self.unfinished.currentItem()
        if current is None:
            return None
        index = self.unfinished.indexOfTopLevelItem(current)
        return self._games[index] if 0 <= index < len(self._games) else None

    def _selection_changed(self) -> None:
        chosen = self.selected() is not None
        self.continue_button.setEnabled(chosen)
        self.discard_button.setEnabled(chosen)

    def _continue(self) -> None:
        game = self.selected()
        if game is not None:
            self.continue_requested.emit(game)

    def _discard(self) -> None:
        game = self.selected()
        if game is not None:
            self.discard_requested.emit(game)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self._built:  # the first paint: the style sheet's light only
            super().paintEvent(event)
            return
        super().paintEvent(event)  # the light
        from PySide6.QtGui import QPainter

        from .drapery import paint_stage

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stage(painter, float(self.width()), float(self.height()))
        painter.end()
