"""What each parameter of an event is, as each game declares it (Qt-free).

An engine's event carries bare values (``{"player": 2, "card": "sip.sng.078", "gold": 3}``);
the log must know which integer is a seat, which string is a card and which number is
counted. Each game declares it once per event kind, beside its texts, in
``divas_desktop/i18n/events_<game>.py``::

    EVENTS: Events = {
        "sipario.ev.offer_made": {"player": PLAYER, "card": CARD, "gold": COUNT, "markers": COUNT},
    }

and the log renderer (``events.py``) writes each parameter by its declaration, never by
guessing from its name. The same module may also declare, each optional:

- ``WORDINGS``: per kind, a function of the parameters giving another text code for the
  line ("keeps" rather than "gives to" himself; an empty gossip said in words);
- ``ACTORS``: per kind, the parameter naming the seat that acts when it is not the line's
  player (the log heads each group with the actor);
- ``PASSIVE``: kinds whose player only receives (a closing's Applause for both divas):
  under the heading of the seat whose step it was;
- ``FOLDED``: self-cancelling kinds the log folds turn after turn (``folding.py``).

``tests/i18n/test_event_params.py`` renders every declared kind
of every game and fails on a kind or a parameter without a declaration.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

Kind = Literal[
    "player", "seat", "seats", "card", "cards", "name", "role", "count", "amount", "flag", "hidden"
]


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter's kind, and how its value becomes words."""

    kind: Kind
    code: str = ""
    """For a card or a name: the text code of a data key, ``{}`` standing for the value
    (``"sipario.show.{}"``). Empty: the value is itself an id, a text code or a printed
    name, which the game's namer (``names.py``) or the catalogue turns into its name."""
    of: str = ""
    """For a role: the parameter that holds its opera."""
    seat_names: tuple[str, ...] = ()
    """For a name that stands for a seat (a diva): the names in seat order, so the line
    is about that seat (its badge, its heading in the log)."""

    @property
    def is_seat(self) -> bool:
        """Whether the value is a seat (shown as the player's name)."""
        return self.kind in ("player", "seat")

    @property
    def is_list(self) -> bool:
        """Whether the value is a list of the kind's values."""
        return self.kind in ("seats", "cards")


PLAYER = Param("player")
"""The seat the line is about (its badge in the log); written as the player's name. A
sentence reaches it as ``{player}`` even when the engine calls it ``seat``."""
SEAT = Param("seat")
"""Another seat the line names (a victim, a seller): the player's name."""
SEATS = Param("seats")
"""Seats: the players' names, joined ("Anna, Bruno and Carla")."""
CARD = Param("card")
"""A card (or a thing of the table named like one: a house, an area, a good): its name."""
CARDS = Param("cards")
"""Cards: their names joined, and "nothing" when there are none."""
NAME = Param("name")
"""A text code, a data key or a printed name that is not a card: its name."""
COUNT = Param("count")
"""A number the sentence counts: written through a plural form (``%n`` or a unit text)."""
AMOUNT = Param("amount")
"""A number written as it is (points, a round, a key of the piano)."""
FLAG = Param("flag")
"""A yes/no that chooses the wording; never written."""
HIDDEN = Param("hidden")
"""A value the sentence never writes (an id beside its name, a breakdown by type)."""


def code(pattern: str) -> Param:
    """A data key named by the text code ``pattern`` (``code("sipario.show.{}")``)."""
    return Param("name", pattern)


def codes(pattern: str) -> Param:
    """Data keys named by the text code ``pattern``, joined."""
    return Param("cards", pattern)


def role(of: str) -> Param:
    """The index of a role of the opera held by the parameter ``of``: the role's name."""
    return Param("role", of=of)


Events = dict[str, dict[str, Param]]
"""Per event kind, each of its parameters' :class:`Param`."""


@cache
def declared(game_id: str) -> Events:
    """The event declarations of ``game_id`` (empty when the game has none)."""
    if not game_id.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"divas_desktop.i18n.events_{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "EVENTS", {}))


Wording = Callable[[Mapping[str, Any]], "str | None"]
"""Given an event's parameters, the text code of another wording of its line (``None``:
its kind's own text): "keeps" rather than "gives to" when the giver is the taker."""


@cache
def wordings(game_id: str) -> dict[str, Wording]:
    """The wordings a game declares per event kind (``WORDINGS`` in ``events_<game>.py``)."""
    if not game_id.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"divas_desktop.i18n.events_{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "WORDINGS", {}))


def text_code(kind: str, params: Mapping[str, Any]) -> str:
    """The text code of an event's line: its kind, or the wording its game chooses."""
    wording = wordings(game_of(kind)).get(kind)
    chosen = wording(params) if wording is not None else None
    return chosen or kind


def game_of(kind: str) -> str:
    """The game an event kind belongs to: its code's first part (``"magna.vp_gained"``)."""
    return kind.split(".", 1)[0]


def params_of(kind: str) -> dict[str, Param]:
    """The declared parameters of the event ``kind`` (empty when undeclared)."""
    return declared(game_of(kind)).get(kind, {})


def subject_seat(kind: str, params: Mapping[str, Any], seats: int) -> int | None:
    """The seat a line of ``kind`` is about, read from its parameters: the declared
    player, or a name standing for a seat (a diva); ``None`` when it names none."""
    key = subject_param(kind)
    value = params.get(key) if key is not None else None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats:
        return value
    for key, param in params_of(kind).items():
        if param.seat_names and params.get(key) in param.seat_names:
            seat = param.seat_names.index(params[key])
            return seat if seat < seats else None
    return None


@cache
def actors(game_id: str) -> dict[str, str]:
    """Per event kind, the parameter naming the seat that acts when it is not the line's
    player (``ACTORS`` in ``events_<game>.py``: Turandot's giver of an understudy)."""
    if not game_id.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"divas_desktop.i18n.events_{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "ACTORS", {}))


@cache
def passive(game_id: str) -> frozenset[str]:
    """Event kinds whose player receives rather than acts (``PASSIVE`` in
    ``events_<game>.py``: the Applause a closing converts for both divas)."""
    if not game_id.isidentifier():
        return frozenset()
    try:
        module = importlib.import_module(f"divas_desktop.i18n.events_{game_id}")
    except ModuleNotFoundError:
        return frozenset()
    return frozenset(getattr(module, "PASSIVE", ()))


def actor_seat(
    kind: str, params: Mapping[str, Any], seats: int, visible_to: tuple[int, ...] | None = None
) -> int | None:
    """The seat that does what a line of ``kind`` says: the seat its game declares as the
    actor, else the line's declared player unless the line only happens to that player
    (``None``: the line names no actor). The log heads each group of lines with it, so a
    diva's own draws in the middle of her rival's step stay under her player's name. A
    private line that names nobody (``visible_to`` one seat: "You draw …") was done by the
    one seat that may read it."""
    if kind in passive(game_of(kind)):
        return None
    key = actors(game_of(kind)).get(kind)
    value = params.get(key) if key is not None else None
    if isinstance(value, int) and not isinstance(value, bool):
        return value if 0 <= value < seats else None
    seat = subject_seat(kind, params, seats)
    if seat is None and visible_to is not None and len(visible_to) == 1:
        if not any(p.is_seat or p.seat_names for p in params_of(kind).values()):
            return visible_to[0] if 0 <= visible_to[0] < seats else None
    return seat


def subject_param(kind: str) -> str | None:
    """The parameter holding the seat a line of ``kind`` is about, if it has one."""
    for key, param in params_of(kind).items():
        if param.kind == "player":
            return key
    return None
