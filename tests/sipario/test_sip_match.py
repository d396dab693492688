"""Match modes, deals, showcases, turn cards, The Fool and team play."""

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME

from .helpers import (
    DATA,
    cards,
    clean,
    opera,
    play,
    set_hand,
    singers,
    table,
    transition,
)


def pass_round(state):
    """Every seat draws (discarding if needed) and ends its turn once."""
    for _ in range(state.seats):
        seat = state.current
        if state.phase != "turn":
            break
        state = play(state, seat, act.Draw())
        while state.discards_due:
            state = play(state, seat, act.Discard(card=state.players[seat].hand[0]))
        state = play(state, seat, act.EndTurn())
    return state


@pytest.mark.rule("SIP-018")
@pytest.mark.rule("SIP-019")
def test_target_ends_at_the_end_of_the_round_and_margin_wins():
    state = table(3, seed=1)
    state.players[state.first].pn = 30
    state.players[state.first].ledger = {"sipario.score.advertising": 30}
    last = (state.first + 2) % 3
    state.players[last].pn = 27
    state.players[last].ledger = {"sipario.score.advertising": 27}
    seat = state.current
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.EndTurn())
    assert GAME.outcome(state) is None  # the round goes on
    state = pass_round(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (state.first,)
    assert outcome.scores[state.first] == 30 and outcome.tie_break is None


@pytest.mark.rule("SIP-016")
@pytest.mark.rule("SIP-017")
def test_timed_match_finishes_the_round_after_time_up():
    state = table(3, seed=1, mode="timed_30")
    seat = state.current
    assert act.TimeUp() in GAME.legal_actions(state, seat)
    state = play(state, seat, act.TimeUp())
    assert state.time_up and GAME.outcome(state) is None
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.EndTurn())
    assert GAME.outcome(state) is None
    state = pass_round(state)
    assert GAME.outcome(state) is not None
    assert not any(a.kind == "time_up" for a in GAME.legal_actions(table(3, seed=1), 0))


@pytest.mark.rule("SIP-020")
def test_ties_are_broken_by_a_coin_toss():
    state = table(2, seed=1, mode="timed_30")
    state.time_up = True
    state = pass_round(state)
    outcome = GAME.outcome(state)
    assert outcome.tie_break == "sipario.tie.coin" and len(outcome.winners) == 1


@pytest.mark.rule("SIP-044")
@pytest.mark.rule("SIP-154")
@pytest.mark.rule("SIP-155")
def test_twist_of_fate_swaps_titles_and_goes_to_the_debut_pile():
    state = table(3, seed=1)
    seat = state.current
    twist = cards("twist_of_fate")[0]
    set_hand(state, seat, [twist] + singers("stu")[:6])
    mine = state.players[seat].season[0]
    victim = (seat + 1) % 3
    before = set(state.players[victim].season)
    t = transition(
        state,
        seat,
        act.PlayTurnCard(card=twist, as_type="twist_of_fate", targets=(victim,), mine=mine),
    )
    state = t.state
    assert mine in state.players[victim].season and twist in state.debut_pile
    assert len(set(state.players[seat].season) & before) == 1
    assert {seat, victim} <= t.revealed_to
    state = table(3, seed=1)
    set_hand(state, seat, [twist] + singers("stu")[:6])
    legal = GAME.legal_actions(state, seat)
    assert any(
        a.as_type == "twist_of_fate" and a.gold == 2 and len(a.targets) == 2
        for a in legal
        if a.kind == "play_turn_card"
    )


@pytest.mark.rule("SIP-158")
@pytest.mark.rule("SIP-159")
def test_press_conference_reveals_distinct_titles():
    state = table(3, seed=1)
    seat = state.current
    press = [cards("press_conference")[0], cards("press_conference")[1]]
    set_hand(state, seat, press + singers("stu")[:6])
    state = play(state, seat, act.PlayTurnCard(card=press[0], as_type="press_conference"))
    assert state.phase == "press"
    while state.phase == "press":
        who = GAME.to_move(state)[0]
        first = GAME.legal_actions(state, who)[0]
        state = play(state, who, first)
    assert all(len(p.revealed) == 1 for p in state.players)
    view = GAME.player_view(state, (seat + 1) % 3)
    assert view.players[seat].revealed_titles == list(state.players[seat].revealed)
    options = [a.opera for a in GAME.legal_actions(_press_again(state, seat, press[1]), seat)]
    assert state.players[seat].revealed[0] not in options


