"""Computer impresarios: debut what they can cast, defend, attack the leader."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from divas_desktop.core.bots import Information, Level
from divas_desktop.core.rng import Rng
from divas_desktop.core.search import search, standing
from divas_desktop.core.types import Action, Seat

from . import actions as act
from .actions import shared
from .casting import Placing, cast_cards, cast_options, may_cast, placings
from .config import ROLE_PN, SiparioConfig
from .data import load
from .extra_shows import fits
from .handlers import HANDLERS
from .legal import contains, legal_actions, seat_to_move
from .scoring import elimination, score_production
from .state import Production, State, config_of
from .table import hand_cards, prima_donna_ids, score_of

_PREFERENCE = {
    "discard_prima_donna": 5,
    "confirm_debut": 9,
    "raise_curtain": 9,
    "cast": 8,
    "confirm_extra": 9,
    "add_to_extra": 7,
    "substitute": 8,
    "accept_offer": 8,
    "defend": 7,
    "attack": 6,
    "complete_cast": 7,
    "reveal_title": 1,
    "begin_debut": 6,
    "draw": 4,
    "attach": 5,
    "end_uc_slot": 1,
    "pass_defence": 1,
    "accept_postponement": 2,
    "end_turn": 1,
    "setup_swap": 1,
    "discard": 1,
    "fool_reaction": 1,
    "decline_offer": 1,
    "begin_extra": 3,
    "silence_rival": 6,
    "play_turn_card": 2,
    "reseat": 1,
    "gossip_take": 6,
    "gossip_done": 1,
    "confirm_offer": 3,
    "give_card": 1,
}
_POSITIVE_ATTACH = (
    "sublime_aria",
    "grand_event",
    "grand_orchestra",
    "new_years_eve",
    "pharmacist",
    "night_of_grace",
)


def plan_cast(state: State, seat: Seat, prod: Production) -> list[Placing] | None:
    """Placements filling every empty base role (a Prima donna first if held), or None."""
    data, config = load(), config_of(state)
    hand = state.players[seat].hand
    plan = _planned(
        prod.opera,
        tuple(slot is None for slot in prod.slots),
        any(slot is not None and data.is_pd(slot.card) for slot in prod.slots),
        cast_cards(hand, prod.opera, config),
        bool(hand_cards(hand).prime_donne),
        config,
    )
    return None if plan is None else list(plan)


@lru_cache(maxsize=4096)
def _planned(
    opera: str,
    empty: tuple[bool, ...],
    pd_on_stage: bool,
    cards: tuple[str, ...],
    holds_pd: bool,
    config: SiparioConfig,
) -> tuple[Placing, ...] | None:
    """The plan of :func:`plan_cast` from what it depends on (cached: the same hand is
    planned at every step of a turn, and ``cards`` leaves out the cards that cannot help).

    ``holds_pd``: the whole hand holds a Prima donna, who must then be in the plan.
    """
    data = load()
    roles = data.operas[opera].roles
    options = placings(cards, opera, empty, config)
    needed = [r for r, free in enumerate(empty) if free and roles[r].base]
    prime_donne = prima_donna_ids()
    by_role: dict[int, list[Placing]] = {}
    for opt in options:
        by_role.setdefault(opt[1], []).append(opt)
    for r in by_role:
        by_role[r].sort(key=lambda o: (o[2] is not None, o[4] is not None))
    if holds_pd and not pd_on_stage:
        for opt in options:
            if opt[0] in prime_donne:
                rest = _assign(
                    needed if opt[1] not in needed else [r for r in needed if r != opt[1]],
                    by_role,
                    {opt[0]},
                    0,
                )
                if rest is not None:
                    return (opt, *rest)
        return None
    plan = _assign(needed, by_role, set(), 0)
    return None if plan is None else tuple(plan)


def _castable(hand: Sequence[str], opera: str, config: SiparioConfig) -> bool:
    """Whether the hand can cast the whole base cast of ``opera``."""
    if not may_cast(hand, opera, config):
        return False  # some base role cannot have a singer of its own: no plan can exist
    cards = cast_cards(hand, opera, config)
    empty = (True,) * len(load().operas[opera].roles)
    holds_pd = bool(hand_cards(hand).prime_donne)
    return _planned(opera, empty, False, cards, holds_pd, config) is not None


def _assign(
    needed: list[int], by_role: dict[int, list[Placing]], used: set[str], depth: int
) -> list[Placing] | None:
    if not needed:
        return []
    role = needed[0]
    for opt in by_role.get(role, [])[:12]:
        cards = {opt[0]} | {c for c in (opt[2], opt[4]) if c}
        if cards & used:
            continue
        rest = _assign(needed[1:], by_role, used | cards, depth + 1)
        if rest is not None:
            return [opt] + rest
    return None


def _debut_choice(state: State, seat: Seat) -> str | None:
    """The first season opera the hand can cast and the bot would then declare."""
    hand, config = state.players[seat].hand, config_of(state)
    for opera in state.players[seat].season:
        if _castable(hand, opera, config) and _reaches(
            state, seat, shared(act.BeginDebut, opera=opera), act.ConfirmDebut
        ):
            return opera
    return None


def _reaches(state: State, seat: Seat, opening: Action, goal: type[Action]) -> bool:
    """Whether the bot, once it takes ``opening``, goes on to ``goal`` (confirming the
    debut or the extra show) rather than giving it up: it plays its own next steps on a
    copy. SIP-065, SIP-208, SIP-218: a full cast may still not be declared (a Prima donna
    held must feature, L'ansioso's covers, the costs), and a bot that began such a debut
    gave it up and began it again next turn (issue 35)."""
    if not contains(legal_actions(state, seat), opening):
        return False
    trial = HANDLERS[type(opening)](state, seat, opening).state
    for _ in range(MAX_OWN_STEPS):
        legal = legal_actions(trial, seat)
        step = smart_choice(trial, seat, legal)
        if step is None or not contains(legal, step):
            return False
        if isinstance(step, goal):
            return True
        if isinstance(step, (act.AbandonDebut, act.AbandonExtra)):
            return False
        trial = HANDLERS[type(step)](trial, seat, step).state
    return False


MAX_OWN_STEPS = 40
"""Steps of its own a debut or an extra show takes the bot, at most (a cast of eight roles
with enabling cards, covers and attachments stays far below)."""


def _title_to_change(state: State, seat: Seat) -> str | None:
    """A season title the hand is far from casting, worth 5 gold to replace (or None)."""
    player = state.players[seat]
    if player.gold < 8 or player.turns < 4 or len(player.hand) < 11:
        return None
    data, config = load(), config_of(state)
    worst, worst_fill = None, 99
    for opera in player.season:
        roles = data.operas[opera].roles
        prod = Production(owner=seat, opera=opera, slots=[None] * len(roles))
        fillable = {opt[1] for opt in cast_options(state, data, config, seat, prod)}
        missing = sum(1 for i, r in enumerate(roles) if r.base and i not in fillable)
        if missing >= 2 and -missing < worst_fill:
            worst, worst_fill = opera, -missing
    return worst


def _discard_choice(state: State, seat: Seat, legal: list[Action]) -> Action:
    data = load()
    wanted = set()
    for opera in state.players[seat].season:
        for role in data.operas[opera].roles:
            wanted.add((role.type, role.voice))

    def keep(action: Action) -> float:
        card = getattr(action, "card", "")
        singer = data.singers.get(card)
        if singer is None:
            kind = data.action_type(card)
            return 0 if kind is None else (1 if data.action_types[kind].turn_action else 2)
        return 3 if any(v == singer.voice for _, v in wanted) else 1.5

    discards = [action for action in legal if isinstance(action, act.Discard)]
    faces = [action for action in discards if not action.blind]
    return min(faces or discards, key=keep)


def bot_action(state: State, seat: Seat, seed: int) -> Action:
    """Choose a sensible legal action (deterministic in ``seed``)."""
    legal = [a for a in legal_actions(state, seat) if a.kind != "time_up"]
    if not legal:
        return legal_actions(state, seat)[0]
    choice = smart_choice(state, seat, legal)
    if choice is not None and contains(legal, choice):
        return choice
    return _fallback(state, seat, seed, legal)


def random_action(state: State, seat: Seat, rng: Rng) -> Action:
    """The conformance suite's player: 90 % the bot's planned move, else uniform.

    The bias makes random games end in a few hundred actions instead of thousands.
    """
    legal_now = legal_actions(state, seat)
    if rng.below(10) < 9:
        # A timed match's clock (TimeUp) is never planned; it is listed first when offered.
        planned = legal_now[1:] if legal_now and legal_now[0].kind == "time_up" else legal_now
        choice = smart_choice(state, seat, planned)
        if choice is not None and contains(legal_now, choice):
            return choice
    return rng.choice(legal_now)


def smart_choice(state: State, seat: Seat, legal: list[Action]) -> Action | None:
    """The planned move of a computer impresario, or ``None`` to fall back on preferences."""
    phase = state.phase
    data = load()
    kinds = {a.kind for a in legal}
    if phase == "turn":
        if "discard" in kinds:
            return _discard_choice(state, seat, legal)
        if "discard_prima_donna" in kinds and state.forced_pd:
            return legal[0]
        if not state.drew and not state.played:
            return shared(act.Draw)
        if not state.played and not state.abandoned:
            opera = _debut_choice(state, seat)
            if opera is not None:
                return shared(act.BeginDebut, opera=opera)
            card = _turn_card_choice(state, seat, legal)
            if card is not None:
                return card
            full = len(state.players[seat].hand) >= FULL_HAND
            for a in legal:
                if (
                    isinstance(a, act.BeginExtra)
                    and (full or _spare_show(state, seat, a.show))
                    and _reaches(state, seat, a, act.ConfirmExtra)
                ):
                    return a
        swap = _title_to_change(state, seat) if "change_title" in kinds else None
        if swap is not None:
            return shared(act.ChangeTitle, opera=swap)
        if state.players[seat].gold >= 7 and "advertise" in kinds:
            return shared(act.Advertise)
        return shared(act.EndTurn) if "end_turn" in kinds else None
    if phase == "casting":
        prod = state.staging[-1]
        plan = plan_cast(state, seat, prod)
        if plan:
            first = plan[0]
            return shared(
                act.Cast,
                card=first.card,
                role=first.role,
                enabler=first.enabler,
                enabler_type=first.enabler_type,
                travesti=first.travesti,
            )
        free = [
            a
            for a in legal
            if isinstance(a, act.Cast)
            and a.enabler is None
            and a.travesti is None
            and not (data.singers.get(a.card) and data.singers[a.card].category == "pd")
        ]
        if free and state.players[seat].gold >= 4:
            return free[0]
        for a in legal:
            if isinstance(a, act.Attach) and a.as_type in _POSITIVE_ATTACH and not a.gold:
                return a
        if "silence_rival" in kinds:
            return next(a for a in legal if a.kind == "silence_rival")
        if "confirm_debut" not in kinds and "commit_cover" in kinds:
            return next(a for a in legal if a.kind == "commit_cover")
        return shared(act.ConfirmDebut) if "confirm_debut" in kinds else shared(act.AbandonDebut)
    if phase == "debut_more":
        return shared(act.RaiseCurtain)
    if phase == "uc_attack":
        helps = [a for a in legal if isinstance(a, act.CompleteCast) and a.enabler is None]
        if helps:
            roles = data.operas[state.staging[helps[0].prod].opera].roles
            return max(helps, key=lambda completion: ROLE_PN[roles[completion.role].type])
        attacks = [a for a in legal if a.kind == "attack"]
        victim = state.staging[0].owner
        if attacks and _worth_attacking(state, seat, victim):
            best = max(attacks, key=lambda a: _damage(state, seat, a))
            if _damage(state, seat, best) > 0:
                return best
        return shared(act.EndUcSlot)
    if phase == "uc_defend":
        defences = [a for a in legal if a.kind == "defend"]
        if defences:
            best = max(defences, key=lambda a: -_damage(state, seat, a))
            if -_damage(state, seat, best) > 0:
                return best
        return shared(act.PassDefence)
    if phase in ("resolve", "offers_done"):
        for kind in ("substitute", "accept_offer"):
            for a in legal:
                if a.kind == kind:
                    return a
        with_press = [a for a in legal if isinstance(a, act.AcceptPostponement) and a.press]
        return with_press[0] if with_press else legal[-1]
    if phase == "extra":
        if "confirm_extra" in kinds:
            return shared(act.ConfirmExtra)
        adds = [a for a in legal if isinstance(a, act.AddToExtra)]
        if adds:  # the singers the season needs least go to the show, if it stays complete
            wanted = _wanted_voices(state, seat)
            adds.sort(key=lambda a: _singer_need(a.card, wanted))
            return next((a for a in adds if _completes(state, seat, a)), adds[0])
        for a in legal:
            if a.kind == "attach":
                return a
    return None


def _completes(
    state: State, seat: Seat, add: act.AddToExtra, tried: dict[frozenset[str], bool] | None = None
) -> bool:
    """Whether the extra show, once ``add`` joins it, can still be confirmed with the hand
    (the Three Tenors need their Great Interpreter, the Recital four different voices).

    ``tried``: the sets of singers already judged (the order they join in does not matter).
    """
    tried = {} if tried is None else tried
    after = HANDLERS[act.AddToExtra](state, seat, add).state
    staged = frozenset(after.extra_show().cards)
    if staged not in tried:
        legal = legal_actions(after, seat)
        tried[staged] = any(isinstance(a, act.ConfirmExtra) for a in legal) or any(
            _completes(after, seat, a, tried) for a in legal if isinstance(a, act.AddToExtra)
        )
    return tried[staged]


FULL_HAND = 11
"""With this many cards the bot stages any extra show it can; with fewer, only one made of
singers its season does not call for (the operas are the heart of the game)."""


def _spare_show(state: State, seat: Seat, show: str) -> bool:
    """Whether the hand fills ``show`` with singers of voices no season role calls for."""
    data = load()
    wanted = _wanted_voices(state, seat)
    spare: dict[str, int] = {}
    for card in state.players[seat].hand:
        kind = fits(data, show, card)
        if kind is not None and _singer_need(card, wanted) < 2:
            spare[kind] = spare.get(kind, 0) + 1
    need = data.shows[show].requirement or {"tenor": 3}
    return all(spare.get(kind, 0) >= count for kind, count in need.items())


TURN_CARD_ORDER = (
    "stagehands_strike",
    "announced_flop",
    "twist_of_fate",
    "foyer_gossip",
    "agency_dealing",
)
"""Turn-action cards a bot plays when it cannot debut, best first (Press Conference and
Paparazzo only show cards, which the bot does not use)."""


def _turn_card_choice(state: State, seat: Seat, legal: list[Action]) -> Action | None:
    """A turn-action card worth the turn (SIP-061), or None: hurt the leader, or trade the
    season title the hand is farthest from casting, or gather cards."""
    plays = [a for a in legal if isinstance(a, act.PlayTurnCard) and not a.gold and not a.public]
    if not plays:
        return None
    config = config_of(state)
    rivals = [
        x for x in range(state.seats) if x != seat and not (config.team_play and x % 2 == seat % 2)
    ]
    if not rivals:
        return None
    leader = max(rivals, key=lambda x: (score_of(state, config, x), -x))
    ahead = score_of(state, config, leader) >= score_of(state, config, seat)
    worst = _farthest_title(state, seat)
    hand_size = len(state.players[seat].hand)
    for kind in TURN_CARD_ORDER:
        for a in plays:
            if a.as_type != kind:
                continue
            target = a.targets[0] if a.targets else None
            if kind in ("stagehands_strike", "announced_flop"):
                if ahead and target == leader:
                    return a
            elif kind == "twist_of_fate":
                if worst is not None and a.mine == worst and target == leader:
                    return a
            elif kind == "foyer_gossip" and hand_size <= 9:
                return a
            elif (
                kind == "agency_dealing"
                and target == leader
                and _singer_need(a.mine or "", _wanted_voices(state, seat)) < 1
            ):
                return a
    return None


def _farthest_title(state: State, seat: Seat) -> str | None:
    """The undebuted season title with at least two base roles the hand cannot fill."""
    data, config = load(), config_of(state)
    worst, worst_missing = None, 1
    for opera in state.players[seat].season:
        roles = data.operas[opera].roles
        prod = Production(owner=seat, opera=opera, slots=[None] * len(roles))
        fillable = {opt[1] for opt in cast_options(state, data, config, seat, prod)}
        missing = sum(1 for i, r in enumerate(roles) if r.base and i not in fillable)
        if missing > worst_missing:
            worst, worst_missing = opera, missing
    return worst


def _wanted_voices(state: State, seat: Seat) -> set[str]:
    """The voices the seat's season roles call for."""
    data = load()
    return {
        role.voice
        for opera in state.players[seat].season
        for role in data.operas[opera].roles
        if role.voice
    }


