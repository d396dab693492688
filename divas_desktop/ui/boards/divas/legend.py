"""The Battle of the Divas legend: the cards' kinds, instruments, numbered rhythms and
masks, the houses' Fame and Applause, the piano's medals and black-key actions, the
Orchestra's ×2 ×1, the conductors, the Palco Reale and the programme, each drawn by the
board's own items and icons.

:func:`drawn_codes` says which of these codes a drawn spec shows, so a test can check
that the legend explains everything the board draws.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ....games.divas.data import load
from ....games.divas.houses import HOUSE_OF
from ...board import CounterSpec, Spec, SummarySpec, TokenSpec, TrackSpec
from ...board.items import SeatBadge
from ...board.kinds import make_item
from ...board.legend import (
    SEAT,
    LegendEntry,
    LegendSection,
    TableHost,
    say,
    symbol_codes,
    table_section,
)
from ...theme import CREAM, GOLD, INK
from .cards import DivasCards
from .house_items import (
    ApplauseSpec,
    FameTrackSpec,
    InstrumentTokenSpec,
    NoteTokenSpec,
)
from .icons import MASK_COLOURS, paint_action, paint_mask, paint_rhythm, rhythm_width
from .items import ITEM_TYPES, DivaCardSpec, OperaCardSpec, PersonalitySpec, ProgrammeSpec
from .paint import DIVA_COLOURS, PAPER, PAPER_INK, diva_badge
from .piano_items import BlackKeySpec, BracketSpec, DivaFigureSpec, HandleSpec, WhiteKeySpec
from .texts import DivasTexts

INSTRUMENTS = ("violin", "clarinet", "trumpet", "drum")
ACTIONS = ("fame", "tessitura", "timeline")


class LegendHost(TableHost, Protocol):
    """What the legend reads of the board: its words, its cards and the divas' badges."""

    texts: DivasTexts
    cards: DivasCards

    def seat_badge(self, seat: int) -> SeatBadge: ...


def _paper(painter: QPainter, rect: QRectF) -> QRectF:
    """A paper chip behind an icon, as the cards print them; the icon's square."""
    painter.setBrush(QColor(PAPER))
    painter.setPen(QPen(QColor(INK), 1))
    chip = QRectF(rect.center().x() - 26, rect.top() + 2, 52, rect.height() - 4)
    painter.drawRoundedRect(chip, 5, 5)
    return chip.adjusted(4, 4, -4, -4)


def _rhythm(notes: int, painter: QPainter, rect: QRectF) -> None:
    chip = _paper(painter, rect)
    width = rhythm_width(notes, 20)
    paint_rhythm(painter, chip.center().x() - width / 2, chip.top() + 4, 20, notes, PAPER_INK)


def _mask(colour: str, painter: QPainter, rect: QRectF) -> None:
    chip = _paper(painter, rect)
    side = chip.height()
    paint_mask(painter, QRectF(chip.center().x() - side / 2, chip.top(), side, side), colour)


def _action(action: str, painter: QPainter, rect: QRectF) -> None:
    painter.setBrush(QColor("#1c1109"))
    painter.setPen(QPen(QColor(INK), 1))
    key = QRectF(rect.center().x() - 16, rect.top() + 1, 32, rect.height() - 2)
    painter.drawRoundedRect(key, 3, 3)
    paint_action(painter, key.adjusted(5, 5, -5, -5), action, CREAM)


