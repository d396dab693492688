"""The Opera Magna legend: the goods (colour, shape and a mark shared by each raw good and
the refined good made from it, never a letter), certificates, the buildings' size and
colour letters, the trade cards' groups, the cities, the worksites and the shop, each
drawn by the board's own painting code.

:func:`drawn_codes` says which of these codes a drawn spec shows, so a test can check
that the legend explains everything the board draws.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....games.magna.data import catalogue
from ...board import CardSpec, LabelSpec, PileSpec, Spec, SummarySpec, TokenSpec
from ...board.items import SeatBadge
from ...board.legend import (
    SEAT,
    LegendEntry,
    LegendSection,
    TableHost,
    say,
    symbol_codes,
    table_section,
)
from .cards import BUILDING_FILL, BuildingCardSpec, TradeCardSpec, building_card, trade_card
from .items import (
    PositionSpec,
    PowerSpec,
    RefinedSpec,
    TrackRowSpec,
    WorksiteSpec,
)
from .paint import paint_any_good, paint_cart, paint_certificate, paint_good, paint_padlock
from .panels import RichButtonSpec, ShopSummarySpec
from .texts import COLOURS, MARKS, MagnaTexts, colour_letter, good_name, size_letter, size_name

GOODS = range(4)


class LegendHost(TableHost, Protocol):
    """What the legend reads of the board: its words and the seats' badges."""

    texts: MagnaTexts

    def seat_badge(self, seat: int) -> SeatBadge: ...


def _pair(good: int, painter: QPainter, rect: QRectF) -> None:
    """A raw good's block beside the refined good made from it."""
    side = min(rect.height() - 8, 26.0)
    top = rect.center().y() - side / 2
    paint_good(painter, QRectF(rect.center().x() - side - 4, top, side, side), good, False, MARKS)
    paint_good(painter, QRectF(rect.center().x() + 4, top, side, side), good, True, MARKS)


def _centred(paint, painter: QPainter, rect: QRectF) -> None:
    side = min(rect.height() - 8, 26.0)
    paint(painter, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side))


def _certificates(painter: QPainter, rect: QRectF) -> None:
    side = min(rect.height() - 8, 24.0)
    top = rect.center().y() - side / 2
    paint_certificate(painter, QRectF(rect.center().x() - side - 3, top, side, side), 2)
    paint_certificate(painter, QRectF(rect.center().x() + 3, top, side, side), MARKS.of(1))


def _padlock(painter: QPainter, rect: QRectF) -> None:
    paint_padlock(painter, rect.center(), 20)


def _carts(painter: QPainter, rect: QRectF) -> None:
    for index, (unlocked, used) in enumerate(((False, False), (True, False), (True, True))):
        paint_cart(
            painter, QRectF(rect.left() + 2 + index * 23, rect.top() + 10, 20, 20), unlocked, used
        )