def _press_again(state, seat, card):
    state = play(state, seat, act.EndTurn())
    while state.current != seat:
        who = state.current
        state = play(state, who, act.Draw())
        while state.discards_due:
            state = play(state, who, act.Discard(card=state.players[who].hand[0]))
        state = play(state, who, act.EndTurn())
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.PlayTurnCard(card=card, as_type="press_conference"))
    assert GAME.to_move(state) == (seat,)
    return state


@pytest.mark.rule("SIP-160")
@pytest.mark.rule("SIP-110")
def test_press_conference_waives_the_delay_gold():
    from divas_desktop.games.sipario.scoring import score_production
    from divas_desktop.games.sipario.state import Production

    prod = Production(owner=0, opera=opera("Tosca"), slots=[None] * 9, delayed=True)
    lines, _ = score_production(DATA, SiparioConfig(seats=2), prod, [], False, False, True)
    assert ("sipario.score.delay_unpaid", -1) in lines
    assert act.AcceptPostponement(prod=0, role=1, press="x").press == "x"


@pytest.mark.rule("SIP-163")
def test_announced_flop_replaces_an_opponent_title():
    state = table(3, seed=1)
    seat = state.current
    flop = cards("announced_flop")[0]
    set_hand(state, seat, [flop] + singers("stu")[:6])
    victim = (seat + 1) % 3
    before = list(state.players[victim].season)
    t = transition(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    after = t.state.players[victim].season
    assert len(after) == 3 and len(set(after) - set(before)) == 1
    assert victim in t.revealed_to and not clean(t.state)


@pytest.mark.rule("SIP-173")
@pytest.mark.rule("SIP-174")
def test_agency_dealing_swaps_a_card_pd_only_for_pd():
    from .helpers import pd

    state = table(3, seed=1)
    seat = state.current
    deal = cards("agency_dealing")[0]
    mine = singers("gt", "S")[0]
    set_hand(state, seat, [deal, mine, pd("istrione")] + singers("stu")[:4])
    victim = (seat + 1) % 3
    set_hand(state, victim, singers("deb", "T")[:7])
    legal = [
        a
        for a in GAME.legal_actions(state, seat)
        if a.kind == "play_turn_card" and a.as_type == "agency_dealing"
    ]
    assert not any(a.mine == pd("istrione") for a in legal)  # victim holds no PD
    state = play(
        state,
        seat,
        act.PlayTurnCard(card=deal, as_type="agency_dealing", targets=(victim,), mine=mine),
    )
    assert mine in state.players[victim].hand
    assert sum(c in singers("deb", "T") for c in state.players[seat].hand) == 1


@pytest.mark.rule("SIP-177")
@pytest.mark.rule("SIP-178")
@pytest.mark.rule("SIP-179")
def test_paparazzo_private_and_public():
    state = table(3, seed=1)
    seat = state.current
    pap = cards("paparazzo")[0]
    set_hand(state, seat, [pap] + singers("stu")[:6])
    a, b = sorted(((seat + 1) % 3, (seat + 2) % 3))
    t = transition(state, seat, act.PlayTurnCard(card=pap, as_type="paparazzo", targets=(a, b)))
    spied = [c for c, who in t.state.known.items() if seat in who]
    assert len(spied) == 2
    view = GAME.player_view(t.state, seat)
    assert set(view.players[a].known_cards + view.players[b].known_cards) == set(spied)
    assert GAME.player_view(t.state, a).players[b].known_cards == []
    state2 = table(3, seed=1)
    set_hand(state2, seat, [pap] + singers("stu")[:6])
    state2 = play(
        state2,
        seat,
        act.PlayTurnCard(card=pap, as_type="paparazzo", targets=(a, a, b), gold=1, public=True),
    )
    assert len(state2.public_cards) == 3 and state2.players[seat].gold == 7
    state3 = table(3, seed=1)
    set_hand(state3, seat, [pap] + singers("stu")[:6])
    state3 = play(
        state3,
        seat,
        act.PlayTurnCard(card=pap, as_type="paparazzo", targets=(a,), gold=2, public=True),
    )
    assert len(state3.players[a].revealed) == 1


@pytest.mark.rule("SIP-185")
def test_stagehands_strike_loses_a_turn():
    state = table(3, seed=1)
    seat = state.current
    strike = cards("stagehands_strike")[0]
    set_hand(state, seat, [strike] + singers("stu")[:6])
    victim = (seat + 1) % 3
    state = play(
        state, seat, act.PlayTurnCard(card=strike, as_type="stagehands_strike", targets=(victim,))
    )
    state = play(state, seat, act.EndTurn())
    assert state.current == (seat + 2) % 3 and state.players[victim].turns == 1


@pytest.mark.rule("SIP-223")
def test_the_fool_cancels_a_turn_card_for_its_holder():
    state = table(3, seed=1)
    seat = state.current
    strike = cards("stagehands_strike")[0]
    set_hand(state, seat, [strike] + singers("stu")[:6])
    victim = (seat + 1) % 3
    set_hand(state, victim, ["sip.fool"] + singers("deb", "S")[:6])
    state = play(
        state, seat, act.PlayTurnCard(card=strike, as_type="stagehands_strike", targets=(victim,))
    )
    assert state.phase == "fool_react" and GAME.to_move(state) == (victim,)
    state = play(state, victim, act.FoolReaction(cancel=True))
    assert state.players[victim].skip_turns == 0 and "sip.fool" in state.exceptions


@pytest.mark.rule("SIP-045")
@pytest.mark.rule("SIP-100")
def test_piles_blind_and_debut():
    state = table(3, seed=1)
    seat = state.current
    hand = singers("stu")[:13]
    set_hand(state, seat, hand)
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.Discard(card=hand[2], blind=True))
    assert state.blind == ((hand[2], seat),)
    view = GAME.player_view(state, (seat + 1) % 3)
    assert view.blind_count == 1 and hand[2] not in view.model_dump_json()


