"""Specific reason codes for refused actions, and why a piece will not lift.

Each reason names what is missing (the house, the note, the opera) and :data:`RULE_OF`
gives the clause of the rule behind it.
"""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction

from .actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
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
from .houses import FAME_LIMIT, HOUSE_NAMES, HOUSE_OF, INSTRUMENT_OF, can_close, can_gain_fame
from .legal import is_legal, to_move
from .piano import in_tessitura, tables
from .state import DivasState, Task

RULE_OF: dict[str, str] = {
    "not_your_turn": "DIV-023",
    "game_over": "DIV-084",
    "finish_pending_choice": "DIV-083",
    "card_not_in_hand": "DIV-027",
    "must_play_card": "DIV-027",
    "key_out_of_reach": "DIV-036",
    "must_move": "DIV-036",
    "black_key_not_adjacent": "DIV-039",
    "must_choose_black_key": "DIV-039",
    "action_not_on_key": "DIV-045",
    "timeline_not_on_key": "DIV-056",
    "tessitura_at_end": "DIV-048",
    "instrument_mismatch": "DIV-051",
    "no_instrument_chosen": "DIV-051",
    "applause_below_minimum": "DIV-055",
    "not_your_note": "DIV-052",
    "note_outside_tessitura": "DIV-052",
    "note_not_required": "DIV-052",
    "note_already_sent": "DIV-054",
    "cannot_shift": "DIV-081",
    "shift_too_far": "DIV-081",
    "fame_track_full": "DIV-047",
    "fame_house_used": "DIV-083",
    "key_not_free": "DIV-083",
    "key_not_adjacent": "DIV-057",
    "cannot_sing_there": "DIV-083",
    "no_rival_note_there": "DIV-083",
    "rival_has_no_applause": "DIV-083",
    "illegal_move": "DIV-083",
}
"""Each refusal code of The Battle of the Divas and the clause of the rule behind it."""

_TASK_ACTIONS: dict[str, type] = {
    "fame": Fame,
    "tessitura": Tessitura,
    "shift": Shift,
    "timeline_free": Timeline,
    "place_note": PlaceNote,
    "flip_note": PlaceNote,
    "remove_note": RemoveNote,
    "applause": Applause,
    "drain": Drain,
    "shrink": Shrink,
    "play_extra": PlayCard,
}
"""The kind of action that answers each pending choice."""


def explain_refusal(state: DivasState, seat: int, action: Action) -> IllegalAction:
    """Return why ``action`` is not legal for ``seat`` now."""
    if state.phase == "over":
        return IllegalAction("game_over")
    if state.tasks:
        return _explain_task(state, seat, action, state.tasks[0])
    if isinstance(action, (PlayCard, Timeline)) and action.card not in state.hands[seat]:
        return IllegalAction("card_not_in_hand")
    if state.phase == "play":
        return IllegalAction("must_play_card")
    if state.phase == "move":
        if isinstance(action, Move):
            return IllegalAction("key_out_of_reach", allowance=state.allowance)
        return IllegalAction("must_move")
    if state.phase == "black_key":
        if isinstance(action, ChooseBlackKey):
            return IllegalAction("black_key_not_adjacent")
        return IllegalAction("must_choose_black_key")
    return _explain_piano_action(state, seat, action)


def _explain_task(state: DivasState, seat: int, action: Action, task: Task) -> IllegalAction:
    """Why ``action`` does not answer the pending choice: the wrong kind of answer, or
    the right kind that this house, key or card cannot take."""
    if not isinstance(action, _TASK_ACTIONS.get(task.op, ())):
        return IllegalAction("finish_pending_choice")
    if isinstance(action, Fame):
        if action.house in task.used:
            return IllegalAction("fame_house_used", house=HOUSE_NAMES[action.house])
        return IllegalAction("fame_track_full", house=HOUSE_NAMES[action.house], limit=FAME_LIMIT)
    if isinstance(action, PlaceNote):
        return _explain_note_choice(state, seat, action.key, task)
    if isinstance(action, RemoveNote):
        return IllegalAction("no_rival_note_there", key=action.key)
    if isinstance(action, Drain):
        return IllegalAction("rival_has_no_applause", house=HOUSE_NAMES[action.house])
    if isinstance(action, PlayCard | Timeline):
        return IllegalAction("card_not_in_hand")
    if isinstance(action, Tessitura | Shrink):
        return IllegalAction("tessitura_at_end")
    return IllegalAction("cannot_shift")


