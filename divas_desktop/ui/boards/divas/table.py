"""The rest of the table as specs: the VP track, the other diva's panel, the Orchestra,
the Palco Reale, the Timeline, the decks and discards, and the programme of closed operas.
"""

from __future__ import annotations

from dataclasses import replace

from ....games.divas.closing import OPERAS_TO_END
from ....games.divas.data import COLOURS, Instrument, load
from ....games.divas.houses import INSTRUMENT_OF
from ....games.divas.views import DivasView
from ...board import (
    LabelSpec,
    Marker,
    Spec,
    TokenSpec,
    TrackSpec,
    ZoneSpec,
    track_tokens,
)
from ...board.fonts import text_size
from ...theme import CREAM, GOLD_LIGHT
from .cards import CardHost
from .gestures import TIMELINE_END
from .house_items import InstrumentTokenSpec, NoteTokenSpec
from .items import DivasPileSpec, FittedTextSpec, FrameSpec, PersonalitySpec, ProgrammeSpec
from .layout import (
    MINI_H,
    MINI_W,
    OPP_H,
    OPP_Y,
    ORCH_H,
    ORCH_H_ALONE,
    ORCH_ICONS_X,
    ORCH_Y,
    PALCO_H,
    PALCO_Y,
    PILE_H,
    PILE_STEP,
    PILE_W,
    PILE_X,
    PILE_Y,
    PROGRAMME_H,
    PROGRAMME_ROW,
    PROGRAMME_STEP,
    PROGRAMME_W,
    PROGRAMME_X,
    PROGRAMME_Y,
    RIGHT_W,
    RIGHT_X,
    TIMELINE_H,
    TIMELINE_X,
    TIMELINE_Y,
    VP_CELL,
    VP_SPACES,
    VP_X,
    VP_Y,
    Sides,
)
from .paint import diva_badge
from .texts import DivasTexts

ORCH_ORDER: tuple[Instrument, ...] = ("trumpet", "clarinet", "drum", "violin")
"""Orchestra rows as printed (G-DIV-04)."""
DISCARD_ID = "discard.{seat}"


def points_of(view: DivasView, seat: int) -> int:
    """A diva's VP on the track (her final total once the game is over)."""
    if view.final:
        return sum(line.points for line in view.final[seat])
    return view.divas[seat].vp


def vp_specs(texts: DivasTexts, view: DivasView) -> list[Spec]:
    """The scoring track along the top with each diva's marker (final totals at the end)."""
    track = TrackSpec(
        id="vp.track", x=VP_X, y=VP_Y, spaces=VP_SPACES, columns=VP_SPACES, cell=VP_CELL, every=5
    )
    specs: list[Spec] = [
        LabelSpec(
            id="vp.label",
            x=2,
            y=VP_Y + 2,
            text=texts("vp.short"),
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
        ),
        track,
    ]
    markers = []
    for seat in (0, 1):
        colour, shape, letter = diva_badge(seat)
        points = points_of(view, seat)
        tip = texts("vp.tip", player=texts.diva(seat), points=points)
        markers.append(Marker(f"vp.{seat}", points, colour, shape, letter, tip))
    for marker, token in zip(markers, track_tokens(track, markers, size=15), strict=True):
        specs.append(replace(token, label=marker.letter))  # laps are written beside it
        laps = marker.value // VP_SPACES
        if laps:  # past 49: the lap is written on a pill beside the marker
            specs.append(
                FittedTextSpec(
                    id=f"{marker.id}.laps",
                    x=min(token.x + 17, VP_X + VP_SPACES * VP_CELL - 44),
                    y=VP_Y + 2,
                    z=6,
                    w=42,
                    h=15,
                    text=texts("vp.laps", letter=marker.letter, points=laps * VP_SPACES),
                    size=11,
                    bold=True,
                    colour=GOLD_LIGHT,
                    align="center",
                    fill="#2a1a10ee",
                )
            )
    return specs


