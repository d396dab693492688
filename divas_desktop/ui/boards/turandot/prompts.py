"""What the Turandot table asks now: the heading with the round and phase, the hint line,
the question of who fires, and the turn-level buttons placed beside what they act on.

Confirm goes under the bid or beside the cast, the buttons choosing who fires under the
question, the optimal assignment beside the legend of the final scene; any other button
is left to the framework (rows under everything else).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....core.types import Action
from ....games.turandot.actions import ChooseFirer
from ....games.turandot.views import TurandotView
from ...board import ButtonSpec, LabelSpec, Spec
from ...board.fonts import TEXT_HEADING, text_height
from ...theme import CREAM, GOLD_LIGHT
from .layout import (
    CONFIRM_CAST,
    HEADING_Y,
    LEFT_W,
    OPTIMAL,
    RIGHT_W,
    RIGHT_X,
    confirm_box,
    final_button_boxes,
    firer_box,
)
from .texts import TurandotTexts, waiting_for

KEYS = {"confirm_bid": "C", "confirm_cast": "C"}
"""The letter of each turn-level button (its tooltip names it)."""

HINTS = {
    "bidding": "bid.help",
    "understudies": "understudy.drop",
    "choose_firer": "choose_firer",
    "fire_director": "firer.drop",
    "final": "final.help",
}
"""The board's hint for the player to act, by phase."""

RULES = {
    "bidding": "TUR-023",
    "understudies": "TUR-043",
    "choose_firer": "TUR-046",
    "fire_director": "TUR-047",
    "final": "TUR-058",
    "over": "TUR-067",
}
"""The clause of what each phase asks (in ``resources/rules/turandot.*.md``)."""


def asking_rule(view: TurandotView) -> str | None:
    """The clause of what the table asks now (round 4 bids for a director)."""
    if view.phase == "bidding" and view.casting_kind == "directors":
        return "TUR-055"
    return RULES.get(view.phase)


def heading_title(texts: TurandotTexts, view: TurandotView) -> str:
    """The round and the phase."""
    if view.phase == "over":
        return texts("over.title")
    if view.phase == "final":
        return texts.game("turandot.phase.final")
    code = "round.directors" if view.casting_kind == "directors" else "round"
    head = texts(code, round=view.round, last=len(view.rounds))
    return head + " · " + texts.game(f"turandot.phase.{view.phase}")


def hint(texts: TurandotTexts, view: TurandotView) -> str:
    """What to do now, or whom the table waits for."""
    if view.phase == "over":
        return ""
    me = view.viewer
    if me is None or me not in view.to_move:
        return waiting_for(texts, view.to_move)
    code = HINTS.get(view.phase)
    return texts(code) if code else ""


def heading_specs(texts: TurandotTexts, view: TurandotView) -> list[Spec]:
    """The heading over the casting row, and the hint line under it."""
    title = heading_title(texts, view)
    specs: list[Spec] = [
        LabelSpec(
            id="heading",
            x=0,
            y=HEADING_Y - 4,
            text=title,
            size=TEXT_HEADING,
            bold=True,
            colour=GOLD_LIGHT,
            width=LEFT_W,
        )
    ]
    words = hint(texts, view)
    if words:
        top = HEADING_Y - 4 + text_height(title, TEXT_HEADING, LEFT_W, bold=True) + 1
        specs.append(
            LabelSpec(id="help", x=0, y=top, text=words, size=12, colour=CREAM, width=LEFT_W)
        )
    return specs


def firer_question(texts: TurandotTexts, view: TurandotView, y: float) -> tuple[list[Spec], float]:
    """Puccini's question of who fires a director, at ``y`` in the right column; the top
    of the buttons that answer it."""
    if not (view.phase == "choose_firer" and view.viewer == view.puccini):
        return [], y + 30
    question = LabelSpec(
        id="firer.question",
        x=RIGHT_X,
        y=y + 8,
        text=texts("choose_firer.question"),
        size=13,
        bold=True,
        colour=GOLD_LIGHT,
        width=RIGHT_W - 4,
    )
    return [question], y + 30


def optimal_button(texts: TurandotTexts) -> ButtonSpec:
    """The board's own button that plays the optimal assignment of the final scene."""
    x, y, w, h = final_button_boxes()[OPTIMAL]
    return ButtonSpec(id=OPTIMAL, x=x, y=y, w=w, h=h, text=texts("final.optimal"))


def placed_buttons(
    actions: Sequence[Action], firer_top: float, label: Callable[[Action], str]
) -> tuple[list[Spec], list[Action]]:
    """The buttons placed beside what they act on, and the actions left to the framework."""
    placed: list[Spec] = []
    rest: list[Action] = []
    firers = 0
    for action in actions:
        box: tuple[float, float, float, float] | None = None
        if action.kind == "confirm_bid":
            box = confirm_box()
        elif action.kind == "confirm_cast":
            box = final_button_boxes()[CONFIRM_CAST]
        elif isinstance(action, ChooseFirer):
            box = firer_box(firer_top, firers)
            firers += 1
        if box is None:
            rest.append(action)
            continue
        button_id = (
            f"button.firer.{action.player}"
            if isinstance(action, ChooseFirer)
            else f"button.{action.kind}"
        )
        x, y, w, h = box
        placed.append(
            ButtonSpec(
                id=button_id,
                x=x,
                y=y,
                w=w,
                h=h,
                text=label(action),
                action=action,
                confirms=action.kind in ("confirm_bid", "confirm_cast"),  # Return presses it
            )
        )
    return placed, rest
