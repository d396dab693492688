"""A discard pile opened over the board: its cards at hand size, every text readable.

The framework fans a pile out as small generic cards; a Diva card's event does not fit
there at 11 px, so the Divas board lays a discard out itself, as the hand is drawn: the
top card first, six to a row, on the framework's backdrop (which a click or Esc closes).
"""

from __future__ import annotations

from ...board.overlay import OVERLAY_Z
from ...board.specs import Spec
from .cards import SIZES, card_spec
from .items import DivasPileSpec

LEFT, TOP, GAP = 20.0, 44.0, 8.0
"""Where the first card lies (under the backdrop's title) and the room between cards."""


def spread_specs(pile: DivasPileSpec, width: float, height: float) -> list[Spec]:
    """The cards of ``pile``, top card first, in rows across ``width`` × ``height``."""
    card_w, card_h = SIZES["hand"]
    per_row = max(1, int((width - 2 * LEFT + GAP) // (card_w + GAP)))
    rows = max(1, -(-len(pile.spread) // per_row))
    # Rows overlap only when a discard is too long for the board (more than 24 cards).
    row_step = min(card_h + GAP, (height - TOP - card_h - GAP) / max(1, rows - 1))
    specs: list[Spec] = []
    for index, card in enumerate(reversed(pile.spread)):
        row, column = divmod(index, per_row)
        specs.append(
            card_spec(
                card,
                LEFT + column * (card_w + GAP),
                TOP + row * row_step,
                "hand",
                id=f"{pile.id}.spread.{card}",
                z=OVERLAY_Z + 1 + index,
            )
        )
    return specs
