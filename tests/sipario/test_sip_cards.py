"""Remaining action-card clauses: targets, enablers, specials and the appendix flags."""

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.casting import terms
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.games.sipario.scoring import elimination

from .helpers import DATA, cards, editing, opera, play, role, set_hand, singers, table
from .test_sip_debuts import CONFIG, debut, info, pasquale, to_uc, total


@pytest.mark.rule("SIP-141")
@pytest.mark.rule("SIP-144")
def test_sublime_aria_only_on_golden_throats_and_several_allowed():
    state = table(4, seed=6)
    sas = cards("sublime_aria")[:2]
    state = pasquale(state, seat=0, extra=sas)
    legal = [
        a
        for a in GAME.legal_actions(state, 0)
        if a.kind == "attach" and a.as_type == "sublime_aria"
    ]
    roles = {a.role for a in legal}
    t = "Don Pasquale"
    assert roles == {role(t, "Norina"), role(t, "Ernesto")}  # the GTs, not the GI or Debutant
    state = play(state, 0, act.Attach(card=sas[0], as_type="sublime_aria", role=role(t, "Norina")))
    state = play(state, 0, act.Attach(card=sas[1], as_type="sublime_aria", role=role(t, "Ernesto")))
    assert sum(e.type == "sublime_aria" for e in state.staging[0].effects) == 2
    assert DATA.action_types["sublime_aria"].multiple_use


@pytest.mark.rule("SIP-148")
@pytest.mark.rule("SIP-201")
def test_appendix_flags_limit_where_cards_play():
    state = table(4, seed=6)
    roar, event = cards("audience_roar")[0], cards("grand_event")[0]
    studs = singers("stu")[:3]
    set_hand(state, 0, studs + [roar, event])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="class_recital"))
    kinds = {a.as_type for a in GAME.legal_actions(state, 0) if a.kind == "attach"}
    assert "audience_roar" not in kinds and "grand_event" not in kinds  # recital only
    assert not DATA.action_types["audience_roar"].extra_shows
    state = table(4, seed=6)
    state = pasquale(state, seat=0, extra=[cards("grand_event")[1], cards("grand_orchestra")[0]])
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [roar])
    state = play(state, attacker, act.Attack(cards=(roar,), types=("audience_roar",)))
    state = play(state, attacker, act.EndUcSlot())
    defence_types = {a.as_type for a in GAME.legal_actions(state, 0) if a.kind == "defend"}
    assert "grand_event" not in defence_types and "grand_orchestra" not in defence_types
    assert not DATA.action_types["grand_event"].unfair_competition


@pytest.mark.rule("SIP-171")
def test_pharmacist_cures_a_singer_in_defence():
    state = table(4, seed=6)
    pharm = cards("pharmacist")[0]
    state = pasquale(state, seat=0, extra=[pharm])
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    fright = cards("stage_fright")[0]
    set_hand(state, attacker, [fright])
    norina = role("Don Pasquale", "Norina")
    state = play(state, attacker, act.Attack(cards=(fright,), types=("stage_fright",), role=norina))
    state = play(state, attacker, act.EndUcSlot())
    index = len(state.staging[0].effects) - 1
    state = play(state, 0, act.Defend(card=pharm, as_type="pharmacist", role=norina, target=index))
    assert elimination(DATA, state.staging[0], norina) is None


@pytest.mark.rule("SIP-175")
@pytest.mark.rule("SIP-183")
@pytest.mark.rule("SIP-187")
def test_enabling_cards_and_their_penalties():
    gt_b = singers("gt", "B")[0]
    p_b = info("Don Pasquale", "Don Pasquale")
    assert terms(DATA, CONFIG, gt_b, p_b, "nerves_of_steel").pn == -1
    assert terms(DATA, CONFIG, gt_b, p_b, "night_of_grace").pn == 0
    assert terms(DATA, CONFIG, gt_b, p_b, "recommendation").pn == -2
    strict = SiparioConfig(seats=4, nerves_penalty_both=True)
    f_s = info("Don Pasquale", "Norina")
    assert terms(DATA, strict, singers("deb", "S")[0], f_s, "nerves_of_steel").pn == -1
    # A recommended singer cannot be protested.
    state = table(4, seed=6)
    rec = cards("recommendation")[0]
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            (singers("gi", "Br")[0], "Don Pasquale"),
            (singers("deb", "S")[0], "Norina", rec, "recommendation"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [cards("protest")[0]])
    assert not any(
        a.kind == "attack" and a.role == role(t, "Norina")
        for a in GAME.legal_actions(state, attacker)
    )


