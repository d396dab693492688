"""The widget showing a board: zoom (ctrl+wheel, menu), pan, fit, keyboard play."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .board import Board

MIN_ZOOM = 0.25
MAX_ZOOM = 4.0
ZOOM_STEP = 1.2
READABLE_ZOOM = 0.8
"""Fitting never shrinks the board below this; it scrolls instead."""


class BoardView(QGraphicsView):
    """A QGraphicsView tuned for boards: antialiased, zoomable, pannable, keyboard-driven."""

    zoom_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # Full updates avoid trails when items move during a drag at fractional zoom.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPoint | None = None
        self._auto_fit = True

    # --- board ------------------------------------------------------------------------
    def board(self) -> Board | None:
        """The board shown, if any."""
        scene = self.scene()
        return scene if isinstance(scene, Board) else None

    # --- zoom -------------------------------------------------------------------------
    def zoom(self) -> float:
        """The current scale factor."""
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        """Zoom to ``factor`` (clamped)."""
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        current = self.zoom()
        if abs(factor - current) > 1e-6:
            self.scale(factor / current, factor / current)
            self.zoom_changed.emit(factor)

    def zoom_in(self) -> None:
        """Zoom in one step."""
        self._auto_fit = False
        self.set_zoom(self.zoom() * ZOOM_STEP)

    def zoom_out(self) -> None:
        """Zoom out one step."""
        self._auto_fit = False
        self.set_zoom(self.zoom() / ZOOM_STEP)

    def fit(self) -> None:
        """Fit the whole board in the window (and keep fitting on resize)."""
        self._auto_fit = True
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        rect = scene.sceneRect()
        port = self.viewport().rect()
        whole = min(port.width() / rect.width(), port.height() / rect.height())
        if whole >= READABLE_ZOOM:
            self.set_zoom(min(whole * 0.98, 1.6))  # a small board need not be blown up
            self.centerOn(rect.center())
        else:
            # A tall board would shrink into illegible text: fit the width and scroll down.
            self.set_zoom(max(min(port.width() / rect.width() * 0.98, 1.6), READABLE_ZOOM))
            self.centerOn(rect.center().x(), rect.top())
            self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())
        self.zoom_changed.emit(self.zoom())

    def refit(self) -> None:
        """Fit again if the user has not chosen a zoom of their own."""
        if self._auto_fit:
            self.fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.refit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            elif event.angleDelta().y() < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    # --- pan --------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.MiddleButton:
            self._start_pan(event)
            return
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and not event.isAccepted():
            self._start_pan(event)  # a press on the bare table drags the view

    def _start_pan(self, event: QMouseEvent) -> None:
        self._pan_from = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # --- keyboard -----------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt override
        # Keep Tab for cycling board items while the board has something to play.
        board = self.board()
        if board is not None and board.focusables():
            return False
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        board = self.board()
        if board is not None and board.handle_key(event.key(), event.modifiers()):
            focus = board.key_focus()
            item = board.item(focus) if focus else None
            if item is not None:
                self.ensureVisible(item.sceneBoundingRect(), 40, 40)
            event.accept()
            return
        super().keyPressEvent(event)
