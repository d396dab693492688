"""The board draws only the view: other seats' hands and bids are backs and counts."""

import re

from divas_desktop.games.turandot.state import player_cards
from divas_desktop.ui.boards.turandot.board import TurandotBoard

from ..helpers import assert_only_public
from .gestures import turandot_match


def _drawn_text(board) -> str:
    parts = []
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        parts.append(item_id)
        parts += [str(v) for v in vars(spec).values() if isinstance(v, str | tuple)]
    return "\n".join(parts)


def _board(match, seat):
    board = TurandotBoard("turandot", match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
    return board


def test_the_board_never_shows_another_seats_hand_or_bid(app):
    match = turandot_match(seats=3, humans=3)
    for _ in range(60):  # bids in progress and confirmed, reveals, understudies ...
        for viewer in (0, 1, 2, None):
            board = _board(match, viewer)
            drawn = _drawn_text(board)
            for seat in range(3):
                if seat == viewer:
                    continue
                state = match.state.companies[seat]
                for card in set(state.hand) | set(state.bid):
                    assert card not in drawn, (viewer, card)
                assert not re.search(rf"tur\.p{seat}\.", drawn), viewer
            if viewer is not None and match.state.phase == "bidding":
                own = match.state.companies[viewer]
                for card in own.hand:
                    assert board.item(card) is not None  # the viewer's own hand is drawn
        match.play_bot(match.to_move()[0])


def test_other_bids_are_card_backs_until_revealed(app):
    match = turandot_match(seats=3, humans=3)
    while not match.state.companies[1].has_bid:
        match.play_bot(1)
    board = _board(match, 0)
    size = len(match.state.companies[1].bid)
    backs = [i for i in board.item_ids() if i.startswith("bid.1.")]
    assert len(backs) == size
    assert all(not board.item(i).spec.face_up for i in backs)
    assert all(card not in board.item_ids() for card in player_cards(1))


def test_only_the_public_table_is_drawn_while_the_curtain_is_down(window):
    match = turandot_match(seats=3, humans=3)
    window.controller.start(match)
    assert window.controller.curtain_down()
    assert_only_public(window.board, match)  # the public table only, no hand of anyone
    window.area.curtain.revealed.emit()
    assert window.controller.viewer == 0
    assert window.board.item(match.view(0).hand[0]) is not None
