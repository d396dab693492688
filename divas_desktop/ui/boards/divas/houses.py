"""The four opera houses as specs: opera card, Fame track, both Applause bars against the
minimum, the cards played on each side (their scoring resources lit) and the note spaces.

The viewer's side of every house is at the bottom; the other diva's at the top.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from ....games.divas.data import load
from ....games.divas.houses import INSTRUMENT_OF
from ....games.divas.views import DivasView, HouseView
from ....i18n.translate import current_language
from ...board import Spec, TokenSpec
from ...theme import GOLD
from .cards import CardHost, card_data
from .gestures import applause_id, fame_track_id, house_id
from .house_items import ApplauseSpec, FameTrackSpec, HouseSpec, NoteTokenSpec, SideSpec
from .items import OperaCardSpec
from .layout import (
    APPLAUSE_W,
    FAME_CELL,
    H_APPLAUSE_BOTTOM,
    H_APPLAUSE_TOP,
    H_FAME_X,
    H_FAME_Y,
    H_OPERA_Y,
    H_STRIPS_BOTTOM,
    H_STRIPS_ROOM,
    HOUSE_H,
    HOUSE_Y,
    NOTE_H,
    NOTE_W,
    STRIP_STEP,
    Sides,
    house_x,
)
from .paint import diva_badge
from .texts import fame_text


class HouseHost(CardHost, Protocol):
    """What the houses need of the board: its words, its cards and its memo of built parts."""

    def memo(self, name: str, key: object, build: Callable[[], list[Spec]]) -> list[Spec]:
        """The specs of one part of the table, built again only when ``key`` changes."""
        ...


def house_specs(host: HouseHost, view: DivasView, sides: Sides) -> list[Spec]:
    """Every house of the table."""
    specs: list[Spec] = []
    closing = view.closing.house if view.closing is not None else None
    language = current_language()
    for index, house in enumerate(view.houses):
        here = house.house == closing
        specs += host.memo(
            f"house.{house.house}",
            (house, sides, here, language),
            partial(_house, host, house, house_x(index), HOUSE_Y, sides, here),
        )
    return specs


def _house(
    host: CardHost, house: HouseView, x: float, y: float, sides: Sides, closing: bool
) -> list[Spec]:
    texts, cards = host.texts, host.cards
    h = house.house
    instrument = INSTRUMENT_OF[h]
    top_badge, bottom_badge = diva_badge(sides.top), diva_badge(sides.bottom)
    specs: list[Spec] = [
        HouseSpec(
            id=house_id(h),
            x=x,
            y=y,
            title=texts.house(h),
            instrument=instrument,
            tooltip=texts("house.tip", house=texts.house(h)),
        ),
        SideSpec(
            id=f"side.{h}.{sides.top}", x=x + 1, y=y + 23, h=H_OPERA_Y - 23, colour=top_badge[0]
        ),
        SideSpec(
            id=f"side.{h}.{sides.bottom}",
            x=x + 1,
            y=y + H_OPERA_Y + 58,
            h=HOUSE_H - H_OPERA_Y - 59,
            colour=bottom_badge[0],
        ),
    ]
    opera = load().operas[house.opera]
    specs.append(
        OperaCardSpec(
            id=f"opera.{h}",
            x=x + 4,
            y=y + H_OPERA_Y,
            z=3,
            title=texts.opera(house.opera),
            minimum=house.minimum,
            rhythms=tuple(opera.rhythms),
            notes=tuple(opera.notes),
            sent_top=tuple(n in house.notes_sent[sides.top] for n in opera.notes),
            sent_bottom=tuple(n in house.notes_sent[sides.bottom] for n in opera.notes),
            top=top_badge,
            bottom=bottom_badge,
            closing=closing,
            face=cards.opera_face(house.opera),
            tooltip=texts.opera(house.opera),
        )
    )
    for seat, bar_y, strips_y, direction in (
        (sides.top, H_APPLAUSE_TOP, H_OPERA_Y - 2 - STRIP_STEP, -1),
        (sides.bottom, H_APPLAUSE_BOTTOM, H_STRIPS_BOTTOM, 1),
    ):
        colour, shape, letter = diva_badge(seat)
        value = house.applause[seat]
        specs.append(
            ApplauseSpec(
                id=applause_id(h, seat),
                x=x + 4,
                y=y + bar_y,
                z=2,
                w=APPLAUSE_W,
                value=value,
                minimum=house.minimum,
                unit=texts("applause.unit"),
                colour=colour,
                shape=shape,
                mark=letter,
                reached=value >= house.minimum,
                tooltip=texts(
                    "applause.tip", player=texts.diva(seat), value=value, minimum=house.minimum
                ),
            )
        )
        sent = house.notes_sent[seat]
        for slot in range(2):
            note = sent[slot] if slot < len(sent) else ""
            specs.append(
                NoteTokenSpec(
                    id=f"sent.{h}.{seat}.{slot}",
                    x=x + 100 + slot * (NOTE_W + 1),
                    y=y + bar_y - 1,
                    z=3,
                    note=note,
                    colour=colour,
                    shape=shape,
                    size=NOTE_W,
                    height=NOTE_H,
                    tooltip=texts("note_space.tip") if not note else note,
                )
            )
        played = house.played[seat]
        step = min(STRIP_STEP, H_STRIPS_ROOM / max(1, len(played)))
        for order, card in enumerate(played):
            specs.append(
                cards.spec(
                    card.card,
                    x + 4,
                    y + strips_y + direction * order * step,
                    "strip",
                    z=4 + order,
                    lit_rhythms=tuple(card.rhythms),
                    lit_masks=tuple(card.masks),
                    matches=card_data(card.card).instrument == instrument,
                )
            )
    specs.append(
        FameTrackSpec(
            id=fame_track_id(h),
            x=x + H_FAME_X,
            y=y + H_FAME_Y,
            z=2,
            h=FAME_CELL * 7,
            top=top_badge,
            bottom=bottom_badge,
            tooltip=fame_text(texts, house.fame),
        )
    )
    toward_bottom = house.fame if sides.bottom == 0 else -house.fame
    cell = 3 + toward_bottom
    specs.append(
        TokenSpec(
            id=f"fame.{h}",
            x=x + H_FAME_X + 1,
            y=y + H_FAME_Y + cell * FAME_CELL,
            z=5,
            colour=GOLD,
            shape="diamond",
            size=FAME_CELL,
            tooltip=fame_text(texts, house.fame),
        )
    )
    return specs
