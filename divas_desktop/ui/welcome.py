"""The first screen: the curtain drawn aside on an empty stage, and two ways in."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .curtain import paint_valance
from .resources import app_icon
from .theme import CRIMSON, CRIMSON_DARK, GOLD, WOOD, WOOD_DARK


class WelcomePage(QWidget):
    """Shown while no game is open; its buttons start or open one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
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
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        for button in (self.new_button, self.open_button):
            button.setMinimumWidth(260)
            button.setMinimumHeight(38)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(4)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Divas Desktop"))
        self.text.setText(
            self.tr(
                "Four opera board games for 2 to 5 players on one screen. Every rule is enforced."
            )
        )
        self.new_button.setText(self.tr("New game…"))
        self.open_button.setText(self.tr("Open a saved game…"))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        # The dark stage, lit from above.
        painter.fillRect(self.rect(), QColor(WOOD_DARK))
        light = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.55)
        light.setColorAt(0, QColor(WOOD))
        light.setColorAt(1, QColor(WOOD_DARK))
        painter.fillRect(self.rect(), light)
        # Curtains gathered at both sides.
        side = min(w * 0.16, 220.0)
        for left in (True, False):
            x0 = 0.0 if left else w - side
            gradient = QLinearGradient(QPointF(x0, 0), QPointF(x0 + side, 0))
            for index in range(7):
                gradient.setColorAt(index / 6, QColor(CRIMSON if index % 2 else CRIMSON_DARK))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(gradient)
            painter.drawRect(QRectF(x0, 0, side, h))
        paint_valance(painter, w)
        # The stage floor's front edge.
        painter.setPen(QPen(QColor(GOLD), 3))
        painter.drawLine(QPointF(side, h - 40), QPointF(w - side, h - 40))
        painter.end()
