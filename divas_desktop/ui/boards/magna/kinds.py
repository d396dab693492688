"""Which item draws which spec on the Opera Magna board (the framework's kinds, and ours)."""

from __future__ import annotations

from ...board.items import BoardItem
from ...board.kinds import ITEM_TYPES
from .items import (
    AreaItem,
    AreaSpec,
    ColumnsItem,
    ColumnsSpec,
    HotspotItem,
    HotspotSpec,
    PanelItem,
    PanelSpec,
    PositionItem,
    PositionSpec,
    PowerItem,
    PowerSpec,
    RefinedItem,
    RefinedSpec,
    TrackRowItem,
    TrackRowSpec,
    WorksiteItem,
    WorksiteSpec,
)
from .panels import (
    ProjectionItem,
    ProjectionSpec,
    RichButtonItem,
    RichButtonSpec,
    ScoreTableItem,
    ScoreTableSpec,
    ShopSummaryItem,
    ShopSummarySpec,
)
from .trade import BuildingCardItem, BuildingCardSpec, TradeCardItem, TradeCardSpec

MAGNA_ITEM_TYPES: dict[type, type[BoardItem]] = {
    **ITEM_TYPES,
    TradeCardSpec: TradeCardItem,
    BuildingCardSpec: BuildingCardItem,
    PanelSpec: PanelItem,
    AreaSpec: AreaItem,
    HotspotSpec: HotspotItem,
    WorksiteSpec: WorksiteItem,
    PowerSpec: PowerItem,
    RefinedSpec: RefinedItem,
    TrackRowSpec: TrackRowItem,
    ColumnsSpec: ColumnsItem,
    PositionSpec: PositionItem,
    RichButtonSpec: RichButtonItem,
    ShopSummarySpec: ShopSummaryItem,
    ScoreTableSpec: ScoreTableItem,
    ProjectionSpec: ProjectionItem,
}
"""Every spec kind the Opera Magna board draws."""
