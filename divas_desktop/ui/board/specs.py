"""What a board asks to be drawn: small frozen value objects keyed by stable ids.

A game's board turns a player view into a list of specs; :meth:`Board.sync` makes the
scene match that list (creating, updating, moving or removing items). Specs compare by
value, so an unchanged spec costs nothing on the next sync. Sizes are scene units
(device-independent pixels at 100 %); text sizes are pixels too (``fonts.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .fonts import TEXT_BODY

CARD_W = 96.0
"""Default card width in scene units (a scene unit is a device-independent pixel at 100 %)."""
CARD_H = 136.0


@dataclass(frozen=True)
class CardFace:
    """Everything printed on a card, for the inspector's large rendering.

    A board fills it from the player view (names, values and texts already translated);
    the inspector draws it at full size with its whole text, however small the card is on
    the board.
    """

    title: str
    subtitle: str = ""
    """A line under the title (voice, composer, kind)."""
    band: str = ""
    """Text in the coloured band at the top (the card's kind)."""
    accent: str = "#7a0f1a"
    """Band colour; always paired with ``mark``/``band`` text."""
    mark: str = ""
    """A letter or symbol telling the kind without colour."""
    value: str = ""
    """The big value (stars, strength, cost)."""
    text: str = ""
    """The full effect or rules text."""
    lines: tuple[str, ...] = ()
    """Further facts, one per line (cost, points, a historical note)."""
    footer: str = ""


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
    face: CardFace | None = None
    """Shown large by the inspector (hover ~300 ms or right-click); also for the log."""
    lift: float = 0.0
    """Raised by this many units while the pointer is over it (a card in a hand fan)."""


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
    """Body text (a short effect), wrapped to the card; the inspector shows the full one."""
    footer: str = ""
    face_up: bool = True
    accent: str = "#7a0f1a"
    """Band colour; always paired with ``mark`` so colour is never the only cue."""
    mark: str = ""
    """A letter or symbol telling the card's kind without colour (e.g. "S", "♪")."""
    w: float = CARD_W
    h: float = CARD_H
    rotation: float = 0.0
    back_colour: str = ""
    """Frame of the back in a seat's colour (an opponent's hand); pair it with ``back_mark``."""
    back_mark: str = ""
    """Letter on the back (the owner's initial)."""


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
    """Text on the board; ``width`` > 0 wraps it. ``size`` is in pixels (at least 11)."""

    text: str = ""
    size: float = TEXT_BODY
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
    confirms: bool = False
    """Return presses it wherever the keyboard is on the board (Space still picks a card)."""


@dataclass(frozen=True)
class CounterSpec(Spec):
    """A number with its unit (gold, PN, VP); a change floats a delta ("+3 PN") beside it."""

    value: int = 0
    unit: str = ""
    """Translated unit shown after the number and in the floating delta."""
    colour: str = "#d4af37"
    shape: str = "circle"
    mark: str = ""
    """Letter or symbol inside the shape (never colour alone)."""
    w: float = 96.0
    h: float = 34.0


@dataclass(frozen=True)
class TrackSpec(Spec):
    """A score track of ``spaces`` numbered spaces, in a line or a serpentine of rows.

    Tokens on it are ordinary :class:`TokenSpec` items placed by :func:`track_tokens`.
    """

    spaces: int = 25
    columns: int = 25
    """Spaces per row; more spaces than columns make a serpentine (row 2 runs back)."""
    cell: float = 38.0
    first: int = 0
    """Number of the first space."""
    flag: int | None = None
    """Space of the target flag (drawn as ⚑), if any."""
    label: str = ""
    every: int = 5
    """Numbers are written on every ``every``-th space (and the first)."""


@dataclass(frozen=True)
class PileSpec(Spec):
    """A pile of cards: its count, the top card (or a back), seat chips, a drawable mark.

    ``cards`` (faces, top last) are what a click on the pile fans out; leave it empty for
    a face-down deck.
    """

    w: float = 84.0
    h: float = 118.0
    count: int = 0
    label: str = ""
    top: CardFace | None = None
    """The top card when face up; ``None`` draws a back."""
    cards: tuple[CardFace, ...] = ()
    chips: tuple[tuple[str, str, str], ...] = ()
    """Seat chips ``(colour, shape, letter)``: whose cards lie there."""
    drawable: bool = False
    """The viewer may take from it now: raised and outlined."""
    target: bool = True


@dataclass(frozen=True)
class SummarySpec(Spec):
    """A compact panel of an opponent (or any area) that a click opens in full.

    The full area comes from :meth:`Board.expanded_specs` and is shown over the board
    until a click outside it or Esc.
    """

    w: float = 242.0
    h: float = 74.0
    title: str = ""
    lines: tuple[str, ...] = ()
    colour: str = "#888888"
    shape: str = "circle"
    letter: str = ""
    active: bool = False
    """Thick frame: this seat is to move."""
    expandable: bool = True


@dataclass(frozen=True)
class BackdropSpec(Spec):
    """The dimmed cloth behind an expanded area; a click on it closes the area."""

    w: float = 1010.0
    h: float = 660.0
    title: str = ""


def face_card(face: CardFace, item_id: str, x: float, y: float, **extra: Any) -> CardSpec:
    """A face-up card drawing ``face`` (the inspector then shows the same face, large).

    ``extra`` sets any other field (``w``, ``movable``…) or overrides one taken from the face.
    """
    fields: dict[str, Any] = {
        "title": face.title,
        "value": face.value,
        "accent": face.accent,
        "mark": face.mark,
        "footer": face.footer,
        "face": face,
    }
    fields.update(extra)
    return CardSpec(id=item_id, x=x, y=y, **fields)
