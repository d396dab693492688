"""The log: grouped per turn, each line with the badge of the seat it is about, never cut,
in full on hover, names instead of numbers and ids, and a click never blanks a line."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from divas_desktop.ui.log_panel import LogDelegate

from .demo.game import Dedicate, SingAria
from .helpers import demo_match, start


def _play_a_few(window):
    match = demo_match(humans=2)
    start(window, match)
    c = window.controller
    c.play(Dedicate(card=match.view(0).hand[0], mood="tender", to=1))
    window.area.curtain._open()
    c.play(SingAria(card=match.view(1).hand[0], zone="wings"))
    window.area.curtain._open()
    return match


def test_lines_are_grouped_per_turn_under_the_mover(window):
    _play_a_few(window)
    rows = window.log_panel.rows()
    kinds = [kind for kind, _seat, _text in rows]
    assert kinds == ["turn", "line", "turn", "line"]
    assert rows[0][2] == "Anna moves" and rows[2][2] == "Bruno moves"


def test_the_badge_is_the_seat_the_line_is_about_and_names_are_words(window):
    _play_a_few(window)
    kind, seat, text = window.log_panel.rows()[1]
    # Anna moved, but the line is about Bruno, who gets the applause.
    assert text.startswith("Anna dedicates Aria ") and text.endswith(" tenderly to Bruno.")
    assert seat == 1
    assert "demo." not in text and " 1." not in text  # no card id, no seat number


def test_a_long_line_is_shown_whole_and_in_full_on_hover(window):
    _play_a_few(window)
    panel = window.log_panel
    panel.resize(200, 400)
    item = panel.list.item(1)
    assert item.toolTip() == item.text()
    delegate = panel.list.itemDelegate()
    assert isinstance(delegate, LogDelegate)
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyleOptionViewItem

    index = panel.list.indexFromItem(item)
    height = delegate.sizeHint(QStyleOptionViewItem(), index).height()
    font = QFont(panel.list.font())
    font.setPixelSize(13)
    width = panel.list.viewport().width() - 32
    wrapped = QFontMetrics(font).boundingRect(
        0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), item.text()
    )
    assert wrapped.height() > QFontMetrics(font).height()  # it does wrap at this width
    assert height >= wrapped.height()  # and every wrapped line has room


def test_clicking_a_line_never_blanks_it(window):
    _play_a_few(window)
    panel = window.log_panel
    view = panel.list
    rect = view.visualItemRect(view.item(1))
    before = view.viewport().grab(rect).toImage()
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        rect.center() + QPoint(3, 0),
    )
    assert view.selectedItems() == []
    assert view.viewport().grab(rect).toImage() == before


def test_an_event_object_shared_by_two_movers_gets_each_movers_badge(window):
    from divas_desktop.core.types import Event

    match = _play_a_few(window)
    # An engine may hand back one (immutable) event object for two steps.
    shared = Event(kind="demo.passed", params={})
    window.log_panel.show_log(match.game.game_id, [(0, 0, shared), (1, 1, shared)], match.seats)
    lines = [seat for kind, seat, _text in window.log_panel.rows() if kind == "line"]
    assert lines == [0, 1]
