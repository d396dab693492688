"""The left side of the window: the turn banner, the board view and the curtain over it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .board import BoardView
from .curtain import Curtain


class BoardArea(QWidget):
    """The banner, the board view and the privacy curtain lying over the view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        layout.addWidget(self.banner)
        self.view = BoardView()
        layout.addWidget(self.view, 1)
        self.curtain = Curtain(self.view)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.curtain.setGeometry(self.view.rect())
