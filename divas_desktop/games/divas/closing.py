"""Closing and scoring an opera (DIV-062..075) and the Palco Reale (DIV-PR-03..15).

The records changed here (orchestra, conductors, operas done, the Palco Reale...) are
shared between a state and its clones: each is replaced by a new list, never changed in
place (``DivasState.clone``).
"""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .data import Personality, load
from .houses import FAME_LIMIT, HOUSE_NAMES, INSTRUMENT_OF, fame_of
from .piano import ACTION_NAMES, DIVA_NAMES
from .state import ClosedOpera, DivasState, HouseState, Task, TaskInfo

OPERAS_TO_END = 5


def close_opera(state: DivasState, seat: int, house: str, events: list[Event]) -> None:
    """Start closing the house's opera: convert applause, queue fame moves and the orchestra."""
    hs = state.houses[house]
    applause = list(hs.applause)
    events.append(
        Event(
            kind="divas.opera_closed",
            params={
                "player": DIVA_NAMES[seat],
                "opera": f"divas.opera.{hs.opera}",
                "opera_id": hs.opera,
                "house": HOUSE_NAMES[house],
                "house_id": house,
            },
        )
    )
    for s in (0, 1):  # DIV-062
        state.vp[s] += applause[s]
        events.append(
            Event(
                kind="divas.applause_converted",
                params={"player": DIVA_NAMES[s], "points": applause[s]},
            )
        )
    queued: list[Task] = []
    steps = [0, 0]
    for s in (0, 1):  # DIV-063
        k = min(fame_of(state, house, s), FAME_LIMIT)
        if k > 0:
            steps[s] = k
            queued.append(Task("shift", s, k, source="fame", source_id=house))
    if applause[0] != applause[1]:  # DIV-067: a tie places nothing
        leader = 0 if applause[0] > applause[1] else 1
        queued.append(Task("place_orchestra", leader, 1, house=house))  # DIV-064
    # The closing's record travels with its last step until the house is cleaned.
    record: TaskInfo = {
        "applause": applause,
        "placed": -1,
        "fame_steps": steps,
        "placed_what": "tie",
    }
    queued.append(Task("finish_close", seat, 1, house=house, info=record))
    state.tasks[0:0] = queued


def place_orchestra(state: DivasState, task: Task, events: list[Event]) -> None:
    """Run the queued orchestra step: place the token, queue its bonus (after fame moves)."""
    assert task.house is not None
    placed, bonus = _place_in_orchestra(state, task.seat, task.house, events)
    for later in state.tasks:
        if later.op == "finish_close" and later.house == task.house:
            later.info["placed"] = placed
            if bonus is not None:
                later.info.update(
                    {"placed_what": "instrument", "bonus": bonus.op, "bonus_x": bonus.count}
                )
            else:
                later.info["placed_what"] = "conductor" if placed >= 0 else "nothing"
            break
    if bonus is not None:
        state.tasks.insert(0, bonus)


def _place_in_orchestra(
    state: DivasState, leader: int, house: str, events: list[Event]
) -> tuple[int, Task | None]:
    """Place the leader's instrument (or conductor) and return the bonus task (DIV-064..066)."""
    orchestra = load().orchestra
    instrument = INSTRUMENT_OF[house]
    row = state.orchestra[instrument]
    if leader not in row:
        spec = next(r for r in orchestra.bonuses if r.instrument == instrument)
        x = spec.slots[len(row)]
        state.orchestra = {**state.orchestra, instrument: [*row, leader]}
        events.append(
            Event(
                kind="divas.instrument_placed",
                params={
                    "player": DIVA_NAMES[leader],
                    "instrument": ACTION_NAMES[instrument],
                    "instrument_id": instrument,
                    "bonus": spec.bonus,
                    "x": x,
                },
            )
        )
        return leader, Task(spec.bonus, leader, x, source="orchestra", source_id=instrument)
    if not state.conductor[leader]:
        conductor = list(state.conductor)
        conductor[leader] = True
        state.conductor = conductor
        state.vp[leader] += orchestra.conductor_vp
        events.append(
            Event(
                kind="divas.conductor_placed",
                params={"player": DIVA_NAMES[leader], "points": orchestra.conductor_vp},
            )
        )
        return leader, None
    events.append(Event(kind="divas.nothing_placed", params={"player": DIVA_NAMES[leader]}))
    return -1, None


