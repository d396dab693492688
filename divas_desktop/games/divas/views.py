"""What each seat may see: hands become counts for the opponent, decks become counts.

Besides the table itself the view carries what a board draws and must not compute:
which rhythms and masks of each played card scored, the note reserve, the source of a
pending decision, the closing in progress and the closed operas, the Timeline cards
that would score now, and the final breakdown once the game is over.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import ScoreLine, Seat

from .data import COLOURS, DIVAS, HOUSES, load
from .legal import to_move
from .piano import reserve, tables
from .scoring import breakdown, chronological_cards, scoring_characters
from .state import ClosedOpera, DivasState, HouseState, Task


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class PlayedCardView(_View):
    """A card played in an opera, with the resources that scored Applause there."""

    card: str
    rhythms: list[int]
    """Its rhythms that scored (the first two of the opera's rhythms, DIV-031..033)."""
    masks: list[str]
    """Its mask colours that were new in this opera for its diva (DIV-035)."""


class HouseView(_View):
    """One opera house as seen on the table."""

    house: str
    opera: str
    minimum: int
    """The Applause the opera needs before it may be closed (DIV-055)."""
    fame: int
    """Signed: positive leans toward Callas (seat 0), negative toward Tebaldi."""
    applause: list[int]
    cards: list[list[str]]
    played: list[list[PlayedCardView]]
    """Each diva's cards here, oldest first, with what scored (the strips lit)."""
    rhythms_scored: list[list[int]]
    notes_sent: list[list[str]]


class DivaView(_View):
    """One diva's public situation."""

    diva: str
    key: int
    tessitura: list[int]
    vp: int
    hand_count: int
    deck_count: int
    discard: list[str]
    conductor_placed: bool
    operas_closed: int


class TaskView(_View):
    """The pending decision (an event, the Fame-track reordering, an orchestra bonus)."""

    op: str
    seat: int
    count: int
    house: str | None
    amount: int
    source: str
    """``event`` or ``skill`` (a Timeline card), ``fame`` (a closed opera's Fame track),
    ``orchestra`` (an instrument's bonus)."""
    source_id: str
    """The card, house or instrument that asks."""
    used: list[str]
    """Houses already chosen for a "different houses" event."""


class ClosedOperaView(_View):
    """An opera closed and scored: who closed it, what each diva gained."""

    opera: str
    house: str
    closer: int
    turn: int
    applause: list[int]
    """Applause each diva turned into VP."""
    fame_steps: list[int]
    """Timeline steps each diva earned from the Fame track."""
    placed_by: int
    """Who placed in the orchestra (-1: nobody)."""
    placed: str
    """``instrument``, ``conductor``, ``nothing`` or ``tie``."""
    bonus: str
    bonus_x: int
    palco: list[tuple[int, str, int]]
    """(seat, personality, VP) scored in the Palco Reale."""


class ClosingView(_View):
    """The closing in progress: its steps done so far and the one waiting (DIV-062..073)."""

    house: str
    opera: str
    closer: int
    applause: list[int]
    fame_steps: list[int]
    placed_by: int
    placed: str
    """``tie`` until the orchestra step has run."""
    bonus: str
    bonus_x: int
    step: str
    """``fame`` (Timeline moves), ``orchestra`` (place, then its bonus) or ``palco``."""


class DivasView(_View):
    """A player view of The Battle of the Divas (``seat`` None: a spectator)."""

    seat: int | None
    to_move: list[int]
    current: int
    phase: str
    turn: int
    allowance: int
    black_key: int | None
    remaining_actions: list[str]
    task: TaskView | None
    hand: list[str]
    """The viewer's own hand (empty for spectators)."""
    divas: list[DivaView]
    houses: list[HouseView]
    piano: list[int | None]
    timeline: list[str]
    orchestra: dict[str, list[int]]
    opera_deck_count: int
    operas_done: list[str]
    last_turn_of: int | None
    palco_reale: bool
    palco_row: list[str]
    palco_used: list[str]
    palco_deck_count: int
    reserve: dict[str, int]
    """Note tokens left in the reserve, by note (DIV-011)."""
    timeline_scoring: list[str]
    """Timeline cards that would score if the game ended now (DIV-087..090)."""
    closing: ClosingView | None
    closed: list[ClosedOperaView]
    """The operas closed so far, in order."""
    final: list[list[ScoreLine]]
    """Each diva's final breakdown once the game is over (else empty)."""


def player_view(state: DivasState, seat: int | None) -> DivasView:
    """Return what ``seat`` may see (None: the public view)."""
    task = state.tasks[0] if state.tasks else None
    return DivasView(
        seat=seat,
        to_move=list(to_move(state)),
        current=state.current,
        phase=state.phase,
        turn=state.turn,
        allowance=state.allowance,
        black_key=state.black_key,
        remaining_actions=list(state.remaining),
        task=None
        if task is None
        else TaskView(
            op=task.op,
            seat=task.seat,
            count=task.count,
            house=task.house,
            amount=task.amount,
            source=task.source,
            source_id=task.source_id,
            used=list(task.used),
        ),
        hand=sorted(state.hands[seat]) if seat is not None else [],
        divas=[
            DivaView(
                diva=DIVAS[s],
                key=state.diva[s],
                tessitura=list(state.tessitura[s]),
                vp=state.vp[s],
                hand_count=len(state.hands[s]),
                deck_count=len(state.decks[s]),
                discard=list(state.discards[s]),
                conductor_placed=state.conductor[s],
                operas_closed=state.closed_by[s],
            )
            for s in (0, 1)
        ],
        houses=[_house(h, state.houses[h]) for h in HOUSES],
        piano=list(state.piano),
        timeline=list(state.timeline),
        orchestra={k: list(v) for k, v in state.orchestra.items()},
        opera_deck_count=len(state.opera_deck),
        operas_done=list(state.operas_done),
        last_turn_of=state.ending_after,
        palco_reale=state.palco_reale,
        palco_row=list(state.palco_row),
        palco_used=list(state.palco_used),
        palco_deck_count=len(state.palco_deck),
        reserve={note: reserve(state, note) for note in dict.fromkeys(tables().note)},
        timeline_scoring=_timeline_scoring(state),
        closing=_closing(state),
        closed=[_closed(c) for c in state.closed],
        final=[breakdown(state)[s] for s in (0, 1)] if state.phase == "over" else [],
    )


def _house(house: str, hs: HouseState) -> HouseView:
    """One house, with the resources of each played card that scored."""
    return HouseView(
        house=house,
        opera=hs.opera,
        minimum=load().operas[hs.opera].minimum,
        fame=hs.fame,
        applause=list(hs.applause),
        cards=[list(c) for c in hs.cards],
        played=[_played(hs.opera, hs.cards[s]) for s in (0, 1)],
        rhythms_scored=[list(r) for r in hs.rhythms],
        notes_sent=[list(n) for n in hs.notes],
    )


def _played(opera_id: str, cards: list[str]) -> list[PlayedCardView]:
    """What each card scored, in playing order (DIV-031..035): rhythms new to the
    opera's two, masks of a colour new to this diva here."""
    data = load()
    wanted = data.operas[opera_id].rhythms
    rhythms: set[int] = set()
    colours: set[str] = set()
    out = []
    for card_id in cards:
        card = data.cards[card_id]
        lit_rhythms = [r for r in card.rhythms if r in wanted and r not in rhythms]
        rhythms.update(lit_rhythms)
        lit_masks: list[str] = [m for m in dict.fromkeys(card.masks) if m not in colours]
        colours.update(lit_masks)
        out.append(PlayedCardView(card=card_id, rhythms=lit_rhythms, masks=lit_masks))
    return out


def _timeline_scoring(state: DivasState) -> list[str]:
    """The Timeline cards that score now, in Timeline order."""
    scoring: set[str] = set()
    for colour in COLOURS:
        scoring |= chronological_cards(state.timeline, colour, state.timeline_rule)
        scoring |= scoring_characters(state.timeline, colour)
    return [c for c in state.timeline if c in scoring]


def _closing(state: DivasState) -> ClosingView | None:
    """The closing whose last step is still queued, if any."""
    last = next((t for t in state.tasks if t.op == "finish_close"), None)
    if last is None or last.house is None:
        return None
    front: Task = state.tasks[0]
    if front.source == "fame":
        step = "fame"
    elif front.op == "place_orchestra" or front.source == "orchestra":
        step = "orchestra"
    else:
        step = "palco"
    info = last.info
    return ClosingView(
        house=last.house,
        opera=state.houses[last.house].opera,
        closer=last.seat,
        applause=list(info["applause"]),
        fame_steps=list(info["fame_steps"]),
        placed_by=info["placed"],
        placed=info["placed_what"],
        bonus=info.get("bonus", ""),
        bonus_x=info.get("bonus_x", 0),
        step=step,
    )


def _closed(closed: ClosedOpera) -> ClosedOperaView:
    return ClosedOperaView(
        opera=closed.opera,
        house=closed.house,
        closer=closed.closer,
        turn=closed.turn,
        applause=list(closed.applause),
        fame_steps=list(closed.fame_steps),
        placed_by=closed.placed_by,
        placed=closed.placed,
        bonus=closed.bonus,
        bonus_x=closed.bonus_x,
        palco=list(closed.palco),
    )


def secrets(state: DivasState) -> dict[Seat | None, set[str]]:
    """Hands belong to their owner; decks and face-down piles are hidden from all."""
    return {
        0: set(state.hands[0]),
        1: set(state.hands[1]),
        None: set(state.decks[0])
        | set(state.decks[1])
        | set(state.opera_deck)
        | set(state.palco_deck),
    }
