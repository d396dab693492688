"""Final scoring of a Turandot cast (TUR-059..069), the winners and the optimal assignment."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from divas_desktop.core.types import Outcome, ScoreLine

from .data import ROLE_GENDER, ROLES, Director, Role, Singer, directors, singers
from .state import TurandotState


def _singer(card: str | Singer) -> Singer:
    return card if isinstance(card, Singer) else singers()[card]


def _director(card: str | Director | None) -> Director | None:
    if card is None or isinstance(card, Director):
        return card
    return directors()[card]


def is_mismatch(singer: Singer, role: Role) -> bool:
    """Whether the singer's gender differs from the role's (uncertain never does, TUR-065)."""
    return singer.gender != "U" and singer.gender != ROLE_GENDER[role]


def favourites(cast: Sequence[Singer]) -> int:
    """Count singers placed on their favourite role (cast in role order, TUR-063)."""
    return sum(
        1 for singer, role in zip(cast, ROLES, strict=False) if singer.favourite_role == role
    )


def mismatches(cast: Sequence[Singer]) -> int:
    """Count singers placed on a role of the other gender (TUR-064, TUR-065)."""
    return sum(1 for singer, role in zip(cast, ROLES, strict=False) if is_mismatch(singer, role))


def director_is_neutral(director: str | Director, themed: bool) -> bool:
    """Whether a director scores nothing: its effect counts kinds in a one-kind deck (A-TUR-07)."""
    chosen = _director(director)
    return chosen is not None and themed and chosen.uses_kinds


def director_points(
    director: str | Director | None, cast: Sequence[str | Singer], themed: bool = False
) -> int:
    """Return the director's points for a cast in role order (TUR-066, G-TUR-02).

    With a single-kind deck, effects that depend on kinds are neutral (A-TUR-07).
    """
    director = _director(director)
    if director is None or director_is_neutral(director, themed):
        return 0
    members = [_singer(c) for c in cast]
    effect = director.effect
    kinds = [s.kind for s in members]
    if effect.type == "kind_balance":
        return kinds.count(effect.plus) - kinds.count(effect.minus)
    if effect.type == "kind_bonus":
        count = kinds.count(effect.kind)
        return count + (effect.bonus if count >= effect.threshold else 0)
    if effect.type == "purist":
        wrong = mismatches(members)
        return effect.bonus if wrong == 0 else -wrong
    if effect.type == "eclectic":
        return len(set(kinds)) + effect.offset
    liked = favourites(members)
    return liked if liked else effect.none


def score_lines(
    cast: Sequence[str | Singer],
    director: str | Director | None,
    scene_elements: int,
    themed: bool = False,
) -> list[ScoreLine]:
    """Return the itemised score of a cast given in role order (TUR-061..066)."""
    members = [_singer(c) for c in cast]
    chosen = _director(director)
    return [
        ScoreLine(label="turandot.score.stars", points=sum(s.stars for s in members)),
        ScoreLine(
            label="turandot.score.scene", points=scene_elements, params={"count": scene_elements}
        ),
        ScoreLine(
            label="turandot.score.favourites",
            points=favourites(members),
            params={"count": favourites(members)},
        ),
        ScoreLine(
            label="turandot.score.gender",
            points=-mismatches(members),
            params={"count": mismatches(members)},
        ),
        ScoreLine(
            label="turandot.score.director",
            points=director_points(chosen, members, themed),
            params={"director": chosen.id if chosen else None},
        ),
    ]


def star_points(cast: Sequence[str | Singer]) -> int:
    """Return the stars of a cast alone, the tie-break value (TUR-068, A-TUR-10)."""
    return sum(_singer(c).stars for c in cast)


def optimal_assignment(
    cast: Sequence[str | Singer],
    director: str | Director | None = None,
    themed: bool = False,
) -> tuple[str, ...]:
    """Return the singer ids in role order that score best with this director.

    Tries the 720 orders; among equal scores the one closest to the given order (the
    first in permutation order) wins, so the result is deterministic.
    """
    members = [_singer(c) for c in cast]
    if len(members) != len(ROLES):
        raise ValueError("a cast has six singers")
    chosen = _director(director)
    best: tuple[int, ...] = tuple(range(len(members)))
    best_points: int | None = None
    for order in permutations(range(len(members))):
        placed = [members[i] for i in order]
        points = favourites(placed) - mismatches(placed) + director_points(chosen, placed, themed)
        if best_points is None or points > best_points:
            best, best_points = order, points
    return tuple(members[i].id for i in best)


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
    # Everyone in the order of the same tie-break: score, then stars alone, then seat.
    stars_of = {s: star_points(c.cast) for s, c in enumerate(state.companies)}
    ranking = tuple(sorted(scores, key=lambda s: (-scores[s], -stars_of[s], s)))
    return Outcome(
        scores=scores,
        breakdown=breakdown,
        winners=tuple(leaders),
        tie_break=tie_break,
        ranking=ranking,
    )
