"""Where things lie on the Sipario! table (scene units of the 1010×660 design size), and
the ids of what lies there.

```
  0  Notoriety track (50 spaces, 2 rows)                 | deal, round, target / clock
 66  the other impresarios, one panel each (hand, season, staged, purse)
204  the stage: the production being cast, its roles, cards  | the piles
478  your season | gold, markers | your hand fan             | buttons
660
```
"""

from __future__ import annotations

from ....games.sipario.views import SiparioView

WIDTH = 1010.0
HEIGHT = 660.0

TRACK = "track"
TRACK_CELL = 30.0
TRACK_COLUMNS = 25
TRACK_SPACES = 50
HEADER_X = TRACK_CELL * TRACK_COLUMNS + 10  # 760

PANELS_Y = 66.0
PANEL_H = 132.0
PANEL_GAP = 6.0

STAGE = "stage"
STAGE_X = 0.0
STAGE_Y = 204.0
STAGE_W = 694.0
STAGE_H = 268.0
HEADER_Y = STAGE_Y + 4
"""The production's title and live value, and the stage's buttons."""
BANNER_Y = STAGE_Y + 36
"""The whole-show banner."""
SLOTS_Y = STAGE_Y + 60
SLOT_H = 100.0
SLOT_GAP = 4.0
SLOT_COLUMNS = 6
PROMPT_Y = STAGE_Y + STAGE_H - 92
"""The prompt strip at the foot of the stage (what the table asks now)."""
PROMPT_H = 86.0

PILES_X = 702.0
PILES_Y = STAGE_Y
PILE_W = 86.0
PILE_H = 100.0
PILE_STEP = 103.0

OWN_Y = 478.0
SEASON_X = 0.0
SEASON_W = 89.0
"""Width of a season card: every opera's longest title word ("Rosenkavalier") fits in a
normal font; only "Götterdämmerung" is wider than a card can be."""
SEASON_GAP = 2.0
SEASON_H = 106.0
HAND = "zone.hand"
HAND_X = SEASON_X + 3 * SEASON_W + 2 * SEASON_GAP + 3  # 274: right of three season cards
HAND_W = WIDTH - HAND_X
CARD_W = 86.0
"""Width of a card of a hand in one row: every singer's and action card's longest word
fits ("Appoggiatura"), but for the few single words wider than any card can be
(:data:`LONG_WORDS`)."""
CARD_H = 104.0
HAND_Y = OWN_Y + 36
"""Top of the hand's cards (under the title and counters)."""
HAND_ROWS_H = 107.0
"""Height of a crowded hand's two rows (down to the hint line at ``HEIGHT - 38``)."""
HAND_ROW_MIN_W = 88.0
"""Width of a card of a crowded hand's rows while its names need no more."""
HAND_ROW_CARD_W = 112.0
"""Widest card of a hand: a hand holding a very long word ("Raccomandazione") gets cards
this wide (in one row up to six, in two rows up to twelve cards) to set it in a normal
font; eight a row (16 cards) are about 85 wide, which still holds every name but those
of :data:`LONG_WORDS` and two long action cards."""
LONG_WORDS = frozenset({"Raccomandazione", "Recommendation", "Recomendación", "Götterdämmerung"})
"""Single words of card names wider than some cards can be: in a crowded hand of 13 or
more cards (and "Götterdämmerung" on a season card) they are set condensed, as the last
resort before breaking a word. Any other name always fits in a normal font (issue 32)."""
BUTTON_W = 150.0
BUTTON_H = 32.0
BUTTONS_Y = HEIGHT - BUTTON_H - 4

PROMPT = "zone.prompt"
EXTRA = "zone.extra"
OFFER_DRAFT = "offer.draft"

DECK = "pile.deck"
DISCARD = "pile.discard"
BLIND = "pile.blind"
DEBUT = "pile.debut"
EXCEPTIONS = "pile.exceptions"
OPERAS = "pile.operas"
OPERA_DISCARD = "pile.opera_discard"


def summary_id(seat: int) -> str:
    """Id of an impresario's panel."""
    return f"summary.{seat}"


def role_id(prod: int, role: int) -> str:
    """Id of a role slot of a production on stage."""
    return f"role.{prod}.{role}"


def show_id(prod: int) -> str:
    """Id of a production's whole-show banner."""
    return f"show.{prod}"


def effect_id(prod: int, index: int) -> str:
    """Id of an action card's chip on a production."""
    return f"effect.{prod}.{index}"


def covers_id(prod: int) -> str:
    """Id of L'ansioso's off-stage covers slot."""
    return f"covers.{prod}"


def offer_id(index: int) -> str:
    """Id of a Last-Hour Offer's tag."""
    return f"offer.{index}"


def extra_show_id(key: str) -> str:
    """Id of an extra show's chip in the lane (a button: a click begins staging it)."""
    return f"button.extra.{key}"


def offer_item_id(item: str) -> str:
    """Id of an offer-builder token (``gold``, ``marker``, ``singer``, ``action``)."""
    return f"offer.item.{item}"


def seat_of(item_id: str, prefix: str = "summary.") -> int | None:
    """The seat number of a ``summary.N`` id (``None`` for any other id)."""
    if item_id.startswith(prefix) and item_id[len(prefix) :].isdigit():
        return int(item_id[len(prefix) :])
    return None


def parse_role(item_id: str) -> tuple[int, int] | None:
    """(production, role) of a ``role.P.R`` id."""
    parts = item_id.split(".")
    if len(parts) == 3 and parts[0] == "role" and parts[1].isdigit() and parts[2].isdigit():
        return int(parts[1]), int(parts[2])
    return None


def focus(view: SiparioView) -> int | None:
    """The production drawn in full (the last one put on stage)."""
    return len(view.staging) - 1 if view.staging else None
