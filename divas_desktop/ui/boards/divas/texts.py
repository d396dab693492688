"""The words of the Divas board: its one text helper, and the phrases it builds from it.

The board's own labels are in ``texts_divas_board.py`` (context ``divas_board``); names,
events and historical facts are the engine's (``texts_divas.py``, context ``divas``).
In the board's labels ``{player}`` is mostly a diva (Maria Callas, Renata Tebaldi: the
game's names of the two seats, :meth:`DivasTexts.diva`); the person at the table is named
by ``seat=``, as on every board. The game's names given as parameters (a house, an
instrument, an opera) are the game's texts, so the board's sentence gets the translated
name and its grammar ("alla Scala").
"""

from __future__ import annotations

from ....games.divas.houses import HOUSE_OF
from ...board.texts import BoardTexts

DIVA_CODES = ("divas.diva.callas", "divas.diva.tebaldi")
"""The game's name of each seat's diva: Callas seat 0, Tebaldi seat 1."""


class DivasTexts(BoardTexts):
    """Translate the Divas board's labels and the game's names."""

    board_context = "divas_board"
    game_context = "divas"

    def diva(self, seat: int) -> str:
        """Maria Callas or Renata Tebaldi: the diva ``seat`` plays."""
        return self.game(DIVA_CODES[seat])

    def house(self, house: str) -> str:
        """The name of an opera house (La Scala…)."""
        return self.game(f"divas.house.{house}")

    def instrument(self, instrument: str) -> str:
        """The name of an instrument (violin, clarinet, trumpet, drum)."""
        return self.game(f"divas.instrument.{instrument}")

    def opera(self, opera: str) -> str:
        """The title of an opera."""
        return self.game(f"divas.opera.{opera}")


def fame_text(texts: DivasTexts, fame: int) -> str:
    """Where a house's Fame counter stands, in words (positive: toward Callas)."""
    if fame == 0:
        return texts("fame.even")
    return texts("fame.leans", abs(fame), player=texts.diva(0 if fame > 0 else 1))


def action_name(texts: DivasTexts, code: str) -> str:
    """The name of a black key's action (an instrument, Fame, Tessitura, the Timeline)."""
    if code in HOUSE_OF:
        return texts.instrument(code)
    return texts.game(f"divas.action.{code}")
