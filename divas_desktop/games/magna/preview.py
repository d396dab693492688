"""What the view shows ahead of a decision: the activation preview, the rounds left and
the measures a drop's preview compares (``measures``: the payment and the gain).

Nothing here restates a rule: the preview plays the engine's own ``pay_cost`` handler on
a copy of the state and reads what it did; discounts and costs come from ``economy.py``;
``Game.preview`` applies a dropped action on a copy and compares ``measures`` before and
after (``core/preview.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from ...core.preview import Measure, Measures
from .actions import PayCost
from .data import RAW, REFINED, Catalogue
from .economy import city_cost, city_profit, discounts
from .handlers import HANDLERS
from .state import MagnaState


class _Project(Protocol):
    """What the measures read of a Building under Construction (``views.ProjectView``)."""

    card: str
    placed: list[int]


class _Shop(Protocol):
    """What the measures read of a shop in the view (``views.ShopView``, which imports
    this module for the activation preview)."""

    @property
    def projects(self) -> Sequence[_Project]: ...

    raw: list[int]
    refined: list[int]
    certificates: list[int]
    vp: int


class _Table(Protocol):
    """What the measures read of the view (``views.MagnaView``)."""

    viewer: int | None

    @property
    def players(self) -> Sequence[_Shop]: ...


class ActivationPreview(BaseModel):
    """G1: what paying the activated city would cost and give now (MAG-040..051)."""

    model_config = ConfigDict(frozen=True)

    city: int
    cost: list[int]
    """Raw goods shown in the city's Cost area."""
    discounts: list[int]
    """Every discount that applies now: the shop's, the left buildings', the city power's."""
    due: list[int]
    """What is left to pay after the discounts (MAG-041)."""
    from_goods: list[int]
    """Paid with goods from the raw tracks (MAG-042)."""
    from_certificates: list[int]
    """Paid by moving certificates left, where goods are missing (MAG-043)."""
    vp_lost: int
    """Paid with VP where neither goods nor certificates suffice (MAG-045, MAG-046)."""
    profit_raw: list[int]
    """Raw goods shown in the Profit area."""
    profit_refined: list[int]
    """Refined goods shown in the Profit area."""
    raw: list[int]
    """Raw goods actually gained (units beyond 9 are lost, MAG-050)."""
    refined: list[int]
    """Refined goods actually gained (as far as player tokens last, G-MAG-11)."""
    bonus_raw: list[int]
    """Raw goods the green buildings on the right add after the activation."""
    bonus_refined: list[int]
    bonus_vp: int
    bonus_choices: int
    """Raw goods of the player's choice the green buildings add (chosen afterwards)."""


def activation_preview(cat: Catalogue, state: MagnaState) -> ActivationPreview:
    """G1: play ``pay_cost`` on a copy of ``state`` and say what it cost and gave."""
    player = state.player
    city = state.activated // 2
    cost = city_cost(cat, state, city)
    off = discounts(cat, state, player)
    shown_raw, shown_refined = city_profit(cat, state, city)
    step = HANDLERS[PayCost](state, state.active, PayCost())
    paid = profit = None
    bonus_raw, bonus_refined = [0, 0, 0, 0], [0, 0, 0, 0]
    bonus_vp = 0
    for event in step.events:
        params = event.params
        if event.kind == "magna.cost_paid":
            paid = params
        elif event.kind == "magna.profit_gained":
            profit = params
        elif event.kind == "magna.vp_gained":
            bonus_vp += params["amount"]
        elif event.kind == "magna.raw_gained":
            bonus_raw[RAW.index(params["good"].rsplit(".", 1)[1])] += params["amount"]
        elif event.kind == "magna.refined_gained":
            bonus_refined[REFINED.index(params["good"].rsplit(".", 1)[1])] += params["amount"]
    assert paid is not None and profit is not None
    choices = sum(left for kind, _s, left, _d, _c in step.state.pending if kind == "raw")
    return ActivationPreview(
        city=city,
        cost=cost,
        discounts=[min(cost[g], off[g]) for g in range(4)],
        due=[max(0, cost[g] - off[g]) for g in range(4)],
        from_goods=list(paid["goods_by_type"]),
        from_certificates=list(paid["certificates_by_type"]),
        vp_lost=paid["vp"],
        profit_raw=shown_raw,
        profit_refined=shown_refined,
        raw=list(profit["raw_by_type"]),
        refined=list(profit["refined_by_type"]),
        bonus_raw=bonus_raw,
        bonus_refined=bonus_refined,
        bonus_vp=bonus_vp,
        bonus_choices=choices,
    )


def rounds_left(cat: Catalogue, state: MagnaState) -> int:
    """G4: rounds still to play after the current one, as the market's decks tell it.

    Every turn but the last round's takes one market card and reveals the next
    (MAG-080..082); the round after the one that reveals the last card is the last
    (MAG-083, A-MAG-03).
    """
    if state.phase == "over":
        return 0
    if state.last_round:
        return state.last_round - state.round
    cards = sum(len(deck) for deck in state.market_decks)
    if state.phase == "draft":
        turns_now, base = state.seats, 1  # before round 1: round 1 is still to come
    else:
        turns_now, base = state.seats - state.active, 0  # the active seat has yet to take
    if cards <= turns_now:
        return base + 1
    return base + -(-(cards - turns_now) // state.seats) + 1


def measures(view: _Table) -> Measures:
    """The viewer's goods, refined goods, certificates, VP and buildings under construction:
    the payment and the gain."""
    seat = view.viewer
    if seat is None:
        return {}
    shop = view.players[seat]
    found: Measures = {}
    for index, good in enumerate(RAW):
        named = {"good": f"magna.good.{good}"}
        found[f"raw.{good}"] = Measure("magna.preview.goods", shop.raw[index], named)
    for index, good in enumerate(REFINED):
        named = {"good": f"magna.good.{good}"}
        found[f"refined.{good}"] = Measure("magna.preview.goods", shop.refined[index], named)
    for index, good in enumerate(RAW):
        named = {"good": f"magna.good.{good}"}
        found[f"certificates.{good}"] = Measure(
            "magna.preview.certificates", shop.certificates[index], named
        )
    found["vp"] = Measure("magna.preview.vp", shop.vp)
    for project in shop.projects:  # a good placed on a building: how far it has come
        if sum(project.placed):
            found[f"project.{project.card}"] = Measure(
                "magna.preview.project", sum(project.placed), {"card": project.card}, True
            )
    return found
