"""Pending steps: card events, Fame-track reordering and orchestra bonuses.

A task is either automatic (run as soon as it reaches the front of the queue) or a
decision of one seat, answered with small actions; every decision may be declined with
``Done`` (A-DIV-08). Tasks with no possible choice are dropped.
"""

from __future__ import annotations

from divas_desktop.core.types import Action, Event

from .actions import (
    Applause,
    Done,
    Drain,
    Fame,
    PlaceNote,
    PlayCard,
    RemoveNote,
    Shift,
    Shrink,
    Tessitura,
    Timeline,
    act,
)
from .data import HOUSES, DivaCard
from .houses import HOUSE_NAMES, add_applause, can_gain_fame, gain_fame, play_into_house
from .piano import (
    DIVA_NAMES,
    can_sing,
    card_code,
    expand,
    in_tessitura,
    shrink,
    shrink_sides,
    sing,
    tables,
    tessitura_sides,
)
from .state import DivasState, Task

AUTOMATIC = {
    "fame_fixed",
    "applause_fixed",
    "vp",
    "recall_discard",
    "place_orchestra",
    "finish_close",
}


def event_tasks(card: DivaCard, seat: int) -> list[Task]:
    """Turn a card's Timeline event into tasks for the seat that played it (DIV-083)."""
    out: list[Task] = []
    for effect in card.effects:
        op, n = effect.op, effect.n
        if op == "skill":  # DIV-057..059
            if seat == 0:
                out.append(Task("fame", seat, 1))
            else:
                out.append(Task("place_note", seat, 1, info={"scope": "adjacent"}))
        elif op == "fame":
            if effect.house:
                out.append(Task("fame_fixed", seat, n, house=effect.house))
            else:
                out.append(Task("fame", seat, n, info={"distinct": effect.distinct}))
        elif op == "applause":
            if effect.house:
                out.append(Task("applause_fixed", seat, 1, house=effect.house, amount=n))
            else:
                out.append(Task("applause", seat, 1, amount=n))
        elif op == "drain":
            out.append(Task("drain", seat, 1, amount=n))
        elif op == "place_note":
            out.append(Task("place_note", seat, n, info={"scope": "any"}))
        elif op in (
            "tessitura",
            "shift",
            "flip_note",
            "remove_note",
            "shrink",
            "play_extra",
            "vp",
            "recall_discard",
        ):
            out.append(Task(op, seat, n))
    return out


def options(state: DivasState, task: Task) -> list[Action]:
    """Return the choices of a decision task (without ``Done``)."""
    seat, op = task.seat, task.op
    if op == "fame":
        return [
            act(Fame, house=h)
            for h in HOUSES
            if can_gain_fame(state, h, seat) and h not in task.used
        ]
    if op == "tessitura":
        return [act(Tessitura, side=s) for s in tessitura_sides(state, seat)]
    if op == "shift":
        last = len(state.timeline) - 1
        return [
            act(Shift, card=c, direction=d)
            for i, c in enumerate(state.timeline)
            for d in (-1, 1)
            if 0 <= i + d <= last
        ]
    if op == "timeline_free":
        return [act(Timeline, card=c) for c in sorted(state.hands[seat])]
    if op == "place_note":
        if task.info.get("scope") == "adjacent":
            here = state.diva[seat]
            keys = [k for k in (here - 1, here + 1) if 0 <= k < tables().size]
            return [act(PlaceNote, key=k) for k in keys if can_sing(state, seat, k)]
        return [
            act(PlaceNote, key=k)
            for k in range(tables().size)
            if state.piano[k] is None and can_sing(state, seat, k)
        ]
    if op == "flip_note":
        return [
            act(PlaceNote, key=k)
            for k, owner in enumerate(state.piano)
            if owner == 1 - seat and in_tessitura(state, seat, k)
        ]
    if op == "remove_note":
        return [act(RemoveNote, key=k) for k, owner in enumerate(state.piano) if owner == 1 - seat]
    if op == "applause":
        return [act(Applause, house=h) for h in HOUSES]
    if op == "drain":
        return [act(Drain, house=h) for h in HOUSES if state.houses[h].applause[1 - seat] > 0]
    if op == "shrink":
        return [act(Shrink, side=s) for s in shrink_sides(state, 1 - seat)]
    if op == "play_extra":
        return [act(PlayCard, card=c, house=h) for c in sorted(state.hands[seat]) for h in HOUSES]
    return []


