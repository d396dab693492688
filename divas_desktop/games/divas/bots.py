"""Computer divas: Easy, Normal and Hard (issue 35).

Normal looks a short way ahead over the seat's own decisions with a heuristic: it closes
operas it leads, sends notes, sings on valuable keys and keeps its cards in chronological
order on the Timeline, because each of those raises :func:`evaluate`. Easy looks one
step ahead only, and now and then takes its second-best move. Hard searches
(``core.search``): it compares Normal's best few moves by playing on, with Normal for
both divas, on tables drawn consistently with what it knows (the rival's hand, the order
of the decks), until its next turn, and keeps the move that leaves it best placed.
"""

from __future__ import annotations

import math

from divas_desktop.core.bots import Information, Level
from divas_desktop.core.rng import Rng
from divas_desktop.core.search import search, standing
from divas_desktop.core.types import Action

from .actions import Shift
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


Shifted = tuple[str, int] | None
"""The seat's Timeline shift just before (card, direction), remembered (determinize.py)."""


def sensible(state: DivasState, seat: int, shifted: Shifted = None) -> list[Action]:
    """The legal actions less a Timeline shift that swaps back the two cards the seat's
    previous shift just swapped (the Timeline would be as before: a step thrown away)."""
    actions = legal_actions(state, seat)
    if shifted is None or shifted[0] not in state.timeline:
        return actions
    card, direction = shifted
    line = state.timeline
    at = line.index(card)
    neighbour = line[at - direction] if 0 <= at - direction < len(line) else None
    kept = [
        a
        for a in actions
        if not (
            isinstance(a, Shift)
            and (
                (a.card == card and a.direction == -direction)
                or (a.card == neighbour and a.direction == direction)
            )
        )
    ]
    return kept or actions


def _valued(
    state: DivasState,
    seat: int,
    seed: int,
    depth: int | None = None,
    shifted: Shifted = None,
) -> list[tuple[float, Action]]:
    """Each sensible action with its look-ahead value, in the seeded order Normal tries them."""
    actions = sensible(state, seat, shifted)
    order = Rng.from_seed(seed, "divas-bot").shuffled(list(range(len(actions))))
    if depth is None:
        depth = 2 if state.phase in ("move", "black_key") or state.tasks else 1
        if state.phase == "actions" and not state.tasks:
            depth = 2
    valued = []
    for index in order:
        action = actions[index]
        budget = [MAX_NODES // len(actions) + 1]
        valued.append((_search(_after(state, seat, action), seat, depth - 1, budget), action))
    return valued


def choose(state: DivasState, seat: int, seed: int, shifted: Shifted = None) -> Action:
    """Return the bot's action for ``seat`` (deterministic in ``seed``; ``shifted``: its
    Timeline shift just before, never undone)."""
    actions = sensible(state, seat, shifted)
    if len(actions) == 1:
        return actions[0]
    best_action, best_value = None, None
    for value, action in _valued(state, seat, seed, shifted=shifted):
        if best_value is None or value > best_value + 1e-9:
            best_action, best_value = action, value
    assert best_action is not None
    return best_action


# --- Easy -------------------------------------------------------------------------------
EASY_SLIP = 0.4
"""How often Easy takes its second-best move instead of its best."""


def easy_action(state: DivasState, seat: int, seed: int, shifted: Shifted = None) -> Action:
    """Easy: one step of look-ahead only, and now and then the second-best move."""
    actions = sensible(state, seat, shifted)
    if len(actions) == 1:
        return actions[0]
    valued = _valued(state, seat, seed, depth=1, shifted=shifted)
    ranked = sorted(range(len(valued)), key=lambda i: (-valued[i][0], i))
    slip = Rng.from_seed(seed, "divas-easy").below(1000) < EASY_SLIP * 1000
    return valued[ranked[1 if slip else 0]][1]


# --- Hard -------------------------------------------------------------------------------
HARD_ACTIONS_PER_SECOND = 650
"""Simulated actions Hard may spend per second of its budget (each a Normal decision and
its step; measured so that a decision takes under a second, p95, on a 2-core machine
shared with other work; ``benchmarks/bot_levels.py`` prints the times)."""
HARD_CANDIDATES = 5
"""Normal's best few moves that Hard compares by play-outs."""
PLAY_OUT_ACTIONS = 20
"""About the actions of one play-out (to the start of the seat's next turn)."""
HEAD_START = 0.01
SCALE = 8.0
"""Evaluation points worth about a whole game at the horizon of a play-out."""


def _position(state: DivasState, seat: int) -> float:
    """How the table looks to ``seat``, about 0…1 (the final standing once it is over)."""
    if state.phase == "over":
        result = outcome(state)
        return standing(result.scores, seat, result.winners, 10.0)
    return 0.5 + 0.5 * math.tanh(evaluate(state, seat) / SCALE)


def _play_out(world: DivasState, seat: int, first: Action, rng: Rng) -> tuple[float, int]:
    """Play ``first``, then Normal for both divas until ``seat``'s next turn begins (or the
    game ends); return the position for ``seat`` and the actions played."""
    state = _after(world, seat, first)
    steps = 1
    left = state.current != seat
    while state.phase != "over":
        if state.current != seat:
            left = True
        elif left and state.phase == "play" and not state.tasks:
            break  # the rival's turn is over: the seat is to play again
        mover = to_move(state)[0]
        action = choose(state, mover, rng.below(1 << 30))
        state = _after(state, mover, action)
        steps += 1
    return _position(state, seat), steps


def hard_action(info: Information[DivasState], seed: int, budget_ms: int) -> Action:
    """Hard: Normal's best few moves compared by play-outs on drawn tables."""
    state, seat, shifted = info.masked, info.seat, info.memory
    actions = sensible(state, seat, shifted)
    if len(actions) == 1:
        return actions[0]
    normal = choose(state, seat, seed, shifted)
    valued = _valued(state, seat, seed, shifted=shifted)
    ranked = [a for _, a in sorted(valued, key=lambda pair: -pair[0]) if a != normal]
    work = max(1, HARD_ACTIONS_PER_SECOND * budget_ms // 1000)
    # A small budget compares fewer moves: every candidate costs a play-out at least.
    candidates = [normal, *ranked][: max(2, min(HARD_CANDIDATES, work // PLAY_OUT_ACTIONS))]
    verdict = search(
        info,
        len(candidates),
        lambda world, i, stream: _play_out(world, seat, candidates[i], stream),
        work,
        Rng.from_seed(seed, "divas-hard"),
        HEAD_START,
    )
    return candidates[verdict.choice]


def decide(info: Information[DivasState], level: Level, seed: int, budget_ms: int) -> Action:
    """The action of a computer seat at ``level``, from what it knows."""
    if level == "easy":
        return easy_action(info.masked, info.seat, seed, info.memory)
    if level == "hard":
        return hard_action(info, seed, budget_ms)
    return choose(info.masked, info.seat, seed, info.memory)
