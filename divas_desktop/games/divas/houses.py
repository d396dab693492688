"""Opera houses: playing cards, fame, applause and notes sent (DIV-027..035, DIV-046..055)."""

from __future__ import annotations

from functools import cache

from divas_desktop.core.types import Event

from .data import load
from .piano import DIVA_NAMES, card_code, in_tessitura, tables
from .state import DivasState

INSTRUMENT_OF: dict[str, str] = {h.id: h.instrument for h in load().houses.houses}
"""The instrument of each house."""
HOUSE_OF: dict[str, str] = {h.instrument: h.id for h in load().houses.houses}
"""The house of each instrument (its Opera House action, DIV-051)."""
HOUSE_NAMES: dict[str, str] = {h.id: f"divas.house.{h.id}" for h in load().houses.houses}
"""The text code of each house's name."""
FAME_LIMIT = load().houses.fame_limit


def toward(seat: int) -> int:
    """Return the sign of a fame step toward ``seat`` (Callas positive, Tebaldi negative)."""
    return 1 if seat == 0 else -1


def fame_of(state: DivasState, house: str, seat: int) -> int:
    """Return how many steps the house's fame counter leans toward ``seat`` (may be negative)."""
    return state.houses[house].fame * toward(seat)


def can_gain_fame(state: DivasState, house: str, seat: int) -> bool:
    """Whether a fame step toward ``seat`` would still move the counter (DIV-047)."""
    return fame_of(state, house, seat) < FAME_LIMIT


def gain_fame(state: DivasState, house: str, seat: int, steps: int, events: list[Event]) -> None:
    """Move the fame counter ``steps`` toward ``seat``; steps beyond the limit are lost."""
    fame = state.houses[house].fame
    target = max(-FAME_LIMIT, min(FAME_LIMIT, fame + steps * toward(seat)))
    if target != fame:
        state.own_house(house).fame = target
        events.append(
            Event(
                kind="divas.fame_moved",
                params={
                    "player": DIVA_NAMES[seat],
                    "house": HOUSE_NAMES[house],
                    "house_id": house,
                    "fame": target,
                    "steps": abs(target - fame),
                },
            )
        )


@cache
def _card_played(seat: int, card_id: str, house: str) -> Event:
    """The event of a card played on a house by the seat that moves (built once: events
    are immutable)."""
    return Event(
        kind="divas.card_played",
        params={
            "player": DIVA_NAMES[seat],
            "card": card_code(card_id),
            "card_id": card_id,
            "house": HOUSE_NAMES[house],
            "house_id": house,
        },
    )


def play_into_house(
    state: DivasState, seat: int, card_id: str, house: str, events: list[Event]
) -> None:
    """Put a card from the hand on a house's opera and score it as in Phase 1."""
    data = load()
    card = data.cards[card_id]
    hs = state.own_house(house)
    opera = data.operas[hs.opera]
    state.hands[seat].remove(card_id)
    colours_before = {m for c in hs.cards[seat] for m in data.cards[c].masks}
    hs.cards[seat].append(card_id)
    events.append(_card_played(seat, card_id, house))
    if card.instrument == INSTRUMENT_OF[house]:  # DIV-029
        gain_fame(state, house, seat, 1, events)
    gained = 0
    for rhythm in card.rhythms:  # DIV-031..033
        if rhythm in opera.rhythms and rhythm not in hs.rhythms[seat]:
            hs.rhythms[seat].append(rhythm)
            gained += 1 if len(hs.rhythms[seat]) == 1 else 2
    new_colours = {m for m in card.masks if m not in colours_before}  # DIV-035
    gained += len(new_colours)
    if gained:
        add_applause(state, seat, house, gained, events)


def add_applause(
    state: DivasState, seat: int, house: str, amount: int, events: list[Event]
) -> None:
    """Add (or, with a negative amount, remove) applause; it never drops below 0 (DIV-030)."""
    hs = state.own_house(house)
    hs.applause[seat] = max(0, hs.applause[seat] + amount)
    events.append(
        Event(
            kind="divas.applause",
            params={
                "player": DIVA_NAMES[seat],
                "house": HOUSE_NAMES[house],
                "house_id": house,
                "amount": amount,
                "applause": hs.applause[seat],
            },
        )
    )


def can_send(state: DivasState, seat: int, house: str, key: int) -> bool:
    """Whether the diva may send her note on ``key`` to this house (DIV-052, DIV-054)."""
    if not 0 <= key < tables().size or state.piano[key] != seat:
        return False
    hs = state.houses[house]
    note = tables().note[key]
    return (
        in_tessitura(state, seat, key)
        and note in load().operas[hs.opera].notes
        and note not in hs.notes[seat]
    )


def sendable_keys(state: DivasState, seat: int, house: str) -> list[int]:
    """Keys holding a note the diva may send to this house's opera."""
    low, high = state.tessitura[seat]  # no note outside the tessitura may be sent
    return [key for key in range(low, high + 1) if can_send(state, seat, house, key)]


def send_note(state: DivasState, seat: int, house: str, key: int, events: list[Event]) -> None:
    """Move the token to the house: +2 applause for the first note, +3 for the second."""
    hs = state.own_house(house)
    note = tables().note[key]
    state.piano[key] = None
    hs.notes[seat].append(note)
    events.append(
        Event(
            kind="divas.note_sent",
            params={
                "player": DIVA_NAMES[seat],
                "note": note,
                "key": key,
                "house": HOUSE_NAMES[house],
                "house_id": house,
            },
        )
    )
    add_applause(state, seat, house, 2 if len(hs.notes[seat]) == 1 else 3, events)  # DIV-053


def can_close(state: DivasState, seat: int, house: str) -> bool:
    """Whether the diva's applause reaches the opera's minimum (DIV-055)."""
    hs = state.houses[house]
    return hs.applause[seat] >= load().operas[hs.opera].minimum
