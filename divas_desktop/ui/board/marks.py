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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

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
    quiet = {"movable": False, "target": False, "z": 0.0, "lift": 0.0, "tooltip": ""}
    return replace(old, **quiet) != replace(new, **quiet)


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

    def old_spec(self, viewer: Seat | None, item_id: str) -> Spec | None:
        """What ``viewer`` last saw of ``item_id`` (``None``: not drawn, or never looked)."""
        picture = self.pictures.get(viewer)
        return picture.specs.get(item_id) if picture is not None else None

    def has_seen(self, viewer: Seat | None) -> bool:
        """Whether ``viewer`` has been drawn before (then changes may animate)."""
        return viewer in self.pictures
