"""The board framework: idempotent sync, drag, click-then-target, keyboard, snap-back."""

import pytest
from PySide6.QtCore import Qt

from divas_desktop.ui.board import Board, Mark
from divas_desktop.ui.boards import board_class

from .demo.board import BOX, STAGE, WINGS, DemoBoard
from .demo.game import Rehearse, SingAria, card_value
from .helpers import demo_match


def _board(match, seat=0):
    board = DemoBoard("demo", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat))
    return board


@pytest.fixture
def shown(app, qtbot):
    """A board view of 1100×800 showing a demo board for seat 0."""
    from divas_desktop.ui.board import BoardView

    def make(match, size=(1100, 800)):
        board = _board(match)
        view = BoardView()
        qtbot.addWidget(view)
        view.setScene(board)
        view.resize(*size)
        with qtbot.waitExposed(view):
            view.show()
        view.fit()
        return board, view

    return make


def test_board_registry_gives_the_registered_board_and_no_fallback():
    assert board_class("demo") is DemoBoard
    with pytest.raises(KeyError):
        board_class("no_such_game")


def test_sync_is_idempotent_and_follows_the_view(app):
    match = demo_match()
    board = _board(match)
    items = {i: board.item(i) for i in board.item_ids()}
    assert board.sync(match.view(0), match.legal_actions(0)) == 0
    assert {i: board.item(i) for i in board.item_ids()} == items  # same objects, untouched
    card = match.view(0).hand[-1]
    hand_y = board.item(card).pos().y()
    match.play(0, SingAria(card=card, zone="stage"))
    changes = board.sync(match.view(0), match.legal_actions(0))
    assert changes > 0
    assert board.item(card) is items[card]  # the card moved, it was not re-created
    assert board.item(card).pos().y() < hand_y  # now on the stage, above the hand
    assert board.item(STAGE).sceneBoundingRect().contains(board.item(card).sceneBoundingRect())
    assert board.sync(match.view(0), match.legal_actions(0)) == 0


def test_legal_targets_come_from_the_legal_actions(app):
    match = demo_match()
    board = _board(match)
    hand = list(match.view(0).hand)
    for card in hand:
        targets = set(board.legal_targets(card))
        # Sing, send to the wings, dedicate; and rehearse along the hand.
        assert {STAGE, WINGS, BOX} <= targets
        assert targets - {STAGE, WINGS, BOX} == set(hand) - {card}
    assert board.is_movable(hand[0])
    assert not board.is_movable(STAGE)
    # Every legal action of one gesture is kept, in engine order (never just the first).
    assert board.gesture_actions(hand[0], STAGE) == [
        a for a in match.legal_actions(0) if isinstance(a, SingAria) and a.card == hand[0]
        and a.zone == "stage"
    ]  # fmt: skip


def test_drag_highlights_targets_and_sends_the_intent(shown):
    from .helpers import centre, drag

    match = demo_match()
    board, view = shown(match)
    card = match.view(0).hand[0]
    sent = []
    board.intent_made.connect(sent.append)
    drag(view, centre(board, card), centre(board, WINGS))
    assert sent == [SingAria(card=card, zone="wings")]
    assert board.item(card).pos().x() == board.item(card).spec.x  # settled back on its spec


def test_click_then_target_and_keyboard(shown):
    from .helpers import centre, click

    match = demo_match()
    board, view = shown(match)
    sent = []
    board.intent_made.connect(sent.append)
    hand = match.view(0).hand
    click(view, centre(board, hand[1]))
    assert board.picked() == hand[1]
    assert board.item(WINGS).mark is Mark.TARGET
    click(view, centre(board, WINGS))
    assert sent == [SingAria(card=hand[1], zone="wings")]
    assert board.picked() is None

    # Keyboard: Tab to the first card, Enter picks, Tab through the targets, Enter drops.
    sent.clear()
    assert board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == hand[0]
    assert board.handle_key(Qt.Key.Key_Return)
    assert board.picked() == hand[0]
    first_target = board.key_focus()
    assert first_target in board.legal_targets(hand[0])
    assert board.handle_key(Qt.Key.Key_Escape)  # Esc cancels back to the card
    assert board.picked() is None and board.key_focus() == hand[0]
    board.handle_key(Qt.Key.Key_Return)
    while board.key_focus() != WINGS:
        board.handle_key(Qt.Key.Key_Tab)
    board.handle_key(Qt.Key.Key_Enter)
    assert sent == [SingAria(card=hand[0], zone="wings")]


