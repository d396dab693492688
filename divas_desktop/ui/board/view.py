"""The widget showing a board: fit to its design size, zoom, pan, keyboard play, and the
panels over it (drop chooser, steppers, card inspector, "since your last turn" recap).

Any click or key first finishes the board's animations (they never stand in the way).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolButton, QWidget

from .board import Board
from .choices import AmountsRequest, ChoiceRequest
from .inspector import HOVER_MS, Inspector
from .legend import LegendPanel, say
from .panels import Popover, panel_for
from .recap import RecapPanel
from .specs import CardFace

MIN_ZOOM = 0.25
MAX_ZOOM = 4.0
ZOOM_STEP = 1.2
MAX_FIT = 1.6
"""A small board is not blown up beyond this."""
READABLE_ZOOM = 0.8
"""Boards without a design size: fitting never shrinks below this; they scroll instead."""


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
        # Only what changed is repainted; items cache their own pictures.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._pan_from: QPoint | None = None
        self._auto_fit = True
        self.panel: Popover | None = None
        """The chooser or stepper panel open now, if any."""
        self.inspector = Inspector(self.viewport())
        self.recap = RecapPanel(self.viewport())
        self.legend = LegendPanel(self.viewport())
        """The board's legend: every code and symbol it draws (the "?" button, the key ?)."""
        self.legend.rule_opened.connect(self._open_rule)
        self.legend.closed.connect(lambda: self.setFocus(Qt.FocusReason.OtherFocusReason))
        self.legend_button = QToolButton(self)
        self.legend_button.setObjectName("legendButton")
        self.legend_button.setText("?")
        self.legend_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the key ? does the same
        self.legend_button.setFixedSize(30, 30)
        # Its look is in the app's style sheet (theme.py): no style sheet object per window.
        self.legend_button.clicked.connect(self.toggle_legend)
        self.legend_button.hide()
        self._has_legend = False
        self._hover_id: str | None = None
        self._hover_at = QPoint()
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(HOVER_MS)
        self._hover_timer.timeout.connect(self._inspect_hovered)

    # --- board ------------------------------------------------------------------------
    def board(self) -> Board | None:
        """The board shown, if any."""
        scene = self.scene()
        return scene if isinstance(scene, Board) else None

    def setScene(self, scene) -> None:  # noqa: N802 - Qt override
        """Show ``scene``; open the panels its board asks for."""
        old = self.board()
        if old is not None:
            old.request_opened.disconnect(self._open_panel)
            old.request_closed.disconnect(self._close_panel)
        self._close_panel()
        self.inspector.hide_card()
        self.recap.dismiss()
        super().setScene(scene)
        self.legend.dismiss()
        board = self.board()
        if board is not None:
            board.request_opened.connect(self._open_panel)
            board.request_closed.connect(self._close_panel)
        self.legend_button.setToolTip(say("button.tip"))
        # Only a board that has a legend offers it (the demo board of the tests has none).
        self._has_legend = board is not None and type(board).legend is not Board.legend
        self.legend_button.setVisible(self._has_legend)
        self._place_legend_button()

    # --- panels ---------------------------------------------------------------------------
    def _open_panel(self, request: ChoiceRequest | AmountsRequest) -> None:
        self._close_panel()
        board = self.board()
        if board is None:
            return
        self.inspector.hide_card()
        panel = panel_for(self.viewport(), request)
        panel.chosen.connect(board.resolve_request)
        panel.cancelled.connect(lambda: board.resolve_request(None))
        self.panel = panel
        panel.open_at(self.mapFromScene(QPointF(*request.anchor)))

    def _close_panel(self) -> None:
        panel, self.panel = self.panel, None
        if panel is not None:
            panel.hide()
            panel.deleteLater()
            if self.isVisible():
                self.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- legend --------------------------------------------------------------------------
    def toggle_legend(self) -> None:
        """Open the board's legend, or close it when it is open."""
        board = self.board()
        if self.legend.isVisible() or board is None or not self._has_legend:
            self.legend.dismiss()
            return
        self.inspector.hide_card()
        self.recap.dismiss()
        self.legend.show_legend(board.legend_title(), board.legend(), board.item_types)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A new language: the legend's button and an open legend follow it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.legend_button.setToolTip(say("button.tip"))
            board = self.board()
            if self.legend.isVisible() and board is not None:
                self.legend.show_legend(board.legend_title(), board.legend(), board.item_types)

    def _open_rule(self, clause_id: str) -> None:
        # The window owns the rules reference; a bare view (tests) has none.
        opener = getattr(self.window(), "open_rule", None)
        if callable(opener):
            opener(clause_id)

    def _place_legend_button(self) -> None:
        if self.legend_button.parentWidget() is not self:
            self.legend.top = 10
            return  # the window put it in a bar of its own
        self.legend.top = 46  # the panel opens under the button
        bar = self.verticalScrollBar()
        room = bar.width() if bar.isVisible() else 0
        self.legend_button.move(self.width() - self.legend_button.width() - 8 - room, 8)
        self.legend_button.raise_()

    # --- inspector --------------------------------------------------------------------------
    def show_faces(self, faces: list[CardFace], point: QPoint, pinned: bool = False) -> None:
        """Show cards large beside ``point`` of the viewport (the log uses it too)."""
        self.inspector.show_faces(faces, point, pinned)

    def _face_under(self, point: QPoint) -> tuple[str | None, CardFace | None]:
        board = self.board()
        if board is None:
            return None, None
        item = board.item_at(self.mapToScene(point))
        if item is None:
            return None, None
        return item.item_id, item.spec.face

    def _inspect_hovered(self) -> None:
        board = self.board()
        item = board.item(self._hover_id) if board is not None and self._hover_id else None
        if item is not None and item.spec.face is not None and self.panel is None:
            self.inspector.show_faces([item.spec.face], self._hover_at)

    def _track_hover(self, point: QPoint) -> None:
        board = self.board()
        if board is None:
            return
        item = board.item_at(self.mapToScene(point))
        item_id = item.item_id if item is not None else None
        board.set_hovered(item_id)
        if item_id != self._hover_id:
            self._hover_id = item_id
            if not self.inspector.pinned:
                self.inspector.hide_card()
            if item is not None and item.spec.face is not None:
                self._hover_timer.start()
            else:
                self._hover_timer.stop()
        self._hover_at = point

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._hover_timer.stop()
        self._hover_id = None
        if not self.inspector.pinned:
            self.inspector.hide_card()
        board = self.board()
        if board is not None:
            board.set_hovered(None)
        super().leaveEvent(event)

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
        """Fit the board in the window (and keep fitting on resize).

        A board with a design size is shown whole, down to its ``min_zoom`` (then it
        scrolls); at 1366×768 a 1010×660 board is drawn at 100 %.
        """
        self._auto_fit = True
        board = self.board()
        if board is None or board.sceneRect().isEmpty():
            return
        rect = board.design_rect()
        if rect.isEmpty():
            return
        port = self.viewport().rect()
        whole = min(port.width() / rect.width(), port.height() / rect.height())
        floor = board.min_zoom if board.design_size is not None else READABLE_ZOOM
        # A board drawn whole shows no scroll bars, even if something pokes out of its
        # design: a bar coming and going would shrink the view and change the zoom.
        bars = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if whole >= floor and board.design_size is not None
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if self.horizontalScrollBarPolicy() != bars:  # (a change relays out the view)
            self.setHorizontalScrollBarPolicy(bars)
            self.setVerticalScrollBarPolicy(bars)
        if whole >= floor:
            # A hair under the exact fit, so rounding never brings scroll bars.
            self.set_zoom(min(whole * (0.995 if board.design_size else 0.98), MAX_FIT))
            self.centerOn(rect.center())
        else:
            # Too small a window: keep the text readable, fit the width and scroll down.
            width_fit = port.width() / rect.width() * 0.98
            self.set_zoom(max(min(width_fit, MAX_FIT), floor))
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
        self.recap.place()
        self._place_legend_button()
        if self.legend.isVisible():
            self.legend.place()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            elif event.angleDelta().y() < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    # --- mouse: skip animations, pan, inspect -------------------------------------------------
    def _skip(self) -> None:
        board = self.board()
        if board is not None and board.animations.busy():
            board.animations.finish()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._skip()
        self.recap.dismiss()
        if event.button() == Qt.MouseButton.RightButton:
            item_id, face = self._face_under(event.position().toPoint())
            if face is not None:
                self.inspector.show_faces([face], event.position().toPoint(), pinned=True)
            else:
                self.inspector.hide_card()
            event.accept()
            return
        self._hover_timer.stop()
        self.inspector.hide_card()  # a click closes a pinned card too
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
        if not event.buttons():
            self._track_hover(event.position().toPoint())
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
        self._skip()
        if event.key() == Qt.Key.Key_Escape and self.legend.isVisible():
            self.legend.dismiss()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and (self.inspector.isVisible() or self.recap.shown()):
            self.inspector.hide_card()
            self.recap.dismiss()
            event.accept()
            return
        self.recap.dismiss()
        board = self.board()
        if board is not None and (event.key() == Qt.Key.Key_Question or event.text() == "?"):
            self.toggle_legend()
            event.accept()
            return
        focus = board.key_focus() if board is not None else None
        if event.key() == Qt.Key.Key_I and board is not None and focus is not None:
            # "I" inspects the card under the keyboard cursor: reading needs no mouse.
            item = board.item(focus)
            if item is not None and item.spec.face is not None:
                corner = self.mapFromScene(item.sceneBoundingRect().topRight())
                self.inspector.show_faces([item.spec.face], corner, pinned=True)
                event.accept()
                return
        if board is not None and board.handle_key(event.key(), event.modifiers()):
            self.inspector.hide_card()
            focus = board.key_focus()
            item = board.item(focus) if focus else None
            if item is not None:
                self.ensureVisible(item.sceneBoundingRect(), 40, 40)
            event.accept()
            return
        super().keyPressEvent(event)
