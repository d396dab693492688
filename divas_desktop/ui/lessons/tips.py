"""The tip line above the board: the first time a phase comes in a real game.

It shows one line, "Show me the rule" (the rules reference at the clause) and "Don't show
tips again"; which tips were seen and whether tips are on are kept in the settings, so
they follow the player's profile. Lessons have their coach instead: no tips meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ...i18n.translate import text
from ...lessons.tips import Tip, tip_for
from ..settings import read_raw, read_text_list, write

if TYPE_CHECKING:
    from ..main_window import MainWindow

TEXT_CONTEXT = "lessons"
"""The tips' words are in the lessons' table (``i18n/texts_lessons.py``)."""
ENABLED_KEY = "tips/enabled"
SEEN_KEY = "tips/seen"
MAX_SEEN = 100


def tips_enabled() -> bool:
    """Whether tips are shown (on unless the player turned them off)."""
    value = read_raw(ENABLED_KEY)
    if isinstance(value, str):
        return value.lower() not in ("false", "0")
    return value is None or bool(value)


class TipBar(QFrame):
    """One line: the tip, "Show me the rule", "Don't show tips again" and ✕."""

    rule_requested = Signal(str)
    tips_off = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rule = ""
        """The clause of the tip shown."""
        self.tip: Tip | None = None
        self.setObjectName("tipBar")
        # Its look is in the app's style sheet (theme.py, #tipBar): one per window, none of its own.
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.setAutoFillBackground(True)  # it floats over the board: an opaque strip
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.rule_button = QPushButton()
        self.off_button = QPushButton()
        self.close_button = QPushButton("✕")
        self.close_button.setFlat(True)
        self.close_button.setMinimumWidth(40)
        layout.addWidget(self.label, 1)
        for button in (self.rule_button, self.off_button, self.close_button):
            layout.addWidget(button)
        self.rule_button.clicked.connect(lambda: self.rule_requested.emit(self.rule))
        self.off_button.clicked.connect(self.tips_off)
        self.close_button.clicked.connect(self.hide)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The buttons (and the tip shown) in the current language."""
        self.rule_button.setText(self.tr("Show me the rule"))
        self.off_button.setText(self.tr("Don't show tips again"))
        self.close_button.setToolTip(self.tr("Close the tip"))
        if self.tip is not None:
            # Words, not an emoji: an emoji font is not on every system.
            self.label.setText(
                self.tr("Tip: {words}").format(words=text(TEXT_CONTEXT, self.tip.text))
            )

    def show_tip(self, tip: Tip) -> None:
        """Show ``tip``."""
        self.tip = tip
        self.rule = tip.rule
        self.retranslate()
        self.show()
        self.place()
        self.raise_()

    def float_over(self, host: QWidget) -> None:
        """Float at the top of ``host`` (the board's view) instead of taking a row of the
        window: a tip never shrinks the board, so its zoom and its buttons stay put."""
        self.setParent(host)
        host.installEventFilter(self)
        self.hide()

    def place(self) -> None:
        """Lie across the top of the host, as tall as the wrapped words need."""
        host = self.parentWidget()
        if host is None:
            return
        width = max(200, host.width() - 16)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else 0
        self.setGeometry(8, 8, width, max(height, self.sizeHint().height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False


class Tips(QObject):
    """Watches real games for the first time each phase comes, and shows its tip."""

    def __init__(self, window: MainWindow, bar: TipBar) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar
        self.shown: list[str] = []
        """The tips shown in this window (for tests)."""
        self._on = tips_enabled()
        self._seen = read_text_list(SEEN_KEY, MAX_SEEN)
        """Read once: a move never waits on the settings file."""
        bar.rule_requested.connect(self._open_rule)
        bar.tips_off.connect(lambda: self.set_enabled(False))
        controller = window.controller
        controller.events_played.connect(self._events_played)
        controller.view_changed.connect(self._view_changed)
        controller.match_changed.connect(bar.hide)

    def enabled(self) -> bool:
        """Whether tips are on."""
        return self._on

    def set_enabled(self, on: bool) -> None:
        """Turn tips on or off (remembered); off hides the tip shown."""
        self._on = bool(on)
        write(ENABLED_KEY, bool(on))
        if not on:
            self.bar.hide()
        action = getattr(self.window, "act_tips", None)
        if action is not None and action.isChecked() != on:
            action.setChecked(on)

    def _events_played(self, entries: list[Any]) -> None:
        self._consider(events=[event.kind for _step, _seat, event in entries])

    def _view_changed(self, _view: object, legal: list[Any]) -> None:
        self._consider(actions=[action.kind for action in legal])

    def _consider(self, events: Sequence[str] = (), actions: Sequence[str] = ()) -> None:
        controller = self.window.controller
        if controller.match is None or controller.guard is not None or not self.enabled():
            return  # no game, or a lesson (the coach explains), or tips are off
        tip = tip_for(controller.game_id, self._seen, events, actions)
        if tip is None:
            return
        self._seen = [*self._seen, tip.id]
        write(SEEN_KEY, self._seen)
        self.shown.append(tip.id)
        self.bar.show_tip(tip)

    def _open_rule(self, clause: str) -> None:
        open_rule = getattr(self.window, "open_rule", None)
        if open_rule is not None and clause:
            open_rule(clause)
