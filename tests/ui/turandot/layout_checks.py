"""Checks of a drawn Turandot board: inside its design, no text over text, nothing cut off."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from divas_desktop.core.match import Match
from divas_desktop.ui.board import DESIGN_SIZE, ButtonSpec, LabelSpec
from divas_desktop.ui.boards.turandot.board import TurandotBoard

from .gestures import turandot_match


def frame_in_scene(board, item_id: str) -> QRectF:
    """The scene rectangle of an item's frame (without its highlight margin)."""
    item = board.item(item_id)
    return item.mapRectToScene(item.frame())


def outside_design(board) -> list[str]:
    """Items drawn (even partly) outside the 1010×660 design: they would make it scroll."""
    design = QRectF(0, 0, *DESIGN_SIZE).adjusted(-0.5, -0.5, 0.5, 0.5)
    return [i for i in board.item_ids() if not design.contains(frame_in_scene(board, i))]


def overlapping_texts(board) -> list[tuple[str, str]]:
    """Pairs of labels or buttons whose frames overlap (text written over text)."""
    texts = [
        i
        for i in board.item_ids()
        if isinstance(board.item(i).spec, LabelSpec | ButtonSpec)
        and getattr(board.item(i).spec, "text", "")
    ]
    rects = {i: frame_in_scene(board, i).adjusted(1, 1, -1, -1) for i in texts}
    return [
        (a, b) for n, a in enumerate(texts) for b in texts[n + 1 :] if rects[a].intersects(rects[b])
    ]


def render(board) -> None:
    """Paint the whole design into an image (what the screen would show)."""
    image = QImage(int(DESIGN_SIZE[0]), int(DESIGN_SIZE[1]), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    board.render(painter, QRectF(image.rect()), QRectF(0, 0, *DESIGN_SIZE))
    painter.end()


def positions(seats: int, seed: int, every: int = 1) -> Iterator[tuple[Match, int]]:
    """A whole seeded game, computer-played: (match, seat to draw) at every ``every`` step.

    The seat drawn is the first to move (the one who acts), so every phase is seen by
    the player who plays it; behind each bidding step the others' bids are placed.
    """
    match = turandot_match(seats=seats, seed=seed, humans=seats)
    step = 0
    while match.to_move():
        if step % every == 0:
            yield match, match.to_move()[0]
        match.play_bot(match.to_move()[0])
        step += 1
    yield match, 0


def drawn(match: Match, seat: int | None, board: TurandotBoard | None = None) -> TurandotBoard:
    """A board synced with ``seat``'s view of ``match``."""
    board = board or TurandotBoard("turandot", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
    return board
