"""Last-move marks: which items each seat changed in its last turn, per viewer.

The board remembers what each viewer last saw (its *picture*: spec per item id) and the
moves played since (seat and the item ids their events name). At each sync it compares
the viewer's picture with the new one: the items that changed are marked with the seat
whose move changed them — the seat named by an event about that item, else the last seat
that moved. A seat's marks are cleared when it starts a new turn. After a curtain the
comparison runs against what that player saw before it fell, so the marks show what
happened since their last look. Qt-free.

Item ids taken from an event redacted for another player are never used for a viewer
(only who moved is public), so marks cannot leak anything that viewer may not know.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .specs import CardSpec, CounterSpec, PileSpec, Spec, TokenSpec, TrackSpec

Seat = int
MARKABLE: tuple[type, ...] = (CardSpec, TokenSpec, CounterSpec, PileSpec, TrackSpec)
"""Spec kinds that carry a last-move mark (labels, zones and buttons change too often)."""


@dataclass(frozen=True)
class Move:
    """One event as the marks see it: the seat that moved and the items it names."""

    step: int
    seat: Seat
    items: frozenset[str]
    redacted_for: Seat | None
    """Whose version of the event named the items (``None``: the public one)."""


@dataclass
class Picture:
    """What one viewer saw at their last sync."""

    specs: dict[str, Spec]
    seen: int
    """How many moves of the history this picture already accounts for."""
    marks: dict[Seat, set[str]] = field(default_factory=dict)


def looks_different(old: Spec, new: Spec) -> bool:
    """Whether ``new`` shows something else than ``old`` (not just a new highlight or z)."""
    if old == new:
        return False
    return _quiet(old) != _quiet(new)


def _quiet(spec: Spec) -> Spec:
    """``spec`` without what only highlights it (movable, target, z, lift, tooltip)."""
    return replace(spec, movable=False, target=False, z=0.0, lift=0.0, tooltip="")


class MoveMemory:
    """The moves played and every viewer's last picture; computes the marks of a sync."""

    def __init__(self) -> None:
        self.moves: list[Move] = []
        self.pictures: dict[Seat | None, Picture] = {}
        self.baseline: Picture | None = None
        """The first public picture: what a player who never looked yet compares with."""

    def record(self, moves: Iterable[Move]) -> None:
        """Add the moves of one played step (an undo first forgets the moves taken back)."""
        moves = list(moves)
        if not moves:
            return
        first = min(m.step for m in moves)
        if self.moves and self.moves[-1].step >= first:
            self.moves = [m for m in self.moves if m.step < first]
            for picture in self.pictures.values():
                picture.seen = min(picture.seen, len(self.moves))
        self.moves += moves

    def forget(self) -> None:
        """Forget everything (a new match)."""
        self.moves.clear()
        self.pictures.clear()
        self.baseline = None

    def update(
        self, viewer: Seat | None, specs: Mapping[str, Spec], credit_unnamed: bool = True
    ) -> dict[Seat, set[str]]:
        """Take ``specs`` as ``viewer``'s new picture; return the marks per seat.

        ``credit_unnamed``: an item that changed although no event names it is marked
        for the last seat that moved (``False``: only items an event names are marked).
        """
        old = self.pictures.get(viewer)
        if old is None and viewer is not None and self.baseline is not None:
            old = Picture(self.baseline.specs, self.baseline.seen)
        if old is None:
            self.pictures[viewer] = Picture(dict(specs), len(self.moves))
            if viewer is None:
                self.baseline = self.pictures[None]
            return {}
        new_moves = self.moves[old.seen :]
        changed = [
            item_id
            for item_id, spec in specs.items()
            if isinstance(spec, MARKABLE)
            and (item_id not in old.specs or looks_different(old.specs[item_id], spec))
        ]
        # A new item is marked only when a move names it (a card put on the table): the
        # viewer's own hand, new to a first look, is nobody's last move.
        fresh = {item_id for item_id in changed if item_id not in old.specs}
        marks = {seat: set(ids) for seat, ids in old.marks.items()}
        previous = self.moves[old.seen - 1].seat if old.seen else None
        for move in new_moves:
            if move.seat != previous:  # a new turn of that seat: its old marks go
                marks[move.seat] = set()
            previous = move.seat
        unclaimed = set(changed)
        for move in new_moves:
            if move.redacted_for not in (None, viewer):
                continue
            claimed = move.items & unclaimed
            marks.setdefault(move.seat, set()).update(claimed)
            unclaimed -= claimed
        unclaimed -= fresh
        if new_moves and unclaimed and credit_unnamed:
            marks.setdefault(new_moves[-1].seat, set()).update(unclaimed)
        drawn = set(specs)
        marks = {seat: ids & drawn for seat, ids in marks.items() if ids & drawn}
        self.pictures[viewer] = Picture(dict(specs), len(self.moves), marks)
        return marks


# --- exact marks: a shadow build of the specs before and after each seat's turn ---------

ViewOf = Callable[[Seat | None], Any]
"""Gives the view a viewer had at one moment of the match (``None``: the public view)."""
SpecsOf = Callable[[Any], Mapping[str, Spec]]
"""Draws a view without touching the table: the markable specs by id."""


@dataclass(frozen=True, eq=False)
class Turn:
    """Consecutive steps of one seat, with the views before and after them."""

    seat: Seat
    first: int
    """The first step (log position) of the turn."""
    end: int
    """One past its last step."""
    before: ViewOf
    after: ViewOf


