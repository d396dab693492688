"""What a board asks to be drawn: small frozen value objects keyed by stable ids.

A game's board turns a player view into a list of specs; :meth:`Board.sync` makes the
scene match that list (creating, updating, moving or removing items). Specs compare by
value, so an unchanged spec costs nothing on the next sync.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CARD_W = 96.0
"""Default card width in scene units (a scene unit is a device-independent pixel at 100 %)."""
CARD_H = 136.0


@dataclass(frozen=True)
class Spec:
    """Common fields of every board item."""

    id: str
    """Stable id; the same id in the next view means the same item (it moves, not blinks)."""
    x: float
    y: float
    z: float = 0.0
    movable: bool = False
    """The viewer may pick this item up (drag, click or keyboard)."""
    target: bool = False
    """Gestures may end on this item (a drop zone, a card that receives an attachment)."""
    tooltip: str = ""


@dataclass(frozen=True)
class ZoneSpec(Spec):
    """A rectangular area: a stage, a hand, a role slot. A drop target by default."""

    w: float = 200.0
    h: float = 150.0
    label: str = ""
    target: bool = True
    fill: str = "#00000055"
    """Fill colour (``#rrggbbaa`` allowed)."""
    style: str = "zone"
    """``"zone"`` (framed area) or ``"slot"`` (a card-sized dashed place)."""


@dataclass(frozen=True)
class CardSpec(Spec):
    """A playing card, face up (title, value, text) or face down (its back)."""

    title: str = ""
    value: str = ""
    """Big corner value (strength, cost, stars)."""
    text: str = ""
    """Body text (an effect), wrapped to the card."""
    footer: str = ""
    face_up: bool = True
    accent: str = "#7a0f1a"
    """Band colour; always paired with ``mark`` so colour is never the only cue."""
    mark: str = ""
    """A letter or symbol telling the card's kind without colour (e.g. "S", "♪")."""
    w: float = CARD_W
    h: float = CARD_H
    rotation: float = 0.0


@dataclass(frozen=True)
class TokenSpec(Spec):
    """A token: a coloured shape with a letter (seat markers, gold, notoriety cubes)."""

    colour: str = "#d4af37"
    shape: str = "circle"
    """``circle``, ``square``, ``diamond``, ``triangle`` or ``hexagon``."""
    label: str = ""
    size: float = 34.0


@dataclass(frozen=True)
class LabelSpec(Spec):
    """Text on the board; ``width`` > 0 wraps it."""

    text: str = ""
    size: float = 12.0
    colour: str = "#f6ecd2"
    bold: bool = False
    width: float = 0.0


@dataclass(frozen=True)
class ButtonSpec(Spec):
    """A clickable button on the board that sends ``action`` (an Action) when pressed."""

    text: str = ""
    action: Any = None
    w: float = 150.0
    h: float = 36.0
