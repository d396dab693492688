"""Names of Opera Magna for the generic board (Qt-free).

The engine's ids (buildings, trade cards, worksites, shops, powers) are text codes of
``texts_magna.py`` already; goods, cities and areas are small integers, named here with
the engine's own code helpers. ``generic.py`` translates the codes. Nothing here decides
a rule.
"""

from __future__ import annotations

from typing import Any

from divas_desktop.games.magna.codes import area_code, raw_code, refined_code
from divas_desktop.games.magna.data import CITIES, RAW, REFINED, SIZES, catalogue

RAW_CODES = tuple(raw_code(g) for g in range(len(RAW)))
REFINED_CODES = tuple(refined_code(g) for g in range(len(REFINED)))
VECTOR_FIELDS: dict[str, tuple[str, ...]] = {
    "raw": RAW_CODES,
    "pay": RAW_CODES,
    "refined": REFINED_CODES,
    "placed": REFINED_CODES,
    "certificates": REFINED_CODES,
    "certificate_levels": REFINED_CODES,
    "conversions_used": tuple(f"magna.size.{s}" for s in SIZES),
    "building_deck_counts": tuple(f"magna.size.{s}" for s in SIZES),
    "left": tuple(f"magna.size.{s}" for s in SIZES),
    "right": tuple(f"magna.size.{s}" for s in SIZES),
    "areas": tuple(area_code(a) for a in range(2 * len(CITIES))),
}
"""List fields whose positions have names (goods by index, shop rows by size)."""
SEAT_LISTS = ()
"""Fields whose lists are indexed by seat."""
FIRST_FIELDS = ("phase", "active", "players")
"""View fields shown first (what a player looks at most)."""
HIDDEN_FIELDS = ("viewer", "pending", "slot", "column", "side", "seat")
"""View fields the summary leaves out."""
NOT_SEAT = ("target",)
"""Fields that hold no seat in this game (``target``: an area of a city)."""
RAW_KINDS = ("use_power", "choose_good")
"""Actions whose ``good`` is a raw good (elsewhere ``good`` names a refined good)."""


DETAIL_FIELDS = ("card", "hand", "market", "areas.item", "discard")
"""Fields whose trade cards are shown with their cost and profit."""


def detail(value: Any) -> tuple[str, dict[str, Any]] | None:
    """A trade card's halves, "(Lead → Wood, Column)": its printed name says nothing."""
    card = catalogue().cards.get(value) if isinstance(value, str) else None
    if card is None:
        return None
    cost = [(raw_code(g), n) for g, n in enumerate(card.cost) if n]
    profit = [(raw_code(g), n) for g, n in enumerate(card.raw) if n]
    profit += [(refined_code(g), n) for g, n in enumerate(card.refined) if n]
    return "generic_board.magna.trade", {"cost": cost, "profit": profit}


def _known(value: str) -> bool:
    cat = catalogue()
    return (
        value in cat.cards
        or value in cat.buildings
        or value in cat.worksites
        or value in cat.powers
        or any(s.id == value for s in cat.shops)
    )


def name_code(value: Any, field: str = "", kind: str = "") -> str | None:
    """Return the text code naming ``value`` (an id, a good, an area), or ``None``."""
    if isinstance(value, str):
        if _known(value):
            return value
        if field == "phase":
            return f"magna.phase.{value}"
        if field in ("side", "placing") and value in ("left", "right"):
            return f"magna.side.{value}"
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    if value == -1 and field in ("good", "spend", "activated", "power_discount"):
        return "generic_board.none"
    if field in ("good", "spend", "power_discount"):
        if not 0 <= value < len(RAW):
            return None
        return raw_code(value) if kind in RAW_KINDS or field == "spend" else refined_code(value)
    if field in ("source", "target", "merchants", "activated") and 0 <= value < 2 * len(CITIES):
        return area_code(value)
    if field == "row" and 0 <= value < len(SIZES):
        return f"magna.size.{SIZES[value]}"
    return None


def action_params(kind: str, params: dict[str, Any], view: Any = None) -> dict[str, Any]:
    """The parameters a button names: the worksite and market card a slot holds."""
    out = {k: v for k, v in params.items() if not (k in ("good", "spend") and v == -1)}
    view = view if isinstance(view, dict) else {}
    if kind == "deliver":
        sites = view.get("worksites") or []
        slot = params["worksite"]
        if 0 <= slot < len(sites):
            out["worksite"] = sites[slot]["token"]
            out["good"] = sites[slot]["good"]
            out["level"] = sites[slot]["level"]
    if kind == "take_market_card":
        market = view.get("market") or []
        out = {}
        if 0 <= params["slot"] < len(market):
            out["card"] = market[params["slot"]]
        if any(params["pay"]):
            out["pay"] = params["pay"]
    return out
