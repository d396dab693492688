"""Seeded Sipario! positions for screenshots: one per phase, reached by computer moves.

``demo_positions()`` returns ``(name, match, seat)``: the match is advanced by the
engine's computer players until the phase named, and ``seat`` (the one person at the
table) is the seat whose view is drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core.match import Match, SeatInfo
from ....core.types import Action
from ....games.sipario.actions import ADAPTER, ConfirmOffer, MakeOffer, OfferAdd
from ....games.sipario.rules import GAME
from ....games.sipario.state import State
from ...theme import SEAT_COLOURS

SEED = 1890
"""The year of Cavalleria rusticana: the seed of the demo positions."""
NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
MAX_STEPS = 3000

Stop = Callable[[State], bool]


def _match(seats: int, human: int | None, seed: int, options: dict[str, Any]) -> Match:
    infos = [
        SeatInfo(
            name=NAMES[i], colour=SEAT_COLOURS[i][0], kind="human" if i == human else "computer"
        )
        for i in range(seats)
    ]
    config = GAME.default_config(seats).model_copy(update=options)
    return Match(GAME, config, infos, seed)


def _bot(match: Match, seat: int) -> Action:
    return match.game.bot_action(match.state, seat, match.seed * 1_000_003 + match.cursor)


def _offering(match: Match, seat: int) -> Action:
    """The computer's move, except that a Last-Hour Offer is made (asking 2 gold)."""
    legal = match.legal_actions(seat)
    for action in legal:
        if isinstance(action, MakeOffer):
            return action
    adds = [a for a in legal if isinstance(a, OfferAdd) and a.item == "gold"]
    draft = next((o for o in match.state.offers if o.draft), None)
    if adds and draft is not None and draft.gold < 2:
        return adds[0]
    for action in legal:
        if isinstance(action, ConfirmOffer):
            return action
    return _bot(match, seat)


def position(
    stop: Stop,
    seat_of: Callable[[State], int],
    seats: int = 3,
    seed: int = SEED,
    choose: Callable[[Match, int], Action] = _bot,
    **options: Any,
) -> tuple[Match, int]:
    """A match advanced until ``stop``, rebuilt with ``seat_of(state)`` as the person."""
    probe = _match(seats, None, seed, options)
    for _ in range(MAX_STEPS):
        if stop(probe.state):
            break
        to_move = probe.to_move()
        if not to_move:
            raise LookupError("the demo game ended before that position")
        probe.play(to_move[0], choose(probe, to_move[0]))
    else:
        raise LookupError("the demo game never reached that position")
    seat = seat_of(probe.state)
    match = _match(seats, seat, seed, options)
    for entry in probe.log:
        match.play(entry.seat, ADAPTER.validate_python(entry.action))
    return match, seat


def _mover(state: State) -> int:
    from ....games.sipario.legal import seat_to_move

    seat = seat_to_move(state)
    return state.current if seat is None else seat


def _owner(state: State) -> int:
    return state.staging[-1].owner if state.staging else state.current


def _casting(state: State) -> bool:
    return (
        state.phase == "casting"
        and bool(state.staging)
        and (sum(slot is not None for slot in state.staging[-1].slots) >= 2)
    )


def demo_positions() -> list[tuple[str, Match, int | None]]:
    """The phases a player should see: turn, casting, Unfair Competition, offer, extra
    show, deal end, team play."""
    wanted: list[tuple[str, Callable[[], tuple[Match, int]]]] = [
        ("turn", lambda: position(lambda s: s.phase == "turn" and s.round >= 3, _mover)),
        ("casting", lambda: position(_casting, _owner, seats=4)),
        (
            "unfair_competition",
            lambda: position(lambda s: s.phase == "uc_defend", _owner, seats=3),
        ),
        (
            "offer",
            lambda: position(
                lambda s: bool(s.offers) and not any(o.draft for o in s.offers),
                _mover,
                seats=3,
                seed=1893,
                choose=_offering,
                last_hour_offer=True,
                infingardo=True,
            ),
        ),
        ("extra_show", lambda: position(lambda s: s.phase == "extra", _mover, seats=3)),
        (
            "deal_end",
            lambda: position(lambda s: s.phase == "reseat", _mover, seats=5, mode="target_100"),
        ),
        (
            "team_play",
            lambda: position(
                lambda s: s.phase == "casting" and s.round >= 2, _owner, seats=4, team_play=True
            ),
        ),
    ]
    out: list[tuple[str, Match, int | None]] = []
    for name, make in wanted:
        try:
            match, seat = make()
        except LookupError:
            continue
        out.append((f"sipario_{name}", match, seat))
    return out
