"""Load and validate the card data of Sipario! from ``resources/sipario``."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from divas_desktop.paths import resources_dir

RESOURCES = resources_dir() / "sipario"

RoleType = Literal["P", "F", "Se", "M"]
Voice = Literal["S", "Ms", "C", "T", "Br", "B"]
FEMALE_VOICES = ("S", "Ms", "C")
MALE_VOICES = ("T", "Br", "B")
FOOL_ID = "sip.fool"
Ability = Literal["amica", "battagliera", "capricciosa", "ansioso", "immenso", "istrione"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Role(_Strict):
    """One role printed on an opera card."""

    name: str
    type: RoleType
    voice: Voice | None
    """``None`` for Mute/Spoken roles."""
    base: bool
    """Whether the role belongs to the base cast (worth the flat 6 PN)."""


class Opera(_Strict):
    """An opera card: title, composer, premiere, cast and hexagon bonus."""

    id: str
    title: str
    composer: str
    city: str
    year: int
    hexagon: int
    ring: bool
    trilogy: bool
    roles: tuple[Role, ...]
    reconstructed: bool

    @property
    def century(self) -> int:
        """Century group of the premiere year (A-SIP-19: floor(year / 100))."""
        return self.year // 100


class Singer(_Strict):
    """A singer card (Prima donna, Great Interpreter, Golden Throat, Debutant, Student)."""

    id: str
    name: str
    category: Literal["pd", "gi", "gt", "deb", "stu"]
    voice: Voice | None
    """Voice (preferred voice for a Great Interpreter); ``None`` for Students and PDs."""
    sex: Literal["F", "M"] | None = None
    ability: Ability | None = None
    pn: int = 0
    use_cost: int = 0
    discard_cost: int = 0
    small_table_removal: bool = False
    reconstructed: bool

    @property
    def gender(self) -> str | None:
        """``"F"`` or ``"M"`` (``None`` for Students)."""
        if self.sex is not None:
            return self.sex
        if self.voice is None:
            return None
        return "F" if self.voice in FEMALE_VOICES else "M"


class ActionType(_Strict):
    """One of the 25 action-card types with its appendix flags."""

    key: str
    polarity: Literal["positive", "negative", "neutral"]
    count: int
    turn_action: bool
    multiple_use: bool
    extra_shows: bool
    unfair_competition: bool
    reconstructed: bool


class ActionCard(_Strict):
    """One physical action card."""

    id: str
    type: str
    small_table_removal: bool = False


class Fool(_Strict):
    """The joker."""

    id: str
    reconstructed: bool


class ActionFile(_Strict):
    types: tuple[ActionType, ...]
    cards: tuple[ActionCard, ...]
    fool: Fool


class ExtraShow(_Strict):
    """Requirements and rewards of one extra show (G-SIP-04)."""

    key: str
    requirement: dict[str, int]
    at_least: bool
    distinct_voices: bool
    tenors: bool
    needs_new_years_eve: bool
    gold: int
    pn: int
    reconstructed: bool


class _OperaFile(_Strict):
    operas: tuple[Opera, ...]


class _SingerFile(_Strict):
    singers: tuple[Singer, ...]


class _ShowFile(_Strict):
    shows: tuple[ExtraShow, ...]


class CardData(_Strict):
    """Every card of the box, validated and indexed by id."""

    operas: dict[str, Opera]
    singers: dict[str, Singer]
    action_types: dict[str, ActionType]
    action_cards: dict[str, ActionCard]
    fool_id: str
    shows: dict[str, ExtraShow]

    def is_singer(self, card: str) -> bool:
        """Whether ``card`` is a singer card."""
        return card in self.singers

    def action_type(self, card: str) -> str | None:
        """The action type key of ``card`` (``None`` for singers and The Fool)."""
        found = self.action_cards.get(card)
        return found.type if found else None

    def is_pd(self, card: str) -> bool:
        """Whether ``card`` is a Prima donna."""
        singer = self.singers.get(card)
        return singer is not None and singer.category == "pd"


def _read(name: str) -> object:
    return json.loads((RESOURCES / name).read_text(encoding="utf-8"))


def validate(data: CardData) -> list[str]:
    """Return the broken count constraints of the data (empty when consistent)."""
    problems = []
    if len(data.operas) != 40:
        problems.append("operas != 40")
    if len(data.singers) != 100:
        problems.append("singers != 100")
    if len(data.action_cards) != 60 or len(data.action_types) != 25:
        problems.append("action cards != 60 over 25 types")
    for key, kind in data.action_types.items():
        count = sum(1 for c in data.action_cards.values() if c.type == key)
        if count != kind.count:
            problems.append(f"count of {key}")
    for opera in data.operas.values():
        base = [r.type for r in opera.roles if r.base]
        if len(base) not in (3, 4):
            problems.append(f"base cast of {opera.id}")
    return problems


@lru_cache(maxsize=1)
def load() -> CardData:
    """Load and validate every Sipario! data file (cached)."""
    operas = _OperaFile.model_validate(_read("operas.json")).operas
    singers = _SingerFile.model_validate(_read("singers.json")).singers
    actions = ActionFile.model_validate(_read("action_cards.json"))
    shows = _ShowFile.model_validate(_read("extra_shows.json")).shows
    data = CardData(
        operas={o.id: o for o in operas},
        singers={s.id: s for s in singers},
        action_types={t.key: t for t in actions.types},
        action_cards={c.id: c for c in actions.cards},
        fool_id=actions.fool.id,
        shows={s.key: s for s in shows},
    )
    problems = validate(data)
    if problems:
        raise ValueError("invalid Sipario! data: " + ", ".join(problems))
    return data


@lru_cache(maxsize=1)
def card_types() -> dict[str, str]:
    """Action type of every action card, as a plain dict (fast lookups in hot loops)."""
    return {c.id: c.type for c in load().action_cards.values()}


@lru_cache(maxsize=1)
def singer_table() -> dict[str, tuple[str, str | None, str | None]]:
    """(category, voice, gender) of every singer, as plain tuples for hot loops."""
    return {s.id: (s.category, s.voice, s.gender) for s in load().singers.values()}
