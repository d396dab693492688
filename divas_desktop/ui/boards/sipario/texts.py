"""The words of the Sipario! board: its one text helper and the names of the game's cards.

Every text the board draws is made by the board's :class:`SiparioTexts` (``board.texts``),
so a ``seat`` always becomes that impresario's name and a count always goes through the
plural form (``ui/board/texts.py``).
"""

from __future__ import annotations

from ....games.sipario.data import load
from ...board.texts import BoardTexts


class SiparioTexts(BoardTexts):
    """The board's own labels (``sipario_board``) and the game's texts (``sipario``)."""

    board_context = "sipario_board"
    game_context = "sipario"


def card_name(texts: SiparioTexts, card: str) -> str:
    """The printed name of any card id (singer, action card, The Fool, opera title)."""
    cards = load()
    singer = cards.singers.get(card)
    if singer is not None:
        if singer.category == "pd":
            return texts.game(f"sipario.pd.{singer.ability}")
        return singer.name
    action = cards.action_cards.get(card)
    if action is not None:
        return type_name(texts, action.type)
    if card == cards.fool_id:
        return texts.game("sipario.card.fool")
    opera = cards.operas.get(card)
    if opera is not None:
        return texts.game(opera.title)
    return card


def type_name(texts: SiparioTexts, as_type: str) -> str:
    """The name of an action type ("Sublime Aria")."""
    return texts.game(f"sipario.card.{as_type}")


def role_name(texts: SiparioTexts, opera: str, role: int) -> str:
    """The name of role ``role`` of ``opera`` ("Figaro")."""
    return texts.game(load().operas[opera].roles[role].name)
