"""Turn-action cards: Twist of Fate, Press Conference, Announced Flop, Agency
Wheeling-and-Dealing, Paparazzo, Stagehands' Strike, Foyer Gossip; The Fool's reaction."""

from __future__ import annotations

from typing import Any

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Seat

from .config import HAND_MIN
from .data import FOOL_ID
from .state import Pending, State, removed
from .step import Step
from .table import draw_cards, draw_opera, nxt, pay, route_used, take_from_hand
from .turns import after_draw, check_two_pds

TURN_CARDS = (
    "twist_of_fate",
    "press_conference",
    "announced_flop",
    "agency_dealing",
    "paparazzo",
    "stagehands_strike",
    "foyer_gossip",
)


def play_turn_card(
    step: Step,
    seat: Seat,
    card: str,
    as_type: str,
    targets: tuple[Seat, ...],
    mine: str | None,
    gold: int,
    public: bool,
) -> None:
    """SIP-061: play a turn-action card; opponents holding The Fool may cancel it first."""
    state = step.state
    step.show_from_hand(seat, card)
    route_used(state, step.data, card)
    pay(state, seat, gold, step.events)
    state.played = True
    step.event("turn_card", player=seat, type=as_type, targets=list(targets))
    if as_type == "foyer_gossip":
        foyer_gossip(step, seat)
        return
    victims = [target for target in dict.fromkeys(targets) if target != seat]
    if as_type == "press_conference":
        victims = [nxt(state, seat, places) for places in range(1, state.seats)]
    reactors = [victim for victim in victims if FOOL_ID in state.players[victim].hand]
    state.pending = Pending(
        kind=as_type,
        seat=seat,
        params={"targets": list(targets), "mine": mine, "gold": gold, "public": public},
        queue=reactors,
    )
    if reactors:
        # Asking the holder shows everyone that he holds The Fool.
        step.revealed.update(other for other in range(state.seats) if other not in reactors)
        state.phase = "fool_react"
        return
    resolve_turn_card(step)


def fool_reaction(step: Step, seat: Seat, cancel: bool) -> None:
    """SIP-223: The Fool cancels a turn card's effect for its holder."""
    state = step.state
    pending = state.waiting()
    pending.queue.pop(0)
    if cancel:
        step.show_from_hand(seat, FOOL_ID)
        state.exceptions += (FOOL_ID,)
        pending.protected.append(seat)
        step.event("fool_cancels", player=seat, type=pending.kind)
    if not pending.queue:
        resolve_turn_card(step)


def resolve_turn_card(step: Step) -> None:
    """Carry out the pending turn card for the seats that did not cancel it."""
    state = step.state
    pending = state.waiting()
    seat, params = pending.seat, pending.params
    targets = [target for target in params["targets"] if target not in pending.protected]
    state.phase = "turn"
    state.pending = None
    kind = pending.kind
    rng = step.rng()
    if kind == "twist_of_fate":
        if params["mine"] is not None and targets:
            victim = targets[0]
            theirs = rng.choice(state.players[victim].season)
            _swap_titles(step, seat, params["mine"], victim, theirs)
        elif params["mine"] is None and len(targets) == 2 and targets[0] != targets[1]:
            first, second = targets
            _swap_titles(
                step,
                first,
                rng.choice(state.players[first].season),
                second,
                rng.choice(state.players[second].season),
            )
    elif kind == "announced_flop" and targets:
        step.save_rng(rng)
        if visible_titles(state, seat, targets[0]):
            # SIP-163: the caster picks among the titles he may see (after any Fool).
            state.pending = Pending(
                kind="flop_pick", seat=seat, params={"victim": targets[0]}, queue=[seat]
            )
            state.phase = "flop_pick"
            return
        flop(step, seat, targets[0], None)
        rng = step.rng()
    elif kind == "agency_dealing" and targets:
        _agency_dealing(step, seat, targets[0], params["mine"], rng)
    elif kind == "paparazzo":
        _paparazzo(step, seat, targets, params, rng)
    elif kind == "stagehands_strike" and targets:
        state.own_player(targets[0]).skip_turns += 1
        step.event("strike", player=seat, victim=targets[0])
    elif kind == "press_conference":
        state.pending = Pending(
            kind="press",
            seat=seat,
            params={},
            queue=[
                reveller
                for reveller in [seat] + [nxt(state, seat, k) for k in range(1, state.seats)]
                if reveller not in pending.protected and unrevealed(state, reveller)
            ],
        )
        step.save_rng(rng)
        if state.pending.queue:
            state.phase = "press"
        else:
            state.pending = None
        return
    step.save_rng(rng)
    check_two_pds(step, state.current)


