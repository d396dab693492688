"""Pass and play: the curtain falls between people, and no hand is drawn for the wrong seat."""

from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.boards.magna.board import MagnaBoard

from ..helpers import assert_only_public, drawn_text
from .gestures import magna_match, perform


def _board(match, seat):
    board = MagnaBoard("magna", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
    return board


def test_the_board_never_draws_another_seats_hand(app):
    match = magna_match(seats=4, humans=4, seed=21)
    for step in range(140):  # the draft, merchants, activations, refining, the market ...
        if step % 7 == 0:
            for viewer in (0, 1, 2, 3, None):
                drawn = drawn_text(_board(match, viewer))
                for seat, cards in GAME.secrets(match.state).items():
                    if seat == viewer:
                        continue
                    assert not [c for c in cards if c in drawn], (step, viewer, seat)
                if viewer is not None:
                    for card in match.view(viewer).players[viewer].hand:
                        assert card in drawn  # the viewer's own hand is drawn
        match.play_bot(match.to_move()[0])


def test_two_people_pass_the_screen_and_each_sees_only_their_own_hand(window, qtbot):
    match = magna_match(seats=2, humans=2, seed=7)
    controller = window.controller
    controller.start(match)
    seen = set()
    for _turn in range(8):
        assert controller.curtain_down()
        assert window.area.curtain.isVisible()
        assert_only_public(window.board, match)  # nobody's hand behind the curtain
        seat = controller.curtain_seat
        window.area.curtain.revealed.emit()
        assert controller.viewer == seat and not controller.curtain_down()
        seen.add(seat)
        drawn = drawn_text(window.board)
        other = 1 - seat
        assert not [c for c in GAME.secrets(match.state)[other] if c in drawn]
        for card in match.view(seat).players[seat].hand:
            assert window.board.item(card) is not None
        # Play this person's moves on the board until the screen must pass.
        for _step in range(60):
            if controller.curtain_down() or match.outcome() is not None:
                break
            if controller.viewer != seat or seat not in match.to_move():
                qtbot.waitUntil(controller.curtain_down, timeout=3000)
                break
            action = GAME.bot_action(match.state, seat, match.cursor)
            before = match.cursor
            perform(window, action)
            assert match.cursor > before, (action, window.last_message)
        qtbot.waitUntil(controller.curtain_down, timeout=3000)
    assert seen == {0, 1}
