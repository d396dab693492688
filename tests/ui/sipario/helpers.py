"""Helpers of the Sipario! board tests: seeded matches and the board's gesture map."""

from __future__ import annotations

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.sipario.rules import GAME

NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7")

BUTTON_KINDS = {
    "end_turn",
    "advertise",
    "confirm_debut",
    "abandon_debut",
    "raise_curtain",
    "end_uc_slot",
    "pass_defence",
    "yield_defence",
    "accept_postponement",
    "decline_offer",
    "confirm_offer",
    "accept_offer",
    "fool_reaction",
    "flop_title",
    "gossip_done",
    "confirm_extra",
    "abandon_extra",
    "setup_swap",
    "reseat",
    "time_up",
}
"""Confirmations and choices without a natural gesture (issue 11 item 2)."""


def sipario_match(
    seats: int = 3, humans: tuple[int, ...] = (0,), seed: int = 5, **options
) -> Match:
    """A seeded Sipario! match; ``humans`` are the seats of people."""
    infos = [
        SeatInfo(name=NAMES[i], colour=COLOURS[i], kind="human" if i in humans else "computer")
        for i in range(seats)
    ]
    config = GAME.default_config(seats).model_copy(update=options)
    return Match(GAME, config, infos, seed)
