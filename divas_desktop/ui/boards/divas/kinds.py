"""Which item draws which spec on the Divas board: the framework's items and the board's own."""

from __future__ import annotations

from ...board import ITEM_TYPES, BoardItem
from .house_items import (
    ApplauseItem,
    ApplauseSpec,
    FameTrackItem,
    FameTrackSpec,
    HouseItem,
    HouseSpec,
    InstrumentTokenItem,
    InstrumentTokenSpec,
    NoteTokenItem,
    NoteTokenSpec,
    SideItem,
    SideSpec,
)
from .items import (
    DivaCardItem,
    DivaCardSpec,
    DivasPileItem,
    DivasPileSpec,
    FittedTextItem,
    FittedTextSpec,
    FrameItem,
    FrameSpec,
    HotspotItem,
    HotspotSpec,
    OperaCardItem,
    OperaCardSpec,
    PersonalityItem,
    PersonalitySpec,
    ProgrammeItem,
    ProgrammeSpec,
)
from .piano_items import (
    BlackKeyItem,
    BlackKeySpec,
    BracketItem,
    BracketSpec,
    DivaFigureItem,
    DivaFigureSpec,
    HandleItem,
    HandleSpec,
    WhiteKeyItem,
    WhiteKeySpec,
)

DIVAS_ITEM_TYPES: dict[type, type[BoardItem]] = {
    **ITEM_TYPES,
    FrameSpec: FrameItem,
    FittedTextSpec: FittedTextItem,
    HotspotSpec: HotspotItem,
    DivaCardSpec: DivaCardItem,
    DivasPileSpec: DivasPileItem,
    OperaCardSpec: OperaCardItem,
    PersonalitySpec: PersonalityItem,
    ProgrammeSpec: ProgrammeItem,
    HouseSpec: HouseItem,
    FameTrackSpec: FameTrackItem,
    SideSpec: SideItem,
    ApplauseSpec: ApplauseItem,
    NoteTokenSpec: NoteTokenItem,
    InstrumentTokenSpec: InstrumentTokenItem,
    WhiteKeySpec: WhiteKeyItem,
    BlackKeySpec: BlackKeyItem,
    DivaFigureSpec: DivaFigureItem,
    BracketSpec: BracketItem,
    HandleSpec: HandleItem,
}
"""The framework's items plus the Divas table's own."""
