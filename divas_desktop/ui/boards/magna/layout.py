"""Where everything lies on the Opera Magna table (scene units, 1010×660 design size).

```
  0 ┌ VENICE ◈ power ──────┬ ANTWERP ◈ power ─────┬ CONSTANTINOPLE ◈ power ┐ cities 330×112
    │ COST   ♟♟  [½][½][½] │                      │                        │
    │ PROFIT ♟   [½][½][½] │                      │                        │
118 ├ FLORENCE (façade) ───┴───┬ BUILDINGS ────────┬ MARKET · rounds left ──┤
    │ L3 [ ][ ][ ][ ]          │ S ▮ [ ][ ]        │ free 1  2  3           │
    │ L2 [ ][ ][ ][ ]          │ M ▮ [ ][ ]        │ [ ][ ][ ][ ]           │
    │ L1 [ ][ ][ ][ ]          │ L ▮ [ ][ ]        │ decks ▮▮▮▮  discard ▮  │
306 ├ VP 0 ▸ 1 ▸ … ▸ 39 ──────────────────────────────────────────────────────┤
336 ├ heading · what to do now                              [buttons]       ┤
386 ├ YOUR SHOP: left │ tracks + certificates │ right │ projects ┬ HAND     ┤
    │ refined goods · final score if the game ended now       │ opponents  │
660 └─────────────────────────────────────────────────────────────┴──────────┘
```
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

DESIGN_W, DESIGN_H = 1010.0, 660.0

CITY_X = (0.0, 340.0, 680.0)
CITY_W, CITY_H = 330.0, 112.0
CITY_HEAD = 20.0
AREA_H = 44.0
HALF_X, HALF_STEP, HALF_W, HALF_H = 108.0, 73.0, 68.0, 40.0
MERCHANT = 20.0

MIDDLE_Y = 118.0
FACADE_X, FACADE_W = 0.0, 426.0
TILE_X, TILE_W, TILE_H, TILE_STEP, ROW_STEP = 24.0, 98.0, 50.0, 101.0, 54.0
ROWS_Y = MIDDLE_Y + 22.0
DISC = 13.0
BUILDINGS_X, BUILDINGS_W = 436.0, 240.0
DECK_W = 34.0
BUILDING_W, BUILDING_H = 96.0, 50.0
MARKET_X, MARKET_W = 686.0, 324.0
CARD_W, CARD_H = 64.0, 84.0
MARKET_CARD_X, MARKET_STEP = 698.0, 78.0
PILE_W, PILE_H = 36.0, 44.0

VP_Y = 306.0
VP_CELL = 25.0
VP_SPACES = 40

PROMPT_Y = 336.0
PROMPT_H = 44.0

BOTTOM_Y = 386.0
SHOP_W, SHOP_H = 770.0, 274.0
RIGHT_X, RIGHT_W = 780.0, 230.0
HAND_H = 108.0
SUMMARY_H, SUMMARY_GAP = 50.0, 5.0

# Inside a shop panel (offsets from its corner).
POS_X, POS_W, POS_H, POS_STEP, POS_Y = 6.0, 124.0, 46.0, 50.0, 24.0
TRACK_X, TRACK_Y, TRACK_H, TRACK_STEP = 136.0, 40.0, 28.0, 30.0
TRACK_CELL, TRACK_HEAD = 28.0, 44.0
RIGHT_POS_X = 494.0
PROJECT_X, PROJECT_W, PROJECT_H, PROJECT_STEP = 626.0, 138.0, 88.0, 92.0
REFINED_Y = 166.0
PROJECTION_Y, PROJECTION_H = 206.0, 56.0

# Inside a building card (offsets from its corner).
NAME_MIN_H = 70.0
"""Cards at least this tall print their name."""
NAME_TOP, NAME_H, FOOTER_H = 20.0, 28.0, 16.0


def row_boxes(rect: QRectF, count: int, size: float, gap: float = 2.0) -> list[QRectF]:
    """Boxes of ``count`` icons of ``size`` in one row, centred in ``rect``."""
    width = count * (size + gap) - gap
    left = rect.center().x() - width / 2
    top = rect.center().y() - size / 2
    return [QRectF(left + i * (size + gap), top, size, size) for i in range(count)]


def project_icon_rect(w: float, h: float) -> QRectF:
    """Where a tall building card (a project) prints its construction cost icons."""
    return QRectF(4, NAME_TOP + NAME_H + 2, w - 8, h - NAME_TOP - NAME_H - FOOTER_H - 5)