def test_drop_on_nothing_snaps_back_with_a_reason(shown):
    from .helpers import centre, drag

    match = demo_match()
    board, view = shown(match)
    card = match.view(0).hand[0]
    reasons, sent = [], []
    board.refused_locally.connect(reasons.append)
    board.intent_made.connect(sent.append)
    start = board.item(card).pos()
    far = centre(board, card)
    far.setY(far.y() + 210)  # below the hand, on the bare table
    drag(view, centre(board, card), far)
    assert reasons == ["no_target"] and sent == []
    assert board.item(card).pos() == start


def test_a_drag_along_the_hand_plays_every_rehearsal_in_order(window, qtbot):
    """A multi-step gesture: one drag, several intents, stopping at the first refusal."""
    from .helpers import centre, drag

    match = demo_match(humans=1, seats=2)
    window.controller.start(match)
    board, view = window.board, window.area.view
    hand = list(match.view(0).hand)
    first, last = hand[0], hand[-1]
    drag(view, centre(board, first), centre(board, last))
    steps = [match.game.parse_action(entry.action) for entry in match.log]
    assert steps == [Rehearse(card=first, step=1)] * (len(hand) - 1)
    assert match.view(0).hand[-1] == first  # the card travelled to the end of the hand
    assert match.to_move() == (0,)  # rehearsing does not end the turn


def test_a_sequence_stops_at_the_first_refusal(app):
    match = demo_match()
    board = _board(match)
    hand = list(match.view(0).hand)
    played = []

    def play(action):
        if match.legal_actions(0) and action in match.legal_actions(0):
            played.append(action)
            match.play(0, action)
            board.sync(match.view(0), match.legal_actions(0))

    board.intent_made.connect(play)
    # Five swaps asked for, three allowed per turn: the fourth is refused, the rest not sent.
    ask = [Rehearse(card=hand[0], step=1), Rehearse(card=hand[0], step=-1)] * 3
    assert board.play_sequence(ask) == 3
    assert len(played) == 3 and match.view(0).rehearsals_left == 0


class _ButtonsOnly(Board):
    """A board that draws nothing and maps no action to a gesture."""

    def describe(self, view):
        return []


def test_actions_without_a_gesture_become_buttons(app):
    match = demo_match()
    board = _ButtonsOnly("demo", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    buttons = [board.item(i) for i in board.item_ids() if i.startswith("button.")]
    assert [b.spec.action for b in buttons] == match.legal_actions(0)
    assert board.sync(match.view(0), match.legal_actions(0)) == 0
    sent = []
    board.intent_made.connect(sent.append)
    board.handle_key(Qt.Key.Key_Tab)
    board.handle_key(Qt.Key.Key_Return)
    assert sent == [match.legal_actions(0)[0]]


def test_card_value_helper():
    assert card_value("demo.7b") == 7


def test_real_key_presses_reach_the_board_through_the_view(shown, qtbot):
    match = demo_match()
    board, view = shown(match)
    view.setFocus()
    sent = []
    board.intent_made.connect(sent.append)
    hand = match.view(0).hand
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # Tab is not stolen by focus navigation
    assert board.key_focus() == hand[0]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus() == hand[1]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert board.picked() == hand[1]
    while board.key_focus() != WINGS:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert sent == [SingAria(card=hand[1], zone="wings")]


def test_zoom_and_fit(shown):
    match = demo_match()
    board, view = shown(match, (900, 700))
    fitted = view.zoom()
    view.zoom_in()
    assert view.zoom() > fitted
    view.zoom_out()
    view.zoom_out()
    assert view.zoom() < fitted
    view.fit()
    assert abs(view.zoom() - fitted) < 1e-6


def test_dragging_the_bare_table_pans_the_view(shown):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtTest import QTest

    from .helpers import _move

    match = demo_match()
    board, view = shown(match, (500, 400))
    view.set_zoom(2.0)
    gap = QPointF(720, 250)  # bare table between the stage and the wings
    view.centerOn(gap)
    before = view.horizontalScrollBar().value()
    empty = view.mapFromScene(gap)
    assert board.item_at(gap) is None
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty)
    _move(port, empty + QPoint(60, 0))
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty + QPoint(60, 0)
    )
    assert view.horizontalScrollBar().value() == before - 60


def test_a_clicked_card_can_still_be_dragged_or_put_down(shown):
    from .helpers import centre, click, drag

    match = demo_match()
    board, view = shown(match)
    card = match.view(0).hand[0]
    sent = []
    board.intent_made.connect(sent.append)
    click(view, centre(board, card))
    click(view, centre(board, card))
    assert board.picked() is None  # the second click put it down
    click(view, centre(board, card))
    drag(view, centre(board, card), centre(board, WINGS))
    assert sent == [SingAria(card=card, zone="wings")]
