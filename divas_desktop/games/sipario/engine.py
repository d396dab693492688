"""Applying actions: the turn, debuts, Unfair Competition, postponements and deal ends."""

from __future__ import annotations

from dataclasses import replace

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from . import actions as act
from .cards import play_cards
from .casting import natural_category, terms
from .config import (
    ADVERTISING_GOLD,
    BANG_PN,
    DELAY_GOLD,
    HAND_MIN,
    LIGHTNING_PN,
    PD_FORCED_EXTRA_GOLD,
    ROLE_PN,
    SETUP_SWAP_GOLD,
    SUBSTITUTION_GOLD,
    TITLE_CHANGE_GOLD,
    SiparioConfig,
)
from .data import FOOL_ID, CardData
from .scoring import elimination, production_gold, protagonist_pd, score_production, showcase
from .setup import deal_play_cards, start_deal
from .state import Effect, Offer, Pending, Placement, Production, State, Uc
from .table import (
    can_pay,
    draw_cards,
    draw_opera,
    gain_pn,
    holds_pd,
    nxt,
    over_limit,
    pay,
    prev,
    refill_count,
    route_used,
    score_of,
    take_from_hand,
)

TURN_CARDS = (
    "twist_of_fate",
    "press_conference",
    "announced_flop",
    "agency_dealing",
    "paparazzo",
    "stagehands_strike",
    "foyer_gossip",
)


class Ctx:
    """What one ``apply`` call works with: data, options, the new state, events, reveals."""

    def __init__(self, data: CardData, config: SiparioConfig, state: State) -> None:
        self.data = data
        self.config = config
        self.s = state
        self.events: list[Event] = []
        self.revealed: set[int] = set()

    def ev(self, kind: str, visible_to: tuple[int, ...] | None = None, **params) -> None:
        """Record an event (``sipario.ev.<kind>``)."""
        self.events.append(Event(kind=f"sipario.ev.{kind}", params=params, visible_to=visible_to))

    def rng(self) -> Rng:
        """The state's generator (write back with :meth:`save_rng`)."""
        return Rng(self.s.rng)

    def save_rng(self, rng: Rng) -> None:
        """Store the generator state."""
        self.s.rng = rng.state


# --- turns --------------------------------------------------------------------------
def previous_discard(s: State, seat: int) -> tuple[str, bool] | None:
    """The previous player's last discard if still on top of its pile (A-SIP-22)."""
    before = prev(s, seat)
    card = s.players[before].last_discard
    if card is None:
        return None
    if s.discard and s.discard[-1] == (card, before):
        return card, False
    if s.blind and s.blind[-1] == (card, before):
        return card, True
    return None


def begin_turn(c: Ctx) -> None:
    """Start the current seat's turn, skipping seats struck by Stagehands' Strike."""
    s = c.s
    for _ in range(s.seats * 4):
        player = s.players[s.current]
        if player.skip_turns > 0:
            player.skip_turns -= 1
            c.ev("turn_lost", player=s.current)
            if finish_turn(c, start_next=False):
                return
            continue
        break
    s.phase = "turn"
    s.drew = s.drew_discard = s.played = s.abandoned = False
    s.discards_due = 0
    s.forced_pd = False
    s.players[s.current].last_discard = None
    check_two_pds(c, s.current)


def finish_turn(c: Ctx, start_next: bool = True) -> bool:
    """End the current turn; handle the end of round, deal and match. True if play stopped."""
    s = c.s
    s.players[s.current].turns += 1
    s.turn_count += 1
    s.staging, s.uc, s.extra, s.pending = [], None, None, None
    s.current = nxt(s, s.current)
    if s.current == s.first:
        if end_of_round(c):
            return True
        if s.phase == "setup_swap":
            return True
    if start_next:
        begin_turn(c)
    return False


def end_of_round(c: Ctx) -> bool:
    """SIP-016/018/021: close a round; maybe end the deal or the match. True if over."""
    s, config = c.s, c.config
    s.round += 1
    target = config.target
    reached = target is not None and any(
        score_of(s, config, seat) >= target for seat in range(s.seats)
    )
    capped = s.round > config.round_cap
    over = reached or s.time_up or capped
    if s.deal_ending or over:
        score_showcases(c)
        over = over or (
            target is not None
            and any(score_of(s, config, seat) >= target for seat in range(s.seats))
        )
    if over:
        end_match(c, "capped" if capped and not reached and not s.time_up else None)
        return True
    if s.deal_ending:
        if s.completer is not None and s.seats >= 3 and not config.team_play:
            s.phase = "reseat"  # SIP-024: the completer may reseat his opponents first
            return False
        new_deal(c)
    return False


def new_deal(c: Ctx) -> None:
    """Pass the deal on and deal again (SIP-022, SIP-023)."""
    s = c.s
    s.deal += 1
    s.dealer = nxt(s, s.dealer)
    s.first = nxt(s, s.dealer)
    start_deal(s, c.data, c.events)
    c.revealed.update(range(s.seats))


def reseat(c: Ctx, seat: int, order: tuple[int, ...]) -> None:
    """SIP-024: the player who staged his three operas sets the new turn order."""
    s = c.s
    s.order = list(order)
    c.ev("reseated", player=seat, order=list(order))
    new_deal(c)


