"""The Turandot legend: the singers' kinds, stars and genders (♂ ♀ ?), ♥ and ≠, the
character cards, the bid cards (number, ● money, ∅ bluff), the round track's ♪, D and ✕,
Puccini, the directors and the scene elements, each drawn as the board draws it.

:func:`drawn_codes` says which of these codes a drawn spec shows, so a test can check
that the legend explains everything the board draws.
"""

from __future__ import annotations

from typing import Protocol

from ....games.turandot.data import directors, singers
from ...board import CounterSpec, PileSpec, Spec, SummarySpec, TokenSpec
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
from .cards import (
    DIRECTOR_ACCENT,
    KIND_ACCENT,
    bid_card,
    director_card,
    role_header,
    singer_chip,
)
from .company import PUCCINI_MARK
from .items import RoundSpec, TurandotCardSpec
from .layout import COMPONENT_H
from .texts import BLUFF_SYMBOL, MONEY_SYMBOL, TurandotTexts

PUCCINI_RED = "#b8202e"
COMPONENT_W = 120.0
"""A tile of the right column, about as wide as the board draws it."""


class LegendHost(TableHost, Protocol):
    """What the legend reads of the board: its words and the seats' badges."""

    texts: TurandotTexts

    def seat_badge(self, seat: int) -> SeatBadge: ...


def sections(host: LegendHost) -> list[LegendSection]:
    """The legend of the Turandot board, in the player's language."""
    texts = host.texts
    every = singers()
    first: dict[str, str] = {}
    for card, singer in every.items():
        first.setdefault(singer.kind, card)
    uncertain = next(c for c, s in every.items() if s.gender == "U")
    male = next(c for c, s in every.items() if s.gender == "M")
    female = next(c for c, s in every.items() if s.gender == "F")
    cast = [
        LegendEntry(
            codes=(f"kind.{kind}",),
            meaning=say("tur.kind", name=texts.game(f"turandot.kind.{kind}")),
            spec=singer_chip(texts, first[kind], 0, 0),
            rule="TUR-001",
        )
        for kind in KIND_ACCENT
    ]
    cast += [
        LegendEntry(codes=("★",), meaning=say("tur.stars"), glyph="★★★", rule="TUR-061"),
        LegendEntry(
            codes=("♂",),
            meaning=say("tur.male"),
            spec=singer_chip(texts, male, 0, 0),
            rule="TUR-060",
        ),
        LegendEntry(
            codes=("♀",),
            meaning=say("tur.female"),
            spec=singer_chip(texts, female, 0, 0),
            rule="TUR-060",
        ),
        LegendEntry(
            codes=("?",),
            meaning=say("tur.uncertain"),
            spec=singer_chip(texts, uncertain, 0, 0),
            rule="TUR-063",
        ),
        LegendEntry(codes=("♥",), meaning=say("tur.favourite"), glyph="♥+1", rule="TUR-063"),
        LegendEntry(codes=("≠",), meaning=say("tur.mismatch"), glyph="≠−1", rule="TUR-063"),
        LegendEntry(
            codes=("character",),
            meaning=say("tur.character"),
            spec=role_header(texts, "liu", 3, 0, 0),
            rule="TUR-007",
        ),
    ]
    colour, shape, _letter = host.seat_badge(0)
    bids = [
        LegendEntry(
            codes=("number",),
            meaning=say("tur.number"),
            spec=bid_card(texts, "n", 0, 0, colour, shape, ("3", "#2a1a10", "3")),
            rule="TUR-024",
        ),
        LegendEntry(
            codes=(MONEY_SYMBOL,),
            meaning=say("tur.money"),
            spec=bid_card(texts, "m", 0, 0, colour, shape, (MONEY_SYMBOL, "#b8860b", "")),
            rule="TUR-031",
        ),
        LegendEntry(
            codes=(BLUFF_SYMBOL,),
            meaning=say("tur.bluff"),
            spec=bid_card(texts, "b", 0, 0, colour, shape, (BLUFF_SYMBOL, "#5a4030", "")),
            rule="TUR-024",
        ),
        LegendEntry(
            codes=("back",),
            meaning=say("tur.back"),
            spec=bid_card(texts, "x", 0, 0, colour, shape, None),
            rule="TUR-023",
        ),
        LegendEntry(
            codes=("scene",),
            meaning=say("tur.scene"),
            glyph="★",
            colour="#f1d67a",
            shape="hexagon",
            rule="TUR-039",
        ),
    ]
    singing, directing = texts("round.mark.singers"), texts("round.mark.directors")
    table = [
        LegendEntry(
            codes=(f"round.{singing}", "♪"),
            meaning=say("tur.round.singers", mark=singing),
            glyph=singing,
            rule="TUR-017",
        ),
        LegendEntry(
            codes=(f"round.{directing}",),
            meaning=say("tur.round.directors", mark=directing),
            glyph=directing,
            rule="TUR-054",
        ),
        LegendEntry(codes=("✕",), meaning=say("tur.fired"), glyph="✕", rule="TUR-018"),
        LegendEntry(
            codes=("director",),
            meaning=say("tur.director"),
            spec=director_card(texts, next(iter(directors())), 0, 0),
            rule="TUR-066",
        ),
        LegendEntry(
            codes=("puccini",),
            meaning=say("tur.puccini"),
            glyph=PUCCINI_MARK,
            colour=PUCCINI_RED,
            shape="square",
            rule="TUR-003",
        ),
        LegendEntry(
            codes=("tile",),
            meaning=say("tur.tile"),
            spec=TurandotCardSpec(
                id="designer",
                x=0,
                y=0,
                w=COMPONENT_W,
                h=COMPONENT_H,
                style="tile",
                accent="#5a3920",
                title=texts.game("turandot.card.designer"),
                lines=(texts("designer.free"),),
            ),
            rule="TUR-034",
        ),
    ]
    return [
        LegendSection(say("tur.section.singers"), tuple(cast)),
        LegendSection(say("tur.section.bids"), tuple(bids)),
        LegendSection(say("tur.section.table"), tuple(table)),
        table_section(host, singer_chip(texts, first["pro"], 0, 0)),
    ]


KINDS = {accent: kind for kind, accent in KIND_ACCENT.items()}


def drawn_codes(spec: Spec) -> set[str]:
    """The legend codes ``spec`` shows: the symbols in its texts, a singer's kind and
    gender, a card's role on the table (character, bid, director, tile), a seat's badge."""
    codes = symbol_codes(spec)
    if isinstance(spec, TurandotCardSpec):
        if spec.accent in KINDS:
            codes.add(f"kind.{KINDS[spec.accent]}")
        if "?" in spec.corner or spec.big.endswith("?"):
            codes.add("?")
        if spec.style == "header":
            codes.add("character")
        elif spec.style in ("player", "mini"):
            if not spec.face_up:
                codes.add("back")
            elif spec.big.isdigit():
                codes.add("number")
        elif spec.accent == DIRECTOR_ACCENT:
            codes.add("director")
        elif spec.style == "tile":
            codes.add("puccini" if spec.accent == PUCCINI_RED else "tile")
        if spec.seat_colour:
            codes.add(SEAT)
    elif isinstance(spec, TokenSpec):
        codes.add("puccini" if spec.id.startswith("puccini.") else SEAT)
    elif isinstance(spec, CounterSpec) and spec.id == "purse.scene":
        codes.add("scene")
    elif isinstance(spec, SummarySpec) or (isinstance(spec, PileSpec) and spec.chips):
        codes.add(SEAT)
    elif isinstance(spec, RoundSpec):
        codes |= {f"round.{mark}" for _n, mark, _fires in spec.rounds}
    return codes
