"""Specific reason codes for refused actions."""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction

from .actions import (
    ChooseBlackKey,
    CloseOpera,
    Move,
    PlayCard,
    SendNote,
    Shift,
    Tessitura,
    Timeline,
)
from .data import load
from .houses import HOUSE_OF, INSTRUMENT_OF, can_close
from .piano import in_tessitura, tables
from .state import DivasState


def explain_refusal(state: DivasState, seat: int, action: Action) -> IllegalAction:
    """Return why ``action`` is not legal for ``seat`` now."""
    if state.phase == "over":
        return IllegalAction("game_over")
    if state.tasks:
        return IllegalAction("finish_pending_choice", op=state.tasks[0].op)
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


def _explain_piano_action(state: DivasState, seat: int, action: Action) -> IllegalAction:
    instruments = [c for c in state.remaining if c in HOUSE_OF]
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
        if not instruments:
            return IllegalAction("instrument_mismatch")
        if not 0 <= action.key < tables().size or state.piano[action.key] != seat:
            return IllegalAction("not_your_note")
        if not in_tessitura(state, seat, action.key):
            return IllegalAction("note_outside_tessitura")
        house = state.houses[HOUSE_OF[instruments[0]]]
        note = tables().note[action.key]
        if note not in load().operas[house.opera].notes:
            return IllegalAction("note_not_required")
        return IllegalAction("note_already_sent")
    if isinstance(action, Shift):
        return IllegalAction("cannot_shift")
    return IllegalAction("action_not_on_key")