@pytest.mark.rule("SIP-226")
@pytest.mark.rule("SIP-227")
@pytest.mark.rule("SIP-228")
@pytest.mark.rule("SIP-229")
@pytest.mark.rule("SIP-230")
def test_team_play():
    from divas_desktop.games.sipario.table import score_of

    config = SiparioConfig(seats=4, team_play=True)
    state = table(4, seed=2, team_play=True)
    state.players[0].pn, state.players[2].pn = 3, 4
    state.players[0].ledger = {"sipario.score.advertising": 3}
    state.players[2].ledger = {"sipario.score.advertising": 4}
    assert score_of(state, config, 0) == score_of(state, config, 2) == 7
    from divas_desktop.games.sipario.unfair_competition import attack_slots

    assert attack_slots(state, config, 0) == [1, 3]
    from .test_sip_debuts import pasquale, to_uc

    state = pasquale(state, seat=0)
    state = to_uc(state)
    roar = cards("audience_roar")[0]
    set_hand(state, 1, [roar])
    state = play(state, 1, act.Attack(cards=(roar,), types=("audience_roar",)))
    state = play(state, 1, act.EndUcSlot())
    assert act.YieldDefence() in GAME.legal_actions(state, 0)
    state = play(state, 0, act.YieldDefence())
    assert GAME.to_move(state) == (2,)
    from divas_desktop.games.sipario.scoring import showcase

    trio = [opera("Rigoletto"), opera("Il trovatore"), opera("La traviata")]
    assert showcase(DATA, trio[:2] + [opera("Aida")]) == ("tribute", 5)


@pytest.mark.rule("SIP-014")
def test_markers_and_the_board():
    state = table(5, seed=1)
    assert sum(p.markers for p in state.players) == 20
    view = GAME.player_view(state, None)
    assert {"deck_count", "discard", "debut_pile_count", "blind_count", "exceptions"} <= set(
        view.model_dump()
    )
