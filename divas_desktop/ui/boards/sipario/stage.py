"""The stage: the production being cast with its roles, singers and action cards.

The production in focus (the last one put on stage) is drawn in full: a header with
its title, owner and live value (from the view: PN, gold due, box office, itemised in
the inspector), the whole-show banner with the cards played on the whole show, and one
slot per role (its name, type and voice, the singer, the cards played on him). Any
other production on stage (competition at home) is a banner that takes drops too.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from ....core.types import Action
from ....games.sipario.data import load
from ....games.sipario.views import EffectView, ProductionView, RoleNeedView, SiparioView
from ...board import CardFace, LabelSpec, Spec, ZoneSpec
from ...board.fonts import TEXT_SMALL, text_height, text_size
from ...board.items import SeatBadge
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from .cards import OPERA_ACCENT, POLARITY_MARK, mini
from .items import card_height
from .texts import SiparioTexts, card_name, type_name

STRUCK = "#ff8a7a"


class StageHost(Protocol):
    """What the stage reads of the board."""

    texts: SiparioTexts
    legal: list[Action]

    def seat_badge(self, seat: int) -> SeatBadge:
        """Colour, shape and letter of the impresario at ``seat``."""
        ...


def stage_specs(host: StageHost, view: SiparioView) -> list[Spec]:
    """The stage zone and, when a debut is on, its production."""
    empty = not view.staging
    label = ""
    if empty and view.phase not in ("extra",):
        mine = view.seat is not None and view.seat == view.to_move
        empty_code = "stage.empty" if mine and view.phase == "turn" else "stage.empty.other"
        label = host.texts(empty_code)
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
    index = lay.focus(view)
    if index is None:
        return specs
    specs += production_specs(host, view, index)
    for other in range(len(view.staging) - 1):
        specs += _collapsed(host.texts, view, other, len(view.staging) - 1 - other)
    return specs


def _value_text(texts: SiparioTexts, prod: ProductionView) -> str:
    if prod.missing:  # the base cast counts only once complete: say what is missing
        roles = ", ".join(_role_short(texts, prod.opera, r) for r in prod.missing)
        parts = [texts("show.value.incomplete", pn=prod.value), texts("show.missing", roles=roles)]
    else:
        parts = [texts("show.value", pn=prod.value)]
    if prod.gold_due:
        paid = "show.gold_paid" if prod.confirmed else "show.gold_due"
        parts.append(texts(paid, gold=prod.gold_due))
    if prod.box_office:
        parts.append(texts("show.box_office", gold=prod.box_office))
    if prod.confirmed:
        parts.append(texts("show.confirmed"))
    if prod.delayed:
        parts.append(texts("show.delayed"))
    if prod.tbd:
        parts.append(texts("show.tbd"))
    return " · ".join(parts)


def _role_short(texts: SiparioTexts, opera: str, index: int) -> str:
    """A role named with its kind and voice: "Liù (F·S)"."""
    role = load().operas[opera].roles[index]
    kind = role.type + (f"·{role.voice}" if role.voice else "")
    return f"{texts.game(role.name)} ({kind})"


def value_face(texts: SiparioTexts, prod: ProductionView) -> CardFace:
    """The show's live value, itemised, for the inspector."""
    lines = tuple(
        texts("show.lines", label=texts.game(label), points=f"{points:+d}")
        for label, points in prod.value_lines
    )
    opera = load().operas[prod.opera]
    return CardFace(
        title=texts.game(opera.title),
        subtitle=f"{opera.composer} · {texts.game(f'place.{opera.city}')} {opera.year}",
        band=texts.seat_name(prod.owner),
        accent=OPERA_ACCENT,
        mark=f"⬡{opera.hexagon}",
        value=str(prod.value),
        text=_value_text(texts, prod),
        lines=lines,
    )


