"""Refused drops snap back with the engine's reason; the final scene's helpers."""

from PySide6.QtCore import QPointF

from divas_desktop.games.turandot.data import ROLES
from divas_desktop.games.turandot.scoring import optimal_assignment, score_lines
from divas_desktop.games.turandot.state import card_type
from divas_desktop.ui.boards.turandot.layout import BID_ZONE, HAND_ZONE

from .gestures import click_item, drag, drag_item, grab_point, turandot_match


def _numbers(view):
    return [c for c in view.hand if card_type(c) == "number"]


def test_a_refused_drop_snaps_back_and_says_why(window):
    match = turandot_match(seats=3, humans=1)
    window.controller.start(match)
    board, view = window.board, window.area.view
    first, second = _numbers(match.view(0))[:2]
    drag_item(view, board, first, BID_ZONE)
    assert match.view(0).bid == [first]
    home = board.item(second).pos()
    assert board.is_movable(second)  # not legal, but it may be tried: the engine says why
    assert BID_ZONE not in board.legal_targets(second)
    drag_item(view, board, second, BID_ZONE)
    assert match.view(0).bid == [first]
    assert board.item(second).pos() == home
    assert "holds one number card" in window.last_message
    # A drop on bare table snaps back too.
    drag(view, grab_point(board, second), QPointF(-400, -400))
    assert board.item(second).pos() == home
    assert board.picked() is None


def test_confirm_appears_only_for_a_legal_bid(window):
    match = turandot_match(seats=3, humans=1)
    window.controller.start(match)
    board, view = window.board, window.area.view
    hand = match.view(0).hand
    money = [c for c in hand if card_type(c) == "money"]
    bluff = next(c for c in hand if card_type(c) == "bluff")
    assert "button.confirm_bid" not in board.item_ids()
    drag_item(view, board, bluff, BID_ZONE)
    assert "button.confirm_bid" not in board.item_ids()  # the bluff alone is no bid
    drag_item(view, board, money[0], BID_ZONE)
    assert "button.confirm_bid" in board.item_ids()
    drag_item(view, board, money[1], BID_ZONE)
    assert "button.confirm_bid" not in board.item_ids()  # two money cards need a number
    drag_item(view, board, money[1], HAND_ZONE)  # take one back
    assert sorted(match.view(0).bid) == sorted([bluff, money[0]])
    click_item(view, board, "button.confirm_bid")
    assert match.view(0).players[0].has_bid


def _final_match():
    match = turandot_match(seats=3, humans=1, seed=3)
    while match.state.phase != "final":
        match.play_bot(match.to_move()[0])
    return match


def test_final_scene_drag_scores_live_and_optimal_button(window):
    match = _final_match()
    window.controller.start(match)
    board, view = window.board, window.area.view
    cast = list(match.view(0).players[0].cast)
    company = match.view(0).players[0]
    lines = score_lines(cast, company.director, len(company.scene))
    total = sum(line.points for line in lines)
    assert board.item("score.total").spec.text.endswith(str(total))
    # Drag the Pang singer onto Turandot: they swap.
    drag_item(view, board, cast[5], "role.turandot")
    swapped = match.view(0).players[0].cast
    assert swapped[0] == cast[5] and swapped[5] == cast[0]
    lines = score_lines(swapped, company.director, len(company.scene))
    assert board.item("score.total").spec.text.endswith(str(sum(x.points for x in lines)))
    for index, role in enumerate(ROLES):
        assert board.item(swapped[index]).pos().x() == board.item(f"role.{role}").pos().x()
    click_item(view, board, "button.optimal")
    best = optimal_assignment(swapped, company.director)
    arranged = match.view(0).players[0].cast

    def total(cast):
        return sum(x.points for x in score_lines(cast, company.director, len(company.scene)))

    assert total(arranged) == total(best) > total(swapped)  # no order scores more
    assert arranged == match.view(0).optimal_cast
    assert board.item("score.optimal").spec.text == "No other order of your singers scores more."
    click_item(view, board, "button.confirm_cast")
    assert match.view(0).players[0].cast_confirmed


def test_a_bid_can_be_made_by_keyboard(window):
    from PySide6.QtCore import Qt

    match = turandot_match(seats=3, humans=1)
    window.controller.start(match)
    board = window.board
    card = board.focusables()[0]
    assert card in match.view(0).hand
    board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == card
    board.handle_key(Qt.Key.Key_Return)
    assert board.picked() == card
    for _ in range(5):
        if board.key_focus() == BID_ZONE:
            break
        board.handle_key(Qt.Key.Key_Tab)
    board.handle_key(Qt.Key.Key_Return)
    assert match.view(0).bid == [card]


def test_understudy_and_firing_by_drag(window):
    from divas_desktop.ui.boards.turandot.demo import position
    from divas_desktop.ui.boards.turandot.layout import FIRED_ZONE, company_id

    match, seat = position(lambda s: s.phase == "understudies", lambda s: s.puccini)
    window.controller.start(match)
    board, view = window.board, window.area.view
    assert window.controller.viewer == seat
    waiting = match.state.needs_understudy[0]
    card = next(c for c in match.view(seat).casting if c is not None)
    assert company_id(waiting) in board.legal_targets(card)
    drag_item(view, board, card, company_id(waiting))
    assert card in match.view(seat).players[waiting].singers
    match, firer = position(lambda s: s.phase == "fire_director", lambda s: s.firer)
    window.controller.start(match)
    assert window.controller.viewer == firer
    director = match.view(firer).director_pile[0]
    drag_item(window.area.view, window.board, director, FIRED_ZONE)
    assert director not in match.view(firer).director_pile
    assert match.view(firer).fired_directors[-1].director == director


def test_return_confirms_the_bid_and_space_picks_a_card(window):
    from PySide6.QtCore import Qt

    match = turandot_match(seats=3, humans=1)
    window.controller.start(match)
    board, view = window.board, window.area.view
    money = next(c for c in match.view(0).hand if card_type(c) == "money")
    drag_item(view, board, money, BID_ZONE)
    assert "button.confirm_bid" in board.item_ids()
    board.handle_key(Qt.Key.Key_Tab)
    card = board.key_focus()
    assert card in match.view(0).hand  # the keyboard rests on a card of the hand
    board.handle_key(Qt.Key.Key_Space)  # Space picks the card up...
    assert board.picked() == card and not match.view(0).players[0].has_bid
    board.handle_key(Qt.Key.Key_Escape)
    board.handle_key(Qt.Key.Key_Return)  # ...Return confirms the bid the board asks for
    assert match.view(0).players[0].has_bid
