"""Computer players: a short look-ahead over the seat's own decisions with a heuristic.

The bot closes operas it leads, sends notes, sings on valuable keys and keeps its cards in
chronological order on the Timeline, because each of those raises :func:`evaluate`.
"""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action

from .handlers import HANDLERS
from .legal import legal_actions, to_move
from .piano import tables
from .scoring import outcome, timeline_points
from .state import DivasState

APPLAUSE_WEIGHT = 0.6
"""Applause is worth less than VP until the opera closes, so the bot likes closing."""
MAX_NODES = 120


def evaluate(state: DivasState, seat: int) -> float:
    """Return how good the state looks for ``seat`` (own minus opponent's estimate)."""
    if state.phase == "over":
        scores = outcome(state).scores
        return 1000.0 * (scores[seat] - scores[1 - seat])
    line = timeline_points(state.timeline, state.timeline_rule)
    vp_keys = tables().vp
    total = [0.0, 0.0]
    for s in (0, 1):
        value = state.vp[s] + 0.9 * line[s]
        value += 0.8 * sum(vp_keys[k] for k, o in enumerate(state.piano) if o == s)
        value += 0.25 * (state.tessitura[s][1] - state.tessitura[s][0])
        value += 2.0 * sum(row.count(s) for row in state.orchestra.values())
        for house in state.houses.values():
            value += APPLAUSE_WEIGHT * house.applause[s]
            lean = house.fame if s == 0 else -house.fame
            value += 0.4 * max(0, lean)
        total[s] = value
    return total[seat] - total[1 - seat]


def _after(state: DivasState, seat: int, action: Action) -> DivasState:
    return HANDLERS[type(action)](state, seat, action).state


def _search(state: DivasState, seat: int, depth: int, budget: list[int]) -> float:
    """Best heuristic value reachable through the seat's own next decisions."""
    if depth == 0 or budget[0] <= 0 or to_move(state) != (seat,):
        return evaluate(state, seat)
    best = None
    for action in legal_actions(state, seat):
        budget[0] -= 1
        value = _search(_after(state, seat, action), seat, depth - 1, budget)
        best = value if best is None or value > best else best
        if budget[0] <= 0:
            break
    return evaluate(state, seat) if best is None else best


def choose(state: DivasState, seat: int, seed: int) -> Action:
    """Return the bot's action for ``seat`` (deterministic in ``seed``)."""
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    order = Rng.from_seed(seed, "divas-bot").shuffled(list(range(len(actions))))
    depth = 2 if state.phase in ("move", "black_key") or state.tasks else 1
    if state.phase == "actions" and not state.tasks:
        depth = 2
    best_action, best_value = actions[order[0]], None
    for index in order:
        action = actions[index]
        budget = [MAX_NODES // len(actions) + 1]
        value = _search(_after(state, seat, action), seat, depth - 1, budget)
        if best_value is None or value > best_value + 1e-9:
            best_action, best_value = action, value
    return best_action