def production_specs(host: StageHost, view: SiparioView, p: int) -> list[Spec]:
    """Header, whole-show banner and role slots of production ``p``."""
    texts = host.texts
    prod = view.staging[p]
    opera = load().operas[prod.opera]
    face = value_face(texts, prod)
    specs: list[Spec] = [
        LabelSpec(
            id=f"show.{p}.title",
            x=lay.STAGE_X + 10,
            y=lay.HEADER_Y,
            text=texts("show.owner", opera=texts.game(opera.title), seat=prod.owner),
            size=14,
            bold=True,
            colour=GOLD_LIGHT,
            width=430,
            face=face,
        ),
        LabelSpec(
            id=f"show.{p}.value",
            x=lay.STAGE_X + 10,
            y=lay.HEADER_Y + 18,
            text=_value_text(texts, prod),
            size=TEXT_SMALL,
            colour=CREAM,
            width=430,
            face=face,
        ),
        ZoneSpec(
            id=lay.show_id(p),
            x=lay.STAGE_X + 6,
            y=lay.BANNER_Y,
            w=lay.STAGE_W - 12,
            h=22,
            fill="#00000044",
            tooltip=texts("on_show"),
        ),
        LabelSpec(
            id=f"show.{p}.whole",
            x=lay.STAGE_X + 12,
            y=lay.BANNER_Y + 3,
            text=texts("show.whole"),
            size=TEXT_SMALL,
            bold=True,
            colour=GOLD_LIGHT,
            z=1,
        ),
    ]
    x = lay.STAGE_X + 16 + text_size(texts("show.whole"), TEXT_SMALL, 0, True)[0]
    for effect in prod.effects:
        if effect.role is not None:
            continue
        chip = _chip(host, view, p, effect, x, lay.BANNER_Y + 3, 0)
        width = text_size(chip.text, TEXT_SMALL, 0, False)[0]
        if x + width > lay.STAGE_X + lay.STAGE_W - 12:
            break
        specs.append(chip)
        x += width + 12
    if prod.covers or any(a.kind == "commit_cover" for a in host.legal):
        cards = ", ".join(card_name(texts, c) for c in prod.covers)
        specs.append(
            LabelSpec(
                id=lay.covers_id(p),
                x=lay.STAGE_X + 450,
                y=lay.HEADER_Y + 2,
                text=texts("covers", cards=cards) if cards else texts("covers.none"),
                size=TEXT_SMALL,
                colour=CREAM,
                width=236,
                target=True,
            )
        )
    needs = {n.role: n for n in prod.needs}  # the debutant's own view only
    count = len(prod.slots)
    columns = count if count <= lay.SLOT_COLUMNS else -(-count // 2)
    slot_w = min(168.0, (lay.STAGE_W - 12 - (columns - 1) * lay.SLOT_GAP) / columns)
    for slot in prod.slots:
        row, column = divmod(slot.role, columns)
        sx = lay.STAGE_X + 6 + column * (slot_w + lay.SLOT_GAP)
        sy = lay.SLOTS_Y + row * (lay.SLOT_H + lay.SLOT_GAP)
        role = opera.roles[slot.role]
        meta = role.type + (f" · {role.voice}" if role.voice else "")
        kind = texts("role.base") if role.base else texts("role.extra")
        tooltip = "\n".join(
            x
            for x in (
                texts.game(role.name),
                texts.game(f"sipario.role.{role.type}"),
                texts.game(f"sipario.voice.{role.voice}") if role.voice else "",
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
                h=lay.SLOT_H,
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
                text=f"{meta} · {texts.game(role.name)}" + ("" if role.base else " ✚"),
                size=TEXT_SMALL,
                bold=True,
                colour=GOLD_LIGHT if role.base else CREAM,
                width=slot_w - 8,
                z=1,
                tooltip=tooltip,
            )
        )
        card_h = 46.0
        if slot.card is not None:
            mark_extra = ""
            if slot.by is not None and slot.by != prod.owner:
                mark_extra = " ◂" + host.seat_badge(slot.by)[2]
            card_h = card_height(card_name(texts, slot.card), slot_w - 8)  # two lines?
            card_spec = mini(texts, slot.card, sx + 4, sy + 32, w=slot_w - 8, h=card_h, z=2)
            specs.append(replace(card_spec, mark=card_spec.mark + mark_extra))
            status = ""
            if slot.eliminated:
                status = texts(f"role.struck.{slot.eliminated}")
            elif slot.delayed:
                status = texts("role.delayed")
            if status:
                specs.append(
                    LabelSpec(
                        id=f"role.{p}.{slot.role}.status",
                        x=sx + 4,
                        y=sy + 32 + card_h,
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
                    text=need_text(texts, needs.get(slot.role), role.base),
                    size=TEXT_SMALL,
                    colour="#cdbb99",
                    width=slot_w - 8,
                    z=1,
                )
            )
        chips = [e for e in prod.effects if e.role == slot.role]
        top = sy + 32 + card_h
        top += 14 if slot.card is not None and (slot.eliminated or slot.delayed) else 0
        for effect in reversed(chips):  # the latest cards first, as many as fit
            chip = _chip(host, view, p, effect, sx + 4, top, slot_w - 8)
            height = text_height(chip.text, TEXT_SMALL, slot_w - 8)
            if top + height > sy + lay.SLOT_H + 2:
                break
            specs.append(chip)
            top += height
    return specs


def need_text(texts: SiparioTexts, need: RoleNeedView | None, base: bool) -> str:
    """An empty role's line of the checklist: who of the hand can sing it, or what is
    missing; an optional role says so (the engine's answer, read from the view)."""
    lines = [] if base else [texts("role.optional")]
    if need is None:  # someone else's debut: the hand is not known
        return "\n".join(lines or [texts("role.empty")])
    if need.singers:
        lines.append(texts("need.ok", singer=card_name(texts, need.singers[0])))
    elif need.lacking:
        singer, card = need.lacking[0]
        category = load().singers[singer].category
        lines.append(
            texts(
                "need.card",
                category=texts.game(f"sipario.category.{category}"),
                card=type_name(texts, card),
            )
        )
    else:
        lines.append(texts("need.none"))
    return "\n".join(lines)


def _chip(
    host: StageHost, view: SiparioView, p: int, effect: EffectView, x: float, y: float, w: float
) -> LabelSpec:
    """An action card played on a production: its sign, type and who played it."""
    texts = host.texts
    kinds = load().action_types
    sign = POLARITY_MARK[kinds[effect.type].polarity] if effect.type in kinds else "★"
    who = host.seat_badge(effect.by)[2]
    name = type_name(texts, effect.type)
    owner = view.staging[p].owner
    text = f"{sign} {name}" + (f" ({who})" if effect.by != owner else "")
    if effect.cancelled:
        text = "✕ " + text
    if effect.cancels is not None:
        target = view.staging[p].effects[effect.cancels]
        text = f"{text} ⇢ ✕ {type_name(texts, target.type)}"
    tooltip = "\n".join(
        x
        for x in (
            card_name(texts, effect.card) if effect.card else name,
            texts("plus_gold", gold=effect.gold) if effect.gold else "",
            texts.game(f"sipario.card.{effect.type}.effect"),
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


def _collapsed(texts: SiparioTexts, view: SiparioView, p: int, place: int) -> list[Spec]:
    """Another production on stage, as a banner (drops on it ask which role)."""
    prod = view.staging[p]
    title = texts.game(load().operas[prod.opera].title)
    y = lay.STAGE_Y + lay.STAGE_H - 26 * place
    return [
        LabelSpec(
            id=lay.show_id(p),
            x=lay.STAGE_X + 10,
            y=y,
            text=texts("other_show", opera=title, pn=prod.value),
            size=TEXT_SMALL,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 20,
            target=True,
            face=value_face(texts, prod),
            z=4,
        )
    ]
