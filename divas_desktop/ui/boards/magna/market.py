"""The Market board: four slots with their costs, the deck spaces, rounds left, the VP track.

The slot costs and the rounds left come from the view (``market_slot_costs``,
``rounds_left``). The trade discard pile takes the id of its top card, so the card a
merchant pushed out of a city glides from there onto the pile.
"""

from __future__ import annotations

from ....games.magna.views import MagnaView
from ...board.fonts import text_size
from ...board.specs import CardFace, LabelSpec, PileSpec, Spec, TokenSpec, TrackSpec
from .cards import trade_card, trade_face
from .ids import market_deck_id
from .items import PanelSpec
from .layout import (
    CARD_H,
    CARD_W,
    DESIGN_W,
    MARKET_CARD_X,
    MARKET_STEP,
    MARKET_W,
    MARKET_X,
    MIDDLE_Y,
    PILE_H,
    PILE_W,
    VP_CELL,
    VP_SPACES,
    VP_Y,
)
from .texts import MagnaTexts, TableHost

PANEL_H = 182.0
DECKS_Y = MIDDLE_Y + 124.0
DISCARD = "pile.discard"
"""Id of the discard pile while it is empty (then: the id of its top card)."""
VP_TRACK = "track.vp"
MARKER = 12.0


def rounds_note(texts: MagnaTexts, view: MagnaView) -> str:
    """ "6 rounds left" or "Last round", from the view."""
    if view.phase == "over":
        return texts("rounds.over")
    if view.round and view.round == view.last_round:
        return texts("rounds.last")
    return texts("rounds.left", view.rounds_left)


def market_specs(texts: MagnaTexts, view: MagnaView) -> list[Spec]:
    """The market slots and cards, the four decks and the discard pile."""
    specs: list[Spec] = [
        PanelSpec(
            id="market",
            x=MARKET_X,
            y=MIDDLE_Y,
            w=MARKET_W,
            h=PANEL_H,
            title=texts("market"),
            note=rounds_note(texts, view),
        )
    ]
    costs = [
        texts("slot.free") if c == 0 else texts("slot.cost", c) for c in view.market_slot_costs
    ]
    # One line centred over each card; all plain when bold would reach the next card
    # ("3 mercancías").
    bold = all(text_size(t, 11, 0, True)[0] <= MARKET_STEP - 8 for t in costs)
    for slot, cost in enumerate(costs):
        x = MARKET_CARD_X + slot * MARKET_STEP
        width = text_size(cost, 11, 0, bold)[0]
        specs.append(
            LabelSpec(
                id=f"market.cost.{slot}",
                x=x + (CARD_W - width) / 2,
                y=MIDDLE_Y + 21,
                text=cost,
                size=11,
                bold=bold,
                colour="#f1d67a",
            )
        )
    for slot, card in enumerate(view.market):
        x = MARKET_CARD_X + slot * MARKET_STEP
        specs.append(trade_card(texts, card, x, MIDDLE_Y + 37, CARD_W, CARD_H, z=2))
    labels = (texts("deck.first"), texts("deck.c"), texts("deck.c"), texts("deck.c"))
    for index, count in enumerate(view.market_deck_counts):
        specs.append(
            PileSpec(
                id=market_deck_id(index),
                x=MARKET_CARD_X + index * (PILE_W + 14),
                y=DECKS_Y,
                w=PILE_W,
                h=PILE_H,
                count=count,
                label=labels[index],
                target=False,
                tooltip=texts("deck.market", count),
            )
        )
    faces = tuple(trade_face(texts, card) for card in view.discard)
    top = None
    if view.discard:  # the pile shows the top card's group; the fan shows every card
        top = CardFace(title="", mark=faces[-1].mark, accent=faces[-1].accent)
    x = MARKET_X + MARKET_W - PILE_W - 22
    specs.append(
        PileSpec(
            id=discard_id(view),
            x=x,
            y=DECKS_Y,
            w=PILE_W + 8,
            h=PILE_H,
            count=len(view.discard),
            label=texts("discard"),
            cards=faces,
            target=False,
            top=top,
            tooltip=texts("discard.tip", len(view.discard)),
        )
    )
    return specs


def discard_id(view: MagnaView) -> str:
    """Id of the discard pile: its top card's (so that card glides onto it)."""
    return view.discard[-1] if view.discard else DISCARD


def vp_specs(host: TableHost, view: MagnaView) -> list[Spec]:
    """The VP track of the market board, every score marker on it."""
    track = TrackSpec(
        id=VP_TRACK,
        x=(DESIGN_W - VP_SPACES * VP_CELL) / 2,
        y=VP_Y,
        spaces=VP_SPACES,
        columns=VP_SPACES,
        cell=VP_CELL,
        every=5,
        label=host.texts("vp.track"),
        tooltip=host.texts("vp.track"),
    )
    specs: list[Spec] = [track]
    crowd: dict[int, int] = {}
    for shop in view.players:
        # Up to four markers share a space in a 2×2 square, so none spills off the track.
        space = shop.vp % VP_SPACES
        place = crowd.get(space, 0)
        crowd[space] = place + 1
        colour, shape, letter = host.seat_badge(shop.seat)
        laps = shop.vp // VP_SPACES
        specs.append(
            TokenSpec(
                id=f"vp.{shop.seat}",
                x=track.x + (shop.vp % VP_SPACES) * VP_CELL + 0.5 + (place % 2) * MARKER,
                y=track.y + 0.5 + (place // 2) * MARKER,
                z=2 + place,
                colour=colour,
                shape=shape,
                label=letter + (str(laps + 1) if laps else ""),
                size=MARKER,
                tooltip=host.texts("vp.marker", vp=shop.vp, seat=shop.seat),
            )
        )
    return specs