def _singer_need(card: str, wanted: set[str]) -> float:
    """How much the season needs a card: 0 not a singer, 1 another voice, 2 a wanted one."""
    singer = load().singers.get(card)
    if singer is None:
        return 0.0
    return 2.0 if singer.voice in wanted else 1.0


def _worth_attacking(state: State, seat: Seat, victim: Seat) -> bool:
    """Attack the leader, or anyone not clearly behind the bot."""
    config = config_of(state)
    if config.team_play and victim % 2 == seat % 2:
        return False
    scores = {x: score_of(state, config, x) for x in range(state.seats)}
    leader = max(scores.values())
    return scores[victim] == leader or scores[victim] >= scores[seat] - 3


def _show_value(state: State) -> float:
    """Total PN of the productions on stage, counting a lost singer as a heavy loss."""
    data, config = load(), config_of(state)
    value = 0.0
    for prod in state.staging:
        value += score_production(data, config, prod, [], False, False, False)[1]
        for role in range(len(prod.slots)):
            kind = elimination(data, prod, role)
            if kind == "tbd":
                value -= 6
            elif kind == "delay":
                value -= 3
    return value


def _damage(state: State, seat: Seat, action: Action) -> float:
    """How much ``action`` lowers the value of the show on stage (negative: it helps)."""
    after = HANDLERS[type(action)](state, seat, action).state  # a legal action: no check
    if not after.staging:
        return 0.0
    return _show_value(state) - _show_value(after) - getattr(action, "gold", 0) * 0.5


