"""Computer players for Turandot: Easy, Normal and Hard (issue 35).

Normal reads only public information and its own hand: it values each revealed singer
by stars, gender fit for the roles still open, favourite roles and the (likely) director,
guesses which number each rival wants from the rival's own cast, and adds money where a
collision is likely and the singer is worth it. The final assignment is the optimal one.

Easy bids like a newcomer: for the singer it likes best, money only when the singer
clearly shines, never a scene element, and now and then for its second choice; as
Puccini it hands out what comes first. Hard searches (``core.search``): it tries each
bid (or understudy, firer, fired director) on tables drawn consistently with what it
knows, plays the game out with Normal players and keeps what wins most; it expects a
rival to bid as Normal would, which fits any bid a rival has already laid face down.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from divas_desktop.core.bots import Information, Level
from divas_desktop.core.rng import Rng
from divas_desktop.core.search import search, standing
from divas_desktop.core.types import Action

from .actions import (
    AddToBid,
    ChooseFirer,
    ConfirmBid,
    ConfirmCast,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
    moves_to_assignment,
)
from .data import Director, Singer, directors, singers
from .handlers import HANDLERS
from .hiring import DIRECTOR_ROUND, LAST_ROUND
from .legal import legal_actions, to_move
from .scoring import director_points, final_outcome, optimal_assignment, score_lines
from .state import TurandotState, card_number, card_type, hand_order

LOSING_FACTOR = (1.0, 0.45, 0.15)
"""How much each expected rival on a number hurts with 0, 1, 2 money cards added."""
RIVAL_TEMPERATURE = 0.7
"""Spread of a rival's guessed choice around the singer it values most."""
OWN_TEMPERATURE = 0.25
"""Spread of the bot's own mixed choice around its best bid."""
SPITEFUL_MAESTRO = True
"""As Puccini, give each rival the understudy worth least to them (False: the most; an
experiment for benchmarks/balance.py, ``--bot SPITEFUL_MAESTRO=0``)."""
SCENE_CHANCE = {1: 0.55, 2: 0.75}
"""Chance that a money-only bid gets a scene element, by designer/carpenter count."""


def unavoidable_mismatches(cast: Sequence[Singer]) -> int:
    """Gender penalties a (partial) cast can no longer avoid: 2 female and 4 male roles."""
    females = sum(1 for s in cast if s.gender == "F")
    males = sum(1 for s in cast if s.gender == "M")
    return max(0, females - 2) + max(0, males - 4)


def reachable_favourites(cast: Sequence[Singer]) -> int:
    """Favourite-role bonuses a cast can still collect (one singer per role)."""
    return len({s.favourite_role for s in cast if s.favourite_role})


def fit(cast: Sequence[Singer]) -> int:
    """Best favourite bonus minus gender penalty a partial cast can still reach."""
    return reachable_favourites(cast) - unavoidable_mismatches(cast)


def director_estimate(director: Director, cast: Sequence[Singer], themed: bool) -> float:
    """Guess what a director will be worth to a cast that is still growing."""
    if director.effect.type == "purist":
        wrong = unavoidable_mismatches(cast)
        return (director.effect.bonus * 0.6) if wrong == 0 else -wrong
    if director.effect.type == "perfectionist":
        return reachable_favourites(cast) + 0.3
    if director.effect.type == "eclectic" and not themed:
        return len({s.kind for s in cast}) + director.effect.offset + (6 - len(cast)) * 0.5
    return float(director_points(director, list(cast), themed))


@dataclass(frozen=True)
class Table:
    """What a bot knows of one company: its singers and director, as data."""

    cast: tuple[Singer, ...]
    director: Director | None


def _table(state: TurandotState, seat: int) -> Table:
    company = state.companies[seat]
    director = directors()[company.director] if company.director else None
    return Table(tuple(singers()[c] for c in company.singers), director)


def potential(table: Table, state: TurandotState) -> float:
    """Estimate the final score of a cast so far (stars, fit and director)."""
    points = sum(s.stars for s in table.cast) + fit(table.cast)
    if table.director is not None:
        return points + director_estimate(table.director, table.cast, state.themed)
    pile = [directors()[d] for d in state.director_pile] or list(directors().values())
    guess = sum(director_estimate(d, table.cast, state.themed) for d in pile) / len(pile)
    return points + 0.5 * guess


def card_value(state: TurandotState, seat: int, card: str) -> float:
    """Value to ``seat`` of receiving a revealed singer or director."""
    table = _table(state, seat)
    if card in directors():
        return director_estimate(directors()[card], table.cast, state.themed)
    grown = Table(table.cast + (singers()[card],), table.director)
    return potential(grown, state) - potential(table, state)


def _offered(state: TurandotState) -> list[tuple[int, str]]:
    return [(n + 1, c) for n, c in enumerate(state.casting) if c is not None]


