"""The animation queue's paths and pulses: an item travels through stops (hopping) to its
place, a used item swells and shrinks back; a click finishes both exactly."""

from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform

from divas_desktop.ui.board import Board, TokenSpec
from divas_desktop.ui.board.animation import GLIDE_MS, PULSE_MS


class _Table(Board):
    def describe(self, view):
        yield TokenSpec(id="diva", x=300, y=100, label="C")


def _table(qapp) -> tuple[_Table, object]:
    board = _Table("demo")
    board.sync(object())
    return board, board.item("diva")


def test_an_item_travels_through_its_stops_with_hops_to_its_place(qapp, animated):
    board, item = _table(qapp)
    stops = [QPointF(100, 100), QPointF(200, 100)]
    board.animations.travel(item, stops, ms_per_leg=100, hop=20)
    queue = board.animations
    assert queue.busy()
    assert queue.durations() == [200]  # two legs: 100 → 200 → home (300)
    [animation] = queue.playing()
    animation.setCurrentTime(50)  # half-way through the first leg, at the top of the hop
    assert abs(item.pos().x() - 150) < 1 and abs(item.pos().y() - 80) < 1
    animation.setCurrentTime(150)
    assert abs(item.pos().x() - 250) < 1 and item.pos().y() < 100
    queue.finish()
    assert item.pos() == item.home() == QPointF(300, 100)
    assert not queue.busy()


def test_a_pulse_swells_and_finishing_restores_the_item(qapp, animated):
    board, item = _table(qapp)
    board.animations.pulse(item, times=2)
    queue = board.animations
    assert queue.durations() == [2 * PULSE_MS]
    [animation] = queue.playing()
    animation.setCurrentTime(PULSE_MS // 2)  # the top of the first swell
    assert item.transform().m11() > 1.15
    queue.finish()
    assert item.transform() == QTransform()


def test_nothing_travels_when_animations_are_off(qapp):
    board, item = _table(qapp)
    board.animations.travel(item, [QPointF(0, 0)], ms_per_leg=GLIDE_MS)
    board.animations.pulse(item)
    assert not board.animations.busy()
    assert item.pos() == item.home()
