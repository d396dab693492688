"""The text browser of the reference: its pages, and pictures drawn as they come into view.

Every picture of a page has its size written in the HTML, so laying the page out loads none
of them: Qt asks for an image (:meth:`ReferenceBrowser.loadResource`) only to paint it, that
is when it scrolls into view. Until it is drawn a plain placeholder of the same size stands
there; the pictures waiting are drawn one per turn of the event loop, so the window keeps
answering between them.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPen,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser, QTextEdit, QWidget

from ..theme import CREAM_DARK, GOLD, GOLD_LIGHT, MUTED_ON_CREAM
from .document import Picture
from .page import STYLE
from .pictures import PictureMaker

log = logging.getLogger(__name__)

HEADROOM = 6
"""Pixels left above a paragraph scrolled to the top."""


class ReferenceBrowser(QTextBrowser):
    """Shows one page of the reference; draws its pictures as they come into view."""

    pictures_drawn = Signal()
    """No picture in view is waiting any more (tests and screenshots wait for it)."""

    def __init__(self, maker: PictureMaker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.maker = maker
        self.language = "en"
        """The language the pictures are drawn in (the board's words)."""
        self.setOpenLinks(False)  # the dock answers clause:, block: and zoom: links
        self.document().setDefaultStyleSheet(STYLE)
        self._pictures: dict[str, tuple[Picture, int, int]] = {}
        """The images of the page: name -> (picture, width, height in pixels)."""
        self._waiting: list[str] = []
        self._blocked: set[str] = set()
        """Pictures waiting for their game's demo positions."""
        self.missing: list[str] = []
        """Pictures that could not be drawn (their demo position does not exist)."""
        self.anchors: dict[str, int] = {}
        """Every named anchor of the page and its position in the document."""
        self._generation = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_next)
        maker.demos.ready.connect(self._demos_ready)

    def picture_name(self, index: int) -> str:
        """The image name of the picture of block ``index`` on the page being built."""
        return f"picture:{self._generation}/{index}"

    def show_page(self, html: str, pictures: dict[str, tuple[Picture, int, int]]) -> None:
        """Show a page whose images are ``pictures`` (named by :meth:`picture_name`)."""
        self._generation += 1  # names of the next page never meet this page's images
        self._pictures = pictures
        self._waiting.clear()
        self._blocked.clear()
        self.setExtraSelections([])
        self.setHtml(html)
        self.anchors = _anchors(self.document())

    def waiting(self) -> bool:
        """Whether pictures in view are still to be drawn."""
        return bool(self._waiting or self._blocked)

    def loadResource(self, kind: int, name: QUrl | str) -> Any:  # noqa: N802 - Qt override
        """An image scrolled into view: the picture if drawn, else a placeholder (and draw it)."""
        key = name.toString() if isinstance(name, QUrl) else name
        found = self._pictures.get(key)
        if kind != QTextDocument.ResourceType.ImageResource.value or found is None:
            return super().loadResource(kind, name)
        picture, width, height = found
        image = self.maker.cached(picture, self.language, width, self.devicePixelRatioF())
        if image is not None:
            return image
        if key not in self._waiting and key not in self._blocked:
            self._waiting.append(key)
            self._timer.start()
        return _placeholder(width, height, "…")

    def _draw_next(self) -> None:
        if not self._waiting:
            return
        key = self._waiting.pop(0)
        found = self._pictures.get(key)
        if found is not None:
            picture, width, height = found
            try:
                image = self.maker.draw(picture, self.language, width, self.devicePixelRatioF())
            except LookupError:
                log.warning("the rules reference cannot draw %s", picture.link, exc_info=True)
                self.missing.append(picture.link)
                image = _placeholder(width, height, "✕")
            if image is None:
                self._blocked.add(key)
            else:
                self.document().addResource(
                    QTextDocument.ResourceType.ImageResource.value, QUrl(key), image
                )
                self.viewport().update()
        if self._waiting:
            self._timer.start()
        elif not self._blocked:
            self.maker.release_boards()
            self.pictures_drawn.emit()

    def _demos_ready(self, game: str) -> None:
        again = [k for k in self._blocked if self._pictures[k][0].game == game]
        for key in again:
            self._blocked.discard(key)
            self._waiting.append(key)
        if again:
            self._timer.start()

    def anchor_at_top(self) -> int | None:
        """The document position of the page's top line."""
        return self.cursorForPosition(QPoint(4, 4)).position()

    def mark(self, anchor: str, tint: bool = True) -> bool:
        """Scroll ``anchor`` to the top and tint its paragraph; ``False`` if the page lacks it."""
        position = self.anchors.get(anchor)
        if position is None:
            return False
        self.scrollToAnchor(anchor)  # (also makes the scroll bar reach that far)
        # The top of the anchor's paragraph, with a little air: Qt would put the anchor's
        # line there, which for a picture is its foot.
        block = self.document().findBlock(position)
        top = self.document().documentLayout().blockBoundingRect(block).top()
        self.verticalScrollBar().setValue(max(0, round(top) - HEADROOM))
        if not tint:
            self.setExtraSelections([])
            return True
        cursor = QTextCursor(self.document().findBlock(position))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        selection = QTextEdit.ExtraSelection()
        selection.cursor = cursor  # type: ignore[attr-defined]
        shade = QTextCharFormat()
        shade.setBackground(QColor(GOLD_LIGHT).lighter(115))
        shade.setProperty(QTextFormat.Property.FullWidthSelection, True)
        selection.format = shade  # type: ignore[attr-defined]
        self.setExtraSelections([selection])
        return True


def _anchors(document: QTextDocument) -> dict[str, int]:
    found: dict[str, int] = {}
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            for name in fragment.charFormat().anchorNames():
                found.setdefault(name, fragment.position())
            fragments += 1
        block = block.next()
    return found


def _placeholder(width: int, height: int, sign: str) -> QImage:
    """A plain frame of the picture's size while it is drawn (or when it cannot be)."""
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(CREAM_DARK))
    painter = QPainter(image)
    painter.setPen(QPen(QColor(GOLD), 1))
    painter.drawRect(0, 0, width - 1, height - 1)
    painter.setPen(QColor(MUTED_ON_CREAM))
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, sign)
    painter.end()
    return image