def decision_actions(state: DivasState, task: Task) -> list[Action]:
    """Return the legal actions of a decision task: its choices, then ``Done``."""
    return [*options(state, task), act(Done)]


def run_automatic(state: DivasState, task: Task, events: list[Event]) -> None:
    """Carry out an automatic task (finish_close is handled by the closing module)."""
    seat = task.seat
    if task.op == "fame_fixed":
        gain_fame(state, task.house, seat, task.count, events)
    elif task.op == "applause_fixed":
        add_applause(state, seat, task.house, task.amount, events)
    elif task.op == "vp":
        state.vp[seat] += task.count
        events.append(
            Event(kind="divas.vp_gained", params={"player": DIVA_NAMES[seat], "points": task.count})
        )
    elif task.op == "recall_discard":
        if state.discards[seat]:
            card = state.discards[seat].pop()
            state.hands[seat].append(card)
            events.append(
                Event(
                    kind="divas.card_recalled",
                    params={"player": DIVA_NAMES[seat], "card": card_code(card), "card_id": card},
                )
            )


def answer(state: DivasState, task: Task, action: Action, events: list[Event]) -> None:
    """Apply the seat's choice for the front task and use up one of its counts."""
    seat = task.seat
    if isinstance(action, Done):
        state.tasks.pop(0)
        return
    if isinstance(action, Fame):
        gain_fame(state, action.house, seat, 1, events)
        if task.info.get("distinct"):
            task.used.append(action.house)
    elif isinstance(action, Tessitura):
        expand(state, seat, action.side, events)
    elif isinstance(action, Shift):
        shift(state, action.card, action.direction, seat, events)
    elif isinstance(action, Timeline):
        state.hands[seat].remove(action.card)
        state.timeline.append(action.card)
        events.append(
            Event(
                kind="divas.timeline_free",
                params={
                    "player": DIVA_NAMES[seat],
                    "card": card_code(action.card),
                    "card_id": action.card,
                },
            )
        )
    elif isinstance(action, PlaceNote):
        sing(state, seat, action.key, events)
    elif isinstance(action, RemoveNote):
        state.piano[action.key] = None
        events.append(
            Event(
                kind="divas.note_removed",
                params={
                    "player": DIVA_NAMES[1 - seat],
                    "note": tables().note[action.key],
                    "key": action.key,
                },
            )
        )
    elif isinstance(action, Applause):
        add_applause(state, seat, action.house, task.amount, events)
    elif isinstance(action, Drain):
        add_applause(state, 1 - seat, action.house, -task.amount, events)
    elif isinstance(action, Shrink):
        shrink(state, 1 - seat, action.side, events)
    elif isinstance(action, PlayCard):
        play_into_house(state, seat, action.card, action.house, events)  # DIV-061
    task.count -= 1
    if task.count <= 0:
        state.tasks.pop(0)


def shift(state: DivasState, card: str, direction: int, seat: int, events: list[Event]) -> None:
    """Swap a Timeline card with its neighbour (DIV-081)."""
    line = state.timeline
    i = line.index(card)
    line[i], line[i + direction] = line[i + direction], line[i]
    events.append(
        Event(
            kind="divas.timeline_shifted",
            params={
                "player": DIVA_NAMES[seat],
                "card": card_code(card),
                "card_id": card,
                "direction": direction,
            },
        )
    )


def house_name(house: str) -> str:
    """Return the English name of a house (for event parameters)."""
    return HOUSE_NAMES[house]
