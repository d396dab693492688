"""Two people at one screen: Unfair Competition with a defence, a Last-Hour Offer and a
turn card, every move made on the board, the curtain falling between the players.

At every step the board draws nothing hidden from the player in front of it: no card
id of the other seat's secrets is an item or a value of an item; when the curtain is
down only the public table is drawn.
"""

from __future__ import annotations

from divas_desktop.ui.boards.sipario.board import SiparioBoard

from ..helpers import assert_only_public
from .helpers import Director, perform, sipario_match


def drawn_ids(board) -> set[str]:
    """Every item id and every string value of an item (what could show on screen)."""
    found: set[str] = set()
    for item_id in board.item_ids():
        found.add(item_id)
        for value in vars(board.item(item_id).spec).values():
            if isinstance(value, str):
                found.add(value)
    return found


def assert_nothing_hidden(board, match) -> None:
    """The board shows no secret of a seat other than its viewer."""
    drawn = drawn_ids(board)
    for seat, secrets in match.game.secrets(match.state).items():
        if seat == board.viewer:
            continue
        leaked = secrets & drawn
        assert not leaked, (board.viewer, seat, leaked)


def test_two_people_through_competition_an_offer_and_a_turn_card(window, qtbot):
    controller = window.controller
    match = sipario_match(seats=2, humans=(0, 1), seed=50, last_hour_offer=True)
    controller.start(match)
    assert isinstance(window.board, SiparioBoard)
    director = Director()
    curtains = 0
    wanted = {"play_turn_card", "make_offer", "defend", "accept_offer"}
    for step in range(400):
        if controller.curtain_down():
            curtains += 1
            assert window.area.curtain.isVisible()
            assert_only_public(window.board, match)
            window.area.curtain.revealed.emit()
        seat = controller.viewer
        assert seat in match.to_move()
        assert window.board.viewer == seat
        assert_nothing_hidden(window.board, match)
        action = director.choose(match, seat, step)
        before = match.cursor
        perform(window, action, "click" if step % 4 == 1 else "drag")
        assert match.cursor == before + 1, (action, window.last_message)
        if wanted <= director.done:
            break
    assert wanted <= director.done
    assert curtains >= 4
