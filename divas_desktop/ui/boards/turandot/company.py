"""The companies of the Turandot board: a compact panel per other player along the top,
the featured company (the viewer's) large along the bottom, and the standings.

A company shows what is public: its singers (in the final scene in role order), its
director, its money cards left and scene elements, its hand size, and its bid as card
backs until every bid is revealed. Empty places are dashed slots, not words. Only the
viewer's own hand and bid are drawn face up, in the phase band (``bids.py``).
"""

from __future__ import annotations

from typing import Protocol

from ....games.turandot.views import RoleMark, SeatView, TurandotView
from ...board import TEXT_SMALL, CounterSpec, LabelSpec, Spec, TokenSpec
from ...board.items import SeatBadge
from ...theme import CREAM, GOLD_LIGHT
from .cards import bid_card, director_card, director_tile, singer_card, singer_chip
from .items import PanelSpec, text_width
from .layout import (
    BACK_H,
    BACK_W,
    CARD_H,
    CARD_W,
    CHIP_H,
    CHIP_STEP,
    CHIP_W,
    OWN_DIRECTOR_W,
    OWN_H,
    OWN_STEP,
    OWN_Y,
    SIDE_X,
    WIDTH,
    Box,
    bid_id,
    company_id,
)
from .texts import MONEY_SYMBOL, TurandotTexts, company_note

SINGERS = 6
"""Singers a company holds at the end (TUR-021): its empty places are drawn."""
PUCCINI_MARK = "P"


class TableHost(Protocol):
    """What the parts of the table ask of the board: its words and each seat's badge
    (shared by ``company.py``, ``bids.py`` and ``table.py``)."""

    texts: TurandotTexts

    def seat_badge(self, seat: int) -> SeatBadge:
        """``(colour, shape, letter)`` of a seat."""
        ...


def takes_understudy(view: TurandotView, company: SeatView) -> bool:
    """Whether the viewer (Puccini) may drop a card on this company now."""
    return view.phase == "understudies" and view.viewer == view.puccini and company.needs_understudy


def fitting_note(
    texts: TurandotTexts, view: TurandotView, company: SeatView, title: str, room: float
) -> str:
    """The note that fits beside ``title`` in ``room``: the long one, else the short one,
    else none (the panel's frame and the phase heading still say it)."""
    title_w = text_width(title, 14, bold=True)
    for short in (False, True):
        note = company_note(texts, view, company, short)
        if title_w + 10 + text_width(note, TEXT_SMALL, bold=True, serif=False) <= room:
            return note
    return ""


def _cards(view: TurandotView, company: SeatView) -> list[str]:
    """The singers in the order to show: role order in the final scene, else hire order."""
    if view.phase in ("final", "over") and company.cast:
        return list(company.cast)
    return list(company.singers)


def _marks(view: TurandotView, company: SeatView) -> dict[str, RoleMark]:
    if view.phase not in ("final", "over"):
        return {}
    return {mark.singer: mark for mark in company.cast_marks}


def _badge(host: TableHost, seat: int, x: float, y: float) -> list[Spec]:
    # One size everywhere: a company moving between the strip and the bottom only moves.
    colour, shape, letter = host.seat_badge(seat)
    return [
        TokenSpec(id=f"token.{seat}", x=x, y=y, size=20, colour=colour, shape=shape, label=letter)
    ]


def _puccini_mark(texts: TurandotTexts, seat: int, x: float, y: float) -> TokenSpec:
    return TokenSpec(
        id=f"puccini.{seat}",
        x=x,
        y=y,
        size=20,
        colour="#b8202e",
        shape="square",
        label=PUCCINI_MARK,
        tooltip=texts("puccini.holds"),
    )


