"""Specific reasons for refused Turandot actions (codes translated by the UI).

Every reason names what is missing with its numbers, and :data:`RULE_OF` gives the
clause of the rule behind it (the UI offers "Rule TUR-…", opening the reference there).
"""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction, Seat

from .actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    ConfirmBid,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from .hiring import read_bid
from .legal import PHASE_OF, to_move
from .state import TurandotState, card_number, card_type

RULE_OF: dict[str, str] = {
    "not_your_turn": "TUR-023",
    "game_over": "TUR-058",
    "wrong_phase": "TUR-018",
    "bid_already_placed": "TUR-023",
    "cast_already_confirmed": "TUR-058",
    "puccini_decides": "TUR-043",
    "firer_decides": "TUR-047",
    "card_not_in_hand": "TUR-027",
    "card_already_in_bid": "TUR-023",
    "money_card_gone": "TUR-027",
    "number_not_in_game": "TUR-010",
    "bid_one_number": "TUR-024",
    "card_not_in_bid": "TUR-023",
    "bid_empty": "TUR-026",
    "bid_money_alone": "TUR-024",
    "no_understudy_needed": "TUR-043",
    "card_not_available": "TUR-043",
    "choose_another_player": "TUR-046",
    "director_not_in_pile": "TUR-047",
    "not_your_singer": "TUR-059",
    "already_in_role": "TUR-059",
    "illegal_move": "TUR-017",
}
"""Each refusal code of Turandot and the clause of the rule behind it."""


def explain_off_turn(state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
    """Why ``seat``, who must not decide now, is refused: its bid or cast is already
    confirmed, or another player decides (the holder of Puccini, the firer)."""
    if 0 <= seat < state.seats:
        company = state.companies[seat]
        if state.phase == "bidding" and company.has_bid:
            return IllegalAction("bid_already_placed")
        if state.phase == "final" and company.cast_confirmed:
            return IllegalAction("cast_already_confirmed")
    if state.phase in ("understudies", "choose_firer"):
        return IllegalAction("puccini_decides")
    if state.phase == "fire_director":
        return IllegalAction("firer_decides")
    return IllegalAction("not_your_turn")


def explain_refusal(state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
    """Return the reason ``action`` of ``seat`` is not legal now."""
    if PHASE_OF.get(type(action)) != state.phase:
        return IllegalAction("wrong_phase", phase=f"turandot.phase.{state.phase}")
    company = state.companies[seat]
    if isinstance(action, AddToBid):
        return _explain_add(state, seat, action.card)
    if isinstance(action, TakeBackFromBid):
        return IllegalAction("card_not_in_bid")
    if isinstance(action, ConfirmBid):
        bid = read_bid(company.bid)
        if not any(card_type(c) != "bluff" for c in company.bid):
            return IllegalAction("bid_empty")
        if bid.number is None and bid.money > 1:
            return IllegalAction("bid_money_alone", money=bid.money)
        return IllegalAction("bid_one_number", number=bid.number or 0)
    if isinstance(action, GiveUnderstudy):
        if action.player not in state.needs_understudy:
            return IllegalAction("no_understudy_needed")
        return IllegalAction("card_not_available")
    if isinstance(action, ChooseFirer):
        return IllegalAction("choose_another_player")
    if isinstance(action, FireDirector):
        return IllegalAction("director_not_in_pile")
    if isinstance(action, AssignRole):
        if action.singer not in company.cast:
            return IllegalAction("not_your_singer")
        return IllegalAction("already_in_role")
    return IllegalAction("illegal_move")


def _explain_add(state: TurandotState, seat: Seat, card: str) -> IllegalAction:
    """Why ``card`` cannot go into the bid of ``seat``."""
    company = state.companies[seat]
    kind = card_type(card) if card.startswith(f"tur.p{seat}.") else "other"
    if kind == "number" and card not in company.hand and card not in company.bid:
        highest = state.seats + 1
        number = card_number(card)
        if number > highest:  # TUR-011: only 1..players+1 are played
            return IllegalAction(
                "number_not_in_game", number=number, players=state.seats, highest=highest
            )
    if card in company.bid:
        return IllegalAction("card_already_in_bid")
    if kind == "money" and card not in company.hand:
        return IllegalAction("money_card_gone", left=_money_left(state, seat))
    if card not in company.hand:
        return IllegalAction("card_not_in_hand")
    numbers = [card_number(c) for c in company.bid if card_type(c) == "number"]
    return IllegalAction("bid_one_number", number=numbers[0] if numbers else 0)


def _money_left(state: TurandotState, seat: Seat) -> int:
    company = state.companies[seat]
    return sum(card_type(c) == "money" for c in (*company.hand, *company.bid))


def why_not(state: TurandotState, seat: Seat, piece: str) -> IllegalAction | None:
    """Why ``seat`` cannot move its card ``piece`` now, or ``None`` if it can."""
    movers = to_move(state)
    if not movers:
        return IllegalAction("game_over")
    if piece in state.casting or piece in state.director_pile:
        # An understudy is given by the holder of Puccini, a director fired by the firer.
        return None if seat in movers else explain_off_turn(state, seat, AddToBid(card=piece))
    if seat not in movers:
        return explain_off_turn(state, seat, AddToBid(card=piece))
    company = state.companies[seat]
    own = piece.startswith(f"tur.p{seat}.") and card_type(piece) != "summary"
    if own:
        if state.phase != "bidding":
            return IllegalAction("wrong_phase", phase=f"turandot.phase.{state.phase}")
        if piece in company.bid:
            return None  # it can be taken back
        if piece in company.hand and _may_add(state, seat, piece):
            return None
        return _explain_add(state, seat, piece)
    return None


def _may_add(state: TurandotState, seat: Seat, card: str) -> bool:
    company = state.companies[seat]
    return card_type(card) != "number" or all(card_type(c) != "number" for c in company.bid)
