"""The piano: movement, note tokens and vocal tessitura (DIV-036..042, DIV-048..050)."""

from __future__ import annotations

from functools import lru_cache

from divas_desktop.core.types import Event

from .data import load
from .state import DivasState

DIVA_NAMES = ("divas.diva.callas", "divas.diva.tebaldi")
"""Text codes of the two divas: event parameters are codes, which the UI translates."""
ACTION_NAMES = {
    "fame": "divas.action.fame",
    "tessitura": "divas.action.tessitura",
    "timeline": "divas.action.timeline",
    "violin": "divas.instrument.violin",
    "clarinet": "divas.instrument.clarinet",
    "trumpet": "divas.instrument.trumpet",
    "drum": "divas.instrument.drum",
}
"""Text codes of the piano actions."""


def card_code(card_id: str) -> str:
    """Return the text code of a Diva card's name."""
    return f"divas.card.{load().cards[card_id].key}"


class PianoTables:
    """Lookup tables derived from the piano data."""

    def __init__(self) -> None:
        piano = load().piano
        self.size = len(piano.white_keys)
        self.note = [k.note for k in piano.white_keys]
        self.vp = [k.vp for k in piano.white_keys]
        self.black = {b.index: b for b in piano.black_keys}
        self.adjacent: list[list[int]] = [
            [b.index for b in piano.black_keys if w in b.between] for w in range(self.size)
        ]
        self.tokens_per_note = piano.tokens_per_note


@lru_cache(maxsize=1)
def tables() -> PianoTables:
    """Return the shared piano tables."""
    return PianoTables()


def can_reach(state: DivasState, seat: int, key: int) -> bool:
    """Whether the diva may end her move on ``key`` (DIV-037, DIV-038, A-DIV-07).

    Each step of the allowance moves one white key; a step onto the other diva's key
    lands just past it instead (DIV-038), so the last step may reach one key further.
    """
    here, other = state.diva[seat], state.diva[1 - seat]
    if not 0 <= key < tables().size or key == here or key == other:
        return False
    direction = 1 if key > here else -1
    steps = (key - here) * direction
    allowance = state.allowance
    return steps <= allowance or (
        steps == allowance + 1 and (other - here) * direction == allowance
    )


def destinations(state: DivasState, seat: int) -> list[int]:
    """Return the white keys the diva may end her move on, in keyboard order."""
    here, reach = state.diva[seat], state.allowance + 1
    low, high = max(0, here - reach), min(tables().size - 1, here + reach)
    return [key for key in range(low, high + 1) if can_reach(state, seat, key)]


def in_tessitura(state: DivasState, seat: int, key: int) -> bool:
    """Whether the white key lies inside the diva's vocal tessitura."""
    low, high = state.tessitura[seat]
    return low <= key <= high


def reserve(state: DivasState, note: str) -> int:
    """Return how many note tokens of ``note`` remain in the reserve (DIV-011, G-DIV-09)."""
    t = tables()
    used = sum(1 for k, owner in enumerate(state.piano) if owner is not None and t.note[k] == note)
    used += sum(h.notes[0].count(note) + h.notes[1].count(note) for h in state.houses.values())
    return t.tokens_per_note - used


def can_sing(state: DivasState, seat: int, key: int) -> bool:
    """Whether the diva may place or flip a note on ``key`` now (DIV-039..041)."""
    if not in_tessitura(state, seat, key):
        return False
    owner = state.piano[key]
    if owner is None:
        return reserve(state, tables().note[key]) > 0
    return owner != seat


def sing(state: DivasState, seat: int, key: int, events: list[Event]) -> None:
    """Place a note token on an empty key or flip the opponent's (caller checked can_sing)."""
    note = tables().note[key]
    flipped = state.piano[key] is not None
    state.piano[key] = seat
    kind = "divas.note_flipped" if flipped else "divas.note_placed"
    events.append(Event(kind=kind, params={"player": DIVA_NAMES[seat], "note": note, "key": key}))


def tessitura_sides(state: DivasState, seat: int) -> list[str]:
    """Return the markers that can still move outward ("none" when both sit at the ends)."""
    low, high = state.tessitura[seat]
    sides = []
    if low > 0:
        sides.append("low")
    if high < tables().size - 1:
        sides.append("high")
    return sides or ["none"]


def expand(state: DivasState, seat: int, side: str, events: list[Event]) -> None:
    """Expand the tessitura one key on ``side``; the keyboard's end gives 1 VP (DIV-049/050)."""
    last = tables().size - 1
    span = state.tessitura[seat]
    if side == "low":
        span[0] -= 1
        reached = span[0] == 0
    elif side == "high":
        span[1] += 1
        reached = span[1] == last
    else:
        reached = True
    events.append(
        Event(
            kind="divas.tessitura_expanded",
            params={"player": DIVA_NAMES[seat], "low": span[0], "high": span[1]},
        )
    )
    if reached:
        state.vp[seat] += 1
        events.append(
            Event(
                kind="divas.tessitura_end_bonus", params={"player": DIVA_NAMES[seat], "points": 1}
            )
        )


def shrink_sides(state: DivasState, victim: int) -> list[str]:
    """Return the victim's markers that may move inward (A-DIV-17: at least one key stays)."""
    low, high = state.tessitura[victim]
    return ["low", "high"] if high > low else []


def shrink(state: DivasState, victim: int, side: str, events: list[Event]) -> None:
    """Move one of the victim's tessitura markers one key inward."""
    span = state.tessitura[victim]
    if side == "low":
        span[0] += 1
    else:
        span[1] -= 1
    events.append(
        Event(
            kind="divas.tessitura_shrunk",
            params={"player": DIVA_NAMES[victim], "low": span[0], "high": span[1]},
        )
    )
