"""A whole 3-player pass-and-play game of Turandot, played through the board's gestures.

The engine's computer player chooses each move of the seat in front of the screen; the
test then makes that move as a person would: bids by drag, understudies and firing by
click-then-target, roles by drag, confirmations and the choice of who fires by buttons.
"""

from divas_desktop.games.turandot.actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    ConfirmBid,
    ConfirmCast,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.ui.boards.turandot.board import TurandotBoard
from divas_desktop.ui.boards.turandot.layout import BID_ZONE, FIRED_ZONE, HAND_ZONE, company_id

from ..helpers import assert_only_public
from .gestures import click_item, drag_item, turandot_match


def _button_for(board, action) -> str:
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if item_id.startswith("button.") and getattr(spec, "action", None) == action:
            return item_id
    raise AssertionError(f"no button for {action}")


def _perform(window, action) -> None:
    """Play ``action`` the way a person would: drag, click-then-target, or a button."""
    board, view = window.board, window.area.view
    if isinstance(action, AddToBid):
        drag_item(view, board, action.card, BID_ZONE)
    elif isinstance(action, TakeBackFromBid):
        drag_item(view, board, action.card, HAND_ZONE)
    elif isinstance(action, GiveUnderstudy):
        click_item(view, board, action.card)  # understudies by click, then target
        click_item(view, board, company_id(action.player))
    elif isinstance(action, FireDirector):
        click_item(view, board, action.director)
        click_item(view, board, FIRED_ZONE)
    elif isinstance(action, AssignRole):
        drag_item(view, board, action.singer, f"role.{action.role}")
    else:
        assert isinstance(action, ConfirmBid | ConfirmCast | ChooseFirer)
        click_item(view, board, _button_for(board, action))


def test_three_players_play_a_whole_game_through_the_board(sized_window, qtbot):
    window = sized_window
    controller = window.controller
    match = turandot_match(seats=3, seed=5)
    controller.start(match)
    assert isinstance(window.board, TurandotBoard)
    kinds: set[str] = set()
    last_bids: list[str] = []
    swapped: set[int] = set()
    for step in range(600):
        if match.outcome() is not None:
            break
        if controller.curtain_down():
            assert_only_public(window.board, match)  # nothing of the next hand is drawn
            window.area.curtain.revealed.emit()
        seat = controller.viewer
        assert seat in match.to_move()
        action = GAME.bot_action(match.state, seat, step)
        if match.state.phase == "final" and seat not in swapped:
            # Every player rearranges the cast by drag at least once.
            swapped.add(seat)
            cast = match.view(seat).players[seat].cast
            action = AssignRole(singer=cast[5], role="turandot")
        before = match.cursor
        _perform(window, action)
        assert match.cursor == before + 1, (action, window.last_message)
        kinds.add(action.kind)
        if "lastbids" in window.board.item_ids():
            last_bids.append(window.board.item("lastbids").spec.text)
    assert match.outcome() is not None
    # A round that ends at the reveal still shows its bids in the next round.
    assert any(text.startswith("Bids of round") for text in last_bids)
    assert {
        "add_to_bid",
        "confirm_bid",
        "choose_firer",
        "fire_director",
        "assign_role",
        "confirm_cast",
    } <= kinds
    assert swapped == {0, 1, 2}
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=2000)
    assert window.results.winner_label.text()
