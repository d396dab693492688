"""A full Turandot table consistent with what one seat knows (issue 35, determinization).

What a seat cannot see: the order of the singer deck, and, of each rival, which of the
cards it still owns lie face down in its bid rather than in its hand (the cards a rival
still owns are public: its colour's cards less the boxed numbers and the money spent or
on the scene). A rival's bid in progress shows as its hand shrinking; a confirmed bid
shows its size (A-TUR-11). So the deck is shuffled again and each rival's bid is drawn
again among the bids of that size it could hold, a confirmed one among the legal bids
(TUR-024…026). The generator in the state is reseeded: it would foretell the round-4
director shuffle.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from divas_desktop.core.bots import redeal, reseeded
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Seat

from .hiring import is_legal_bid
from .state import Company, TurandotState, card_type, evolve, hand_order


def determinize(state: TurandotState, seat: Seat, rng: Rng) -> TurandotState:
    """Return a state that looks to ``seat`` as ``state`` does, its hidden parts drawn
    from ``rng`` (independently of where the hidden cards lay in ``state``)."""
    deck = tuple(redeal(["deck"] * len(state.deck), (("deck", c) for c in state.deck), rng))
    companies = list(state.companies)
    for rival, company in enumerate(state.companies):
        if rival != seat and company.bid:
            companies[rival] = _redrawn_bid(company, rng)
    return evolve(state, deck=deck, companies=tuple(companies), rng=reseeded(rng))


def _redrawn_bid(company: Company, rng: Rng) -> Company:
    """The rival's cards split again into hand and bid, the bid as large as before."""
    owned = tuple(sorted(company.hand + company.bid))
    bids = _bids(owned, len(company.bid), company.has_bid)
    bid = bids[rng.below(len(bids))]
    hand = tuple(card for card in owned if card not in bid)
    return evolve(company, hand=hand_order(hand), bid=hand_order(bid))


@cache
def _bids(owned: tuple[str, ...], size: int, confirmed: bool) -> tuple[tuple[str, ...], ...]:
    """Every bid of ``size`` cards a player owning ``owned`` could have laid: a confirmed
    bid is a legal one; a bid in progress holds at most one number card (TUR-023)."""
    found = []
    for bid in combinations(owned, size):
        numbers = sum(1 for card in bid if card_type(card) == "number")
        if (is_legal_bid(bid) if confirmed else numbers <= 1) and all(
            card_type(card) != "summary" for card in bid
        ):
            found.append(bid)
    return tuple(found)
