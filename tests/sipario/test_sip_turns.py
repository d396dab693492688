"""Setup, drawing, discarding, the gold economy and turn structure."""

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME

from .helpers import (
    DATA,
    cards,
    clean,
    editing,
    opera,
    pd,
    play,
    set_hand,
    singers,
    table,
    transition,
)


@pytest.mark.rule("SIP-025")
@pytest.mark.rule("SIP-026")
@pytest.mark.rule("SIP-027")
@pytest.mark.rule("SIP-029")
@pytest.mark.rule("SIP-031")
@pytest.mark.rule("SIP-052")
def test_setup_gives_gold_markers_seasons_and_seven_cards():
    state = GAME.initial_state(SiparioConfig(seats=4), 11)
    assert state.phase == "setup_swap"
    assert state.first == (state.dealer + 1) % 4 and state.current == state.first
    for p in state.players:
        assert p.gold == 8 and p.markers == 4 and p.pn == 0 and len(p.season) == 3
    same = GAME.initial_state(SiparioConfig(seats=4), 11)
    assert same.dealer == state.dealer
    state = table(4, seed=11)
    assert all(len(p.hand) == 7 for p in state.players)
    assert state.phase == "turn" and state.current == state.first


@pytest.mark.rule("SIP-030")
def test_setup_swap_costs_one_gold_once():
    state = GAME.initial_state(SiparioConfig(seats=2), 3)
    seat = state.current
    old = state.players[seat].season[0]
    t = transition(state, seat, act.SetupSwap(opera=old))
    state = t.state
    assert seat in t.revealed_to
    assert state.players[seat].gold == 7 and old not in state.players[seat].season
    assert len(state.players[seat].season) == 3 and old in state.opera_discard
    assert state.current != seat


@pytest.mark.rule("SIP-032")
def test_a_second_prima_donna_is_handed_on():
    from divas_desktop.games.sipario.setup import deal_play_cards

    for seed in range(60):
        state = GAME.initial_state(SiparioConfig(seats=5), seed)
        deck = list(state.deck)
        deck.extend([pd("amica"), pd("istrione")])
        for c in (pd("amica"), pd("istrione")):
            deck.remove(c)
        # put both PDs where the first seat's first two cards will come from
        n = len(deck)
        first_cards = [n - 1, n - 1 - 5]
        for pos, c in zip(first_cards, (pd("amica"), pd("istrione")), strict=True):
            i = deck.index(c)
            deck[i], deck[pos] = deck[pos], deck[i]
        others = [
            x
            for x in (pd(a) for a in ("battagliera", "capricciosa", "ansioso", "immenso"))
            if x in deck
        ]
        for c in others:  # keep the other PDs out of the first deal
            deck.remove(c)
            deck.insert(0, c)
        state.deck = tuple(deck)
        deal_play_cards(state, DATA, [])
        counts = [sum(DATA.is_pd(c) for c in p.hand) for p in state.players]
        assert counts[state.first] == 1 and counts[(state.first + 1) % 5] == 1
        assert not clean(state)
        break


@pytest.mark.rule("SIP-033")
@pytest.mark.rule("SIP-013")
def test_seasons_and_hands_are_secret_but_prima_donna_backs_are_public():
    state = table(3, seed=2)
    set_hand(state, 1, [pd("istrione")] + singers("stu")[:6])
    view = GAME.player_view(state, 0)
    assert view.players[1].hand is None and view.players[1].season is None
    assert view.players[1].prime_donne_count == 1
    assert view.players[0].hand == list(state.players[0].hand)


@pytest.mark.rule("SIP-035")
@pytest.mark.rule("SIP-054")
def test_a_normal_draw_is_one_card():
    state = table(4, seed=3)
    seat = state.current
    set_hand(state, seat, singers("stu")[:9])
    t = transition(state, seat, act.Draw())
    assert len(t.state.players[seat].hand) == 10 and seat in t.revealed_to
    assert t.state.discards_due == 0


@pytest.mark.rule("SIP-036")
@pytest.mark.rule("SIP-043")
@pytest.mark.rule("SIP-037")
def test_at_thirteen_a_draw_forces_a_discard_face_up():
    state = table(4, seed=3)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    legal = GAME.legal_actions(state, seat)
    assert not any(a.kind == "discard" for a in legal)  # no voluntary discard below the limit
    state = play(state, seat, act.Draw())
    assert state.discards_due == 1
    legal = GAME.legal_actions(state, seat)
    assert {a.kind for a in legal} == {"discard"}
    state = play(state, seat, act.Discard(card=hand[0]))
    assert state.discard[-1] == (hand[0], seat) and len(state.players[seat].hand) == 13


