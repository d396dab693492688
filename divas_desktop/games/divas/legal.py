"""Who must decide, what each seat may do now, and the cheap check of one action."""

from __future__ import annotations

from divas_desktop.core.types import Action, Seat

from .actions import (
    ChooseBlackKey,
    CloseOpera,
    Done,
    Fame,
    Move,
    PlayCard,
    SendNote,
    Tessitura,
    Timeline,
    act,
    plays,
)
from .data import HOUSES
from .houses import HOUSE_OF, can_close, can_gain_fame, can_send, sendable_keys
from .piano import can_reach, destinations, tables, tessitura_sides
from .state import DivasState
from .tasks import allows, options


def to_move(state: DivasState) -> tuple[Seat, ...]:
    """Return the seat that decides now (a task's owner first), or () when over."""
    if state.phase == "over":
        return ()
    if state.tasks:
        return (state.tasks[0].seat,)
    return (state.current,)


def legal_actions(state: DivasState, seat: Seat) -> list[Action]:
    """Return every legal action of ``seat`` in a fixed order."""
    if seat not in to_move(state):
        return []
    if state.tasks:  # a decision may always be declined (A-DIV-08)
        return [*options(state, state.tasks[0]), act(Done)]
    if state.phase == "play":  # DIV-027: playing a card is obligatory
        return [play for c in sorted(state.hands[seat]) for play in plays(c)]
    if state.phase == "move":
        return [act(Move, key=k) for k in destinations(state, seat)]
    if state.phase == "black_key":
        return [act(ChooseBlackKey, black=b) for b in tables().adjacent[state.diva[seat]]]
    if state.phase == "actions":
        out: list[Action] = []
        for code in state.remaining:
            out.extend(_piano_action_options(state, seat, code))
        out.append(act(Done))
        return out
    return []


def _piano_action_options(state: DivasState, seat: Seat, code: str) -> list[Action]:
    """Return the concrete choices of one black-key action (DIV-045..056)."""
    if code == "fame":
        return [act(Fame, house=h) for h in HOUSES if can_gain_fame(state, h, seat)]
    if code == "tessitura":
        return [act(Tessitura, side=s) for s in tessitura_sides(state, seat)]
    if code == "timeline":
        return [act(Timeline, card=c) for c in sorted(state.hands[seat])]
    house = HOUSE_OF[code]  # DIV-051: the instrument picks its own house
    out: list[Action] = [act(SendNote, key=k) for k in sendable_keys(state, seat, house)]
    if can_close(state, seat, house):
        out.append(act(CloseOpera, house=house))
    return out


def is_legal(state: DivasState, seat: Seat, action: Action) -> bool:
    """Whether ``seat`` may take ``action`` now, without enumerating the legal actions."""
    if seat not in to_move(state):
        return False
    if state.tasks:
        return isinstance(action, Done) or allows(state, state.tasks[0], action)
    phase = state.phase
    if phase == "play":
        return isinstance(action, PlayCard) and action.card in state.hands[seat]
    if phase == "move":
        return isinstance(action, Move) and can_reach(state, seat, action.key)
    if phase == "black_key":
        return (
            isinstance(action, ChooseBlackKey)
            and action.black in tables().adjacent[state.diva[seat]]
        )
    return phase == "actions" and _is_piano_action(state, seat, action)


def _is_piano_action(state: DivasState, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is one of the choices of the black-key actions left."""
    remaining = state.remaining
    if isinstance(action, Done):
        return True
    if isinstance(action, Fame):
        return "fame" in remaining and can_gain_fame(state, action.house, seat)
    if isinstance(action, Tessitura):
        return "tessitura" in remaining and action.side in tessitura_sides(state, seat)
    if isinstance(action, Timeline):
        return "timeline" in remaining and action.card in state.hands[seat]
    houses = [HOUSE_OF[code] for code in remaining if code in HOUSE_OF]
    if isinstance(action, SendNote):
        return any(can_send(state, seat, house, action.key) for house in houses)
    if isinstance(action, CloseOpera):
        return action.house in houses and can_close(state, seat, action.house)
    return False