def opponent_specs(host: CardHost, view: DivasView, sides: Sides) -> list[Spec]:
    """The other diva: her name, VP, her hand as backs, her deck and her discard pile."""
    texts = host.texts
    seat = sides.top
    diva = view.divas[seat]
    colour, shape, letter = diva_badge(seat)
    specs: list[Spec] = [
        FrameSpec(
            id="opponent",
            x=RIGHT_X,
            y=OPP_Y,
            w=RIGHT_W,
            h=OPP_H,
            title=texts("player.diva", seat=seat, diva=texts.diva(seat)),
            note=texts("vp", points=diva.vp),
            thick=seat in view.to_move,
        ),
        TokenSpec(
            id="opponent.badge",
            x=RIGHT_X + 8,
            y=OPP_Y + 24,
            colour=colour,
            shape=shape,
            label=letter,
            size=22,
        ),
    ]
    specs += host.cards.backs(
        f"hand.{seat}",
        diva.hand_count,
        RIGHT_X + 40,
        OPP_Y + 22,
        120,
        COLOURS[seat],
        letter,
        21,
        28,
    )
    pile_x = RIGHT_X + RIGHT_W - 32
    discards = texts("discard.label")
    deck = texts("deck.count", diva.deck_count)
    discard_w = min(90.0, text_size(discards, 11)[0] + 2)
    discard_x = pile_x - 6 - discard_w
    specs += [
        FittedTextSpec(
            id="opponent.deck",
            x=RIGHT_X + 142,
            y=OPP_Y + 28,
            w=discard_x - RIGHT_X - 148,
            h=16,
            text=deck,
            size=11,
            colour=CREAM,
        ),
        FittedTextSpec(
            id="opponent.discard",
            x=discard_x,
            y=OPP_Y + 28,
            w=discard_w,
            h=16,
            text=discards,
            size=11,
            colour=CREAM,
            align="right",
        ),
        discard_pile(host, view, seat, pile_x, OPP_Y + 20, 24, 30, caption=""),
    ]
    return specs


def discard_pile(
    host: CardHost,
    view: DivasView,
    seat: int,
    x: float,
    y: float,
    w: float,
    h: float,
    caption: str,
) -> DivasPileSpec:
    """A diva's discard pile: face up, its top card shown; a click spreads it out."""
    discard = view.divas[seat].discard
    top = host.cards.spec(discard[-1], 0, 0, "mini", w=w, h=h) if discard and w >= 36 else None
    texts = host.texts
    return DivasPileSpec(
        id=DISCARD_ID.format(seat=seat),
        x=x,
        y=y,
        w=w,
        h=h,
        count=len(discard),
        label=texts("discard.of", player=texts.diva(seat)),
        caption=caption,
        spread=tuple(discard),
        top_card=top,
        chips=(diva_badge(seat),),
        target=False,
        tooltip=texts("discard.tip", len(discard), player=texts.diva(seat)),
    )