@pytest.mark.rule("SIP-039")
@pytest.mark.rule("SIP-055")
def test_next_player_may_take_the_discard_then_refills_from_deck():
    state = table(4, seed=3)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.Discard(card=hand[0]))
    state = play(state, seat, act.EndTurn())
    nxt = state.current
    set_hand(state, nxt, singers("deb")[:4])
    assert act.Draw(source="discard") in GAME.legal_actions(state, nxt)
    state = play(state, nxt, act.Draw(source="discard"))
    assert hand[0] in state.players[nxt].hand and len(state.players[nxt].hand) == 7
    assert not clean(state)


@pytest.mark.rule("SIP-040")
@pytest.mark.rule("SIP-041")
def test_blind_discard_uses_a_marker_and_can_be_taken_unseen():
    state = table(4, seed=3)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.Discard(card=hand[1], blind=True))
    assert state.players[seat].markers == 3 and state.blind[-1] == (hand[1], seat)
    assert hand[1] not in str(GAME.player_view(state, (seat + 1) % 4).model_dump())
    state = play(state, seat, act.EndTurn())
    nxt = state.current
    view = GAME.player_view(state, nxt)
    assert view.drawable_discard == "blind"
    t = transition(state, nxt, act.Draw(source="discard"))
    assert hand[1] in t.state.players[nxt].hand and nxt in t.revealed_to


@pytest.mark.rule("SIP-042")
@pytest.mark.rule("SIP-046")
def test_deck_regeneration_skips_the_exceptions_pile():
    state = table(4, seed=3)
    seat = state.current
    leftovers = list(state.deck)
    state.deck = ()
    state.discard = tuple((c, 1) for c in leftovers[:5])
    state.debut_pile = tuple(leftovers[5:8])
    state.blind = ((leftovers[8], 2),)
    state.exceptions = tuple(leftovers[9:])
    t = transition(state, seat, act.Draw())
    assert t.revealed_to == frozenset(range(4))  # a shuffle: nobody may undo across it
    state = t.state
    assert len(state.deck) == 9 - 1 and not state.discard and not state.debut_pile
    assert state.exceptions == tuple(leftovers[9:])
    assert not clean(state)


@pytest.mark.rule("SIP-050")
def test_gold_and_pn_never_go_negative():
    from divas_desktop.games.sipario.table import can_pay, gain_pn

    state = table(2, seed=1)
    state.players[0].gold = 1
    assert not can_pay(state, 0, 2)
    gain_pn(state, 0, "sipario.score.delay", -5)
    assert state.players[0].pn == 0


@pytest.mark.rule("SIP-053")
@pytest.mark.rule("SIP-056")
@pytest.mark.rule("SIP-058")
@pytest.mark.rule("SIP-061")
def test_one_turn_card_with_or_without_the_draw():
    state = table(4, seed=3)
    seat = state.current
    strike = cards("stagehands_strike")[0]
    set_hand(state, seat, [strike, cards("paparazzo")[0]] + singers("stu")[:6])
    state = play(
        state,
        seat,
        act.PlayTurnCard(card=strike, as_type="stagehands_strike", targets=((seat + 1) % 4,)),
    )
    legal = GAME.legal_actions(state, seat)
    assert not any(a.kind in ("play_turn_card", "begin_debut") for a in legal)
    assert act.Draw() in legal and act.EndTurn() in legal  # action (e) may stop here
    state = play(state, seat, act.Draw())  # or draw as well: action (c)
    assert strike in state.debut_pile


@pytest.mark.rule("SIP-057")
@pytest.mark.rule("SIP-059")
def test_debut_after_a_deck_draw_or_without_drawing():
    state = table(4, seed=3)
    seat = state.current
    set_hand(state, seat, singers("stu")[:4] + singers("gi", "S")[:1] + singers("gt", "T")[:3])
    legal = GAME.legal_actions(state, seat)
    assert any(a.kind == "begin_debut" for a in legal)  # (f) skip the draw
    state = play(state, seat, act.Draw())
    assert any(a.kind == "begin_debut" for a in GAME.legal_actions(state, seat))  # (d)


