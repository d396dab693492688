"""Self-cancelling sequences in a game's log: a seat taking back what it just did.

Issue 35 counted three such loops a person notices at once: a Sipario! impresario
beginning an extra show or a debut and giving it up (and again next turn), an Opera Magna
master turning raw goods into a refined good and straight back. The same kind of
sequence is looked for in every game: Turandot's card added to a bid and taken back (or a
cast arranged back to an order it already had), a Divas Timeline card shifted one way and
straight back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from divas_desktop.core.types import Action, Event, Seat

Step = tuple[Seat, Action, Sequence[Event], Any]
"""The seat, its action, the events it caused and the state after it."""


def self_cancelling(game_id: str, log: Sequence[Step]) -> list[str]:
    """Describe every self-cancelling sequence of ``log`` (empty: none)."""
    return FINDERS[game_id](log)


def _sipario(log: Sequence[Step]) -> list[str]:
    found = []
    begun: dict[Seat, tuple[int, Action]] = {}
    for index, (seat, action, _events, _after) in enumerate(log):
        if action.kind in ("begin_extra", "begin_debut"):
            begun[seat] = (index, action)
        elif action.kind in ("confirm_extra", "confirm_debut"):
            begun.pop(seat, None)
        elif action.kind in ("abandon_extra", "abandon_debut") and seat in begun:
            start, opening = begun.pop(seat)
            found.append(f"step {start}: seat {seat} {opening!r}, given up at step {index}")
    return found


def _magna(log: Sequence[Step]) -> list[str]:
    """A conversion undone: a good converted one way and back in the same turn with no
    use of it in between (placed on a building, delivered)."""
    found = []
    undo = {"magna.shop_converted": "magna.converted", "magna.converted": "magna.shop_converted"}
    made: dict[tuple[str, str], int] = {}  # this turn's conversions not yet used: -> step
    for index, (seat, action, events, _after) in enumerate(log):
        if action.kind in ("move_merchant", "end_refining", "take_market_card"):
            made = {}
        for event in events:
            good = event.params.get("good")
            if event.kind in ("magna.good_placed", "magna.delivered"):
                made = {key: step for key, step in made.items() if key[1] != good}
            elif event.kind in undo:
                if (undo[event.kind], good) in made:
                    start = made.pop((undo[event.kind], good))
                    found.append(f"step {start}: seat {seat} converts {good}, back at step {index}")
                else:
                    made[event.kind, good] = index
    return found


def _turandot(log: Sequence[Step]) -> list[str]:
    found = []
    moved: dict[tuple[Seat, str], tuple[str, int]] = {}
    casts: dict[Seat, list[tuple[str, ...]]] = {}
    for index, (seat, action, _events, _after) in enumerate(log):
        if action.kind in ("add_to_bid", "take_back_from_bid"):
            card = action.card  # type: ignore[attr-defined]
            last = moved.get((seat, card))
            if last is not None and last[0] != action.kind:
                found.append(f"step {last[1]}: seat {seat} moves {card}, back at step {index}")
            moved[seat, card] = (action.kind, index)
        elif action.kind == "confirm_bid":
            moved = {key: value for key, value in moved.items() if key[0] != seat}
        elif action.kind == "assign_role":
            key = (action.singer, action.role)  # type: ignore[attr-defined]
            history = casts.setdefault(seat, [])
            if key in history:
                found.append(f"step {index}: seat {seat} assigns {key} again")
            history.append(key)
    return found


def _divas(log: Sequence[Step]) -> list[str]:
    """Two Timeline shifts in a row by one seat that leave the Timeline as it was (the
    same card back, or its neighbour swapped back over it)."""
    found = []
    for index in range(2, len(log)):
        seat, action, _, after = log[index]
        before_seat, before, _, _ = log[index - 1]
        if action.kind == before.kind == "shift" and seat == before_seat:
            if after.timeline == log[index - 2][3].timeline:
                found.append(f"step {index - 1}: seat {seat} shifts the Timeline and back")
    return found


FINDERS = {"sipario": _sipario, "magna": _magna, "turandot": _turandot, "divas": _divas}
