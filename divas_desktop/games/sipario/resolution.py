"""After Unfair Competition: settling each lost singer (substitute, postpone) and scoring."""

from __future__ import annotations

from divas_desktop.core.types import Seat

from .casting import place
from .config import SUBSTITUTION_GOLD
from .data import FOOL_ID, CardData
from .debuts import finalize_debut
from .scoring import elimination
from .state import State
from .step import Step
from .table import nxt, pay


def pending_losses(state: State, data: CardData) -> list[tuple[int, int]]:
    """(production, role) of the owner's singers currently eliminated and not yet settled."""
    found = []
    for index, prod in enumerate(state.staging):
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by == prod.owner and elimination(data, prod, role):
                found.append((index, role))
    return found


def first_pending_loss(state: State, data: CardData) -> tuple[int, int]:
    """The first owner singer awaiting settlement (in the phases that have one)."""
    for index, prod in enumerate(state.staging):
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by == prod.owner and elimination(data, prod, role):
                return index, role
    raise LookupError("no pending loss")


def start_resolution(step: Step) -> None:
    """SIP-112: after Unfair Competition, settle helpers' losses then the owner's."""
    state = step.state
    for prod in state.staging:
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by != prod.owner and elimination(step.data, prod, role):
                prod.slots[role] = None  # A-SIP-18: only the helper loses his singer's PN
                prod.gone.append(slot.card)
                prod.helper_lost.append(role)
    state.offers, state.offer_queue = (), ()
    continue_resolution(step)


def continue_resolution(step: Step) -> None:
    """Ask for offers on the next lost singer, or let the owner settle it, or score."""
    state, config = step.state, step.config
    losses = pending_losses(state, step.data)
    if not losses:
        finalize_debut(step)
        return
    if (
        (config.last_hour_offer or config.infingardo)
        and not state.offers
        and not state.offer_queue
        and (state.phase != "offers_done")
    ):
        owner = state.staging[losses[0][0]].owner
        state.offer_queue = tuple(nxt(state, owner, places) for places in range(1, state.seats))
        state.phase = "offers"
        return
    state.phase = "resolve"


def after_offer_decision(step: Step) -> None:
    """Move the offer round on; when everybody spoke, the victim decides."""
    state = step.state
    state.offer_queue = state.offer_queue[1:]
    if not state.offer_queue:
        state.phase = "offers_done"
        continue_resolution(step)


def after_settled(step: Step) -> None:
    """One loss is settled: clear the offers and go on with the next loss."""
    state = step.state
    state.offers, state.offer_queue = (), ()
    if state.phase == "offers_done":
        state.phase = "resolve"
    continue_resolution(step)


def settle(step: Step, prod_index: int, role: int) -> None:
    """Clear the eliminated singer from ``role`` before a replacement takes it."""
    prod = step.state.staging[prod_index]
    slot = prod.slots[role]
    if slot is None:
        raise RuntimeError("no singer to settle")
    kind = elimination(step.data, prod, role)
    if kind == "delay" and slot.card != FOOL_ID:
        prod.returning.append(slot.card)  # SIP-108/157: back to the owner's hand
    else:
        prod.gone.append(slot.card)
    for index in (slot.enabler, slot.travesti):
        if index is not None:
            prod.gone.append(prod.effects[index].card)
            prod.effects[index].card = ""
    prod.slots[role] = None


def substitute(step: Step, seat: Seat, prod_index: int, role: int, card: str) -> None:
    """SIP-107: replace an eliminated singer from the hand, priced by the lost singer."""
    state = step.state
    prod = state.staging[prod_index]
    lost = prod.slots[role]
    if lost is None:
        raise RuntimeError("no singer to replace")
    pay(state, seat, SUBSTITUTION_GOLD.get(lost.category, 0), step.events)
    settle(step, prod_index, role)
    slot = place(step, prod, seat, card, role)
    pay(state, seat, slot.gold, step.events)
    step.event("substituted", player=seat, role=role, card=card)
    after_settled(step)


def accept_postponement(
    step: Step, seat: Seat, prod_index: int, role: int, press: str | None
) -> None:
    """SIP-109/111: keep the loss; the show is delayed or its date is to be determined."""
    state = step.state
    prod = state.staging[prod_index]
    kind = elimination(step.data, prod, role)
    slot = prod.slots[role]
    if kind == "delay" and slot is not None:
        slot.delayed = True  # A-SIP-17: the struck singer recovers and sings
        prod.delayed = True
        if press:
            step.show_from_hand(seat, press)
            prod.gone.append(press)
            prod.press_waiver = True  # SIP-160
    else:
        settle(step, prod_index, role)
        prod.tbd = True
    step.event("postponed", player=seat, opera=prod.opera, how=kind)
    after_settled(step)