NUDGE = 12.0
"""Scene units an item may shift without having changed: a marker nudged aside in a stack
on a track space when another lands there is not that marker's move."""


def changed(old: Spec, new: Spec) -> bool:
    """Whether ``new`` shows something else than ``old``, or lies elsewhere (further than
    a nudge in a stack)."""
    if not looks_different(old, new):
        return False
    if abs(old.x - new.x) > NUDGE or abs(old.y - new.y) > NUDGE:
        return True
    return _quiet(replace(old, x=new.x, y=new.y)) != _quiet(new)


def changed_items(old: Mapping[str, Spec], new: Mapping[str, Spec]) -> set[str]:
    """Items of ``new`` (the markable ones) that ``old`` lacks or draws otherwise
    (:func:`changed`).

    An item that only slid into the place a sibling of its kind left (the cards of a row
    closing up after one was taken) is not counted: the row changed where the card left.
    """
    out: set[str] = set()
    left: dict[tuple[type, int, int], str] | None = None
    for item_id, spec in new.items():
        before = old.get(item_id)
        if before is None:
            out.add(item_id)
            continue
        if not changed(before, spec):
            continue
        if _quiet(replace(before, x=spec.x, y=spec.y)) == _quiet(spec):  # it only moved
            if left is None:
                left = _places_left(old, new)
            sibling = left.get((type(spec), round(spec.x), round(spec.y)))
            if sibling is not None and sibling != item_id:
                continue
        out.add(item_id)
    return out


def _places_left(old: Mapping[str, Spec], new: Mapping[str, Spec]) -> dict:
    """(kind, x, y) -> the item of ``old`` that stood there and has gone (a marker only
    nudged aside in its stack has not)."""
    places = {}
    for item_id, spec in old.items():
        now = new.get(item_id)
        if now is None or abs(now.x - spec.x) > NUDGE or abs(now.y - spec.y) > NUDGE:
            places[(type(spec), round(spec.x), round(spec.y))] = item_id
    return places


class TurnMemory:
    """Each seat's last turn, as views; the marks are what its own steps changed.

    A seat's turn is its latest run of consecutive steps (a rival's answer in the middle
    starts a new run). Its marks for a viewer are the items whose spec differs between
    the viewer's views before and after that run: what the seat did, and nothing that
    happened before it, after it or to the viewer's own hand by the viewer's own steps.
    Views are the viewer's own, so no mark tells a viewer anything they may not see.
    """

    def __init__(self) -> None:
        self.turns: list[Turn] = []
        self.recording = False
        """Whether turns are told at all (then an empty list means: no marks)."""
        self._specs: dict[tuple[int, Seat | None], Mapping[str, Spec]] = {}

    def record(self, turn: Turn) -> None:
        """Add a turn (an undo first forgets the turns taken back)."""
        self.cut(turn.first)
        self.recording = True
        self.turns.append(turn)
        self._prune()

    def cut(self, cursor: int) -> None:
        """Forget the turns that end after ``cursor`` (they were taken back)."""
        if any(turn.end > cursor for turn in self.turns):
            self.turns = [turn for turn in self.turns if turn.end <= cursor]
            self._specs.clear()

    def forget(self) -> None:
        """Forget everything (a new match)."""
        self.turns.clear()
        self.recording = False
        self._specs.clear()

    def active(self) -> bool:
        """Whether turns are told (otherwise the board falls back to its pictures)."""
        return self.recording

    def runs(self) -> dict[Seat, tuple[int, int]]:
        """Each seat's last run of turns: (index of its first turn, of its last turn)."""
        runs: dict[Seat, tuple[int, int]] = {}
        for index, turn in enumerate(self.turns):
            start = runs.get(turn.seat)
            if start is not None and start[1] == index - 1:
                runs[turn.seat] = (start[0], index)
            else:
                runs[turn.seat] = (index, index)
        return runs

    def _prune(self) -> None:
        """Keep only the turns some seat's last run still needs."""
        runs = self.runs()
        first = min(start for start, _end in runs.values())
        if first:
            del self.turns[:first]

    def marks(self, viewer: Seat | None, specs_of: SpecsOf) -> dict[Seat, set[str]]:
        """The items each seat's last run changed, in ``viewer``'s views."""
        out: dict[Seat, set[str]] = {}
        for seat, (start, end) in self.runs().items():
            old = self._drawn(start, "before", viewer, specs_of)
            new = self._drawn(end, "after", viewer, specs_of)
            changed = changed_items(old, new)
            if changed:
                out[seat] = changed
        return out

    def _drawn(
        self, index: int, side: str, viewer: Seat | None, specs_of: SpecsOf
    ) -> Mapping[str, Spec]:
        turn = self.turns[index]
        # By the match's cursor: one seat's run ends where the next one's begins.
        key = (turn.first if side == "before" else turn.end, viewer)
        drawn = self._specs.get(key)
        if drawn is None:
            view = turn.before(viewer) if side == "before" else turn.after(viewer)
            drawn = self._specs[key] = specs_of(view)
            if len(self._specs) > 64:  # a long game: keep the recent pictures only
                for old in list(self._specs)[:32]:
                    del self._specs[old]
                self._specs[key] = drawn
        return drawn

    def clear_pictures(self) -> None:
        """Draw the views again at the next marks (the language changed)."""
        self._specs.clear()
