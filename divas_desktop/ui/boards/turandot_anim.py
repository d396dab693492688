"""Short, skippable animations of the Turandot board (the reveal of the bids, moves).

The board is always *drawn* at its final positions by :meth:`Board.sync`; the animator
only lets items travel there from where they were, and flips newly revealed cards in.
Any click or key finishes every animation at once, and ``DIVAS_ANIMATION_MS=0`` (tests)
turns them off entirely, so nothing ever waits on them.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtGui import QGuiApplication, QTransform
from shiboken6 import isValid

from ..board.items import BoardItem

REVEAL_MS = 600
"""Length of the reveal of the bids (cards flip, hires travel to their owners)."""
MOVE_MS = 250
"""Length of an ordinary move (a card given as understudy, two roles swapped)."""


def animation_scale() -> float:
    """1.0 normally; ``DIVAS_ANIMATION_MS``/600 when set (0 in tests).

    Offscreen (tests, ``--screenshots``) nobody watches: no animation unless asked for,
    so a picture never catches a card in mid-flight.
    """
    value = os.environ.get("DIVAS_ANIMATION_MS")
    if value is None:
        return 0.0 if QGuiApplication.platformName() == "offscreen" else 1.0
    try:
        return max(0.0, float(value)) / REVEAL_MS
    except ValueError:
        return 1.0


class Animator(QObject):
    """Runs the board's animations and finishes them on demand."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[tuple[QVariantAnimation, BoardItem, str]] = []

    def running(self) -> bool:
        """Whether any animation is playing."""
        return any(
            isValid(a) and a.state() == QVariantAnimation.State.Running
            for a, _i, _k in self._running
        )

    def glide(self, item: BoardItem, start: QPointF, ms: float, delay: float = 0.0) -> None:
        """Move ``item`` from ``start`` to where its spec puts it."""
        ms *= animation_scale()
        end = QPointF(item.spec.x, item.spec.y)
        if ms <= 0 or start == end:
            return
        item.setPos(start)
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(int(ms + delay * animation_scale()))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        if delay:
            # Hold still for the delay, then travel: key values in proportion.
            share = delay * animation_scale() / animation.duration()
            animation.setKeyValueAt(share, start)
        animation.valueChanged.connect(item.setPos)
        self._start(animation, item, "pos")

    def flip_in(self, item: BoardItem, ms: float, delay: float = 0.0) -> None:
        """Turn ``item`` face up: it grows from a sliver to full width around its centre."""
        ms *= animation_scale()
        if ms <= 0:
            return
        width = item.frame().width()

        def scale_x(value: float) -> None:
            item.setTransform(
                QTransform()
                .translate(width / 2, 0)
                .scale(max(0.02, value), 1)
                .translate(-width / 2, 0)
            )

        animation = QVariantAnimation(self)
        animation.setStartValue(0.02)
        animation.setEndValue(1.0)
        total = ms + delay * animation_scale()
        animation.setDuration(int(total))
        animation.setKeyValueAt(delay * animation_scale() / total, 0.02)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(scale_x)
        scale_x(0.02)
        self._start(animation, item, "flip")

    def _start(self, animation: QVariantAnimation, item: BoardItem, kind: str) -> None:
        self._running.append((animation, item, kind))
        animation.finished.connect(lambda: self._done(animation))
        animation.start()

    def _done(self, animation: QVariantAnimation) -> None:
        self._running = [r for r in self._running if r[0] is not animation]
        animation.deleteLater()

    def finish(self) -> None:
        """Jump every animation to its end (a click or key skips them)."""
        running, self._running = self._running, []
        for animation, item, kind in running:
            if not isValid(animation) or animation.state() != QVariantAnimation.State.Running:
                continue
            animation.stop()
            if item.scene() is None:
                continue
            if kind == "pos":
                item.setPos(item.spec.x, item.spec.y)
            else:
                item.setTransform(QTransform())
            animation.deleteLater()
