"""Set up a Turandot table: the players' cards, the singer deck, the first casting call."""

from __future__ import annotations

from divas_desktop.core.rng import Rng

from .config import TurandotConfig
from .data import directors, singer_ids
from .hiring import casting_call
from .state import Company, TurandotState, bluff_card, money_card, number_card


def new_company(seat: int, seats: int) -> Company:
    """Return a player's cards at setup: numbers 1..N+1, 3 money, the bluff (TUR-010..013)."""
    numbers = tuple(number_card(seat, n) for n in range(1, seats + 2))
    money = tuple(money_card(seat, m) for m in range(1, 4))
    boxed = tuple(number_card(seat, n) for n in range(seats + 2, 7))
    return Company(hand=numbers + money + (bluff_card(seat),), boxed=boxed)


def initial_state(config: TurandotConfig, seed: int) -> TurandotState:
    """Deal the player cards, shuffle the singers and reveal the first casting call."""
    rng = Rng.from_seed(seed, "turandot")
    deck = tuple(rng.shuffled(list(singer_ids(config.deck))))  # TUR-014
    puccini = config.first_maestro - 1 if config.first_maestro else rng.below(config.seats)
    state = TurandotState(
        seats=config.seats,
        deck_kind=config.deck,
        role_order=config.role_order,
        round=1,
        phase="bidding",
        puccini=puccini,
        companies=tuple(new_company(s, config.seats) for s in range(config.seats)),
        deck=deck,
        casting=(None,) * 6,
        director_pile=tuple(directors()),
        rng=rng.state,
    )
    return casting_call(state)[0]
