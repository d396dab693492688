"""Computer players: a greedy evaluator with a short look-ahead over the city activation.

The bot plans the merchant move and the card together (it tries every pair, pays and
scores the result), then spends refined goods greedily: construct, deliver to worksites,
convert, in whatever order raises its evaluation most. Ties are broken by the seed.
"""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action

from .data import Catalogue
from .handlers import HANDLERS
from .legal import CAT, TABLE, carts, legal_actions
from .scoring import category_points
from .state import MagnaState

RAW_VALUE = 0.45
REFINED_VALUE = 0.3
CERT_STEP_VALUE = 0.2
HAND_RAW = 0.5
HAND_REFINED = 0.9
HAND_COST = 0.15


def _refined_value(cat: Catalogue, state: MagnaState, seat: int) -> float:
    """Refined goods held now: worth more when a project needs them or a cart is free."""
    p = state.players[seat]
    if not any(p.refined):
        return 0.0
    need = [0, 0, 0, 0]
    for project in p.projects:
        cost = cat.buildings[project.card].cost
        for g in range(4):
            need[g] += cost[g] - project.placed[g]
    free_carts = carts(p) - state.carts_used if state.active == seat else 0
    value = 0.0
    for g in range(4):
        have = p.refined[g]
        used = min(have, need[g])
        value += 1.3 * used
        rest = have - used
        deliver = min(rest, max(0, free_carts))
        free_carts -= deliver
        value += 1.6 * deliver + REFINED_VALUE * (rest - deliver)
    return value


def evaluate(cat: Catalogue, state: MagnaState, seat: int) -> float:
    """Estimate how good ``state`` is for ``seat`` (points now plus engine and goods)."""
    p = state.players[seat]
    rounds_left = max(0, 9 - state.round) if state.round else 9
    value = float(sum(category_points(cat, state, seat)))
    for g in range(4):
        value += RAW_VALUE * min(p.raw[g], 4) + 0.08 * max(0, p.raw[g] - 4)
        value += CERT_STEP_VALUE * min(p.cert[g], 8)
    value += _refined_value(cat, state, seat)
    value += 0.3 * rounds_left * carts(p)
    conversions = sum(1 for row in p.left if row)
    discount = sum(sum(cat.buildings[b].discount) for row in p.left for b in row)
    value += 0.12 * rounds_left * conversions + 0.06 * rounds_left * discount
    for project in p.projects:
        b = cat.buildings[project.card]
        value += 0.2 * (b.size + 1) + 0.5 * (b.size + 2) * sum(project.placed) / sum(b.cost)
    # A trade card is worth what it brings when played, if a turn is left to play it.
    playable = min(1.0, rounds_left / len(p.hand)) if p.hand else 0.0
    for card in p.hand:
        c = cat.cards[card]
        value += playable * (HAND_RAW * sum(c.raw) + HAND_REFINED * sum(c.refined))
        value -= playable * HAND_COST * sum(c.cost)
    for kind, steps, left, _distinct, _chosen in state.pending:
        value += left * (RAW_VALUE if kind == "raw" else CERT_STEP_VALUE * steps)
    return value


def _after(state: MagnaState, seat: int, action: Action) -> MagnaState:
    """The state after a legal action (no legality check: it comes from legal_actions)."""
    return HANDLERS[type(action)](state, seat, action).state


def _value(state: MagnaState, seat: int, depth: int = 3) -> float:
    """Evaluate ``state``, first resolving forced follow-ups (placement, choices, payment)."""
    if depth > 0 and state.active == seat and state.phase != "over":
        if state.phase == "pay":
            return _value(_after(state, seat, TABLE.pay_cost), seat, depth - 1)
        if state.phase == "card" and state.players[seat].hand:
            return max(
                _value(_after(state, seat, a), seat, depth - 1) for a in legal_actions(state, seat)
            )
        if (
            state.phase == "refine"
            and (state.placing or state.pending)
            and legal_actions(state, seat)
        ):
            return max(
                _value(_after(state, seat, a), seat, depth - 1) for a in legal_actions(state, seat)
            )
    return evaluate(CAT, state, seat)


def _best(state: MagnaState, seat: int, rng: Rng, candidates: list[Action]) -> Action:
    best: list[Action] = []
    best_value = float("-inf")
    for action in candidates:
        value = _value(_after(state, seat, action), seat)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def choose_action(state: MagnaState, seat: int, seed: int) -> Action:
    """Choose a sensible legal action for ``seat`` (deterministic in ``seed``)."""
    legal = legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed, "magna-bot")
    return _best(state, seat, rng, legal)