def score_showcases(c: Ctx) -> None:
    """SIP-133…139 (and SIP-228 in team play): the single best showcase of the deal."""
    s, data = c.s, c.data
    if c.config.team_play:
        for team in (0, 1):
            staged = [o for i, p in enumerate(s.players) if i % 2 == team for o in p.staged]
            found = showcase(data, staged)
            if found:
                gain_pn(s, team, f"sipario.score.showcase.{found[0]}", found[1])
                c.ev("showcase", player=team, showcase=found[0], points=found[1])
        return
    for seat, player in enumerate(s.players):
        found = showcase(data, player.staged)
        if found:
            gain_pn(s, seat, f"sipario.score.showcase.{found[0]}", found[1])
            c.ev("showcase", player=seat, showcase=found[0], points=found[1])


def end_match(c: Ctx, reason: str | None) -> None:
    """Decide the winners (SIP-017, SIP-019, SIP-020) and stop play."""
    s, config = c.s, c.config
    scores = {seat: score_of(s, config, seat) for seat in range(s.seats)}
    best = max(scores.values())
    tied = [seat for seat, v in scores.items() if v == best]
    s.tie_break = None
    if config.team_play:
        tied = sorted({seat % 2 for seat in tied})
        winners = [seat for seat in range(s.seats) if seat % 2 in tied]
        if len(tied) > 1:
            rng = c.rng()
            team = rng.choice(tied)
            c.save_rng(rng)
            winners = [seat for seat in range(s.seats) if seat % 2 == team]
            s.tie_break = "sipario.tie.coin"
    else:
        winners = tied
        if len(tied) > 1:
            rng = c.rng()
            winners = [rng.choice(tied)]
            c.save_rng(rng)
            s.tie_break = "sipario.tie.coin"
    s.winners = winners
    s.phase = "over"
    c.ev("match_over", winners=winners, reason=reason or "normal")


def check_two_pds(c: Ctx, seat: int) -> None:
    """SIP-209/210: holding two Prime donne forces a paid discard, or marks the penalty."""
    s, data = c.s, c.data
    pds = holds_pd(s, data, seat)
    if len(pds) < 2 or s.players[seat].pd_unpaid:
        s.forced_pd = False
        return
    cost = min(data.singers[p].discard_cost for p in pds) + PD_FORCED_EXTRA_GOLD
    if can_pay(s, seat, cost):
        s.forced_pd = True
    else:
        s.players[seat].pd_unpaid = True
        c.ev("prima_donna_unpaid", player=seat)


def after_draw(c: Ctx, seat: int) -> None:
    """After cards enter a hand: discards due above 13, Prima donna checks."""
    c.s.discards_due = over_limit(c.s, seat)
    check_two_pds(c, seat)


def do_draw(c: Ctx, seat: int, a: act.Draw) -> None:
    """SIP-054/055/038/039: draw one card, or refill to 7, optionally starting from a discard."""
    s = c.s
    count = refill_count(s, seat)
    if a.source == "discard":
        card, blind = previous_discard(s, seat)
        if blind:
            s.blind.pop()
        else:
            s.discard.pop()
        s.players[prev(s, seat)].last_discard = None
        s.players[seat].hand.append(card)
        s.drew_discard = True
        c.ev("took_discard", player=seat, card=None if blind else card, blind=blind)
        if blind:
            c.ev("took_blind_card", visible_to=(seat,), player=seat, card=card)
        count -= 1
    draw_cards(s, seat, count, c.events)
    c.revealed.add(seat)
    s.drew = True
    after_draw(c, seat)


def do_discard(c: Ctx, seat: int, a: act.Discard) -> None:
    """SIP-036/040: discard face up, or blind with a marker."""
    s = c.s
    take_from_hand(s, seat, a.card)
    player = s.players[seat]
    if a.blind:
        player.markers -= 1
        s.blind.append((a.card, seat))
        c.ev("discarded_blind", player=seat)
    else:
        s.discard.append((a.card, seat))
        c.ev("discarded", player=seat, card=a.card)
    player.last_discard = a.card
    s.discards_due = max(0, s.discards_due - 1)


def discard_pd(c: Ctx, seat: int, card: str) -> None:
    """SIP-211/209: discard a Prima donna paying her cost (+2 when forced)."""
    s, data = c.s, c.data
    cost = data.singers[card].discard_cost + (PD_FORCED_EXTRA_GOLD if s.forced_pd else 0)
    pay(s, seat, cost, c.events)
    take_from_hand(s, seat, card)
    if c.config.pd_discard_to_blind:
        s.blind.append((card, seat))
    else:
        s.exceptions_hidden.append(card)  # A-SIP-05: face down in the exceptions pile
    c.ev("prima_donna_discarded", player=seat, cost=cost)
    s.forced_pd = False
    check_two_pds(c, seat)


# --- debuts -------------------------------------------------------------------------
def begin_debut(c: Ctx, seat: int, opera: str) -> None:
    """Start casting an opera of the season."""
    roles = c.data.operas[opera].roles
    c.s.staging.append(Production(owner=seat, opera=opera, slots=[None] * len(roles)))
    c.s.phase = "casting"


