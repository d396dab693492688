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
company is drawn large at the bottom (nothing in it is secret). Pure geometry, no Qt:
the constants of every part, the ids of the places cards are dropped on, and the boxes of
the buttons placed beside what they act on.
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

# --- the phase band while bidding (bids.py) ----------------------------------------------
HAND_W = 420.0
BID_X = HAND_W + 8
BID_W = LEFT_W - BID_X
CONFIRM_H = 30.0
LIFT = 14.0
"""How far a card of the hand or the bid rises under the pointer (the same in both, so a
card moved between them only moves)."""
ROW_H_MAX = 40.0
"""A row of the reveal table (fewer at five players)."""

# --- the right column and the director pile (table.py) -----------------------------------
TILE_W = (RIGHT_W - 16 - 6) / 2
TILE_H = 22.0
TILE_STEP = TILE_H + 4
BIG_TILE_W = (LEFT_W - 2 * 6) / 3
BIG_TILE_H = 54.0
COMPONENT_H = 68.0
"""Puccini, the costume designer and the carpenter."""
FIRER_BUTTON_H = 34.0
"""A button choosing who fires, under the question."""

# --- the featured company (company.py) ---------------------------------------------------
OWN_STEP = CARD_W + 6
OWN_DIRECTOR_W = 150.0
SIDE_X = 6 * OWN_STEP + OWN_DIRECTOR_W + 22
"""Left edge of the money and scene-element counters of the featured company."""

# --- the final scene (final.py) ----------------------------------------------------------
SCORE_Y = HEADING_Y
SCORE_H = BAND_Y + BAND_H - HEADING_Y
FINAL_DIRECTOR_W = 180.0
BUTTON_W = 200.0
BUTTON_H = 34.0

# --- the places things are dropped on, and the board's own ids ----------------------------
HAND_ZONE = "zone.hand"
BID_ZONE = "zone.bid"
FIRED_ZONE = "zone.fired"
PILE = "pile"
ROUNDS_ID = "rounds"
OPTIMAL = "button.optimal"
"""Id of the board-local button that plays the optimal assignment."""
CONFIRM_CAST = "button.confirm_cast"


def company_id(seat: int) -> str:
    """Id of a company's panel (the target of an understudy)."""
    return f"company.{seat}"


def bid_id(seat: int, index: int) -> str:
    """Id of the ``index``-th card of a seat's bid: a back, then the face it hid."""
    return f"bid.{seat}.{index}"


def role_id(role: str) -> str:
    """Id of a role's slot in the final scene (the target of an assignment)."""
    return f"role.{role}"


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


def confirm_box() -> tuple[float, float, float, float]:
    """Where the Confirm button of the bid goes (x, y, w, h): under the bid."""
    return BID_X + 10, BAND_Y + BAND_H - CONFIRM_H - 6, BID_W - 20, CONFIRM_H


def final_button_boxes() -> dict[str, tuple[float, float, float, float]]:
    """Where the final scene's buttons go (x, y, w, h): beside the legend, under the cast."""
    x = FINAL_DIRECTOR_W + 14
    y = BAND_Y + BAND_H - BUTTON_H - 6
    return {
        OPTIMAL: (x, y, BUTTON_W, BUTTON_H),
        CONFIRM_CAST: (x + BUTTON_W + 12, y, LEFT_W - x - BUTTON_W - 12, BUTTON_H),
    }


def firer_box(top: float, index: int) -> tuple[float, float, float, float]:
    """Where the ``index``-th button choosing who fires goes, from ``top`` down."""
    return RIGHT_X, top + index * (FIRER_BUTTON_H + 6), RIGHT_W, FIRER_BUTTON_H
