"""The end of a match: scores, breakdown, winners and tie-break (TUR-061..069)."""

from __future__ import annotations

from divas_desktop.core.types import Outcome

from .scoring import score_lines, star_points
from .state import TurandotState


def final_outcome(state: TurandotState) -> Outcome:
    """Score every confirmed cast; ties go to most stars, then the victory is shared."""
    breakdown = {
        seat: score_lines(c.cast, c.director, len(c.scene), state.themed)
        for seat, c in enumerate(state.companies)
    }
    scores = {seat: sum(line.points for line in lines) for seat, lines in breakdown.items()}
    best = max(scores.values())
    leaders = [s for s, p in scores.items() if p == best]
    tie_break = None
    if len(leaders) > 1:
        stars = {s: star_points(state.companies[s].cast) for s in leaders}
        most = max(stars.values())
        leaders = [s for s in leaders if stars[s] == most]  # TUR-068
        tie_break = "turandot.tie.stars" if len(leaders) == 1 else "turandot.tie.shared"
    return Outcome(scores=scores, breakdown=breakdown, winners=tuple(leaders), tie_break=tie_break)
