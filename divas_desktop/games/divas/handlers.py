"""One handler per kind of action of The Battle of the Divas, and the table of them.

Each handler takes a legal action (``rules.apply`` checks first): it changes a copy of
the state, then :func:`~.phases.advance` runs the automatic steps that follow. While a
task is pending (a card's event, a closing, an orchestra bonus) every action answers it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, wraps
from typing import Any, TypeVar

from divas_desktop.core.types import Action, Event, Seat, Transition

from . import closing, houses, piano, tasks
from .actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
    Done,
    Drain,
    Fame,
    Move,
    PlaceNote,
    PlayCard,
    RemoveNote,
    SendNote,
    Shift,
    Shrink,
    Tessitura,
    Timeline,
)
from .data import load
from .houses import HOUSE_OF, add_applause, gain_fame, play_into_house
from .phases import advance
from .piano import ACTION_NAMES, DIVA_NAMES, can_sing, card_code, expand, sing, tables
from .state import DivasState
from .tasks import event_tasks, use_once

ActionT = TypeVar("ActionT", bound=Action)
Step = Transition[DivasState]
Handler = Callable[[DivasState, Seat, ActionT], Step]
Effect = Callable[[DivasState, Seat, ActionT, list[Event]], None]
PLAYED_FROM_HAND = (PlayCard, Timeline)
"""Actions that put a card from a hand on the table, where the other diva sees it."""


def _on_copy(effect: Effect[ActionT]) -> Handler[ActionT]:
    """Make a handler that applies ``effect`` to a copy of the state, then advances."""

    @wraps(effect)
    def handler(state: DivasState, seat: Seat, action: ActionT) -> Step:
        new = state.clone()
        events: list[Event] = []
        effect(new, seat, action, events)
        revealed = advance(new, events)
        if isinstance(action, PLAYED_FROM_HAND):
            revealed.add(1 - seat)  # the card leaves a hidden hand face up for the rival
        return Transition(state=new, events=events, revealed_to=frozenset(revealed))

    return handler


# --- Phases 1 to 3 of a turn (DIV-027..056) ------------------------------------------------
@_on_copy
def play_card(state: DivasState, seat: Seat, action: PlayCard, events: list[Event]) -> None:
    """Phase 1: play a card on a house's opera; its rhythms give the move (DIV-036).

    An event's extra play (DIV-061) scores the same way without a move.
    """
    play_into_house(state, seat, action.card, action.house, events)
    if state.tasks:
        use_once(state, state.tasks[0])
        return
    state.allowance = sum(load().cards[action.card].rhythms)
    state.phase = "move"


@_on_copy
def move(state: DivasState, seat: Seat, action: Move, events: list[Event]) -> None:
    """Phase 2: move the diva; she sings on the key if she can (DIV-037..041)."""
    state.diva[seat] = action.key
    events.append(_diva_moved(seat, action.key))
    if can_sing(state, seat, action.key):
        sing(state, seat, action.key, events)
    blacks = tables().adjacent[action.key]
    state.phase = "black_key"
    if len(blacks) == 1:
        _enter_phase_3(state, seat, blacks[0], events)


@_on_copy
def choose_black_key(
    state: DivasState, seat: Seat, action: ChooseBlackKey, events: list[Event]
) -> None:
    """Phase 3: choose the black key whose two actions the diva performs (DIV-043)."""
    _enter_phase_3(state, seat, action.black, events)


def _enter_phase_3(state: DivasState, seat: Seat, black: int, events: list[Event]) -> None:
    """Take the two actions of the chosen black key (DIV-043, DIV-044)."""
    state.black_key = black
    state.remaining = list(tables().black[black].actions)
    state.phase = "actions"
    events.append(_black_key_chosen(seat, black))


# Events are immutable and building a pydantic model is costly: those of every turn are
# built once and shared between steps (the log panel keys its lines by event and mover).
@cache
def _diva_moved(seat: Seat, key: int) -> Event:
    return Event(
        kind="divas.diva_moved",
        params={"player": DIVA_NAMES[seat], "key": key, "note": tables().note[key]},
    )


@cache
def _black_key_chosen(seat: Seat, black: int) -> Event:
    first, second = tables().black[black].actions
    return Event(
        kind="divas.black_key_chosen",
        params={
            "player": DIVA_NAMES[seat],
            "black": black,
            "first": ACTION_NAMES[first],
            "second": ACTION_NAMES[second],
            "first_id": first,
            "second_id": second,
        },
    )


@_on_copy
def fame(state: DivasState, seat: Seat, action: Fame, events: list[Event]) -> None:
    """Move a house's fame counter one step toward the diva (DIV-046, or an event's step)."""
    gain_fame(state, action.house, seat, 1, events)
    if not state.tasks:
        state.remaining.remove("fame")
        return
    task = state.tasks[0]
    if task.info.get("distinct"):
        task.used.append(action.house)
    use_once(state, task)


@_on_copy
def tessitura(state: DivasState, seat: Seat, action: Tessitura, events: list[Event]) -> None:
    """Expand the tessitura one key (DIV-048..050, or an event's expansion)."""
    if not state.tasks:
        state.remaining.remove("tessitura")
    expand(state, seat, action.side, events)
    if state.tasks:
        use_once(state, state.tasks[0])


@_on_copy
def timeline(state: DivasState, seat: Seat, action: Timeline, events: list[Event]) -> None:
    """Play a card to the Timeline; as a piano action its event follows (DIV-056, DIV-083).

    An orchestra bonus places it for free, without its event.
    """
    state.hands[seat].remove(action.card)
    state.timeline.append(action.card)
    params = {"player": DIVA_NAMES[seat], "card": card_code(action.card), "card_id": action.card}
    if state.tasks:
        events.append(Event(kind="divas.timeline_free", params=params))
        use_once(state, state.tasks[0])
        return
    state.remaining.remove("timeline")
    events.append(Event(kind="divas.timeline_played", params=params))
    state.tasks[0:0] = event_tasks(load().cards[action.card], seat)


def _instrument(state: DivasState) -> str:
    """The instrument among the black-key actions left (DIV-051)."""
    code = next(c for c in state.remaining if c in HOUSE_OF)
    state.remaining.remove(code)
    return code


@_on_copy
def send_note(state: DivasState, seat: Seat, action: SendNote, events: list[Event]) -> None:
    """Opera House action: send a note token to the instrument's house (DIV-052..054)."""
    houses.send_note(state, seat, HOUSE_OF[_instrument(state)], action.key, events)


@_on_copy
def close_opera(state: DivasState, seat: Seat, action: CloseOpera, events: list[Event]) -> None:
    """Opera House action: close the house's opera and score it (DIV-055, DIV-062..)."""
    _instrument(state)
    closing.close_opera(state, seat, action.house, events)


@_on_copy
def done(state: DivasState, seat: Seat, action: Done, events: list[Event]) -> None:
    """Decline the pending decision, or the black-key actions left (A-DIV-08)."""
    if state.tasks:
        state.tasks.pop(0)
    else:
        state.remaining.clear()


# --- Answers to card events only (DIV-057..061, DIV-081) ------------------------------------
@_on_copy
def shift(state: DivasState, seat: Seat, action: Shift, events: list[Event]) -> None:
    """Swap a Timeline card with its neighbour (DIV-081)."""
    tasks.shift(state, action.card, action.direction, seat, events)
    use_once(state, state.tasks[0])


@_on_copy
def place_note(state: DivasState, seat: Seat, action: PlaceNote, events: list[Event]) -> None:
    """Place a note token on a key, or flip the opponent's."""
    sing(state, seat, action.key, events)
    use_once(state, state.tasks[0])


@_on_copy
def remove_note(state: DivasState, seat: Seat, action: RemoveNote, events: list[Event]) -> None:
    """Remove the opponent's note token from a key."""
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
    use_once(state, state.tasks[0])


@_on_copy
def applause(state: DivasState, seat: Seat, action: Applause, events: list[Event]) -> None:
    """Gain the event's applause in a house."""
    add_applause(state, seat, action.house, state.tasks[0].amount, events)
    use_once(state, state.tasks[0])


@_on_copy
def drain(state: DivasState, seat: Seat, action: Drain, events: list[Event]) -> None:
    """Make the opponent lose the event's applause in a house."""
    add_applause(state, 1 - seat, action.house, -state.tasks[0].amount, events)
    use_once(state, state.tasks[0])


@_on_copy
def shrink(state: DivasState, seat: Seat, action: Shrink, events: list[Event]) -> None:
    """Move one of the opponent's tessitura markers one key inward."""
    piano.shrink(state, 1 - seat, action.side, events)
    use_once(state, state.tasks[0])


HANDLERS: dict[type[Action], Handler[Any]] = {
    PlayCard: play_card,
    Move: move,
    ChooseBlackKey: choose_black_key,
    Fame: fame,
    Tessitura: tessitura,
    Timeline: timeline,
    SendNote: send_note,
    CloseOpera: close_opera,
    Done: done,
    Shift: shift,
    PlaceNote: place_note,
    RemoveNote: remove_note,
    Applause: applause,
    Drain: drain,
    Shrink: shrink,
}
"""The handler of each kind of action."""
