"""Optional rules after Unfair Competition: the Last-Hour Offer and Infingardo's Manoeuvre."""

from __future__ import annotations

from dataclasses import replace

from divas_desktop.core.types import Seat

from .casting import natural_category, place
from .config import SUBSTITUTION_GOLD
from .data import FOOL_ID, CardData
from .resolution import after_offer_decision, after_settled, settle
from .state import Offer, Pending, State
from .step import Step
from .table import can_pay, pay, take_from_hand


def payable_card(data: CardData, card: str) -> bool:
    """Cards that may be part of a price: singers (no Prima donna) and action cards."""
    return card in data.action_cards or (card in data.singers and not data.is_pd(card))


def can_pay_offer(state: State, data: CardData, seat: Seat, offer: Offer) -> bool:
    """Whether the victim holds everything the offer asks for."""
    player = state.players[seat]
    hand = player.hand
    if not can_pay(state, seat, offer.gold) or player.markers < offer.markers:
        return False
    if any(card not in hand for card in offer.cards):
        return False
    rest = [card for card in hand if card not in offer.cards and payable_card(data, card)]
    actions = sum(1 for card in rest if card in data.action_cards)
    return actions >= offer.actions and len(rest) - actions >= offer.singers


def make_offer(step: Step, seat: Seat, prod_index: int, role: int, card: str) -> None:
    """SIP-115/116: one offer per player; the price is built item by item."""
    state = step.state
    state.offers += (Offer(seat=seat, card=card, gold=0, prod=prod_index, role=role, draft=True),)
    if card not in state.public_cards:
        step.show_card(seat, card)  # an offer is made in the open: the singer is shown
        state.public_cards += (card,)


def offer_add(step: Step, seat: Seat, item: str) -> None:
    """SIP-115: one more item in the price (gold, a marker, singers, action cards)."""
    state = step.state
    offer = state.offers[-1]
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
    state.offers = (*state.offers[:-1], offer)


def confirm_offer(step: Step, seat: Seat) -> None:
    """The offer is made, in the open (named cards become public)."""
    state = step.state
    offer = replace(state.offers[-1], draft=False)
    state.offers = (*state.offers[:-1], offer)
    victim = state.staging[offer.prod].owner
    for card in offer.cards:
        if card not in state.public_cards:
            step.show_card(victim, card)  # a card named in the price is shown to all
            state.public_cards += (card,)
    step.event("offer_made", player=seat, card=offer.card, gold=offer.gold, markers=offer.markers)
    if offer.cards:
        step.event("offer_cards", player=seat, cards=list(offer.cards))
    if offer.singers or offer.actions:
        step.event("offer_choice", player=seat, singers=offer.singers, actions=offer.actions)
    after_offer_decision(step)


def accept_offer(step: Step, seat: Seat, index: int) -> None:
    """SIP-117: the victim takes an offered singer and pays its price.

    Singers / action cards of his choice are handed over first (phase ``offer_pay``).
    """
    state = step.state
    offer = state.offers[index]
    if offer.singers or offer.actions:
        state.pending = Pending(
            kind="offer_pay",
            seat=seat,
            queue=[seat],
            params={
                "index": index,
                "singers": offer.singers,
                "actions": offer.actions,
                "phase": state.phase,
            },
        )
        state.phase = "offer_pay"
        return
    _complete_offer(step, seat, index)


def give_card(step: Step, seat: Seat, card: str) -> None:
    """Hand over one card of the price (in the open, like the offer)."""
    state = step.state
    params = state.waiting().params
    offer = state.offers[params["index"]]
    _hand_over(step, seat, offer.seat, card)
    if card in step.data.action_cards:
        params["actions"] -= 1
    else:
        params["singers"] -= 1
    if params["singers"] <= 0 and params["actions"] <= 0:
        state.phase = params["phase"]
        state.pending = None
        _complete_offer(step, seat, params["index"])


def _hand_over(step: Step, giver: Seat, taker: Seat, card: str) -> None:
    state = step.state
    take_from_hand(state, giver, card)
    state.own_player(taker).hand += (card,)
    if card not in state.public_cards:
        state.public_cards += (card,)
    step.revealed.update(range(state.seats))
    step.event("price_card", player=giver, seller=taker, card=card)


def _complete_offer(step: Step, seat: Seat, index: int) -> None:
    state = step.state
    offer = state.offers[index]
    for card in offer.cards:
        _hand_over(step, seat, offer.seat, card)
    pay(state, seat, offer.gold, step.events, to=offer.seat)
    if offer.markers:
        state.own_player(seat).markers -= offer.markers
        state.own_player(offer.seat).markers += offer.markers
    settle(step, offer.prod, offer.role)
    prod = state.staging[offer.prod]
    step.show_from_hand(offer.seat, offer.card)
    state.own_player(seat).hand += (offer.card,)
    slot = place(step, prod, seat, offer.card, offer.role)
    pay(state, seat, slot.gold, step.events)
    step.event("offer_accepted", player=seat, seller=offer.seat, gold=offer.gold)
    after_settled(step)


def infingardo(step: Step, seat: Seat, prod_index: int, role: int, card: str) -> None:
    """SIP-119/120: the attacker supplies the replacement; the victim pays 1/2/3 gold."""
    state = step.state
    prod = state.staging[prod_index]
    category = (
        natural_category(step.data.operas[prod.opera].roles[role])
        if card == FOOL_ID
        else step.data.singers[card].category
    )
    price = SUBSTITUTION_GOLD.get(category, 0)
    settle(step, prod_index, role)
    step.show_from_hand(seat, card)
    victim = state.own_player(prod.owner)
    victim.hand += (card,)
    slot = place(step, prod, prod.owner, card, role)
    pay(state, prod.owner, slot.gold, step.events)
    pay(state, prod.owner, min(price, victim.gold + victim.pn), step.events, to=seat)
    step.event("infingardo", player=seat, victim=prod.owner, gold=price)
    state.offer_queue = ()
    after_settled(step)
