"""Which name an id of a game's data stands for (Qt-free).

Engines put ids and indices into their events ("sip.op.18", "tur.dark.02", a role's
index). What each parameter is, a seat, a card, a count, each game declares
(``params.py``); for a card or a thing named like one, the game's namer here finds its
name by the value itself: the text code of its name, or its printed name with the
singer's gender. Grammar and translation come afterwards (``translate.name``). Nothing
here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any


@dataclass(frozen=True)
class Term:
    """A name to show: a text code of the game, or a printed proper name."""

    key: str
    gender: str | None = None
    """Known from the data (a singer's sex), else from the grammar file."""
    params: tuple[tuple[str, Any], ...] = ()
    """Parameters of the name's own text ("Number {number}")."""


def term(game_id: str, value: Any) -> Term | None:
    """The name the id or data key ``value`` of ``game_id`` stands for, or ``None`` (then
    the value is a text code or a printed name itself)."""
    namer = NAMERS.get(game_id)
    return namer(value) if namer is not None and isinstance(value, str) else None


def role_term(game_id: str, index: Any, opera: Any) -> Term | None:
    """The name of role ``index`` of the opera ``opera``, or ``None``."""
    namer = ROLE_NAMERS.get(game_id)
    if namer is None or isinstance(index, bool) or not isinstance(index, int):
        return None
    return namer(index, opera)


# --- Sipario! --------------------------------------------------------------------------
@cache
def _sipario_data() -> Any:
    from ..games.sipario.data import load  # the game's data: only once a game runs

    return load()


def _sipario(value: str) -> Term | None:
    data = _sipario_data()
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


def _sipario_role(index: int, opera: Any) -> Term | None:
    found = _sipario_data().operas.get(opera) if isinstance(opera, str) else None
    if found is None or not 0 <= index < len(found.roles):
        return None
    return Term(found.roles[index].name)


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


def _turandot(value: str) -> Term | None:
    cards, card_name = _turandot_cards()
    if value in cards:
        return Term(card_name(value), _turandot_genders().get(value))
    if value in _turandot_genders():
        return Term(value, _turandot_genders()[value])
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


def _divas(value: str) -> Term | None:
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
    return None


# --- Opera Magna -----------------------------------------------------------------------
@cache
def _magna_cards() -> tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]:
    from ..games.magna.data import RAW, REFINED, catalogue

    return catalogue().cards, RAW, REFINED


def _goods(counts: tuple[int, ...], names: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple((f"magna.good.{name}", n) for name, n in zip(names, counts, strict=True) if n)


def _magna(value: str) -> Term | None:
    # Magna's other ids are text codes of texts_magna already ("mag.bld.small.06"); a
    # trade card's printed code ("Hand I-01") tells a player nothing: it is named by what
    # it trades, goods and amounts (joined by the renderer).
    cards, raw, refined = _magna_cards()
    card = cards.get(value)
    if card is None:
        return None
    profit = _goods(card.raw, raw) + _goods(card.refined, refined)
    return Term("magna.trade.named", params=(("cost", _goods(card.cost, raw)), ("profit", profit)))


NAMERS: dict[str, Callable[[str], Term | None]] = {
    "sipario": _sipario,
    "turandot": _turandot,
    "divas": _divas,
    "magna": _magna,
}
"""Per game, the function naming one id or data key."""
ROLE_NAMERS: dict[str, Callable[[int, Any], Term | None]] = {"sipario": _sipario_role}
"""Per game whose events name roles by index, the function naming one."""
