"""Following the others: computer moves wait for the reveal, a click skips it, the table
shows a reveal before the curtain falls, each seat's last move stays marked, and the
curtain opens on a "since your last turn" recap. At 1366×768 and 1024×700."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from divas_desktop.games.turandot.actions import AddToBid, ConfirmBid
from divas_desktop.games.turandot.state import number_card
from divas_desktop.ui.boards.turandot.board import TurandotBoard

from ..helpers import assert_only_public, start
from .gestures import click_item, turandot_match


def _tie_with(match, seat: int) -> int:
    """A number another seat has bid (so the reveal ends in a tie and understudies)."""
    for other, company in enumerate(match.state.companies):
        if other != seat and company.has_bid:
            numbers = [c for c in company.bid if ".n" in c]
            if numbers:
                return int(numbers[0].rsplit(".n", 1)[1])
    raise AssertionError("nobody bid a number")


def _bid_number(window, number: int) -> None:
    controller = window.controller
    seat = controller.viewer
    assert controller.play(AddToBid(card=number_card(seat, number)))
    click_item(window.area.view, window.board, "button.confirm_bid")


def test_a_computer_waits_for_the_reveal_and_a_click_skips_it(sized_window, animated, qtbot):
    match = turandot_match(seats=3, humans=1, seed=4, first_maestro=2)  # Puccini: a computer
    board, view = start(sized_window, match)
    controller = sized_window.controller
    qtbot.waitUntil(lambda: all(c.has_bid for c in match.state.companies[1:]), timeout=3000)
    board.animations.finish()
    _bid_number(sized_window, _tie_with(match, 0))
    assert match.state.phase == "understudies"  # the tie waits for Puccini's understudies
    queue = board.animations
    assert queue.busy()  # the bids fly to the table and turn over
    assert all(ms <= 1200 for ms in queue.durations())
    played = match.cursor
    QTest.qWait(80)
    assert match.cursor == played  # Puccini (a computer) waits while the bids turn
    faces = [i for i in board.item_ids() if i.startswith("bid.") and board.item(i).spec.face_up]
    assert len(faces) >= 3  # every company's bid, face up in the reveal table
    corner = view.mapFromScene(QPointF(2, 2))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
    )
    assert not queue.busy()
    assert all(board.item(i).pos() == board.item(i).home() for i in board.item_ids())
    qtbot.waitUntil(lambda: match.cursor > played, timeout=3000)  # then Puccini gives
    controller.stop_bots()


def test_the_table_shows_the_reveal_before_the_curtain_falls(app, qtbot, animated):
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    window = MainWindow(GameController(bot_delay_ms=80, autosave=False))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    with qtbot.waitExposed(window):
        window.show()
    match = turandot_match(seats=3, humans=3, seed=4, first_maestro=1)
    board, _view = start(window, match)
    controller = window.controller
    for _ in range(40):  # every player bids in turn behind the curtain; the last one reveals
        if controller.curtain_down():
            window.area.curtain.revealed.emit()
        board.animations.finish()
        seat = controller.viewer
        if all(c.has_bid for i, c in enumerate(match.state.companies) if i != seat):
            break
        action = match.game.bot_action(match.state, seat, 1)
        while not isinstance(action, ConfirmBid):
            controller.play(action)
            action = match.game.bot_action(match.state, seat, 1)
        controller.play(action)
        qtbot.waitUntil(controller.curtain_down, timeout=3000)
    _bid_number(window, _tie_with(match, controller.viewer))
    # The last bidder sees every bid turn over, as everyone may see it, before Puccini's
    # curtain falls.
    assert match.state.phase == "understudies"
    assert not controller.curtain_down() and controller.viewer is None
    assert board.animations.busy()
    assert_only_public(board, match)
    revealed = [i for i in board.item_ids() if i.startswith("bid.") and board.item(i).spec.face_up]
    assert len(revealed) >= 3
    qtbot.waitUntil(controller.curtain_down, timeout=6000)
    assert controller.curtain_seat == match.state.puccini
    window.area.curtain.revealed.emit()
    # Puccini opens the curtain on the bids face up and a recap of what happened.
    recap = window.area.view.recap.lines()
    assert any("bid" in line for line in recap), recap
    assert board.item("reveal") is not None
    controller.stop_bots()


def _following(match, viewer: int):
    board = TurandotBoard("turandot", match.seats)
    board.set_table(match.seats, viewer)
    board.sync(match.view(viewer), match.legal_actions(viewer))

    def play_bot():
        seat = match.to_move()[0]
        step = match.cursor
        events = match.play_bot(seat)
        shown = [
            (step, seat, r) for e in events if (r := match.game.redact_event(e, viewer)) is not None
        ]
        board.play_events(shown, viewer)
        board.sync(match.view(viewer), match.legal_actions(viewer))
        return events

    return board, play_bot


def _letter(board, seat: int) -> str:
    return board.seat_badge(seat)[2]


def test_each_companys_new_card_carries_the_badge_of_whoever_gave_it(app):
    match = turandot_match(seats=3, humans=3, seed=8)
    board, play_bot = _following(match, viewer=0)
    credited: dict[str, int] = {}
    while match.state.round == 1 and match.to_move():
        for event in play_bot():
            card = event.params.get("singer") or event.params.get("card")
            if event.kind in ("turandot.singer_hired", "turandot.understudy_given"):
                credited[card] = event.params.get("by", event.params["player"])
    marks = {item: badge[2] for item, badge in board.last_moves().items()}
    others = {card: seat for card, seat in credited.items() if seat != 0}
    assert others, "nobody but the viewer took a card"
    for card, seat in others.items():
        if card in board.item_ids() and seat not in match.to_move():
            assert marks.get(card) == _letter(board, seat), (card, seat, marks)
    fired = {f.director: f.player for f in match.view(0).fired_directors}
    directors = {item for item in marks if item.startswith("tur.dir.")}
    assert directors <= set(fired)  # the pile coming forward marks nothing; a firing does
    for director in directors:
        assert marks[director] == _letter(board, fired[director])


def test_the_curtain_opens_on_what_the_others_did(sized_window):
    match = turandot_match(seats=3, humans=2, seed=5)  # two people and a computer
    board, view = start(sized_window, match)
    controller = sized_window.controller
    seat = controller.viewer
    action = match.game.bot_action(match.state, seat, 1)
    while not isinstance(action, ConfirmBid):
        controller.play(action)
        action = match.game.bot_action(match.state, seat, 1)
    controller.play(action)
    assert controller.curtain_down()
    sized_window.area.curtain.revealed.emit()
    lines = view.recap.lines()
    name = board.seat_name(seat)
    assert f"{name} has placed a bid." in lines
    assert view.viewport().rect().contains(view.recap.geometry())
    assert not any("tur.p" in line for line in lines)  # names, never card codes