def orchestra_specs(texts: DivasTexts, view: DivasView) -> list[Spec]:
    """The Orchestra: four rows of two places (X = 2 by the conductor, then 1), their
    bonuses, each diva's conductor and the instruments each has placed (the majority)."""
    counts = [sum(row.count(s) for row in view.orchestra.values()) for s in (0, 1)]
    alone = not view.palco_reale
    height = ORCH_H_ALONE if alone else ORCH_H
    row_h = 40.0 if alone else 17.0
    size = 30.0 if alone else 16.0
    top = ORCH_Y + (30 if alone else 22)
    specs: list[Spec] = [
        FrameSpec(
            id="orchestra",
            x=RIGHT_X,
            y=ORCH_Y,
            w=RIGHT_W,
            h=height,
            title=texts("orchestra"),
            note=texts("orchestra.count", callas=counts[0], tebaldi=counts[1]),
        ),
        LabelSpec(
            id="orchestra.podium",
            x=RIGHT_X + 8,
            y=top - 2,
            text=texts("conductors"),
            size=11,
            colour=GOLD_LIGHT,
        ),
    ]
    for seat in (0, 1):
        colour, shape, letter = diva_badge(seat)
        token = 30.0 if alone else 22.0
        y = top + (30 if alone else 16) + seat * (token + (14 if alone else 4))
        if view.divas[seat].conductor_placed:
            specs.append(
                TokenSpec(
                    id=f"conductor.{seat}",
                    x=RIGHT_X + 26,
                    y=y,
                    colour=colour,
                    shape=shape,
                    label=letter,
                    size=token,
                    tooltip=texts("conductor.tip", player=texts.diva(seat)),
                )
            )
        else:
            specs.append(
                NoteTokenSpec(
                    id=f"conductor.{seat}.space",
                    x=RIGHT_X + 26,
                    y=y,
                    shape=shape,
                    size=token,
                    tooltip=texts("conductor.space", player=texts.diva(seat)),
                )
            )
    bonuses = {row.instrument: row for row in load().orchestra.bonuses}
    for index, instrument in enumerate(ORCH_ORDER):
        row = bonuses[instrument]
        y = top + index * row_h
        specs.append(
            InstrumentTokenSpec(
                id=f"orchestra.icon.{instrument}",
                x=ORCH_ICONS_X,
                y=y,
                instrument=instrument,
                colour="#00000000",
                ink=GOLD_LIGHT,
                outline=False,
                size=size,
                tooltip=texts.instrument(instrument),
            )
        )
        seats = view.orchestra.get(instrument, [])
        for slot, x_value in enumerate(row.slots):
            sx = ORCH_ICONS_X + (size + 8) * (slot + 1)
            if slot < len(seats):
                owner = seats[slot]
                colour, shape, letter = diva_badge(owner)
                specs.append(
                    InstrumentTokenSpec(
                        id=f"orchestra.{instrument}.{slot}",
                        x=sx,
                        y=y,
                        instrument=instrument,
                        colour=colour,
                        shape=shape,
                        letter=letter,
                        size=size,
                        tooltip=texts("orchestra.placed", player=texts.diva(owner), x=x_value),
                    )
                )
            else:
                specs.append(
                    LabelSpec(
                        id=f"orchestra.{instrument}.{slot}.x",
                        x=sx + size / 2 - 9,
                        y=y + size / 2 - 8,
                        text=f"×{x_value}",
                        size=11,
                        colour="#b8a27a",
                        tooltip=texts("orchestra.slot", x=x_value),
                    )
                )
        bonus_x = ORCH_ICONS_X + (size + 8) * 3
        specs.append(
            FittedTextSpec(
                id=f"orchestra.bonus.{instrument}",
                x=bonus_x,
                y=y + size / 2 - (17 if alone else 8),
                w=RIGHT_X + RIGHT_W - bonus_x - 6,
                h=34 if alone else 16,
                text=texts(f"bonus.{row.bonus}"),
                size=11,
                colour=CREAM,
                wrap=alone,
            )
        )
    if alone:
        specs.append(
            LabelSpec(
                id="orchestra.majority",
                x=RIGHT_X + 8,
                y=ORCH_Y + height - 22,
                text=texts("orchestra.majority", points=load().orchestra.majority_vp),
                size=11,
                colour="#cdbb99",
                width=RIGHT_W - 16,
            )
        )
    return specs


def palco_specs(host: CardHost, view: DivasView) -> list[Spec]:
    """The Palco Reale: three personalities, the four instrument tokens, the deck."""
    if not view.palco_reale:
        return []
    texts = host.texts
    specs: list[Spec] = [
        FrameSpec(
            id="palco",
            x=RIGHT_X,
            y=PALCO_Y,
            w=RIGHT_W,
            h=PALCO_H,
            title=texts("palco"),
            note=texts("palco.deck", view.palco_deck_count),
        )
    ]
    for index, house in enumerate(("scala", "wien", "met", "colon")):
        instrument = INSTRUMENT_OF[house]
        used = house in view.palco_used
        specs.append(
            InstrumentTokenSpec(
                id=f"palco.{house}",
                x=RIGHT_X + 118 + index * 22,
                y=PALCO_Y + 3,
                instrument=instrument,
                used=used,
                size=19,
                tooltip=texts("palco.used" if used else "palco.open", house=texts.house(house)),
            )
        )
    for index, person_id in enumerate(view.palco_row):
        person = load().personalities[person_id]
        specs.append(
            PersonalitySpec(
                id=person_id,
                x=RIGHT_X + 2 + index * 113,
                y=PALCO_Y + 22,
                w=111,
                h=PALCO_H - 25,
                title=texts.game(f"divas.personality.{person.key}"),
                vp=person.vp,
                text=texts.game(f"divas.personality.{person.key}.condition"),
                face=host.cards.personality_face(person_id),
                tooltip=texts.game(f"divas.personality.{person.key}.condition"),
            )
        )
    return specs


