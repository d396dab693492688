"""The Turandot board at 1366×768 (100 %, text at least 11 px, no scrolling even with four
or five players) and at 1024×700 (all of it on screen, the player's own area first), and
its card inspector: every card opens large with its whole text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from divas_desktop.ui.board import DESIGN_SIZE, TEXT_MIN, LabelSpec
from divas_desktop.ui.boards.turandot.board import TurandotBoard
from divas_desktop.ui.boards.turandot.demo import bidding_position, position
from divas_desktop.ui.boards.turandot.items import RoundSpec, TurandotCardSpec
from divas_desktop.ui.boards.turandot.layout import HAND_ZONE, company_id

from ..helpers import centre, hover, start
from .layout_checks import drawn, positions


def _round4(seats: int = 4):
    return position(lambda s: s.round == 4 and s.phase == "bidding", lambda s: 0, seats)


@pytest.mark.parametrize("seats", [4, 5])
def test_at_1366x768_the_board_is_drawn_whole_at_full_size(window, seats):
    match, seat = _round4(seats)
    board, view = start(window, match)
    assert board.design_rect() == QRectF(0, 0, *DESIGN_SIZE)
    assert 1.0 <= view.zoom() <= 1.05
    assert not view.verticalScrollBar().isVisible()
    assert not view.horizontalScrollBar().isVisible()
    labels = [board.item(i).spec for i in board.item_ids()]
    assert min(s.size for s in labels if isinstance(s, LabelSpec)) * view.zoom() >= TEXT_MIN
    assert board.sceneRect() == board.design_rect()  # nothing drawn beyond it


def test_at_1024x700_everything_is_on_screen_the_own_area_first(window):
    window.resize(1024, 700)
    match, seat = bidding_position(seats=5)
    board, view = start(window, match)
    port = view.viewport().rect().adjusted(-1, -1, 1, 1)
    assert port.contains(view.mapFromScene(board.design_rect()).boundingRect())
    for own in (company_id(seat), HAND_ZONE, "zone.bid", "button.confirm_bid"):
        item = board.item(own)
        assert port.contains(view.mapFromScene(item.mapRectToScene(item.frame())).boundingRect())
    assert view.zoom() >= board.min_zoom
    assert window.side.width() <= 250


def test_hovering_a_card_opens_it_large(sized_window, qtbot):
    match, seat = bidding_position()
    board, view = start(sized_window, match)
    card = next(c for c in match.view(seat).casting if c is not None)
    hover(view, centre(board, card))
    face = board.item(card).spec.face
    qtbot.waitUntil(lambda: view.inspector.titles() == [face.title], timeout=2000)
    assert face.value and face.band and face.lines  # stars, kind, gender and favourite role
    assert view.viewport().rect().contains(view.inspector.geometry())


def test_every_card_of_every_position_has_its_face(app):
    board = None
    for match, seat in positions(4, seed=2, every=3):
        board = drawn(match, seat, board)
        for item_id in board.item_ids():
            spec = board.item(item_id).spec
            if isinstance(spec, TurandotCardSpec | RoundSpec):
                assert spec.face is not None and spec.face.title, item_id


def test_a_card_gone_from_the_table_still_opens_from_the_log(app):
    match, _seat = position(lambda s: s.round == 2, lambda s: 0)
    gone = match.state.removed_singers[0]  # nobody hired it in round 1: not on the table
    board = drawn(match, 0, TurandotBoard("turandot", match.seats))
    assert gone not in board.item_ids()
    face = board.card_face(gone)
    assert face is not None and face.title and face.value
    assert board.card_face("tur.dir.7").text  # a director: its effect
