"""The words of a board: one helper per board, the same two rules for every board.

Every board package has a ``texts.py`` whose helper subclasses :class:`BoardTexts`
and names its two catalogue contexts (the board's own labels and its game's engine
texts). The helper is the only way a board turns a code into words, so two rules hold
on every board without each module remembering them:

* a ``seat`` parameter always becomes that player's name (the text says ``{player}``);
* a count always goes through the plural form: pass it positionally as ``n`` (``%n``),
  or name it in a :class:`~divas_desktop.i18n.noop.Counted` text.

Each distinct text is made once per language (a board redraws hundreds of labels per
move), and the language is part of the key, so switching it makes them again.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, ClassVar

from ...i18n.translate import current_language, text


def no_names(seat: int | None) -> str:
    """The name of a seat when a helper is made without the table's names."""
    return "?" if seat is None else str(seat + 1)


class BoardTexts:
    """Translate the codes of one board and of its game (see the module docstring)."""

    board_context: ClassVar[str] = ""
    """The catalogue context of the board's own labels (e.g. ``"sipario_board"``)."""
    game_context: ClassVar[str] = ""
    """The catalogue context of the game's engine texts (e.g. ``"sipario"``)."""

    def __init__(self, seat_name: Callable[[int | None], str] = no_names) -> None:
        self.seat_name = seat_name
        """Gives the name of the player at a seat (the board's ``seat_name``)."""

    def __call__(self, code: str, n: int | None = None, /, **params: Any) -> str:
        """A label of the board, with ``seat`` named and ``n`` as the plural count."""
        return self._say(self.board_context, code, n, params)

    def game(self, code: str, n: int | None = None, /, **params: Any) -> str:
        """A text of the game's engine (card, role and place names, events)."""
        return self._say(self.game_context, code, n, params)

    def _say(self, context: str, code: str, n: int | None, params: dict[str, Any]) -> str:
        if "seat" in params:
            params["player"] = self.seat_name(params.pop("seat"))
        key = tuple(sorted(params.items()))
        try:
            return _cached(context, code, n, current_language(), key)
        except TypeError:  # a list parameter cannot be a cache key: make this one afresh
            return _cached.__wrapped__(context, code, n, current_language(), key)


@lru_cache(maxsize=16384)
def _cached(
    context: str, code: str, n: int | None, language: str, params: tuple[tuple[str, Any], ...]
) -> str:
    if n is None:
        return text(context, code, **dict(params))
    return text(context, code, n, **dict(params))
