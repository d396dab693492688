"""Reseating at the end of a deal (SIP-024) by dragging names: the row of name chips is
rearranged without playing anything, "Confirm the new order" plays the engine's Reseat
whose order is the row, and the chooser stays as the keyboard/click alternative."""

from __future__ import annotations

import pytest

from divas_desktop.games.sipario.actions import Reseat
from divas_desktop.ui.boards.sipario.demo import _mover, position
from divas_desktop.ui.boards.sipario.reseat import CONFIRM, chip_id

from ..helpers import start
from .helpers import answer_chooser, click_item, drag_item, keyboard_gesture


def _reseat_position():
    """The seeded 5-seat match of the screenshots, at the reseating of the first deal."""
    return position(lambda s: s.phase == "reseat", _mover, seats=5, mode="target_100")


def _row(board) -> list[int]:
    """The seats of the name chips, left to right as drawn."""
    chips = [i for i in board.item_ids() if i.startswith("reseat.seat.")]
    chips.sort(key=lambda i: board.item(i).pos().x())
    return [int(i.rsplit(".", 1)[1]) for i in chips]


@pytest.mark.rule("SIP-024")
def test_dragging_names_arranges_the_order_and_confirm_plays_it(window, qtbot):
    match, seat = _reseat_position()
    board, view = start(window, match)
    qtbot.waitUntil(lambda: seat in match.to_move(), timeout=3000)
    order = match.state.order
    at = order.index(seat)
    table = list(order[at:] + order[:at])
    assert _row(board) == table  # the table as it sits now, the reseater first
    first, second, third, fourth = table[1:]
    assert board.legal_targets(chip_id(first)) == [
        chip_id(s) for s in (second, third, fourth)
    ]  # not the reseater's own place
    before = match.cursor

    drag_item(view, board, chip_id(fourth), chip_id(first))  # the last name to the front
    assert _row(board) == [seat, fourth, first, second, third]
    keyboard_gesture(board, chip_id(second), chip_id(third))  # and by the keyboard
    assert _row(board) == [seat, fourth, first, third, second]
    assert match.cursor == before  # arranging plays nothing

    wanted = (seat, fourth, first, third, second)
    confirm = board.item(CONFIRM)
    assert confirm is not None and confirm.spec.action in match.legal_actions(seat)
    assert confirm.spec.action.order == wanted
    click_item(view, board, CONFIRM)
    played = match.log[before].action
    assert played == {"kind": "reseat", "order": list(wanted)}
    assert match.state.order == wanted
    assert board.item(CONFIRM) is None and board.reseat_draft is None


@pytest.mark.rule("SIP-024")
def test_the_chooser_still_reseats_by_clicks(window, qtbot):
    match, seat = _reseat_position()
    board, view = start(window, match)
    qtbot.waitUntil(lambda: seat in match.to_move(), timeout=3000)
    wanted = [a for a in match.legal_actions(seat) if isinstance(a, Reseat)][-1]
    before = match.cursor
    click_item(view, board, "button.reseat")
    answer_chooser(view, board, wanted)
    assert match.log[before].action == {"kind": "reseat", "order": list(wanted.order)}
    assert match.state.order == tuple(wanted.order)
