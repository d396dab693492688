"""What a drop would yield, as the preview tells it: the bid as it stands, the cast's
points, each company's singers.

``Game.preview`` applies the action on a copy and compares these measures before and
after (``core/preview.py``); the bid is read by the engine's own ``read_bid``.
"""

from __future__ import annotations

from ...core.preview import Measure, Measures
from .hiring import read_bid
from .views import TurandotView


def measures(view: TurandotView) -> Measures:
    """The viewer's bid and cast, and how many singers each company holds."""
    seat = view.viewer
    if seat is None:
        return {}
    found: Measures = {}
    if view.bid:
        bid = read_bid(tuple(view.bid))
        # One value per bid, so any change of number, money or bluff is told.
        value = (bid.number or 0) * 1000 + bid.money * 10 + int(bid.bluff)
        if not view.bid_is_legal:
            kind = "turandot.preview.bid_invalid"
        elif bid.number is None:
            kind = "turandot.preview.bid_money"
        elif bid.money:
            kind = "turandot.preview.bid"
        else:
            kind = "turandot.preview.bid_number"
        found["bid"] = Measure(kind, value, {"number": bid.number, "money": bid.money}, True)
        if bid.bluff:
            found["bluff"] = Measure("turandot.preview.bluff", 1, standing=True)
    own = view.players[seat]
    if own.cast_points is not None:
        found["cast"] = Measure("turandot.preview.cast", own.cast_points, standing=True)
    for company in view.players:
        found[f"singers.{company.seat}"] = Measure(
            "turandot.preview.singers", len(company.singers), {"player": company.seat}
        )
    return found