def _explain_note_choice(state: DivasState, seat: int, key: int, task: Task) -> IllegalAction:
    """Why a note cannot be placed (or flipped) on ``key`` for the pending choice."""
    size = tables().size
    if task.op == "flip_note":
        if not 0 <= key < size or state.piano[key] != 1 - seat:
            return IllegalAction("no_rival_note_there", key=key)
        low, high = state.tessitura[seat]
        return IllegalAction("note_outside_tessitura", key=key, low=low, high=high)
    if task.info.get("scope") == "adjacent" and abs(key - state.diva[seat]) != 1:
        return IllegalAction("key_not_adjacent", key=key)
    if 0 <= key < size and state.piano[key] is not None and task.info.get("scope") != "adjacent":
        return IllegalAction("key_not_free", key=key)
    return IllegalAction("cannot_sing_there", key=key)


def _explain_piano_action(state: DivasState, seat: int, action: Action) -> IllegalAction:
    instruments = [c for c in state.remaining if c in HOUSE_OF]
    if isinstance(action, Fame):
        if "fame" not in state.remaining:
            return IllegalAction("action_not_on_key")
        return IllegalAction("fame_track_full", house=HOUSE_NAMES[action.house], limit=FAME_LIMIT)
    if isinstance(action, Tessitura):
        if "tessitura" not in state.remaining:
            return IllegalAction("action_not_on_key")
        return IllegalAction("tessitura_at_end")
    if isinstance(action, CloseOpera):
        if INSTRUMENT_OF[action.house] not in instruments:
            return IllegalAction("instrument_mismatch")
        if not can_close(state, seat, action.house):
            opera = load().operas[state.houses[action.house].opera]
            return IllegalAction("applause_below_minimum", minimum=opera.minimum)
    if isinstance(action, SendNote):
        if not 0 <= action.key < tables().size or state.piano[action.key] != seat:
            return IllegalAction("not_your_note")
        if not instruments:
            return IllegalAction("no_instrument_chosen")
        if not in_tessitura(state, seat, action.key):
            low, high = state.tessitura[seat]
            return IllegalAction("note_outside_tessitura", key=action.key, low=low, high=high)
        house_id = HOUSE_OF[instruments[0]]
        opera = load().operas[state.houses[house_id].opera]
        note = tables().note[action.key]
        if note not in opera.notes:
            return IllegalAction(
                "note_not_required",
                note=note,
                opera=f"divas.opera.{opera.id}",
                first=opera.notes[0],
                second=opera.notes[1],
            )
        return IllegalAction("note_already_sent", note=note, house=HOUSE_NAMES[house_id])
    if isinstance(action, Shift):
        return IllegalAction("cannot_shift")
    return IllegalAction("action_not_on_key")


def why_not(state: DivasState, seat: int, piece: str) -> IllegalAction | None:
    """Why ``seat`` can do nothing with ``piece`` now, or ``None`` if something is legal.

    Pieces are named as on the board: a card id, ``note.<key>`` (the note on a white
    key, sent to a house) and ``fametrack.<house>`` or ``fame.<house>`` (a house's Fame
    track or its counter, clicked).
    """
    if not to_move(state):
        return IllegalAction("game_over")
    if seat not in to_move(state):
        return IllegalAction("not_your_turn")
    if piece in state.hands[seat]:
        return _why_not_card(state, seat, piece)
    kind, _, rest = piece.partition(".")
    if kind == "note" and rest.isdigit():
        key = int(rest)
        if state.tasks or state.phase != "actions":
            return None  # a note is sent only among a black key's actions
        action: Action = SendNote(key=key)
    elif kind in ("fametrack", "fame") and rest in HOUSE_OF.values():
        offered = (state.tasks and state.tasks[0].op == "fame") or (
            not state.tasks and state.phase == "actions" and "fame" in state.remaining
        )
        if not offered or can_gain_fame(state, rest, seat):
            return None
        action = Fame(house=rest)  # type: ignore[arg-type]
    else:
        return None
    return None if is_legal(state, seat, action) else explain_refusal(state, seat, action)


def _why_not_card(state: DivasState, seat: int, card: str) -> IllegalAction | None:
    """Why a card of the hand will not lift: the phase wants something else first."""
    if state.tasks:
        op = state.tasks[0].op
        return (
            None
            if op in ("play_extra", "timeline_free")
            else IllegalAction("finish_pending_choice")
        )
    if state.phase == "play":
        return None
    if state.phase == "move":
        return IllegalAction("must_move")
    if state.phase == "black_key":
        return IllegalAction("must_choose_black_key")
    if state.phase == "actions" and "timeline" not in state.remaining:
        return IllegalAction("timeline_not_on_key")
    return None
