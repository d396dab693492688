"""Which item class draws which spec; a board extends it in ``Board.item_types``."""

from __future__ import annotations

from .counter import CounterItem
from .items import BoardItem, ButtonItem, CardItem, LabelItem, TokenItem, ZoneItem
from .pile import PileItem
from .specs import (
    BackdropSpec,
    ButtonSpec,
    CardSpec,
    CounterSpec,
    LabelSpec,
    PileSpec,
    Spec,
    SummarySpec,
    TokenSpec,
    TrackSpec,
    ZoneSpec,
)
from .summary import BackdropItem, SummaryItem
from .track import TrackItem

ITEM_TYPES: dict[type, type[BoardItem]] = {
    ZoneSpec: ZoneItem,
    CardSpec: CardItem,
    TokenSpec: TokenItem,
    LabelSpec: LabelItem,
    ButtonSpec: ButtonItem,
    CounterSpec: CounterItem,
    TrackSpec: TrackItem,
    PileSpec: PileItem,
    SummarySpec: SummaryItem,
    BackdropSpec: BackdropItem,
}
"""The framework's spec kinds and their items."""


def make_item(spec: Spec, item_types: dict[type, type[BoardItem]] = ITEM_TYPES) -> BoardItem:
    """Create the item that draws ``spec``."""
    for kind in type(spec).__mro__:
        if kind in item_types:
            return item_types[kind](spec)
    raise TypeError(f"no item draws {type(spec).__name__}")
