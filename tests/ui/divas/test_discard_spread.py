"""A click on a discard pile lays its cards out over the board at hand size (their events
readable at 11 px), top card first; Esc or a click on the backdrop closes it."""

from PySide6.QtCore import QPointF, Qt

from divas_desktop.ui.board.overlay import BACKDROP_ID
from divas_desktop.ui.boards.divas.demo import position
from divas_desktop.ui.boards.divas.layout import CARD_SIZES
from divas_desktop.ui.boards.divas.table import DISCARD_ID

from ..helpers import centre, click, key, start


def _spread(board, pile: str) -> list[str]:
    return [i for i in board.item_ids() if i.startswith(f"{pile}.spread.")]


def test_a_discard_opens_at_hand_size_and_esc_closes_it(window):
    match, seat = position(lambda s: s.phase == "play" and min(len(d) for d in s.discards) >= 3)
    board, view = start(window, match)
    discard = match.view(seat).divas[seat].discard
    pile = DISCARD_ID.format(seat=seat)
    click(view, centre(board, pile))
    assert board.expanded == pile and BACKDROP_ID in board.item_ids()
    spread = _spread(board, pile)
    assert sorted(spread) == sorted(f"{pile}.spread.{card}" for card in discard)
    assert not [i for i in board.item_ids() if ".fan." in i]  # not the framework's small fan
    for item_id in spread:
        spec = board.item(item_id).spec
        assert (spec.w, spec.h) == CARD_SIZES["hand"] and spec.text and spec.face is not None
        assert board.item(item_id).zValue() > board.item(BACKDROP_ID).zValue()
    top = board.item(f"{pile}.spread.{discard[-1]}").spec
    assert (top.x, top.y) == min((board.item(i).spec.x, board.item(i).spec.y) for i in spread)
    backdrop = board.item(BACKDROP_ID).spec
    assert board.texts.diva(seat) in backdrop.title  # whose discard it is
    key(view, Qt.Key.Key_Escape)
    assert board.expanded is None and not _spread(board, pile)
    assert BACKDROP_ID not in board.item_ids()


def test_the_other_divas_discard_opens_too_and_a_click_outside_closes_it(window):
    match, seat = position(lambda s: s.phase == "play" and min(len(d) for d in s.discards) >= 3)
    board, view = start(window, match)
    other = 1 - seat
    pile = DISCARD_ID.format(seat=other)
    click(view, centre(board, pile))
    assert len(_spread(board, pile)) == len(match.view(seat).divas[other].discard)
    assert board.texts.diva(other) in board.item(BACKDROP_ID).spec.title
    click(view, QPointF(500, 620))  # the backdrop below the one row of cards
    assert board.expanded is None and not _spread(board, pile)