def _fallback(state: State, seat: Seat, seed: int, legal: list[Action]) -> Action:
    rng = Rng.from_seed(seed, "sipario.bot")
    config = config_of(state)
    leader = max(
        (other for other in range(state.seats) if other != seat),
        key=lambda other: (score_of(state, config, other), -other),
    )

    def value(action: Action) -> float:
        base = _PREFERENCE.get(action.kind, 0)
        if isinstance(action, act.Attack) and state.staging[action.prod].owner == leader:
            base += 2
        if isinstance(action, act.SetupSwap) and action.opera is not None:
            base = 0
        if isinstance(action, act.FoolReaction) and action.cancel:
            base = 2
        if isinstance(action, act.PlayTurnCard) and (
            action.gold or action.as_type == "press_conference"
        ):
            base = 0
        return base + rng.below(1000) / 2000

    return max(legal, key=value)


# --- Easy -------------------------------------------------------------------------------
EASY_HESITATES = 3
"""Turns in ten in which Easy, able to debut, waits for a better hand instead."""
EASY_ATTACKS = 4
"""Unfair Competition slots in ten in which Easy attacks when Normal would."""
EASY_DEFENDS = 5
"""Attacks in ten that Easy answers when Normal would."""


def easy_action(state: State, seat: Seat, seed: int) -> Action:
    """Easy: Normal's impresario with a newcomer's habits. It leaves the turn-action cards
    alone (all but Foyer Gossip), now and then waits a turn before a debut it could stage,
    often lets an Unfair Competition slot or a defence pass, and discards without looking
    at what its season needs."""
    normal = bot_action(state, seat, seed)
    legal = legal_actions(state, seat)
    rng = Rng.from_seed(seed, "sipario.easy")
    if state.phase == "turn":
        hesitant = Rng.from_seed(state.turn_count * 8 + seat, "sipario.easy.turn")
        waits = isinstance(normal, act.BeginDebut) and hesitant.below(10) < EASY_HESITATES
        unknown = isinstance(normal, act.PlayTurnCard) and normal.as_type != "foyer_gossip"
        if (waits or unknown) and contains(legal, shared(act.EndTurn)):
            return shared(act.EndTurn)
        discards = [a for a in legal if isinstance(a, act.Discard) and not a.blind]
        plain = [a for a in discards if not load().is_pd(a.card)]
        if isinstance(normal, act.Discard) and plain:
            return rng.choice(plain)
    if state.phase == "uc_attack" and isinstance(normal, act.Attack):
        if rng.below(10) >= EASY_ATTACKS:
            return shared(act.EndUcSlot)
    if state.phase == "uc_defend" and isinstance(normal, act.Defend):
        if rng.below(10) >= EASY_DEFENDS:
            return shared(act.PassDefence)
    return normal


