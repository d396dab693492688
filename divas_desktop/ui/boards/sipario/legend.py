"""The Sipario! legend: the letters in a card's band, the roles' codes, ✚, ⬡, the backs,
the counters and the header's signs, each drawn as the board draws it.

:func:`drawn_codes` says which of these codes a drawn spec shows, so a test can check
that the legend explains everything the board draws.
"""

from __future__ import annotations

from typing import Protocol

from ....games.sipario.data import load
from ...board import CardSpec, CounterSpec, LabelSpec, PileSpec, Spec, SummarySpec, TokenSpec
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
    CATEGORY_ACCENT,
    CATEGORY_MARK,
    FOOL_ACCENT,
    OPERA_ACCENT,
    POLARITY_ACCENT,
    POLARITY_MARK,
    SEX_MARK,
    SHOW_ACCENT,
    back,
    mini,
)
from .impresarios import PD_BACK
from .items import BacksSpec, SeatChipSpec
from .texts import SiparioTexts

VOICES = ("S", "Ms", "C", "T", "Br", "B")
ROLES = ("P", "F", "Se", "M")


class LegendHost(TableHost, Protocol):
    """What the legend reads of the board: its words and the seats' badges."""

    texts: SiparioTexts

    def seat_badge(self, seat: int) -> SeatBadge: ...


def sections(host: LegendHost) -> list[LegendSection]:
    """The legend of the Sipario! board, in the player's language."""
    texts = host.texts
    d = load()
    singers: dict[str, str] = {}
    for singer in d.singers.values():
        singers.setdefault(singer.category, singer.id)
    cards = [
        LegendEntry(
            codes=(CATEGORY_MARK[category],),
            meaning=say(
                f"sip.category.{category}", name=texts.game(f"sipario.category.{category}")
            ),
            spec=mini(texts, singers[category], 0, 0, w=96, h=50),
            rule="SIP-005",
        )
        for category in CATEGORY_MARK
    ]
    cards.append(
        LegendEntry(
            codes=tuple(SEX_MARK.values()),
            meaning=say("sip.sex", sign=" ".join(SEX_MARK.values())),
            glyph=" ".join(SEX_MARK.values()),
            colour=CATEGORY_ACCENT["pd"],
            rule="SIP-206",
        )
    )
    cards += [
        LegendEntry(
            codes=(voice,),
            meaning=f"{voice} · " + say("sip.voice", name=texts.game(f"sipario.voice.{voice}")),
            glyph=voice,
            colour=CATEGORY_ACCENT["gt"],
            rule="SIP-006",
        )
        for voice in VOICES
    ]
    others = [
        LegendEntry(
            codes=(sign,),
            meaning=say(f"sip.{polarity}"),
            glyph=sign,
            colour=POLARITY_ACCENT[polarity],
            rule="SIP-004",
        )
        for polarity, sign in POLARITY_MARK.items()
    ]
    others += [
        LegendEntry(
            codes=("★",), meaning=say("sip.fool"), glyph="★", colour=FOOL_ACCENT, rule="SIP-222"
        ),
        LegendEntry(
            codes=("⬡", "⬡#"),
            meaning=say("sip.hexagon"),
            glyph="⬡3",
            colour=OPERA_ACCENT,
            rule="SIP-081",
        ),
        LegendEntry(
            codes=("PN", "+#"),
            meaning=say("sip.show"),
            glyph="+2 PN",
            colour=SHOW_ACCENT,
            rule="SIP-128",
        ),
        LegendEntry(codes=("✓",), meaning=say("sip.staged"), glyph="✓ 9 PN", rule="SIP-083"),
    ]
    stage = [
        LegendEntry(
            codes=(role,),
            meaning=f"{role} · " + say("sip.role", name=texts.game(f"sipario.role.{role}")),
            glyph=role,
            rule="SIP-003",
        )
        for role in ROLES
    ]
    stage += [
        LegendEntry(codes=("✚",), meaning=say("sip.extra"), glyph="✚", rule="SIP-063"),
        LegendEntry(codes=("◂",), meaning=say("sip.helper"), glyph="◂", rule="SIP-101"),
        LegendEntry(codes=("✕",), meaning=say("sip.struck"), glyph="✕", rule="SIP-112"),
        LegendEntry(codes=("⚠",), meaning=say("sip.missing"), glyph="⚠ 1", rule="SIP-065"),
        LegendEntry(codes=("✗",), meaning=say("sip.uncastable"), glyph="✗", rule="SIP-065"),
        LegendEntry(codes=("×",), meaning=say("sip.times"), glyph="3 ×", rule="SIP-122"),
    ]
    colour, shape, letter = host.seat_badge(0)
    table = [
        LegendEntry(
            codes=("back.P",),
            meaning=say("sip.back.pd"),
            spec=BacksSpec(
                id="pd", x=0, y=0, count=1, special=1, special_colour=PD_BACK, special_mark="P"
            ),
            rule="SIP-013",
        ),
        LegendEntry(
            codes=("back.⬡",),
            meaning=say("sip.back.opera"),
            spec=BacksSpec(id="op", x=0, y=0, count=1, colour=OPERA_ACCENT, mark="⬡"),
            rule="SIP-029",
        ),
        LegendEntry(
            codes=("back.seat", "back"),
            meaning=say("sip.back.seat"),
            spec=back("back", 0, 0, 26, 38, back_colour=colour, back_mark=letter),
            rule="SIP-014",
        ),
        LegendEntry(
            codes=("G",),
            meaning=say("sip.gold"),
            glyph="G",
            colour="#d4af37",
            shape="circle",
            rule="SIP-027",
        ),
        LegendEntry(
            codes=("◦",),
            meaning=say("sip.markers"),
            glyph="◦",
            colour="#9a8f7a",
            shape="circle",
            rule="SIP-040",
        ),
        LegendEntry(
            codes=("pn",),
            meaning=say("sip.pn"),
            glyph=letter,
            colour=colour,
            shape=shape,
            rule="SIP-026",
        ),
        LegendEntry(codes=("⚑",), meaning=say("sip.flag"), glyph="⚑", rule="SIP-018"),
        LegendEntry(codes=("◷",), meaning=say("sip.clock"), glyph="◷", rule="SIP-016"),
    ]
    example = mini(texts, singers["gt"], 0, 0, w=96, h=50)
    return [
        LegendSection(say("sip.section.singers"), tuple(cards)),
        LegendSection(say("sip.section.cards"), tuple(others)),
        LegendSection(say("sip.section.stage"), tuple(stage)),
        LegendSection(say("sip.section.table"), tuple(table)),
        table_section(host, example),
    ]


