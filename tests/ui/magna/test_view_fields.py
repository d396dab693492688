"""The view carries what the board shows (BOARDS.md §3.1, G1–G5), computed by the engine.

G1 the activation preview, G2 each shop's discounts, G3 what asks a pending choice,
G4 the rounds left, G5 the final score by category if the game ended now. Each is
checked against what the engine then really does over the public loop.
"""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.actions import Deliver, PayCost, PlaceBuilding, UsePower
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.scoring import CATEGORIES
from tests.magna.helpers import (
    CAT,
    SAND,
    WOOD,
    card_with,
    drafted,
    play,
    set_area,
    to_pay_phase,
    whole_turn,
)


def _bot_states(seats: int, seed: int):
    state = GAME.initial_state(GAME.default_config(seats), seed)
    step = 0
    while GAME.to_move(state):
        yield state
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, seed + step)).state
        step += 1
    yield state


@pytest.mark.rule("MAG-041")
@pytest.mark.rule("MAG-043")
def test_the_activation_preview_says_what_the_payment_then_does():
    # The rulebook's example: 2 Sand due but only 1 in stock, so the certificate pays one.
    state = drafted(seats=2, seed=3)
    seat = state.active
    target = next(a for a in (0, 2, 4) if a not in state.players[seat].merchants)
    sand = [card_with(g, cost=(0, 0, 0, 1)) for g in ("city1", "city2")]
    set_area(state, target, [*sand, card_with("city3", cost=(1, 1, 0, 0))])
    state = to_pay_phase(state, target)
    player = state.players[seat]
    player.raw[SAND], player.cert[SAND] = 1, 5
    preview = GAME.player_view(state, seat).activation
    assert preview is not None and preview.city == target // 2
    assert preview.due == [max(0, preview.cost[g] - preview.discounts[g]) for g in range(4)]
    assert preview.cost[SAND] == 2
    if preview.due[SAND] == 2:  # no discount on Sand
        assert preview.from_goods[SAND] == 1 and preview.from_certificates[SAND] == 1
    else:  # the Glassmaker's starting discount
        assert preview.discounts[SAND] == 1 and preview.from_goods[SAND] == 1
        assert preview.from_certificates[SAND] == 0
    before = (list(player.raw), list(player.cert), player.vp, list(player.refined))
    after = play(state, seat, PayCost()).players[seat]
    gained = [preview.raw[g] + preview.bonus_raw[g] for g in range(4)]
    assert [before[0][g] - preview.from_goods[g] + gained[g] for g in range(4)] == after.raw
    assert after.vp == before[2] - preview.vp_lost + preview.bonus_vp
    assert [before[3][g] + preview.refined[g] + preview.bonus_refined[g] for g in range(4)] == (
        after.refined
    )


@pytest.mark.rule("MAG-045")
def test_the_preview_matches_every_payment_of_whole_games():
    checked = 0
    for seats, seed in ((2, 4), (4, 5)):
        for state in _bot_states(seats, seed):
            if state.phase != "pay":
                continue
            seat = state.active
            preview = GAME.player_view(state, None).activation
            events = GAME.apply(state, seat, PayCost()).events
            paid = next(e for e in events if e.kind == "magna.cost_paid").params
            profit = next(e for e in events if e.kind == "magna.profit_gained").params
            assert preview.from_goods == paid["goods_by_type"]
            assert preview.from_certificates == paid["certificates_by_type"]
            assert preview.vp_lost == paid["vp"]
            assert (preview.raw, preview.refined) == (
                profit["raw_by_type"],
                profit["refined_by_type"],
            )
            checked += 1
    assert checked > 40
    assert GAME.player_view(GAME.initial_state(GAME.default_config(2), 1), 0).activation is None


