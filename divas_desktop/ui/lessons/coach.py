"""The coach panel beside the board, and the ring around the board item a step points at."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ..theme import CREAM, CRIMSON, GOLD, INK

RING_MARGIN = 7.0
"""Scene units between the item's frame and the ring."""
RING_INSET = 6.0
"""Scene units the ring keeps inside the board's design area (its pen is 7 wide)."""
RING_Z = 9_000.0
"""Above every board item (a lifted card is raised by 500), below the board's panels."""


class CoachRing(QGraphicsItem):
    """A ring drawn round a board item: gold dashes over a dark outline, never picked.

    It is not a board item, so the board's hit tests (picking, dropping) pass through it,
    and it takes no mouse button at all.
    """

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.target = ""
        """The id of the item ringed ('' when hidden)."""
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setEnabled(False)

    def surround(self, item_id: str, rect: QRectF, within: QRectF | None = None) -> None:
        """Ring ``rect`` (the item's scene rectangle), kept inside ``within``.

        The board sizes its scene to what is drawn: a ring reaching past the board's
        design area would grow the scene, bring scroll bars, refit the board, and so on.
        """
        self.prepareGeometryChange()
        self.target = item_id
        ring = rect.adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN)
        if within is not None and not within.isEmpty():
            inner = within.adjusted(RING_INSET, RING_INSET, -RING_INSET, -RING_INSET)
            ring = ring.intersected(inner)
        self._rect = ring
        self.setVisible(True)

    def clear(self) -> None:
        """Hide the ring (with no size: the board's drawn area ignores it)."""
        self.prepareGeometryChange()
        self.target = ""
        self._rect = QRectF()
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # nothing to hit: clicks go to the item under the ring

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(INK), 7))
        painter.drawRoundedRect(self._rect, 10, 10)
        pen = QPen(QColor(GOLD), 4, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self._rect, 10, 10)


PANEL_STYLE = (
    f"QFrame#coach {{ background: {CREAM}; color: {INK}; border: 1px solid {GOLD};"
    " border-radius: 4px; }"
    f"QFrame#coach QLabel {{ color: {INK}; border: none; }}"
    f"QLabel#coachTitle {{ font-size: 12pt; font-weight: bold; color: {CRIMSON}; }}"
    f"QLabel#coachHint {{ color: {CRIMSON}; font-style: italic; border-left: 3px solid {CRIMSON};"
    " padding-left: 6px; }"
)


class CoachPanel(QFrame):
    """One step at a time: the coach's words, Next for a step to read, a rule to open.

    It sits at the top of the players-and-log column beside the board, so a lesson takes
    no width from the board, even in a small window.
    """

    next_requested = Signal()
    leave_requested = Signal()
    restart_requested = Signal()
    rule_requested = Signal(str)
    real_game_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rule = ""
        """The clause the step links to ('' when none)."""
        self.setObjectName("coachPanel")
        # The column's width is the window's to set (compact or not): the coach's words wrap
        # to it and never widen it, which would squeeze the board at every step.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 4)
        self.heading = QLabel()
        self.heading.setObjectName("panelTitle")
        outer.addWidget(self.heading)
        card = QFrame()
        card.setObjectName("coach")
        card.setStyleSheet(PANEL_STYLE)
        layout = QVBoxLayout(card)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.counter = QLabel()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setStyleSheet("font-size: 11pt;")
        self.hint = QLabel()
        self.hint.setObjectName("coachHint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.hide()
        self.rule_button = QPushButton()
        self.rule_button.setFlat(True)
        self.rule_button.clicked.connect(lambda: self.rule_requested.emit(self._rule))
        for widget in (self.title, self.counter, self.text, self.hint):
            layout.addWidget(widget)
        layout.addWidget(self.rule_button, 0, Qt.AlignmentFlag.AlignLeft)
        outer.addWidget(card)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_requested)
        self.real_game_button = QPushButton()
        self.real_game_button.clicked.connect(self.real_game_requested)
        self.real_game_button.hide()
        outer.addWidget(self.next_button)
        outer.addWidget(self.real_game_button)
        row = QVBoxLayout()  # one under the other: whole in any language at any width
        row.setSpacing(2)
        self.restart_button = QPushButton()
        self.restart_button.clicked.connect(self.restart_requested)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested)
        for button in (self.restart_button, self.leave_button):
            button.setFlat(True)  # quieter than Next: they leave the step
            row.addWidget(button)
        outer.addLayout(row)
        outer.addStretch(1)  # room to spare goes below the buttons
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' words in the current language."""
        self.heading.setText(self.tr("Coach"))
        self.next_button.setText(self.tr("Next ▶"))
        self.real_game_button.setText(self.tr("Play a real game with these options"))
        self.restart_button.setText(self.tr("Start again"))
        self.leave_button.setText(self.tr("Leave the lesson"))

    def show_step(
        self, title: str, number: int, total: int, words: str, rule: str | None, reading: bool
    ) -> None:
        """Show step ``number`` of ``total`` (1-based; ``total + 1``: the end)."""
        self.title.setText(title)
        finished = number > total
        self.counter.setText(
            self.tr("Lesson complete")
            if finished
            else self.tr("Step {n} of {total}").format(n=number, total=total)
        )
        self.text.setText(words)
        self.hint.hide()
        self._rule = rule or ""
        self.rule_button.setVisible(bool(rule))
        if rule:
            self.rule_button.setText(self.tr("Rule {clause} ›").format(clause=rule))
        self.next_button.setVisible(reading and not finished)
        self.real_game_button.setVisible(finished)

    def show_hint(self, words: str) -> None:
        """The coach's answer to an off-script move."""
        self.hint.setText(words)
        self.hint.show()
