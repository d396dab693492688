"""Phase 4 (drawing) and the end of the game (DIV-076..078, DIV-084)."""

import pytest

from divas_desktop.games.divas.actions import Done
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, TEBALDI, at_actions, fresh, kinds, play


def ending_turn(seat, hand, deck, discard):
    state = fresh(7)
    pool = state.hands[seat] + state.decks[seat]
    state.hands[seat] = pool[:hand]
    state.decks[seat] = pool[hand : hand + deck]
    state.discards[seat] = pool[hand + deck : hand + deck + discard]
    state.timeline.extend(pool[hand + deck + discard :])
    at_actions(state, seat, 0, 1, [])
    state.remaining = ["fame"]
    return state


@pytest.mark.rule("DIV-076")
def test_draw_back_to_four():
    state = ending_turn(CALLAS, 2, 10, 0)
    transition = GAME.apply(state, CALLAS, Done())
    assert len(transition.state.hands[CALLAS]) == 4 and len(transition.state.decks[CALLAS]) == 8
    assert transition.revealed_to == frozenset({CALLAS})
    private = [e for e in transition.events if e.kind == "divas.card_drawn_private"]
    assert len(private) == 2 and all(e.visible_to == (CALLAS,) for e in private)
    assert {e.params["card_id"] for e in private} <= set(transition.state.hands[CALLAS])


@pytest.mark.rule("DIV-077")
def test_empty_deck_reshuffles_the_discards():
    state = ending_turn(CALLAS, 1, 1, 5)
    after, events = play(state, CALLAS, Done())
    assert len(after.hands[CALLAS]) == 4
    assert len(after.decks[CALLAS]) == 3 and after.discards[CALLAS] == []
    assert "divas.deck_reshuffled" in kinds(events)
    assert after.ending_after is None


@pytest.mark.rule("DIV-078")
def test_exhausted_deck_gives_the_opponent_one_last_turn():
    state = ending_turn(CALLAS, 1, 1, 1)
    after, events = play(state, CALLAS, Done())
    assert len(after.hands[CALLAS]) == 3 and after.ending_after == TEBALDI
    assert "divas.last_turn" in kinds(events)
    assert after.current == TEBALDI and GAME.outcome(after) is None
    at_actions(after, TEBALDI, 0, 1, ["fame"])
    final, events = play(after, TEBALDI, Done())
    assert final.phase == "over" and "divas.game_over_deck_exhausted" in kinds(events)
    assert GAME.outcome(final) is not None


@pytest.mark.rule("DIV-084")
def test_two_ways_to_end():
    state = ending_turn(TEBALDI, 0, 0, 0)
    after, _ = play(state, TEBALDI, Done())
    assert after.ending_after == CALLAS and after.phase == "play"
    done = fresh()
    done.operas_done = done.opera_deck[:5]
    done.opera_deck = done.opera_deck[5:]
    done.phase = "over"
    assert GAME.to_move(done) == () and GAME.outcome(done) is not None