@pytest.mark.rule("SIP-188")
def test_night_of_grace_with_sublime_aria_gives_three():
    state = table(4, seed=6)
    nog, sa = cards("night_of_grace")[0], cards("sublime_aria")[0]
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            (singers("gt", "B")[0], "Don Pasquale", nog, "night_of_grace"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
        extra_hand=[sa],
    )
    before = total(state)
    state = play(
        state, 0, act.Attach(card=sa, as_type="sublime_aria", role=role(t, "Don Pasquale"))
    )
    assert total(state) == before + 3


@pytest.mark.rule("SIP-189")
def test_night_of_grace_on_a_great_interpreter_in_an_extra_show_gives_two_gold():
    state = table(4, seed=6)
    gi = singers("gi", "S")[0]
    debs = singers("deb", "T")[:3]
    nog = cards("night_of_grace")[0]
    set_hand(state, 0, [gi, *debs, nog])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="master_class_small"))
    for c in [gi, *debs]:
        state = play(state, 0, act.AddToExtra(card=c))
    state = play(state, 0, act.Attach(card=nog, as_type="night_of_grace", role=0))
    gold = state.players[0].gold
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].gold == gold + 2 + 2


@pytest.mark.rule("SIP-199")
def test_foyer_gossip_then_the_deck_tops_up_to_seven():
    state = table(3, seed=6)
    seat = state.current
    gossip = cards("foyer_gossip")[0]
    set_hand(state, seat, [gossip, singers("stu")[0]])
    with editing(state):
        for opp in ((seat + 1) % 3, (seat + 2) % 3):
            state.discard.append((state.deck.pop(), opp))
    state = play(state, seat, act.PlayTurnCard(card=gossip, as_type="foyer_gossip"))
    assert state.phase == "gossip"  # restoring the minimum: the player chooses
    for card in [c for c, _ in state.discard[-2:]]:
        state = play(state, seat, act.GossipTake(card=card))
    assert len(state.players[seat].hand) == 7 and state.drew and state.phase == "turn"
    assert act.Draw() not in GAME.legal_actions(state, seat)


@pytest.mark.rule("SIP-204")
def test_cross_sex_cells_need_an_en_travesti_card():
    config = SiparioConfig(seats=4, travesti_table=True)
    s_gi = singers("gi", "S")[0]
    tenor_p = info("Otello", "Otello")
    assert not terms(DATA, config, s_gi, tenor_p).ok
    assert terms(DATA, config, s_gi, tenor_p, None, True).ok
    assert terms(DATA, config, s_gi, info("Carmen", "Carmen")).pn == 0
    state = table(4, seed=6, travesti_table=True)
    trav = cards("en_travesti")[0]
    set_hand(state, 0, [s_gi, trav] + singers("stu")[:3])
    from divas_desktop.games.sipario.casting import cast_options
    from divas_desktop.games.sipario.state import Production

    prod = Production(owner=0, opera=opera("Otello"), slots=[None] * 8)
    options = cast_options(state, DATA, config, 0, prod)
    assert (s_gi, role("Otello", "Otello"), None, None, trav) in options
    assert (s_gi, role("Otello", "Otello"), None, None, None) not in options


def test_the_fool_stands_in_for_a_student_in_a_class_recital():
    state = table(4, seed=6)
    studs = singers("stu")[:2]
    set_hand(state, 0, studs + ["sip.fool", singers("gt", "T")[0]])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="class_recital"))
    for c in studs:
        state = play(state, 0, act.AddToExtra(card=c))
    assert act.ConfirmExtra() not in GAME.legal_actions(state, 0)
    state = play(state, 0, act.AddToExtra(card="sip.fool"))
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].pn == 1 and "sip.fool" in state.exceptions
