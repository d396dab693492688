"""Value types shared by every game: seats, actions, events, transitions, outcomes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from .errors import IllegalAction

Seat = int
"""A seat at the table, numbered 0..N-1 in turn order."""

__all__ = ["Action", "Event", "IllegalAction", "Outcome", "ScoreLine", "Seat", "Transition"]

S = TypeVar("S")


class Action(BaseModel):
    """Base of every game action: a small, immutable, tagged value object.

    Each game declares subclasses with ``kind: Literal["..."]`` and a discriminated
    union of them (``ACTION_TYPES``) so the log can be parsed back strictly.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: str


@dataclass(frozen=True, slots=True, kw_only=True, init=False)
class Event:
    """Something that happened, for the log panel and animations.

    ``visible_to`` is ``None`` for public events; otherwise only the listed seats may see
    the event in full (other seats see :meth:`Game.redact_event`'s version).

    A plain dataclass, not a pydantic model: one is made on every step of every game and
    events are never read from files (saves hold actions; replay recomputes events). So
    nothing is validated or converted: built by keyword only, as before; ``visible_to``
    must be a tuple (every caller passes one); ``params`` should be a dict of the event's
    own that nothing changes afterwards (it is kept, not copied).
    """

    kind: str
    """Translation key of the event, e.g. ``"turandot.singer_hired"``."""
    params: dict[str, Any] = field(default_factory=dict)
    """Placeholders for the translated text (names, numbers, card ids)."""
    visible_to: tuple[Seat, ...] | None = None
    subject: Seat | None = None
    """The seat the event is about (its badge in the log), when it is not the seat in
    ``params["player"]``/``params["seat"]`` nor the seat that moved."""

    def __init__(
        self,
        *,
        kind: str,
        params: dict[str, Any] | None = None,
        visible_to: tuple[Seat, ...] | None = None,
        subject: Seat | None = None,
    ) -> None:
        # What the generated frozen ``__init__`` does, a third cheaper: it writes each
        # field through ``object.__setattr__``, the slots' own setters are direct.
        _EVENT_SETTERS[0](self, kind)
        _EVENT_SETTERS[1](self, {} if params is None else params)
        _EVENT_SETTERS[2](self, visible_to)
        _EVENT_SETTERS[3](self, subject)


_EVENT_SETTERS = tuple(
    getattr(Event, name).__set__ for name in ("kind", "params", "visible_to", "subject")
)
"""The setters of :class:`Event`'s slots, past the frozen guard (for ``__init__`` only)."""


@dataclass(slots=True)
class Transition(Generic[S]):
    """The result of applying one action: the new state and what happened.

    A plain dataclass, not a pydantic model: one is made on every step of every game.
    Not frozen either (a frozen one costs twice as much to make); nothing changes a
    transition after ``apply`` returns it.
    """

    state: S
    events: list[Event] = field(default_factory=list)
    revealed_to: frozenset[Seat] = frozenset()
    """Seats that learned hidden information in this step (a draw, a reveal, a peek).

    Undo never crosses such a step for those seats: information cannot be unlearned.
    """


class ScoreLine(BaseModel):
    """One item of a seat's final score, e.g. ("turandot.score.stars", 14)."""

    model_config = ConfigDict(frozen=True)
    label: str
    points: int
    params: dict[str, Any] = Field(default_factory=dict)


class Outcome(BaseModel):
    """The end of a game: scores, their itemised breakdown, winners and the tie-break."""

    model_config = ConfigDict(frozen=True)
    scores: dict[Seat, int]
    breakdown: dict[Seat, list[ScoreLine]] = Field(default_factory=dict)
    winners: tuple[Seat, ...]
    tie_break: str | None = None
    """Translation key explaining how a tie was broken (``None`` when there was none)."""
    ranking: tuple[Seat, ...] = ()
    """Every seat from first to last by the game's own tie-breaks (empty: winners first,
    then by score)."""
