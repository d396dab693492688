"""Load and validate the card and board data of The Battle of the Divas (resources/divas)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from divas_desktop.paths import resources_dir

RESOURCES = resources_dir() / "divas"

Note = Literal["DO", "RE", "MI", "FA", "SOL", "LA", "SI"]
Instrument = Literal["violin", "clarinet", "trumpet", "drum"]
HouseId = Literal["scala", "wien", "met", "colon"]
PianoAction = Literal["fame", "tessitura", "timeline", "violin", "clarinet", "trumpet", "drum"]
MaskColour = Literal["red", "green", "purple", "white"]
EffectOp = Literal[
    "skill",
    "fame",
    "applause",
    "drain",
    "tessitura",
    "shrink",
    "place_note",
    "flip_note",
    "remove_note",
    "shift",
    "vp",
    "play_extra",
    "recall_discard",
]
INSTRUMENTS: tuple[str, ...] = ("violin", "clarinet", "trumpet", "drum")
HOUSES: tuple[HouseId, ...] = ("scala", "wien", "met", "colon")
DIVAS: tuple[str, ...] = ("callas", "tebaldi")
COLOURS: tuple[str, ...] = ("blue", "yellow")
"""Seat 0 is Maria Callas (blue), seat 1 Renata Tebaldi (yellow)."""


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class WhiteKey(_Strict):
    """A white key of the piano: its note and its end-game value."""

    index: int = Field(ge=0)
    note: Note
    vp: int = Field(ge=1, le=5)


class BlackKey(_Strict):
    """A black key: the two white keys it touches and its two actions."""

    index: int
    between: tuple[int, int]
    actions: tuple[PianoAction, PianoAction]


class Piano(_Strict):
    """The piano board."""

    reconstructed: bool = False
    white_keys: list[WhiteKey]
    black_keys: list[BlackKey]
    tessitura_start: dict[Literal["callas", "tebaldi"], tuple[int, int]]
    start_keys: list[int]
    tokens_per_note: int = Field(ge=1)

    @model_validator(mode="after")
    def _check(self) -> Piano:
        if [k.index for k in self.white_keys] != list(range(len(self.white_keys))):
            raise ValueError("white keys must be numbered 0..n-1")
        for black in self.black_keys:
            left, right = black.between
            if right != left + 1 or right >= len(self.white_keys):
                raise ValueError(f"black key {black.index} is not between neighbours")
        return self


class House(_Strict):
    """An opera house and its instrument."""

    id: HouseId
    name: str
    city: str
    instrument: Instrument


class Houses(_Strict):
    """The four opera houses."""

    houses: list[House]
    fame_limit: int = Field(ge=1)


class OrchestraRow(_Strict):
    """One instrument row of the orchestra board: its bonus and the X of each slot."""

    instrument: Instrument
    bonus: Literal["fame", "timeline_free", "tessitura", "shift"]
    slots: list[int]


class Orchestra(_Strict):
    """The orchestra/scoring board."""

    reconstructed: bool = False
    bonuses: list[OrchestraRow]
    conductor_vp: int
    majority_vp: int


class Opera(_Strict):
    """An opera card: minimum applause, two rhythms and two notes."""

    id: str
    title: str
    composer: str
    minimum: int = Field(ge=5, le=9)
    rhythms: tuple[int, int]
    notes: tuple[Note, Note]
    reconstructed: bool = False


class Effect(_Strict):
    """One step of a card's Timeline event."""

    op: EffectOp
    n: int = 1
    house: HouseId | None = None
    distinct: bool = False


class DivaCard(_Strict):
    """A Diva card: a character or a dated event, with its resources and event."""

    id: str
    key: str
    name: str
    deck: Literal["callas", "tebaldi"]
    kind: Literal["character", "positive", "negative"]
    colour: Literal["blue", "yellow"]
    year: int | None
    instrument: Instrument
    rhythms: list[int] = Field(min_length=1, max_length=2)
    masks: list[MaskColour]
    effects: list[Effect]
    place: str | None
    reconstructed: bool = False

    @model_validator(mode="after")
    def _check(self) -> DivaCard:
        own = "blue" if self.deck == "callas" else "yellow"
        if (self.kind == "negative") == (self.colour == own):
            raise ValueError(f"{self.id}: negative events carry the opponent's colour")
        if (self.kind == "character") != (self.year is None):
            raise ValueError(f"{self.id}: characters have no year, events have one")
        if any(r not in (1, 2, 3, 4) for r in self.rhythms):
            raise ValueError(f"{self.id}: rhythms are 1..4")
        return self


class Condition(_Strict):
    """The demand of a Palco Reale personality."""

    code: Literal[
        "no_characters",
        "min_cards",
        "matching_instruments",
        "mask_colours",
        "placed_token",
        "min_characters",
        "both_rhythms",
        "both_notes",
        "exact_cards",
        "early_events",
        "has_rhythm",
        "reached_minimum",
        "applause_lead",
        "negative_event",
        "distinct_instruments",
    ]
    n: int


class Personality(_Strict):
    """A Palco Reale personality card."""

    id: str
    key: str
    name: str
    vp: int = Field(ge=3, le=5)
    condition: Condition
    reconstructed: bool = False


class _Cards(_Strict):
    cards: list[DivaCard]


class _Operas(_Strict):
    operas: list[Opera]


class _Personalities(_Strict):
    personalities: list[Personality]


class DivasData(BaseModel):
    """Every table of the game, validated and indexed."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    piano: Piano
    houses: Houses
    orchestra: Orchestra
    operas: dict[str, Opera]
    cards: dict[str, DivaCard]
    personalities: dict[str, Personality]

    def house(self, house_id: str) -> House:
        """Return the house with this id."""
        return next(h for h in self.houses.houses if h.id == house_id)


def _read(name: str) -> object:
    return json.loads((RESOURCES / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def load() -> DivasData:
    """Load every data file once, validating it strictly."""
    cards = _Cards.model_validate(_read("cards.json")).cards
    operas = _Operas.model_validate(_read("operas.json")).operas
    people = _Personalities.model_validate(_read("personalities.json")).personalities
    data = DivasData(
        piano=Piano.model_validate(_read("piano.json")),
        houses=Houses.model_validate(_read("houses.json")),
        orchestra=Orchestra.model_validate(_read("orchestra.json")),
        operas={o.id: o for o in operas},
        cards={c.id: c for c in cards},
        personalities={p.id: p for p in people},
    )
    if len(data.cards) != 48 or len(data.operas) != 20 or len(data.personalities) != 16:
        raise ValueError("divas data: expected 48 cards, 20 operas, 16 personalities")
    return data
