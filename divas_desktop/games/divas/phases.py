"""How a turn moves on without a decision: automatic steps, Phase 4 and the next turn.

Runs after every action (DIV-026, DIV-076..078): queued automatic tasks are carried out,
decisions with nothing to choose are dropped, and once the black-key actions are spent
the diva draws back to four cards and the other diva's turn begins.
"""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .closing import finish_close, place_orchestra
from .piano import DIVA_NAMES, card_code
from .state import DivasState
from .tasks import AUTOMATIC, options, run_automatic

HAND_SIZE = 4


def advance(state: DivasState, events: list[Event]) -> set[int]:
    """Run automatic steps until a seat must decide; end the turn when nothing is left.

    Return the seats that learned hidden information (drawn cards, a new opera).
    """
    revealed: set[int] = set()
    while state.phase != "over":
        if state.tasks:
            task = state.tasks[0]
            if task.op == "finish_close":
                state.tasks.pop(0)
                finish_close(state, task, events)
                revealed |= {0, 1}
            elif task.op == "place_orchestra":
                state.tasks.pop(0)
                place_orchestra(state, task, events)
            elif task.op in AUTOMATIC:
                state.tasks.pop(0)
                run_automatic(state, task, events)
            elif not options(state, task):
                state.tasks.pop(0)
            else:
                break
            continue
        if state.phase == "actions" and not state.remaining:
            revealed |= end_turn(state, events)
            continue
        if state.phase == "play" and not state.hands[state.current]:
            state.phase = "over"  # safety: nothing left to play
            events.append(Event(kind="divas.game_over_no_cards"))
        break
    return revealed


def end_turn(state: DivasState, events: list[Event]) -> set[int]:
    """Phase 4: draw to four, reshuffling the discards; then pass the turn (DIV-076..078)."""
    seat = state.current
    rng = Rng(state.rng)
    hand, deck, discard = state.hands[seat], state.decks[seat], state.discards[seat]
    drawn: list[str] = []
    while len(hand) < HAND_SIZE:
        if not deck:
            if not discard:
                break
            deck.extend(rng.shuffled(discard))  # DIV-077
            discard.clear()
            events.append(
                Event(
                    kind="divas.deck_reshuffled",
                    params={"player": DIVA_NAMES[seat], "cards": len(deck)},
                )
            )
        card = deck.pop(0)
        hand.append(card)
        drawn.append(card)
    state.rng = rng.state
    if drawn:
        events.append(
            Event(
                kind="divas.cards_drawn", params={"player": DIVA_NAMES[seat], "count": len(drawn)}
            )
        )
        for card in drawn:
            events.append(
                Event(
                    kind="divas.card_drawn_private",
                    params={"card": card_code(card), "card_id": card},
                    visible_to=(seat,),
                )
            )
    if state.ending_after == seat:  # the opponent's last turn is over (DIV-078)
        state.phase = "over"
        events.append(Event(kind="divas.game_over_deck_exhausted"))
        return {seat} if drawn else set()
    if len(hand) < HAND_SIZE and state.ending_after is None:
        state.ending_after = 1 - seat
        events.append(Event(kind="divas.last_turn", params={"player": DIVA_NAMES[1 - seat]}))
    state.current = 1 - seat
    state.phase = "play"
    state.black_key = None
    state.allowance = 0
    state.turn += 1
    events.append(
        Event(
            kind="divas.turn_started",
            params={"player": DIVA_NAMES[state.current], "turn": state.turn},
        )
    )
    return {seat} if drawn else set()
