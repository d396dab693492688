"""The prompt bar: the round and phase, what to do now, and the buttons of the turn.

The activation button says exactly what will be paid and gained, in words and icons,
from the engine's activation preview (``view.activation``, G1); a pending choice names
the building or worksite that asks (``view.pending_source``, G3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from ....core.types import Action
from ....games.magna.actions import ChooseGood, EndRefining, PayCost, UsePower
from ....games.magna.codes import area_code, city_code
from ....games.magna.preview import ActivationPreview
from ....games.magna.views import MagnaView
from ...board.fonts import text_height
from ...board.specs import ButtonSpec, LabelSpec, Spec
from .layout import DESIGN_W, PROMPT_H, PROMPT_Y
from .panels import ICON, PX, RichButtonSpec
from .parts import Part, parts_width
from .texts import MagnaTexts, added, good_name, goods_words, letters

KEYS = {"end_refining": "E"}
"""The letter of each turn-level button (its tooltip names it)."""

OWN_BUTTONS = (PayCost, ChooseGood, EndRefining, UsePower)
"""Actions the board places itself: the prompt bar's buttons, and the power token (a
City Power is used by clicking its token on the city board)."""


class PromptHost(Protocol):
    """What the prompt needs of the board: its words, and whether the viewer may act."""

    texts: MagnaTexts
    legal: list[Action]


MAX_BUTTON_W = 600.0
HEADING_PX = 14.0
HELP_PX = 11.0

RULES = {
    "draft": "MAG-030",
    "merchant": "MAG-037",
    "card": "MAG-038",
    "pay": "MAG-039",
    "refine": "MAG-053",
    "replenish": "MAG-077",
    "market": "MAG-080",
    "over": "MAG-087",
}
"""The clause of what each phase asks (in ``resources/rules/magna.*.md``)."""


def asking_rule(view: MagnaView) -> str | None:
    """The clause of what the table asks now: a building to place, a good to choose, the phase."""
    if view.phase == "refine" and view.placing:
        return "MAG-057"
    if view.phase == "refine" and view.pending:
        return "MAG-061"
    return RULES.get(view.phase)


def heading(texts: MagnaTexts, view: MagnaView) -> str:
    """The round and what the player to move is doing."""
    if view.phase == "over":
        return texts("heading.over")
    seat = view.to_move[0] if view.to_move else None
    if view.phase == "draft":
        return texts("heading.draft", seat=seat)
    phase = texts.game(f"magna.phase.{view.phase}")
    return texts("heading", round=view.round, seat=seat, phase=phase)


def help_text(host: PromptHost, view: MagnaView) -> str:
    """What the viewer can do now, or who is playing."""
    texts = host.texts
    if view.phase == "over":
        return texts("help.over")
    acting = view.viewer is not None and view.viewer in view.to_move and bool(host.legal)
    if not acting:  # one seat moves at a time in Opera Magna
        return texts("help.waiting", seat=view.to_move[0] if view.to_move else None)
    if view.phase == "refine" and view.placing:
        return texts("help.placing", card=texts.game(view.placing))
    if view.phase == "refine" and view.pending:
        kind, steps, left, distinct, _chosen = view.pending[0]
        source = texts.game(view.pending_source) if view.pending_source else texts("help.effect")
        if kind == "raw":
            return texts("help.choose_raw", left, source=source)
        if distinct:
            return texts("help.choose_certificates", left, source=source, steps=steps)
        return texts("help.choose_certificate", steps, source=source)
    if view.phase == "card":
        return texts("help.card", area=texts.game(area_code(view.activated)))
    if view.phase == "pay":
        line = texts("help.pay")
        if view.power_left > 0:
            line += " " + texts("help.power", power=texts.game(view.powers[view.activated // 2]))
        return line
    if view.phase == "refine" and view.power_left > 0:
        return texts("help.refine") + " " + texts("help.power.late")
    return texts(f"help.{view.phase}")


def activation_parts(texts: MagnaTexts, preview: ActivationPreview) -> tuple[Part, ...]:
    """The pay button's content: what is paid (and how), then what is gained."""
    parts: list[Part] = [("text", texts("pay.pay"))]
    paid = False
    for good in range(4):
        if preview.from_goods[good]:
            parts.append(("good", good, 0, preview.from_goods[good]))
            paid = True
        if preview.from_certificates[good]:
            parts.append(("cert", good, preview.from_certificates[good]))
            paid = True
    if preview.vp_lost:
        parts.append(("vp", texts("pay.vp", amount=preview.vp_lost)))
        paid = True
    if not paid:
        parts[0] = ("text", texts("pay.free"))
    if any(preview.discounts):
        parts.append(("text", texts("pay.discount")))
        parts += [("good", g, 0, -n) for g, n in enumerate(preview.discounts) if n]
    parts.append(("text", "→ " + texts("pay.gain")))
    gained = False
    raw, refined_goods = _gains(preview)
    for refined, goods in ((0, raw), (1, refined_goods)):
        for good, n in enumerate(goods):
            if n:
                parts.append(("good", good, refined, n))
                gained = True
    if preview.bonus_choices:
        parts.append(("any", preview.bonus_choices))
        gained = True
    if preview.bonus_vp:
        parts.append(("text", texts("pay.vp_gain", amount=preview.bonus_vp)))
        gained = True
    if not gained:
        parts.append(("text", texts("pay.nothing")))
    return tuple(parts)


