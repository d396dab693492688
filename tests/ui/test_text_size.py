"""Every text drawn on the four boards is readable on screen: at least 11 px in a 1366×768
window and 10 px in a 1024×700 one, in Italian, Spanish and English, over whole games,
with no word cut, broken in two or elided.

Measured on what is painted: each item of the board is painted with ``QPainter.drawText``
watched, through the item's own transform and the transform of the window's board view at
that size (its zoom), so a text's size is its font's pixel size mapped to device pixels.
The whole games are seeded games of the computer players, drawn for the seat to move at
every few steps, with long player names; the zoom is the one the real window has.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.boards import board_class

FLOORS = {(1366, 768): 11.0, (1024, 700): 10.0}
"""The smallest text, in device pixels, at each window size."""
TOLERANCE = 1.0
"""Pixels a text may exceed its box by (anti-aliasing, rounding)."""
GAMES = (
    ("turandot", 3),
    ("turandot", 5),
    ("sipario", 3),
    ("sipario", 5),
    ("divas", 2),
    ("magna", 2),
    ("magna", 4),
)
"""Each board with the fewest seats it is usually played with, and the most."""
OPTIONS: dict[str, dict] = {"divas": {"palco_reale": True}}
NAMES = ("Mariantonietta", "Massimiliano", "Giuseppina", "Bartolomeo", "Ermenegilda")
"""Long player names: the panels name the players."""
EVERY = 3
"""A whole game is drawn at every third step (and at the last)."""


@dataclass(frozen=True)
class Painted:
    """One text painted by an item, in device pixels."""

    where: str
    text: str
    px: float
    problem: str = ""

    def __str__(self) -> str:
        return f"{self.where}: {self.text!r} at {self.px:.1f} px {self.problem}".rstrip()


def _pixels(painter: QPainter) -> float:
    """The painter's font height in device pixels: its pixel size times the vertical scale."""
    font = painter.font()
    px = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
    world = painter.worldTransform()
    return px * math.hypot(world.m21(), world.m22())


def _problem(painter: QPainter, rect: QRectF, flags: int, text: str) -> str:
    """What is wrong with a text drawn in ``rect``: cut by the rectangle, or a word broken."""
    metrics = QFontMetricsF(painter.font())
    if flags & int(Qt.TextFlag.TextWordWrap) or flags & int(Qt.TextFlag.TextWrapAnywhere):
        words = text.replace("-", "- ").split()
        widest = max((metrics.horizontalAdvance(w) for w in words), default=0.0)
        if widest > rect.width() + TOLERANCE:
            return f"a word broken: {widest:.0f} px in a line of {rect.width():.0f}"
    if not flags & int(Qt.TextFlag.TextDontClip):
        needed = metrics.boundingRect(rect, flags, text)
        if needed.width() > rect.width() + TOLERANCE or needed.height() > rect.height() + TOLERANCE:
            room = f"{rect.width():.0f}×{rect.height():.0f}"
            return f"cut: needs {needed.width():.0f}×{needed.height():.0f} in {room}"
    return ""


@contextmanager
def watching(out: list[Painted], where: list[str]) -> Iterator[None]:
    """Record every ``drawText`` (and every elided text) into ``out``, labelled ``where[0]``."""
    draw_text = QPainter.drawText
    elided_text = QFontMetricsF.elidedText

    def measured(painter: QPainter, *args):
        if len(args) >= 3 and isinstance(args[0], QRectF | QRect) and isinstance(args[2], str):
            rect, flags, text = QRectF(args[0]), int(args[1]), args[2]
            if text.strip() and rect.width() > 0 and rect.height() > 0:
                problem = _problem(painter, rect, flags, text)
                out.append(Painted(where[0], text, _pixels(painter), problem))
        else:
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                out.append(Painted(where[0], text, _pixels(painter)))
        return draw_text(painter, *args)

    def elided(metrics: QFontMetricsF, text: str, *args):
        result = elided_text(metrics, text, *args)
        if result != text:
            out.append(Painted(where[0], text, 99.0, f"elided to {result!r}"))
        return result

    QPainter.drawText = measured  # type: ignore[method-assign]
    QFontMetricsF.elidedText = elided  # type: ignore[method-assign]
    try:
        yield
    finally:
        QPainter.drawText = draw_text  # type: ignore[method-assign]
        QFontMetricsF.elidedText = elided_text  # type: ignore[method-assign]