def other_company(host: TableHost, view: TurandotView, company: SeatView, box: Box) -> list[Spec]:
    """A compact panel: name and purse, singers as chips, director, the bid as backs."""
    texts = host.texts
    seat = company.seat
    x, y, w = box.x, box.y, box.w
    colour, shape, _letter = host.seat_badge(seat)
    name = texts.seat_name(seat)
    holds_puccini = seat == view.puccini and view.phase not in ("final", "over")
    indent = 26 + (22 if holds_puccini else 0)
    cards = _cards(view, company)
    slots = tuple(
        (8 + index * CHIP_STEP, 26, CHIP_W, CHIP_H) for index in range(len(cards), SINGERS)
    )
    specs: list[Spec] = [
        PanelSpec(
            id=company_id(seat),
            x=x,
            y=y,
            w=w,
            h=box.h,
            title=name,
            note=fitting_note(texts, view, company, name, w - 16 - indent),
            indent=indent,
            target=takes_understudy(view, company),
            thick=seat in view.to_move,
            slots=slots,
        ),
        *_badge(host, seat, x + 6, y + 4),
    ]
    if holds_puccini:
        specs.append(_puccini_mark(texts, seat, x + 6 + 24, y + 4))
    marks = _marks(view, company)
    for index, card in enumerate(cards):
        cx = x + 8 + index * CHIP_STEP
        specs.append(singer_chip(texts, card, cx, y + 26, mark=marks.get(card)))
    bid_w = 4 * 10 + BACK_W if company.has_bid and company.revealed_bid is None else 0
    row3 = y + 69
    wide = w >= 6 * CHIP_STEP + 16 + 150
    if company.director:
        if wide:
            dx, dy, dw = x + 8 + 6 * CHIP_STEP + 6, y + 26, w - 6 * CHIP_STEP - 22
        else:
            dx, dy, dw = x + 8, row3, w - 24 - bid_w
        neutral = company.director in view.neutral_directors
        specs.append(
            director_tile(
                texts, company.director, dx, dy, dw, 20, z=3, neutral=neutral, style="line"
            )
        )
    if bid_w:
        specs += _bid_backs(texts, seat, company.bid_size, x + w - 8 - bid_w, row3, colour, shape)
    return specs


def _bid_backs(
    texts: TurandotTexts,
    seat: int,
    count: int,
    x: float,
    y: float,
    colour: str,
    shape: str,
    step: float = 10.0,
) -> list[Spec]:
    return [
        bid_card(
            texts,
            bid_id(seat, index),
            x + index * step,
            y,
            colour,
            shape,
            None,
            z=4 + index,
            w=BACK_W,
            h=BACK_H,
        )
        for index in range(count)
    ]


def featured_company(host: TableHost, view: TurandotView, company: SeatView) -> list[Spec]:
    """The featured company along the bottom: singers and director at full size, money
    cards left and scene elements as counters."""
    texts = host.texts
    box = Box(0, OWN_Y, WIDTH, OWN_H)
    seat = company.seat
    x, y = box.x, box.y
    holds_puccini = seat == view.puccini and view.phase not in ("final", "over")
    title = texts("you", seat=seat) if seat == view.viewer else texts.seat_name(seat)
    top = 28.0
    cards = list(company.singers)
    slots = tuple(
        (8 + index * OWN_STEP, top, CARD_W, CARD_H) for index in range(len(cards), SINGERS)
    )
    dx = 8 + SINGERS * OWN_STEP + 4
    if not company.director:
        slots += ((dx, top, OWN_DIRECTOR_W, CARD_H),)
    specs: list[Spec] = [
        PanelSpec(
            id=company_id(seat),
            x=x,
            y=y,
            w=box.w,
            h=box.h,
            title=title,
            note=company_note(texts, view, company) if company.needs_understudy else "",
            indent=28 + (24 if holds_puccini else 0),
            target=takes_understudy(view, company),
            thick=seat in view.to_move,
            frame=GOLD_LIGHT,
            fill="#3a1a10dd",
            slots=slots,
        ),
        *_badge(host, seat, x + 6, y + 4),
    ]
    if holds_puccini:
        specs.append(_puccini_mark(texts, seat, x + 6 + 26, y + 4))
    for index, card in enumerate(cards):
        specs.append(singer_card(texts, card, x + 8 + index * OWN_STEP, y + top, z=3))
    if company.director:
        neutral = company.director in view.neutral_directors
        specs.append(
            director_card(
                texts,
                company.director,
                x + dx,
                y + top,
                z=3,
                neutral=neutral,
                w=OWN_DIRECTOR_W,
                h=CARD_H,
            )
        )
    specs += _purse(texts, company, x + SIDE_X, y + top)
    return specs