def place(
    c: Ctx,
    prod: Production,
    seat: int,
    card: str,
    role: int,
    enabler: str | None,
    enabler_type: str | None,
    travesti: str | None,
    stage: str = "debut",
) -> Placement:
    """Put ``card`` on ``role`` with its enabling cards (validated by legal_actions)."""
    data, config = c.data, c.config
    info = data.operas[prod.opera].roles[role]
    t = terms(data, config, card, info, enabler_type, travesti is not None)
    take_from_hand(c.s, seat, card)
    category = natural_category(info) if card == FOOL_ID else data.singers[card].category
    slot = Placement(
        card=card, by=seat, category=category, since=len(prod.effects), pn=t.pn, gold=t.gold
    )
    if enabler is not None:
        take_from_hand(c.s, seat, enabler)
        slot.enabler = len(prod.effects)
        prod.effects.append(
            Effect(
                card=enabler,
                type=enabler_type,
                by=seat,
                role=role,
                group=_new_group(prod),
                stage=stage,
            )
        )
    if travesti is not None:
        take_from_hand(c.s, seat, travesti)
        slot.travesti = len(prod.effects)
        prod.effects.append(
            Effect(
                card=travesti,
                type="en_travesti",
                by=seat,
                role=role,
                group=_new_group(prod),
                stage=stage,
            )
        )
    prod.slots[role] = slot
    return slot


def _new_group(prod: Production) -> int:
    return 1 + max((e.group for e in prod.effects), default=0)


def debut_costs(c: Ctx, prod: Production) -> int:
    """Gold due when declaring a debut (SIP-082): GT in Second parts, PD use, paid cards."""
    data = c.data
    gold = sum(p.gold for p in prod.slots if p is not None)
    gold += sum(e.gold for e in prod.effects)
    for card in protagonist_pd(data, prod):
        gold += data.singers[card].use_cost
    return gold


def confirm_debut(c: Ctx, seat: int) -> None:
    """Declare the debut: pay, decide awards, and wait for a second opera or the curtain."""
    s = c.s
    prod = s.staging[-1]
    pay(s, seat, debut_costs(c, prod), c.events)
    prod.confirmed = True
    c.ev("debut_declared", player=seat, opera=prod.opera)
    s.phase = "debut_more"


def abandon_debut(c: Ctx, seat: int) -> None:
    """Return the cards of the production being cast to the hand."""
    s = c.s
    prod = s.staging.pop()
    hand = s.players[seat].hand
    hand.extend(p.card for p in prod.slots if p is not None)
    hand.extend(e.card for e in prod.effects)
    hand.extend(prod.covers)
    s.abandoned = True
    s.phase = "debut_more" if s.staging else "turn"
    c.ev("debut_abandoned", player=seat)


def attack_slots(c: Ctx, debutant: int) -> list[int]:
    """SIP-089/095/096/229: who attacks, in order (silenced seats lose their action)."""
    s, config = c.s, c.config
    if s.seats == 2:
        slots = [nxt(s, debutant), nxt(s, debutant)]
    elif config.team_play:
        slots = [x for x in (nxt(s, debutant, 1), nxt(s, debutant, 3))]
    else:
        slots = [nxt(s, debutant, 1), nxt(s, debutant, 2)]
    silenced = {x for prod in s.staging for x in prod.silenced}
    return [x for x in slots if x not in silenced]


def uc_slots(c: Ctx, debutant: int) -> Uc:
    """The Unfair Competition slots in seat order.

    SIP-101 / A-SIP-18: the two players after the debutant may complete the cast. In team
    play (SIP-229) they are the next opponent and the debutant's partner: the partner gets
    a completion-only slot between the two attackers, and the second attacker (third seat
    after the debutant) attacks but does not complete.
    """
    attackers = attack_slots(c, debutant)
    if not c.config.team_play:
        return Uc(attackers=attackers)
    first, mate, last = (nxt(c.s, debutant, k) for k in (1, 2, 3))
    slots = [x for x in (first, mate, last) if x in attackers or x == mate]
    return Uc(attackers=slots, help_only=[mate], no_help=[last])


def raise_curtain(c: Ctx, seat: int) -> None:
    """Open Unfair Competition against the declared debut(s)."""
    s = c.s
    s.uc = uc_slots(c, seat)
    c.ev("curtain", player=seat, attackers=[x for x in s.uc.attackers if x not in s.uc.help_only])
    advance_uc(c)


def advance_uc(c: Ctx) -> None:
    """Move to the next attacker, or to the resolution when Unfair Competition is over."""
    s = c.s
    uc = s.uc
    if uc.index < len(uc.attackers):
        s.phase = "uc_attack"
        return
    start_resolution(c)


def end_uc_slot(c: Ctx, seat: int) -> None:
    """SIP-093: an attacker ends his slot; a declined attack forfeits the defence."""
    s = c.s
    uc = s.uc
    if uc.attacked:
        uc.step = "defend"
        uc.defender = s.current
        s.phase = "uc_defend"
        return
    if seat in uc.help_only:
        c.ev("partner_done", player=seat)
        next_slot(c)
        return
    c.ev("uc_declined", player=seat)
    next_slot(c)


def next_slot(c: Ctx) -> None:
    """Pass to the next attacker."""
    uc = c.s.uc
    uc.index += 1
    uc.step, uc.attacked, uc.contributed, uc.defender = "attack", False, 0, -1
    advance_uc(c)


def do_attack(c: Ctx, seat: int, a: act.Attack) -> None:
    """Play an attack (SIP-091): cards to the production, gold paid, seducer committed."""
    s = c.s
    prod = s.staging[a.prod]
    for card in a.cards:
        take_from_hand(s, seat, card)
    if a.seducer:
        take_from_hand(s, seat, a.seducer)
    pay(s, seat, a.gold, c.events)
    play_cards(prod, seat, a.cards, a.types, a.role, a.gold, a.target, "attack", a.seducer)
    s.uc.attacked = True
    c.ev("attacked", player=seat, victim=prod.owner, types=list(a.types), role=a.role)


