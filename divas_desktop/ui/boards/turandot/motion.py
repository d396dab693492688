"""How the Turandot board follows a move: the reveal of the bids in a beat of its own,
whose move each event is, and the last reveal remembered from the public events.

The board is always *drawn* at its final positions by :meth:`Board.sync`; its
``animations`` queue lets items travel there, scaled by the speed setting (off in tests
and offscreen), and any click or key finishes them. The reveal is the first beat: every
company's backs fly to the table and turn over, one company after the other; then the
cards won travel to their owners (the framework's glide, ``board.motion``).

A move is followed in beats (:func:`beats`): the reveal of the bids (each company's bid
and what it won written on it), the hires, an understudy, a firing, a new round and the
final count each get a moment of their own.

When every bid of a round wins outright, the engine resolves the bids and starts the
next round in one step, so no view ever shows them revealed: :class:`RevealMemory` keeps
what the public events said (``turandot.bid_revealed_*``) to show the previous round's
bids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Event
from ....games.turandot.views import TurandotView
from ...board import AnimationQueue, BoardItem, Spec
from ...board.beats import Beat, cut, labelled
from ...log_panel import subject_of
from .items import TurandotCardSpec
from .layout import bid_id

REVEAL_GLIDE_MS = 320
"""A bid's back flying from its company's panel to the table of the reveal."""
REVEAL_STAGGER_MS = 110
"""Each company's bid turns over this long after the previous one."""
REVEAL_KINDS = ("turandot.bid_revealed_number", "turandot.bid_revealed_money")
DRAW_EVENTS = ("turandot.casting_call", "turandot.directors_drawn")
"""Events naming every card newly drawn: nobody's move, so no last-move mark."""
SCENE_HIRES = {"turandot.designer_hired": "designer", "turandot.carpenter_hired": "carpenter"}
MAX_BID = 5
"""A bid holds at most a number, three money cards and the bluff."""
MOMENTS = {
    "turandot.bids_revealed": "reveal",
    "turandot.singer_hired": "hire",
    "turandot.director_hired": "hire",
    "turandot.designer_hired": "hire",
    "turandot.carpenter_hired": "hire",
    "turandot.understudy_given": "understudy",
    "turandot.firer_chosen": "fire",
    "turandot.director_fired": "fire",
    "turandot.round_started": "round",
    "turandot.final_scene": "end",
}
"""Events that open a beat of their own (the others join the beat before them)."""
MAJOR = frozenset({"reveal", "end"})
"""Beats that decide the game and stay longer: the bids face up, the final count."""
UNWRITTEN = frozenset(
    {"turandot.card_added_to_bid", "turandot.casting_call", "turandot.directors_drawn"}
)
"""Events a beat does not write on the table (the log has them)."""
ON_THE_BID = frozenset(
    {*REVEAL_KINDS, "turandot.outbid", "turandot.tied", "turandot.bid_confirmed"}
)
"""Events written on the bid of the company they are about."""


def beats(
    entries: list, place: Callable[[Event], str | None], words: Callable[[Event], str]
) -> list[Beat]:
    """The beats of a move: the reveal, the hires, an understudy, a firing, a new round,
    the final count."""
    out = []
    for run in cut(entries, lambda event: MOMENTS.get(event.kind)):
        moments = {MOMENTS.get(entry[-1].kind) for entry in run}
        out.append(Beat(labelled(run, place, words), bool(moments & MAJOR)))
    return out


def label_place(event: Event, drawn: Callable[[str], bool]) -> str | None:
    """The item a beat writes ``event`` on (``None``: the default place)."""
    player = event.params.get("player")
    if event.kind in ON_THE_BID and isinstance(player, int):
        bid = bid_id(player, 0)
        return bid if drawn(bid) else None
    if event.kind in ("turandot.round_started", "turandot.final_scene"):
        return ""
    return None


