"""The prompt bar: the round and phase, what to do now, and the buttons of the turn.

The activation button says exactly what will be paid and gained, in words and icons,
from the engine's activation preview (``view.activation``, G1); a pending choice names
the building or worksite that asks (``view.pending_source``, G3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.types import Action
from ....games.magna.actions import ChooseGood, EndRefining, PayCost
from ....games.magna.data import CITIES, catalogue
from ....games.magna.preview import ActivationPreview
from ....games.magna.views import MagnaView
from ...board.fonts import text_height
from ...board.specs import ButtonSpec, LabelSpec, Spec
from .layout import DESIGN_W, PROMPT_H, PROMPT_Y
from .panels import ICON, PX, RichButtonSpec
from .parts import Part, parts_width
from .texts import bt, good_name, mt

if TYPE_CHECKING:
    from .board import MagnaBoard

MAX_BUTTON_W = 600.0
HEADING_PX = 14.0
HELP_PX = 11.0


def heading(board: MagnaBoard, view: MagnaView) -> str:
    """The round and what the player to move is doing."""
    if view.phase == "over":
        return bt("heading.over")
    player = board.seat_name(view.to_move[0]) if view.to_move else ""
    if view.phase == "draft":
        return bt("heading.draft", player=player)
    return bt("heading", round=view.round, player=player, phase=mt(f"magna.phase.{view.phase}"))


def help_text(board: MagnaBoard, view: MagnaView) -> str:
    """What the viewer can do now, or who is playing."""
    if view.phase == "over":
        return bt("help.over")
    acting = view.viewer is not None and view.viewer in view.to_move and bool(board.legal)
    if not acting:
        names = ", ".join(board.seat_name(s) for s in view.to_move)
        return bt("help.waiting", player=names)
    if view.phase == "refine" and view.placing:
        return bt("help.placing", card=mt(view.placing))
    if view.phase == "refine" and view.pending:
        kind, steps, left, distinct, _chosen = view.pending[0]
        source = mt(view.pending_source) if view.pending_source else bt("help.effect")
        if kind == "raw":
            return bt("help.choose_raw", left, source=source)
        if distinct:
            return bt("help.choose_certificates", left, source=source, steps=steps)
        return bt("help.choose_certificate", steps, source=source)
    if view.phase == "card":
        return bt("help.card", area=mt(_area_code(view.activated)))
    if view.phase == "pay":
        text = bt("help.pay")
        if view.power_left > 0:
            text += " " + bt("help.power", power=mt(view.powers[view.activated // 2]))
        return text
    if view.phase == "refine" and view.power_left > 0:
        return bt("help.refine") + " " + bt("help.power.late")
    return bt(f"help.{view.phase}")


def _area_code(area: int) -> str:
    return f"magna.area.{CITIES[area // 2]}.{'cost' if area % 2 == 0 else 'profit'}"


def activation_parts(preview: ActivationPreview) -> tuple[Part, ...]:
    """The pay button's content: what is paid (and how), then what is gained."""
    parts: list[Part] = [("text", bt("pay.pay"))]
    paid = False
    for good in range(4):
        if preview.from_goods[good]:
            parts.append(("good", good, 0, preview.from_goods[good]))
            paid = True
        if preview.from_certificates[good]:
            parts.append(("cert", good, preview.from_certificates[good]))
            paid = True
    if preview.vp_lost:
        parts.append(("vp", bt("pay.vp", amount=preview.vp_lost)))
        paid = True
    if not paid:
        parts.append(("text", bt("pay.nothing")))
    if any(preview.discounts):
        parts.append(("text", bt("pay.discount")))
        parts += [("good", g, 0, -n) for g, n in enumerate(preview.discounts) if n]
    parts.append(("text", "→ " + bt("pay.gain")))
    gained = False
    for refined, goods in ((0, preview.raw), (1, preview.refined)):
        for good, n in enumerate(goods):
            if n:
                parts.append(("good", good, refined, n))
                gained = True
    for refined, goods in ((0, preview.bonus_raw), (1, preview.bonus_refined)):
        for good, n in enumerate(goods):
            if n:
                parts.append(("good", good, refined, n))
                gained = True
    if preview.bonus_choices:
        parts.append(("any", preview.bonus_choices))
        gained = True
    if preview.bonus_vp:
        parts.append(("text", bt("pay.vp_gain", amount=preview.bonus_vp)))
        gained = True
    if not gained:
        parts.append(("text", bt("pay.nothing")))
    return tuple(parts)


