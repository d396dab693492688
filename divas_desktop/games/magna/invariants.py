"""Invariants of an Opera Magna state: cards, buildings and tokens conserved, tracks in range."""

from __future__ import annotations

from .data import catalogue
from .economy import CERT_MAX, CERT_MIN, RAW_CAP, free_tokens
from .state import MagnaState

CAT = catalogue()


def invariants(state: MagnaState) -> list[str]:
    """Check conservation of cards and tokens and the limits of every track."""
    broken: list[str] = []
    cards: list[str] = list(state.box) + list(state.discard) + list(state.market)
    for deck in state.market_decks:
        cards += deck
    for area in state.areas:
        cards += area
        if len(area) != 3:
            broken.append("area_size")
    buildings: list[str] = list(state.display) + list(state.draft_pool)
    for deck in state.building_decks:
        buildings += deck
    if state.placing:
        buildings.append(state.placing)
    for seat, p in enumerate(state.players):
        cards += p.hand
        buildings += [pr.card for pr in p.projects]
        for row in p.left + p.right:
            buildings += row
        for g in range(4):
            if not 0 <= p.raw[g] <= RAW_CAP:
                broken.append(f"raw_out_of_range:{seat}")
            if not CERT_MIN <= p.cert[g] <= CERT_MAX or p.cert[g] <= p.raw[g]:
                broken.append(f"certificate_out_of_range:{seat}")
            if p.refined[g] < 0:
                broken.append(f"negative_refined:{seat}")
        for pr in p.projects:
            cost = CAT.buildings[pr.card].cost
            if any(not 0 <= pr.placed[g] <= cost[g] for g in range(4)):
                broken.append(f"project_overfilled:{seat}")
        if p.vp < 1:
            broken.append(f"vp_below_1:{seat}")
        if free_tokens(p) < 0:
            broken.append(f"tokens_exceeded:{seat}")
        if len(set(p.merchants)) != 3:
            broken.append(f"merchants:{seat}")
        if p.opera != sum(d.count(seat) for d in state.deliveries):
            broken.append(f"opera_tokens:{seat}")
    if len(cards) != len(CAT.cards) or set(cards) != CAT.cards.keys():
        broken.append("trade_cards_not_conserved")
    if len(buildings) != len(CAT.buildings) or set(buildings) != CAT.buildings.keys():
        broken.append("buildings_not_conserved")
    if sorted(state.worksites) != sorted(CAT.worksites):
        broken.append("worksites_not_conserved")
    if any(len(set(d)) != len(d) for d in state.deliveries):
        broken.append("double_delivery")
    if len(state.pending_sources) != len(state.pending):
        broken.append("pending_without_source")
    return broken
