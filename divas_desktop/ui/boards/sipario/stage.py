"""The stage: the production being cast with its roles, singers and action cards.

The production in focus (the last one put on stage) is drawn in full: a header with
its title, owner and live value (from the view: PN, gold due, box office, itemised in
the inspector), the whole-show banner with the cards played on the whole show, and one
slot per role (its name, type and voice, the singer, the cards played on him). Any
other production on stage (competition at home) is a banner that takes drops too.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ....games.sipario.views import EffectView, ProductionView, SiparioView
from ...board import CardFace, LabelSpec, Spec, ZoneSpec
from ...board.fonts import TEXT_SMALL, text_height, text_size
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from .cards import POLARITY_MARK, bt, card_name, data, mini, st, type_name

if TYPE_CHECKING:
    from .board import SiparioBoard

HEADER_Y = lay.STAGE_Y + 4
BANNER_Y = lay.STAGE_Y + 36
SLOTS_Y = lay.STAGE_Y + 60
SLOT_H = 100.0
STRUCK = "#ff8a7a"


def focus(view: SiparioView) -> int | None:
    """The production drawn in full (the last one put on stage)."""
    return len(view.staging) - 1 if view.staging else None


def stage_specs(board: SiparioBoard, view: SiparioView) -> list[Spec]:
    """The stage zone and, when a debut is on, its production."""
    empty = not view.staging
    label = ""
    if empty and view.phase not in ("extra",):
        mine = view.seat is not None and view.seat == view.to_move
        label = bt("stage.empty") if mine and view.phase == "turn" else bt("stage.empty.other")
    specs: list[Spec] = [
        ZoneSpec(
            id=lay.STAGE,
            x=lay.STAGE_X,
            y=lay.STAGE_Y,
            w=lay.STAGE_W,
            h=lay.STAGE_H,
            label=label,
            fill="#5a0b14cc",
        )
    ]
    index = focus(view)
    if index is None:
        return specs
    specs += production_specs(board, view, index)
    for other in range(len(view.staging) - 1):
        specs += _collapsed(board, view, other, len(view.staging) - 1 - other)
    return specs


def _value_text(prod: ProductionView) -> str:
    parts = [bt("show.value", pn=prod.value)]
    if prod.gold_due:
        parts.append(
            bt("show.gold_paid" if prod.confirmed else "show.gold_due", gold=prod.gold_due)
        )
    if prod.box_office:
        parts.append(bt("show.box_office", gold=prod.box_office))
    if prod.confirmed:
        parts.append(bt("show.confirmed"))
    if prod.delayed:
        parts.append(bt("show.delayed"))
    if prod.tbd:
        parts.append(bt("show.tbd"))
    return " · ".join(parts)


def value_face(board: SiparioBoard, prod: ProductionView) -> CardFace:
    """The show's live value, itemised, for the inspector."""
    lines = tuple(
        bt("show.lines", label=st(label), points=f"{points:+d}")
        for label, points in prod.value_lines
    )
    opera = data().operas[prod.opera]
    return CardFace(
        title=st(opera.title),
        subtitle=f"{opera.composer} · {opera.city} {opera.year}",
        band=board.seat_name(prod.owner),
        accent="#3b2314",
        mark=f"⬡{opera.hexagon}",
        value=str(prod.value),
        text=_value_text(prod),
        lines=lines,
    )


