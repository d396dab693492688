"""The panels a board opens over itself: the drop chooser, two-step panel, steppers.

They are child widgets of the board view's viewport, opened at the drop point and kept
inside the view; their text does not shrink with the board's zoom. Each ends with
:attr:`Popover.chosen` (an engine action) or :attr:`Popover.cancelled`. Keyboard: arrows
move, Enter chooses, digits pick a row, Backspace goes back a step, Esc cancels.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..theme import CREAM, GOLD, GOLD_LIGHT, INK, WOOD_DARK
from .choices import AmountsRequest, ChoiceRequest

STYLE = f"""
QFrame#popover {{ background: {WOOD_DARK}; border: 2px solid {GOLD}; border-radius: 8px; }}
QFrame#popover QLabel {{ color: {CREAM}; font-size: 13px; }}
QFrame#popover QLabel#popoverTitle {{ color: {GOLD_LIGHT}; font-size: 14px; font-weight: bold; }}
QFrame#popover QListWidget {{ background: #f6ecd2; color: {INK}; font-size: 13px;
    border: 1px solid {GOLD}; }}
QFrame#popover QListWidget::item {{ padding: 5px 6px; border-bottom: 1px solid #e0d2ae; }}
QFrame#popover QListWidget::item:selected {{ background: #7a0f1a; color: {CREAM}; }}
QFrame#popover QPushButton {{ font-size: 13px; padding: 4px 10px; }}
"""


class Popover(QFrame):
    """Base of the panels: a framed box at a point of the view, closed by a choice or Esc."""

    chosen = Signal(object)
    """The player picked this engine action."""
    cancelled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("popover")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(10, 8, 10, 10)
        self.layout_.setSpacing(6)
        self.title = QLabel()
        self.title.setObjectName("popoverTitle")
        self.title.setWordWrap(True)
        self.layout_.addWidget(self.title)
        self._closed = False

    def open_at(self, point: QPoint) -> None:
        """Show the panel at ``point`` of its parent, moved inside the parent if needed."""
        self.adjustSize()
        parent = self.parentWidget()
        room_w = parent.width() if parent is not None else self.width()
        room_h = parent.height() if parent is not None else self.height()
        x = max(4, min(point.x() + 12, room_w - self.width() - 4))
        y = max(4, min(point.y() - 20, room_h - self.height() - 4))
        self.move(x, y)
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.PopupFocusReason)

    def choose(self, action: object) -> None:
        """End with ``action``."""
        if not self._closed:
            self._closed = True
            self.hide()
            self.chosen.emit(action)

    def cancel(self) -> None:
        """End without a choice (the item snaps back)."""
        if not self._closed:
            self._closed = True
            self.hide()
            self.cancelled.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return
        super().keyPressEvent(event)


class _OptionList(QListWidget):
    """The list of a chooser: Enter activates, digits pick, Backspace/Esc go to the panel."""

    def __init__(self, panel: ChooserPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.panel.activate(self.currentRow())
        elif key == Qt.Key.Key_Escape:
            self.panel.cancel()
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Left) and self.panel.can_go_back():
            self.panel.back()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.panel.activate(self.panel.first_choice_row() + key - Qt.Key.Key_1)
        elif key == Qt.Key.Key_Tab:
            self.setCurrentRow((self.currentRow() + 1) % max(1, self.count()))
        else:
            super().keyPressEvent(event)


LIST_WIDTHS = (280, 420)
"""A chooser's list is as wide as its longest line, within these bounds (then it wraps)."""
ROW_PADDING = (12, 12)
"""What a row adds around its words (STYLE: 5 px and 6 px of padding, a 1 px rule)."""


