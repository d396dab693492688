"""The reveal of the bids is animated, and a click or a key skips it at once."""

from PySide6.QtCore import QPointF, Qt

from divas_desktop.games.turandot.actions import ConfirmBid
from divas_desktop.ui.boards.turandot.board import TurandotBoard

from .gestures import turandot_match


def _before_the_reveal():
    match = turandot_match(seats=3, humans=3, seed=5)
    while match.to_move() != (0,) or match.view(0).bid_is_legal is False:
        seat = match.to_move()[-1] if match.to_move() != (0,) else 0
        action = match.game.bot_action(match.state, seat, 1)
        if seat == 0 and isinstance(action, ConfirmBid):
            break
        match.play(seat, action)
    return match


def _board(match):
    board = TurandotBoard("turandot", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    return board


def _off_spec(board):
    return [
        i
        for i in board.item_ids()
        if board.item(i).pos() != QPointF(board.item(i).spec.x, board.item(i).spec.y)
    ]


def test_reveal_animates_and_a_key_skips_it(app, monkeypatch):
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "normal")
    match = _before_the_reveal()
    board = _board(match)
    match.play(0, ConfirmBid())
    board.sync(match.view(0), match.legal_actions(0))
    assert any(p.revealed_bid for p in match.view(0).players)
    assert board.animations.running()
    assert _off_spec(board)  # hired cards are still travelling to their owners
    board.handle_key(Qt.Key.Key_Escape)
    assert not board.animations.running()
    assert _off_spec(board) == []


def test_animations_are_short_and_end_on_their_own(app, monkeypatch):
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "normal")
    match = _before_the_reveal()
    board = _board(match)
    match.play(0, ConfirmBid())
    board.sync(match.view(0), match.legal_actions(0))
    assert board.animations.playing()
    # Run each beat's animations to their end (without waiting on the clock): the next
    # beat starts by itself, and the last one cleans up after itself.
    for _beat in range(10):
        running = board.animations.playing()
        if not running:
            break
        assert all(animation.duration() <= 1200 for animation in running)
        for animation in running:
            animation.setCurrentTime(animation.duration())
    assert not board.animations.running()
    assert _off_spec(board) == []


def test_no_animation_when_switched_off(app):
    match = _before_the_reveal()
    board = _board(match)
    match.play(0, ConfirmBid())
    board.sync(match.view(0), match.legal_actions(0))
    assert not board.animations.running()
    assert _off_spec(board) == []
