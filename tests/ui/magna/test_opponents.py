"""Each opponent is a summary row that opens into their full shop board (never their hand)."""

from PySide6.QtCore import Qt

from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.boards.magna.shop import position_id, raw_id, track_id

from ..helpers import drawn_text, key, start
from .gestures import click_item, magna_match


def test_a_click_on_an_opponents_row_opens_their_shop_and_esc_closes_it(window):
    match = magna_match(seats=4, humans=1, seed=21)
    while match.state.phase == "draft" or 0 not in match.to_move():
        match.play_bot(match.to_move()[0])
    board, view = start(window, match)
    shown = match.view(0).players[2]
    assert raw_id(2, 0) not in board.item_ids()  # only the row, until it is opened
    click_item(view, board, "summary.2")
    assert board.expanded == "summary.2"
    for good in range(4):
        token = board.item(raw_id(2, good))
        assert token is not None and board.item(track_id(2, good)) is not None
    for side in ("left", "right"):
        for size in range(3):
            assert board.item(position_id(2, side, size)) is not None
    backs = [i for i in board.item_ids() if i.startswith("expanded.2.back.") and "count" not in i]
    assert len(backs) == shown.hand_count > 0
    drawn = drawn_text(board)
    assert not [c for c in GAME.secrets(match.state)[2] if c in drawn]  # backs, not faces
    key(view, Qt.Key.Key_Escape)
    assert board.expanded is None and raw_id(2, 0) not in board.item_ids()
