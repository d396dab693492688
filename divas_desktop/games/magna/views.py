"""What a seat may see of the table: hands of others and deck contents become counts.

Besides the table itself the view carries what a board needs to *show* the rules without
knowing them (BOARDS.md §3.1, G1–G5), all computed here by the engine's own functions:
the activation preview (``activation``), each shop's standing discounts, what asks a
pending choice (``pending_source``), the rounds left and a live projection of the final
score by category (``ShopView.projection``).
"""

from __future__ import annotations

from dataclasses import replace

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import Seat

from .data import Catalogue
from .economy import discounts, free_tokens
from .legal import carts, to_move
from .preview import ActivationPreview, activation_preview, rounds_left
from .scoring import category_points, outcome, tie_key
from .state import MagnaState


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class ProjectView(_View):
    """A Building under Construction and the refined goods on it (by good index)."""

    card: str
    placed: list[int]


class ShopView(_View):
    """One workshop master as a seat may see it."""

    seat: int
    shop: str
    raw: list[int]
    certificates: list[int]
    certificate_levels: list[int]
    vp: int
    hand: list[str] | None
    """The cards, for the owner only; ``None`` for everybody else."""
    hand_count: int
    merchants: list[int]
    refined: list[int]
    projects: list[ProjectView]
    left: list[list[str]]
    right: list[list[str]]
    carts: int
    opera_tokens: int
    free_tokens: int
    discounts: list[int] = [0, 0, 0, 0]
    """G2: the standing discount on each raw good in every activation (the shop's starting
    discount plus the left buildings'; a city power's one-off discount is ``power_discount``)."""
    projection: list[int] = []
    """G5: the eight final-score categories if the game ended now (rulebook order)."""
    tokens_by_level: list[int] = [0, 0, 0]
    """Worksites holding one of this seat's tokens, by level 1..3 (the tie-break)."""
    opera_fewer: list[int] = []
    """MAG-093: the other seats with fewer tokens on the Opera board than this one (each
    worth 2 VP to it at the end): the majorities behind the Opera category."""


class WorksiteView(_View):
    """A worksite slot of the Opera board."""

    slot: int
    level: int
    column: int
    token: str
    side: int
    good: int
    seats: list[int]


class MagnaView(_View):
    """The player view of Opera Magna (``viewer`` None = public)."""

    viewer: int | None
    phase: str
    round: int
    last_round: int
    active: int
    players: list[ShopView]
    areas: list[list[str]]
    powers: list[str]
    market: list[str]
    market_slot_costs: list[int]
    market_deck_counts: list[int]
    discard: list[str]
    building_deck_counts: list[int]
    display: list[str]
    draft_pool: list[str]
    worksites: list[WorksiteView]
    activated: int
    power_left: int
    power_discount: int
    carts_used: int
    conversions_used: list[bool]
    pending: list[tuple[str, int, int, bool, list[int]]]
    placing: str
    to_move: list[int] = []
    """The seat that must decide now (the drafting seat during the draft)."""
    pending_source: str = ""
    """G3: the building or worksite whose effect asks the first pending choice ('' none)."""
    rounds_left: int = 0
    """G4: rounds still to play after the current one (0 in the last round)."""
    activation: ActivationPreview | None = None
    """G1: what paying the activated city costs and gives, while the payment is due."""
    winners: list[int] = []
    """Once the game is over: the winners after the tie-break."""
    tie_break: str | None = None
    """Once the game is over: the text code of how a tie was broken, if there was one."""


def player_view(cat: Catalogue, state: MagnaState, viewer: int | None) -> MagnaView:
    """Build the view of ``viewer``."""
    # The city power's discount belongs to this activation only, not to a shop.
    unpowered = state if state.power_discount < 0 else replace(state, power_discount=-1)
    players = []
    for seat, p in enumerate(state.players):
        total, level3, level2, _raw = tie_key(state, seat)
        players.append(
            ShopView(
                seat=seat,
                shop=cat.shops[p.shop].id,
                raw=list(p.raw),
                certificates=list(p.cert),
                certificate_levels=[cat.certificate_levels[c] for c in p.cert],
                vp=p.vp,
                hand=list(p.hand) if viewer == seat else None,
                hand_count=len(p.hand),
                merchants=list(p.merchants),
                refined=list(p.refined),
                projects=[ProjectView(card=pr.card, placed=list(pr.placed)) for pr in p.projects],
                left=[list(r) for r in p.left],
                right=[list(r) for r in p.right],
                carts=carts(p),
                opera_tokens=p.opera,
                free_tokens=free_tokens(p),
                discounts=discounts(cat, unpowered, p),
                projection=list(category_points(cat, state, seat)),
                tokens_by_level=[total - level2 - level3, level2, level3],
                opera_fewer=[
                    other
                    for other, rival in enumerate(state.players)
                    if other != seat and rival.opera < p.opera
                ],
            )
        )
    worksites = []
    for slot in range(12):
        token = state.worksites[slot]
        side = state.sides[slot]
        worksites.append(
            WorksiteView(
                slot=slot,
                level=slot // 4 + 1,
                column=slot % 4,
                token=token,
                side=side,
                good=cat.worksites[token].sides[side][0],
                seats=list(state.deliveries[slot]),
            )
        )
    over = outcome(cat, state) if state.phase == "over" else None
    return MagnaView(
        viewer=viewer,
        phase=state.phase,
        round=state.round,
        last_round=state.last_round,
        active=state.active,
        players=players,
        areas=[list(a) for a in state.areas],
        powers=list(state.powers),
        market=list(state.market),
        market_slot_costs=list(cat.slot_costs[state.market_side]),
        market_deck_counts=[len(d) for d in state.market_decks],
        discard=list(state.discard),
        building_deck_counts=[len(d) for d in state.building_decks],
        display=list(state.display),
        draft_pool=list(state.draft_pool),
        worksites=worksites,
        activated=state.activated,
        power_left=state.power_left,
        power_discount=state.power_discount,
        carts_used=state.carts_used,
        conversions_used=list(state.conversions_used),
        pending=[(k, st, le, d, list(ch)) for k, st, le, d, ch in state.pending],
        placing=state.placing,
        to_move=list(to_move(state)),
        pending_source=state.pending_sources[0] if state.pending_sources else "",
        rounds_left=rounds_left(cat, state),
        activation=activation_preview(cat, state) if state.phase == "pay" else None,
        winners=list(over.winners) if over is not None else [],
        tie_break=over.tie_break if over is not None else None,
    )


def secrets(state: MagnaState) -> dict[Seat | None, set[str]]:
    """Hands belong to their owners; deck contents and the box to nobody."""
    hidden: dict[Seat | None, set[str]] = {
        seat: set(player.hand) for seat, player in enumerate(state.players)
    }
    nobody = set(state.box)
    for deck in state.market_decks:
        nobody.update(deck)
    for deck in state.building_decks:
        nobody.update(deck)
    hidden[None] = nobody
    return hidden