# --- Hard -------------------------------------------------------------------------------
HARD_ACTIONS_PER_SECOND = 12_000
"""Simulated actions Hard may spend per second of its budget (each a Normal decision and
its step; a play-out of a whole 2-seat game is 150-250 actions; measured so that a
decision takes under a second, p95, on a 2-core machine shared with other work;
``benchmarks/bot_levels.py`` prints the times)."""
HARD_CANDIDATES = 6
"""Moves at most that Hard compares by play-outs (Normal's own first)."""
HEAD_START = 0.04
SEARCHED = frozenset({"turn", "turn_discards", "uc_attack", "uc_defend"})
"""The moments Hard thinks about (the rest it plays as Normal: casting its plan, paying)."""


def _candidates(state: State, seat: Seat, normal: Action, legal: list[Action]) -> list[Action]:
    """Normal's move first, then the other moves worth a play-out at this moment."""
    if state.phase == "turn":
        if not state.drew and not state.played:
            return [normal]  # Normal draws first (SIP-054); skipping the draw is rarely right
        others: list[Action] = []
        for a in legal:
            if isinstance(a, act.BeginDebut) and _reaches(state, seat, a, act.ConfirmDebut):
                others.append(a)
            elif isinstance(a, act.BeginExtra) and _reaches(state, seat, a, act.ConfirmExtra):
                others.append(a)
        if contains(legal, shared(act.EndTurn)):
            others.append(shared(act.EndTurn))  # before the turn cards: never cut off
        others += [
            a for a in legal if isinstance(a, act.PlayTurnCard) and not a.gold and not a.public
        ]
    elif state.phase == "turn_discards":
        wanted = _wanted_voices(state, seat)
        faces = [a for a in legal if isinstance(a, act.Discard) and not a.blind]
        faces.sort(key=lambda a: (_singer_need(a.card, wanted), a.card))
        others = list(faces)
    elif state.phase == "uc_attack":
        attacks = [a for a in legal if isinstance(a, act.Attack)]
        attacks.sort(key=lambda a: -_damage(state, seat, a))
        others = [*attacks[:3], shared(act.EndUcSlot)]
        others += [a for a in legal if isinstance(a, act.CompleteCast)][:1]
    else:  # uc_defend
        defences = [a for a in legal if isinstance(a, act.Defend)]
        defences.sort(key=lambda a: _damage(state, seat, a))
        others = [*defences[:3], shared(act.PassDefence)]
    chosen = [normal]
    for a in others:
        if a not in chosen and contains(legal, a):
            chosen.append(a)
    return chosen[:HARD_CANDIDATES]


