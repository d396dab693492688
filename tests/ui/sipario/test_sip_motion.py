"""A computer's cast is followed on the board: the singer flies from the computer's panel
to the role and turns face up; its gains float by its panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from divas_desktop.games.sipario.actions import Cast
from divas_desktop.ui.boards.sipario.board import SiparioBoard

from .helpers import sipario_match


def _before_a_computer_cast():
    for seed in range(1, 40):
        match = sipario_match(seats=3, humans=(0,), seed=seed)
        for _ in range(600):
            to_move = match.to_move()
            if not to_move:
                break
            seat = to_move[0]
            action = match.game.bot_action(match.state, seat, match.seed * 1_000_003 + match.cursor)
            if seat != 0 and isinstance(action, Cast):
                return match, seat, action
            match.play(seat, action)
    raise AssertionError("no computer cast found")


def test_a_computer_cast_flies_from_its_panel_to_the_role(app, animated):
    match, seat, action = _before_a_computer_cast()
    board = SiparioBoard("sipario", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    panel = board.item(f"summary.{seat}").sceneBoundingRect()
    match.play(seat, action)
    board.sync(match.view(0), match.legal_actions(0))
    item = board.item(action.card)
    assert item is not None
    assert board.animations.running()
    home = QPointF(item.spec.x, item.spec.y)
    assert item.pos() != home  # still on its way
    assert abs(item.pos().y() - home.y()) > 40 and item.pos().y() < home.y()
    assert panel.top() < item.pos().y() + 60
    for animation in board.animations.playing():
        animation.setCurrentTime(animation.duration())
    assert item.pos() == home


def test_without_animations_the_card_is_simply_there(app):
    match, seat, action = _before_a_computer_cast()
    board = SiparioBoard("sipario", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    match.play(seat, action)
    board.sync(match.view(0), match.legal_actions(0))
    assert not board.animations.running()
    item = board.item(action.card)
    assert item.pos() == QPointF(item.spec.x, item.spec.y)
