"""Invariants of a Sipario! table: every card conserved, no negative purse or notoriety."""

from __future__ import annotations

from functools import lru_cache

from .data import CardData, load
from .state import State


@lru_cache(maxsize=1)
def _box() -> tuple[str, ...]:
    """Every play card of the box, sorted."""
    data = load()
    return tuple(sorted([*data.singers, *data.action_cards, data.fool_id]))


def invariants(state: State, data: CardData) -> list[str]:
    """Card conservation (all piles) and non-negative resources."""
    broken = []
    seen = [*state.deck, *state.debut_pile] + [card for card, _ in state.discard]
    seen += [card for card, _ in state.blind]
    seen += [*state.exceptions, *state.exceptions_hidden, *state.aside]
    for player in state.players:
        seen += player.hand
    for prod in state.staging:
        seen += [slot.card for slot in prod.slots if slot is not None]
        seen += [effect.card for effect in prod.effects if effect.card]
        seen += [effect.seducer for effect in prod.effects if effect.seducer]
        seen += prod.gone + prod.returning + prod.covers
    if state.extra is not None:
        seen += state.extra.cards + [effect[0] for effect in state.extra.effects]
    if tuple(sorted(seen)) != _box():
        broken.append("play cards not conserved")
    operas = [*state.opera_deck, *state.opera_discard]
    for player in state.players:
        operas += [*player.season, *player.staged]
    if sorted(operas) != sorted(data.operas):
        broken.append("opera cards not conserved")
    for seat, player in enumerate(state.players):
        if player.gold < 0 or player.pn < 0 or player.markers < 0:
            broken.append(f"negative resource at seat {seat}")
        if sum(player.ledger.values()) != player.pn:
            broken.append(f"ledger mismatch at seat {seat}")
        if len(player.staged_pn) != len(player.staged):
            broken.append(f"staged operas and their PN differ in number at seat {seat}")
    return broken
