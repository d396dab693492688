"""Find text that does not fit its box: in widgets, and in whatever a board paints.

Generic on purpose, so new boards are covered without naming their items:

* every text a Python ``paint()`` draws with ``QPainter.drawText(rect, flags, text)`` is
  measured with the painter's font against its rectangle (Qt clips what overflows);
* every ``elidedText`` call that actually shortens a text counts as text cut off;
* labels, buttons, combo boxes and list rows are measured against their widgets.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QListWidget,
    QWidget,
)

TOLERANCE = 1.5
"""Pixels a text may exceed its box by (anti-aliasing, rounding)."""


@dataclass
class Findings:
    """Texts found cut off, with where they were drawn."""

    cut: dict[str, str] = field(default_factory=dict)

    def add(self, text: str, where: str) -> None:
        if text.strip():
            self.cut.setdefault(text, where)


@contextmanager
def watching_paint(found: Findings) -> Iterator[None]:
    """Record, while active, texts painted into a box too small or elided."""
    draw_text = QPainter.drawText
    elided_f = QFontMetricsF.elidedText
    elided = QFontMetrics.elidedText

    def measured(painter: QPainter, *args):
        if len(args) == 3 and isinstance(args[0], (QRectF, QRect)) and isinstance(args[2], str):
            rect, flags, text = args
            _check_box(found, painter, QRectF(rect), int(flags), text)
        return draw_text(painter, *args)

    def watched_f(metrics, text, mode, width, flags=0):
        shown = elided_f(metrics, text, mode, width, flags)
        if shown != text:
            found.add(text, f"elided to {shown!r}")
        return shown

    def watched(metrics, text, mode, width, flags=0):
        shown = elided(metrics, text, mode, width, flags)
        if shown != text:
            found.add(text, f"elided to {shown!r}")
        return shown

    QPainter.drawText = measured
    QFontMetricsF.elidedText = watched_f
    QFontMetrics.elidedText = watched
    try:
        yield
    finally:
        QPainter.drawText = draw_text
        QFontMetricsF.elidedText = elided_f
        QFontMetrics.elidedText = elided


def _check_box(found: Findings, painter: QPainter, rect: QRectF, flags: int, text: str) -> None:
    if rect.width() <= 0 or rect.height() <= 0 or not text.strip():
        return
    if flags & int(Qt.TextFlag.TextDontClip):
        return
    needed = QFontMetricsF(painter.font()).boundingRect(rect, flags, text)
    if needed.width() > rect.width() + TOLERANCE or needed.height() > rect.height() + TOLERANCE:
        found.add(text, f"painted in {rect.width():.0f}×{rect.height():.0f}")


def check_widgets(found: Findings, root: QWidget) -> None:
    """Measure every visible label, button, combo box and list row under ``root``."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QLabel):
            _check_label(found, widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + TOLERANCE:
                found.add(widget.text(), f"button {widget.width()} wide")
        elif isinstance(widget, QComboBox) and widget.currentText():
            wanted = widget.fontMetrics().horizontalAdvance(widget.currentText()) + 28
            if wanted > widget.width() + TOLERANCE:
                found.add(widget.currentText(), f"combo box {widget.width()} wide")
        elif isinstance(widget, QListWidget):
            _check_list(found, widget)


def _check_label(found: Findings, label: QLabel) -> None:
    if not label.text() or label.width() <= 0:
        return
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height() + TOLERANCE:
            found.add(label.text(), f"wrapped label {label.width()}×{label.height()}")
    elif label.sizeHint().width() > label.width() + TOLERANCE:
        found.add(label.text(), f"label {label.width()} wide")


def _check_list(found: Findings, widget: QListWidget) -> None:
    if widget.wordWrap():
        return  # rows grow with their text
    room = widget.viewport().width()
    for row in range(widget.count()):
        item = widget.item(row)
        needed = widget.visualItemRect(item).width()  # the row as the view lays it out
        if needed > room + TOLERANCE:
            found.add(item.text(), f"list row {needed} wide in {room}")