def do_defend(c: Ctx, seat: int, a: act.Defend) -> None:
    """Play a defensive card (SIP-094)."""
    s = c.s
    prod = s.staging[a.prod]
    take_from_hand(s, seat, a.card)
    pay(s, seat, a.gold, c.events)
    played, kinds = (a.card,), (a.as_type,)
    if a.claque:
        take_from_hand(s, seat, a.claque)
        played, kinds = (a.card, a.claque), (a.as_type, "claque")
    play_cards(prod, seat, played, kinds, a.role, a.gold, a.target, "defence")
    c.ev("defended", player=seat, type=a.as_type)
    next_slot(c)


def complete_cast(c: Ctx, seat: int, a: act.CompleteCast) -> None:
    """SIP-101: a following player adds one of his singers to an unfilled role."""
    s = c.s
    prod = s.staging[a.prod]
    slot = place(c, prod, seat, a.card, a.role, a.enabler, a.enabler_type, None, "helper")
    pay(s, seat, slot.gold, c.events)
    s.uc.contributed += 1
    c.ev("cast_completed", player=seat, opera=prod.opera, role=a.role, card=a.card)


# --- resolution ---------------------------------------------------------------------
def pending_losses(c: Ctx) -> list[tuple[int, int]]:
    """Owner singers currently eliminated and not yet settled."""
    out = []
    for pi, prod in enumerate(c.s.staging):
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by == prod.owner and elimination(c.data, prod, role):
                out.append((pi, role))
    return out


def start_resolution(c: Ctx) -> None:
    """SIP-112: after Unfair Competition, settle helpers' losses then the owner's."""
    s = c.s
    for prod in s.staging:
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by != prod.owner and elimination(c.data, prod, role):
                prod.slots[role] = None  # A-SIP-18: only the helper loses his singer's PN
                prod.gone.append(slot.card)
                prod.helper_lost.append(role)
    s.offers, s.offer_queue = [], []
    continue_resolution(c)


def continue_resolution(c: Ctx) -> None:
    """Ask for offers on the next lost singer, or let the owner settle it, or score."""
    s, config = c.s, c.config
    losses = pending_losses(c)
    if not losses:
        finalize_debut(c)
        return
    if (
        (config.last_hour_offer or config.infingardo)
        and not s.offers
        and not s.offer_queue
        and (s.phase != "offers_done")
    ):
        owner = s.staging[losses[0][0]].owner
        s.offer_queue = [nxt(s, owner, k) for k in range(1, s.seats)]
        s.phase = "offers"
        return
    s.phase = "resolve"


def after_offer_decision(c: Ctx) -> None:
    """Move the offer round on; when everybody spoke, the victim decides."""
    s = c.s
    s.offer_queue.pop(0)
    if not s.offer_queue:
        s.phase = "offers_done"
        continue_resolution(c)


def settle(c: Ctx, pi: int, role: int) -> None:
    """Clear the eliminated singer from ``role`` before a replacement takes it."""
    prod = c.s.staging[pi]
    slot = prod.slots[role]
    kind = elimination(c.data, prod, role)
    if kind == "delay" and slot.card != FOOL_ID:
        prod.returning.append(slot.card)  # SIP-108/157: back to the owner's hand
    else:
        prod.gone.append(slot.card)
    for i in (slot.enabler, slot.travesti):
        if i is not None:
            prod.gone.append(prod.effects[i].card)
            prod.effects[i].card = ""
    prod.slots[role] = None


def substitute(c: Ctx, seat: int, a: act.Substitute) -> None:
    """SIP-107: replace an eliminated singer from the hand, priced by the lost singer."""
    s = c.s
    prod = s.staging[a.prod]
    lost = prod.slots[a.role].category
    pay(s, seat, SUBSTITUTION_GOLD.get(lost, 0), c.events)
    settle(c, a.prod, a.role)
    slot = place(c, prod, seat, a.card, a.role, None, None, None)
    pay(s, seat, slot.gold, c.events)
    c.ev("substituted", player=seat, role=a.role, card=a.card)
    _after_settled(c)


def _after_settled(c: Ctx) -> None:
    c.s.offers, c.s.offer_queue = [], []
    if c.s.phase == "offers_done":
        c.s.phase = "resolve"
    continue_resolution(c)


def accept_postponement(c: Ctx, seat: int, a: act.AcceptPostponement) -> None:
    """SIP-109/111: keep the loss; the show is delayed or its date is to be determined."""
    s = c.s
    prod = s.staging[a.prod]
    kind = elimination(c.data, prod, a.role)
    if kind == "delay":
        prod.slots[a.role].delayed = True  # A-SIP-17: the struck singer recovers and sings
        prod.delayed = True
        if a.press:
            take_from_hand(s, seat, a.press)
            prod.gone.append(a.press)
            prod.press_waiver = True  # SIP-160
    else:
        settle(c, a.prod, a.role)
        prod.tbd = True
    c.ev("postponed", player=seat, opera=prod.opera, how=kind)
    _after_settled(c)


def make_offer(c: Ctx, seat: int, a: act.MakeOffer) -> None:
    """SIP-115/116: one offer per player; the price is built item by item."""
    c.s.offers.append(Offer(seat=seat, card=a.card, gold=0, prod=a.prod, role=a.role, draft=True))
    if a.card not in c.s.public_cards:
        c.s.public_cards.append(a.card)  # an offer is made in the open


