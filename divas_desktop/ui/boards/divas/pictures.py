"""Pictures of the Divas table's items, remembered by look: a piece is painted once.

Qt keeps each item's picture while the item stays where it is, but raising the curtain
turns the table round (the viewer's diva at the bottom) and deals the hand anew: most
pieces then land a fraction of a pixel differently, or are new items, and Qt paints them
all again. Here a picture is kept by what it shows (the spec without its place and id,
the highlight, the last-move badge) and by exactly where it falls on the device (zoom,
fraction of a pixel, high-DPI ratio), so it is copied instead of painted again, pixel for
pixel the same. A spec's look includes whether a card is face up and what it says, so a
picture is only ever copied for a spec that shows the same thing.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.items import BoardItem
from ...board.specs import Spec

BUDGET_BYTES = 32 * 1024 * 1024
"""Memory for remembered pictures (a full table at 1366×768 takes about 7 MB)."""

_pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()
_used = 0

Item = TypeVar("Item", bound=type[BoardItem])
Paint = Callable[[BoardItem, QPainter, QStyleOptionGraphicsItem, QWidget | None], None]


def remembered(item_type: Item) -> Item:
    """Make ``item_type`` copy its pictures from memory (a class decorator)."""
    draw: Paint = item_type.paint  # type: ignore[assignment]

    def paint(
        self: BoardItem,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        key = _key(self, painter)
        if key is None:  # not painting into Qt's item cache: draw as usual
            draw(self, painter, option, widget)
            return
        picture = _pictures.get(key)
        if picture is None:
            picture = _render(self, painter, option, widget, draw)
            _remember(key, picture)
        else:
            _pictures.move_to_end(key)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, picture)
        painter.restore()

    paint.__doc__ = draw.__doc__
    item_type.paint = paint  # type: ignore[method-assign, assignment]
    return item_type


def _key(item: BoardItem, painter: QPainter) -> Hashable | None:
    """What the picture shows and where it falls on the device; ``None``: do not remember."""
    device = painter.device()
    transform = painter.worldTransform()
    simple = transform.type().value <= QTransform.TransformationType.TxScale.value
    if not isinstance(device, QPixmap) or not simple:
        return None
    if not item.transform().isIdentity():  # flipping or pulsing: every frame differs
        return None
    # Only the item's own cache picture: not a whole screenshot drawn item by item.
    bounds = transform.mapRect(item.boundingRect())
    ratio = device.devicePixelRatio()
    if (
        device.width() > (bounds.width() + 4) * ratio
        or device.height() > (bounds.height() + 4) * ratio
    ):
        return None
    key = (
        type(item),
        _look(item),
        item.mark,
        item.key_focus,
        item.last_move,
        round(transform.m11(), 6),
        round(transform.m22(), 6),
        round(transform.dx(), 4),
        round(transform.dy(), 4),
        device.width(),
        device.height(),
        device.devicePixelRatio(),
        int(painter.renderHints().value),
    )
    try:
        hash(key)
    except TypeError:  # a spec with a list in it: drawn as usual
        return None
    return key


def _look(item: BoardItem) -> Spec:
    """The item's spec without its place and id (kept while the spec stays the same)."""
    kept = item.__dict__.get("_look")
    if kept is not None and kept[0] is item.spec:
        return kept[1]
    spec = item.spec
    look = replace(spec, id="", x=0.0, y=0.0, z=0.0, movable=False, target=False, tooltip="")
    item.__dict__["_look"] = (spec, look)
    return look


def _render(
    item: BoardItem,
    painter: QPainter,
    option: QStyleOptionGraphicsItem,
    widget: QWidget | None,
    draw: Paint,
) -> QPixmap:
    """Paint ``item`` as Qt would into its cache: same size, placement and hints."""
    device = painter.device()
    assert isinstance(device, QPixmap)
    picture = QPixmap(device.width(), device.height())
    picture.setDevicePixelRatio(device.devicePixelRatio())
    picture.fill(Qt.GlobalColor.transparent)
    own = QPainter(picture)
    own.setRenderHints(painter.renderHints())
    own.setWorldTransform(painter.worldTransform())
    draw(item, own, option, widget)
    own.end()
    return picture


def _remember(key: Hashable, picture: QPixmap) -> None:
    """Keep ``picture``, forgetting the least recently used beyond the budget."""
    global _used
    _pictures[key] = picture
    _used += _bytes(picture)
    while _used > BUDGET_BYTES and len(_pictures) > 1:
        _old_key, old = _pictures.popitem(last=False)
        _used -= _bytes(old)


def _bytes(picture: QPixmap) -> int:
    return picture.width() * picture.height() * 4


def forget_pictures() -> None:
    """Drop every remembered picture (tests; a theme change)."""
    global _used
    _pictures.clear()
    _used = 0
