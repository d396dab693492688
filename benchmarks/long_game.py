"""The long game the save, load, autosave and undo benchmarks measure (shared helper).

A five-seat Sipario! match in 90-minute mode between computer players (7,460 actions
with seed 3 at rules version 1): the longest kind of game the app plays. Its log is
cached as a ``.divas`` file in the temporary folder, keyed by the app and rules versions,
so each benchmark does not have to play it again.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from divas_desktop import __version__
from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.persistence.savefile import load_match, save_match
from divas_desktop.selfplay import computer_seats

GAME_ID = "sipario"
SEATS = 5
MODE = "timed_90"
SEED = 3


def cache_dir() -> Path:
    """Where benchmark saves are kept between runs."""
    folder = Path(tempfile.gettempdir()) / "divas-benchmarks"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def long_match() -> Match:
    """The whole long game, played by the computer (from the cache when it exists)."""
    game = registry.get(GAME_ID)
    path = cache_dir() / f"{GAME_ID}-{MODE}-{SEED}-v{__version__}-r{game.rules_version}.divas"
    if path.exists():
        try:
            return load_match(path)
        except Exception:
            path.unlink()
    config = game.config_type(seats=SEATS, mode=MODE)
    match = Match(game, config, computer_seats(SEATS), SEED)
    while match.to_move():
        match.play_bot(match.to_move()[0])
    save_match(match, path)
    return match


def prefix(match: Match, moves: int, humans: bool = False) -> Match:
    """The same game rebuilt up to ``moves`` actions (``humans``: every seat a person)."""
    seats = [SeatInfo(name=s.name, colour=s.colour) for s in match.seats] if humans else None
    return Match.replay(
        match.game, match.config, seats or list(match.seats), match.seed, match.log[:moves]
    )


def save_at(match: Match, moves: int) -> Path:
    """A save file of the game after ``moves`` actions."""
    # Named after the whole game's final state: a changed engine makes new files.
    path = cache_dir() / f"{GAME_ID}-at-{moves}-{match.state_digest()[:16]}.divas"
    if not path.exists():
        save_match(prefix(match, moves), path)
    return path