def offer_add(c: Ctx, seat: int, item: str) -> None:
    """SIP-115: one more item in the price (gold, a marker, singers, action cards)."""
    s = c.s
    offer = s.offers[-1]
    if item == "gold":
        offer = replace(offer, gold=offer.gold + 1)
    elif item == "marker":
        offer = replace(offer, markers=offer.markers + 1)
    elif item == "singer":
        offer = replace(offer, singers=offer.singers + 1)
    elif item == "action":
        offer = replace(offer, actions=offer.actions + 1)
    else:
        offer = replace(offer, cards=(*offer.cards, item))
    s.offers[-1] = offer


def confirm_offer(c: Ctx, seat: int) -> None:
    """The offer is made, in the open (named cards become public)."""
    s = c.s
    offer = replace(s.offers[-1], draft=False)
    s.offers[-1] = offer
    for card in offer.cards:
        if card not in s.public_cards:
            s.public_cards.append(card)
    c.ev("offer_made", player=seat, card=offer.card, gold=offer.gold, markers=offer.markers)
    if offer.cards:
        c.ev("offer_cards", player=seat, cards=list(offer.cards))
    if offer.singers or offer.actions:
        c.ev("offer_choice", player=seat, singers=offer.singers, actions=offer.actions)
    after_offer_decision(c)


def accept_offer(c: Ctx, seat: int, index: int) -> None:
    """SIP-117: the victim takes an offered singer and pays its price.

    Singers / action cards of his choice are handed over first (phase ``offer_pay``).
    """
    s = c.s
    offer = s.offers[index]
    if offer.singers or offer.actions:
        s.pending = Pending(
            kind="offer_pay",
            seat=seat,
            queue=[seat],
            params={
                "index": index,
                "singers": offer.singers,
                "actions": offer.actions,
                "phase": s.phase,
            },
        )
        s.phase = "offer_pay"
        return
    _complete_offer(c, seat, index)


def give_card(c: Ctx, seat: int, card: str) -> None:
    """Hand over one card of the price (in the open, like the offer)."""
    s = c.s
    params = s.pending.params
    offer = s.offers[params["index"]]
    _hand_over(c, seat, offer.seat, card)
    if card in c.data.action_cards:
        params["actions"] -= 1
    else:
        params["singers"] -= 1
    if params["singers"] <= 0 and params["actions"] <= 0:
        s.phase = params["phase"]
        s.pending = None
        _complete_offer(c, seat, params["index"])


def _hand_over(c: Ctx, giver: int, taker: int, card: str) -> None:
    s = c.s
    take_from_hand(s, giver, card)
    s.players[taker].hand.append(card)
    if card not in s.public_cards:
        s.public_cards.append(card)
    c.revealed.update(range(s.seats))
    c.ev("price_card", player=giver, seller=taker, card=card)


def _complete_offer(c: Ctx, seat: int, index: int) -> None:
    s = c.s
    offer = s.offers[index]
    for card in offer.cards:
        _hand_over(c, seat, offer.seat, card)
    pay(s, seat, offer.gold, c.events, to=offer.seat)
    s.players[seat].markers -= offer.markers
    s.players[offer.seat].markers += offer.markers
    settle(c, offer.prod, offer.role)
    prod = s.staging[offer.prod]
    take_from_hand(s, offer.seat, offer.card)
    s.players[seat].hand.append(offer.card)
    slot = place(c, prod, seat, offer.card, offer.role, None, None, None)
    pay(s, seat, slot.gold, c.events)
    c.ev("offer_accepted", player=seat, seller=offer.seat, gold=offer.gold)
    _after_settled(c)


def infingardo(c: Ctx, seat: int, a: act.Infingardo) -> None:
    """SIP-119/120: the attacker supplies the replacement; the victim pays 1/2/3 gold."""
    s = c.s
    prod = s.staging[a.prod]
    card_cat = (
        natural_category(c.data.operas[prod.opera].roles[a.role])
        if a.card == FOOL_ID
        else c.data.singers[a.card].category
    )
    price = SUBSTITUTION_GOLD.get(card_cat, 0)
    settle(c, a.prod, a.role)
    take_from_hand(s, seat, a.card)
    s.players[prod.owner].hand.append(a.card)
    slot = place(c, prod, prod.owner, a.card, a.role, None, None, None)
    pay(s, prod.owner, slot.gold, c.events)
    pay(
        s,
        prod.owner,
        min(price, s.players[prod.owner].gold + s.players[prod.owner].pn),
        c.events,
        to=seat,
    )
    c.ev("infingardo", player=seat, victim=prod.owner, gold=price)
    s.offer_queue = []
    _after_settled(c)


