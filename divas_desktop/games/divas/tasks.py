"""Pending steps: card events, Fame-track reordering and orchestra bonuses.

A task is either automatic (run as soon as it reaches the front of the queue) or a
decision of one seat, answered with small actions; every decision may be declined with
``Done`` (A-DIV-08). Tasks with no possible choice are dropped.
"""

from __future__ import annotations

from divas_desktop.core.types import Action, Event

from .actions import (
    Applause,
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
    plays,
)
from .data import HOUSES, DivaCard
from .houses import add_applause, can_gain_fame, gain_fame
from .piano import (
    DIVA_NAMES,
    can_sing,
    card_code,
    in_tessitura,
    shrink_sides,
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
    for task in out:  # the board names the card that asks (its event or skill)
        task.source = "skill" if card.kind == "character" else "event"
        task.source_id = card.id
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
        return [play for c in sorted(state.hands[seat]) for play in plays(c)]
    return []


def allows(state: DivasState, task: Task, action: Action) -> bool:
    """Whether ``action`` is one of ``options(state, task)``, without listing them."""
    seat, op = task.seat, task.op
    size = tables().size
    if isinstance(action, Fame):
        return (
            op == "fame"
            and action.house not in task.used
            and can_gain_fame(state, action.house, seat)
        )
    if isinstance(action, Tessitura):
        return op == "tessitura" and action.side in tessitura_sides(state, seat)
    if isinstance(action, Shift):
        line = state.timeline
        return (
            op == "shift"
            and action.card in line
            and 0 <= line.index(action.card) + action.direction < len(line)
        )
    if isinstance(action, Timeline):
        return op == "timeline_free" and action.card in state.hands[seat]
    if isinstance(action, PlaceNote):
        key = action.key
        if not 0 <= key < size:
            return False
        if op == "place_note":
            if task.info.get("scope") == "adjacent":
                return abs(key - state.diva[seat]) == 1 and can_sing(state, seat, key)
            return state.piano[key] is None and can_sing(state, seat, key)
        return op == "flip_note" and state.piano[key] == 1 - seat and in_tessitura(state, seat, key)
    if isinstance(action, RemoveNote):
        return (
            op == "remove_note" and 0 <= action.key < size and state.piano[action.key] == 1 - seat
        )
    if isinstance(action, Applause):
        return op == "applause"
    if isinstance(action, Drain):
        return op == "drain" and state.houses[action.house].applause[1 - seat] > 0
    if isinstance(action, Shrink):
        return op == "shrink" and action.side in shrink_sides(state, 1 - seat)
    if isinstance(action, PlayCard):
        return op == "play_extra" and action.card in state.hands[seat]
    return False


def use_once(state: DivasState, task: Task) -> None:
    """Count one answer to the front task; drop it once its count is used up."""
    task.count -= 1
    if task.count <= 0:
        state.tasks.pop(0)


def run_automatic(state: DivasState, task: Task, events: list[Event]) -> None:
    """Carry out an automatic task (finish_close is handled by the closing module)."""
    seat, house = task.seat, task.house
    if task.op == "fame_fixed":
        assert house is not None
        gain_fame(state, house, seat, task.count, events)
    elif task.op == "applause_fixed":
        assert house is not None
        add_applause(state, seat, house, task.amount, events)
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