def _agency_dealing(step: Step, seat: Seat, victim: Seat, mine: str, rng: Rng) -> None:
    """SIP-173: swap a chosen card of the caster with a random one of the victim."""
    state, data = step.state, step.data
    is_pd = data.is_pd(mine)
    pool = [card for card in state.players[victim].hand if data.is_pd(card) == is_pd]
    if not pool:
        return
    theirs = rng.choice(pool)
    take_from_hand(state, seat, mine)
    take_from_hand(state, victim, theirs)
    state.own_player(seat).hand += (theirs,)
    state.own_player(victim).hand += (mine,)
    step.revealed.update((seat, victim))
    step.event(
        "cards_swapped",
        visible_to=(seat, victim),
        player=seat,
        victim=victim,
        given=mine,
        taken=theirs,
    )
    step.event("dealing", player=seat, victim=victim)


def flop(step: Step, seat: Seat, victim: Seat, chosen: str | None) -> None:
    """SIP-163: eliminate a title of ``victim`` (``None``: a random one ``seat`` cannot see)."""
    state = step.state
    player = state.own_player(victim)
    old = chosen
    if old is None:
        rng = step.rng()
        old = rng.choice(hidden_titles(state, seat, victim) or player.season)
        step.save_rng(rng)
    player.season = removed(player.season, old)
    if old in player.revealed:
        player.revealed = removed(player.revealed, old)
    state.known.pop(old, None)
    state.opera_discard += (old,)
    new = draw_opera(state, step.events)
    if new:
        player.season += (new,)
        step.event("title_received", visible_to=(victim,), player=victim, opera=new)
    step.revealed.update(range(state.seats))  # the flopped title is announced (issue 16)
    step.event("flop", player=seat, victim=victim, opera=old)


def flop_title(step: Step, seat: Seat, opera: str | None) -> None:
    """The caster's choice of the flopped title."""
    state = step.state
    victim = state.waiting().params["victim"]
    state.pending = None
    state.phase = "turn"
    flop(step, seat, victim, opera)
    check_two_pds(step, state.current)


def visible_titles(state: State, viewer: Seat, owner: Seat) -> list[str]:
    """Season titles of ``owner`` that ``viewer`` may see (revealed, or spied by him)."""
    player = state.players[owner]
    return [
        opera
        for opera in player.season
        if opera in player.revealed or viewer in state.known.get(opera, ())
    ]


def hidden_titles(state: State, viewer: Seat, owner: Seat) -> list[str]:
    """Season titles of ``owner`` that ``viewer`` cannot see."""
    seen = visible_titles(state, viewer, owner)
    return [opera for opera in state.players[owner].season if opera not in seen]


def unrevealed(state: State, seat: Seat) -> list[str]:
    """Season titles of ``seat`` not shown face up yet."""
    player = state.players[seat]
    return [opera for opera in player.season if opera not in player.revealed]


def reveal_title(step: Step, seat: Seat, opera: str) -> None:
    """SIP-158/159: show a title not yet revealed."""
    state = step.state
    step.show_title(seat, opera)
    state.own_player(seat).revealed += (opera,)
    step.event("title_revealed", player=seat, opera=opera)
    pending = state.waiting()
    pending.queue.pop(0)
    if not pending.queue:
        state.pending = None
        state.phase = "turn"


def _swap_titles(
    step: Step, first: Seat, first_title: str, second: Seat, second_title: str
) -> None:
    state = step.state
    one, other = state.own_player(first), state.own_player(second)
    one.season = removed(one.season, first_title)
    other.season = removed(other.season, second_title)
    for player, title in ((one, first_title), (other, second_title)):
        if title in player.revealed:
            player.revealed = removed(player.revealed, title)
        state.known.pop(title, None)
    one.season += (second_title,)
    other.season += (first_title,)
    step.revealed.update((first, second))
    step.event("titles_swapped", player=first, victim=second)
    step.event("title_received", visible_to=(first,), player=first, opera=second_title)
    step.event("title_received", visible_to=(second,), player=second, opera=first_title)


