"""Scale: a 1010×660 board is drawn at 100 % in a 1366×768 window, no text is under 11 px
there, and at 1024×700 the whole board (the player's own area first of all) is on screen."""

from PySide6.QtCore import QRectF

from divas_desktop.ui.board import DESIGN_SIZE, TEXT_MIN, LabelSpec, board_font
from divas_desktop.ui.board.fonts import text_size

from .helpers import demo_match, start


def test_one_font_unit_in_pixels_with_a_readable_floor(app):
    assert board_font(7).pixelSize() == TEXT_MIN == 11  # nothing smaller, whatever is asked
    assert board_font(14, bold=True).pixelSize() == 14
    assert text_size("Aria", 7) == text_size("Aria", 11)


def test_at_1366x768_the_board_is_drawn_at_full_size(window, qtbot):
    window.resize(1366, 768)
    board, view = start(window, demo_match())
    assert board.design_rect() == QRectF(0, 0, *DESIGN_SIZE)
    assert 1.0 <= view.zoom() <= 1.05
    labels = [board.item(i).spec for i in board.item_ids()]
    sizes = [s.size for s in labels if isinstance(s, LabelSpec)]
    assert sizes and min(sizes) * view.zoom() >= TEXT_MIN
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()


def test_at_1024x700_the_whole_board_is_visible_and_usable(window, qtbot):
    window.resize(1024, 700)
    board, view = start(window, demo_match())
    on_screen = view.mapFromScene(board.design_rect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(on_screen)
    zone = board.item("zone.hand")
    hand = view.mapFromScene(zone.mapRectToScene(zone.frame())).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(hand)
    assert view.zoom() >= board.min_zoom
    assert window.side.width() <= 250  # the players/log column makes room for the board