def finalize_debut(c: Ctx) -> None:
    """Score every production, route the cards and end the debutant's turn (SIP-083)."""
    s, data, config = c.s, c.data, c.config
    owner = s.staging[0].owner
    player = s.players[owner]
    home = len(s.staging) > 1
    awards = []
    turn_no = player.turns + 1
    if not s.bang_awarded and turn_no == 1:
        s.bang_awarded = True
        awards.append(("sipario.score.opening_bang", BANG_PN))  # SIP-084
    elif not s.lightning_awarded and turn_no <= 3:
        s.lightning_awarded = True
        awards.append(("sipario.score.lightning_start", LIGHTNING_PN))  # SIP-085
    for n, prod in enumerate(s.staging):
        delay_unpaid = False
        if prod.delayed and not prod.press_waiver and not protagonist_pd(data, prod):
            if player.gold >= DELAY_GOLD:
                player.gold -= DELAY_GOLD
            else:
                delay_unpaid = True
        lines, total = score_production(
            data,
            config,
            prod,
            awards if n == 0 else [],
            home and n == 0,
            player.pd_unpaid,
            delay_unpaid,
        )
        gain_pn(s, owner, "sipario.score.debuts", total)
        player.gold += production_gold(prod)
        c.ev(
            "opera_staged",
            player=owner,
            opera=prod.opera,
            points=total,
            lines=[[label, pts] for label, pts in lines],
        )
        opera = data.operas[prod.opera]
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by != owner:
                gain_pn(s, slot.by, "sipario.score.helping", ROLE_PN[opera.roles[role].type])
        for slot in prod.slots:
            if slot is not None:
                route_used(s, data, slot.card)
        for e in prod.effects:
            if e.card:
                route_used(s, data, e.card)
            if e.seducer:
                route_used(s, data, e.seducer)
        for card in prod.gone + prod.covers:
            route_used(s, data, card)
        player.hand.extend(prod.returning)
        player.season.remove(prod.opera)
        if prod.opera in player.revealed:
            player.revealed.remove(prod.opera)
        player.staged.append(prod.opera)
        if len(player.staged) >= 3:
            s.deal_ending = True  # SIP-021/231
            if s.completer is None:
                s.completer = owner
    if player.pd_unpaid and len(holds_pd(s, data, owner)) < 2:
        player.pd_unpaid = False
    finish_turn(c)


# --- setup, free actions --------------------------------------------------------------
def setup_swap(c: Ctx, seat: int, a: act.SetupSwap) -> None:
    """SIP-030: exchange one season card for 1 gold, then the next seat decides."""
    s = c.s
    player = s.players[seat]
    if a.opera is not None:
        new = draw_opera(s, c.events)
        player.season.remove(a.opera)
        s.opera_discard.append(a.opera)
        player.season.append(new)
        pay(s, seat, SETUP_SWAP_GOLD, c.events)
        player.swap_used = True
        c.revealed.add(seat)
        c.ev("title_swapped", player=seat, old=a.opera)
        c.ev("title_received", visible_to=(seat,), player=seat, opera=new)
    s.current = nxt(s, seat)
    if s.current == s.first:
        deal_play_cards(s, c.data, c.events)
        c.revealed.update(range(s.seats))
        begin_turn(c)


def advertise(c: Ctx, seat: int) -> None:
    """SIP-047: 3 gold buy 1 PN."""
    c.s.players[seat].gold -= ADVERTISING_GOLD
    gain_pn(c.s, seat, "sipario.score.advertising", 1)
    c.ev("advertised", player=seat)


def change_title(c: Ctx, seat: int, opera: str) -> None:
    """SIP-048: 5 gold replace an undebuted season card with the top opera card."""
    s = c.s
    player = s.players[seat]
    pay(s, seat, TITLE_CHANGE_GOLD, c.events)
    new = draw_opera(s, c.events)
    player.season.remove(opera)
    if opera in player.revealed:
        player.revealed.remove(opera)
    s.known.pop(opera, None)
    s.opera_discard.append(opera)
    player.season.append(new)
    c.revealed.add(seat)
    c.ev("title_changed", player=seat, old=opera)
    c.ev("title_received", visible_to=(seat,), player=seat, opera=new)


def time_up(c: Ctx) -> None:
    """SIP-016: the clock ran out; the current round is finished, then the match ends."""
    c.s.time_up = True
    c.ev("time_up")


# --- extra shows ------------------------------------------------------------------------
def begin_extra(c: Ctx, seat: int, show: str) -> None:
    """Start an extra show."""
    c.s.extra = {"show": show, "cards": [], "effects": []}
    c.s.phase = "extra"


def abandon_extra(c: Ctx, seat: int) -> None:
    """Give the extra show's cards back to the hand."""
    s = c.s
    s.players[seat].hand.extend(s.extra["cards"] + [e[0] for e in s.extra["effects"]])
    s.extra = None
    s.abandoned = True
    s.phase = "turn"
    c.ev("extra_abandoned", player=seat)


def confirm_extra(c: Ctx, seat: int) -> None:
    """SIP-122…132: stage the extra show and collect its rewards; the turn ends."""
    s, data = c.s, c.data
    show = data.shows[s.extra["show"]]
    gold, pn = show.gold, show.pn
    for _card, kind, _target in s.extra["effects"]:
        if kind == "grand_event":
            gold, pn = gold + 2, pn + 1
        elif kind == "grand_orchestra":
            gold += 2
        elif kind == "night_of_grace":
            gold += 2
        elif kind == "sublime_aria":
            pn += 1
    s.players[seat].gold += gold
    gain_pn(s, seat, "sipario.score.extra_shows", pn)
    for card in s.extra["cards"]:
        route_used(s, data, card)
    for card, _, _ in s.extra["effects"]:
        route_used(s, data, card)
    c.ev("extra_staged", player=seat, show=show.key, gold=gold, points=pn)
    finish_turn(c)


