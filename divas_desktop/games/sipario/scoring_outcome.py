"""The final outcome of a match: scores, itemised breakdown, winners and tie-break."""

from __future__ import annotations

from divas_desktop.core.types import Outcome, ScoreLine

from .config import SiparioConfig
from .state import State
from .table import score_of


def outcome(state: State, config: SiparioConfig) -> Outcome | None:
    """Return the outcome once the match is over (``None`` before)."""
    if state.phase != "over":
        return None
    scores = {seat: score_of(state, config, seat) for seat in range(state.seats)}
    breakdown = {}
    for seat, player in enumerate(state.players):
        lines = [
            ScoreLine(label=label, points=points)
            for label, points in sorted(player.ledger.items())
            if points
        ]
        breakdown[seat] = lines
    return Outcome(
        scores=scores,
        breakdown=breakdown,
        winners=tuple(state.winners or ()),
        tie_break=state.tie_break,
    )
