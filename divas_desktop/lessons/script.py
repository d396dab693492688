"""A lesson's script: pydantic models of ``resources/lessons/<lesson>.json``, validated on load."""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.types import Action
from ..i18n.texts_lessons import LESSON_TITLES
from ..paths import resources_dir

LESSON_IDS = tuple(LESSON_TITLES)
"""Every lesson, in the order the welcome screen offers them (Palco Reale is a lesson of
the Battle of the Divas with its expansion)."""
TEXT_CONTEXT = "lessons"
"""The translation context of every coach text (``i18n/texts_lessons.py``)."""


class Expect(BaseModel):
    """A move the step waits for: the action's kind, and the parameters that must match."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: str
    params: dict[str, Any] = Field(default_factory=dict)
    """Fields of the action (as it is saved, ``model_dump(mode="json")``) that must be equal;
    fields not named may be anything."""

    def matches(self, action: Action) -> bool:
        """Whether ``action`` is this move."""
        if action.kind != self.kind:
            return False
        if not self.params:
            return True
        dumped = action.model_dump(mode="json")
        return all(dumped.get(name) == value for name, value in self.params.items())


class Step(BaseModel):
    """One step of a lesson: what the coach says, points at and waits for."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    text: str
    """Code of the coach's text (``i18n/texts_lessons.py``)."""
    point: str | None = None
    """Id of the board item the ring is drawn on; ``"@item"``/``"@target"``: what the
    expected move's drag picks up / drops on (its button when it has no drag); ``None``:
    nothing pointed at."""
    expect: Expect | None = None
    """The player's move that ends the step (``None``: a step to read; Next ends it)."""
    repeat: int = Field(default=1, ge=1)
    """How many times the expected move is played before the step ends (a few turns alike)."""
    allow: tuple[Expect, ...] = ()
    """Other moves played meanwhile without ending the step (the same moves every time,
    so the computer seats' answers do not change)."""
    all_first: bool = False
    """The expected move waits until every allowed move has been played (a bid put
    together card by card, then confirmed)."""
    hint: str | None = None
    """Code of the coach's answer to an off-script move (default: the lesson's)."""
    rule: str | None = None
    """The rule clause the step links to (``SIP-017``), opened in the rules reference."""


class Lesson(BaseModel):
    """A guided game: the table, the prepared deal and the steps."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    game: str
    title: str
    """Code of the lesson's name (the welcome screen's menu and the coach's heading)."""
    seats: int = Field(ge=2, le=5)
    human: int = 0
    """The learner's seat; every other seat is played by the computer."""
    learner: str
    """The learner's name at the table (a name reads better in the log than "You")."""
    level: Literal["easy", "normal"] = "easy"
    """The computer seats' level (never one that thinks on another thread)."""
    names: tuple[str, ...]
    """Names of the computer seats, in seat order skipping the learner's."""
    options: dict[str, Any] = Field(default_factory=dict)
    """The game's options beyond the number of seats (the real game after the lesson keeps them)."""
    seed: int
    arrange: dict[str, Any] = Field(default_factory=dict)
    """What the game's arranging function does to the dealt table (``lessons/arrange.py``)."""
    hint: str
    """Code of the coach's answer to an off-script move when the step has none."""
    steps: tuple[Step, ...] = Field(min_length=1)
    shot_step: int = 0
    """The step shown in the lesson's screenshot (``--screenshots``)."""


@cache
def load_lesson(lesson_id: str) -> Lesson:
    """Read and validate the script of ``lesson_id`` (``ValidationError`` if it is bad)."""
    if lesson_id not in LESSON_IDS:
        raise KeyError(lesson_id)
    path = resources_dir() / "lessons" / f"{lesson_id}.json"
    return Lesson.model_validate(json.loads(path.read_text(encoding="utf-8")))


def available_lessons() -> list[str]:
    """The lessons whose script exists, in menu order."""
    folder = resources_dir() / "lessons"
    return [lesson for lesson in LESSON_IDS if (folder / f"{lesson}.json").is_file()]
