"""Turn structure and Phase 1: playing a card in an opera (DIV-026..035)."""

import pytest

from divas_desktop.games.divas.actions import Done, Move, PlayCard
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, TEBALDI, card, fresh, give, kinds, play, put_opera


def callas_at_met(*hand):
    state = fresh(3)
    put_opera(state, "met", "Turandot")  # rhythms R2, R3; notes DO, MI; minimum 8
    give(state, CALLAS, *hand)
    return state


@pytest.mark.rule("DIV-026")
def test_four_phases_in_order_then_the_opponent():
    state = callas_at_met("Luchino Visconti")
    assert state.phase == "play"
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert state.phase == "move"
    move = GAME.legal_actions(state, CALLAS)[0]
    state, _ = play(state, CALLAS, move)
    if state.phase == "black_key":
        state, _ = play(state, CALLAS, GAME.legal_actions(state, CALLAS)[0])
    assert state.phase == "actions"
    state, events = play(state, CALLAS, Done())
    assert "divas.cards_drawn" in kinds(events)
    assert len(state.hands[CALLAS]) == 4
    assert state.phase == "play" and state.current == TEBALDI


@pytest.mark.rule("DIV-027")
def test_playing_a_card_is_obligatory():
    state = callas_at_met("Luchino Visconti", "Young Promise", "Italian Debut", "A Lifetime")
    legal = GAME.legal_actions(state, CALLAS)
    assert len(legal) == 16 and all(isinstance(a, PlayCard) for a in legal)
    assert GAME.refusal(state, CALLAS, Done()).reason == "must_play_card"


@pytest.mark.rule("DIV-028")
def test_cards_stack_in_the_house_until_it_closes():
    state = callas_at_met("Luchino Visconti")
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert state.houses["met"].cards[CALLAS] == [card("Luchino Visconti")]
    assert card("Luchino Visconti") not in state.hands[CALLAS]


@pytest.mark.rule("DIV-029")
def test_matching_instrument_moves_fame_toward_the_player():
    state = callas_at_met("Luchino Visconti", "Pier Paolo Pasolini")
    after, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert after.houses["met"].fame == 1  # toward Callas
    other, _ = play(state, CALLAS, PlayCard(card=card("Pier Paolo Pasolini"), house="met"))
    assert other.houses["met"].fame == 0  # violin at the Met: nothing


def test_example_visconti_at_the_met():
    """EX-DIV-02: fame +1 toward Callas; 1 (first rhythm) + 1 (mask) = 2 applause."""
    state = callas_at_met("Luchino Visconti")
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert state.houses["met"].fame == 1
    assert state.houses["met"].applause == [2, 0]


@pytest.mark.rule("DIV-031")
@pytest.mark.rule("DIV-032")
def test_first_rhythm_one_second_two_then_nothing():
    state = callas_at_met("Luchino Visconti", "Pier Paolo Pasolini", "Comeback Tour")
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert state.houses["met"].applause[CALLAS] == 2  # R3 first (+1) + red (+1)
    state.phase, state.current = "play", CALLAS
    state, _ = play(state, CALLAS, PlayCard(card=card("Pier Paolo Pasolini"), house="met"))
    assert state.houses["met"].applause[CALLAS] == 6  # R2 second (+2) + green, purple (+2)
    assert state.houses["met"].rhythms[CALLAS] == [3, 2]
    state.phase = "play"
    state, _ = play(state, CALLAS, PlayCard(card=card("Comeback Tour"), house="met"))
    assert state.houses["met"].applause[CALLAS] == 6  # R2 again, green again: nothing


def test_rhythms_are_counted_per_player():
    """A-DIV-02: Tebaldi's first matching rhythm still scores 1 after Callas scored both."""
    state = callas_at_met()
    state.houses["met"].rhythms[CALLAS] = [2, 3]
    state.current = TEBALDI
    give(state, TEBALDI, "Arturo Toscanini", "Mario Del Monaco")
    state, _ = play(state, TEBALDI, PlayCard(card=card("Mario Del Monaco"), house="met"))
    assert state.houses["met"].applause[TEBALDI] == 2  # R3 first (+1) + green (+1)


@pytest.mark.rule("DIV-033")
def test_two_rhythm_card_can_score_both_at_once():
    state = callas_at_met()
    state.current = TEBALDI
    give(state, TEBALDI, "Mastery")  # R2 + R3, white mask
    state, _ = play(state, TEBALDI, PlayCard(card=card("Mastery"), house="met"))
    assert state.houses["met"].applause[TEBALDI] == 1 + 2 + 1
    assert state.houses["met"].fame == -1  # trumpet at the Met, toward Tebaldi


@pytest.mark.rule("DIV-034")
def test_card_without_matching_rhythm_still_playable():
    state = callas_at_met("Young Promise", "Italian Debut")  # R1 / R2+purple
    assert PlayCard(card=card("Young Promise"), house="met") in GAME.legal_actions(state, CALLAS)
    after, _ = play(state, CALLAS, PlayCard(card=card("Young Promise"), house="met"))
    assert after.houses["met"].applause == [0, 0] and after.allowance == 1
    put_opera(state, "met", "La bohème")  # R1, R2: R2 of Italian Debut scores
    after, _ = play(state, CALLAS, PlayCard(card=card("Italian Debut"), house="met"))
    assert after.houses["met"].applause[CALLAS] == 2


@pytest.mark.rule("DIV-035")
def test_each_mask_colour_scores_once():
    state = callas_at_met("Luchino Visconti", "Elvira de Hidalgo")
    put_opera(state, "met", "Aida")  # R3, R4
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert state.houses["met"].applause[CALLAS] == 2  # R3 + red
    state.phase = "play"
    state, _ = play(state, CALLAS, PlayCard(card=card("Elvira de Hidalgo"), house="met"))
    assert state.houses["met"].applause[CALLAS] == 3  # red repeated, green new, R1 no


@pytest.mark.rule("DIV-030")
def test_applause_has_no_cap_and_never_goes_negative():
    from divas_desktop.games.divas.houses import add_applause

    state = fresh()
    add_applause(state, CALLAS, "met", 40, [])
    assert state.houses["met"].applause[CALLAS] == 40
    add_applause(state, TEBALDI, "met", -2, [])
    assert state.houses["met"].applause[TEBALDI] == 0


def test_move_actions_follow_the_card():
    state = callas_at_met("Luchino Visconti")
    state, _ = play(state, CALLAS, PlayCard(card=card("Luchino Visconti"), house="met"))
    assert all(isinstance(a, Move) for a in GAME.legal_actions(state, CALLAS))
    assert state.allowance == 3
