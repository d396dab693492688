"""Load and validate the Turandot card data (singers, directors) from resources/turandot."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from divas_desktop.paths import resources_dir

RESOURCES = resources_dir() / "turandot"
"""Folder of the Turandot data (works in a PyInstaller bundle too)."""

Kind = Literal["pro", "amateur", "alternative", "classic", "comic", "dark"]
Gender = Literal["M", "F", "U"]
Role = Literal["turandot", "calaf", "liu", "ping", "pong", "pang"]

KINDS: tuple[Kind, ...] = ("pro", "amateur", "alternative", "classic", "comic", "dark")
"""The six singer decks (TUR-001)."""
ROLES: tuple[Role, ...] = ("turandot", "calaf", "liu", "ping", "pong", "pang")
"""The six characters, in the order of the row (TUR-007)."""
ROLE_GENDER: dict[Role, Gender] = {
    "turandot": "F",
    "calaf": "M",
    "liu": "F",
    "ping": "M",
    "pong": "M",
    "pang": "M",
}
"""The gender each role requires (TUR-060)."""
SINGERS_PER_KIND = 36
DIRECTOR_COUNT = 9


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Singer(_Strict):
    """One singer card (TUR-002)."""

    id: str
    """Unique card id, e.g. ``tur.pro.07``."""
    kind: Kind
    index: int = Field(ge=0, lt=SINGERS_PER_KIND)
    """Position of the card in its deck (used by the reconstruction, G-TUR-01)."""
    stage_name: str
    """Invented stage name printed on the card."""
    stars: int = Field(ge=0, le=5)
    gender: Gender
    voice: Literal["tenor", "baritone", "bass", "soprano", "mezzo", "countertenor"]
    favourite_role: Role | None
    reconstructed: bool


class KindBalance(_Strict):
    """+1 per singer of one kind, −1 per singer of another."""

    type: Literal["kind_balance"]
    plus: Kind
    minus: Kind


class KindBonus(_Strict):
    """+1 per singer of a kind, plus a bonus at a threshold."""

    type: Literal["kind_bonus"]
    kind: Kind
    threshold: int
    bonus: int


class Purist(_Strict):
    """A bonus with no gender mismatch, otherwise −1 per mismatched singer."""

    type: Literal["purist"]
    bonus: int


class Eclectic(_Strict):
    """+1 per distinct kind in the cast, plus an offset."""

    type: Literal["eclectic"]
    offset: int


class Perfectionist(_Strict):
    """+1 per singer in the favourite role, a penalty if there is none."""

    type: Literal["perfectionist"]
    none: int


Effect = Annotated[
    KindBalance | KindBonus | Purist | Eclectic | Perfectionist, Field(discriminator="type")
]


class Director(_Strict):
    """One director card (G-TUR-02)."""

    id: str
    key: str
    """Text key of the name and effect: ``turandot.director.<key>``."""
    effect: Effect
    uses_kinds: bool
    """Whether the effect depends on singer kinds (neutral with a single-kind deck)."""
    reconstructed: bool


class SingerFile(_Strict):
    """resources/turandot/singers.json."""

    singers: list[Singer]

    @model_validator(mode="after")
    def _check_counts(self) -> SingerFile:
        counts = Counter(s.kind for s in self.singers)
        if set(counts) != set(KINDS) or any(n != SINGERS_PER_KIND for n in counts.values()):
            raise ValueError(f"each kind needs {SINGERS_PER_KIND} singers: {dict(counts)}")
        if len({s.id for s in self.singers}) != len(self.singers):
            raise ValueError("duplicate singer id")
        if len({s.stage_name for s in self.singers}) != len(self.singers):
            raise ValueError("duplicate stage name")
        for kind in KINDS:
            if sorted(s.index for s in self.singers if s.kind == kind) != list(range(36)):
                raise ValueError(f"indexes of {kind} are not 0..35")
        return self


class DirectorFile(_Strict):
    """resources/turandot/directors.json."""

    directors: list[Director]

    @model_validator(mode="after")
    def _check_counts(self) -> DirectorFile:
        if len(self.directors) != DIRECTOR_COUNT:
            raise ValueError(f"need {DIRECTOR_COUNT} directors, got {len(self.directors)}")
        if len({d.id for d in self.directors}) != DIRECTOR_COUNT:
            raise ValueError("duplicate director id")
        return self


@cache
def singers() -> dict[str, Singer]:
    """Return every singer card by id (validated on first use)."""
    text = (RESOURCES / "singers.json").read_text(encoding="utf-8")
    return {s.id: s for s in SingerFile.model_validate(json.loads(text)).singers}


@cache
def directors() -> dict[str, Director]:
    """Return the nine directors by id (validated on first use)."""
    text = (RESOURCES / "directors.json").read_text(encoding="utf-8")
    return {d.id: d for d in DirectorFile.model_validate(json.loads(text)).directors}


@cache
def singer_ids(deck: str) -> tuple[str, ...]:
    """Return the ids of the singers in play: all 216, or one kind's 36 (A-TUR-07)."""
    return tuple(s.id for s in singers().values() if deck == "all" or s.kind == deck)


def card_name(card: str) -> str:
    """Return the stage name of a singer, or the text key of a director's name."""
    if card in directors():
        return f"turandot.director.{directors()[card].key}"
    return singers()[card].stage_name
