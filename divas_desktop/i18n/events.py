"""Write an event as the log shows it: names for seats and ids, grammar, plurals.

Every board and panel that prints an event calls :func:`event_text`, so a log line is
produced in one place (``log_panel`` shows them, boards may quote them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .grammar import Grammar, Name
from .names import SEAT_LIST_PARAMS, is_seat_param, term
from .translate import CORE, current_language, name, text

if TYPE_CHECKING:
    from ..core.types import Event


def player_name(seat_names: Sequence[str], seat: int) -> Name:
    """A player's name as a sentence uses it (no gender assumed)."""
    shown = seat_names[seat] if 0 <= seat < len(seat_names) else "?"
    return Name(shown, current_language(), Grammar())


def join_names(items: Sequence[Any]) -> str:
    """ "A", "A and B", "A, B and C" in the current language."""
    words = [str(item) for item in items]
    if not words:
        return "—"
    if len(words) == 1:
        return words[0]
    return text(CORE, "list.and", items=", ".join(words[:-1]), last=words[-1])


def shown_params(
    game_id: str, params: Mapping[str, Any], seat_names: Sequence[str]
) -> dict[str, Any]:
    """The parameters of an event or action as a sentence shows them."""
    shown: dict[str, Any] = {}
    for key, value in params.items():
        shown[key] = shown_value(game_id, key, value, params, seat_names)
    if "seat" in params and "player" not in params:
        shown["player"] = shown["seat"]
    return shown


def shown_value(
    game_id: str, key: str, value: Any, params: Mapping[str, Any], seat_names: Sequence[str]
) -> Any:
    """One parameter in words: a seat as a player, an id as a name, a list joined."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and is_seat_param(game_id, key):
        return player_name(seat_names, value)
    if isinstance(value, (list, tuple)):
        if key in SEAT_LIST_PARAMS and all(isinstance(v, int) for v in value):
            return join_names([player_name(seat_names, v) for v in value])
        if value and all(isinstance(v, str) for v in value):
            return join_names([shown_value(game_id, key, v, params, seat_names) for v in value])
        return value
    found = term(game_id, key, value, params)
    if found is not None:
        return name(game_id, found.key, gender=found.gender, **dict(found.params))
    if isinstance(value, str):
        return name(game_id, value)
    return value


def event_text(game_id: str, event: Event, seat_names: Sequence[str]) -> str:
    """The log line of ``event`` in the current language."""
    return text(game_id, event.kind, **shown_params(game_id, event.params, seat_names))