def reveal_bids(
    queue: AnimationQueue,
    item_of: Callable[[str], BoardItem | None],
    seen: Mapping[str, Spec],
    specs: Iterable[Spec],
) -> set[str]:
    """Queue the bids turning over (backs fly to the table and flip, a company after the
    other) as a beat of their own; return the ids animated."""
    reveal = [s for s in specs if _turned_up(seen.get(s.id), s)]
    for spec in reveal:
        item = item_of(spec.id)
        if item is None:
            continue
        seat = int(spec.id.split(".")[1])
        delay = REVEAL_STAGGER_MS * seat
        old = seen.get(spec.id)
        if old is not None and (old.x, old.y) != (spec.x, spec.y):
            queue.glide(item, QPointF(old.x, old.y), REVEAL_GLIDE_MS, delay=delay)
        queue.flip_in(item, delay=delay + REVEAL_GLIDE_MS * 0.5)
    if reveal:
        queue.beat()
    return {s.id for s in reveal}


def _turned_up(old: Spec | None, new: Spec) -> bool:
    """A bid card that was a back (or not there) and is now face up."""
    if not (isinstance(new, TurandotCardSpec) and new.id.startswith("bid.") and new.face_up):
        return False
    return old is None or (isinstance(old, TurandotCardSpec) and not old.face_up)


def event_items(event: Event, named: set[str]) -> set[str]:
    """The items an event is about: the cards it ``named``, and the tiles and backs it
    changed (a new casting call is nobody's move)."""
    if event.kind in DRAW_EVENTS:
        return set()
    player = event.params.get("player")
    if event.kind in SCENE_HIRES:
        named.add(SCENE_HIRES[event.kind])
    elif event.kind == "turandot.puccini_passes" and isinstance(player, int):
        named |= {"puccini", f"puccini.{player}"}
    elif event.kind == "turandot.bid_confirmed" and isinstance(player, int):
        named |= {bid_id(player, index) for index in range(MAX_BID)}
    return named


def credited(entries: list, seats: int) -> list:
    """The ``(step, seat, Event)`` entries of a move, each credited to the seat it is
    about: a reveal is one seat's move but hires for everyone (the hired card carries the
    badge of its new owner), an understudy carries the badge of Puccini who gave it."""
    return [(step, _mover(event, seat, seats), event) for step, seat, event in entries]


def _mover(event: Event, actor: int, seats: int) -> int:
    """The seat a move's event is credited to: who gave (``by``), else whom it is about."""
    by = event.params.get("by")
    if isinstance(by, int) and not isinstance(by, bool) and 0 <= by < seats:
        return by
    return subject_of(event, actor, seats)


@dataclass
class RevealMemory:
    """The bids of the last reveal seen in the events."""

    round: int | None = None
    bids: dict[int, tuple[int | None, int, bool]] = field(default_factory=dict)
    """Seat -> (number or None, money cards, bluff)."""

    def record(self, events: Iterable[Any], current_round: int | None) -> None:
        """Read a batch of ``(step, seat, Event)`` entries played by one action."""
        batch = [entry[-1] for entry in events]
        kinds = [event.kind for event in batch]
        if "turandot.bids_revealed" not in kinds:
            return
        start = kinds.index("turandot.bids_revealed")
        revealed_round = current_round
        for event in batch[start:]:
            if event.kind == "turandot.round_started":
                revealed_round = int(event.params["round"]) - 1
                break
        self.round, self.bids = revealed_round, {}
        for event in batch[start:]:
            if event.kind not in REVEAL_KINDS:
                continue
            try:
                self._read(event.params)
            except (KeyError, TypeError, ValueError):
                continue  # an event shaped differently only costs its own line

    def _read(self, params: dict[str, Any]) -> None:
        number = params.get("number")
        money = int(params.get("money", 1 if number is None else 0))
        self.bids[int(params["player"])] = (number, money, bool(params.get("bluff")))

    def is_previous_round(self, view: TurandotView) -> bool:
        """Whether the remembered reveal is the previous round's, not shown in the view."""
        return (
            view.phase == "bidding"
            and bool(self.bids)
            and self.round == view.round - 1
            and all(p.revealed_bid is None for p in view.players)
        )
