"""Seeded Battle of the Divas positions for ``--screenshots``: one per phase of a turn, a
closing, the Palco Reale and the final scoring, advanced by the engine's computer players.

``demo_positions()`` returns ``(name, match, seat)``: ``seat`` is the one person at the
table (the other diva is the computer), the seat whose view the picture shows.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.match import Match, SeatInfo
from ....games.divas.config import DivasConfig
from ....games.divas.legal import to_move
from ....games.divas.rules import GAME
from ....games.divas.state import DivasState

SEED = 1954
"""The year of Callas's La vestale at La Scala: the seed of every demo position."""
NAMES = ("Violetta", "Alfredo")
COLOURS = ("#0072B2", "#F0E442")
MAX_STEPS = 1500

Stop = Callable[[DivasState], bool]


def _match(human: int | None, palco: bool, seed: int) -> Match:
    infos = [
        SeatInfo(name=NAMES[i], colour=COLOURS[i], kind="human" if i == human else "computer")
        for i in range(2)
    ]
    return Match(GAME, DivasConfig(palco_reale=palco), infos, seed)


def position(stop: Stop, palco: bool = False, seed: int = SEED, skip: int = 0) -> tuple[Match, int]:
    """The match advanced by the computer until ``stop`` holds (``skip`` times passed over),
    rebuilt with the seat to move as the person at the table."""
    probe = _match(None, palco, seed)
    passed = 0
    for _ in range(MAX_STEPS):
        if to_move(probe.state) and stop(probe.state):
            if passed == skip:
                break
            passed += 1
        seats = probe.to_move()
        if not seats:
            break
        probe.play_bot(seats[0])
    else:
        raise LookupError("the demo game never reached that position")
    if not (to_move(probe.state) and stop(probe.state)):
        raise LookupError("the demo game never reached that position")
    seat = to_move(probe.state)[0]
    match = _match(seat, palco, seed)
    for _ in range(probe.cursor):
        match.play_bot(match.to_move()[0])
    return match, seat


def _over(palco: bool, seed: int = SEED) -> tuple[Match, int]:
    """A whole game played by the computer; the picture is Callas's."""
    match = _match(0, palco, seed)
    probe = _match(None, palco, seed)
    while probe.to_move():
        probe.play_bot(probe.to_move()[0])
    for _ in range(probe.cursor):
        match.play_bot(match.to_move()[0])
    return match, 0


def _sends(state: DivasState) -> bool:
    seat = to_move(state)[0]
    return (
        state.phase == "actions"
        and not state.tasks
        and any(a.kind == "send_note" for a in GAME.legal_actions(state, seat))
    )


def _closing(state: DivasState) -> bool:
    return any(t.op == "finish_close" for t in state.tasks) and state.tasks[0].op == "shift"


def _palco(state: DivasState) -> bool:
    return state.phase == "play" and bool(state.palco_used) and len(state.timeline) >= 4


def demo_positions() -> list[tuple[str, Match, int | None]]:
    """Every step of a turn, a closing in progress, the Palco Reale and the end."""
    makers: list[tuple[str, Callable[[], tuple[Match, int]]]] = [
        ("divas_play", lambda: position(lambda s: s.phase == "play" and s.turn >= 9)),
        ("divas_piano", lambda: position(lambda s: s.phase == "move" and s.turn >= 9)),
        ("divas_black_key", lambda: position(lambda s: s.phase == "black_key" and s.turn >= 5)),
        ("divas_send_note", lambda: position(_sends)),
        ("divas_closing", lambda: position(_closing)),
        ("divas_palco", lambda: position(_palco, palco=True)),
        ("divas_final", lambda: _over(palco=True)),
    ]
    out: list[tuple[str, Match, int | None]] = []
    for name, make in makers:
        try:
            match, seat = make()
        except LookupError:
            continue
        out.append((name, match, seat))
    return out