def _play_out(world: State, seat: Seat, first: Action, rng: Rng) -> tuple[float, int]:
    """Play ``first``, then Normal for everyone to the end of the match; return how the
    result looks to ``seat`` and the actions played. (Play-outs cut short after a turn or
    two, valued by notoriety and gold, won fewer games against Normal: a debut's worth
    shows over the rest of the match.)"""
    state = HANDLERS[type(first)](world, seat, first).state
    steps = 1
    config = config_of(state)
    while state.winners is None and steps < ROLLOUT_LIMIT:
        mover = seat_to_move(state)
        if mover is None:
            break
        action = bot_action(state, mover, rng.below(1 << 30))
        state = HANDLERS[type(action)](state, mover, action).state
        steps += 1
    scores = {s: score_of(state, config, s) for s in range(state.seats)}
    best_other = max(points for other, points in scores.items() if other != seat)
    margin = 0.5 + 0.5 * math.tanh((scores[seat] - best_other) / MARGIN_PN)
    won = standing(scores, seat, state.winners, MARGIN_PN)
    return WIN_SHARE * won + (1 - WIN_SHARE) * margin, steps


MARGIN_PN = 8.0
"""A notoriety margin at the end worth nearly a sure win (tanh scale)."""
WIN_SHARE = 0.3
"""The weight of the win itself in a play-out's value; the rest is the margin, far less
noisy over a few dozen play-outs than the win alone."""
ROLLOUT_LIMIT = 3_000
"""Actions a play-out may take at most (a 25-PN 2-seat match takes 150-450)."""


def hard_action(info: Information[State], seed: int, budget_ms: int) -> Action:
    """Hard: the moves worth a thought at the moments that matter, compared by playing
    the match out with Normal players on tables drawn from what the seat knows."""
    state, seat = info.masked, info.seat
    normal = bot_action(state, seat, seed)
    if state.phase not in SEARCHED:
        return normal
    legal = [a for a in legal_actions(state, seat) if a.kind != "time_up"]
    candidates = _candidates(state, seat, normal, legal)
    if len(candidates) == 1:
        return normal
    work = max(1, HARD_ACTIONS_PER_SECOND * budget_ms // 1000)
    verdict = search(
        info,
        len(candidates),
        lambda world, i, rng: _play_out(world, seat, candidates[i], rng),
        work,
        Rng.from_seed(seed, "sipario.hard"),
        HEAD_START,
    )
    return candidates[verdict.choice]


def decide(info: Information[State], level: Level, seed: int, budget_ms: int) -> Action:
    """The action of a computer seat at ``level``, from what it knows."""
    if level == "easy":
        return easy_action(info.masked, info.seat, seed)
    if level == "hard":
        return hard_action(info, seed, budget_ms)
    return bot_action(info.masked, info.seat, seed)
