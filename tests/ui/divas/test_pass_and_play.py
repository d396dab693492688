"""Two people at one screen: the table turns with the curtain, the other hand is never drawn."""

from divas_desktop.games.divas.rules import GAME
from divas_desktop.ui.boards.divas.gestures import applause_id
from divas_desktop.ui.boards.divas.layout import KEYS_Y

from ..helpers import assert_only_public, drawn_text
from .gestures import divas_match, perform


def _faces_the_screen(board, seat: int) -> None:
    """``seat`` sits at the bottom: her tessitura under the keys, her Applause below."""
    assert board.bottom == seat
    assert board.item(f"tess.{seat}").spec.y > KEYS_Y > board.item(f"tess.{1 - seat}").spec.y
    for house in ("scala", "wien", "met", "colon"):
        mine, hers = board.item(applause_id(house, seat)), board.item(applause_id(house, 1 - seat))
        assert mine.spec.y > hers.spec.y
    assert board.item("opponent").spec.title.startswith(board.seat_name(1 - seat))


def test_the_table_turns_with_the_curtain_and_hides_the_other_hand(window):
    match = divas_match(humans=(0, 1), seed=8)
    controller = window.controller
    controller.start(match)
    curtains = 0
    seen_bottom: set[int] = set()
    for step in range(160):
        if match.outcome() is not None:
            break
        if controller.curtain_down():
            curtains += 1
            assert_only_public(window.board, match)  # nothing of either hand behind it
            window.area.curtain.revealed.emit()
        seat = controller.viewer
        assert seat in match.to_move()
        board = window.board
        _faces_the_screen(board, seat)
        seen_bottom.add(seat)
        drawn = drawn_text(board)
        for card in match.state.hands[1 - seat]:
            assert card not in drawn, (seat, card)
        for card in match.state.hands[seat]:
            assert board.item(card) is not None  # her own hand is drawn, face up
        before = match.cursor
        perform(window, GAME.bot_action(match.state, seat, step), seat)
        assert match.cursor == before + 1, window.last_message
    assert seen_bottom == {0, 1}
    assert curtains >= 10
