"""The companies of the Turandot board (one panel per player) and the viewer's hand.

A company panel shows what is public: singers in hire order (or the cast in role
order at the end), the director, scene elements, money left and hand size, and the bid
as card backs until all bids are revealed. Only the viewer's own hand and bid are drawn
face up, in the hand and bid areas.
"""

from __future__ import annotations

from ...games.turandot.data import ROLES
from ...games.turandot.views import SeatView, TurandotView
from ..board import Board, LabelSpec, Spec, TokenSpec, ZoneSpec
from ..theme import CREAM, GOLD, GOLD_LIGHT
from . import turandot_final as final
from .turandot_cards import (
    backs,
    bt,
    director_card,
    player_card,
    revealed_cards,
    singer_card,
    tt,
)
from .turandot_items import PanelSpec

PANEL_W = 384.0
PANEL_H = 160.0
PANEL_GAP = 14.0
HAND_W = 760.0
BID_X = 774.0
BID_W = 270.0
OWN_H = 128.0

BID_ZONE = "zone.bid"
HAND_ZONE = "zone.hand"


def company_id(seat: int) -> str:
    """Id of a company's panel (the target of an understudy)."""
    return f"company.{seat}"


def company_specs(
    board: Board, view: TurandotView, company: SeatView, x: float, y: float
) -> list[Spec]:
    """One company: singers (or cast), director, scene elements, money, hand, bid."""
    seat = company.seat
    colour, shape = board.seat_colour(seat), board.seat_shape(seat)
    name = board.seat_name(seat)
    title = bt("you", player=name) if seat == view.viewer else name
    target = (
        view.phase == "understudies" and view.viewer == view.puccini and company.needs_understudy
    )
    specs: list[Spec] = [
        PanelSpec(
            id=company_id(seat),
            x=x,
            y=y,
            w=PANEL_W,
            h=PANEL_H,
            title=title,
            note=company_note(view, company),
            indent=26,
            target=target,
            thick=seat in view.to_move,
            frame=GOLD_LIGHT if seat == view.viewer else GOLD,
            fill="#3a1a10dd" if seat == view.viewer else "#1c1109cc",
        ),
        TokenSpec(
            id=f"token.{seat}",
            x=x + 8,
            y=y + 5,
            size=20,
            colour=colour,
            shape=shape,
            label=name[:1],
        ),
    ]
    on_stage = view.phase in ("final", "over") and seat == view.viewer
    cards = company.cast if view.phase in ("final", "over") and company.cast else company.singers
    if on_stage:
        specs.append(
            LabelSpec(
                id=f"onstage.{seat}",
                x=x + 10,
                y=y + 50,
                size=11,
                colour=CREAM,
                text="↑ " + bt("final.title"),
            )
        )
    elif not cards:
        specs.append(
            LabelSpec(
                id=f"nosingers.{seat}",
                x=x + 10,
                y=y + 50,
                size=10.5,
                colour="#cdbb99",
                text=bt("no_singers"),
            )
        )
    else:
        for index, card in enumerate(cards):
            role = ROLES[index] if view.phase in ("final", "over") else None
            specs.append(singer_card(card, x + 8 + index * 58, y + 28, z=3, small=True, role=role))
    row3 = y + PANEL_H - 50
    if company.director:
        specs.append(
            director_card(
                company.director, x + 8, row3, size="small", z=3, themed=final.themed(view)
            )
        )
    else:
        specs.append(
            LabelSpec(
                id=f"nodirector.{seat}",
                x=x + 10,
                y=row3 + 12,
                size=9.5,
                colour="#cdbb99",
                text=bt("director.none"),
            )
        )
    for index, _card in enumerate(company.scene):
        specs.append(
            TokenSpec(
                id=f"scene.{seat}.{index}",
                x=x + 150 + index * 26,
                y=row3 + 10,
                size=24,
                colour=GOLD,
                shape="circle",
                label="★",
                tooltip=tt("turandot.card.scene_element"),
            )
        )
    specs += bid_status(view, company, x + 232, row3, colour, shape)
    return specs


def company_note(view: TurandotView, company: SeatView) -> str:
    """The right side of a company's title line: what matters in this phase."""
    parts: list[str] = []
    if company.seat == view.puccini and view.phase not in ("final", "over"):
        parts.append(tt("turandot.card.puccini"))
    if view.phase == "over" and view.scores is not None:
        parts.append(bt("total", points=view.scores.get(company.seat, 0)))
        if company.seat in view.winners:
            parts.append(bt("winner"))
    elif view.phase == "final":
        parts.append(bt("cast_confirmed") if company.cast_confirmed else bt("cast_choosing"))
    elif company.needs_understudy:
        parts.append(bt("needs_understudy"))
    elif view.phase == "fire_director" and company.seat == view.firer:
        parts.append(bt("firer"))
    else:
        parts.append(bt("money", count=company.money_left))
        parts.append(bt("hand", count=company.hand_size))
    return " · ".join(parts)


def bid_status(
    view: TurandotView, company: SeatView, x: float, y: float, colour: str, shape: str
) -> list[Spec]:
    """The bid of a company: being chosen, placed (backs), or revealed (faces)."""
    seat = company.seat
    if company.revealed_bid is not None:
        bid = company.revealed_bid
        note = LabelSpec(
            id=f"bidnote.{seat}", x=x - 40, y=y + 14, size=9, colour=CREAM, text=bt("bid.revealed")
        )
        return [
            note,
            *revealed_cards(
                f"reveal.{seat}", bid.number, bid.money, bid.bluff, x, y, colour, shape, w=28, h=44
            ),
        ]
    if company.has_bid:
        specs: list[Spec] = [
            LabelSpec(
                id=f"bidnote.{seat}", x=x, y=y - 4, size=9, colour=CREAM, text=bt("bid.placed")
            )
        ]
        return specs + backs(f"bidback.{seat}", company.bid_size, x, y + 14, colour, shape)
    if view.phase == "bidding":
        return [
            LabelSpec(
                id=f"bidnote.{seat}",
                x=x,
                y=y + 10,
                size=9,
                colour="#cdbb99",
                text=bt("bid.waiting"),
            )
        ]
    return []


def own_zone_specs(board: Board, view: TurandotView, y: float) -> list[Spec]:
    """The viewer's hand and face-down bid area (while bidding)."""
    seat = view.viewer
    assert seat is not None
    colour, shape = board.seat_colour(seat), board.seat_shape(seat)
    bidding = view.phase == "bidding" and seat in view.to_move
    confirmed = view.phase == "bidding" and view.players[seat].has_bid
    specs: list[Spec] = [
        ZoneSpec(
            id=HAND_ZONE,
            x=0,
            y=y,
            w=HAND_W,
            h=OWN_H,
            label=bt("zone.hand"),
            target=bidding,
            fill="#00000066",
        ),
    ]
    if view.phase == "bidding":
        specs.append(
            ZoneSpec(
                id=BID_ZONE,
                x=BID_X,
                y=y,
                w=BID_W,
                h=OWN_H,
                target=bidding,
                label=bt("zone.bid.confirmed") if confirmed else bt("zone.bid"),
                fill="#4a070fcc",
            )
        )
    for index, card in enumerate(view.hand):
        specs.append(
            player_card(card, 12 + index * 74, y + 26, colour, shape, z=2 + index, movable=bidding)
        )
    step = min(70.0, (BID_W - 86) / max(1, len(view.bid) - 1)) if view.bid else 0
    for index, card in enumerate(view.bid):
        specs.append(
            player_card(
                card, BID_X + 10 + index * step, y + 28, colour, shape, z=2 + index, movable=bidding
            )
        )
    return specs
