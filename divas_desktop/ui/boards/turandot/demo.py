"""Seeded Turandot positions for screenshots: one per phase, advanced by computer moves.

``demo_positions()`` returns ``(name, match, seat)`` triples: the match is advanced by the
engine's own computer players to the phase named, and ``seat`` (the one person at the
table, the others are computers) is the seat whose view should be drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.match import Match, SeatInfo
from ....games.turandot.actions import ConfirmBid
from ....games.turandot.rules import GAME
from ....games.turandot.state import TurandotState
from ...theme import SEAT_COLOURS

SEED = 1926
"""Turandot's premiere year: the seed of every demo position."""
NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
MAX_STEPS = 400

Stop = Callable[[TurandotState], bool]


def _match(seats: int, human: int | None, seed: int) -> Match:
    infos = [
        SeatInfo(
            name=NAMES[i], colour=SEAT_COLOURS[i][0], kind="human" if i == human else "computer"
        )
        for i in range(seats)
    ]
    return Match(GAME, GAME.default_config(seats), infos, seed)


def _advance(match: Match, stop: Stop) -> bool:
    """Play computer moves until ``stop`` holds; return whether it ever did."""
    for _ in range(MAX_STEPS):
        if stop(match.state):
            return True
        to_move = match.to_move()
        if not to_move:
            return False
        match.play_bot(to_move[0])
    return stop(match.state)


def position(
    stop: Stop, seat_of: Callable[[TurandotState], int], seats: int = 3, seed: int = SEED
) -> tuple[Match, int]:
    """A match advanced until ``stop``, rebuilt with ``seat_of(state)`` as the person."""
    probe = _match(seats, None, seed)
    if not _advance(probe, stop):
        raise LookupError("the demo game never reached that position")
    seat = seat_of(probe.state)
    match = _match(seats, seat, seed)
    for _ in range(probe.cursor):
        match.play_bot(match.to_move()[0])
    return match, seat


def bidding_position(seats: int = 3, seed: int = SEED) -> tuple[Match, int]:
    """Round 1: the others have bid; seat 0 has a bid in progress (not yet confirmed)."""
    match = _match(seats, 0, seed)
    while any(s != 0 for s in match.to_move()):
        match.play_bot(next(s for s in match.to_move() if s != 0))
    for _ in range(10):
        action = GAME.bot_action(match.state, 0, seed)
        if isinstance(action, ConfirmBid):
            break
        match.play(0, action)
    return match, 0


def demo_positions() -> list[tuple[str, Match, int | None]]:
    """Every phase of a 3-player game (and round 4 with 4 players), seeded.

    ``turandot_reveal`` is drawn for a player who waits while Puccini gives out the
    understudies (the bids just revealed); every other position for the player to act.
    """
    out: list[tuple[str, Match, int | None]] = []
    match, seat = bidding_position()
    out.append(("turandot_bidding", match, seat))
    match, seat = bidding_position(seats=5)
    out.append(("turandot_bidding_5p", match, seat))
    makers: list[tuple[str, Stop, Callable[[TurandotState], int], int]] = [
        (
            "turandot_reveal",
            lambda s: s.phase == "understudies",
            lambda s: (s.puccini + 1) % s.seats,
            3,
        ),
        ("turandot_understudies", lambda s: s.phase == "understudies", lambda s: s.puccini, 3),
        (
            "turandot_choose_firer",
            lambda s: s.phase == "choose_firer",
            lambda s: s.puccini,
            3,
        ),
        (
            "turandot_fire",
            lambda s: s.phase == "fire_director",
            lambda s: s.firer if s.firer is not None else 0,
            3,
        ),
        ("turandot_round4", lambda s: s.round == 4 and s.phase == "bidding", lambda s: 0, 4),
        ("turandot_final", lambda s: s.phase == "final", lambda s: 0, 3),
        ("turandot_over", lambda s: s.phase == "over", lambda s: 0, 3),
    ]
    for name, stop, seat_of, seats in makers:
        try:
            match, seat = position(stop, seat_of, seats)
        except LookupError:
            continue
        out.append((name, match, seat))
    return out