def timeline_specs(host: CardHost, view: DivasView, shifting: bool, open_end: bool) -> list[Spec]:
    """The Timeline: cards left to right (✓ on those that would score now), the open end."""
    texts = host.texts
    scoring = set(view.timeline_scoring)
    count = len(view.timeline)
    room = 1010 - TIMELINE_X - 8
    step = min(MINI_W + 4, (room - MINI_W) / max(1, count))
    specs: list[Spec] = [
        FrameSpec(id="timeline", x=0, y=TIMELINE_Y, w=1010, h=TIMELINE_H, fill="#120a06cc"),
        LabelSpec(
            id="timeline.label",
            x=6,
            y=TIMELINE_Y + 6,
            text=texts("timeline"),
            size=11,
            bold=True,
            colour=GOLD_LIGHT,
            width=TIMELINE_X - 10,
        ),
        LabelSpec(
            id="timeline.arrow",
            x=6,
            y=TIMELINE_Y + 40,
            text=texts("timeline.later"),
            size=11,
            colour=CREAM,
            width=TIMELINE_X - 10,
        ),
    ]
    for index, card in enumerate(view.timeline):
        specs.append(
            host.cards.spec(
                card,
                TIMELINE_X + index * step,
                TIMELINE_Y + 4,
                "mini",
                z=3 + index,
                scoring=card in scoring,
                target=shifting,
            )
        )
    if open_end:
        specs.append(
            ZoneSpec(
                id=TIMELINE_END,
                x=TIMELINE_X + count * step,
                y=TIMELINE_Y + 4,
                w=MINI_W,
                h=MINI_H,
                style="slot",
                fill="#00000033",
                tooltip=texts("timeline.end"),
            )
        )
    return specs


def piles_specs(host: CardHost, view: DivasView, sides: Sides) -> list[Spec]:
    """The viewer's deck and discard, the opera deck and the programme of closed operas."""
    texts = host.texts
    seat = sides.bottom
    diva = view.divas[seat]
    specs: list[Spec] = [
        DivasPileSpec(
            id=f"deck.{seat}",
            x=PILE_X + PILE_STEP,
            y=PILE_Y,
            w=PILE_W,
            h=PILE_H,
            count=diva.deck_count,
            label=texts("deck"),
            caption=texts("deck"),
            target=False,
            tooltip=texts("deck.count", diva.deck_count),
        ),
        discard_pile(host, view, seat, PILE_X, PILE_Y, PILE_W, PILE_H, texts("discard.label")),
        DivasPileSpec(
            id="opera.deck",
            x=PILE_X + 2 * PILE_STEP,
            y=PILE_Y,
            w=PILE_W,
            h=PILE_H,
            count=view.opera_deck_count,
            label=texts("operas"),
            caption=texts("operas"),
            target=False,
            tooltip=texts("operas.tip", view.opera_deck_count),
        ),
    ]
    return specs + programme_specs(host, view)


def programme_specs(host: CardHost, view: DivasView) -> list[Spec]:
    """The programme of the evening: one line per closed opera (its whole story in the
    inspector), an empty line for each opera still to close before the end."""
    texts = host.texts
    specs: list[Spec] = [
        FrameSpec(
            id="programme",
            x=PROGRAMME_X,
            y=PROGRAMME_Y,
            w=PROGRAMME_W,
            h=PROGRAMME_H,
            title=texts("programme", len(view.closed)),
            fill="#120a06cc",
        )
    ]
    for index in range(max(OPERAS_TO_END, len(view.closed))):
        x, y = PROGRAMME_X + 4, PROGRAMME_Y + 24 + index * PROGRAMME_STEP
        w = PROGRAMME_W - 8
        if index >= len(view.closed):
            specs.append(
                ZoneSpec(
                    id=f"programme.slot.{index}",
                    x=x,
                    y=y,
                    w=w,
                    h=PROGRAMME_ROW,
                    style="slot",
                    fill="#00000033",
                    target=False,
                )
            )
            continue
        closed = view.closed[index]
        specs.append(
            ProgrammeSpec(
                id=f"programme.{index}",
                x=x,
                y=y,
                w=w,
                h=PROGRAMME_ROW,
                title=texts.opera(closed.opera),
                gains=tuple((diva_badge(s), f"+{closed.applause[s]}") for s in (0, 1)),
                closer=diva_badge(closed.closer),
                latest=index == len(view.closed) - 1,
                face=host.cards.closed_face(closed),
                tooltip="\n".join(
                    [
                        texts.opera(closed.opera),
                        *(
                            texts(
                                "closed.applause",
                                player=texts.diva(s),
                                points=closed.applause[s],
                            )
                            for s in (0, 1)
                        ),
                    ]
                ),
            )
        )
    return specs