def sections(host: LegendHost) -> list[LegendSection]:
    """The legend of the Divas board, in the player's language."""
    texts = host.texts
    data = load()
    cards = list(data.cards.values()) if isinstance(data.cards, dict) else list(data.cards)
    example: dict[str, str] = {}
    for card in cards:
        example.setdefault(card.kind, card.id)
    kinds = [
        LegendEntry(
            codes=(f"card.{kind}",),
            meaning=say(f"div.{kind}"),
            spec=host.cards.spec(example[kind], 0, 0, "mini"),
            rule="DIV-002",
        )
        for kind in ("character", "positive", "negative")
    ]
    kinds.append(LegendEntry(codes=("★",), meaning=say("div.year"), glyph="★", rule="DIV-004"))
    kinds.append(
        LegendEntry(
            codes=("back",),
            meaning=say("div.back"),
            spec=DivaCardSpec(id="back", x=0, y=0, w=40, h=58, style="mini", face_up=False),
            rule="DIV-024",
        )
    )
    kinds += [
        LegendEntry(
            codes=(f"instrument.{instrument}",),
            meaning=say(
                "div.instrument",
                instrument=texts.instrument(instrument),
                house=texts.house(HOUSE_OF[instrument]),
            ),
            spec=InstrumentTokenSpec(id=instrument, x=0, y=0, instrument=instrument, size=30),
            rule="DIV-029",
        )
        for instrument in INSTRUMENTS
    ]
    kinds += [
        LegendEntry(
            codes=(f"rhythm.{notes}",),
            meaning=say("div.rhythm", n=notes) if notes > 1 else say("div.rhythm.one"),
            paint=partial(_rhythm, notes),
            rule="DIV-031",
        )
        for notes in (1, 2, 3, 4)
    ]
    kinds += [
        LegendEntry(
            codes=(f"mask.{colour}",),
            meaning=say("div.mask", colour=texts.game(f"divas.mask.{colour}")),
            paint=partial(_mask, colour),
            rule="DIV-035",
        )
        for colour in MASK_COLOURS
    ]
    top, bottom = diva_badge(1), diva_badge(0)
    opera = next(iter(data.operas.values() if isinstance(data.operas, dict) else data.operas))
    houses = [
        LegendEntry(
            codes=("opera", "note"),
            meaning=say("div.opera"),
            spec=OperaCardSpec(
                id="opera",
                x=0,
                y=0,
                title=texts.opera(opera.id),
                minimum=opera.minimum,
                rhythms=tuple(opera.rhythms),
                notes=tuple(opera.notes),
                sent_bottom=(True,),
                top=top,
                bottom=bottom,
            ),
            rule="DIV-007",
        ),
        LegendEntry(
            codes=("fame", "◆"),
            meaning=say("div.fame"),
            spec=TokenSpec(id="fame", x=0, y=0, colour=GOLD, shape="diamond", size=18),
            rule="DIV-046",
        ),
        LegendEntry(
            codes=("applause",),
            meaning=say("div.applause"),
            spec=ApplauseSpec(
                id="applause",
                x=0,
                y=0,
                value=4,
                minimum=9,
                colour=bottom[0],
                shape=bottom[1],
                mark=bottom[2],
            ),
            rule="DIV-030",
        ),
        LegendEntry(
            codes=("note", "note.space"),
            meaning=say("div.note"),
            spec=NoteTokenSpec(
                id="note", x=0, y=0, note="SOL", colour=DIVA_COLOURS[0], shape=bottom[1]
            ),
            rule="DIV-011",
        ),
    ]
    piano = [
        LegendEntry(
            codes=("medal",),
            meaning=say("div.medal"),
            spec=WhiteKeySpec(id="key", x=0, y=0, note="DO", vp=5),
            rule="DIV-086",
        ),
        *(
            LegendEntry(
                codes=(f"action.{action}",),
                meaning=say(f"div.action.{action}"),
                paint=partial(_action, action),
                rule="DIV-045",
            )
            for action in ACTIONS
        ),
        LegendEntry(
            codes=("action.instrument",),
            meaning=say("div.action.instrument"),
            paint=partial(_action, "violin"),
            rule="DIV-051",
        ),
        LegendEntry(
            codes=("diva",),
            meaning=say("div.diva"),
            spec=DivaFigureSpec(id="diva", x=0, y=0, colour=bottom[0], letter=bottom[2]),
            rule="DIV-036",
        ),
        LegendEntry(codes=("↷", "↶"), meaning=say("div.passover"), glyph="↷ ↶", rule="DIV-038"),
        LegendEntry(
            codes=("tessitura",),
            meaning=say("div.tessitura"),
            spec=BracketSpec(id="tess", x=0, y=0, w=90, colour=bottom[0], letter=bottom[2]),
            rule="DIV-021",
        ),
    ]
    orchestra = [
        LegendEntry(codes=("×",), meaning=say("div.slots"), glyph="×2  ×1", rule="DIV-064"),
        LegendEntry(
            codes=("conductor",),
            meaning=say("div.conductor"),
            spec=NoteTokenSpec(id="conductor", x=0, y=0, shape="circle", size=26),
            rule="DIV-065",
        ),
        LegendEntry(
            codes=("palco",),
            meaning=say("div.palco"),
            paint=_palco_tokens,
            rule="DIV-PR-05",
        ),
        LegendEntry(
            codes=("personality",),
            meaning=say("div.personality"),
            spec=_personality(texts),
            rule="DIV-PR-12",
        ),
        LegendEntry(
            codes=("programme",),
            meaning=say("div.programme"),
            spec=ProgrammeSpec(
                id="programme",
                x=0,
                y=0,
                w=150,
                title=texts.opera(opera.id),
                gains=((bottom, "+8"), (top, "+3")),
                closer=bottom,
            ),
            rule="DIV-062",
        ),
        LegendEntry(codes=("✓",), meaning=say("div.scoring"), glyph="✓", rule="DIV-087"),
        LegendEntry(codes=("▶",), meaning=say("div.steps"), glyph="✓ ▶ ·", rule="DIV-062"),
    ]
    return [
        LegendSection(say("div.section.cards"), tuple(kinds)),
        LegendSection(say("div.section.houses"), tuple(houses)),
        LegendSection(say("div.section.piano"), tuple(piano)),
        LegendSection(say("div.section.orchestra"), tuple(orchestra)),
        table_section(host, host.cards.spec(example["positive"], 0, 0, "mini")),
    ]


