"""Dragging over a legal target shows what the drop would yield, on every board.

The words are the engine's (``Match.preview``: the action applied on a copy), written
beside the target while the item is held over it; moving off hides them; nothing is
played until the drop. Click-then-target and the keyboard show the same preview.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match
from divas_desktop.i18n.previews import preview_lines
from divas_desktop.ui.boards import board_class

from .helpers import centre, click, hover, key, start

GAMES = ("divas", "sipario", "turandot", "magna")


def _move_held(view, point: QPointF) -> None:
    """Move the pointer with the left button held to the scene point ``point``."""
    viewport = view.viewport()
    pos = view.mapFromScene(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QCoreApplication.sendEvent(viewport, event)


def _gesture(board, match: Match) -> tuple[str, str, str]:
    """A legal drag of the viewer whose preview tells something, and its first line."""
    names = [seat.name for seat in match.seats]
    for (item_id, target_id), actions in board.legal_keys().items():
        if board.item(item_id) is None or board.item(target_id) is None:
            continue
        if len(actions) != 1:
            continue
        preview = match.preview(board.viewer, actions[0])
        if preview:
            return item_id, target_id, preview_lines(match.game.game_id, preview, names)[0]
    raise LookupError


def _position(window, game_id: str):
    """The first demo position of ``game_id`` with a drag whose preview tells something."""
    for _name, match, _seat in board_class(game_id).demo_positions():
        board, view = start(window, match)
        if board.viewer is None or not board.legal:
            continue
        try:
            return (board, view, match, *_gesture(board, match))
        except LookupError:
            continue
    raise AssertionError(f"{game_id}: no demo position has a drag with a preview")


def _empty_spot(board) -> QPointF:
    """A point of the table on no item."""
    rect = board.design_rect()
    for y in range(10, int(rect.height()), 20):
        for x in range(10, int(rect.width()), 20):
            if board.item_at(QPointF(x, y)) is None:
                return QPointF(x, y)
    raise AssertionError("no bare table")


@pytest.mark.parametrize("game_id", GAMES)
def test_dragging_over_a_legal_target_shows_the_engines_preview(window, game_id):
    board, view, match, item_id, target_id, first_line = _position(window, game_id)
    cursor, digest = match.cursor, match.state_digest()
    start_at, over = centre(board, item_id), centre(board, target_id)
    viewport = view.viewport()
    QTest.mousePress(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(start_at),
    )
    for step in range(1, 6):
        _move_held(view, start_at + (over - start_at) * (step / 5))
    assert board.picked() == item_id
    shown = board.drop_preview.text()
    assert first_line in shown.splitlines(), (shown, first_line)
    tag = board.drop_preview.tag()
    assert tag is not None and tag.scene() is board
    assert board.design_rect().contains(tag.box()), "the preview stands inside the board"
    away = _empty_spot(board)
    _move_held(view, away)
    assert board.drop_preview.text() == "" and board.drop_preview.tag() is None
    _move_held(view, over)
    assert first_line in board.drop_preview.text().splitlines()
    _move_held(view, away)
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(away)
    )
    assert match.cursor == cursor and match.state_digest() == digest, "a preview played a move"
    assert board.drop_preview.tag() is None


@pytest.mark.parametrize("game_id", GAMES)
def test_click_then_hover_and_the_keyboard_show_the_same_preview(window, game_id):
    board, view, match, item_id, target_id, first_line = _position(window, game_id)
    cursor = match.cursor
    click(view, centre(board, item_id))
    assert board.picked() == item_id
    hover(view, centre(board, target_id))
    assert first_line in board.drop_preview.text().splitlines()
    hover(view, _empty_spot(board))
    assert board.drop_preview.text() == ""
    key(view, Qt.Key.Key_Escape)
    board.cancel_pick()
    # The keyboard: pick the item, then step through its targets to this one.
    board._focus = item_id
    assert board.handle_key(Qt.Key.Key_Space)  # Space picks (Return may confirm a bid)
    for _ in range(len(board.legal_targets(item_id)) + 1):
        if board.key_focus() == target_id:
            break
        board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == target_id
    assert first_line in board.drop_preview.text().splitlines()
    board.handle_key(Qt.Key.Key_Escape)
    assert board.drop_preview.text() == ""
    assert match.cursor == cursor


@pytest.mark.parametrize("game_id", ("divas", "turandot"))
def test_the_drop_chooser_tells_each_option_with_the_same_preview(window, game_id):
    """Boards that give no consequence of their own show the engine's preview in the
    chooser (a gesture with several meanings lists each one with what it yields)."""
    board, _view, match, item_id, target_id, first_line = _position(window, game_id)
    cursor = match.cursor
    (action,) = board.gesture_actions(item_id, target_id)
    assert first_line in board.choice_detail(action).split(", ")
    request = board.choice_request(item_id, target_id, [action], centre(board, target_id))
    assert first_line in request.options[0].detail
    assert match.cursor == cursor  # asking is not playing


def test_no_preview_behind_the_curtain_nor_of_an_illegal_move(window):
    """Pass-and-play: while the curtain is down nobody's drop is told; once raised, the
    player's own legal moves are, and a move that is not legal is not."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import SeatInfo
    from divas_desktop.core.preview import Preview
    from divas_desktop.games.divas.actions import PlayCard

    game = registry.get("divas")
    seats = [SeatInfo(name="Violetta"), SeatInfo(name="Alfredo")]
    match = Match(game, game.default_config(2), seats, 7)
    controller = window.controller
    QCoreApplication.processEvents()
    controller.start(match)
    assert controller.curtain_down()
    seat = match.to_move()[0]
    legal = match.legal_actions(seat)
    assert all(controller.preview(action) is None for action in legal)
    window.area.curtain.revealed.emit()
    QCoreApplication.processEvents()
    assert not controller.curtain_down()
    assert all(isinstance(controller.preview(action), Preview) for action in legal)
    not_held = next(
        PlayCard(card=card, house="scala")
        for card in game.player_view(match.state, 1 - seat).hand  # the rival's card
    )
    assert not game.is_legal(match.state, seat, not_held)
    assert controller.preview(not_held) is None
