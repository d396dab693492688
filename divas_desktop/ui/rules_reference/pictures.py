"""The reference's pictures, drawn at run time by the real boards (never a stored image).

``picture:<game>/<demo>?crop=x,y,w,h`` is the board of ``<game>`` showing its demo position
``<demo>`` (``Board.demo_positions()``, named without the game prefix) for the seat the
position is made for, drawn offscreen and cropped to the rectangle in scene units. Each
image is kept per language (the board writes its words in the language shown) and size.

Making the demo positions plays seeded games (seconds for a game): a worker thread does it,
once per game, while the reference shows its text; the drawing itself, a board synced and
rendered, takes some tens of milliseconds on the window's thread, one picture at a time.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter

from ...core.collector import collector_paused
from .document import Picture

if TYPE_CHECKING:
    from ..board import Board

log = logging.getLogger(__name__)

Position = tuple[Any, "int | None"]
"""A demo position: the match and the seat whose view is drawn."""
KEEP_IMAGES = 96
"""How many drawn pictures are kept (all of a game's in three languages and two sizes)."""


class DemoPositions(QObject):
    """Each board's demo positions by name, made once per game on a worker thread."""

    ready = Signal(str)
    """The demo positions of this game exist now (emitted on the window's thread)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._found: dict[str, dict[str, Position]] = {}
        self._workers: dict[str, threading.Thread] = {}

    def get(self, game: str) -> dict[str, Position] | None:
        """The positions of ``game`` by name, or ``None`` while they are not made yet."""
        return self._found.get(game)

    def seed(self, game: str, positions: Iterable[tuple[str, Any, int | None]]) -> None:
        """Use positions made elsewhere (the screenshots make the same ones)."""
        self._found[game] = {_short(game, name): (m, s) for name, m, s in positions}

    def request(self, game: str) -> None:
        """Start making the positions of ``game`` (once); :attr:`ready` says when they exist."""
        if game in self._found or game in self._workers:
            return
        from ..boards import board_class

        try:
            board = board_class(game)
            # Imported here, on the window's thread: module imports on two threads at once
            # can wait on each other's locks.
            importlib.import_module(board.__module__.rpartition(".")[0] + ".demo")
        except (KeyError, ImportError):
            log.warning("no demo positions for %s", game, exc_info=True)
            self._found[game] = {}
            self.ready.emit(game)
            return
        worker = threading.Thread(
            target=self._make, args=(game, board), name=f"divas-demos-{game}", daemon=True
        )
        self._workers[game] = worker
        worker.start()

    def _make(self, game: str, board: type[Board]) -> None:
        with collector_paused():  # no Qt object may be freed on this thread
            try:
                positions = board.demo_positions()
            except Exception:  # a board whose demo fails must not take the reference down
                log.warning("the demo positions of %s failed", game, exc_info=True)
                positions = []
            self._found[game] = {_short(game, name): (m, s) for name, m, s in positions}
        self._workers.pop(game, None)
        try:
            self.ready.emit(game)  # queued to the window's thread
        except RuntimeError:  # the reference was closed meanwhile
            pass


def _short(game: str, name: str) -> str:
    return name.removeprefix(f"{game}_")


class PictureMaker:
    """Draws pictures from the boards, keeping each per language and pixel size."""

    def __init__(self, demos: DemoPositions) -> None:
        self.demos = demos
        self._images: OrderedDict[tuple[str, str, int, float], QImage] = OrderedDict()
        self._boards: dict[tuple[str, str, str], Board] = {}

    def cached(self, picture: Picture, language: str, width: int, ratio: float) -> QImage | None:
        """The picture if it was drawn at that size in that language."""
        key = (picture.link, language, width, ratio)
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
        return image

    def draw(
        self, picture: Picture, language: str, width: int, ratio: float = 1.0
    ) -> QImage | None:
        """Draw ``picture`` ``width`` pixels wide (``ratio``: device pixels per pixel).

        ``None`` while the game's demo positions are being made (they are requested); a
        ``LookupError`` when the board has no such demo position.
        """
        image = self.cached(picture, language, width, ratio)
        if image is not None:
            return image
        positions = self.demos.get(picture.game)
        if positions is None:
            self.demos.request(picture.game)
            return None
        if picture.demo not in positions:
            raise LookupError(f"{picture.game} has no demo position {picture.demo!r}")
        board = self._board(picture.game, picture.demo, language, positions[picture.demo])
        x, y, w, h = picture.area
        height = max(1, round(width * h / w))
        image = QImage(
            max(1, round(width * ratio)),
            max(1, round(height * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(QColor("#24150c"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, width, height)
        board.render(painter, target, QRectF(x, y, w, h), Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.end()
        key = (picture.link, language, width, ratio)
        self._images[key] = image
        while len(self._images) > KEEP_IMAGES:
            self._images.popitem(last=False)
        return image

    def _board(self, game: str, demo: str, language: str, position: Position) -> Board:
        """The board showing a demo position (kept while pictures of it are being drawn)."""
        key = (game, demo, language)
        board = self._boards.get(key)
        if board is None:
            from ..boards import board_class

            match, seat = position
            board = board_class(game)(game, match.seats)
            board.match_of = lambda: match
            board.set_table(match.seats, seat)
            board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
            self._boards[key] = board
        return board

    def release_boards(self) -> None:
        """Let the boards go (once no more pictures are waiting)."""
        boards, self._boards = self._boards, {}
        for board in boards.values():
            board.animations.finish()
            board.deleteLater()

    def forget(self) -> None:
        """Drop every drawn picture and board."""
        self._images.clear()
        self.release_boards()
