"""The Notoriety track, the header (deal, round, target or clock) and the piles."""

from __future__ import annotations

from typing import Protocol

from ....games.sipario.views import SiparioView
from ...board import LabelSpec, Marker, PileSpec, Spec, TrackSpec, track_tokens
from ...board.fonts import TEXT_SMALL
from ...board.items import SeatBadge
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from .cards import card_face
from .texts import SiparioTexts


class TableHost(Protocol):
    """What the track and the piles read of the board."""

    texts: SiparioTexts

    def seat_badge(self, seat: int) -> SeatBadge:
        """Colour, shape and letter of the impresario at ``seat``."""
        ...


def track_specs(host: TableHost, view: SiparioView) -> list[Spec]:
    """The track with one marker per impresario (one per team in team play)."""
    track = TrackSpec(
        id=lay.TRACK,
        x=0,
        y=0,
        spaces=lay.TRACK_SPACES,
        columns=lay.TRACK_COLUMNS,
        cell=lay.TRACK_CELL,
        flag=view.target if view.target is not None and view.target < lay.TRACK_SPACES else None,
        label=host.texts("track"),
    )
    markers = []
    done: set[int] = set()
    for player in view.players:
        if player.seat in done:
            continue
        seats = [player.seat]
        if view.team_play and player.partner is not None:
            seats.append(player.partner)
        done.update(seats)
        colour, shape, letter = host.seat_badge(player.seat)
        names = " + ".join(host.texts.seat_name(s) for s in seats)
        markers.append(
            Marker(
                f"pn.{player.seat}",
                player.score,
                colour,
                shape,
                letter,
                tooltip=f"{names}: {player.score} {host.texts('unit.pn')}",
            )
        )
    return [track, *track_tokens(track, markers)]


def header_specs(texts: SiparioTexts, view: SiparioView, clock: str | None) -> list[Spec]:
    """Deal and round, the target or the clock, the deal-end and start-award banners."""
    x, width = lay.HEADER_X, lay.WIDTH - lay.HEADER_X
    lines = [texts("round", deal=view.deal, round=view.round)]
    if view.target is not None:
        lines.append(texts("target", target=view.target))
    elif view.time_up:
        lines.append(texts("clock.up"))
    elif clock is not None:
        lines.append(texts("clock", time=clock))
    specs: list[Spec] = [
        LabelSpec(
            id="header.round",
            x=x,
            y=0,
            text="\n".join(lines),
            size=13,
            bold=True,
            colour=GOLD_LIGHT,
            width=width,
        )
    ]
    note = ""
    if view.deal_ending:
        note = texts("last_round")
    elif view.bang_available:
        note = texts("bang")
    elif view.lightning_available:
        note = texts("lightning")
    if note:
        specs.append(
            LabelSpec(
                id="header.note",
                x=x,
                y=36,
                text=note,
                size=TEXT_SMALL,
                colour=CREAM,
                width=width,
            )
        )
    return specs


def pile_specs(host: TableHost, view: SiparioView) -> list[Spec]:
    """Play deck, discards (the takeable one raised), blind discards, debut pile,
    exceptions, opera deck and opera discards."""
    texts = host.texts
    x0, y0, step = lay.PILES_X + 6, lay.PILES_Y + 4, lay.PILE_STEP
    row2 = y0 + lay.PILE_H + 24
    w, h = lay.PILE_W, lay.PILE_H
    discards = tuple(card_face(texts, card) for card in view.discard)
    chips = tuple(dict.fromkeys(host.seat_badge(seat) for seat in view.discard_by[-5:]))
    drawable = view.drawable_discard is not None
    discard_tip = ""
    if view.discard:
        discard_tip = texts("discard.by", seat=view.discard_by[-1])
    if drawable:
        discard_tip += "\n" + texts("discard.take")
    blind_chips = tuple(dict.fromkeys(host.seat_badge(seat) for seat in view.blind_by))
    return [
        PileSpec(
            id=lay.DECK, x=x0, y=y0, w=w, h=h, count=view.deck_count, label=texts("pile.deck")
        ),
        PileSpec(
            id=lay.DISCARD,
            x=x0 + step,
            y=y0,
            w=w,
            h=h,
            count=len(view.discard),
            label=texts("pile.discard"),
            top=discards[-1] if discards else None,
            cards=discards,
            chips=chips,
            drawable=drawable,
            tooltip=discard_tip,
        ),
        PileSpec(
            id=lay.BLIND,
            x=x0 + 2 * step,
            y=y0,
            w=w,
            h=h,
            count=view.blind_count,
            label=texts("pile.blind"),
            chips=blind_chips,
            cards=tuple(card_face(texts, card) for card in view.own_blind),
        ),
        PileSpec(
            id=lay.EXCEPTIONS,
            x=x0,
            y=row2,
            w=w,
            h=h,
            count=len(view.exceptions) + view.exceptions_hidden_count,
            label=texts("pile.exceptions"),
            top=card_face(texts, view.exceptions[-1]) if view.exceptions else None,
            cards=tuple(card_face(texts, card) for card in view.exceptions),
        ),
        PileSpec(
            id=lay.OPERAS,
            x=x0 + step,
            y=row2,
            w=w,
            h=h,
            count=view.opera_deck_count,
            label=texts("pile.operas"),
        ),
        PileSpec(
            id=lay.OPERA_DISCARD,
            x=x0 + 2 * step,
            y=row2,
            w=w,
            h=h,
            count=len(view.opera_discard),
            label=texts("pile.opera_discard"),
            top=card_face(texts, view.opera_discard[-1]) if view.opera_discard else None,
            cards=tuple(card_face(texts, card) for card in view.opera_discard),
            target=False,
        ),
        LabelSpec(
            id=lay.DEBUT,
            x=x0,
            y=row2 + h + 22,
            text=texts("pile.debut.count", view.debut_pile_count),
            size=TEXT_SMALL,
            colour=CREAM,
            width=lay.WIDTH - x0 - 4,
        ),
    ]
