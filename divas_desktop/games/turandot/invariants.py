"""Invariants of a Turandot state: every card in exactly one place, sane counts."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from .data import directors, singer_ids
from .state import TurandotState, player_cards, summary_card


@cache
def _expected(deck_kind: str) -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(singer_ids(deck_kind)), frozenset(directors())


def _exactly(placed: list[str], expected: Iterable[str]) -> bool:
    """Whether ``placed`` holds every expected card exactly once."""
    wanted = expected if isinstance(expected, frozenset) else frozenset(expected)
    return len(placed) == len(wanted) and set(placed) == wanted


def invariants(state: TurandotState) -> list[str]:
    """Return a description of every broken invariant (empty when all hold)."""
    broken: list[str] = []
    for seat, company in enumerate(state.companies):
        places = [
            *company.hand,
            *company.bid,
            *company.spent,
            *company.scene,
            *company.boxed,
            summary_card(seat),
        ]
        if not _exactly(places, player_cards(seat)):
            broken.append(f"seat {seat}: player cards not conserved")
        if len(company.spent) + len(company.scene) > 3:
            broken.append(f"seat {seat}: more than three money cards used")
        if len(company.singers) > 6:
            broken.append(f"seat {seat}: more than six singers")
        if company.cast and sorted(company.cast) != sorted(company.singers):
            broken.append(f"seat {seat}: the cast is not the hired singers")
    all_singers, all_directors = _expected(state.deck_kind)
    singers_placed = [*state.deck, *state.removed_singers]
    directors_placed = [
        *state.director_pile,
        *state.removed_directors,
        *(d for _, d in state.fired),
    ]
    for card in state.casting:
        if card is not None:
            (directors_placed if card in all_directors else singers_placed).append(card)
    for company in state.companies:
        singers_placed += company.singers
        if company.director is not None:
            directors_placed.append(company.director)
    if not _exactly(singers_placed, all_singers):
        broken.append("singers not conserved")
    if not _exactly(directors_placed, all_directors):
        broken.append("directors not conserved")
    if len(state.fired) > 3:
        broken.append("more than three directors fired")
    return broken
