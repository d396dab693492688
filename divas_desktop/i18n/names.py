"""Which name an event or action parameter stands for (Qt-free).

Engines put ids, codes, seat numbers and indices into their events ("sip.op.18",
"claque", 2). Before a sentence is written, each parameter becomes what a player reads:
a seat becomes the player's name, a card id the text code of its name (or its printed
name, with the singer's gender), a role index the role's name. Grammar and translation
come afterwards (``translate.name``). Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

SEAT_PARAMS = frozenset(
    {
        "player",
        "seat",
        "by",
        "target",
        "victim",
        "to",
        "seller",
        "buyer",
        "winner",
        "loser",
        "from_seat",
        "to_seat",
        "owner",
        "dealer",
        "partner",
        "attacker",
        "defender",
        "holder",
    }
)
"""Parameters whose integers are seats (shown as the player's name)."""
SEAT_LIST_PARAMS = frozenset({"winners", "attackers", "seats", "players", "partners", "order"})
"""Parameters whose lists of integers are seats."""
NOT_SEAT: dict[str, frozenset[str]] = {
    "magna": frozenset({"target"}),
    "divas": frozenset({"target"}),
}
"""Per game, parameters of those names that hold no seat (Magna's ``target`` is an area)."""


@dataclass(frozen=True)
class Term:
    """A name to show: a text code of the game, or a printed proper name."""

    key: str
    gender: str | None = None
    """Known from the data (a singer's sex), else from the grammar file."""
    params: tuple[tuple[str, Any], ...] = ()
    """Parameters of the name's own text ("Number {number}")."""


def is_seat_param(game_id: str, key: str) -> bool:
    """Whether the parameter ``key`` of ``game_id`` holds a seat."""
    return key in SEAT_PARAMS and key not in NOT_SEAT.get(game_id, frozenset())


def term(game_id: str, key: str, value: Any, params: Mapping[str, Any]) -> Term | None:
    """The name parameter ``key`` = ``value`` stands for, or ``None`` (shown as it is)."""
    namer = NAMERS.get(game_id)
    return namer(key, value, params) if namer is not None else None


# --- Sipario! --------------------------------------------------------------------------
SIPARIO_CODES = {
    "type": "sipario.card.{}",
    "types": "sipario.card.{}",
    "show": "sipario.show.{}",
    "showcase": "sipario.score.showcase.{}",
    "how": "sipario.postponement.{}",
    "category": "sipario.category.{}",
    "mode": "sipario.option.mode.{}",
}
"""Parameters holding a key of the data whose name is a text code."""


@cache
def _sipario_data() -> Any:
    from ..games.sipario.data import load  # the game's data: only once a game runs

    return load()


def _sipario(key: str, value: Any, params: Mapping[str, Any]) -> Term | None:
    data = _sipario_data()
    if key == "role" and isinstance(value, int) and not isinstance(value, bool):
        opera = data.operas.get(params.get("opera", ""))
        if opera is not None and 0 <= value < len(opera.roles):
            return Term(opera.roles[value].name)
        return None
    if not isinstance(value, str):
        return None
    if key in SIPARIO_CODES:
        return Term(SIPARIO_CODES[key].format(value))
    singer = data.singers.get(value)
    if singer is not None:
        gender = {"F": "f", "M": "m"}.get(singer.gender or "")
        if singer.category == "pd":
            return Term(f"sipario.pd.{singer.ability}", gender)
        return Term(singer.name, gender)
    card = data.action_cards.get(value)
    if card is not None:
        return Term(f"sipario.card.{card.type}")
    if value == data.fool_id:
        return Term("sipario.card.fool")
    opera = data.operas.get(value)
    if opera is not None:
        return Term(opera.title)
    if value in data.action_types:
        return Term(f"sipario.card.{value}")
    if value in data.shows:
        return Term(f"sipario.show.{value}")
    return None


# --- Turandot --------------------------------------------------------------------------
TURANDOT_PLAYER_CARDS = {"bluff": "turandot.card.bluff", "m": "turandot.card.money"}


@cache
def _turandot_genders() -> dict[str, str | None]:
    from ..games.turandot.data import singers

    return {s.stage_name: {"M": "m", "F": "f"}.get(s.gender) for s in singers().values()} | {
        s.id: {"M": "m", "F": "f"}.get(s.gender) for s in singers().values()
    }


@cache
def _turandot_cards() -> tuple[frozenset[str], Callable[[str], str]]:
    from ..games.turandot.data import card_name, directors, singers

    return frozenset(singers()) | frozenset(directors()), card_name


def _turandot(key: str, value: Any, params: Mapping[str, Any]) -> Term | None:
    if not isinstance(value, str):
        return None
    cards, card_name = _turandot_cards()
    if value in cards:
        return Term(card_name(value), _turandot_genders().get(value))
    if value in _turandot_genders():
        return Term(value, _turandot_genders()[value])
    if key in ("role", "favourite_role"):
        return Term(f"turandot.role.{value}")
    if key == "kind":
        return Term(f"turandot.kind.{value}")
    parts = value.split(".")
    if len(parts) == 3 and parts[0] == "tur" and parts[1].startswith("p"):
        kind = parts[2]
        if kind in TURANDOT_PLAYER_CARDS:
            return Term(TURANDOT_PLAYER_CARDS[kind])
        if kind[:1] == "m" and kind[1:].isdigit():
            return Term("turandot.card.money")
        if kind[:1] == "n" and kind[1:].isdigit():
            return Term("turandot.card.number", params=(("number", int(kind[1:])),))
    return None


# --- The Battle of the Divas -----------------------------------------------------------
@cache
def _divas_data() -> tuple[Any, Any, Any, Any]:
    from ..games.divas.data import DIVAS, HOUSES, INSTRUMENTS, load

    return load(), DIVAS, HOUSES, INSTRUMENTS


def _divas(key: str, value: Any, params: Mapping[str, Any]) -> Term | None:
    if not isinstance(value, str):
        return None
    data, DIVAS, HOUSES, INSTRUMENTS = _divas_data()  # noqa: N806 - the game's constants
    if value in data.cards:
        return Term(f"divas.card.{data.cards[value].key}")
    if value in data.operas:
        return Term(f"divas.opera.{value}")
    if value in data.personalities:
        return Term(f"divas.personality.{data.personalities[value].key}")
    if value in HOUSES:
        return Term(f"divas.house.{value}")
    if value in DIVAS:
        return Term(f"divas.diva.{value}")
    if value in INSTRUMENTS:
        return Term(f"divas.instrument.{value}")
    if key == "bonus":
        return Term(f"divas.bonus.{value}")
    return None


# --- Opera Magna -----------------------------------------------------------------------
def _magna(key: str, value: Any, params: Mapping[str, Any]) -> Term | None:
    # Magna's ids are text codes of texts_magna already ("mag.bld.small.06").
    if isinstance(value, str) and key in ("side", "placing") and value in ("left", "right"):
        return Term(f"magna.side.{value}")
    return None


NAMERS: dict[str, Callable[[str, Any, Mapping[str, Any]], Term | None]] = {
    "sipario": _sipario,
    "turandot": _turandot,
    "divas": _divas,
    "magna": _magna,
}
"""Per game, the function naming one parameter."""
