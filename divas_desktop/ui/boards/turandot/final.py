"""The final scene of the Turandot board: the featured cast on the six roles, the
director and a legend of the badges under it, and the live itemised score.

The board never decides a rule: the badges (``♥+1``, ``≠−1``), the score lines, the
tie-break value and the optimal arrangement all come from the view, which the engine
computes with its own scoring functions; the optimal arrangement is played as ordinary
:class:`AssignRole` swaps (``gestures.optimal_swaps``).
"""

from __future__ import annotations

from ....games.turandot.views import SeatView, TurandotView
from ...board import LabelSpec, Spec, ZoneSpec
from ...board.fonts import text_height
from ...theme import CREAM, GOLD_LIGHT
from .cards import director_card, role_header, singer_card
from .items import PanelSpec
from .layout import (
    BAND_H,
    BAND_Y,
    CARD_H,
    CARD_W,
    CARD_Y,
    FINAL_DIRECTOR_W,
    LEFT_W,
    RIGHT_W,
    RIGHT_X,
    ROW_Y,
    SCORE_H,
    SCORE_Y,
    role_id,
    slot_x,
)
from .texts import FAVOURITE, MISMATCH, TurandotTexts, optimal_note, score_label, signed


def stage_specs(
    texts: TurandotTexts, view: TurandotView, company: SeatView, movable: bool
) -> list[Spec]:
    """The six roles with the company's singers on them (role slots are drop targets)."""
    specs: list[Spec] = []
    marks = {mark.role: mark for mark in company.cast_marks}
    for index, role in enumerate(view.characters):
        x = slot_x(index)
        specs.append(role_header(texts, role, index + 1, x, ROW_Y))
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
                    texts,
                    company.cast[index],
                    x,
                    CARD_Y,
                    z=2,
                    mark=marks.get(role),
                    movable=movable,
                )
            )
    return specs


def band_specs(texts: TurandotTexts, view: TurandotView, company: SeatView) -> list[Spec]:
    """Under the cast: the director that scores it, the badges' legend, scene elements."""
    specs: list[Spec] = []
    if company.director:
        neutral = company.director in view.neutral_directors
        specs.append(
            director_card(
                texts,
                company.director,
                0,
                BAND_Y,
                z=2,
                neutral=neutral,
                w=FINAL_DIRECTOR_W,
                h=BAND_H - 4,
            )
        )
    x = FINAL_DIRECTOR_W + 14
    width = LEFT_W - x
    lines = [
        texts("legend.favourite", mark=FAVOURITE),
        texts("legend.gender", mark=MISMATCH),
        texts("legend.scene", count=len(company.scene)),
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


def score_specs(texts: TurandotTexts, view: TurandotView, company: SeatView) -> list[Spec]:
    """The live itemised score of the company's cast, as the view gives it."""
    if not company.cast_lines:
        return []
    x, y, w = RIGHT_X, SCORE_Y, RIGHT_W
    if company.seat == view.viewer:
        title = texts("final.score" if view.phase == "final" else "final.score.over")
    else:
        title = texts("final.score.of", seat=company.seat)
    specs: list[Spec] = [PanelSpec(id="score", x=x, y=y, w=w, h=SCORE_H, title=title)]
    row = y + 34
    for index, line in enumerate(company.cast_lines):
        label = score_label(texts, line.label, line.params, company.director or "")
        height = text_height(label, 12, w - 90)
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
            text=texts("total", points=company.cast_points or 0),
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
            text=texts("final.tiebreak", stars=company.cast_stars or 0),
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
                text=optimal_note(texts, view, company),
            )
        )
    return specs
