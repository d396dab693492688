"""The phase band while bidding and at the reveal: the viewer's hand and face-down bid, or
the table of every bid turned face up and what it brought.

The hand is the decision of the bidding phase, so it gets the band: large cards fanned
with their index in the corner, the bid beside it with its Confirm button. At the reveal
every company's backs turn into the faces they hid (same item ids), each row saying
what the bid brought, as the view tells it (the card received, an understudy awaited, a
scene element).
"""

from __future__ import annotations

from ....games.turandot.state import hand_order
from ....games.turandot.views import TurandotView
from ...board import LabelSpec, Spec, TokenSpec, ZoneSpec, hand_fan
from ...theme import CREAM, GOLD_LIGHT
from .cards import bid_card, bid_faces, player_card
from .company import TableHost
from .items import PanelSpec
from .layout import (
    BAND_H,
    BAND_Y,
    BID_W,
    BID_X,
    BID_ZONE,
    HAND_W,
    HAND_ZONE,
    LEFT_W,
    LIFT,
    MINI_H,
    MINI_W,
    ROW_H_MAX,
    bid_id,
    clockwise_from,
)
from .texts import TurandotTexts, reveal_result


def hand_specs(host: TableHost, view: TurandotView) -> list[Spec]:
    """The viewer's hand and bid (the hand fanned, the bid with room for its button)."""
    texts = host.texts
    seat = view.viewer
    assert seat is not None
    colour, shape, _letter = host.seat_badge(seat)
    bidding = seat in view.to_move
    confirmed = view.players[seat].has_bid
    specs: list[Spec] = [
        ZoneSpec(
            id=HAND_ZONE,
            x=0,
            y=BAND_Y,
            w=HAND_W,
            h=BAND_H,
            label=texts("zone.hand"),
            target=bidding,
            fill="#00000066",
        ),
        ZoneSpec(
            id=BID_ZONE,
            x=BID_X,
            y=BAND_Y,
            w=BID_W,
            h=BAND_H,
            target=bidding,
            label=texts("zone.bid.confirmed" if confirmed else "zone.bid"),
            fill="#4a070fcc",
        ),
    ]
    cards = [
        player_card(texts, card, 0, 0, colour, shape, movable=bidding)
        for card in hand_order(view.hand)
    ]
    specs += hand_fan(cards, 10, BAND_Y + 24, HAND_W - 20, lift=LIFT)
    if bidding:
        specs.append(
            LabelSpec(
                id="bid.rule",
                x=10,
                y=BAND_Y + 24 + cards[0].h + 4 if cards else BAND_Y + 30,
                text=texts("bid.rule"),
                size=11,
                colour=CREAM,
                width=HAND_W - 20,
            )
        )
    bid = [player_card(texts, card, 0, 0, colour, shape, movable=bidding) for card in view.bid]
    specs += hand_fan(bid, BID_X + 10, BAND_Y + 24, BID_W - 20, lift=LIFT)
    return specs


def public_hand_specs(texts: TurandotTexts) -> list[Spec]:
    """Behind the curtain: the band says the hands stay hidden."""
    return [
        ZoneSpec(
            id=HAND_ZONE,
            x=0,
            y=BAND_Y,
            w=LEFT_W,
            h=BAND_H,
            label=texts("zone.hidden"),
            target=False,
            fill="#00000066",
        )
    ]


def reveal_specs(host: TableHost, view: TurandotView, first: int) -> list[Spec]:
    """Every bid face up, a row per company from ``first`` clockwise, and its result."""
    texts = host.texts
    specs: list[Spec] = [
        PanelSpec(
            id="reveal",
            x=0,
            y=BAND_Y,
            w=LEFT_W,
            h=BAND_H,
            title=texts("reveal.title", round=view.round),
        )
    ]
    row_h = min(ROW_H_MAX, (BAND_H - 32) / max(1, view.seats))
    big = row_h >= ROW_H_MAX
    mini_w, mini_h = (MINI_W * 1.3, MINI_H * 1.3) if big else (MINI_W, MINI_H)
    for row, seat in enumerate(clockwise_from(first, view.seats)):
        company = view.players[seat]
        y = BAND_Y + 30 + row * row_h + (row_h - 22) / 2
        colour, shape, letter = host.seat_badge(seat)
        specs.append(
            TokenSpec(
                id=f"reveal.{seat}.badge",
                x=10,
                y=y,
                size=20,
                colour=colour,
                shape=shape,
                label=letter,
            )
        )
        specs.append(
            LabelSpec(
                id=f"reveal.{seat}.name",
                x=36,
                y=y + 1,
                text=texts.seat_name(seat),
                size=13,
                bold=True,
                colour=GOLD_LIGHT,
                width=120,
            )
        )
        bid = company.revealed_bid
        faces = bid_faces(texts, bid.number, bid.money, bid.bluff) if bid is not None else []
        for index, face in enumerate(faces):
            x = 160 + index * (mini_w + 3)
            top = y + 11 - mini_h / 2
            specs.append(
                bid_card(
                    texts, bid_id(seat, index), x, top, colour, shape, face, w=mini_w, h=mini_h
                )
            )
        words = reveal_result(texts, view, company)
        if words:
            specs.append(
                LabelSpec(
                    id=f"reveal.{seat}.result",
                    x=310,
                    y=y + 2,
                    text=words,
                    size=12,
                    colour=CREAM,
                    width=LEFT_W - 306,
                )
            )
    return specs