def _stream(state: TurandotState, seat: int, salt: str) -> Rng:
    """A generator seeded from public information only, so repeated calls agree."""
    text = f"{salt}|{state.round}|{seat}|{','.join(c or '-' for c in state.casting)}"
    return Rng(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


def money_cost(state: TurandotState) -> float:
    """What keeping a money card is worth for the rounds still to come."""
    return min(1.2, 0.3 * (LAST_ROUND - state.round))


def _softmax(scores: Sequence[float], temperature: float) -> list[float]:
    top = max(scores)
    weights = [math.exp((x - top) / temperature) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


def rival_demand(state: TurandotState, seat: int) -> dict[int, list[tuple[float, int]]]:
    """For each number, the rivals likely on it: (chance, money cards the rival owns).

    A rival's chances follow what its own public cast needs (a softmax of its values).
    """
    offered = _offered(state)
    demand: dict[int, list[tuple[float, int]]] = {n: [] for n, _ in offered}
    for rival in range(state.seats):
        if rival == seat:
            continue
        company = state.companies[rival]
        money = 3 - len(company.spent) - len(company.scene)
        values = [card_value(state, rival, card) for _, card in offered]
        for (number, _), share in zip(offered, _softmax(values, RIVAL_TEMPERATURE), strict=True):
            demand[number].append((share, money))
    return demand


def win_chance(rivals: list[tuple[float, int]], money: int) -> float:
    """Chance to win a number with ``money`` cards against the rivals likely on it.

    A rival with fewer money cards than ours can neither beat nor tie us.
    """
    threat = sum(share for share, owned in rivals if owned >= money)
    return math.exp(-threat * LOSING_FACTOR[money])


def bid_options(state: TurandotState, seat: int) -> list[tuple[float, int | None, int]]:
    """Every sensible bid (number or None, money) with its expected gain for ``seat``."""
    company = state.companies[seat]
    money_in_hand = sum(1 for c in company.hand + company.bid if card_type(c) == "money")
    values = {n: card_value(state, seat, c) for n, c in _offered(state)}
    demand = rival_demand(state, seat)
    ranked = sorted(values.values(), reverse=True)
    # The maestro picks his own understudy; the others get what he leaves them.
    understudy = ranked[1] if seat == state.puccini else ranked[-1]
    cost = money_cost(state)
    options: list[tuple[float, int | None, int]] = []
    for number, value in values.items():
        for money in range(min(money_in_hand, 2) + 1):
            win = win_chance(demand[number], money)
            gain = win * (value - money * cost) + (1 - win) * understudy
            options.append((gain, number, money))
    if money_in_hand and seat != state.puccini and state.round != DIRECTOR_ROUND:
        chance = SCENE_CHANCE[2 if state.carpenter_in_game else 1]
        options.append((chance * (1 - cost) + understudy, None, 1))
    return options


def target_bid(state: TurandotState, seat: int) -> tuple[int | None, int, bool]:
    """Choose (number or None, money cards, bluff) for this round's bid.

    A mixed choice weighted by expected gain, so bots reading the same table do not all
    collide on the same number.
    """
    options = bid_options(state, seat)
    weights = _softmax([gain for gain, _, _ in options], OWN_TEMPERATURE)
    rng = _stream(state, seat, "bid")
    pick = rng.below(1_000_000) / 1_000_000
    index = 0
    while index < len(options) - 1 and pick >= weights[index]:
        pick -= weights[index]
        index += 1
    _, number, money = options[index]
    return number, money, rng.below(2) == 0


def _bid_step(
    state: TurandotState, seat: int, target: tuple[int | None, int, bool] | None = None
) -> Action:
    """The next card to add or take back towards ``target`` (Normal's own bid if None)."""
    company = state.companies[seat]
    wanted = _bid_cards(state, seat, target or target_bid(state, seat))
    for card in company.bid:
        if card not in wanted:
            return TakeBackFromBid(card=card)
    for card in sorted(wanted):
        if card not in company.bid:
            return AddToBid(card=card)
    return ConfirmBid()


def _bid_cards(
    state: TurandotState, seat: int, target: tuple[int | None, int, bool]
) -> frozenset[str]:
    """The cards of a target bid (number or None, money cards, bluff) in ``seat``'s hand."""
    number, money, bluff = target
    company = state.companies[seat]
    cards = sorted(company.hand + company.bid)
    wanted = {c for c in cards if card_type(c) == "number" and card_number(c) == number}
    wanted |= set([c for c in cards if card_type(c) == "money"][:money])
    if bluff:
        wanted |= {c for c in cards if card_type(c) == "bluff"}
    return frozenset(wanted)


def _understudy_step(state: TurandotState, seat: int) -> Action:
    remaining = [c for c in state.casting if c is not None]
    if seat in state.needs_understudy:  # the maestro serves himself first
        best = max(remaining, key=lambda c: card_value(state, seat, c))
        return GiveUnderstudy(player=seat, card=best)
    player = state.needs_understudy[0]
    pick = min if SPITEFUL_MAESTRO else max
    chosen = pick(remaining, key=lambda c: card_value(state, player, c))
    return GiveUnderstudy(player=player, card=chosen)


def _director_value(state: TurandotState, seat: int, director: str) -> float:
    return director_estimate(directors()[director], _table(state, seat).cast, state.themed)


def _firer_step(state: TurandotState, seat: int) -> Action:
    def my_relief(rival: int) -> float:
        fired = min(state.director_pile, key=lambda d: _director_value(state, rival, d))
        return -_director_value(state, seat, fired)

    rivals = state.clockwise(seat)[1:]
    return ChooseFirer(player=max(rivals, key=my_relief))


def _cast_step(state: TurandotState, seat: int) -> Action:
    company = state.companies[seat]
    best = optimal_assignment(company.cast, company.director, state.themed)
    moves = moves_to_assignment(company.cast, best)
    return moves[0] if moves else ConfirmCast()


def bot_action(state: TurandotState, seat: int, seed: int) -> Action:
    """Choose the computer's action for ``seat``.

    The choice depends only on the state (public data and the seat's own hand), so it is
    deterministic for any ``seed``; ties are broken by a stream seeded from public data.
    """
    if state.phase == "bidding":
        return _bid_step(state, seat)
    if state.phase == "understudies":
        return _understudy_step(state, seat)
    if state.phase == "choose_firer":
        return _firer_step(state, seat)
    if state.phase == "fire_director":
        worst = min(state.director_pile, key=lambda d: _director_value(state, seat, d))
        return FireDirector(director=worst)
    return _cast_step(state, seat)


# --- Easy -------------------------------------------------------------------------------
EASY_SLIP = 0.3
"""How often Easy bids for its second choice instead of its first (a newcomer's doubt)."""


def _easy_target(state: TurandotState, seat: int) -> tuple[int | None, int, bool]:
    """A newcomer's bid: the singer it likes best (now and then the second), one money card
    only for a clearly better singer, no thought of what the rivals want."""
    values = sorted(
        ((card_value(state, seat, card), -number, number) for number, card in _offered(state)),
        reverse=True,
    )
    rng = _stream(state, seat, "easy")
    pick = 1 if len(values) > 1 and rng.below(1000) < EASY_SLIP * 1000 else 0
    value, _, number = values[pick]
    company = state.companies[seat]
    money_owned = sum(1 for c in company.hand + company.bid if card_type(c) == "money")
    money = 1 if money_owned and value >= 4 and state.round < LAST_ROUND else 0
    return number, money, False


def easy_action(state: TurandotState, seat: int) -> Action:
    """The Easy player's action: plain bids, no scene elements, first things first."""
    if state.phase == "bidding":
        return _bid_step(state, seat, _easy_target(state, seat))
    if state.phase == "understudies" and seat not in state.needs_understudy:
        remaining = [c for c in state.casting if c is not None]
        return GiveUnderstudy(player=state.needs_understudy[0], card=remaining[0])
    if state.phase == "choose_firer":
        return ChooseFirer(player=state.clockwise(seat)[1])
    return bot_action(state, seat, 0)


# --- Hard -------------------------------------------------------------------------------
HARD_ACTIONS_PER_SECOND = 2_200
"""Simulated actions Hard may spend per second of its budget (a play-out of a whole game
is about 60 actions; measured so that a decision takes under a second, p95, on a
2-core machine shared with other work; ``benchmarks/bot_levels.py`` prints the times)."""
HEAD_START = 0.02
"""Normal's choice keeps this much of a head start (two points in a hundred of wins)."""

Target = tuple[int | None, int, bool]


def hard_action(info: Information[TurandotState], seed: int, budget_ms: int) -> Action:
    """The Hard player's action: the candidate whose play-outs win most (module doc)."""
    state, seat = info.masked, info.seat
    normal = bot_action(state, seat, seed)
    if state.phase == "final" or len(info.legal_actions()) == 1:
        return normal
    work = max(1, HARD_ACTIONS_PER_SECOND * budget_ms // 1000)
    if state.phase == "bidding":
        targets = _hard_targets(state, seat)
        verdict = search(
            info,
            len(targets),
            lambda world, i, rng: _play_out(world, seat, targets[i], None),
            work,
            _stream(state, seat, "hard"),  # the same search at every step of one bid
            HEAD_START,
        )
        choice = _steadfast(state, seat, targets, verdict.means, verdict.choice)
        return _bid_step(state, seat, targets[choice])
    actions = [normal] + [a for a in legal_actions(state, seat) if a != normal]
    verdict = search(
        info,
        len(actions),
        lambda world, i, rng: _play_out(world, seat, None, actions[i]),
        work,
        Rng.from_seed(seed, "turandot.hard"),
        HEAD_START,
    )
    return actions[verdict.choice]


def _hard_targets(state: TurandotState, seat: int) -> list[Target]:
    """Normal's own bid first, then every other sensible bid (bluff left out: it changes
    nothing but the bid's size)."""
    own = target_bid(_unbid(state, seat), seat)
    targets = [own]
    for _gain, number, money in bid_options(state, seat):
        target = (number, money, False)
        if target[:2] != own[:2]:
            targets.append(target)
    return targets


def _steadfast(
    state: TurandotState,
    seat: int,
    targets: list[Target],
    means: list[float | None],
    choice: int,
) -> int:
    """Keep building the bid already begun when it is about as good as the best (a human
    opponent may change the table between two of Hard's steps; never undo for noise)."""
    bid = set(state.companies[seat].bid)
    if not bid:
        return choice
    best = means[choice] or 0.0
    for index, target in enumerate(targets):
        mean = means[index]
        if (
            mean is not None
            and mean >= best - HEAD_START
            and bid <= _bid_cards(state, seat, target)
        ):
            return index
    return choice


def _unbid(state: TurandotState, seat: int) -> TurandotState:
    """``state`` with ``seat``'s bid back in its hand (a bid not begun)."""
    company = state.companies[seat]
    if not company.bid and not company.has_bid:
        return state
    hand = hand_order(company.hand + company.bid)
    return state.with_company(seat, hand=hand, bid=(), has_bid=False)


def _as_normal_bid(state: TurandotState, rival: int) -> TurandotState:
    """A rival's face-down bid as Normal would have laid it, when its size fits the one
    shown (Normal's bid depends only on public cards and the rival's own, all known)."""
    company = state.companies[rival]
    if not company.has_bid:
        return state
    fresh = _unbid(state, rival)
    cards = _bid_cards(fresh, rival, target_bid(fresh, rival))
    if len(cards) != len(company.bid):
        return state
    owned = company.hand + company.bid
    hand = hand_order(tuple(c for c in owned if c not in cards))
    return state.with_company(rival, hand=hand, bid=hand_order(tuple(cards)))


def _play_out(
    world: TurandotState, seat: int, target: Target | None, first: Action | None
) -> tuple[float, int]:
    """Play ``first`` (or bid ``target``) in ``world``, then Normal for everyone to the
    final scene; return how the casts score for ``seat`` and the actions played."""
    state = world
    for rival in range(state.seats):
        if rival != seat:
            state = _as_normal_bid(state, rival)
    if target is not None:
        state = _unbid(state, seat)
    steps = 0
    while state.phase not in ("final", "over"):
        movers = to_move(state)
        mover = seat if seat in movers else movers[0]
        if mover == seat and first is not None:
            action, first = first, None
        elif mover == seat and target is not None and state.phase == "bidding":
            action = _bid_step(state, seat, target)
        else:
            action = bot_action(state, mover, 0)
        state = HANDLERS[type(action)](state, mover, action).state
        steps += 1
    return _final_standing(state, seat), steps


def _final_standing(state: TurandotState, seat: int) -> float:
    """How the final scene looks to ``seat`` once every cast takes its best order."""
    if state.phase == "over":
        outcome = final_outcome(state)
        return standing(outcome.scores, seat, outcome.winners, 10.0)
    scores: dict[int, float] = {}
    stars: dict[int, int] = {}
    for other, company in enumerate(state.companies):
        members = tuple(sorted(company.singers))
        scores[other] = _best_points(members, company.director, len(company.scene), state.themed)
        stars[other] = sum(singers()[c].stars for c in members)
    top = max(scores.values())
    leaders = [s for s in scores if scores[s] == top]
    most = max(stars[s] for s in leaders)
    winners = tuple(s for s in leaders if stars[s] == most)  # TUR-068
    return standing(scores, seat, winners, 10.0)


@lru_cache(maxsize=4096)
def _best_points(members: tuple[str, ...], director: str | None, scene: int, themed: bool) -> int:
    """The score of a complete cast in its best role order."""
    best = optimal_assignment(members, director, themed)
    return sum(line.points for line in score_lines(best, director, scene, themed))


def choose(info: Information[TurandotState], level: Level, seed: int, budget_ms: int) -> Action:
    """The action of a computer seat at ``level``, from what it knows."""
    if level == "easy":
        return easy_action(info.masked, info.seat)
    if level == "hard":
        return hard_action(info, seed, budget_ms)
    return bot_action(info.masked, info.seat, seed)