def drawn_codes(spec: Spec) -> set[str]:
    """The legend codes ``spec`` shows: the symbols in its texts, the letters of a card's
    band, a role's type and voice, a back's mark, a counter's sign, a seat's badge."""
    codes = symbol_codes(spec)
    if isinstance(spec, CardSpec):
        if not spec.face_up:
            codes.add("back")
        else:
            codes |= {_code(word) for word in spec.mark.replace("·", " ").split()}
    elif isinstance(spec, BacksSpec):
        if spec.special:
            codes.add(f"back.{spec.special_mark}")
        if spec.count > spec.special:
            codes.add("back.⬡" if spec.mark == "⬡" else "back.seat")
    elif isinstance(spec, CounterSpec):
        codes.add({"counter.pn": "pn"}.get(spec.id, spec.mark))
    elif isinstance(spec, TokenSpec | SummarySpec | SeatChipSpec):
        codes.add(SEAT)
    elif isinstance(spec, PileSpec) and spec.chips:
        codes.add(SEAT)
    elif isinstance(spec, LabelSpec) and spec.id.startswith("role.") and spec.id.endswith(".name"):
        # "F · S · Liù ✚": the role's type, then its voice when it has one.
        words = [w.strip() for w in spec.text.split("·")]
        codes.add(words[0])
        if len(words) > 2:
            codes.add(words[1])
    return codes


def _code(word: str) -> str:
    """A band's word as the legend names it: "⬡3" is "⬡#", "+2" is "+#", "◂V" is "◂"."""
    if word.startswith("◂"):
        return "◂"
    return "".join("#" if c.isdigit() else c for c in word).replace("##", "#")