def _gains(preview: ActivationPreview) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The raw and refined goods an activation gives, its bonus included (each good once)."""
    return added(preview.raw, preview.bonus_raw), added(preview.refined, preview.bonus_refined)


def activation_sentence(texts: MagnaTexts, preview: ActivationPreview) -> str:
    """The pay button's content as one sentence (its tooltip, and for screen readers)."""
    paid = goods_words(texts, preview.from_goods)
    paid += [
        texts("pay.from_certificate", n, good=good_name(texts, g))
        for g, n in enumerate(preview.from_certificates)
        if n
    ]
    if preview.vp_lost:
        paid.append(texts("pay.vp", amount=preview.vp_lost))
    raw, refined = _gains(preview)
    gained = goods_words(texts, raw) + goods_words(texts, refined, True)
    if preview.bonus_choices:
        gained.append(texts("pay.choices", preview.bonus_choices))
    if preview.bonus_vp:
        gained.append(texts("pay.vp_gain", amount=preview.bonus_vp))
    return texts(
        "pay.sentence" if paid else "pay.sentence.free",
        city=texts.game(city_code(preview.city)),
        paid=", ".join(paid) or texts("pay.nothing"),
        gained=", ".join(gained) or texts("pay.nothing"),
    )


def _choice_parts(texts: MagnaTexts, view: MagnaView, good: int) -> tuple[tuple[Part, ...], str]:
    kind, steps, _left, _distinct, _chosen = view.pending[0]
    if kind == "raw":
        return (("good", good, 0, 1),), texts("choose.raw", good=good_name(texts, good))
    return (("cert", good, steps), ("text", "→")), texts(
        "choose.certificate", steps, good=good_name(texts, good)
    )


def prompt_specs(host: PromptHost, view: MagnaView, actions: list[Action]) -> list[Spec]:
    """The heading, the help line and the turn's buttons, right-aligned."""
    buttons = _buttons(host.texts, view, actions)
    used = sum(b.w for b in buttons) + 8 * len(buttons)
    width = DESIGN_W - used - 12
    x = DESIGN_W - used
    placed: list[Spec] = []
    for button in buttons:
        placed.append(_moved(button, x, PROMPT_Y + (PROMPT_H - button.h) / 2))
        x += button.w + 8
    title = heading(host.texts, view)
    help_line = help_text(host, view)
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
    return replace(button, x=x, y=y)


def _buttons(texts: MagnaTexts, view: MagnaView, actions: list[Action]) -> list[ButtonSpec]:
    marks = letters(texts)
    out: list[ButtonSpec] = []
    for action in actions:
        if isinstance(action, PayCost) and view.activation is not None:
            parts = activation_parts(texts, view.activation)
            sentence = activation_sentence(texts, view.activation)
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
                    text=sentence,
                    tooltip=sentence,
                    action=action,
                    parts=parts,
                    letters=marks,
                )
            )
        elif isinstance(action, ChooseGood):
            parts, sentence = _choice_parts(texts, view, action.good)
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
                    letters=marks,
                )
            )
        elif isinstance(action, EndRefining):
            lost = sum(view.players[view.active].refined)
            label = texts("end_refining.lost", lost) if lost else texts("end_refining")
            out.append(
                ButtonSpec(
                    id="button.end_refining", x=0, y=0, w=190, h=38, text=label, action=action
                )
            )
    return out
