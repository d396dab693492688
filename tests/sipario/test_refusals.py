"""Sipario!'s refusals name what is missing (issue 29): audited cases through apply."""

from __future__ import annotations

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import ADVERTISING_GOLD
from divas_desktop.games.sipario.rules import GAME

from .helpers import cards, editing, play, role, set_hand, singers, table
from .test_sip_debuts import debut
from .test_sip_examples import _barbiere, pasquale_debut


def _refusal(state, seat, action) -> IllegalAction:
    assert action not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert GAME.rule_of(refused.value.reason) is not None
    return refused.value


def _in_competition():
    state, _ = pasquale_debut(table(4, seed=3))
    state = play(state, 0, act.ConfirmDebut())
    return play(state, 0, act.RaiseCurtain())


@pytest.mark.rule("SIP-089")
def test_the_fourth_player_is_told_he_does_not_attack():
    state = _in_competition()
    assert state.uc.attackers == [1, 2]
    gust = cards("gust_of_wind")[0]
    set_hand(state, 3, [gust] + singers("stu")[:6])
    norina = role("Don Pasquale", "Norina")
    attack = act.Attack(cards=(gust,), types=("gust_of_wind",), role=norina)
    refusal = _refusal(state, 3, attack)
    assert (refusal.reason, refusal.params) == ("not_an_attacker", {"attackers": 2})
    assert _refusal(state, 2, attack).reason == "other_attacker_first"
    assert _refusal(state, 0, attack).reason == "wait_for_attack"
    set_hand(state, 1, [gust] + singers("stu")[6:12])
    state = play(state, 1, attack)
    state = play(state, 1, act.EndUcSlot())
    assert state.phase == "uc_defend"
    assert _refusal(state, 2, act.EndUcSlot()).reason == "defender_decides"


@pytest.mark.rule("SIP-118")
def test_the_victim_is_told_he_cannot_make_a_last_hour_offer():
    state, _b, _offered, bartolo = _barbiere({"last_hour_offer": True})
    assert state.phase == "offers"
    mine = singers("gt", "Br")[2]
    refusal = _refusal(state, 0, act.MakeOffer(prod=0, role=bartolo, card=mine))
    assert refusal.reason == "victim_cannot_offer"
    assert GAME.rule_of(refusal.reason) == "SIP-117"


@pytest.mark.rule("SIP-036")
def test_no_discard_at_thirteen_cards_says_the_limit():
    state = table(4, seed=3)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    refusal = _refusal(state, seat, act.Discard(card=hand[0]))
    assert (refusal.reason, refusal.params) == (
        "no_discard_below_limit",
        {"cards": 13, "limit": 13},
    )


@pytest.mark.rule("SIP-040")
def test_a_blind_discard_without_markers_says_so():
    state = table(4, seed=3)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    state = play(state, seat, act.Draw())
    state.own_player(seat).markers = 0
    state.forget_listing()
    assert _refusal(state, seat, act.Discard(card=hand[0], blind=True)).reason == "no_blind_marker"
    assert act.Discard(card=hand[0]) in GAME.legal_actions(state, seat)


