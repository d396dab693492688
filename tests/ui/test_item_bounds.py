"""A board item's bounding rectangle is measured once per spec and follows a new spec."""

from dataclasses import replace

from divas_desktop.ui.board.items import MARGIN, ZoneItem
from divas_desktop.ui.board.specs import ZoneSpec


def test_the_bounds_follow_the_spec(app):
    spec = ZoneSpec(id="zone", x=0, y=0, w=100, h=40)
    item = ZoneItem(spec)
    assert item.boundingRect().width() == 100 + 2 * MARGIN
    item.apply_spec(replace(spec, w=180, h=60))
    assert (item.boundingRect().width(), item.boundingRect().height()) == (
        180 + 2 * MARGIN,
        60 + 2 * MARGIN,
    )
    item.boundingRect().setWidth(1)  # a copy: the cached rectangle cannot be changed
    assert item.boundingRect().width() == 180 + 2 * MARGIN