def paint_board(board, view_transform: QTransform, label: str) -> list[Painted]:
    """Paint every visible item of ``board`` as the view draws it; the texts painted."""
    out: list[Painted] = []
    where = [""]
    with watching(out, where):
        for item in board.items():
            if not isinstance(item, BoardItem) or not item.isVisible():
                continue
            where[0] = f"{label} {item.spec.id}"
            rect = item.boundingRect()
            image = QImage(
                max(1, int(rect.width()) + 2),
                max(1, int(rect.height()) + 2),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(0)
            painter = QPainter(image)
            # Only the scale and rotation matter for the size: the item's, then the view's.
            whole = item.sceneTransform() * view_transform
            painter.setWorldTransform(
                QTransform(whole.m11(), whole.m12(), whole.m21(), whole.m22(), 0, 0)
            )
            painter.translate(-rect.left(), -rect.top())
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
    return out


def seats(count: int, kind: str = "computer") -> list[SeatInfo]:
    """Seats with long names."""
    colours = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7")
    return [SeatInfo(name=NAMES[i], colour=colours[i], kind=kind) for i in range(count)]


def new_match(game_id: str, count: int, seed: int, kind: str = "computer") -> Match:
    """A seeded match of ``count`` seats."""
    game = registry.get(game_id)
    config = game.config_type(seats=count, **OPTIONS.get(game_id, {}))
    return Match(game, config, seats(count, kind), seed)


def view_transforms(window, game_id: str, count: int) -> dict[tuple[int, int], QTransform]:
    """The board view's transform in the real window at each size, this game on the table."""
    out = {}
    for size in FLOORS:
        window.resize(*size)
        QCoreApplication.processEvents()
        window.controller.start(new_match(game_id, count, 1, "human"))
        if window.controller.curtain_down():
            window.area.curtain.revealed.emit()
        QCoreApplication.processEvents()
        out[size] = window.area.view.transform()
    return out


def game_problems(game_id: str, count: int, transforms, seed: int = 7) -> tuple[int, list[str]]:
    """Draw a whole seeded game for the seat to move; how many texts were painted, and
    every text (once) too small at a size, cut, broken or elided."""
    match = new_match(game_id, count, seed)
    board = board_class(game_id)(game_id, match.seats)
    bad: dict[tuple[str, str], str] = {}
    painted = 0
    step = 0
    while True:
        over = match.outcome() is not None
        if step % EVERY == 0 or over:
            seat = None if over else match.to_move()[0]
            board.viewer = seat
            board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
            board.animations.finish()
            for size, transform in transforms.items():
                for p in paint_board(board, transform, f"{size[0]}x{size[1]}"):
                    painted += 1
                    small = p.px < FLOORS[size] - 0.01
                    if (small or p.problem) and (p.where, p.text) not in bad:
                        bad[(p.where, p.text)] = f"step {step}: {p}"
        if over:
            return painted, list(bad.values())
        match.play_bot(match.to_move()[0])
        step += 1


@pytest.mark.parametrize(("game_id", "count"), GAMES, ids=[f"{g}-{n}" for g, n in GAMES])
def test_a_whole_game_draws_every_text_readable_and_whole(window, language, game_id, count):
    transforms = view_transforms(window, game_id, count)
    window.controller.stop_bots()
    painted, bad = game_problems(game_id, count, transforms)
    assert painted > 500  # a whole game was drawn
    assert not bad, f"{len(bad)} texts in {language}:\n" + "\n".join(bad[:30])


def test_the_probe_finds_a_small_text_a_cut_one_and_a_broken_word(app):
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    out: list[Painted] = []
    with watching(out, ["probe"]):
        painter = QPainter(image)
        painter.scale(0.5, 0.5)  # 11 px drawn at half size: 5.5 px on screen
        font = painter.font()
        font.setPixelSize(11)
        painter.setFont(font)
        painter.drawText(QRectF(0, 0, 300, 40), 0, "small")
        painter.resetTransform()
        painter.drawText(QRectF(0, 0, 20, 10), 0, "a text far too long for its box")
        flags = int(Qt.TextFlag.TextWordWrap)
        painter.drawText(QRectF(0, 0, 30, 90), flags, "Raccomandazione")
        painter.end()
    assert [round(p.px, 1) for p in out] == [5.5, 11.0, 11.0]
    assert out[1].problem.startswith("cut") and out[2].problem.startswith("a word broken")


@pytest.mark.parametrize("size", list(FLOORS), ids=["1366x768", "1024x700"])
def test_the_board_is_drawn_large_enough_for_its_floor(window, size):
    """Board fonts never go below 11 scene pixels, so the zoom alone decides the floor: at
    1024×700 the players/log column folds away and the board takes its room."""
    for game_id, count in (("sipario", 3), ("magna", 4)):
        zoom = view_transforms(window, game_id, count)[size].m11()
        window.controller.stop_bots()
        assert 11 * zoom >= FLOORS[size]
    if size == (1024, 700):
        assert window.side.width() == 0 and window.area.side_toggle.isVisible()
        assert not window.area.side_toggle.isChecked()


def test_a_condensed_card_name_leaves_every_other_text_of_its_size_alone(app):
    from divas_desktop.ui.board import board_font
    from divas_desktop.ui.boards.sipario.items import card_font

    condensed = card_font(11.0, False, 68, 90)  # a long Sipario name set condensed
    assert condensed.stretch() == 68
    assert board_font(11).stretch() in (0, 100)  # the shared board font is untouched
    assert board_font(11).letterSpacing() == 0


def test_at_1024x700_the_players_column_folds_away_behind_a_visible_button(window, qtbot):
    window.resize(1024, 700)
    view_transforms(window, "sipario", 3)
    window.controller.stop_bots()
    toggle = window.area.side_toggle
    assert window.side.width() == 0 and toggle.isVisible() and toggle.width() > 40
    folded_zoom = window.area.view.zoom()
    toggle.click()  # the player brings the column back
    qtbot.wait(10)
    assert window.side.width() > 200 and window.act_side.isChecked()
    assert window.area.view.zoom() < folded_zoom  # the board gave it the room
    window.act_side.trigger()  # F9 folds it away again
    qtbot.wait(10)
    assert window.side.width() == 0 and not toggle.isChecked()
