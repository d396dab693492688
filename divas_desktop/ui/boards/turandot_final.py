"""The final scene of the Turandot board: the viewer's cast on the six roles, a live
itemised score (the engine's scoring functions) and the optimal-assignment helper.

The board never decides a rule: every number shown here comes from
``games.turandot.scoring``, and the optimal assignment is the engine's
``optimal_assignment``, played as ordinary :class:`AssignRole` swaps.
"""

from __future__ import annotations

from ...core.types import Action
from ...games.turandot.actions import AssignRole
from ...games.turandot.data import ROLES
from ...games.turandot.scoring import optimal_assignment, score_lines, star_points
from ...games.turandot.views import SeatView, TurandotView
from ..board import ButtonSpec, LabelSpec, Spec
from ..theme import CREAM, GOLD_LIGHT
from .turandot_cards import bt, director_effect, director_name, role_header, singer_card, tt
from .turandot_items import PanelSpec

OPTIMAL = "button.optimal"
"""Id of the board-local button that plays the optimal assignment."""


def themed(view: TurandotView) -> bool:
    """Whether a single-kind deck is in play (kind-based directors score nothing)."""
    return view.themed_deck != "all"


def stage_specs(view: TurandotView, col: float, slot_y: float, movable: bool) -> list[Spec]:
    """The six roles with the viewer's singers on them (role slots are drop targets)."""
    specs: list[Spec] = []
    seat = view.viewer
    cast = view.players[seat].cast if seat is not None else []
    from ..board import ZoneSpec

    for index, role in enumerate(ROLES):
        x = index * col
        specs.append(role_header(role, index + 1, x, 0))
        specs.append(
            ZoneSpec(
                id=f"role.{role}",
                x=x,
                y=slot_y,
                w=116,
                h=150,
                style="slot",
                target=movable,
                fill="#00000044",
            )
        )
        if index < len(cast):
            specs.append(singer_card(cast[index], x, slot_y, z=2, role=role, movable=movable))
    return specs


def score_specs(
    view: TurandotView, x: float, y: float, w: float, h: float, can_assign: bool
) -> list[Spec]:
    """The live itemised score of the viewer's cast, as the engine computes it."""
    seat = view.viewer
    specs: list[Spec] = []
    if seat is None:
        return specs
    company: SeatView = view.players[seat]
    if len(company.cast) != len(ROLES):
        return specs
    title = bt("final.score") if view.phase == "final" else bt("final.score.over")
    specs.append(
        PanelSpec(
            id="score",
            x=x,
            y=y,
            w=w,
            h=h,
            title=title,
            note=bt("final.director", director=director_name(company.director))
            if company.director
            else "",
        )
    )
    lines = score_lines(company.cast, company.director, len(company.scene), themed(view))
    row = y + 32
    for index, line in enumerate(lines):
        label = tt(line.label, **line.params)
        specs.append(
            LabelSpec(
                id=f"score.line.{index}",
                x=x + 14,
                y=row,
                text=label,
                size=11,
                colour=CREAM,
                width=w - 90,
            )
        )
        specs.append(
            LabelSpec(
                id=f"score.points.{index}",
                x=x + w - 64,
                y=row,
                text=f"{line.points:+d}",
                size=11,
                colour=CREAM,
                bold=True,
                width=50,
            )
        )
        row += 24
    total = sum(line.points for line in lines)
    specs.append(
        LabelSpec(
            id="score.total",
            x=x + 14,
            y=row + 4,
            size=13,
            bold=True,
            colour=GOLD_LIGHT,
            text=bt("total", points=total),
            width=w - 28,
        )
    )
    specs.append(
        LabelSpec(
            id="score.tiebreak",
            x=x + 14,
            y=row + 28,
            size=9.5,
            colour=GOLD_LIGHT,
            width=w - 28,
            text=bt("final.tiebreak", stars=star_points(company.cast)),
        )
    )
    if company.director:
        specs.append(
            LabelSpec(
                id="score.effect",
                x=x + 14,
                y=row + 48,
                size=9.5,
                colour=CREAM,
                width=w - 28,
                text=director_name(company.director)
                + ": "
                + director_effect(company.director, themed(view)),
            )
        )
    if can_assign:
        specs.append(
            ButtonSpec(id=OPTIMAL, x=x + 12, y=y + h - 44, w=196, h=36, text=bt("final.optimal"))
        )
    return specs


def optimal_swaps(view: TurandotView) -> list[Action]:
    """The role swaps that turn the viewer's cast into the engine's optimal assignment."""
    seat = view.viewer
    if seat is None:
        return []
    company = view.players[seat]
    if len(company.cast) != len(ROLES):
        return []
    target = optimal_assignment(company.cast, company.director, themed(view))
    current = list(company.cast)
    swaps: list[Action] = []
    for index, role in enumerate(ROLES):
        if current[index] != target[index]:
            other = current.index(target[index])
            current[index], current[other] = current[other], current[index]
            swaps.append(AssignRole(singer=target[index], role=role))
    return swaps