@pytest.mark.rule("SIP-101")
def test_a_helper_adds_one_singer_only():
    title = "Il barbiere di Siviglia"  # four roles stay empty after the base cast
    state = debut(
        table(4, seed=3),
        0,
        title,
        [
            (singers("gi", "Br")[0], "Figaro"),
            (singers("gt", "Ms")[0], "Rosina"),
            (singers("gt", "Br")[0], "Don Bartolo"),
            (singers("deb", "Br")[0], "Fiorello"),
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [singers("gt", "B")[1], singers("gt", "S")[1]] + singers("stu")[:5])
    helps = [a for a in GAME.legal_actions(state, attacker) if isinstance(a, act.CompleteCast)]
    first = next(a for a in helps if a.card == singers("gt", "B")[1])
    second = next(a for a in helps if a.card == singers("gt", "S")[1])
    state = play(state, attacker, first)
    refusal = _refusal(state, attacker, second)
    assert refusal.reason == "helper_one_singer"


@pytest.mark.rule("SIP-173")
def test_agency_cannot_swap_a_student_for_a_prima_donna():
    state = table(4, seed=3)
    seat = state.current
    victim = (seat + 1) % 4
    agency = cards("agency_dealing")[0]
    student = singers("stu")[0]
    set_hand(state, seat, [agency, student] + singers("deb")[:5])
    prima_donna = singers("pd")[0]
    set_hand(state, victim, [prima_donna])
    swap = act.PlayTurnCard(card=agency, as_type="agency_dealing", targets=(victim,), mine=student)
    assert _refusal(state, seat, swap).reason == "agency_only_prime_donne_there"


@pytest.mark.rule("SIP-200")
def test_a_great_interpreter_is_immune_to_a_gust_of_wind():
    state = _in_competition()
    attacker = state.uc.attackers[0]
    gust = cards("gust_of_wind")[0]
    set_hand(state, attacker, [gust] + singers("stu")[:6])
    pasquale = role("Don Pasquale", "Don Pasquale")  # sung by a Great Interpreter
    refusal = _refusal(
        state, attacker, act.Attack(cards=(gust,), types=("gust_of_wind",), role=pasquale)
    )
    assert (refusal.reason, refusal.params) == (
        "great_interpreter_immune",
        {"card": "sipario.card.gust_of_wind"},
    )


@pytest.mark.rule("SIP-049")
def test_not_enough_gold_says_how_much_is_needed_and_held():
    state = table(4, seed=3)
    seat = state.current
    with editing(state):
        state.players[seat].gold = 1
    refusal = _refusal(state, seat, act.Advertise())
    assert (refusal.reason, refusal.params) == (
        "not_enough_gold",
        {"needed": ADVERTISING_GOLD, "have": 1},
    )


@pytest.mark.rule("SIP-061")
def test_a_show_card_pressed_in_the_turn_says_it_is_no_turn_card():
    state = table(4, seed=3)
    seat = state.current
    claque = cards("claque")[0]
    student = singers("stu")[0]
    set_hand(state, seat, [claque, student] + singers("deb")[:5])
    refusal = GAME.why_not(state, seat, claque)
    assert (refusal.reason, refusal.params) == ("not_a_turn_card", {"card": "sipario.card.claque"})
    assert GAME.why_not(state, seat, student).reason == "singer_needs_debut"
    other = (seat + 1) % 4
    assert GAME.why_not(state, other, state.players[other].hand[0]).reason == "not_your_turn"


@pytest.mark.rule("SIP-224")
def test_the_fools_immunity_is_named():
    title = "Don Pasquale"
    state = debut(
        table(4, seed=4),
        0,
        title,
        [
            ("sip.fool", "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    attacker = state.uc.attackers[0]
    gust = cards("gust_of_wind")[0]
    set_hand(state, attacker, [gust] + singers("stu")[:6])
    on_the_fool = act.Attack(cards=(gust,), types=("gust_of_wind",), role=role(title, title))
    assert _refusal(state, attacker, on_the_fool).reason == "fool_untouchable"


@pytest.mark.rule("SIP-074")
@pytest.mark.rule("SIP-071")
@pytest.mark.rule("SIP-073")
def test_a_singer_refused_a_role_is_told_why():
    title = "Don Pasquale"
    state = table(4, seed=3)
    baritone, tenor_gt, student = singers("gt", "Br")[0], singers("gt", "T")[0], singers("stu")[0]
    state = debut(
        state,
        0,
        title,
        [(singers("gi", "Br")[0], "Don Pasquale")],
        extra_hand=[baritone, tenor_gt, student, singers("gt", "S")[0]],
    )
    ernesto = role(title, "Ernesto")  # a tenor's First part
    mismatch = _refusal(state, 0, act.Cast(card=baritone, role=ernesto))
    assert (mismatch.reason, mismatch.params) == (
        "voice_mismatch",
        {"role_voice": "sipario.voice.T", "voice": "sipario.voice.Br"},
    )
    assert _refusal(state, 0, act.Cast(card=student, role=ernesto)).reason == "student_mute_only"
    pasquale = role(title, "Don Pasquale")
    assert _refusal(state, 0, act.Cast(card=tenor_gt, role=pasquale)).reason == "role_taken"


@pytest.mark.rule("SIP-141")
@pytest.mark.rule("SIP-143")
def test_a_golden_throats_card_on_another_singer_is_told_so():
    state, _ = pasquale_debut(
        table(4, seed=3), extra=(cards("sublime_aria")[0], cards("claque")[0])
    )
    aria, claque = cards("sublime_aria")[0], cards("claque")[0]
    pasquale = role("Don Pasquale", "Don Pasquale")  # a Great Interpreter
    refusal = _refusal(state, 0, act.Attach(card=aria, as_type="sublime_aria", role=pasquale))
    assert (refusal.reason, refusal.params) == (
        "golden_throat_only",
        {"card": "sipario.card.sublime_aria"},
    )
    norina = role("Don Pasquale", "Norina")  # a Golden Throat, no Sublime Aria yet
    refusal = _refusal(state, 0, act.Attach(card=claque, as_type="claque", role=norina))
    assert refusal.reason == "claque_needs_aria"
