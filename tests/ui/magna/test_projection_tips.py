"""Each category of "If the game ended now" explains its value in its own tooltip (the
Opera majorities named), and a locked worksite says what unlocks it (MAG-072)."""

from __future__ import annotations

from divas_desktop.games.magna.scoring import CATEGORIES
from divas_desktop.ui.boards.magna.board import MagnaBoard
from divas_desktop.ui.boards.magna.ids import site_id
from divas_desktop.ui.boards.magna.panels import TITLE_H

from .gestures import PLAYERS, magna_match


def _board(match, seat: int = 0) -> MagnaBoard:
    board = MagnaBoard("magna", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat))
    return board


def _tip(board: MagnaBoard, seat: int, category: str) -> str:
    item = board.item(f"projection.{seat}")
    cell_w = item.frame().width() / len(item.spec.cells)
    index = CATEGORIES.index(category)
    return item.cell_tip(cell_w * (index + 0.5), TITLE_H + 5)


def test_the_opera_cell_names_the_rivals_with_fewer_tokens_and_falls_to_zero_with_a_reason(app):
    match = magna_match(seats=3, humans=1, seed=7)
    for seat, count in enumerate((2, 1, 0)):
        match.state.players[seat].opera = count
    tip = _tip(_board(match), 0, "magna.score.opera")
    assert f"{PLAYERS[1][0]}, {PLAYERS[2][0]}" in tip and tip.endswith("→ 4")
    match.state.players[1].opera = match.state.players[2].opera = 2  # ties do not count
    tip = _tip(_board(match), 0, "magna.score.opera")
    assert "no rival has fewer" in tip and tip.endswith("→ 0")
    assert PLAYERS[1][0] not in tip


def test_every_category_has_its_own_explanation(app):
    match = magna_match(seats=3, humans=1, seed=7)
    board = _board(match)
    tips = [_tip(board, 0, code) for code in CATEGORIES]
    assert len(set(tips)) == len(CATEGORIES)
    assert all("{" not in tip for tip in tips)  # every placeholder filled
    title = board.item("projection.0").cell_tip(5, 2)  # the title keeps the whole table
    assert title.count("\n") == len(CATEGORIES) - 1


def test_a_locked_worksite_says_what_unlocks_it(app):
    match = magna_match(seats=3, humans=1, seed=7)
    board = _board(match)
    assert "Locked" not in board.item(site_id(0)).spec.tooltip  # level 1: open
    level3 = board.item(site_id(8)).spec.tooltip  # column 0, level 3: two empty below
    assert "Locked" in level3 and "level 1, 2 still empty" in level3
    match.state.deliveries[0].append(1)  # a token on level 1 of column 0
    level3 = _board(match).item(site_id(8)).spec.tooltip
    assert "level 2 still empty" in level3
