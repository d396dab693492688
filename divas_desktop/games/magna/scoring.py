"""Final scoring in eight categories with an itemised breakdown (MAG-087..095)."""

from __future__ import annotations

from divas_desktop.core.types import Outcome, ScoreLine

from .data import Catalogue
from .state import MagnaState, PlayerState

CATEGORIES = (
    "magna.score.game",
    "magna.score.buildings",
    "magna.score.shop_evolution",
    "magna.score.certificates",
    "magna.score.blue_buildings",
    "magna.score.refined_goods",
    "magna.score.opera",
    "magna.score.worksites",
)


def positions_built(player: PlayerState) -> int:
    """Positions of the shop holding at least one building."""
    return sum(1 for row in player.left if row) + sum(1 for row in player.right if row)


def _blue(cat: Catalogue, state: MagnaState, player: PlayerState) -> int:
    # A-MAG-16: blue end scoring counts only for blue buildings slid to the right.
    points = 0
    for row in player.right:
        for card in row:
            b = cat.buildings[card]
            if b.trigger != "end_game":
                continue
            for op, amount, _good, _count, _steps, limit in b.ops:
                if op == "score_per_small_building":
                    points += amount * (len(player.left[0]) + len(player.right[0]))
                elif op == "score_per_opera_token":
                    points += amount * (min(limit, player.opera) if limit else player.opera)
                elif op == "score_per_level3_certificate":
                    points += amount * sum(1 for c in player.cert if cat.certificate_levels[c] == 3)
    return points


def category_points(cat: Catalogue, state: MagnaState, seat: int) -> tuple[int, ...]:
    """The points of ``seat`` in the eight categories, in rulebook order."""
    p = state.players[seat]
    buildings = sum(
        cat.building_points[size] * (len(p.left[size]) + len(p.right[size])) for size in range(3)
    )
    evolution = cat.shop_evolution[positions_built(p)]
    certificates = sum(cat.certificate_points[cat.certificate_levels[c]] for c in p.cert)
    refined = sum(sum(pr.placed) for pr in p.projects)
    fewer = sum(1 for other in state.players if other is not p and other.opera < p.opera)
    level_points = cat.level_points[state.opera_side]
    worksites = sum(level_points[slot // 4] for slot in range(12) if seat in state.deliveries[slot])
    return (
        p.vp,
        buildings,
        evolution,
        certificates,
        _blue(cat, state, p),
        refined,
        2 * fewer,
        worksites,
    )


def score_lines(cat: Catalogue, state: MagnaState, seat: int) -> list[ScoreLine]:
    """The eight score categories of ``seat`` as score lines, in rulebook order."""
    values = category_points(cat, state, seat)
    return [ScoreLine(label=label, points=v) for label, v in zip(CATEGORIES, values, strict=True)]


def total(cat: Catalogue, state: MagnaState, seat: int) -> int:
    """The total final score of ``seat``."""
    return sum(category_points(cat, state, seat))


def tie_key(state: MagnaState, seat: int) -> tuple[int, int, int, int]:
    """Rulebook tie-break: worksite tokens, then higher-level tokens, then raw goods."""
    by_level = [0, 0, 0]
    for slot in range(12):
        if seat in state.deliveries[slot]:
            by_level[slot // 4] += 1
    return (sum(by_level), by_level[2], by_level[1], sum(state.players[seat].raw))


def outcome(cat: Catalogue, state: MagnaState) -> Outcome:
    """Scores, breakdown, winners and the tie-break code."""
    breakdown = {seat: score_lines(cat, state, seat) for seat in range(state.seats)}
    scores = {seat: sum(x.points for x in lines) for seat, lines in breakdown.items()}
    best = max(scores.values())
    tied = [s for s in scores if scores[s] == best]
    tie_break = None
    if len(tied) > 1:
        keys = {s: tie_key(state, s) for s in tied}
        codes = (
            "magna.tie.worksite_tokens",
            "magna.tie.worksite_levels",
            "magna.tie.worksite_levels",
            "magna.tie.raw_goods",
        )
        tie_break = "magna.tie.shared"
        for depth in range(4):
            top = max(keys[s][depth] for s in tied)
            narrowed = [s for s in tied if keys[s][depth] == top]
            if len(narrowed) < len(tied):
                tied = narrowed
                if len(tied) == 1:
                    tie_break = codes[depth]
                    break
    return Outcome(scores=scores, breakdown=breakdown, winners=tuple(tied), tie_break=tie_break)
