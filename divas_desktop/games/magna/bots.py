"""Computer players of Opera Magna: Easy, Normal and Hard (issue 35).

Normal is a greedy evaluator with a short look-ahead over the city activation: it plans
the merchant move and the card together (it tries every pair, pays and scores the
result), then spends refined goods greedily: construct, deliver to worksites, convert,
in whatever order raises its evaluation most. A refined good counts as deliverable only
when a worksite would take it now (else a bot turned raw goods into a refined good and
straight back, 34 times per 100 turns), and a conversion is never undone in its turn.
Ties are broken by the seed.

Easy looks one step ahead only and now and then takes a good move rather than the best
one. Hard searches (``core.search``): it tries Normal's best few moves on tables drawn
consistently with what it knows, plays on with Normal players and keeps what wins most.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from divas_desktop.core.bots import Information, Level
from divas_desktop.core.rng import Rng
from divas_desktop.core.search import search, standing
from divas_desktop.core.types import Action

from .actions import Convert, ShopConvert
from .codes import refined_code
from .data import Catalogue
from .handlers import HANDLERS
from .legal import CAT, TABLE, carts, legal_actions, to_move
from .scoring import category_points, outcome
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
    sites = _open_worksites(cat, state, seat) if free_carts > 0 else (0, 0, 0, 0)
    value = 0.0
    for g in range(4):
        have = p.refined[g]
        used = min(have, need[g])
        value += 1.3 * used
        rest = have - used
        deliver = min(rest, max(0, free_carts), sites[g])  # only where a worksite takes it
        free_carts -= deliver
        value += 1.6 * deliver + REFINED_VALUE * (rest - deliver)
    return value


def _open_worksites(cat: Catalogue, state: MagnaState, seat: int) -> tuple[int, ...]:
    """For each good, the worksites that would take it from ``seat`` now (MAG-068…074,
    the conditions of ``legal.can_deliver`` but the cart and the good in hand)."""
    player = state.players[seat]
    open_ = [0, 0, 0, 0]
    for slot in range(12):
        site = cat.worksites[state.worksites[slot]]
        good = site.sides[state.sides[slot]][0]
        if seat in state.deliveries[slot] or cat.certificate_levels[player.cert[good]] < site.level:
            continue
        if all(state.deliveries[4 * lower + slot % 4] for lower in range(site.level - 1)):
            open_[good] += 1
    return tuple(open_)


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
    values = [_value(_after(state, seat, action), seat) for action in candidates]
    return _pick(candidates, values, rng)


def _pick(candidates: list[Action], values: list[float], rng: Rng) -> Action:
    """Normal's choice: the best value, ties drawn from ``rng`` (in the listed order)."""
    best: list[Action] = []
    best_value = float("-inf")
    for action, value in zip(candidates, values, strict=True):
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def _sensible(legal: list[Action], converted: Sequence[tuple[str, str]]) -> list[Action]:
    """The legal actions less a conversion undoing one made earlier in this turn (a raw
    good turned refined and straight back, or the reverse): nothing would be gained.

    ``converted``: this turn's conversions (``converted`` | ``shop_converted``, good code).
    """
    if not converted:
        return legal
    made = set(converted)
    kept = [
        a
        for a in legal
        if not (
            isinstance(a, Convert)
            and ("shop_converted", refined_code(a.good)) in made
            or isinstance(a, ShopConvert)
            and ("converted", refined_code(a.good)) in made
        )
    ]
    return kept or legal


def choose_action(
    state: MagnaState, seat: int, seed: int, converted: Sequence[tuple[str, str]] = ()
) -> Action:
    """Choose a sensible legal action for ``seat`` (deterministic in ``seed``).

    ``converted``: the conversions ``seat`` made earlier in this turn (its memory).
    """
    legal = _sensible(legal_actions(state, seat), converted)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed, "magna-bot")
    return _best(state, seat, rng, legal)


# --- Easy -------------------------------------------------------------------------------
EASY_SLIP = 0.3
"""How often Easy takes its second-best move (by a shorter look) instead of its best."""