def sections(host: LegendHost) -> list[LegendSection]:
    """The legend of the Opera Magna board, in the player's language."""
    texts = host.texts
    goods = [
        LegendEntry(
            codes=(f"good.{good}", f"refined.{good}", MARKS.of(good)),
            meaning=say(
                "mag.good",
                mark=MARKS.of(good),
                raw=good_name(texts, good),
                refined=good_name(texts, good, True),
            ),
            paint=partial(_pair, good),
            rule="MAG-009",
        )
        for good in GOODS
    ]
    goods += [
        LegendEntry(
            codes=("any",),
            meaning=say("mag.any"),
            paint=partial(_centred, paint_any_good),
            rule="MAG-009",
        ),
        LegendEntry(
            codes=("certificate",),
            meaning=say("mag.certificate"),
            paint=_certificates,
            rule="MAG-052",
        ),
        LegendEntry(codes=("push", "⬡"), meaning=say("mag.push"), glyph="⬡+1", rule="MAG-052"),
        LegendEntry(codes=("⬢",), meaning=say("mag.level3"), glyph="1/⬢3", rule="MAG-091"),
        LegendEntry(codes=("×",), meaning=say("mag.times"), glyph="×2", rule="MAG-057"),
    ]
    small = size_letter(texts, 0)
    cards = [
        LegendEntry(
            codes=(f"size.{size_letter(texts, size)}",),
            meaning=say("mag.size", letter=size_letter(texts, size), size=size_name(texts, size)),
            glyph=size_letter(texts, size),
            colour="#5a3920",
            rule="MAG-005",
        )
        for size in range(3)
    ]
    cards += [
        LegendEntry(
            codes=(f"colour.{colour_letter(texts, colour)}",),
            meaning=say(
                "mag.colour",
                letter=colour_letter(texts, colour),
                colour=texts.game(f"magna.colour.{colour}"),
            ),
            glyph=colour_letter(texts, colour),
            colour=BUILDING_FILL[colour],
            rule="MAG-005",
        )
        for colour in COLOURS
    ]
    cards += [
        LegendEntry(
            codes=("per",),
            meaning=say(
                "mag.per",
                small=texts("glyph.per_small", amount=1, letter=small),
                token=texts("glyph.per_token", amount=1),
            ),
            glyph=texts("glyph.per_small", amount=1, letter=small),
            rule="MAG-064",
        ),
        LegendEntry(
            codes=("building",),
            meaning=say("mag.building"),
            spec=building_card(texts, next(iter(catalogue().buildings)), 0, 0, 110, 56),
            rule="MAG-005",
        ),
        LegendEntry(
            codes=("trade",),
            meaning=say("mag.trade"),
            spec=trade_card(texts, next(iter(catalogue().cards)), 0, 0, 52, 74),
            rule="MAG-003",
        ),
        LegendEntry(
            codes=tuple(f"group.{texts(f'group.{g}')}" for g in ("hand1", "hand2")),
            meaning=say("mag.group.hand", one=texts("group.hand1"), two=texts("group.hand2")),
            glyph=texts("group.hand1"),
            rule="MAG-012",
        ),
        LegendEntry(
            codes=tuple(f"group.{texts(f'group.{g}')}" for g in ("city1", "city2", "city3")),
            meaning=say(
                "mag.group.city",
                one=texts("group.city1"),
                two=texts("group.city2"),
                three=texts("group.city3"),
            ),
            glyph=texts("group.city2"),
            rule="MAG-016",
        ),
        LegendEntry(
            codes=(
                f"group.{texts('deck.first')}",
                f"group.{texts('group.C')}",
                "group.A",
                "group.B",
            ),
            meaning=say("mag.group.market", ab=texts("deck.first"), c=texts("group.C")),
            glyph=texts("deck.first"),
            rule="MAG-023",
        ),
        LegendEntry(
            codes=("back",),
            meaning=say("mag.back"),
            spec=CardSpec(id="back", x=0, y=0, w=34, h=50, face_up=False),
            rule="MAG-030",
        ),
    ]
    colour, shape, letter = host.seat_badge(0)
    florence = [
        LegendEntry(
            codes=("merchant",),
            meaning=say("mag.merchant"),
            glyph=letter,
            colour=colour,
            shape=shape,
            rule="MAG-037",
        ),
        LegendEntry(
            codes=("power",),
            meaning=say("mag.power"),
            glyph="⬢",
            colour="#b8860b",
            shape="circle",
            rule="MAG-047",
        ),
        LegendEntry(
            codes=("worksite",), meaning=say("mag.worksite"), glyph="+1 VP", rule="MAG-067"
        ),
        LegendEntry(
            codes=("level",),
            meaning=say(
                "mag.level",
                levels=", ".join(texts("level.short", level=level) for level in (1, 2, 3)),
            ),
            glyph=texts("level.short", level=1),
            rule="MAG-067",
        ),
        LegendEntry(codes=("padlock",), meaning=say("mag.padlock"), paint=_padlock, rule="MAG-069"),
        LegendEntry(
            codes=("disc",),
            meaning=say("mag.disc"),
            glyph="",
            colour=colour,
            shape=shape,
            rule="MAG-073",
        ),
    ]
    shop = [
        LegendEntry(
            codes=("track", "raw", "columns"),
            meaning=say("mag.track"),
            glyph="2",
            colour=colour,
            shape="square",
            rule="MAG-010",
        ),
        LegendEntry(
            codes=("refined",),
            meaning=say("mag.refined"),
            paint=partial(_centred, partial(paint_good, good=0, refined=True, letters=MARKS)),
            rule="MAG-051",
        ),
        LegendEntry(
            codes=("position",),
            meaning=say("mag.position"),
            glyph=small,
            colour="#00000055",
            rule="MAG-060",
        ),
        LegendEntry(codes=("cart",), meaning=say("mag.cart"), paint=_carts, rule="MAG-064"),
        LegendEntry(
            codes=("placed",),
            meaning=say("mag.placed"),
            glyph="",
            colour=colour,
            shape="circle",
            rule="MAG-055",
        ),
    ]
    return [
        LegendSection(say("mag.section.goods"), tuple(goods)),
        LegendSection(say("mag.section.cards"), tuple(cards)),
        LegendSection(say("mag.section.florence"), tuple(florence)),
        LegendSection(say("mag.section.shop"), tuple(shop)),
        table_section(
            host, TokenSpec(id="token", x=0, y=0, colour=colour, shape=shape, label=letter, size=24)
        ),
    ]


