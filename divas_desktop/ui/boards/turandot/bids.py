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
from ....games.turandot.views import SeatView, TurandotView
from ...board import Board, LabelSpec, Spec, TokenSpec, ZoneSpec, hand_fan
from ...theme import CREAM, GOLD_LIGHT
from .cards import bid_card, bid_faces, bt, card_face, player_card
from .company import bid_id
from .items import PanelSpec
from .layout import BAND_H, BAND_Y, LEFT_W, MINI_H, MINI_W, clockwise_from

HAND_ZONE = "zone.hand"
BID_ZONE = "zone.bid"
HAND_W = 420.0
BID_X = HAND_W + 8
BID_W = LEFT_W - BID_X
CONFIRM_H = 30.0
LIFT = 14.0
"""How far a card of the hand or the bid rises under the pointer (the same in both, so a
card moved between them only moves)."""
ROW_H_MAX = 40.0
"""A row of the reveal table (fewer at five players)."""


def hand_specs(board: Board, view: TurandotView) -> list[Spec]:
    """The viewer's hand and bid (the hand fanned, the bid with room for its button)."""
    seat = view.viewer
    assert seat is not None
    colour, shape, _letter = board.seat_badge(seat)
    bidding = seat in view.to_move
    confirmed = view.players[seat].has_bid
    specs: list[Spec] = [
        ZoneSpec(
            id=HAND_ZONE,
            x=0,
            y=BAND_Y,
            w=HAND_W,
            h=BAND_H,
            label=bt("zone.hand"),
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
            label=bt("zone.bid.confirmed") if confirmed else bt("zone.bid"),
            fill="#4a070fcc",
        ),
    ]
    cards = [
        player_card(card, 0, 0, colour, shape, movable=bidding) for card in hand_order(view.hand)
    ]
    specs += hand_fan(cards, 10, BAND_Y + 24, HAND_W - 20, lift=LIFT)
    if bidding:
        specs.append(
            LabelSpec(
                id="bid.rule",
                x=10,
                y=BAND_Y + 24 + cards[0].h + 4 if cards else BAND_Y + 30,
                text=bt("bid.rule"),
                size=11,
                colour=CREAM,
                width=HAND_W - 20,
            )
        )
    bid = [player_card(card, 0, 0, colour, shape, movable=bidding) for card in view.bid]
    specs += hand_fan(bid, BID_X + 10, BAND_Y + 24, BID_W - 20, lift=LIFT)
    return specs


def confirm_box() -> tuple[float, float, float, float]:
    """Where the Confirm button of the bid goes (x, y, w, h): under the bid."""
    return BID_X + 10, BAND_Y + BAND_H - CONFIRM_H - 6, BID_W - 20, CONFIRM_H


def public_hand_specs() -> list[Spec]:
    """Behind the curtain: the band says the hands stay hidden."""
    return [
        ZoneSpec(
            id=HAND_ZONE,
            x=0,
            y=BAND_Y,
            w=LEFT_W,
            h=BAND_H,
            label=bt("zone.hidden"),
            target=False,
            fill="#00000066",
        )
    ]


def result_text(board: Board, view: TurandotView, company: SeatView) -> str:
    """What a revealed bid brought, from the view."""
    parts = []
    if company.hire is not None:
        face = card_face(company.hire)
        parts.append(bt("reveal.gets", card=face.title if face else company.hire))
    elif company.needs_understudy:
        parts.append(bt("needs_understudy"))
    for slot, owner in (("designer", view.designer_owner), ("carpenter", view.carpenter_owner)):
        if owner == company.seat:
            parts.append(bt(f"reveal.{slot}"))
    return " · ".join(parts)


def reveal_specs(board: Board, view: TurandotView, first: int) -> list[Spec]:
    """Every bid face up, a row per company from ``first`` clockwise, and its result."""
    specs: list[Spec] = [
        PanelSpec(
            id="reveal",
            x=0,
            y=BAND_Y,
            w=LEFT_W,
            h=BAND_H,
            title=bt("reveal.title", round=view.round),
        )
    ]
    row_h = min(ROW_H_MAX, (BAND_H - 32) / max(1, view.seats))
    big = row_h >= ROW_H_MAX
    mini_w, mini_h = (MINI_W * 1.3, MINI_H * 1.3) if big else (MINI_W, MINI_H)
    for row, seat in enumerate(clockwise_from(first, view.seats)):
        company = view.players[seat]
        y = BAND_Y + 30 + row * row_h + (row_h - 22) / 2
        colour, shape, letter = board.seat_badge(seat)
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
                text=board.seat_name(seat),
                size=13,
                bold=True,
                colour=GOLD_LIGHT,
                width=120,
            )
        )
        bid = company.revealed_bid
        faces = bid_faces(bid.number, bid.money, bid.bluff) if bid is not None else []
        for index, face in enumerate(faces):
            x = 160 + index * (mini_w + 3)
            top = y + 11 - mini_h / 2
            specs.append(
                bid_card(bid_id(seat, index), x, top, colour, shape, face, w=mini_w, h=mini_h)
            )
        words = result_text(board, view, company)
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
