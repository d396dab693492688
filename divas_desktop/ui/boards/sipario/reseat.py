"""Reseating at the end of a deal (SIP-024), by dragging names around the table.

The player who staged his third opera sees the turn order of the next deal as a row of
name chips: his own first (it stays there), then his opponents. Dragging a name onto
another place seats that impresario there (the others move up), the row being the
preview; "Confirm the new order" plays the one legal ``Reseat`` whose order is the row.
The board builds no order of its own: the draft is always one of the engine's orders.
"""

from __future__ import annotations

from typing import Protocol

from ....core.types import Action
from ....games.sipario.actions import Reseat
from ....games.sipario.views import SiparioView
from ...board import ButtonSpec, ChoiceRequest, LabelSpec, Option, Spec, ZoneSpec
from ...board.fonts import TEXT_SMALL, board_font, elided, text_size
from ...board.items import SeatBadge
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from .items import CHIP_TEXT, SeatChipSpec
from .texts import SiparioTexts

CHIP = "reseat.seat."
CONFIRM = "button.reseat.confirm"
CHOOSE = "button.reseat"
"""The button opening the chooser of the new order (the keyboard's and a click's way)."""
PANEL_Y = lay.PROMPT_Y - 84
CHIPS_Y = PANEL_Y + 58
CHIP_H = 34.0
ARROW_W = 18.0
CHIP_PAD = 58.0
CHIP_MIN = 90.0
"""Room on a chip beside its name: the place number, the badge, the margins."""


def chip_id(seat: int) -> str:
    """Id of an impresario's name chip in the reseating row."""
    return f"{CHIP}{seat}"


def chip_seat(item_id: str) -> int | None:
    """The seat of a name chip (``None``: not a chip)."""
    if item_id.startswith(CHIP) and item_id[len(CHIP) :].isdigit():
        return int(item_id[len(CHIP) :])
    return None


class ReseatHost(Protocol):
    """What the reseating row reads of the board."""

    texts: SiparioTexts

    def seat_badge(self, seat: int) -> SeatBadge:
        """Colour, shape and letter of the impresario at ``seat``."""
        ...


def legal_orders(legal: list[Action]) -> list[tuple[int, ...]]:
    """Every turn order the engine lets the viewer choose (empty: no reseating now)."""
    return [tuple(a.order) for a in legal if isinstance(a, Reseat)]


def draft_for(
    legal: list[Action], draft: tuple[int, ...] | None, view: SiparioView
) -> tuple[int, ...] | None:
    """The order shown in the row: ``draft`` (the one being arranged) if still legal, else
    the table as it sits now (from the reseater on), else the engine's first order."""
    orders = legal_orders(legal)
    if not orders:
        return None
    if draft in orders:
        return draft
    seat = orders[0][0]
    if seat in view.order:
        at = view.order.index(seat)
        now = tuple(view.order[at:] + view.order[:at])
        if now in orders:
            return now
    return orders[0]


def moved(
    legal: list[Action], draft: tuple[int, ...] | None, item_id: str, target_id: str
) -> tuple[int, ...] | None:
    """The row once the chip ``item_id`` is seated at the place of ``target_id`` (``None``:
    the drop is no chip move).

    The new order is kept only if the engine offers it (otherwise the row stays).
    """
    mover, place = chip_seat(item_id), chip_seat(target_id)
    if mover is None or place is None or draft is None or mover == draft[0]:
        return None
    if place == draft[0] or mover == place:
        return draft  # the reseater's own place is not for the taking: nothing changes
    order = list(draft)
    index = order.index(place)
    order.remove(mover)
    order.insert(index, mover)
    return tuple(order) if tuple(order) in legal_orders(legal) else draft


def chip_targets(draft: tuple[int, ...] | None, item_id: str) -> list[str]:
    """Where a name chip may be dropped: the other opponents' places."""
    seat = chip_seat(item_id)
    if seat is None or draft is None or seat == draft[0]:
        return []
    return [chip_id(s) for s in draft[1:] if s != seat]


def chip_widths(names: list[str], room: float) -> list[float]:
    """Each chip as wide as its name needs; when they do not all fit in ``room``, the
    widest are narrowed alike (their names then end with an ellipsis)."""
    natural = [max(CHIP_MIN, text_size(n, CHIP_TEXT, bold=True)[0] + CHIP_PAD) for n in names]
    if sum(natural) <= room:
        return natural
    cap = room / len(names)
    for count, width in enumerate(sorted(natural)):
        left = len(names) - count
        if width * left + sum(sorted(natural)[:count]) > room:
            cap = (room - sum(sorted(natural)[:count])) / left
            break
    return [min(width, cap) for width in natural]


