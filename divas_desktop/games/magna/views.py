"""What a seat may see of the table: hands of others and deck contents become counts."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from divas_desktop.core.types import Seat

from .data import Catalogue
from .economy import free_tokens
from .legal import carts
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


def player_view(cat: Catalogue, state: MagnaState, viewer: int | None) -> MagnaView:
    """Build the view of ``viewer``."""
    players = []
    for seat, p in enumerate(state.players):
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