def _purse(texts: TurandotTexts, company: SeatView, x: float, y: float) -> list[Spec]:
    """Money cards left and scene elements, as counters that float their changes (the
    ids name no seat: the counters are always the viewer's own)."""
    width = WIDTH - x - 10
    return [
        LabelSpec(
            id="purse.money.label",
            x=x,
            y=y,
            text=texts("money.label"),
            size=12,
            colour=GOLD_LIGHT,
            width=width,
        ),
        CounterSpec(
            id="purse.money",
            x=x,
            y=y + 20,
            value=company.money_left,
            colour="#d4af37",
            mark=MONEY_SYMBOL,
            w=70,
        ),
        LabelSpec(
            id="purse.scene.label",
            x=x,
            y=y + 66,
            text=texts("scene.label"),
            size=12,
            colour=GOLD_LIGHT,
            width=width,
        ),
        CounterSpec(
            id="purse.scene",
            x=x,
            y=y + 86,
            value=len(company.scene),
            colour="#f1d67a",
            shape="hexagon",
            mark="★",
            w=70,
        ),
    ]


def standings_specs(host: TableHost, view: TurandotView) -> list[Spec]:
    """Every company's total (live in the final scene, final once over) and its stars, in
    the featured company's place."""
    texts = host.texts
    box = Box(0, OWN_Y, WIDTH, OWN_H)
    specs: list[Spec] = [
        PanelSpec(
            id="standings",
            x=box.x,
            y=box.y,
            w=box.w,
            h=box.h,
            title=texts("standings.over" if view.phase == "over" else "standings.now"),
        )
    ]
    if view.phase == "over" and view.standings:
        order = list(view.standings)
    else:
        order = sorted(range(view.seats), key=lambda s: -(view.players[s].cast_points or 0))
    row_h = min(26.0, (box.h - 32) / max(1, len(order)))
    for place, seat in enumerate(order):
        company = view.players[seat]
        ry = box.y + 30 + place * row_h
        colour, shape, letter = host.seat_badge(seat)
        specs.append(
            TokenSpec(
                id=f"standing.{seat}.badge",
                x=box.x + 40,
                y=ry,
                size=20,
                colour=colour,
                shape=shape,
                label=letter,
            )
        )
        if view.phase == "over" and view.scores is not None:
            points = view.scores.get(seat, 0)
            state = texts("winner") if seat in view.winners else ""
        else:
            points = company.cast_points or 0
            state = texts("cast_confirmed" if company.cast_confirmed else "cast_choosing")
        cells = (
            (f"standing.{seat}.place", 12, 30, f"{place + 1}.", True),
            (f"standing.{seat}.name", 68, 180, texts.seat_name(seat), True),
            (f"standing.{seat}.points", 256, 120, texts("points", points=points), True),
            (
                f"standing.{seat}.stars",
                384,
                270,
                texts("stars_alone", stars=company.cast_stars or 0),
                False,
            ),
            (f"standing.{seat}.state", 664, box.w - 676, state, False),
        )
        for item_id, cx, width, words, bold in cells:
            if words:
                specs.append(
                    LabelSpec(
                        id=item_id,
                        x=box.x + cx,
                        y=ry + 1,
                        text=words,
                        size=13,
                        bold=bold,
                        colour=GOLD_LIGHT if bold else CREAM,
                        width=width,
                    )
                )
    return specs
