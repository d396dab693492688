"""The last reveal of the bids, remembered from the game's public events.

When every bid of a round wins outright, the engine resolves the bids and starts the
next round in one step, so no view ever shows them revealed. The board keeps what the
public events said (``turandot.bid_revealed_*``, ``turandot.*_hired``) to show the
previous round's bids and to let the hired cards travel from the casting row to their
owners when the next player opens the curtain.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import BLUFF_SYMBOL, MONEY_SYMBOL

REVEAL_KINDS = ("turandot.bid_revealed_number", "turandot.bid_revealed_money")
HIRE_KINDS = ("turandot.singer_hired", "turandot.director_hired")
REVEAL_GLIDE_MS = 320
"""A bid's back flying from its company's panel to the table of the reveal."""
REVEAL_STAGGER_MS = 110
"""Each company's bid turns over this long after the previous one."""


@dataclass
class RevealMemory:
    """The bids and number hires of the last reveal seen in the events."""

    round: int | None = None
    bids: dict[int, tuple[int | None, int, bool]] = field(default_factory=dict)
    """Seat -> (number or None, money cards, bluff)."""
    hires: dict[str, int] = field(default_factory=dict)
    """Card won with a number -> its casting slot (0-based)."""

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
        self.round, self.bids, self.hires = revealed_round, {}, {}
        for event in batch[start:]:
            try:
                self._read(event.kind, event.params)
            except (KeyError, TypeError, ValueError):
                continue  # an event shaped differently only costs its own line

    def _read(self, kind: str, params: dict[str, Any]) -> None:
        if kind in REVEAL_KINDS:
            number = params.get("number")
            money = int(params.get("money", 1 if number is None else 0))
            self.bids[int(params["player"])] = (number, money, bool(params.get("bluff")))
        elif kind in HIRE_KINDS:
            card = params.get("singer") or params.get("director")
            slot = params.get("number", params.get("character"))
            if card and slot is not None:
                self.hires[str(card)] = int(slot) - 1

    def summary(self, name_of: Callable[[int], str]) -> str:
        """The bids in short: ``Anna 3●, Bruno ●, Carla 5∅``."""
        parts = []
        for seat, (number, money, bluff) in sorted(self.bids.items()):
            shown = (str(number) if number is not None else "") + MONEY_SYMBOL * money
            parts.append(f"{name_of(seat)} {shown}{BLUFF_SYMBOL if bluff else ''}")
        return ", ".join(parts)
