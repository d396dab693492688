"""The four phases of a turn and the end of the game (DIV-026..061, DIV-076..078)."""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event

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
)
from .closing import close_opera, finish_close, place_orchestra
from .data import HOUSES, load
from .houses import (
    HOUSE_OF,
    can_close,
    can_gain_fame,
    gain_fame,
    play_into_house,
    send_note,
    sendable_keys,
)
from .piano import (
    ACTION_NAMES,
    DIVA_NAMES,
    can_sing,
    card_code,
    destinations,
    expand,
    sing,
    tables,
    tessitura_sides,
)
from .state import DivasState
from .tasks import AUTOMATIC, answer, decision_actions, event_tasks, options, run_automatic

HAND_SIZE = 4
INSTRUMENT_ACTIONS = ("violin", "clarinet", "trumpet", "drum")


def to_move(state: DivasState) -> tuple[int, ...]:
    """Return the seat that decides now (a task's owner first), or () when over."""
    if state.phase == "over":
        return ()
    if state.tasks:
        return (state.tasks[0].seat,)
    return (state.current,)


def legal(state: DivasState, seat: int) -> list[Action]:
    """Return every legal action of ``seat`` in a fixed order."""
    if seat not in to_move(state):
        return []
    if state.tasks:
        return decision_actions(state, state.tasks[0])
    if state.phase == "play":  # DIV-027: playing a card is obligatory
        return [act(PlayCard, card=c, house=h) for c in sorted(state.hands[seat]) for h in HOUSES]
    if state.phase == "move":
        return [act(Move, key=k) for k in destinations(state, seat)]
    if state.phase == "black_key":
        return [act(ChooseBlackKey, black=b) for b in tables().adjacent[state.diva[seat]]]
    if state.phase == "actions":
        out: list[Action] = []
        for code in state.remaining:
            out.extend(piano_action_options(state, seat, code))
        out.append(act(Done))
        return out
    return []


def piano_action_options(state: DivasState, seat: int, code: str) -> list[Action]:
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


def action_code(action: Action) -> str | None:
    """Return which black-key action a phase-3 action uses."""
    if isinstance(action, Fame):
        return "fame"
    if isinstance(action, Tessitura):
        return "tessitura"
    if isinstance(action, Timeline):
        return "timeline"
    return None


def perform(state: DivasState, seat: int, action: Action, events: list[Event]) -> set[int]:
    """Apply a legal action in place; return the seats that learned hidden information."""
    revealed: set[int] = set()
    if state.tasks:
        answer(state, state.tasks[0], action, events)
    elif isinstance(action, PlayCard):
        play_into_house(state, seat, action.card, action.house, events)
        state.allowance = sum(load().cards[action.card].rhythms)  # DIV-036
        state.phase = "move"
    elif isinstance(action, Move):
        state.diva[seat] = action.key
        events.append(
            Event(
                kind="divas.diva_moved",
                params={
                    "player": DIVA_NAMES[seat],
                    "key": action.key,
                    "note": tables().note[action.key],
                },
            )
        )
        if can_sing(state, seat, action.key):  # DIV-039..041
            sing(state, seat, action.key, events)
        blacks = tables().adjacent[action.key]
        state.phase = "black_key"
        if len(blacks) == 1:
            choose_black_key(state, seat, blacks[0], events)
    elif isinstance(action, ChooseBlackKey):
        choose_black_key(state, seat, action.black, events)
    elif isinstance(action, Done):
        state.remaining.clear()
    else:
        _piano_action(state, seat, action, events)
    revealed |= advance(state, events)
    return revealed


def choose_black_key(state: DivasState, seat: int, black: int, events: list[Event]) -> None:
    """Enter Phase 3 with the two actions of the chosen black key (DIV-043, DIV-044)."""
    state.black_key = black
    state.remaining = list(tables().black[black].actions)
    state.phase = "actions"
    events.append(
        Event(
            kind="divas.black_key_chosen",
            params={
                "player": DIVA_NAMES[seat],
                "black": black,
                "first": ACTION_NAMES[state.remaining[0]],
                "second": ACTION_NAMES[state.remaining[1]],
                "first_id": state.remaining[0],
                "second_id": state.remaining[1],
            },
        )
    )


def _piano_action(state: DivasState, seat: int, action: Action, events: list[Event]) -> None:
    code = action_code(action)
    if isinstance(action, (SendNote, CloseOpera)):
        code = next(c for c in state.remaining if c in INSTRUMENT_ACTIONS)
    state.remaining.remove(code)
    if isinstance(action, Fame):  # DIV-046
        gain_fame(state, action.house, seat, 1, events)
    elif isinstance(action, Tessitura):  # DIV-048..050
        expand(state, seat, action.side, events)
    elif isinstance(action, Timeline):  # DIV-056
        card = load().cards[action.card]
        state.hands[seat].remove(action.card)
        state.timeline.append(action.card)
        events.append(
            Event(
                kind="divas.timeline_played",
                params={"player": DIVA_NAMES[seat], "card": card_code(card.id), "card_id": card.id},
            )
        )
        state.tasks[0:0] = event_tasks(card, seat)
    elif isinstance(action, SendNote):
        send_note(state, seat, HOUSE_OF[code], action.key, events)
    elif isinstance(action, CloseOpera):
        close_opera(state, seat, action.house, events)


def advance(state: DivasState, events: list[Event]) -> set[int]:
    """Run automatic steps until a seat must decide; end the turn when nothing is left."""
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