def drawn_codes(spec: Spec) -> set[str]:
    """The legend codes ``spec`` shows: the symbols in its texts, the goods it draws, a
    building's letters, a card's group, the parts of the cities, Florence and the shop."""
    codes = symbol_codes(spec)
    if isinstance(spec, TradeCardSpec):
        if not spec.face_up:
            return codes | {"back"}
        codes |= {"trade"} | _goods(spec.cost, False) | _goods(spec.raw, False)
        codes |= _goods(spec.refined, True)
        if spec.group:
            codes.add(f"group.{spec.group}")
    elif isinstance(spec, BuildingCardSpec):
        if not spec.face_up:
            return codes | {"back"}
        codes |= {"building", f"size.{spec.size_letter}", f"colour.{spec.colour_letter}"}
        codes |= _goods(spec.cost, True) | _goods(spec.discount, False) | _parts(spec.effect)
    elif isinstance(spec, CardSpec) and not spec.face_up:
        codes.add("back")
    elif isinstance(spec, WorksiteSpec):
        codes |= {"worksite", f"refined.{spec.good}"} | _parts(spec.effect)
        if spec.locked:
            codes.add("padlock")
    elif isinstance(spec, RefinedSpec):
        codes |= {"refined", f"refined.{spec.good}", "×"}
    elif isinstance(spec, TrackRowSpec):
        codes |= {"track", f"good.{spec.good}", "certificate"}
    elif isinstance(spec, PositionSpec):
        codes |= {"position"} | _parts(spec.effect)
        if spec.count:
            codes.add(f"size.{spec.size_letter}")
        if spec.count > 1:
            codes.add("×")
        if spec.side == "right":
            codes.add("cart")
        else:
            codes |= _goods(spec.discount, False)
            cost, gains = spec.conversion
            if spec.count and gains:
                codes |= {"any"} | {f"refined.{g}" for g in gains}
    elif isinstance(spec, PowerSpec):
        codes.add("power")
    elif isinstance(spec, RichButtonSpec):
        codes |= _parts(spec.parts)
    elif isinstance(spec, ShopSummarySpec):
        codes |= {SEAT, "certificate"} | {f"good.{g}" for g in GOODS}
    elif isinstance(spec, SummarySpec):
        codes.add(SEAT)
    elif isinstance(spec, TokenSpec):
        kind = spec.id.split(".")[0]
        codes.add(
            {"cert": "certificate", "raw": "raw"}.get(
                kind, kind if kind in ("merchant", "disc", "placed") else SEAT
            )
        )
    elif isinstance(spec, PileSpec):
        codes.add("back" if spec.top is None else "trade")
        if spec.label and spec.id.startswith("deck.market"):
            codes.add(f"group.{spec.label}")
    elif isinstance(spec, LabelSpec):
        if spec.id.startswith("facade.level"):
            codes.add("level")
        elif spec.id.startswith("draft.size"):
            codes.add(f"size.{spec.text}")
    return codes


def _goods(goods: Iterable[int], refined: bool) -> set[str]:
    prefix = "refined" if refined else "good"
    return {f"{prefix}.{good}" for good, count in enumerate(goods) if count}


PER = re.compile(r"^[+−-]?\d+/")


def _parts(parts: Iterable[tuple]) -> set[str]:
    """The codes of a line of goods and words (``parts.py``)."""
    codes: set[str] = set()
    for part in parts:
        kind = part[0]
        if kind in ("good", "gain"):
            codes.add(f"{'refined' if part[2] else 'good'}.{part[1]}")
        elif kind == "cert":
            codes |= {"certificate", f"good.{part[1]}"}
        elif kind == "push":
            codes.add("push")
        elif kind in ("any", "anygain"):
            codes.add("any")
        elif kind == "text" and PER.match(part[1]):
            codes.add("per")
    return codes
