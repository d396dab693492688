"""The pass-and-play privacy curtain: red velvet, "Sipario!", and the next player's name.

While it is down nothing of the next player's hand is drawn: the board behind it is
cleared, and only :meth:`GameController.reveal` (the player's click) syncs it again.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QWidget

from .drapery import paint_valance, paint_velvet
from .theme import GOLD, GOLD_LIGHT


class Curtain(QWidget):
    """A full-size cover over the board; a click or Enter/Space reveals the view."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.seat = 0
        self.player = ""
        self.colour = "#888888"
        self._velvet: QPixmap | None = None
        """The velvet and pelmet, drawn once per size (they are the costly part)."""
        self.hide()

    def lower_for(self, seat: int, player: str, colour: str) -> None:
        """Close the curtain in front of ``player`` (who must act next)."""
        self.seat, self.player, self.colour = seat, player, colour
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self._open()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._open()
            return
        super().keyPressEvent(event)

    def _open(self) -> None:
        self.hide()
        self.revealed.emit()

    def message(self) -> str:
        """The invitation printed on the curtain."""
        return self.tr("{player}, it is your turn.").format(player=self.player)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        painter.drawPixmap(0, 0, self._cloth())
        # The title card in the middle.
        box = QRectF(w / 2 - 260, h / 2 - 130, 520, 260)
        painter.setBrush(QColor(30, 4, 8, 200))
        painter.setPen(QPen(QColor(GOLD), 3))
        painter.drawRoundedRect(box, 18, 18)
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawRoundedRect(box.adjusted(8, 8, -8, -8), 12, 12)
        title = QFont("Georgia")
        title.setStyleHint(QFont.StyleHint.Serif)
        title.setPointSizeF(40)
        title.setBold(True)
        title.setItalic(True)
        painter.setFont(title)
        painter.setPen(QColor(GOLD_LIGHT))
        painter.drawText(
            QRectF(box.left(), box.top() + 18, box.width(), 80),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("Sipario!"),
        )
        from .seat_badge import seat_pixmap  # only once a game runs: start-up stays light

        badge = seat_pixmap(self.seat, self.colour, self.player, 40, self.devicePixelRatioF())
        painter.drawPixmap(QPointF(w / 2 - 20, box.top() + 104), badge)
        body = QFont("Georgia")
        body.setPointSizeF(16)
        body.setBold(True)
        painter.setFont(body)
        painter.drawText(
            QRectF(box.left() + 16, box.top() + 150, box.width() - 32, 40),
            Qt.AlignmentFlag.AlignCenter,
            self.message(),
        )
        small = QFont("Georgia")
        small.setPointSizeF(11)
        small.setItalic(True)
        painter.setFont(small)
        painter.setPen(QColor("#f6ecd2"))
        painter.drawText(
            QRectF(box.left() + 16, box.top() + 196, box.width() - 32, 50),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.tr("Others, please look away. Click or press Enter to raise the curtain."),
        )
        painter.end()

    def _cloth(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = self._velvet
        if pixmap is None or pixmap.size() != self.size() * ratio:
            pixmap = QPixmap(self.size() * ratio)
            pixmap.setDevicePixelRatio(ratio)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_velvet(painter, float(self.width()), float(self.height()))
            paint_valance(painter, float(self.width()))
            painter.end()
            self._velvet = pixmap
        return pixmap