def activation_sentence(preview: ActivationPreview) -> str:
    """The pay button's content as one sentence (its tooltip, and for screen readers)."""
    paid = [
        bt("amount", amount=n, good=good_name(g)) for g, n in enumerate(preview.from_goods) if n
    ]
    paid += [
        bt("pay.from_certificate", n, good=good_name(g))
        for g, n in enumerate(preview.from_certificates)
        if n
    ]
    if preview.vp_lost:
        paid.append(bt("pay.vp", amount=preview.vp_lost))
    gained = [bt("amount", amount=n, good=good_name(g)) for g, n in enumerate(preview.raw) if n]
    gained += [
        bt("amount", amount=n, good=good_name(g, True)) for g, n in enumerate(preview.refined) if n
    ]
    gained += [
        bt("amount", amount=n, good=good_name(g)) for g, n in enumerate(preview.bonus_raw) if n
    ]
    gained += [
        bt("amount", amount=n, good=good_name(g, True))
        for g, n in enumerate(preview.bonus_refined)
        if n
    ]
    if preview.bonus_choices:
        gained.append(bt("pay.choices", preview.bonus_choices))
    if preview.bonus_vp:
        gained.append(bt("pay.vp_gain", amount=preview.bonus_vp))
    return bt(
        "pay.sentence",
        city=mt(f"magna.city.{CITIES[preview.city]}"),
        paid=", ".join(paid) or bt("pay.nothing"),
        gained=", ".join(gained) or bt("pay.nothing"),
    )


def _choice_parts(view: MagnaView, good: int) -> tuple[tuple[Part, ...], str]:
    kind, steps, _left, _distinct, _chosen = view.pending[0]
    if kind == "raw":
        return (("good", good, 0, 1),), bt("choose.raw", good=good_name(good))
    return (("cert", good, steps), ("text", "→")), bt(
        "choose.certificate", steps, good=good_name(good)
    )


def prompt_specs(board: MagnaBoard, view: MagnaView, actions: list[Action]) -> list[Spec]:
    """The heading, the help line and the turn's buttons, right-aligned."""
    buttons = _buttons(view, actions)
    used = sum(b.w for b in buttons) + 8 * len(buttons)
    width = DESIGN_W - used - 12
    x = DESIGN_W - used
    placed: list[Spec] = []
    for button in buttons:
        placed.append(_moved(button, x, PROMPT_Y + (PROMPT_H - button.h) / 2))
        x += button.w + 8
    title = heading(board, view)
    help_line = help_text(board, view)
    title_h = text_height(title, HEADING_PX, width, bold=True)
    return [
        LabelSpec(
            id="heading",
            x=0,
            y=PROMPT_Y - 2,
            text=title,
            size=HEADING_PX,
            bold=True,
            colour="#f1d67a",
            width=width,
        ),
        LabelSpec(
            id="help",
            x=0,
            y=PROMPT_Y - 2 + title_h,
            text=help_line,
            size=HELP_PX,
            colour="#f6ecd2",
            width=width,
        ),
        *placed,
    ]


def _moved(button: ButtonSpec, x: float, y: float) -> ButtonSpec:
    from dataclasses import replace

    return replace(button, x=x, y=y)


def _buttons(view: MagnaView, actions: list[Action]) -> list[ButtonSpec]:
    out: list[ButtonSpec] = []
    for action in actions:
        if isinstance(action, PayCost) and view.activation is not None:
            parts = activation_parts(view.activation)
            width = parts_width(parts, PX, ICON) + 20
            lines = 1
            if width > MAX_BUTTON_W:
                width, lines = MAX_BUTTON_W, 2
            out.append(
                RichButtonSpec(
                    id="button.pay",
                    x=0,
                    y=0,
                    w=width,
                    h=PROMPT_H if lines == 2 else 36,
                    text=activation_sentence(view.activation),
                    tooltip=activation_sentence(view.activation),
                    action=action,
                    parts=parts,
                )
            )
        elif isinstance(action, ChooseGood):
            parts, sentence = _choice_parts(view, action.good)
            out.append(
                RichButtonSpec(
                    id=f"button.choose.{action.good}",
                    x=0,
                    y=0,
                    w=parts_width(parts, PX, ICON) + 22,
                    h=36,
                    text=sentence,
                    tooltip=sentence,
                    action=action,
                    parts=parts,
                )
            )
        elif isinstance(action, EndRefining):
            lost = sum(view.players[view.active].refined)
            label = bt("end_refining.lost", lost) if lost else bt("end_refining")
            out.append(
                ButtonSpec(
                    id="button.end_refining", x=0, y=0, w=190, h=38, text=label, action=action
                )
            )
    return out


def power_name(view: MagnaView, city: int) -> str:
    """The name of a city's power (for the chooser's title)."""
    return mt(view.powers[city])


def power_goods(power: str) -> tuple[int, ...]:
    """The goods a power names in its data (for its chooser's labels)."""
    return catalogue().powers[power].goods
