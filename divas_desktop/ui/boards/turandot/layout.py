"""Where everything sits on the Turandot board, in scene units of the 1010×660 design.

::

      0 ┌ the other companies: one compact panel each, clockwise from the featured seat ──┐
     92 ├ heading + help ───────────────────────────────┬ rounds ①②③Ⓡ⑤⑥⑦ ───────────────┤
    142 │ casting row: 6 characters, the cards under them │ Puccini · designer · carpenter  │
        │ (final scene: the featured cast on the roles)   │ directors (names) · fired       │
    314 ├ phase band: hand + bid │ bids revealed │ the    │ last bids                       │
        │ director pile to fire from │ director + legend│ (final: the live score)         │
    490 ├ the featured company: singers, director, money, scene elements (final: standings)┤
    660 └──────────────────────────────────────────────────────────────────────────────────┘

The *featured* seat is the viewer, or behind the curtain the last seat that looked: its
company is drawn large at the bottom (nothing in it is secret). Pure geometry, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

WIDTH = 1010.0
HEIGHT = 660.0
GAP = 8.0

OTHERS_Y = 0.0
OTHERS_H = 92.0
"""Height of a compact company panel in the top strip."""
OTHER_MAX_W = 420.0
"""A lone opponent's panel is no wider than this (the strip is left-aligned)."""

HEADING_Y = 98.0
LEFT_W = 630.0
"""Width of the left part: heading, casting row, phase band."""
RIGHT_X = 642.0
RIGHT_W = WIDTH - RIGHT_X

COL = 106.0
"""Width of a column of the casting row (card plus gap)."""
ROW_Y = 142.0
HEADER_H = 34.0
CARD_W = 100.0
CARD_H = 126.0
CARD_Y = ROW_Y + HEADER_H + 4

BAND_Y = 314.0
BAND_H = 168.0
OWN_Y = 490.0
OWN_H = HEIGHT - OWN_Y

CHIP_W = 36.0
CHIP_H = 40.0
CHIP_STEP = 38.0
PLAYER_W = 76.0
PLAYER_H = 100.0
MINI_W = 20.0
MINI_H = 26.0
"""A face of a revealed bid."""
BACK_W = 14.0
BACK_H = 20.0
"""A card back of a bid placed, in a company's panel."""


@dataclass(frozen=True)
class Box:
    """A rectangle of the design."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """The right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The bottom edge."""
        return self.y + self.h


def other_boxes(count: int) -> list[Box]:
    """The top strip's panels for ``count`` other companies, left to right."""
    if count <= 0:
        return []
    width = min(OTHER_MAX_W, (WIDTH - GAP * (count - 1)) / count)
    return [Box(i * (width + GAP), OTHERS_Y, width, OTHERS_H) for i in range(count)]


def slot_x(index: int) -> float:
    """Left edge of column ``index`` (0-based) of the casting row."""
    return index * COL


def clockwise_from(first: int, seats: int) -> list[int]:
    """Every seat clockwise from ``first`` (inclusive)."""
    return [(first + k) % seats for k in range(seats)]
