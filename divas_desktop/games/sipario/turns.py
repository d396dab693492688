"""The turn: its start and end, drawing, discarding, Prime donne checks and free actions."""

from __future__ import annotations

from divas_desktop.core.types import Seat

from .config import ADVERTISING_GOLD, PD_FORCED_EXTRA_GOLD, SETUP_SWAP_GOLD, TITLE_CHANGE_GOLD
from .deals import end_of_round
from .setup import deal_play_cards
from .state import State, removed
from .step import Step
from .table import (
    can_pay,
    draw_cards,
    draw_opera,
    gain_pn,
    holds_pd,
    nxt,
    over_limit,
    pay,
    prev,
    refill_count,
    take_from_hand,
)


def previous_discard(state: State, seat: Seat) -> tuple[str, bool] | None:
    """The previous player's last discard if still on top of its pile (A-SIP-22).

    Returns (card, blind).
    """
    before = prev(state, seat)
    card = state.players[before].last_discard
    if card is None:
        return None
    if state.discard and state.discard[-1] == (card, before):
        return card, False
    if state.blind and state.blind[-1] == (card, before):
        return card, True
    return None


def begin_turn(step: Step) -> None:
    """Start the current seat's turn, skipping seats struck by Stagehands' Strike."""
    state = step.state
    for _ in range(state.seats * 4):
        if state.players[state.current].skip_turns > 0:
            state.own_player(state.current).skip_turns -= 1
            step.event("turn_lost", player=state.current)
            if finish_turn(step, start_next=False):
                return
            continue
        break
    state.phase = "turn"
    state.drew = state.drew_discard = state.played = state.abandoned = False
    state.discards_due = 0
    state.forced_pd = False
    if state.players[state.current].last_discard is not None:
        state.own_player(state.current).last_discard = None
    check_two_pds(step, state.current)


def finish_turn(step: Step, start_next: bool = True) -> bool:
    """End the current turn; handle the end of round, deal and match. True if play stopped."""
    state = step.state
    state.own_player(state.current).turns += 1
    state.turn_count += 1
    state.staging, state.uc, state.extra, state.pending = [], None, None, None
    state.current = nxt(state, state.current)
    if state.current == state.first:
        if end_of_round(step):
            return True
        if state.phase in ("setup_swap", "reseat"):
            return True  # the deal ended: no turn starts before the next deal (SIP-021)
    if start_next:
        begin_turn(step)
    return False


def check_two_pds(step: Step, seat: Seat) -> None:
    """SIP-209/210: holding two Prime donne forces a paid discard, or marks the penalty."""
    state, data = step.state, step.data
    pds = holds_pd(state, data, seat)
    if len(pds) < 2 or state.players[seat].pd_unpaid:
        state.forced_pd = False
        return
    cost = min(data.singers[pd].discard_cost for pd in pds) + PD_FORCED_EXTRA_GOLD
    if can_pay(state, seat, cost):
        state.forced_pd = True
    else:
        state.own_player(seat).pd_unpaid = True
        step.event("prima_donna_unpaid", player=seat)


def after_draw(step: Step, seat: Seat) -> None:
    """After cards enter a hand: discards due above 13, Prima donna checks."""
    step.state.discards_due = over_limit(step.state, seat)
    check_two_pds(step, seat)


def draw(step: Step, seat: Seat, source: str) -> None:
    """SIP-054/055/038/039: draw one card, or refill to 7, optionally starting from a discard."""
    state = step.state
    count = refill_count(state, seat)
    if source == "discard":
        found = previous_discard(state, seat)
        if found is None:
            raise RuntimeError("no discard to take")
        card, blind = found
        if blind:
            state.blind = state.blind[:-1]
        else:
            state.discard = state.discard[:-1]
        state.own_player(prev(state, seat)).last_discard = None
        state.own_player(seat).hand += (card,)
        state.drew_discard = True
        step.event("took_discard", player=seat, card=None if blind else card, blind=blind)
        if blind:
            step.event("took_blind_card", visible_to=(seat,), player=seat, card=card)
        count -= 1
    draw_cards(state, seat, count, step.events)
    step.revealed.add(seat)
    state.drew = True
    after_draw(step, seat)