def chosen(legal: list[Action], draft: tuple[int, ...] | None) -> Action | None:
    """The legal ``Reseat`` whose order is the row (``None`` if there is none)."""
    for action in legal:
        if isinstance(action, Reseat) and tuple(action.order) == draft:
            return action
    return None


def reseat_specs(host: ReseatHost, view: SiparioView, draft: tuple[int, ...]) -> list[Spec]:
    """The reseating panel over the empty stage: the sentence, the row of names, today's
    order to compare with."""
    texts = host.texts
    seat = draft[0]
    width = lay.STAGE_W - 28
    specs: list[Spec] = [
        ZoneSpec(
            id=lay.PROMPT,
            x=lay.STAGE_X + 6,
            y=PANEL_Y,
            w=lay.STAGE_W - 12,
            h=lay.PROMPT_H + 84,
            fill="#1a0d06ee",
            target=False,
            z=5,
        ),
        LabelSpec(
            id="prompt.text",
            x=lay.STAGE_X + 14,
            y=PANEL_Y + 6,
            text=texts("reseat.prompt", seat=seat),
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
            width=width,
            z=6,
        ),
        LabelSpec(
            id="reseat.hint",
            x=lay.STAGE_X + 14,
            y=PANEL_Y + 26,
            text=texts("reseat.drag"),
            size=TEXT_SMALL,
            colour=CREAM,
            width=width,
            z=6,
        ),
    ]
    names = [texts.seat_name(s) for s in draft]
    font = board_font(CHIP_TEXT, bold=True)
    widths = chip_widths(names, width - ARROW_W * (len(draft) - 1))
    x = lay.STAGE_X + 14
    for place, (s, name, w) in enumerate(zip(draft, names, widths, strict=True), start=1):
        colour, shape, letter = host.seat_badge(s)
        fixed = s == seat
        specs.append(
            SeatChipSpec(
                id=chip_id(s),
                x=x,
                y=CHIPS_Y,
                w=w,
                h=CHIP_H,
                name=elided(name, font, w - CHIP_PAD),
                place=str(place),
                colour=colour,
                shape=shape,
                letter=letter,
                fixed=fixed,
                target=not fixed,
                tooltip=name if fixed else texts("reseat.chip", seat=s),
                z=7,
            )
        )
        x += w
        if place < len(draft):
            specs.append(
                LabelSpec(
                    id=f"reseat.arrow.{place}",
                    x=x + 2,
                    y=CHIPS_Y + 7,
                    text="→",
                    size=14,
                    bold=True,
                    colour=GOLD_LIGHT,
                    z=6,
                )
            )
            x += ARROW_W
    now = " → ".join(texts.seat_name(s) for s in view.order)
    specs.append(
        LabelSpec(
            id="reseat.now",
            x=lay.STAGE_X + 14,
            y=CHIPS_Y + CHIP_H + 8,
            text=texts("reseat.now", order=now),
            size=TEXT_SMALL,
            colour=CREAM,
            width=width,
            z=6,
        )
    )
    return specs


def buttons(texts: SiparioTexts, legal: list[Action], draft: tuple[int, ...] | None) -> list[Spec]:
    """ "Confirm the new order" (sending the row's order), then the button that chooses the
    order in a panel instead."""
    out: list[Spec] = []
    action = chosen(legal, draft)
    if action is not None:
        out.append(
            ButtonSpec(
                id=CONFIRM,
                x=lay.STAGE_X + lay.STAGE_W - 162 - 156,
                y=lay.PROMPT_Y + 48,
                w=150,
                h=32,
                text=texts("reseat.confirm"),
                action=action,
                z=8,
            )
        )
    out.append(
        ButtonSpec(
            id=CHOOSE,
            x=lay.STAGE_X + lay.STAGE_W - 162,
            y=lay.PROMPT_Y + 48,
            w=150,
            h=32,
            text=texts("reseat.button"),
            z=8,
        )
    )
    return out


def request(texts: SiparioTexts, legal: list[Action]) -> ChoiceRequest:
    """The new turn order in two steps: who sits after you, then the rest in order."""
    options = []
    for action in legal:
        if isinstance(action, Reseat):
            after = action.order[1:]
            first = texts.seat_name(after[0]) if after else ""
            rest = " → ".join(texts.seat_name(s) for s in after[1:]) or first
            options.append(
                Option(
                    action=action,
                    label=" → ".join(texts.seat_name(s) for s in action.order),
                    path=(first, rest),
                )
            )
    return ChoiceRequest(
        title=texts("reseat.title"),
        options=tuple(options),
        anchor=(lay.STAGE_X + 300, lay.PROMPT_Y),
        step_titles=(texts("reseat.title"), texts("reseat.then")),
    )