def easy_action(state: MagnaState, seat: int, seed: int) -> Action:
    """Easy: the move that looks best right away (no look past forced steps), now and then
    the second best, as a newcomer weighing two moves would."""
    legal = legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed, "magna-easy")
    valued = sorted(
        (
            (evaluate(CAT, _after(state, seat, a), seat), rng.below(1 << 30), i)
            for i, a in enumerate(legal)
        ),
        reverse=True,
    )
    pick = 1 if rng.below(1000) < EASY_SLIP * 1000 else 0
    return legal[valued[pick][2]]


# --- Hard -------------------------------------------------------------------------------
HARD_ACTIONS_PER_SECOND = 1_800
"""Simulated actions Hard may spend per second of its budget (each a Normal decision and
its step; measured so that a decision takes under a second, p95, on a 2-core machine
shared with other work; ``benchmarks/bot_levels.py`` prints the times)."""
HARD_CANDIDATES = 5
"""Normal's best few moves that Hard compares by play-outs."""
PLAY_OUT_ACTIONS = 30
"""About the actions of one play-out (to the end of the seat's next turn)."""
HEAD_START = 0.01
SCALE = 12.0
"""Evaluation points worth about a whole game at the horizon of a play-out."""


def _position(state: MagnaState, seat: int) -> float:
    """How the table looks to ``seat``, about 0…1: the final standing once the game is
    over, else its evaluation against the best rival's, squashed."""
    if state.phase == "over":
        result = outcome(CAT, state)
        return standing(result.scores, seat, result.winners, 15.0)
    mine = evaluate(CAT, state, seat)
    best = max(evaluate(CAT, state, other) for other in range(state.seats) if other != seat)
    return 0.5 + 0.5 * math.tanh((mine - best) / SCALE)


def _play_out(world: MagnaState, seat: int, first: Action, rng: Rng) -> tuple[float, int]:
    """Play ``first``, then Normal for everyone until ``seat`` has finished its next turn
    (or the game ends); return the position for ``seat`` and the actions played."""
    state = _after(world, seat, first)
    steps = 1
    turns_seen = 0
    was_active = state.active == seat
    while state.phase != "over":
        mover = to_move(state)[0]
        if state.active == seat and not was_active:
            turns_seen += 1
        was_active = state.active == seat
        if turns_seen >= 1 and state.active != seat and state.phase == "merchant":
            break  # the seat's next turn is over
        action = choose_action(state, mover, rng.below(1 << 30))
        state = _after(state, mover, action)
        steps += 1
    return _position(state, seat), steps


def hard_action(info: Information[MagnaState], seed: int, budget_ms: int) -> Action:
    """Hard: Normal's best few moves compared by play-outs on drawn tables."""
    state, seat = info.masked, info.seat
    converted = info.memory.converted if info.memory is not None else ()
    legal = _sensible(legal_actions(state, seat), converted)
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(seed, "magna-hard")
    values = [_value(_after(state, seat, action), seat) for action in legal]
    normal = _pick(legal, values, Rng.from_seed(seed, "magna-bot"))  # as choose_action does
    order = sorted(range(len(legal)), key=lambda i: (-round(values[i], 9), i))
    ranked = [normal] + [legal[i] for i in order if legal[i] != normal]
    work = max(1, HARD_ACTIONS_PER_SECOND * budget_ms // 1000)
    # A small budget compares fewer moves: every candidate costs a play-out at least.
    ranked = ranked[: max(2, min(HARD_CANDIDATES, work // PLAY_OUT_ACTIONS))]
    verdict = search(
        info,
        len(ranked),
        lambda world, i, stream: _play_out(world, seat, ranked[i], stream),
        work,
        rng,
        HEAD_START,
    )
    return ranked[verdict.choice]


def choose(info: Information[MagnaState], level: Level, seed: int, budget_ms: int) -> Action:
    """The action of a computer seat at ``level``, from what it knows."""
    if level == "easy":
        return easy_action(info.masked, info.seat, seed)
    if level == "hard":
        return hard_action(info, seed, budget_ms)
    converted = info.memory.converted if info.memory is not None else ()
    return choose_action(info.masked, info.seat, seed, converted)
