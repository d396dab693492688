"""The board framework: idempotent sync, drag, click-then-target, keyboard, snap-back."""

from PySide6.QtCore import Qt

from divas_desktop.ui.board import Mark
from divas_desktop.ui.boards import board_class
from divas_desktop.ui.boards.demo import STAGE, WINGS, DemoBoard
from divas_desktop.ui.boards.generic import GenericBoard
from divas_desktop.ui.demo_game import SingAria, card_value

from .helpers import demo_match


def _board(match, seat=0):
    board = DemoBoard("demo", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat))
    return board


def test_board_registry_falls_back_to_the_generic_board():
    assert board_class("demo") is DemoBoard
    assert board_class("no_such_game") is GenericBoard


def test_sync_is_idempotent_and_follows_the_view(app):
    match = demo_match()
    board = _board(match)
    items = {i: board.item(i) for i in board.item_ids()}
    assert board.sync(match.view(0), match.legal_actions(0)) == 0
    assert {i: board.item(i) for i in board.item_ids()} == items  # same objects, untouched
    card = match.view(0).hand[-1]
    match.play(0, SingAria(card=card, zone="stage"))
    changes = board.sync(match.view(0), match.legal_actions(0))
    assert changes > 0
    assert board.item(card) is items[card]  # the card moved, it was not re-created
    assert board.item(card).pos().y() < 100  # now on the stage
    assert board.sync(match.view(0), match.legal_actions(0)) == 0


def test_legal_targets_come_from_the_legal_actions(app):
    match = demo_match()
    board = _board(match)
    for card in match.view(0).hand:
        assert set(board.legal_targets(card)) == {STAGE, WINGS}
    assert board.is_movable(match.view(0).hand[0])
    assert not board.is_movable(STAGE)


def test_drag_highlights_targets_and_sends_the_intent(app, qtbot):
    from divas_desktop.ui.board import BoardView

    from .helpers import centre, drag

    match = demo_match()
    board = _board(match)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(1100, 800)
    with qtbot.waitExposed(view):
        view.show()
    view.fit()
    card = match.view(0).hand[0]
    sent = []
    board.intent_made.connect(sent.append)
    drag(view, centre(board, card), centre(board, STAGE))
    assert sent == [SingAria(card=card, zone="stage")]
    assert board.item(card).pos().x() == board.item(card).spec.x  # settled back on its spec


def test_click_then_target_and_keyboard(app, qtbot):
    from divas_desktop.ui.board import BoardView

    from .helpers import centre, click

    match = demo_match()
    board = _board(match)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(1100, 800)
    with qtbot.waitExposed(view):
        view.show()
    view.fit()
    sent = []
    board.intent_made.connect(sent.append)
    hand = match.view(0).hand
    click(view, centre(board, hand[1]))
    assert board.picked() == hand[1]
    assert board.item(STAGE).mark is Mark.TARGET
    click(view, centre(board, WINGS))
    assert sent == [SingAria(card=hand[1], zone="wings")]
    assert board.picked() is None

    # Keyboard: Tab to the first card, Enter picks, Tab to the second target, Enter drops.
    sent.clear()
    assert board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == hand[0]
    assert board.handle_key(Qt.Key.Key_Return)
    assert board.picked() == hand[0]
    first_target = board.key_focus()
    assert board.handle_key(Qt.Key.Key_Escape)  # Esc cancels back to the card
    assert board.picked() is None and board.key_focus() == hand[0]
    board.handle_key(Qt.Key.Key_Return)
    board.handle_key(Qt.Key.Key_Tab)
    second_target = board.key_focus()
    assert {first_target, second_target} == {STAGE, WINGS}
    board.handle_key(Qt.Key.Key_Enter)
    zone = "stage" if second_target == STAGE else "wings"
    assert sent == [SingAria(card=hand[0], zone=zone)]


def test_drop_on_nothing_snaps_back_with_a_reason(app, qtbot):
    from divas_desktop.ui.board import BoardView

    from .helpers import centre, drag

    match = demo_match()
    board = _board(match)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(1100, 800)
    with qtbot.waitExposed(view):
        view.show()
    view.fit()
    card = match.view(0).hand[0]
    reasons, sent = [], []
    board.refused_locally.connect(reasons.append)
    board.intent_made.connect(sent.append)
    start = board.item(card).pos()
    far = centre(board, card)
    far.setY(far.y() + 400)
    drag(view, centre(board, card), far)
    assert reasons == ["no_target"] and sent == []
    assert board.item(card).pos() == start


def test_generic_board_offers_every_legal_action_as_a_button(app):
    match = demo_match()
    board = GenericBoard("demo", match.seats)
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


def test_real_key_presses_reach_the_board_through_the_view(app, qtbot):
    from divas_desktop.ui.board import BoardView

    match = demo_match()
    board = _board(match)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(1100, 800)
    with qtbot.waitExposed(view):
        view.show()
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
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(sent) == 1 and sent[0].card == hand[1]


def test_zoom_and_fit(app, qtbot):
    from divas_desktop.ui.board import BoardView

    match = demo_match()
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(_board(match))
    view.resize(900, 700)
    with qtbot.waitExposed(view):
        view.show()
    view.fit()
    fitted = view.zoom()
    view.zoom_in()
    assert view.zoom() > fitted
    view.zoom_out()
    view.zoom_out()
    assert view.zoom() < fitted
    view.fit()
    assert abs(view.zoom() - fitted) < 1e-6


def test_dragging_the_bare_table_pans_the_view(app, qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtTest import QTest

    from divas_desktop.ui.board import BoardView

    from .helpers import _move

    match = demo_match()
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(_board(match))
    view.resize(500, 400)
    with qtbot.waitExposed(view):
        view.show()
    view.set_zoom(2.0)
    gap = QPointF(635, 100)  # bare table between the stage and the wings
    view.centerOn(gap)
    before = view.horizontalScrollBar().value()
    empty = view.mapFromScene(gap)
    assert view.board().items(gap) == []
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty)
    _move(port, empty + QPoint(60, 0))
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty + QPoint(60, 0)
    )
    assert view.horizontalScrollBar().value() == before - 60


def test_a_clicked_card_can_still_be_dragged_or_put_down(app, qtbot):
    from divas_desktop.ui.board import BoardView

    from .helpers import centre, click, drag

    match = demo_match()
    board = _board(match)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(1100, 800)
    with qtbot.waitExposed(view):
        view.show()
    view.fit()
    card = match.view(0).hand[0]
    sent = []
    board.intent_made.connect(sent.append)
    click(view, centre(board, card))
    click(view, centre(board, card))
    assert board.picked() is None  # the second click put it down
    click(view, centre(board, card))
    drag(view, centre(board, card), centre(board, WINGS))
    assert sent == [SingAria(card=card, zone="wings")]