def discard(step: Step, seat: Seat, card: str, blind: bool) -> None:
    """SIP-036/040: discard face up, or blind with a marker."""
    state = step.state
    if blind:
        take_from_hand(state, seat, card)
    else:
        step.show_from_hand(seat, card)
    player = state.own_player(seat)
    if blind:
        player.markers -= 1
        state.blind += ((card, seat),)
        step.event("discarded_blind", player=seat)
    else:
        state.discard += ((card, seat),)
        step.event("discarded", player=seat, card=card)
    player.last_discard = card
    state.discards_due = max(0, state.discards_due - 1)


def discard_prima_donna(step: Step, seat: Seat, card: str) -> None:
    """SIP-211/209: discard a Prima donna paying her cost (+2 when forced)."""
    state, data = step.state, step.data
    cost = data.singers[card].discard_cost + (PD_FORCED_EXTRA_GOLD if state.forced_pd else 0)
    pay(state, seat, cost, step.events)
    take_from_hand(state, seat, card)
    if step.config.pd_discard_to_blind:
        state.blind += ((card, seat),)
    else:
        state.exceptions_hidden += (card,)  # A-SIP-05: face down in the exceptions pile
    step.event("prima_donna_discarded", player=seat, cost=cost)
    state.discards_due = max(0, state.discards_due - 1)  # SIP-211: she may be the one due
    state.forced_pd = False
    check_two_pds(step, seat)


def setup_swap(step: Step, seat: Seat, opera: str | None) -> None:
    """SIP-030: exchange one season card for 1 gold, then the next seat decides."""
    state = step.state
    player = state.own_player(seat)
    if opera is not None:
        new = draw_opera(state, step.events)
        step.show_title(seat, opera)  # the old title goes face up to the opera discard
        player.season = removed(player.season, opera)
        state.opera_discard += (opera,)
        if new is not None:
            player.season += (new,)
        pay(state, seat, SETUP_SWAP_GOLD, step.events)
        player.swap_used = True
        step.revealed.add(seat)
        step.event("title_swapped", player=seat, old=opera)
        step.event("title_received", visible_to=(seat,), player=seat, opera=new)
    state.current = nxt(state, seat)
    if state.current == state.first:
        deal_play_cards(state, step.data, step.events)
        step.revealed.update(range(state.seats))
        begin_turn(step)


def advertise(step: Step, seat: Seat) -> None:
    """SIP-047: 3 gold buy 1 PN."""
    step.state.own_player(seat).gold -= ADVERTISING_GOLD
    gain_pn(step.state, seat, "sipario.score.advertising", 1)
    step.event("advertised", player=seat)


def change_title(step: Step, seat: Seat, opera: str) -> None:
    """SIP-048: 5 gold replace an undebuted season card with the top opera card."""
    state = step.state
    player = state.own_player(seat)
    pay(state, seat, TITLE_CHANGE_GOLD, step.events)
    new = draw_opera(state, step.events)
    step.show_title(seat, opera)  # the old title goes face up to the opera discard
    player.season = removed(player.season, opera)
    if opera in player.revealed:
        player.revealed = removed(player.revealed, opera)
    state.known.pop(opera, None)
    state.opera_discard += (opera,)
    if new is not None:
        player.season += (new,)
    step.revealed.add(seat)
    step.event("title_changed", player=seat, old=opera)
    step.event("title_received", visible_to=(seat,), player=seat, opera=new)


def time_up(step: Step) -> None:
    """SIP-016: the clock ran out; the current round is finished, then the match ends."""
    step.state.time_up = True
    step.event("time_up")