class ChooserPanel(Popover):
    """Pick one of several legal actions: a list, or two lists one after the other."""

    def __init__(self, parent: QWidget, request: ChoiceRequest) -> None:
        super().__init__(parent)
        self.request = request
        self.path: list[str] = []
        self.list = _OptionList(self)
        self.list.itemClicked.connect(lambda item: self.activate(self.list.row(item)))
        self.layout_.addWidget(self.list)
        hint = QLabel(QCoreApplication.translate("BoardPanels", "Enter chooses · Esc cancels"))
        self.layout_.addWidget(hint)
        self.setFocusProxy(self.list)
        self.setMinimumWidth(300)
        self.setMaximumWidth(440)
        self._fill()

    def can_go_back(self) -> bool:
        """Whether a first step has been chosen (Backspace returns to it)."""
        return bool(self.path)

    def first_choice_row(self) -> int:
        """Row of the first real choice (after the "back" row in a second step)."""
        return 1 if self.path else 0

    def labels(self) -> list[str]:
        """The choices shown now (for tests and keyboard users)."""
        return self.request.labels_at(self.path)

    def _fill(self) -> None:
        request = self.request
        step = len(self.path)
        titles = request.step_titles
        heading = titles[step] if step < len(titles) else request.title
        if self.path:
            heading = " › ".join(self.path) + "\n" + heading
        self.title.setText(heading)
        self.list.clear()
        if self.path:
            back = QListWidgetItem("← " + QCoreApplication.translate("BoardPanels", "Back"))
            back.setData(Qt.ItemDataRole.UserRole, None)
            self.list.addItem(back)
        details = request.details_at(self.path)
        for number, label in enumerate(request.labels_at(self.path), start=1):
            detail = details.get(label, "")
            shown = f"{number}  {label}" + (f"\n     {detail}" if detail else "")
            if number > 9:
                shown = f"    {label}" + (f"\n     {detail}" if detail else "")
            item = QListWidgetItem(shown)
            item.setData(Qt.ItemDataRole.UserRole, label)
            item.setToolTip(f"{label}\n{detail}".strip())
            self.list.addItem(item)
        self.list.setCurrentRow(self.first_choice_row())
        self._size_rows()
        self.adjustSize()

    def _size_rows(self) -> None:
        """Give every option the height its wrapped words need at the list's own width.

        Qt measures wrapped rows at the width the list has, which a hidden list does not
        have yet; measured here at the width the panel will show, every option is whole
        and up to nine show without scrolling.
        """
        self.list.ensurePolished()
        metrics = self.list.fontMetrics()
        widest = max(
            (
                max(
                    metrics.horizontalAdvance(line) for line in self.list.item(i).text().split("\n")
                )
                for i in range(self.list.count())
            ),
            default=0,
        )
        width = max(LIST_WIDTHS[0], min(LIST_WIDTHS[1], widest + ROW_PADDING[0] + 8))
        self.list.setFixedWidth(width)
        room = width - ROW_PADDING[0] - 6  # the list's border and the rows' padding
        heights = []
        for index in range(self.list.count()):
            item = self.list.item(index)
            bound = metrics.boundingRect(
                QRect(0, 0, room, 100_000), int(Qt.TextFlag.TextWordWrap), item.text()
            )
            heights.append(bound.height() + ROW_PADDING[1])
            item.setSizeHint(QSize(room, heights[-1]))
        self.list.setFixedHeight(max(40, sum(heights[:9]) + 6))

    def activate(self, row: int) -> None:
        """Choose the label in ``row`` (the "back" row goes back)."""
        item = self.list.item(row)
        if item is None:
            return
        label = item.data(Qt.ItemDataRole.UserRole)
        if label is None:
            self.back()
            return
        self.choose_label(label)

    def choose_label(self, label: str) -> None:
        """Take the step labelled ``label``; the last step plays the option reached."""
        self.path.append(label)
        option = self.request.option_for(self.path)
        if option is not None and not self.request.labels_at(self.path):
            self.choose(option.action)
            return
        self._fill()

    def back(self) -> None:
        """Return to the previous step."""
        if self.path:
            self.path.pop()
            self._fill()


