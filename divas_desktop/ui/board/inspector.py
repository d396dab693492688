"""The card inspector: a card shown large with all its text, beside the pointer.

Hovering a card for :data:`HOVER_MS` or right-clicking it (pinned until Esc or a click)
shows its :class:`CardFace`; hovering a log line shows the cards it names. No card text
ever has to be read at in-board size. Drawn at screen size, whatever the board's zoom.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ..theme import CREAM, GOLD, INK, WOOD_DARK, qcolor
from .fonts import board_font
from .specs import CardFace

HOVER_MS = 300
"""How long the pointer rests on a card before the inspector opens."""
CARD_W = 250.0
PAD = 12.0
MAX_CARDS = 3


def _blocks(face: CardFace) -> list[tuple[str, QFont, str]]:
    """The text blocks of a face, top to bottom: (text, font, colour)."""
    out = [(face.title, board_font(19, bold=True), INK)]
    if face.subtitle:
        out.append((face.subtitle, board_font(14, italic=True), "#5a4030"))
    if face.text:
        out.append((face.text, board_font(14), INK))
    out += [(line, board_font(13), "#3a2a1a") for line in face.lines]
    if face.footer:
        out.append((face.footer, board_font(12, italic=True), "#6b4a1a"))
    return out


def face_height(face: CardFace, width: float = CARD_W) -> float:
    """Height the large card needs so no line is cut."""
    height = PAD + 30 + (48 if face.value else 6)
    for text, font, _colour in _blocks(face):
        box = QFontMetricsF(font).boundingRect(
            QRectF(0, 0, width - 2 * PAD, 10_000), int(Qt.TextFlag.TextWordWrap), text
        )
        height += box.height() + 8
    return height + PAD


def paint_large_face(painter: QPainter, rect: QRectF, face: CardFace) -> None:
    """Draw ``face`` filling ``rect`` (band, big value, title, every line of text)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setBrush(QColor(CREAM))
    painter.setPen(QPen(QColor(GOLD), 3))
    painter.drawRoundedRect(rect, 12, 12)
    band = QRectF(rect.left() + 6, rect.top() + 6, rect.width() - 12, 28)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(face.accent))
    painter.drawRoundedRect(band, 6, 6)
    painter.setPen(QColor(CREAM))
    painter.setFont(board_font(14, bold=True, serif=False))
    painter.drawText(
        band.adjusted(8, 0, -8, 0),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        " ".join(part for part in (face.mark, face.band) if part),
    )
    y = band.bottom() + 6
    if face.value:
        painter.setPen(QColor(INK))
        painter.setFont(board_font(34, bold=True))
        painter.drawText(
            QRectF(rect.left(), y, rect.width(), 42), Qt.AlignmentFlag.AlignCenter, face.value
        )
        y += 42
    width = rect.width() - 2 * PAD
    for text, font, colour in _blocks(face):
        painter.setFont(font)
        painter.setPen(qcolor(colour))
        box = QRectF(rect.left() + PAD, y, width, 10_000)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        used = QFontMetricsF(font).boundingRect(box, flags, text).height()
        painter.drawText(box, flags, text)
        y += used + 8


class Inspector(QWidget):
    """A floating window-less panel over the board view showing one to three large cards."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.faces: tuple[CardFace, ...] = ()
        self.pinned = False
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_faces(self, faces: Sequence[CardFace], point: QPoint, pinned: bool = False) -> None:
        """Show ``faces`` beside ``point`` (of the parent), inside the parent."""
        self.faces = tuple(faces)[:MAX_CARDS]
        if not self.faces:
            self.hide_card()
            return
        self.pinned = pinned
        width = int(len(self.faces) * (CARD_W + 8) + 8)
        height = int(max(face_height(f) for f in self.faces) + 16 + (20 if pinned else 0))
        parent = self.parentWidget()
        room_w = parent.width() if parent is not None else width
        room_h = parent.height() if parent is not None else height
        self.resize(width, min(height, max(120, room_h - 8)))
        # Beside the pointer, on the side with more room; never over the pointer itself.
        x = point.x() + 24 if point.x() + 24 + width <= room_w else point.x() - 24 - width
        x = max(4, min(x, room_w - width - 4))
        y = max(4, min(point.y() - height // 3, room_h - self.height() - 4))
        self.move(x, y)
        self.show()
        self.raise_()
        self.update()

    def hide_card(self) -> None:
        """Hide the inspector."""
        self.pinned = False
        self.faces = ()
        self.hide()

    def titles(self) -> list[str]:
        """Titles of the cards shown (for tests)."""
        return [face.title for face in self.faces] if self.isVisible() else []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(WOOD_DARK))
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        bottom = self.height() - 8 - (20 if self.pinned else 0)
        for index, face in enumerate(self.faces):
            rect = QRectF(8 + index * (CARD_W + 8), 8, CARD_W, bottom - 8)
            paint_large_face(painter, rect, face)
        if self.pinned:
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(12, italic=True, serif=False))
            painter.drawText(
                QRectF(0, self.height() - 24, self.width(), 20),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("BoardPanels", "Esc or a click closes the card"),
            )
        painter.end()
