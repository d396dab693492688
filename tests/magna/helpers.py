"""Shared helpers for the Opera Magna rule tests: set-ups and scripted turns."""

from __future__ import annotations

from divas_desktop.games.magna.actions import (
    EndRefining,
    MoveMerchant,
    PayCost,
    PlayCard,
    TakeMarketCard,
)
from divas_desktop.games.magna.config import MagnaConfig
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.state import MagnaState

CAT = GAME.cat
LEAD, WOOD, MARBLE, SAND = 0, 1, 2, 3
BELL, PLANKS, COLUMN, GLASS = 0, 1, 2, 3


def fresh(seats: int = 4, seed: int = 1, **options) -> MagnaState:
    """The state right after set-up (the building draft comes next)."""
    return GAME.initial_state(MagnaConfig(seats=seats, **options), seed)


def drafted(seats: int = 4, seed: int = 1) -> MagnaState:
    """The state after a draft in which every seat takes the first offered building."""
    state = fresh(seats, seed)
    while state.phase == "draft":
        seat = GAME.to_move(state)[0]
        state = play(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def play(state: MagnaState, seat: int, action) -> MagnaState:
    """Apply a legal action (asserting it is legal); the result may be edited in place."""
    assert action in GAME.legal_actions(state, seat), (action, state.phase)
    return GAME.apply(state, seat, action).state.deep_clone()


def kinds(state: MagnaState, seat: int | None = None) -> set[str]:
    """The kinds of the legal actions of the seat to move."""
    if seat is None:
        seat = GAME.to_move(state)[0]
    return {a.kind for a in GAME.legal_actions(state, seat)}


def set_area(state: MagnaState, area: int, cards: list[str]) -> None:
    """Put exactly these trade cards in an area, swapping them with wherever they were."""
    for slot, card in enumerate(cards):
        _swap(state, state.areas[area], slot, card)


def _swap(state: MagnaState, holder: list[str], slot: int, card: str) -> None:
    old = holder[slot]
    if old == card:
        return
    places = [
        state.box,
        state.discard,
        state.market,
        *state.market_decks,
        *state.areas,
        *(p.hand for p in state.players),
    ]
    for place in places:
        if card in place:
            place[place.index(card)] = old
            holder[slot] = card
            return
    raise AssertionError(card)


def card_with(
    group: str,
    cost: tuple | None = None,
    raw: tuple | None = None,
    refined: tuple | None = None,
    exclude: tuple = (),
) -> str:
    """Find a trade card id of ``group`` with the given vectors."""
    for c in CAT.cards.values():
        if c.group != group or c.id in exclude:
            continue
        if cost is not None and c.cost != cost:
            continue
        if raw is not None and c.raw != raw:
            continue
        if refined is not None and c.refined != refined:
            continue
        return c.id
    raise AssertionError("no such card")


def to_pay_phase(state: MagnaState, target: int, card: str | None = None) -> MagnaState:
    """Move a merchant of the active seat to ``target`` and play ``card`` (or the first)."""
    seat = state.active
    p = state.players[seat]
    if target in p.merchants:
        raise AssertionError("target holds the merchant already")
    state = play(state, seat, MoveMerchant(source=p.merchants[0], target=target))
    card = card or state.players[seat].hand[0]
    return play(state, seat, PlayCard(card=card))


def finish_turn(state: MagnaState) -> MagnaState:
    """From the pay phase, pay, end refining and take the free market card."""
    seat = state.active
    if state.phase == "pay":
        state = play(state, seat, PayCost())
    while state.phase == "refine":
        state = play(
            state,
            seat,
            GAME.legal_actions(state, seat)[0] if state.placing or state.pending else EndRefining(),
        )
    while state.phase == "replenish":
        state = play(state, seat, GAME.legal_actions(state, seat)[0])
    if state.phase == "market":
        state = play(state, seat, TakeMarketCard(slot=0))
    return state


def whole_turn(state: MagnaState) -> MagnaState:
    """Play a plain turn for the active seat: first legal merchant move, first card."""
    seat = state.active
    state = play(state, seat, GAME.legal_actions(state, seat)[0])
    state = play(state, seat, GAME.legal_actions(state, seat)[0])
    return finish_turn(state)


def take_building(state: MagnaState, card: str) -> None:
    """Take a building card out of play for a test, keeping the cards conserved."""
    for deck in state.building_decks:
        if card in deck:
            deck.remove(card)
            return
    spare = next(d for d in reversed(state.building_decks) if d).pop()
    if card in state.display:
        state.display[state.display.index(card)] = spare
        return
    for pl in state.players:
        for pr in pl.projects:
            if pr.card == card:
                pr.card, pr.placed = spare, [0, 0, 0, 0]
                return
        for row in pl.left + pl.right:
            if card in row:
                row[row.index(card)] = spare
                return
    raise AssertionError(card)
