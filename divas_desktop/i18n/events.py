"""Write an event as the log shows it: names for seats and ids, grammar, plurals.

Every board and panel that prints an event calls :func:`event_text`, so a log line is
produced in one place (``log_panel`` shows them, boards may quote them). Each parameter
is written as its game declares it (``params.py``, ``events_<game>.py``): a seat as the
player's name, a card by its name, a count through the text's plural form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .grammar import Grammar, Name, Names
from .names import Term, role_term, term
from .params import Param, declared, text_code
from .translate import CORE, current_language, measures, name, text

if TYPE_CHECKING:
    from ..core.types import Event


def player_name(seat_names: Sequence[str], seat: int) -> Name:
    """A player's name as a sentence uses it (no gender assumed)."""
    shown = seat_names[seat] if 0 <= seat < len(seat_names) else "?"
    return Name(shown, current_language(), Grammar())


def join_names(items: Sequence[Any]) -> str:
    """ "A", "A and B", "A, B and C" in the current language ("nothing" for none)."""
    words = [str(item) for item in items]
    if not words:
        return text(CORE, "list.none")
    if len(words) == 1:
        return words[0]
    return text(CORE, "list.and", items=", ".join(words[:-1]), last=words[-1])


def shown_params(
    game_id: str, kind: str, params: Mapping[str, Any], seat_names: Sequence[str]
) -> dict[str, Any]:
    """The parameters of the event ``kind`` as its sentence shows them.

    The parameter declared as the line's player is also ``{player}`` to the sentence,
    whatever the engine calls it (Opera Magna's ``seat``).
    """
    declaration = declared(game_id).get(kind, {})
    shown: dict[str, Any] = {}
    for key, value in params.items():
        shown[key] = shown_value(game_id, declaration.get(key), value, params, seat_names)
    for key, param in declaration.items():
        if param.kind == "player" and key in shown:
            shown.setdefault("player", shown[key])
    return shown


def shown_value(
    game_id: str,
    param: Param | None,
    value: Any,
    params: Mapping[str, Any],
    seat_names: Sequence[str],
) -> Any:
    """One parameter in words, as ``param`` declares it (``None``: undeclared)."""
    if value is None or isinstance(value, bool):
        return value
    if param is None:  # a kind without a declaration (a test's game): names, else as it is
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            return join_names([_named(game_id, None, v) for v in value])
        return _named(game_id, None, value)
    kind = param.kind
    if param.is_seat:
        return player_name(seat_names, value) if isinstance(value, int) else value
    if kind == "seats" and isinstance(value, list | tuple):
        return join_names([player_name(seat_names, v) for v in value if isinstance(v, int)])
    if kind == "cards" and isinstance(value, list | tuple):
        named = [_named(game_id, param, v) for v in value]
        if named and all(isinstance(n, Name) for n in named):
            return Names(tuple(named), join_names)  # "{cards:art}": each with its article
        return join_names(named)
    if kind in ("card", "name"):
        return _named(game_id, param, value)
    if kind == "role":
        found = role_term(game_id, value, params.get(param.of))
        return _name_of(game_id, found) if found is not None else value
    return value  # counts and amounts (the text's plural forms write them), flags, hidden


def _named(game_id: str, param: Param | None, value: Any) -> Any:
    """A card, a data key or a text code by its name (a printed name stays as it is)."""
    if not isinstance(value, str):
        return value
    if param is not None and param.code:
        return name(game_id, param.code.format(value))
    found = term(game_id, value)
    if found is not None:
        return _name_of(game_id, found)
    return name(game_id, value)


def _name_of(game_id: str, found: Term) -> Name:
    params = {key: _goods(game_id, value) for key, value in found.params}
    return name(game_id, found.key, gender=found.gender, **params)


def _goods(game_id: str, value: Any) -> Any:
    """A name's parameter; ``((code, amount), …)`` (a trade card's goods) as "Lead + Wood ×2"."""
    if not isinstance(value, tuple) or not all(isinstance(v, tuple) for v in value):
        return value
    words = [str(name(game_id, code)) + (f" ×{n}" if n > 1 else "") for code, n in value]
    return " + ".join(words) if words else text(CORE, "list.none")


def event_text(game_id: str, event: Event, seat_names: Sequence[str]) -> str:
    """The log line of ``event`` in the current language."""
    shown = shown_params(game_id, event.kind, event.params, seat_names)
    # A good written with its count ("1 Column") is made from the engine's code.
    shown.update(measures(game_id, event.kind, event.params))
    return text(game_id, text_code(event.kind, event.params), **shown)
