"""Where everything lies on the Divas table (scene units, a 1010×660 design), and which
diva sits at the bottom of the screen.

```
  0  VP track (the scoring board) 0 … 49
 30  La Scala │ Wiener Staatsoper │ Metropolitan │ Colón  ║ the other diva
     (her side above, the viewer's below each opera)      ║ Orchestra
                                                          ║ Palco Reale
298  Timeline ───────────────────────────────────────────────────────────
370  piano: her tessitura, 14 white and 10 black keys, yours  ║ what to do now
526  your hand (4 cards)                discard deck operas  programme
```
"""

from __future__ import annotations

from dataclasses import dataclass

VP_X, VP_Y, VP_CELL, VP_SPACES = 36.0, 3.0, 19.4, 50
HOUSE_Y, HOUSE_W, HOUSE_H, HOUSE_STEP = 30.0, 162.0, 262.0, 166.0
RIGHT_X, RIGHT_W = 668.0, 342.0
OPP_Y, OPP_H = 30.0, 52.0
ORCH_Y = 86.0
ORCH_H, ORCH_H_ALONE = 90.0, 206.0
"""The Orchestra's height beside the Palco Reale, and alone (the base game)."""
ORCH_ICONS_X = RIGHT_X + 78
"""The instrument column of the Orchestra, after the conductors (its bonus texts last)."""
PALCO_Y, PALCO_H = 180.0, 112.0
"""The Palco Reale: three personalities of 111×87 (name and condition fit at 11 px)."""
TIMELINE_Y, TIMELINE_H = 298.0, 66.0
TIMELINE_X = 70.0
"""Where the Timeline's first card lies (its label before it)."""
PIANO_Y = 370.0
KEY_W, KEY_H = 50.0, 120.0
KEYS_Y = PIANO_Y + 16
BLACK_W, BLACK_H = 26.0, 72.0
BRACKET_H = 14.0
NOTE_SIZE = 28.0
"""A note token on a white key."""
NOTE_Y = KEYS_Y + 76
FIGURE_Y = KEYS_Y + 6
"""Where a Diva figure stands on her key."""
PROMPT_X, PROMPT_Y, PROMPT_W, PROMPT_H = 708.0, 370.0, 302.0, 152.0
PROMPT_INNER_W = PROMPT_W - 16
"""The width of the panel's lines."""
BUTTONS_Y = PROMPT_Y + PROMPT_H - 36
"""Where the panel's buttons sit (Skip, Done, +1 VP)."""
HAND_X, HAND_Y, HAND_W = 0.0, 526.0, 612.0
"""Room for four hand cards of 148 units side by side (their texts fit at 11 px)."""
PILE_X, PILE_Y, PILE_W, PILE_H, PILE_STEP = 612.0, 548.0, 40.0, 56.0, 52.0
"""The viewer's discard and deck and the opera deck, side by side after the hand (the
longest label, "Descartes", between the shortest)."""
PROGRAMME_X, PROGRAMME_Y, PROGRAMME_W, PROGRAMME_H = 762.0, 526.0, 248.0, 134.0
"""The programme of the evening: the closed operas, one line each."""
PROGRAMME_ROW, PROGRAMME_STEP = 19.0, 21.0

CARD_SIZES = {"hand": (148.0, 131.0), "strip": (136.0, 14.0), "mini": (40.0, 58.0)}
"""A Diva card in the hand, as a strip in a house, on the Timeline."""
MINI_W, MINI_H = CARD_SIZES["mini"]
SPREAD_LEFT, SPREAD_TOP, SPREAD_GAP = 20.0, 44.0, 8.0
"""A discard opened over the board: where its first card lies (under the backdrop's title)
and the room between cards."""

# Inside a house (from its top-left corner): the other diva's side above the opera.
H_APPLAUSE_TOP, H_APPLAUSE_BOTTOM = 25.0, 240.0
H_STRIPS_BOTTOM = 168.0
H_STRIPS_ROOM = 60.0
H_OPERA_Y = 108.0
H_FAME_X, H_FAME_Y = 144.0, 88.0
STRIP_STEP = 15.0
FAME_CELL = 14.0
NOTE_W, NOTE_H = 30.0, 20.0
"""A note space beside an Applause bar: wide enough for "SOL" at 11 px."""
APPLAUSE_W = 94.0


@dataclass(frozen=True)
class Sides:
    """Which diva is drawn at the bottom of the screen (the viewer) and which at the top."""

    bottom: int
    top: int

    @classmethod
    def of(cls, bottom: int) -> Sides:
        """The seat ``bottom`` at the bottom, the other diva at the top."""
        return cls(bottom, 1 - bottom)


def house_x(index: int) -> float:
    """Left edge of the ``index``-th house (La Scala, Wiener Staatsoper, Met, Colón)."""
    return index * HOUSE_STEP


def key_x(key: int) -> float:
    """Left edge of white key ``key``."""
    return key * KEY_W


def key_centre(key: int) -> float:
    """Centre of white key ``key``."""
    return key * KEY_W + KEY_W / 2


def black_x(between: tuple[int, int]) -> float:
    """Left edge of the black key between two white keys."""
    return key_x(between[1]) - BLACK_W / 2