def finish_close(state: DivasState, task: Task, events: list[Event]) -> None:
    """Score the Palco Reale, clean the house, reveal a new opera; maybe end the game."""
    house, closer = task.house, task.seat
    assert house is not None
    hs = state.houses[house]
    info = task.info
    palco: list[tuple[int, str, int]] = []
    if state.palco_reale and house not in state.palco_used:  # DIV-PR-05, DIV-PR-11
        palco = score_palco(state, house, closer, info["applause"], info["placed"], events)
    state.closed = [
        *state.closed,
        ClosedOpera(
            opera=hs.opera,
            house=house,
            closer=closer,
            turn=state.turn,
            applause=(info["applause"][0], info["applause"][1]),
            fame_steps=(info["fame_steps"][0], info["fame_steps"][1]),
            placed_by=info["placed"],
            placed=info["placed_what"],
            bonus=info.get("bonus", ""),
            bonus_x=info.get("bonus_x", 0),
            palco=tuple(palco),
        ),
    ]
    rng = Rng(state.rng)
    for s in (0, 1):  # DIV-073
        state.discards[s].extend(hs.cards[s])
    state.operas_done = [*state.operas_done, hs.opera]
    closed_by = list(state.closed_by)
    closed_by[closer] += 1
    state.closed_by = closed_by
    new_opera = state.opera_deck[0]  # DIV-072
    state.opera_deck = state.opera_deck[1:]
    state.houses[house] = HouseState(new_opera)
    events.append(
        Event(
            kind="divas.opera_revealed",
            params={
                "opera": f"divas.opera.{new_opera}",
                "opera_id": new_opera,
                "house": HOUSE_NAMES[house],
                "house_id": house,
            },
        )
    )
    state.rng = rng.state
    if len(state.operas_done) >= OPERAS_TO_END:  # DIV-074
        state.phase = "over"
        state.tasks.clear()
        state.remaining.clear()
        events.append(Event(kind="divas.game_over_fifth_opera"))


def meets(
    state: DivasState,
    person: Personality,
    seat: int,
    house: str,
    hs: HouseState,
    applause: list[int],
    placed: int,
) -> bool:
    """Whether the diva meets a personality's demand in the closed opera (DIV-PR-03)."""
    data = load()
    cards = [data.cards[c] for c in hs.cards[seat]]
    code, n = person.condition.code, person.condition.n
    if code == "no_characters":  # DIV-PR-12, A-DIV-PR-01
        return bool(cards) and all(c.kind != "character" for c in cards)
    if code == "min_cards":  # DIV-PR-13
        return len(cards) >= n
    if code == "matching_instruments":  # DIV-PR-14, A-DIV-PR-02
        return sum(c.instrument == INSTRUMENT_OF[house] for c in cards) >= n
    if code == "mask_colours":
        return len({m for c in cards for m in c.masks}) >= n
    if code == "placed_token":
        return placed == seat
    if code == "min_characters":
        return sum(c.kind == "character" for c in cards) >= n
    if code == "both_rhythms":
        return len(hs.rhythms[seat]) >= n
    if code == "both_notes":
        return len(hs.notes[seat]) >= n
    if code == "exact_cards":
        return len(cards) == n
    if code == "early_events":
        return sum(c.year is not None and c.year < 1955 for c in cards) >= n
    if code == "has_rhythm":
        return any(n in c.rhythms for c in cards)
    if code == "reached_minimum":
        return applause[seat] >= data.operas[hs.opera].minimum
    if code == "applause_lead":
        return applause[seat] >= applause[1 - seat] + n
    if code == "negative_event":
        return any(c.kind == "negative" for c in cards)
    if code == "distinct_instruments":
        return len({c.instrument for c in cards}) >= n
    return False


def score_palco(
    state: DivasState,
    house: str,
    closer: int,
    applause: list[int],
    placed: int,
    events: list[Event],
) -> list[tuple[int, str, int]]:
    """Score the three personalities for both divas, flip the token, replace the row.

    Return who scored what: ``(seat, personality id, VP)``, the closer first.
    """
    data = load()
    hs = state.houses[house]
    scored: list[tuple[int, str, int]] = []
    for seat in (closer, 1 - closer):  # DIV-PR-06: the closer first
        for pid in state.palco_row:
            person = data.personalities[pid]
            if meets(state, person, seat, house, hs, applause, placed):
                scored.append((seat, pid, person.vp))
                state.vp[seat] += person.vp
                events.append(
                    Event(
                        kind="divas.palco_scored",
                        params={
                            "player": DIVA_NAMES[seat],
                            "personality": f"divas.personality.{person.key}",
                            "personality_id": pid,
                            "points": person.vp,
                        },
                    )
                )
    if scored:  # DIV-PR-08 / DIV-PR-09
        state.palco_used = [*state.palco_used, house]
        events.append(
            Event(
                kind="divas.palco_token_used",
                params={"house": HOUSE_NAMES[house], "house_id": house},
            )
        )
    replace_palco(state, events)  # DIV-PR-10
    return scored


def replace_palco(state: DivasState, events: list[Event]) -> None:
    """Discard the three personalities and reveal three new ones (G-DIV-PR-02)."""
    rng = Rng(state.rng)
    deck, discard, row = list(state.palco_deck), [*state.palco_discard, *state.palco_row], []
    for _ in range(3):
        if not deck and discard:
            deck, discard = rng.shuffled(discard), []
        if deck:
            row.append(deck.pop(0))
    state.palco_deck, state.palco_discard, state.palco_row = deck, discard, row
    state.rng = rng.state
    for pid in state.palco_row:
        events.append(
            Event(
                kind="divas.palco_guest",
                params={
                    "personality": f"divas.personality.{load().personalities[pid].key}",
                    "personality_id": pid,
                },
            )
        )