class StepperPanel(Popover):
    """Amounts in rows (e.g. goods paid), adding up to a total; only legal sets confirm."""

    def __init__(self, parent: QWidget, request: AmountsRequest) -> None:
        super().__init__(parent)
        self.request = request
        self.amounts = list(request.start())
        self.title.setText(request.title)
        grid = QGridLayout()
        self.values: list[QLabel] = []
        self.minus: list[QPushButton] = []
        self.plus: list[QPushButton] = []
        for row, label in enumerate(request.rows):
            mark = request.marks[row] if row < len(request.marks) else ""
            grid.addWidget(QLabel(f"{mark}  {label}".strip()), row, 0)
            minus, value, plus = QPushButton("−"), QLabel(), QPushButton("+")
            for button in (minus, plus):
                button.setFixedWidth(34)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            value.setMinimumWidth(30)
            minus.clicked.connect(lambda _c=False, r=row: self.change(r, -1))
            plus.clicked.connect(lambda _c=False, r=row: self.change(r, +1))
            grid.addWidget(minus, row, 1)
            grid.addWidget(value, row, 2)
            grid.addWidget(plus, row, 3)
            self.values.append(value)
            self.minus.append(minus)
            self.plus.append(plus)
        self.layout_.addLayout(grid)
        self.sum_label = QLabel()
        self.layout_.addWidget(self.sum_label)
        if request.presets:
            presets = QHBoxLayout()
            for name, vector in request.presets:
                button = QPushButton(name)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _c=False, v=vector: self.set_amounts(v))
                presets.addWidget(button)
            self.layout_.addLayout(presets)
        buttons = QHBoxLayout()
        self.confirm_button = QPushButton(QCoreApplication.translate("BoardPanels", "Confirm"))
        self.confirm_button.clicked.connect(self.confirm)
        cancel = QPushButton(QCoreApplication.translate("BoardPanels", "Cancel"))
        cancel.clicked.connect(self.cancel)
        for button in (self.confirm_button, cancel):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        self.layout_.addLayout(buttons)
        self.layout_.addWidget(
            QLabel(
                QCoreApplication.translate(
                    "BoardPanels", "↑↓ row · ←→ amount · Enter confirms · Esc cancels"
                )
            )
        )
        self.row = 0
        self._show()

    def set_amounts(self, amounts) -> None:
        """Set every row at once (a preset)."""
        self.amounts = list(amounts)
        self._show()

    def change(self, row: int, step: int) -> None:
        """Add ``step`` to ``row``, within what any legal set allows."""
        low, high = self.request.bounds(row)
        self.amounts[row] = max(low, min(high, self.amounts[row] + step))
        self.row = row
        self._show()

    def action(self):
        """The legal action of the amounts shown, or ``None``."""
        return self.request.action_for(self.amounts)

    def _show(self) -> None:
        for row, value in enumerate(self.values):
            low, high = self.request.bounds(row)
            marker = "▸ " if row == self.row else ""
            value.setText(f"{marker}{self.amounts[row]}")
            self.minus[row].setEnabled(self.amounts[row] > low)
            self.plus[row].setEnabled(self.amounts[row] < high)
        total = sum(self.amounts)
        if self.request.total is not None:
            text = QCoreApplication.translate("BoardPanels", "Total: {sum} of {total}").format(
                sum=total, total=self.request.total
            )
        else:
            text = QCoreApplication.translate("BoardPanels", "Total: {sum}").format(sum=total)
        if self.action() is None:
            text += " — " + QCoreApplication.translate("BoardPanels", "not a legal choice")
        self.sum_label.setText(text)
        self.confirm_button.setEnabled(self.action() is not None)

    def confirm(self) -> None:
        """Play the action of the amounts shown (only when it is legal)."""
        action = self.action()
        if action is not None:
            self.choose(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        rows = len(self.amounts)
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab) and rows:
            self.row = (self.row - 1) % rows
            self._show()
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Tab) and rows:
            self.row = (self.row + 1) % rows
            self._show()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Minus) and rows:
            self.change(self.row, -1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Plus) and rows:
            self.change(self.row, +1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt override
        return False  # Tab moves between rows


def panel_for(parent: QWidget, request: ChoiceRequest | AmountsRequest) -> Popover:
    """The panel that asks ``request``."""
    if isinstance(request, AmountsRequest):
        return StepperPanel(parent, request)
    return ChooserPanel(parent, request)