def _paparazzo(
    step: Step, seat: Seat, targets: list[Seat], params: dict[str, Any], rng: Rng
) -> None:
    """SIP-177…179: spy on play cards (or one season card) of opponents."""
    state = step.state
    seen: list[str] = []
    if params["gold"] == 2:
        if targets and state.players[targets[0]].season:
            victim = targets[0]  # the spy photographs a title he has not seen yet, if any
            seen.append(
                rng.choice(hidden_titles(state, seat, victim) or state.players[victim].season)
            )
    else:
        for victim in targets:
            pool = [card for card in state.players[victim].hand if card not in seen]
            if pool:
                seen.append(rng.choice(pool))
    step.save_rng(rng)
    for card in seen:
        owner = next(
            index
            for index, player in enumerate(state.players)
            if card in player.hand or card in player.season
        )
        if params["public"]:
            if card in state.players[owner].season:
                state.own_player(owner).revealed += (card,)
            else:
                state.public_cards += (card,)
            step.revealed.update(range(state.seats))
        else:
            state.known.setdefault(card, ())
            if seat not in state.known[card]:
                state.known[card] += (seat,)
            step.revealed.add(seat)
    step.event("paparazzo", player=seat, count=len(seen), public=params["public"])
    step.event(
        "paparazzo_cards",
        visible_to=None if params["public"] else (seat,),
        player=seat,
        cards=seen,
    )


def gossip_eligible(state: State, seat: Seat) -> list[str]:
    """SIP-197/198: the opponents' latest face-up discards, in pile order (A-SIP-23)."""
    per = {2: 3, 3: 2}.get(state.seats, 1)
    taken: list[int] = []
    for places in range(1, state.seats):
        opponent = nxt(state, seat, places)
        mine = [index for index, (_, who) in enumerate(state.discard) if who == opponent]
        taken.extend(mine[-per:])
    return [state.discard[index][0] for index in sorted(taken)]


def _take_gossip(state: State, seat: Seat, card: str) -> None:
    entry = next(entry for entry in state.discard if entry[0] == card)
    state.discard = removed(state.discard, entry)
    state.own_player(seat).hand += (card,)
    for other, player in enumerate(state.players):
        if player.last_discard == card:
            state.own_player(other).last_discard = None


def foyer_gossip(step: Step, seat: Seat) -> None:
    """SIP-197…199: take the opponents' latest face-up discards.

    SIP-199: a player who still has to restore the 7-card minimum (he has not drawn yet
    and holds fewer than 7 cards) chooses which of those cards to take (phase ``gossip``);
    the rest of the refill then comes from the play deck and counts as his draw.
    """
    state = step.state
    cards = gossip_eligible(state, seat)
    if cards and not state.drew and len(state.players[seat].hand) < HAND_MIN:
        state.pending = Pending(
            kind="gossip", seat=seat, params={"cards": cards, "taken": []}, queue=[seat]
        )
        state.phase = "gossip"
        return
    for card in cards:
        _take_gossip(state, seat, card)
    step.event("gossip", player=seat, cards=cards)
    state.pending = None
    state.phase = "turn"
    after_draw(step, seat)


def gossip_take(step: Step, seat: Seat, card: str) -> None:
    """SIP-199: take one of the eligible discards; the last one ends the choice."""
    state = step.state
    _take_gossip(state, seat, card)
    params = state.waiting().params
    params["cards"] = [other for other in params["cards"] if other != card]
    params["taken"] = params["taken"] + [card]
    if not params["cards"]:
        gossip_done(step, seat)


def gossip_done(step: Step, seat: Seat) -> None:
    """SIP-199: refill to the minimum from the play deck; this was the turn's draw."""
    state = step.state
    taken = list(state.waiting().params["taken"])
    step.event("gossip", player=seat, cards=taken)
    count = HAND_MIN - len(state.players[seat].hand)
    if count > 0:
        draw_cards(state, seat, count, step.events)
        step.revealed.add(seat)
    state.drew = True
    state.pending = None
    state.phase = "turn"
    after_draw(step, seat)
