"""Hand summaries carried from one hand to the next (a card drawn or taken out) read the
same as a summary made from the whole hand, at every step of whole games."""

from itertools import islice, permutations

import pytest

from divas_desktop.core.rng import Rng
from divas_desktop.games.sipario import table
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.extra_shows import _possible_shows, _voices_and_sexes
from divas_desktop.games.sipario.rules import GAME

FIELDS = ("_by_type", "fool", "kinds", "singers", "prime_donne", "categories", "tenors")


def _fields(cards: table.HandCards) -> dict[str, object]:
    return {name: getattr(cards, name) for name in FIELDS}


@pytest.mark.parametrize(
    ("seats", "seed", "options"),
    [(2, 3, {}), (3, 4, {"last_hour_offer": True}), (5, 5, {"infingardo": True})],
)
def test_carried_summaries_equal_fresh_ones(seats, seed, options):
    state = GAME.initial_state(SiparioConfig(seats=seats, max_rounds=30, **options), seed)
    rng = Rng.from_seed(seed, "summaries")
    carried = shows = 0
    while movers := GAME.to_move(state):
        seat = movers[0]
        action = GAME.random_action(state, seat, rng)
        before = state.players[seat].hand
        known = table._kept(before)
        state = GAME.apply(state, seat, action).state
        for player in state.players:
            kept = table._recent.get(player.hand)
            if kept is None:
                continue
            if known is not None and player.hand != before:
                carried += 1
            fresh = table.HandCards(player.hand)
            assert _fields(kept) == _fields(fresh), action
            if kept.shows is not None:  # carried over too when only action cards moved
                shows += 1
                key = tuple(sorted(fresh.categories.items()))
                holds_eve = fresh.holds("new_years_eve")
                mix = _voices_and_sexes(player.hand)
                assert kept.shows == _possible_shows(key, fresh.tenors, fresh.fool, holds_eve, mix)
    assert carried > 50 and shows > 10  # the games did carry summaries from hand to hand


def test_the_cache_keeps_a_bounded_number_of_hands():
    deck = GAME.initial_state(SiparioConfig(seats=4), 9).deck
    hands = islice(permutations(deck[:30], 3), 3 * table._KEPT)
    for hand in hands:
        assert table.hand_cards(hand).singers + len(table.hand_cards(hand).kinds) <= 3
    assert len(table._recent) <= table._KEPT and len(table._older) <= table._KEPT
    assert table.hand_cards(hand) is table._recent[hand]  # the latest hand is kept