# --- turn cards -------------------------------------------------------------------------
def play_turn_card(c: Ctx, seat: int, a: act.PlayTurnCard) -> None:
    """SIP-061: play a turn-action card; opponents holding The Fool may cancel it first."""
    s = c.s
    take_from_hand(s, seat, a.card)
    route_used(s, c.data, a.card)
    pay(s, seat, a.gold, c.events)
    s.played = True
    c.ev("turn_card", player=seat, type=a.as_type, targets=list(a.targets))
    if a.as_type == "foyer_gossip":
        foyer_gossip(c, seat)
        return
    targets = [t for t in dict.fromkeys(a.targets) if t != seat]
    if a.as_type == "press_conference":
        targets = [nxt(s, seat, k) for k in range(1, s.seats)]
    reactors = [t for t in targets if FOOL_ID in s.players[t].hand]
    s.pending = Pending(
        kind=a.as_type,
        seat=seat,
        params={"targets": list(a.targets), "mine": a.mine, "gold": a.gold, "public": a.public},
        queue=reactors,
    )
    if reactors:
        s.phase = "fool_react"
        return
    resolve_turn_card(c)


def fool_reaction(c: Ctx, seat: int, cancel: bool) -> None:
    """SIP-223: The Fool cancels a turn card's effect for its holder."""
    s = c.s
    pending = s.pending
    pending.queue.pop(0)
    if cancel:
        take_from_hand(s, seat, FOOL_ID)
        s.exceptions.append(FOOL_ID)
        pending.protected.append(seat)
        c.ev("fool_cancels", player=seat, type=pending.kind)
    if not pending.queue:
        resolve_turn_card(c)


def resolve_turn_card(c: Ctx) -> None:
    """Carry out the pending turn card for the seats that did not cancel it."""
    s = c.s
    p = s.pending
    seat, params = p.seat, p.params
    targets = [t for t in params["targets"] if t not in p.protected]
    s.phase = "turn"
    s.pending = None
    kind = p.kind
    rng = c.rng()
    if kind == "twist_of_fate":
        if params["mine"] is not None and targets:
            t = targets[0]
            theirs = rng.choice(s.players[t].season)
            _swap_titles(c, seat, params["mine"], t, theirs)
        elif params["mine"] is None and len(targets) == 2 and targets[0] != targets[1]:
            a, b = targets
            _swap_titles(c, a, rng.choice(s.players[a].season), b, rng.choice(s.players[b].season))
    elif kind == "announced_flop" and targets:
        c.save_rng(rng)
        if visible_titles(s, seat, targets[0]):
            # SIP-163: the caster picks among the titles he may see (after any Fool).
            s.pending = Pending(
                kind="flop_pick", seat=seat, params={"victim": targets[0]}, queue=[seat]
            )
            s.phase = "flop_pick"
            return
        flop(c, seat, targets[0], None)
        rng = c.rng()
    elif kind == "agency_dealing" and targets:
        t = targets[0]
        mine = params["mine"]
        pd = c.data.is_pd(mine)
        pool = [x for x in s.players[t].hand if c.data.is_pd(x) == pd]
        if pool:
            theirs = rng.choice(pool)
            take_from_hand(s, seat, mine)
            take_from_hand(s, t, theirs)
            s.players[seat].hand.append(theirs)
            s.players[t].hand.append(mine)
            c.revealed.update((seat, t))
            c.ev(
                "cards_swapped",
                visible_to=(seat, t),
                player=seat,
                victim=t,
                given=mine,
                taken=theirs,
            )
            c.ev("dealing", player=seat, victim=t)
    elif kind == "paparazzo":
        _paparazzo(c, seat, targets, params, rng)
    elif kind == "stagehands_strike" and targets:
        s.players[targets[0]].skip_turns += 1
        c.ev("strike", player=seat, victim=targets[0])
    elif kind == "press_conference":
        s.pending = Pending(
            kind="press",
            seat=seat,
            params={},
            queue=[
                x
                for x in [seat] + [nxt(s, seat, k) for k in range(1, s.seats)]
                if x not in p.protected and _unrevealed(s, x)
            ],
        )
        c.save_rng(rng)
        if s.pending.queue:
            s.phase = "press"
        else:
            s.pending = None
        return
    c.save_rng(rng)
    check_two_pds(c, s.current)


def flop(c: Ctx, seat: int, t: int, chosen: str | None) -> None:
    """SIP-163: eliminate a title of ``t`` (``None``: a random one ``seat`` cannot see)."""
    s = c.s
    victim = s.players[t]
    old = chosen
    if old is None:
        rng = c.rng()
        old = rng.choice(hidden_titles(s, seat, t) or victim.season)
        c.save_rng(rng)
    victim.season.remove(old)
    if old in victim.revealed:
        victim.revealed.remove(old)
    s.known.pop(old, None)
    s.opera_discard.append(old)
    new = draw_opera(s, c.events)
    if new:
        victim.season.append(new)
        c.ev("title_received", visible_to=(t,), player=t, opera=new)
    c.revealed.add(t)
    c.ev("flop", player=seat, victim=t, opera=old)


def flop_title(c: Ctx, seat: int, opera: str | None) -> None:
    """The caster's choice of the flopped title."""
    s = c.s
    t = s.pending.params["victim"]
    s.pending = None
    s.phase = "turn"
    flop(c, seat, t, opera)
    check_two_pds(c, s.current)


def visible_titles(s: State, viewer: int, owner: int) -> list[str]:
    """Season titles of ``owner`` that ``viewer`` may see (revealed, or spied by him)."""
    return [
        o
        for o in s.players[owner].season
        if o in s.players[owner].revealed or viewer in s.known.get(o, ())
    ]


