"""The full state of a game of The Battle of the Divas (hidden cards included).

Plain dataclasses with hand-written ``clone`` methods: copying is on the hot path, so a
copy shares what most actions leave alone (copy-on-write, see :meth:`DivasState.clone`).
Seat 0 is Callas (blue), seat 1 Tebaldi (yellow). ``fame`` is signed: positive values
lean toward Callas, negative toward Tebaldi.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict


@dataclass
class HouseState:
    """An opera house: its current opera and what each diva did there."""

    opera: str
    fame: int = 0
    applause: list[int] = field(default_factory=lambda: [0, 0])
    cards: list[list[str]] = field(default_factory=lambda: [[], []])
    """Cards each diva played in this opera, oldest first."""
    rhythms: list[list[int]] = field(default_factory=lambda: [[], []])
    """Rhythms each diva has scored in this opera, in scoring order (DIV-031)."""
    notes: list[list[str]] = field(default_factory=lambda: [[], []])
    """Notes each diva has sent to this opera (DIV-052..054)."""

    def clone(self) -> HouseState:
        """Return an independent copy."""
        return HouseState(
            self.opera,
            self.fame,
            list(self.applause),
            [list(self.cards[0]), list(self.cards[1])],
            [list(self.rhythms[0]), list(self.rhythms[1])],
            [list(self.notes[0]), list(self.notes[1])],
        )


class TaskInfo(TypedDict, total=False):
    """What a step carries besides its count: a choice's limits, or a closing's record."""

    scope: str
    """Where a note may go: ``adjacent`` to the diva's house, or ``any``."""
    distinct: bool
    """A fame step must be spent in different houses."""
    applause: list[int]
    """The closing's applause of each diva (the rest: what ``finish_close`` records)."""
    fame_steps: list[int]
    placed: int
    """The seat that placed an orchestra token, -1 for none."""
    placed_what: str
    """``instrument``, ``conductor``, ``nothing`` or ``tie``."""
    bonus: str
    bonus_x: int


@dataclass
class Task:
    """A pending decision or automatic step (events, closings, orchestra bonuses)."""

    op: str
    seat: int
    count: int = 1
    house: str | None = None
    used: list[str] = field(default_factory=list)
    """Houses already chosen, for "two different houses" effects."""
    amount: int = 0
    info: TaskInfo = field(default_factory=TaskInfo)
    source: str = ""
    """What asks for this step: ``event`` or ``skill`` (a Timeline card), ``fame`` (the
    Fame track of a closed opera), ``orchestra`` (an instrument's bonus); empty: a turn."""
    source_id: str = ""
    """The card, house or instrument of the source."""

    def clone(self) -> Task:
        """Return an independent copy."""
        return Task(
            self.op,
            self.seat,
            self.count,
            self.house,
            list(self.used),
            self.amount,
            self.info.copy(),
            self.source,
            self.source_id,
        )


@dataclass(frozen=True)
class ClosedOpera:
    """What happened when an opera was closed and scored (the programme of the evening)."""

    opera: str
    house: str
    closer: int
    turn: int
    applause: tuple[int, int]
    """Applause each diva turned into VP (DIV-062)."""
    fame_steps: tuple[int, int]
    """Timeline steps each diva earned from the Fame track (DIV-063)."""
    placed_by: int
    """The applause leader who placed in the orchestra (-1: a tie, DIV-067)."""
    placed: str
    """``instrument``, ``conductor``, ``nothing`` (both already placed) or ``tie``."""
    bonus: str = ""
    """The orchestra bonus the instrument gave (``fame``, ``timeline_free``...)."""
    bonus_x: int = 0
    palco: tuple[tuple[int, str, int], ...] = ()
    """Palco Reale points: (seat, personality id, VP), the closer first (DIV-PR-06)."""


@dataclass
class DivasState:
    """Everything on the table, in the decks and in the players' hands."""

    rng: int
    palco_reale: bool
    timeline_rule: str
    houses: dict[str, HouseState]
    opera_deck: list[str]
    operas_done: list[str]
    piano: list[int | None]
    """Owner seat of the note token on each white key (None: empty)."""
    diva: list[int]
    tessitura: list[list[int]]
    """[low, high] white-key indexes of each diva's range, inclusive."""
    vp: list[int]
    hands: list[list[str]]
    decks: list[list[str]]
    discards: list[list[str]]
    timeline: list[str]
    orchestra: dict[str, list[int]]
    """Seats whose instrument token sits in each instrument row, nearest the conductor first."""
    conductor: list[bool]
    closed_by: list[int]
    current: int
    phase: str = "play"
    """play | move | black_key | actions | over."""
    allowance: int = 0
    black_key: int | None = None
    remaining: list[str] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)
    ending_after: int | None = None
    """The game ends after this seat's turn (deck exhaustion, DIV-078)."""
    turn: int = 1
    palco_row: list[str] = field(default_factory=list)
    palco_deck: list[str] = field(default_factory=list)
    palco_discard: list[str] = field(default_factory=list)
    palco_used: list[str] = field(default_factory=list)
    closed: list[ClosedOpera] = field(default_factory=list)
    """Every opera closed so far, in order (what the board shows of past evenings)."""

    def __post_init__(self) -> None:
        self._own_houses: set[str] = set()
        """Houses this state copied for itself; the others it may share with a copy."""

    def clone(self) -> DivasState:
        """Return a copy that the handlers may change (copy-on-write).

        Every field starts shared with this state, then the lists that actions change in
        place are copied (a new such field must be copied here too). Two parts stay shared,
        as most actions leave them alone. The houses: whoever changes one asks
        :meth:`own_house` for it first. What changes only when an opera closes (the opera
        deck and the operas done, the orchestra, the conductors, ``closed_by``, ``closed``
        and the Palco Reale's lists): only ``closing.py`` changes them, and it replaces a
        list instead of changing it.
        """
        new = object.__new__(DivasState)
        new.__dict__.update(self.__dict__)  # every field shared (copy.copy, but faster)...
        new.houses = dict(self.houses)  # ...then a copy of what the actions change
        new.piano = self.piano[:]
        new.diva = self.diva[:]
        new.tessitura = [self.tessitura[0][:], self.tessitura[1][:]]
        new.vp = self.vp[:]
        new.hands = [self.hands[0][:], self.hands[1][:]]
        new.decks = [self.decks[0][:], self.decks[1][:]]
        new.discards = [self.discards[0][:], self.discards[1][:]]
        new.timeline = self.timeline[:]
        new.remaining = self.remaining[:]
        new.tasks = [t.clone() for t in self.tasks]
        new._own_houses = set()
        self._own_houses = set()  # the houses are shared with the copy from now on
        return new

    def own_house(self, house: str) -> HouseState:
        """Return the house to change, copied first if this state still shares it."""
        if house not in self._own_houses:
            self.houses[house] = self.houses[house].clone()
            self._own_houses.add(house)
        return self.houses[house]