def _palco_tokens(painter: QPainter, rect: QRectF) -> None:
    """A clear Palco Reale token beside a used one, drawn by the board's own item."""
    for index, used in enumerate((False, True)):
        item = make_item(
            InstrumentTokenSpec(id="palco", x=0, y=0, instrument="violin", used=used, size=24),
            ITEM_TYPES,
        )
        painter.save()
        painter.translate(rect.center().x() - 28 + index * 32, rect.center().y() - 12)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()


def _personality(texts: DivasTexts) -> PersonalitySpec:
    person = next(iter(load().personalities.values()))
    return PersonalitySpec(
        id="person",
        x=0,
        y=0,
        title=texts.game(f"divas.personality.{person.key}"),
        vp=person.vp,
    )


def drawn_codes(spec: Spec) -> set[str]:
    """The legend codes ``spec`` shows: the symbols in its texts, a card's kind,
    instrument, rhythms and masks, the houses' and the piano's parts, a diva's badge."""
    codes = symbol_codes(spec)
    if isinstance(spec, DivaCardSpec):
        if not spec.face_up:
            return codes | {"back"}
        codes |= {f"card.{spec.kind}", f"instrument.{spec.instrument}", SEAT}
        codes |= {f"rhythm.{n}" for n in spec.rhythms}
        codes |= {f"mask.{m}" for m in spec.masks}
        if spec.year == "":
            codes.add("★")
    elif isinstance(spec, OperaCardSpec):
        codes |= {"opera", "note"} | {f"rhythm.{n}" for n in spec.rhythms}
    elif isinstance(spec, FameTrackSpec):
        codes.add("fame")
    elif isinstance(spec, ApplauseSpec):
        codes |= {"applause", SEAT}
    elif isinstance(spec, NoteTokenSpec):
        if spec.id.startswith("conductor."):
            codes.add("conductor")
        else:
            codes.add("note" if spec.note else "note.space")
    elif isinstance(spec, InstrumentTokenSpec):
        codes.add(f"instrument.{spec.instrument}")
        if spec.id.startswith("palco."):
            codes.add("palco")
        if spec.letter:
            codes.add(SEAT)
    elif isinstance(spec, WhiteKeySpec):
        codes.add("medal")
    elif isinstance(spec, BlackKeySpec):
        codes |= {f"action.{a}" if a in ACTIONS else "action.instrument" for a in spec.actions}
    elif isinstance(spec, DivaFigureSpec):
        codes.add("diva")
    elif isinstance(spec, BracketSpec | HandleSpec):
        codes.add("tessitura")
    elif isinstance(spec, PersonalitySpec):
        codes.add("personality")
    elif isinstance(spec, ProgrammeSpec):
        codes.add("programme")
    elif isinstance(spec, TokenSpec):
        codes.add("fame" if spec.id.startswith("fame.") else SEAT)
    elif isinstance(spec, SummarySpec | TrackSpec) or (isinstance(spec, CounterSpec) and spec.mark):
        codes.add(SEAT)
    return codes
