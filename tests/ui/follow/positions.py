"""Seeded positions of the four games just before a computer step worth following, and
a fake clock that plays a board's beats one by one without waiting for them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.board.moments import Callout

SEATS = {"turandot": 3, "sipario": 3, "divas": 2, "magna": 3}
OPTIONS: dict[str, dict] = {"divas": {"palco_reale": True}}
NAMES = ("Violetta", "Alfredo", "Germont", "Flora")
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442")


def seats_of(game_id: str, kinds: Iterable[str] | None = None) -> list[SeatInfo]:
    """The seats of a test match (every seat a computer unless ``kinds`` says)."""
    count = SEATS[game_id]
    kinds = list(kinds) if kinds is not None else ["computer"] * count
    return [SeatInfo(name=NAMES[i], colour=COLOURS[i], kind=kinds[i]) for i in range(count)]


@cache
def _log_until(game_id: str, wanted: frozenset[str], seed: int) -> tuple:
    """The log of a computer game up to (not including) the first step whose events
    include a kind of ``wanted``."""
    game = registry.get(game_id)
    config = game.config_type(seats=SEATS[game_id], **OPTIONS.get(game_id, {}))
    match = Match(game, config, seats_of(game_id), seed)
    while match.outcome() is None:
        before = list(match.log)
        events = match.play_bot(match.to_move()[0])
        if any(event.kind in wanted for event in events):
            return tuple(before)
    raise AssertionError(f"no {sorted(wanted)} in the {game_id} game of seed {seed}")


def position(game_id: str, wanted: set[str], seed: int = 1, kinds=None) -> Match:
    """A match just before the first computer step of seed ``seed`` that makes an event of
    ``wanted`` (the computer, playing from the same seed, makes the same step again)."""
    game = registry.get(game_id)
    config = game.config_type(seats=SEATS[game_id], **OPTIONS.get(game_id, {}))
    log = list(_log_until(game_id, frozenset(wanted), seed))
    return Match.replay(game, config, seats_of(game_id, kinds), seed, log)


@dataclass
class Shown:
    """What one beat showed: its least time, its labels and the items it kept."""

    holds: list[int]
    labels: list[str]
    kept: list[str]


def shown_now(board) -> Shown:
    """The beat on the table now."""
    labels = [item.text for item in board.items() if isinstance(item, Callout)]
    kept = [i.item_id for i in board.items() if isinstance(i, BoardItem) and i.ghost]
    return Shown(board.animations.holds(), labels, kept)


def play_beats(board, limit: int = 60) -> list[Shown]:
    """Play the board's animations to their end, beat by beat (a fake clock: each beat's
    animations are jumped to their end), recording what each showed."""
    queue = board.animations
    shown: list[Shown] = []
    for _ in range(limit):
        QCoreApplication.processEvents()
        if not queue.busy():
            break
        if queue.waiting_for_gate():
            break  # step by step: the test says "Next"
        now = shown_now(board)
        if now.holds:
            shown.append(now)
        for animation in queue.playing():
            animation.setCurrentTime(animation.totalDuration())
    return shown
