"""The final scene of the Turandot board: the featured cast on the six roles, the live
itemised score, the director and a legend of the badges, and the standings.

The board never decides a rule: the badges (``♥+1``, ``≠−1``), the score lines, the
tie-break value and the optimal arrangement all come from the view, which the engine
computes with its own scoring functions; the optimal arrangement is played as ordinary
:class:`AssignRole` swaps.
"""

from __future__ import annotations

from ....core.types import Action
from ....games.turandot.actions import moves_to_assignment
from ....games.turandot.views import SeatView, TurandotView
from ...board import Board, LabelSpec, Spec, ZoneSpec
from ...theme import CREAM, GOLD_LIGHT
from .cards import (
    FAVOURITE,
    MISMATCH,
    bt,
    director_card,
    role_header,
    signed,
    singer_card,
    tt,
)
from .items import PanelSpec
from .layout import (
    BAND_H,
    BAND_Y,
    CARD_H,
    CARD_W,
    CARD_Y,
    HEADING_Y,
    LEFT_W,
    RIGHT_W,
    RIGHT_X,
    ROW_Y,
    slot_x,
)

OPTIMAL = "button.optimal"
"""Id of the board-local button that plays the optimal assignment."""
SCORE_Y = HEADING_Y
SCORE_H = BAND_Y + BAND_H - HEADING_Y
DIRECTOR_W = 180.0
BUTTON_W = 200.0
BUTTON_H = 34.0


def role_id(role: str) -> str:
    """Id of a role's slot in the final scene (the target of an assignment)."""
    return f"role.{role}"


def stage_specs(view: TurandotView, company: SeatView, movable: bool) -> list[Spec]:
    """The six roles with the company's singers on them (role slots are drop targets)."""
    specs: list[Spec] = []
    marks = {mark.role: mark for mark in company.cast_marks}
    for index, role in enumerate(view.characters):
        x = slot_x(index)
        specs.append(role_header(role, index + 1, x, ROW_Y))
        specs.append(
            ZoneSpec(
                id=role_id(role),
                x=x,
                y=CARD_Y,
                w=CARD_W,
                h=CARD_H,
                style="slot",
                target=movable,
                fill="#00000044",
            )
        )
        if index < len(company.cast):
            specs.append(
                singer_card(
                    company.cast[index], x, CARD_Y, z=2, mark=marks.get(role), movable=movable
                )
            )
    return specs


def band_specs(view: TurandotView, company: SeatView) -> list[Spec]:
    """Under the cast: the director that scores it, the badges' legend, scene elements."""
    specs: list[Spec] = []
    if company.director:
        neutral = company.director in view.neutral_directors
        specs.append(
            director_card(
                company.director, 0, BAND_Y, z=2, neutral=neutral, w=DIRECTOR_W, h=BAND_H - 4
            )
        )
    x = DIRECTOR_W + 14
    width = LEFT_W - x
    lines = [
        bt("legend.favourite", mark=FAVOURITE),
        bt("legend.gender", mark=MISMATCH),
        bt("legend.scene", count=len(company.scene)),
    ]
    for index, line in enumerate(lines):
        specs.append(
            LabelSpec(
                id=f"legend.{index}",
                x=x,
                y=BAND_Y + 4 + index * 22,
                text=line,
                size=12,
                colour=CREAM,
                width=width,
            )
        )
    return specs


def button_boxes() -> dict[str, tuple[float, float, float, float]]:
    """Where the final scene's buttons go (x, y, w, h): beside the legend, under the cast."""
    x = DIRECTOR_W + 14
    y = BAND_Y + BAND_H - BUTTON_H - 6
    return {
        OPTIMAL: (x, y, BUTTON_W, BUTTON_H),
        "button.confirm_cast": (x + BUTTON_W + 12, y, LEFT_W - x - BUTTON_W - 12, BUTTON_H),
    }


def score_specs(board: Board, view: TurandotView, company: SeatView) -> list[Spec]:
    """The live itemised score of the company's cast, as the view gives it."""
    if not company.cast_lines:
        return []
    x, y, w = RIGHT_X, SCORE_Y, RIGHT_W
    if company.seat == view.viewer:
        title = bt("final.score") if view.phase == "final" else bt("final.score.over")
    else:
        title = bt("final.score.of", player=board.seat_name(company.seat))
    specs: list[Spec] = [PanelSpec(id="score", x=x, y=y, w=w, h=SCORE_H, title=title)]
    row = y + 34
    for index, line in enumerate(company.cast_lines):
        label = tt(line.label, **line.params)
        if line.label == "turandot.score.director" and company.director:
            label = bt("final.director.line", director=tt(line.label), name=_name(company))
        height = _label_height(label, w - 90)
        specs.append(
            LabelSpec(
                id=f"score.line.{index}",
                x=x + 12,
                y=row,
                text=label,
                size=12,
                colour=CREAM,
                width=w - 90,
            )
        )
        specs.append(
            LabelSpec(
                id=f"score.points.{index}",
                x=x + w - 58,
                y=row,
                text=signed(line.points) if line.points else "0",
                size=13,
                colour=CREAM,
                bold=True,
                width=46,
            )
        )
        row += max(24.0, height + 6)
    specs.append(
        LabelSpec(
            id="score.total",
            x=x + 12,
            y=row + 6,
            size=17,
            bold=True,
            colour=GOLD_LIGHT,
            text=bt("total", points=company.cast_points or 0),
            width=w - 24,
        )
    )
    specs.append(
        LabelSpec(
            id="score.tiebreak",
            x=x + 12,
            y=row + 34,
            size=12,
            colour=GOLD_LIGHT,
            width=w - 24,
            text=bt("final.tiebreak", stars=company.cast_stars or 0),
        )
    )
    if view.phase == "final" and company.seat == view.viewer:
        specs.append(
            LabelSpec(
                id="score.optimal",
                x=x + 12,
                y=row + 58,
                size=12,
                colour=CREAM,
                width=w - 24,
                text=_optimal_note(view, company),
            )
        )
    return specs


def _name(company: SeatView) -> str:
    from .cards import director_name

    return director_name(company.director) if company.director else ""


def _label_height(text: str, width: float) -> float:
    from ...board.fonts import text_height

    return text_height(text, 12, width)


def _optimal_note(view: TurandotView, company: SeatView) -> str:
    best = view.optimal_points
    now = company.cast_points or 0
    if best is None:
        return ""
    if best <= now:
        return bt("final.is_optimal")
    return bt("final.can_gain", points=best, gain=signed(best - now))


def optimal_swaps(view: TurandotView) -> list[Action]:
    """The role swaps that turn the viewer's cast into the view's optimal arrangement."""
    seat = view.viewer
    if seat is None or not view.optimal_cast:
        return []
    cast = tuple(view.players[seat].cast)
    return list(moves_to_assignment(cast, tuple(view.optimal_cast)))