def production_specs(board: SiparioBoard, view: SiparioView, p: int) -> list[Spec]:
    """Header, whole-show banner and role slots of production ``p``."""
    prod = view.staging[p]
    opera = data().operas[prod.opera]
    face = value_face(board, prod)
    specs: list[Spec] = [
        LabelSpec(
            id=f"show.{p}.title",
            x=lay.STAGE_X + 10,
            y=HEADER_Y,
            text=bt("show.owner", opera=st(opera.title), player=board.seat_name(prod.owner)),
            size=14,
            bold=True,
            colour=GOLD_LIGHT,
            width=430,
            face=face,
        ),
        LabelSpec(
            id=f"show.{p}.value",
            x=lay.STAGE_X + 10,
            y=HEADER_Y + 18,
            text=_value_text(prod),
            size=TEXT_SMALL,
            colour=CREAM,
            width=430,
            face=face,
        ),
        ZoneSpec(
            id=lay.show_id(p),
            x=lay.STAGE_X + 6,
            y=BANNER_Y,
            w=lay.STAGE_W - 12,
            h=22,
            fill="#00000044",
            tooltip=bt("on_show"),
        ),
        LabelSpec(
            id=f"show.{p}.whole",
            x=lay.STAGE_X + 12,
            y=BANNER_Y + 3,
            text=bt("show.whole"),
            size=TEXT_SMALL,
            bold=True,
            colour=GOLD_LIGHT,
            z=1,
        ),
    ]
    x = lay.STAGE_X + 16 + text_size(bt("show.whole"), TEXT_SMALL, 0, True)[0]
    for effect in prod.effects:
        if effect.role is not None:
            continue
        chip = _chip(board, view, p, effect, x, BANNER_Y + 3, 0)
        width = text_size(chip.text, TEXT_SMALL, 0, False)[0]
        if x + width > lay.STAGE_X + lay.STAGE_W - 12:
            break
        specs.append(chip)
        x += width + 12
    if prod.covers or _covers_possible(board, view):
        cards = ", ".join(card_name(c) for c in prod.covers)
        specs.append(
            LabelSpec(
                id=lay.covers_id(p),
                x=lay.STAGE_X + 450,
                y=HEADER_Y + 2,
                text=bt("covers", cards=cards) if cards else bt("covers.none"),
                size=TEXT_SMALL,
                colour=CREAM,
                width=236,
                target=True,
            )
        )
    count = len(prod.slots)
    columns = count if count <= lay.SLOT_COLUMNS else -(-count // 2)
    slot_w = min(168.0, (lay.STAGE_W - 12 - (columns - 1) * lay.SLOT_GAP) / columns)
    for slot in prod.slots:
        row, column = divmod(slot.role, columns)
        sx = lay.STAGE_X + 6 + column * (slot_w + lay.SLOT_GAP)
        sy = SLOTS_Y + row * (SLOT_H + lay.SLOT_GAP)
        role = opera.roles[slot.role]
        meta = role.type + (f" · {role.voice}" if role.voice else "")
        kind = bt("role.base") if role.base else bt("role.extra")
        tooltip = "\n".join(
            x
            for x in (
                st(role.name),
                st(f"sipario.role.{role.type}"),
                st(f"sipario.voice.{role.voice}") if role.voice else "",
                kind,
            )
            if x
        )
        specs.append(
            ZoneSpec(
                id=lay.role_id(p, slot.role),
                x=sx,
                y=sy,
                w=slot_w,
                h=SLOT_H,
                style="slot",
                fill="#00000066" if role.base else "#00000033",
                tooltip=tooltip,
            )
        )
        specs.append(
            LabelSpec(
                id=f"role.{p}.{slot.role}.name",
                x=sx + 4,
                y=sy + 2,
                text=f"{meta} · {st(role.name)}" + ("" if role.base else " ✚"),
                size=TEXT_SMALL,
                bold=True,
                colour=GOLD_LIGHT if role.base else CREAM,
                width=slot_w - 8,
                z=1,
                tooltip=tooltip,
            )
        )
        if slot.card is not None:
            mark_extra = ""
            if slot.by is not None and slot.by != prod.owner:
                mark_extra = " ◂" + board.seat_badge(slot.by)[2]
            card_spec = mini(slot.card, sx + 4, sy + 32, w=slot_w - 8, h=46, z=2)
            specs.append(replace(card_spec, mark=card_spec.mark + mark_extra))
            status = ""
            if slot.eliminated:
                status = bt(f"role.struck.{slot.eliminated}")
            elif slot.delayed:
                status = bt("role.delayed")
            if status:
                specs.append(
                    LabelSpec(
                        id=f"role.{p}.{slot.role}.status",
                        x=sx + 4,
                        y=sy + 78,
                        text=status,
                        size=TEXT_SMALL,
                        bold=True,
                        colour=STRUCK,
                        width=slot_w - 8,
                        z=3,
                    )
                )
        else:
            specs.append(
                LabelSpec(
                    id=f"role.{p}.{slot.role}.empty",
                    x=sx + 4,
                    y=sy + 44,
                    text=bt("role.empty"),
                    size=TEXT_SMALL,
                    colour="#cdbb99",
                    width=slot_w - 8,
                    z=1,
                )
            )
        chips = [e for e in prod.effects if e.role == slot.role]
        top = sy + 78 + (14 if slot.card is not None and (slot.eliminated or slot.delayed) else 0)
        for effect in reversed(chips):  # the latest cards first, as many as fit
            chip = _chip(board, view, p, effect, sx + 4, top, slot_w - 8)
            height = text_height(chip.text, TEXT_SMALL, slot_w - 8)
            if top + height > sy + SLOT_H + 2:
                break
            specs.append(chip)
            top += height
    return specs


def _chip(
    board: SiparioBoard, view: SiparioView, p: int, effect: EffectView, x: float, y: float, w: float
) -> LabelSpec:
    """An action card played on a production: its sign, type and who played it."""
    kinds = data().action_types
    sign = POLARITY_MARK[kinds[effect.type].polarity] if effect.type in kinds else "★"
    who = board.seat_badge(effect.by)[2]
    name = type_name(effect.type)
    owner = view.staging[p].owner
    text = f"{sign} {name}" + (f" ({who})" if effect.by != owner else "")
    if effect.cancelled:
        text = "✕ " + text
    if effect.cancels is not None:
        target = view.staging[p].effects[effect.cancels]
        text = f"{text} ⇢ ✕ {type_name(target.type)}"
    tooltip = "\n".join(
        x
        for x in (
            card_name(effect.card) if effect.card else name,
            bt("plus_gold", gold=effect.gold) if effect.gold else "",
            st(f"sipario.card.{effect.type}.effect"),
        )
        if x
    )
    return LabelSpec(
        id=lay.effect_id(p, effect.index),
        x=x,
        y=y,
        text=text,
        size=TEXT_SMALL,
        colour=STRUCK if effect.cancelled or effect.stage == "attack" else "#bfe3b4",
        width=w,
        z=3,
        tooltip=tooltip,
        target=True,
    )


def _collapsed(board: SiparioBoard, view: SiparioView, p: int, place: int) -> list[Spec]:
    """Another production on stage, as a banner (drops on it ask which role)."""
    prod = view.staging[p]
    y = lay.STAGE_Y + lay.STAGE_H - 26 * place
    return [
        LabelSpec(
            id=lay.show_id(p),
            x=lay.STAGE_X + 10,
            y=y,
            text=bt("other_show", opera=st(data().operas[prod.opera].title), pn=prod.value),
            size=TEXT_SMALL,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 20,
            target=True,
            face=value_face(board, prod),
            z=4,
        )
    ]


def _covers_possible(board: SiparioBoard, view: SiparioView) -> bool:
    return any(a.kind == "commit_cover" for a in board.legal)
