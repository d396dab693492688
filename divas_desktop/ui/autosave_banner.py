"""The warning shown while autosaves fail: the game is not protected until one succeeds."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

STYLE = (
    "QFrame#autosaveBanner { background: #f1d67a; border: 2px solid #7a0f1a;"
    " border-radius: 4px; } QFrame#autosaveBanner QLabel { color: #2a1a10; font-weight: bold; }"
)


class AutosaveBanner(QFrame):
    """A strip above the board: what went wrong, and a button to save a copy elsewhere."""

    save_elsewhere = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("autosaveBanner")
        self.setStyleSheet(STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.label, 1)
        self.button = QPushButton()
        self.button.clicked.connect(self.save_elsewhere)
        layout.addWidget(self.button)
        self.error = ""
        self.code = ""
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.label.setText(self.message())
        self.button.setText(self.tr("Save a copy elsewhere…"))

    def message(self) -> str:
        """The warning text (with the cause, when it is known: a full disk…)."""
        from .errors import autosave_failure_cause

        text = self.tr(
            "The game could not be saved automatically: if the computer stops now, the last "
            "moves are lost. Saving is tried again after the next move."
        )
        cause = autosave_failure_cause(self.code) if self.code else ""
        return f"{cause} {text}" if cause else text

    def show_error(self, error: str, code: str = "") -> None:
        """Show the banner for ``error`` (kept in the tooltip: it is the system's text);
        ``code`` says what it means (``persistence.failures``)."""
        self.error = error
        self.code = code
        self.setToolTip(error)
        self.label.setText(self.message())
        self.show()

    def clear(self) -> None:
        """An autosave succeeded again."""
        self.error = ""
        self.code = ""
        self.hide()
