"""A whole game of Turandot played with the keyboard alone: Tab to a card, Enter to pick it,
Tab to where it goes, Enter to drop; Tab to a button, Enter to press it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from divas_desktop.games.turandot.actions import ConfirmCast
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.ui.boards.turandot.layout import OPTIMAL

from .gestures import turandot_match

TAB = Qt.Key.Key_Tab
ENTER = Qt.Key.Key_Return
SPACE = Qt.Key.Key_Space
"""Space picks a card; Return drops it, presses a button, or confirms a bid the board asks for."""


def _tab_to(board, item_id: str) -> None:
    for _ in range(200):
        if board.key_focus() == item_id:
            return
        board.handle_key(TAB)
    raise AssertionError(f"Tab never reaches {item_id}")


def _button(board, action) -> str:
    for item_id in board.item_ids():
        if getattr(board.item(item_id).spec, "action", None) == action:
            return item_id
    raise AssertionError(f"no button for {action}")


def _by_keyboard(board, action) -> None:
    key = board.action_key(action)
    if key is None:
        _tab_to(board, _button(board, action))
        board.handle_key(ENTER)
        return
    item, target = key
    _tab_to(board, item)
    board.handle_key(SPACE)
    assert board.picked() == item
    _tab_to(board, target)
    board.handle_key(ENTER)


def test_three_players_play_a_whole_game_by_keyboard(window):
    controller = window.controller
    match = turandot_match(seats=3, seed=6)
    controller.start(match)
    optimal_used = False
    for step in range(600):
        if match.outcome() is not None:
            break
        if controller.curtain_down():
            window.area.curtain.revealed.emit()
        board = window.board
        seat = controller.viewer
        action = GAME.bot_action(match.state, seat, step)
        before = match.cursor
        if isinstance(action, ConfirmCast) and not optimal_used and OPTIMAL in board.item_ids():
            optimal_used = True
            _tab_to(board, OPTIMAL)  # the helper, by keyboard too
            board.handle_key(ENTER)
            assert tuple(match.view(seat).players[seat].cast) == tuple(
                match.view(seat).optimal_cast
            )
            continue
        _by_keyboard(board, action)
        assert match.cursor == before + 1, (action, window.last_message)
    assert match.outcome() is not None
    assert optimal_used
