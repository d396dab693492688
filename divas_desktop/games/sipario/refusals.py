"""Why an action is refused: the specific reason code shown to the player."""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction, Seat

from .config import ADVERTISING_GOLD, TITLE_CHANGE_GOLD, SiparioConfig
from .data import CardData
from .debuts import base_cast_complete, can_confirm
from .legal import seat_to_move
from .state import State
from .table import can_pay

REFUSALS = (
    "not_your_turn",
    "discard_first",
    "prima_donna_discard_first",
    "already_drew",
    "no_discard_to_take",
    "already_played",
    "debut_after_deck_draw_only",
    "not_enough_gold",
    "draw_or_play_first",
    "singer_not_eligible",
    "base_cast_incomplete",
    "prima_donna_or_gold",
    "card_not_playable",
    "wrong_moment",
    "illegal_move",
    "team_play_needs_four",
)
"""Every refusal code of Sipario! (each has a text ``reason.<code>`` in texts_sipario)."""

_PHASE_KINDS = {
    "setup_swap": {"setup_swap"},
    "uc_attack": {"attack", "complete_cast", "end_uc_slot"},
    "uc_defend": {"defend", "pass_defence", "yield_defence"},
    "gossip": {"gossip_take", "gossip_done"},
    "offer_pay": {"give_card"},
    "flop_pick": {"flop_title"},
}
"""Phases that allow only these kinds of action (anything else is at the wrong moment)."""


def explain_refusal(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, action: Action
) -> IllegalAction:
    """Explain why ``action`` is not legal now."""
    kind = action.kind
    player = state.players[seat]
    gold = getattr(action, "gold", 0)
    if seat_to_move(state) != seat:
        return IllegalAction("not_your_turn")
    if (
        state.phase == "turn"
        and state.discards_due
        and kind not in ("discard", "discard_prima_donna")
    ):
        return IllegalAction("discard_first", count=state.discards_due)
    if state.phase == "turn" and state.forced_pd and kind != "discard_prima_donna":
        return IllegalAction("prima_donna_discard_first")
    if kind == "draw" and state.drew:
        return IllegalAction("already_drew")
    if kind == "draw" and getattr(action, "source", "deck") == "discard":
        return IllegalAction("no_discard_to_take")
    if kind in ("begin_debut", "begin_extra", "play_turn_card") and state.played:
        return IllegalAction("already_played")
    if kind in ("begin_debut", "begin_extra") and state.drew_discard:
        return IllegalAction("debut_after_deck_draw_only")
    if kind == "advertise" and player.gold < ADVERTISING_GOLD:
        return IllegalAction("not_enough_gold", needed=ADVERTISING_GOLD)
    if kind == "change_title" and player.gold < TITLE_CHANGE_GOLD:
        return IllegalAction("not_enough_gold", needed=TITLE_CHANGE_GOLD)
    if gold and not can_pay(state, seat, gold):
        return IllegalAction("not_enough_gold", needed=gold)
    if kind == "end_turn" and not (state.drew or state.played):
        return IllegalAction("draw_or_play_first")
    if kind == "cast":
        return IllegalAction("singer_not_eligible")
    if kind == "confirm_debut" and state.staging:
        prod = state.staging[-1]
        if not base_cast_complete(prod):
            return IllegalAction("base_cast_incomplete")
        if not can_confirm(state, data, seat, prod):
            return IllegalAction("prima_donna_or_gold")
    if kind in ("attack", "defend", "attach"):
        return IllegalAction("card_not_playable")
    allowed = _PHASE_KINDS.get(state.phase)
    if allowed is not None and kind not in allowed:
        return IllegalAction("wrong_moment")
    return IllegalAction("illegal_move")