def hidden_titles(s: State, viewer: int, owner: int) -> list[str]:
    """Season titles of ``owner`` that ``viewer`` cannot see."""
    seen = visible_titles(s, viewer, owner)
    return [o for o in s.players[owner].season if o not in seen]


def _unrevealed(s: State, seat: int) -> list[str]:
    player = s.players[seat]
    return [o for o in player.season if o not in player.revealed]


def reveal_title(c: Ctx, seat: int, opera: str) -> None:
    """SIP-158/159: show a title not yet revealed."""
    s = c.s
    s.players[seat].revealed.append(opera)
    c.ev("title_revealed", player=seat, opera=opera)
    s.pending.queue.pop(0)
    if not s.pending.queue:
        s.pending = None
        s.phase = "turn"


def _swap_titles(c: Ctx, a: int, ca: str, b: int, cb: str) -> None:
    s = c.s
    pa, pb = s.players[a], s.players[b]
    pa.season.remove(ca)
    pb.season.remove(cb)
    for player, card in ((pa, ca), (pb, cb)):
        if card in player.revealed:
            player.revealed.remove(card)
        s.known.pop(card, None)
    pa.season.append(cb)
    pb.season.append(ca)
    c.revealed.update((a, b))
    c.ev("titles_swapped", player=a, victim=b)
    c.ev("title_received", visible_to=(a,), player=a, opera=cb)
    c.ev("title_received", visible_to=(b,), player=b, opera=ca)


def _paparazzo(c: Ctx, seat: int, targets: list[int], params: dict, rng: Rng) -> None:
    """SIP-177…179: spy on play cards (or one season card) of opponents."""
    s = c.s
    seen: list[str] = []
    if params["gold"] == 2:
        if targets and s.players[targets[0]].season:
            t = targets[0]  # the spy photographs a title he has not seen yet, if any
            seen.append(rng.choice(hidden_titles(s, seat, t) or s.players[t].season))
    else:
        for t in targets:
            pool = [x for x in s.players[t].hand if x not in seen]
            if pool:
                seen.append(rng.choice(pool))
    c.save_rng(rng)
    for card in seen:
        owner = next(i for i, p in enumerate(s.players) if card in p.hand or card in p.season)
        if params["public"]:
            if card in s.players[owner].season:
                s.players[owner].revealed.append(card)
            else:
                s.public_cards.append(card)
            c.revealed.update(range(s.seats))
        else:
            s.known.setdefault(card, [])
            if seat not in s.known[card]:
                s.known[card].append(seat)
            c.revealed.add(seat)
    c.ev("paparazzo", player=seat, count=len(seen), public=params["public"])
    c.ev(
        "paparazzo_cards", visible_to=None if params["public"] else (seat,), player=seat, cards=seen
    )


def gossip_eligible(s: State, seat: int) -> list[str]:
    """SIP-197/198: the opponents' latest face-up discards, in pile order (A-SIP-23)."""
    per = {2: 3, 3: 2}.get(s.seats, 1)
    taken: list[int] = []
    for k in range(1, s.seats):
        opp = nxt(s, seat, k)
        taken.extend([i for i, (_, who) in enumerate(s.discard) if who == opp][-per:])
    return [s.discard[i][0] for i in sorted(taken)]


def _gossip_take(s: State, seat: int, card: str) -> None:
    entry = next(e for e in s.discard if e[0] == card)
    s.discard.remove(entry)
    s.players[seat].hand.append(card)
    for player in s.players:
        if player.last_discard == card:
            player.last_discard = None


def foyer_gossip(c: Ctx, seat: int) -> None:
    """SIP-197…199: take the opponents' latest face-up discards.

    SIP-199: a player who still has to restore the 7-card minimum (he has not drawn yet
    and holds fewer than 7 cards) chooses which of those cards to take (phase ``gossip``);
    the rest of the refill then comes from the play deck and counts as his draw.
    """
    s = c.s
    cards = gossip_eligible(s, seat)
    if cards and not s.drew and len(s.players[seat].hand) < HAND_MIN:
        s.pending = Pending(
            kind="gossip", seat=seat, params={"cards": cards, "taken": []}, queue=[seat]
        )
        s.phase = "gossip"
        return
    for card in cards:
        _gossip_take(s, seat, card)
    c.ev("gossip", player=seat, cards=cards)
    s.pending = None
    s.phase = "turn"
    after_draw(c, seat)


def gossip_take(c: Ctx, seat: int, card: str) -> None:
    """SIP-199: take one of the eligible discards; the last one ends the choice."""
    s = c.s
    _gossip_take(s, seat, card)
    params = s.pending.params
    params["cards"] = [x for x in params["cards"] if x != card]
    params["taken"] = params["taken"] + [card]
    if not params["cards"]:
        gossip_done(c, seat)


def gossip_done(c: Ctx, seat: int) -> None:
    """SIP-199: refill to the minimum from the play deck; this was the turn's draw."""
    s = c.s
    taken = list(s.pending.params["taken"])
    c.ev("gossip", player=seat, cards=taken)
    count = HAND_MIN - len(s.players[seat].hand)
    if count > 0:
        draw_cards(s, seat, count, c.events)
        c.revealed.add(seat)
    s.drew = True
    s.pending = None
    s.phase = "turn"
    after_draw(c, seat)