@pytest.mark.rule("MAG-047")
def test_the_preview_counts_the_city_powers_discount_and_the_shop_does_not():
    for state in _bot_states(3, 11):
        if state.phase != "pay":
            continue
        seat = state.active
        options = [a for a in GAME.legal_actions(state, seat) if isinstance(a, UsePower)]
        power = CAT.powers[state.powers[state.activated // 2]]
        if power.op != "discount" or not options:
            continue
        shop_before = GAME.player_view(state, seat).players[seat].discounts
        after = play(state, seat, options[0])
        view = GAME.player_view(after, seat)
        good = options[0].good
        assert view.players[seat].discounts == shop_before  # the shop keeps its own
        cost = view.activation.cost
        if cost[good] > shop_before[good]:
            assert view.activation.discounts[good] == shop_before[good] + 1
        return
    pytest.skip("no Northern Ironworks in this seeded game")


@pytest.mark.rule("MAG-041")
@pytest.mark.rule("MAG-062")
def test_each_shop_shows_its_starting_and_building_discounts():
    state = drafted(seats=2, seed=2)
    view = GAME.player_view(state, None)
    for seat, shop in enumerate(view.players):
        start = CAT.shops[state.players[seat].shop].discount
        assert shop.discounts == [1 if g == start else 0 for g in range(4)]
    left = next(b for b in CAT.buildings.values() if b.discount[WOOD] and b.size == 0)
    state.players[0].left[0].append(left.id)
    for deck in state.building_decks:
        if left.id in deck:
            deck.remove(left.id)
    shop = GAME.player_view(state, 1).players[0]
    start = CAT.shops[state.players[0].shop].discount
    assert shop.discounts[WOOD] == left.discount[WOOD] + (1 if start == WOOD else 0)


@pytest.mark.rule("MAG-074")
def test_a_pending_choice_names_the_worksite_or_building_that_asks():
    sources = {"worksite": 0, "building": 0}
    for seats, seed in ((2, 1), (3, 3), (4, 2)):
        previous = None
        for state in _bot_states(seats, seed):
            view = GAME.player_view(state, None)
            if view.pending and previous is not None:
                source = view.pending_source
                assert source in CAT.worksites or source in CAT.buildings
                if isinstance(previous[1], Deliver):
                    assert source == previous[0].worksites[previous[1].worksite]
                    sources["worksite"] += 1
                elif isinstance(previous[1], PlaceBuilding | PayCost):
                    assert source in CAT.buildings
                    sources["building"] += 1
            if not view.pending:
                assert view.pending_source == ""
            seat = GAME.to_move(state)[0] if GAME.to_move(state) else None
            if seat is not None:
                action = GAME.bot_action(state, seat, 0)
                previous = (state, action)
    assert sources["worksite"] > 0 and sources["building"] > 0


@pytest.mark.rule("MAG-083")
@pytest.mark.rule("MAG-086")
def test_rounds_left_count_down_to_the_last_round():
    for seats in (2, 3, 4):
        seen: dict[int, int] = {}
        for state in _bot_states(seats, 8):
            view = GAME.player_view(state, None)
            if state.phase == "draft":
                assert view.rounds_left == CAT.rounds
                continue
            if state.phase == "over":
                assert view.rounds_left == 0
                continue
            seen.setdefault(state.round, view.rounds_left)
            assert view.rounds_left == seen[state.round]  # the same all round long
        assert [seen[r] for r in sorted(seen)] == list(range(CAT.rounds - 1, -1, -1))


@pytest.mark.rule("MAG-087")
@pytest.mark.rule("MAG-095")
def test_the_projection_is_the_final_score_by_category_and_the_view_names_the_winners():
    states = list(_bot_states(3, 6))
    middle = states[len(states) // 2]
    view = GAME.player_view(middle, 0)
    for seat, shop in enumerate(view.players):
        assert len(shop.projection) == len(CATEGORIES)
        assert shop.projection[0] == middle.players[seat].vp  # category 1: the track
    assert view.winners == [] and view.tie_break is None
    final = states[-1]
    outcome = GAME.outcome(final)
    view = GAME.player_view(final, None)
    for seat, shop in enumerate(view.players):
        assert [line.points for line in outcome.breakdown[seat]] == shop.projection
        assert sum(shop.projection) == outcome.scores[seat]
        assert sum(shop.tokens_by_level) == shop.opera_tokens
    assert view.winners == list(outcome.winners)
    assert view.tie_break == outcome.tie_break


def test_the_pending_sources_follow_the_choices_one_by_one():
    state = drafted(seats=2, seed=5)
    for _ in range(12):
        state = whole_turn(state)
    assert len(state.pending_sources) == len(state.pending) == 0
    assert GAME.invariants(state) == []