@pytest.mark.rule("SIP-060")
def test_draw_with_a_turn_card_tops_up_to_seven():
    state = table(4, seed=3)
    seat = state.current
    press = cards("press_conference")[0]
    set_hand(state, seat, [press, singers("stu")[0]])
    state = play(state, seat, act.Draw())
    assert len(state.players[seat].hand) == 7


@pytest.mark.rule("SIP-211")
@pytest.mark.rule("SIP-209")
def test_prima_donna_discards_cost_gold_and_two_force_a_discard():
    state = table(4, seed=3)
    seat = state.current
    set_hand(state, seat, [pd("istrione")] + singers("stu")[:6])
    state = play(state, seat, act.DiscardPrimaDonna(card=pd("istrione")))
    assert state.players[seat].gold == 6 and pd("istrione") in state.exceptions_hidden
    state = table(4, seed=3)
    seat = state.current
    set_hand(state, seat, [pd("istrione")] + singers("stu")[:6])
    with editing(state):
        state.deck.remove(pd("amica"))
        state.deck.append(pd("amica"))
    state = play(state, seat, act.Draw())
    assert state.forced_pd
    legal = GAME.legal_actions(state, seat)
    assert {a.kind for a in legal} == {"discard_prima_donna"}
    state = play(state, seat, act.DiscardPrimaDonna(card=pd("amica")))
    assert state.players[seat].gold == 8 - 4 and not state.forced_pd


@pytest.mark.rule("SIP-210")
def test_two_prime_donne_without_gold_are_kept_with_a_penalty():
    from divas_desktop.games.sipario.scoring import pd_bonus
    from divas_desktop.games.sipario.state import Placement, Production

    state = table(4, seed=3)
    seat = state.current
    set_hand(state, seat, [pd("istrione")] + singers("stu")[:6])
    state.players[seat].gold = 0
    with editing(state):
        state.deck.remove(pd("amica"))
        state.deck.append(pd("amica"))
    state = play(state, seat, act.Draw())
    assert state.players[seat].pd_unpaid and not state.forced_pd
    prod = Production(owner=seat, opera=opera("Tosca"), slots=[None] * 9)
    prod.slots[0] = Placement(card=pd("amica"), by=seat, category="pd")
    assert pd_bonus(DATA, prod, True) == [("sipario.score.prima_donna_unpaid", -1)]
    prod.slots[1] = Placement(card=pd("istrione"), by=seat, category="pd")
    assert pd_bonus(DATA, prod, True) == [("sipario.score.two_prime_donne", -3)]


def test_refusals_carry_specific_reasons():
    state = table(4, seed=3)
    seat = state.current
    state.players[seat].gold = 1
    refusal = GAME.refusal(state, seat, act.Advertise())
    assert isinstance(refusal, IllegalAction) and refusal.reason == "not_enough_gold"
    assert GAME.refusal(state, seat, act.EndTurn()).reason == "draw_or_play_first"
    other = (seat + 1) % 4
    assert GAME.refusal(state, other, act.Draw()).reason == "not_your_turn"


@pytest.mark.rule("SIP-211")
@pytest.mark.rule("SIP-036")
@pytest.mark.rule("SIP-037")
def test_at_fourteen_cards_the_compulsory_discard_may_be_the_prima_donna():
    """A Prima donna may be discarded at any time, so also as the discard due at 14 cards
    (paying her discard cost); other cards stay discardable face up or blind."""
    state = table(4, seed=3)
    seat = state.current
    diva = pd("istrione")
    set_hand(state, seat, [diva] + singers("stu")[:12])
    state = play(state, seat, act.Draw())
    assert state.discards_due == 1 and len(state.players[seat].hand) == 14
    legal = GAME.legal_actions(state, seat)
    assert act.DiscardPrimaDonna(card=diva) in legal
    assert act.Discard(card=diva) not in legal  # a Prima donna never goes on the discard pile
    assert {a.kind for a in legal} == {"discard", "discard_prima_donna"}
    gold = state.players[seat].gold
    state = play(state, seat, act.DiscardPrimaDonna(card=diva))
    assert state.discards_due == 0 and len(state.players[seat].hand) == 13
    assert state.players[seat].gold == gold - DATA.singers[diva].discard_cost
    assert diva in state.exceptions_hidden and not clean(state)
    assert act.EndTurn() in GAME.legal_actions(state, seat)
