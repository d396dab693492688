"""Casting, debut scoring, Unfair Competition, eliminations and action cards."""

import pytest

from divas_desktop.core.types import IllegalAction
from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.casting import terms
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.games.sipario.scoring import elimination, score_production

from .helpers import (
    DATA,
    cards,
    cast_all,
    clean,
    opera,
    pd,
    play,
    role,
    set_hand,
    set_season,
    singers,
    table,
)

CONFIG = SiparioConfig(seats=4)


def info(title, name):
    return DATA.operas[opera(title)].roles[role(title, name)]


def total(state, n=0):
    return score_production(DATA, CONFIG, state.staging[n], [], False, False, False)[1]


def debut(state, seat, title, placements, extra_hand=(), season=None):
    set_season(
        state,
        seat,
        season
        or [
            title,
            "Otello" if title != "Otello" else "Aida",
            "Norma" if title != "Norma" else "Aida",
        ],
    )
    hand = [p[0] for p in placements] + [p[2] for p in placements if len(p) > 2 and p[2]]
    set_hand(state, seat, hand + list(extra_hand))
    state.current = seat
    state = play(state, seat, act.BeginDebut(opera=opera(title)))
    return cast_all(state, seat, [(p[0], role(title, p[1]), *p[2:]) for p in placements])


def pasquale(state, seat=0, extra=()):
    t = "Don Pasquale"
    return debut(
        state,
        seat,
        t,
        [
            (singers("gi", "Br")[0], "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
        extra,
    )


def to_uc(state, seat=0):
    state = play(state, seat, act.ConfirmDebut())
    return play(state, seat, act.RaiseCurtain())


@pytest.mark.rule("SIP-069")
@pytest.mark.rule("SIP-070")
@pytest.mark.rule("SIP-071")
@pytest.mark.rule("SIP-072")
@pytest.mark.rule("SIP-073")
@pytest.mark.rule("SIP-074")
def test_eligibility_table():
    p_br = info("Don Giovanni", "Don Giovanni")
    f_s = info("Don Giovanni", "Donna Anna")
    se_b = info("Don Giovanni", "Masetto")
    mute = info("Madama Butterfly", "Dolore")
    gi, gt, deb, stu = (
        singers("gi", "Br")[0],
        singers("gt", "Br")[0],
        singers("deb", "Br")[0],
        singers("stu")[0],
    )
    assert terms(DATA, CONFIG, gi, p_br).ok and not terms(DATA, CONFIG, gi, se_b).ok
    assert not terms(DATA, CONFIG, gt, p_br).ok
    assert terms(DATA, CONFIG, gt, p_br, "night_of_grace").pn == 0
    assert terms(DATA, CONFIG, gt, p_br, "nerves_of_steel").pn == -1
    assert terms(DATA, CONFIG, gt, p_br, "recommendation").pn == -2
    assert terms(DATA, CONFIG, singers("gt", "B")[0], se_b).gold == 2
    assert not terms(DATA, CONFIG, deb, p_br, "night_of_grace").ok
    assert terms(DATA, CONFIG, deb, se_b).ok  # Br Debutant sings a bass Second part
    assert terms(DATA, CONFIG, singers("deb", "S")[0], f_s, "recommendation").pn == -1
    assert terms(DATA, CONFIG, singers("deb", "S")[0], f_s, "nerves_of_steel").pn == 0
    assert terms(DATA, CONFIG, stu, mute).ok and not terms(DATA, CONFIG, stu, se_b).ok
    assert not terms(DATA, CONFIG, singers("gt", "T")[0], f_s).ok  # wrong voice
    assert not terms(DATA, CONFIG, pd("istrione"), f_s).ok


@pytest.mark.rule("SIP-075")
@pytest.mark.rule("SIP-076")
@pytest.mark.rule("SIP-077")
def test_great_interpreter_voices():
    s_gi, t_gi, br_gi = singers("gi", "S")[0], singers("gi", "T")[0], singers("gi", "Br")[0]
    assert terms(DATA, CONFIG, s_gi, info("Norma", "Norma")).pn == 1
    assert terms(DATA, CONFIG, s_gi, info("Carmen", "Carmen")).pn == 0
    assert terms(DATA, CONFIG, t_gi, info("Eugene Onegin", "Eugene Onegin")).pn == 0
    assert terms(DATA, CONFIG, br_gi, info("Don Pasquale", "Don Pasquale")).pn == 1


@pytest.mark.rule("SIP-078")
@pytest.mark.rule("SIP-080")
@pytest.mark.rule("SIP-161")
@pytest.mark.rule("SIP-162")
def test_debutant_lower_voices_and_en_travesti():
    assert terms(DATA, CONFIG, singers("deb", "Ms")[0], info("Rigoletto", "Maddalena")).ok
    tenor_se = info("La traviata", "Gastone")
    s_deb = singers("deb", "S")[0]
    assert not terms(DATA, CONFIG, s_deb, tenor_se).ok
    assert terms(DATA, CONFIG, s_deb, tenor_se, None, True).pn == 0
    s_gt = singers("gt", "S")[0]
    assert terms(DATA, CONFIG, s_gt, info("Rigoletto", "Duke of Mantua"), None, True).pn == -1
    assert not terms(DATA, CONFIG, singers("gi", "S")[0], info("Otello", "Otello"), None, True).ok


@pytest.mark.rule("SIP-079")
@pytest.mark.rule("SIP-206")
def test_prima_donna_sings_only_principal_roles_of_her_sex():
    amica, ansioso = pd("amica"), pd("ansioso")
    assert terms(DATA, CONFIG, amica, info("Norma", "Norma")).ok
    assert terms(DATA, CONFIG, amica, info("Carmen", "Carmen")).ok
    assert not terms(DATA, CONFIG, amica, info("Otello", "Otello")).ok
    assert not terms(DATA, CONFIG, amica, info("Otello", "Otello"), None, True).ok
    assert terms(DATA, CONFIG, ansioso, info("Otello", "Otello")).ok


@pytest.mark.rule("SIP-065")
@pytest.mark.rule("SIP-068")
def test_confirm_needs_the_whole_base_cast_and_one_singer_per_role():
    state = table(4, seed=4)
    t = "Don Pasquale"
    gi = singers("gi", "Br")[0]
    state = debut(state, 0, t, [(gi, "Don Pasquale")], extra_hand=singers("stu")[:3])
    legal = GAME.legal_actions(state, 0)
    assert act.ConfirmDebut() not in legal
    assert not any(a.kind == "cast" and a.card == gi for a in legal)
    assert not any(a.kind == "cast" and a.role == role(t, "Don Pasquale") for a in legal)
    assert GAME.refusal(state, 0, act.ConfirmDebut()).reason == "base_cast_incomplete"


@pytest.mark.rule("SIP-081")
@pytest.mark.rule("SIP-082")
@pytest.mark.rule("SIP-083")
@pytest.mark.rule("SIP-062")
def test_debut_payments_scoring_and_piles():
    state = table(4, seed=4)
    t = "Don Giovanni"
    hand = [
        singers("gi", "Br")[0],
        singers("gt", "S")[0],
        singers("gt", "B")[0],
        singers("gt", "B")[1],
    ]
    state = debut(
        state,
        0,
        t,
        [
            (hand[0], "Don Giovanni"),
            (hand[1], "Donna Anna"),
            (hand[2], "Leporello"),
            (hand[3], "Masetto"),
        ],
    )
    gold = state.players[0].gold
    state = to_uc(state)
    assert state.players[0].gold == gold - 2  # Golden Throat in a Second part
    for _ in range(2):
        state = play(state, state.uc.attackers[state.uc.index], act.EndUcSlot())
    assert state.players[0].staged == (opera(t),)
    assert all(c in state.debut_pile for c in hand)
    assert state.players[0].ledger["sipario.score.debuts"] == 6 + 1 + 5  # GI +1, bang +5
    assert state.current == 1 and state.phase == "turn"
    assert not clean(state)


@pytest.mark.rule("SIP-087")
@pytest.mark.rule("SIP-088")
def test_competition_at_home_costs_three_and_opponents_attack_once():
    state = table(4, seed=4)
    state = pasquale(
        state,
        extra=[
            singers("gi", "S")[1],
            singers("gt", "T")[1],
            singers("gt", "Br")[1],
            singers("deb", "Ms")[0],
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.BeginDebut(opera=opera("Otello")))
    # Otello: P Otello (T) needs a T GI: use Fool-free casting with GT+enabler impossible here;
    state = play(state, 0, act.AbandonDebut())
    assert len(state.staging) == 1 and state.phase == "debut_more"
    state = table(4, seed=4)
    hand2 = [
        singers("gi", "S")[0],
        singers("gt", "Ms")[0],
        singers("gt", "T")[1],
        singers("deb", "Br")[1],
    ]
    state = pasquale(state, extra=hand2)
    set_season(state, 0, ["Don Pasquale", "Norma", "Aida"])
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.BeginDebut(opera=opera("Norma")))
    state = cast_all(
        state,
        0,
        [
            (hand2[0], role("Norma", "Norma")),
            (hand2[1], role("Norma", "Adalgisa")),
            (hand2[2], role("Norma", "Pollione")),
            (singers("deb", "Br")[1], role("Norma", "Oroveso")),
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    assert len(state.uc.attackers) == 2
    for _ in range(2):
        state = play(state, state.uc.attackers[state.uc.index], act.EndUcSlot())
    ledger = state.players[0].ledger
    # Pasquale 6+1 +5 bang −3, Norma 6+1 (+2 gold GT? no: all in base F/P) = 10 + 7
    assert ledger["sipario.score.debuts"] == (6 + 1 + 5 - 3) + (6 + 1)
    assert len(state.players[0].staged) == 2


@pytest.mark.rule("SIP-089")
@pytest.mark.rule("SIP-090")
@pytest.mark.rule("SIP-091")
@pytest.mark.rule("SIP-092")
@pytest.mark.rule("SIP-093")
@pytest.mark.rule("SIP-095")
def test_attack_defence_order_and_forfeit():
    state = table(3, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    assert state.uc.attackers == [1, 2]
    assert GAME.to_move(state) == (1,)
    state = play(state, 1, act.EndUcSlot())  # declines: no defence follows
    assert GAME.to_move(state) == (2,)
    roar = cards("audience_roar")[0]
    set_hand(state, 2, [roar])
    state = play(state, 2, act.Attack(cards=(roar,), types=("audience_roar",)))
    assert GAME.to_move(state) == (2,)
    state = play(state, 2, act.EndUcSlot())
    assert GAME.to_move(state) == (0,) and state.phase == "uc_defend"
    state = play(state, 0, act.PassDefence())
    assert state.phase == "turn" and state.current == 1


@pytest.mark.rule("SIP-096")
@pytest.mark.rule("SIP-102")
def test_two_players_two_attacks_and_two_completions():
    state = table(2, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    assert state.uc.attackers == [1, 1]
    set_hand(state, 1, [singers("gt", "Br")[0], singers("gt", "Ms")[2]] + singers("stu")[:3])
    malatesta = role("Don Pasquale", "Doctor Malatesta")
    state = play(state, 1, act.CompleteCast(card=singers("gt", "Br")[0], role=malatesta))
    assert not any(a.kind == "complete_cast" for a in GAME.legal_actions(state, 1))
    state = play(state, 1, act.EndUcSlot())
    assert state.uc.index == 1 and GAME.to_move(state) == (1,)


@pytest.mark.rule("SIP-101")
@pytest.mark.rule("SIP-103")
@pytest.mark.rule("SIP-104")
@pytest.mark.rule("SIP-105")
@pytest.mark.rule("SIP-106")
def test_following_players_complete_the_cast_and_score():
    state = table(4, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    helper = state.uc.attackers[0]
    gt = singers("gt", "Br")[0]
    deb = singers("deb", "Br")[2]
    set_hand(state, helper, [gt, deb, cards("recommendation")[0], cards("night_of_grace")[0]])
    malatesta = role("Don Pasquale", "Doctor Malatesta")
    legal = GAME.legal_actions(state, helper)
    completions = [a for a in legal if a.kind == "complete_cast"]
    assert act.CompleteCast(card=gt, role=malatesta) in completions
    assert not any(a.enabler_type == "recommendation" for a in completions)  # −1 PN
    assert any(a.enabler_type == "night_of_grace" and a.card == deb for a in completions)
    state = play(state, helper, act.CompleteCast(card=gt, role=malatesta))
    state = play(state, helper, act.EndUcSlot())
    state = play(state, state.uc.attackers[1], act.EndUcSlot())
    assert state.players[helper].ledger["sipario.score.helping"] == 2
    ledger = state.players[0].ledger["sipario.score.debuts"]
    assert ledger == 6 + 1 + 1 + 5  # base, GI, full-cast hexagon 1 thanks to the helper, bang


@pytest.mark.rule("SIP-107")
@pytest.mark.rule("SIP-108")
@pytest.mark.rule("SIP-157")
@pytest.mark.rule("SIP-156")
def test_substitution_in_progress_after_a_gust_of_wind():
    state = table(4, seed=4)
    spare = singers("gt", "S")[3]
    state = pasquale(state, seat=0, extra=[spare])
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    gust = cards("gust_of_wind")[0]
    set_hand(state, attacker, [gust])
    norina = role("Don Pasquale", "Norina")
    struck = state.staging[0].slots[norina].card
    state = play(state, attacker, act.Attack(cards=(gust,), types=("gust_of_wind",), role=norina))
    assert elimination(DATA, state.staging[0], norina) == "delay"
    state = play(state, attacker, act.EndUcSlot())
    state = play(state, 0, act.PassDefence())
    state = play(state, state.uc.attackers[1], act.EndUcSlot())
    assert state.phase == "resolve"
    gold = state.players[0].gold
    state = play(state, 0, act.Substitute(prod=0, role=norina, card=spare))
    assert state.players[0].gold == gold - 2
    assert struck in state.players[0].hand  # back in hand
    assert state.players[0].ledger["sipario.score.debuts"] == 6 + 1 + 5


@pytest.mark.rule("SIP-180")
@pytest.mark.rule("SIP-112")
def test_protest_then_no_substitute_halves_the_show():
    state = table(4, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    protest = cards("protest")[0]
    set_hand(state, attacker, [protest])
    norina = role("Don Pasquale", "Norina")
    struck = state.staging[0].slots[norina].card
    state = play(state, attacker, act.Attack(cards=(protest,), types=("protest",), role=norina))
    state = play(state, attacker, act.EndUcSlot())
    state = play(state, 0, act.PassDefence())
    state = play(state, state.uc.attackers[1], act.EndUcSlot())
    state = play(state, 0, act.AcceptPostponement(prod=0, role=norina))
    assert struck in state.debut_pile and struck not in state.players[0].hand
    # 6 + 1 (GI) + 5 (bang) = 12 → halved, keeping 6.
    assert state.players[0].ledger["sipario.score.debuts"] == 6


@pytest.mark.rule("SIP-149")
@pytest.mark.rule("SIP-176")
@pytest.mark.rule("SIP-184")
@pytest.mark.rule("SIP-193")
@pytest.mark.rule("SIP-194")
def test_defensive_cancels_restore_the_singer():
    for attack_type, defence in (
        ("gust_of_wind", "bomb_of_cortisone"),
        ("stage_fright", "nerves_of_steel"),
        ("protest", "recommendation"),
    ):
        state = table(4, seed=4)
        state = pasquale(state, seat=0, extra=[cards(defence)[0]])
        state = to_uc(state)
        attacker = state.uc.attackers[0]
        card = cards(attack_type)[0]
        set_hand(state, attacker, [card])
        norina = role("Don Pasquale", "Norina")
        state = play(state, attacker, act.Attack(cards=(card,), types=(attack_type,), role=norina))
        assert elimination(DATA, state.staging[0], norina) is not None
        state = play(state, attacker, act.EndUcSlot())
        target = len(state.staging[0].effects) - 1
        state = play(
            state,
            0,
            act.Defend(card=cards(defence)[0], as_type=defence, role=norina, target=target),
        )
        assert elimination(DATA, state.staging[0], norina) is None
    state = table(4, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    fright, key = cards("stage_fright")[0], cards("off_key")[0]
    set_hand(state, attacker, [fright, key])
    norina = role("Don Pasquale", "Norina")
    state = play(
        state,
        attacker,
        act.Attack(cards=(fright, key), types=("stage_fright", "off_key"), role=norina),
    )
    assert elimination(DATA, state.staging[0], norina) == "tbd"


@pytest.mark.rule("SIP-200")
@pytest.mark.rule("SIP-181")
@pytest.mark.rule("SIP-190")
@pytest.mark.rule("SIP-207")
@pytest.mark.rule("SIP-182")
def test_immunities_and_the_combinations_that_break_them():
    state = table(4, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    hand = [
        cards(k)[0] for k in ("gust_of_wind", "stage_fright", "protest", "off_key", "elopement")
    ] + [singers("gt", "S")[5]]
    set_hand(state, attacker, hand)
    p = role("Don Pasquale", "Don Pasquale")
    on_gi = [a for a in GAME.legal_actions(state, attacker) if a.kind == "attack" and a.role == p]
    assert [a.types for a in on_gi] == [("protest", "off_key")]
    # A Prima donna: only the triple combination removes her.
    state = table(4, seed=4)
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            (pd("ansioso"), "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, hand + [cards("audience_roar")[0]])
    kinds = {
        a.types for a in GAME.legal_actions(state, attacker) if a.kind == "attack" and a.role == p
    }
    assert ("protest", "off_key", "audience_roar") in kinds
    assert ("protest",) not in kinds and ("off_key",) not in kinds
    assert ("elopement",) not in kinds


@pytest.mark.rule("SIP-164")
@pytest.mark.rule("SIP-165")
@pytest.mark.rule("SIP-166")
def test_elopement_needs_a_seducer_and_both_leave():
    state = table(4, seed=4)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    elope, seducer = cards("elopement")[0], singers("gt", "Ms")[0]
    set_hand(state, attacker, [elope, seducer])
    ernesto = role("Don Pasquale", "Ernesto")
    state = play(
        state,
        attacker,
        act.Attack(cards=(elope,), types=("elopement",), role=ernesto, seducer=seducer),
    )
    assert elimination(DATA, state.staging[0], ernesto) == "tbd"
    assert seducer not in state.players[attacker].hand
    tenor, sa = singers("gt", "T")[4], cards("sublime_aria")[1]
    state2 = table(4, seed=4)
    state2 = pasquale(state2, seat=0)
    state2 = to_uc(state2)
    attacker = state2.uc.attackers[0]
    set_hand(state2, attacker, [elope, sa, tenor])
    norina = role("Don Pasquale", "Norina")
    assert act.Attack(
        cards=(elope, sa), types=("elopement", "sublime_aria"), role=norina, seducer=tenor
    ) in GAME.legal_actions(state2, attacker)


@pytest.mark.rule("SIP-169")
@pytest.mark.rule("SIP-170")
@pytest.mark.rule("SIP-172")
@pytest.mark.rule("SIP-196")
def test_pharmacist_protects_and_cures_the_orchestra():
    state = table(4, seed=4)
    pharm, orch = cards("pharmacist")[0], cards("grand_orchestra")[0]
    state = pasquale(state, seat=0, extra=[pharm, orch, cards("pharmacist")[1]])
    norina = role("Don Pasquale", "Norina")
    state = play(state, 0, act.Attach(card=pharm, as_type="pharmacist", role=norina))
    state = play(state, 0, act.Attach(card=orch, as_type="grand_orchestra"))
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [cards("gust_of_wind")[0], cards("viral_infection")[0]])
    kinds = {a.types for a in GAME.legal_actions(state, attacker) if a.kind == "attack"}
    assert ("gust_of_wind",) not in kinds and ("viral_infection",) not in kinds
    state = table(4, seed=4)
    state = pasquale(state, seat=0, extra=[orch, cards("pharmacist")[1]])
    state = play(state, 0, act.Attach(card=orch, as_type="grand_orchestra"))
    state = to_uc(state)
    before = total(state)
    attacker = state.uc.attackers[0]
    viral = cards("viral_infection")[0]
    set_hand(state, attacker, [viral])
    state = play(state, attacker, act.Attack(cards=(viral,), types=("viral_infection",), target=0))
    assert total(state) == before - 1  # the orchestra's +1 is gone, the viral adds nothing
    state = play(state, attacker, act.EndUcSlot())
    state = play(state, 0, act.Defend(card=cards("pharmacist")[1], as_type="pharmacist", target=1))
    assert total(state) == before


@pytest.mark.rule("SIP-147")
@pytest.mark.rule("SIP-146")
@pytest.mark.rule("SIP-142")
@pytest.mark.rule("SIP-152")
@pytest.mark.rule("SIP-153")
def test_roar_and_claque_cancel_each_other():
    state = table(4, seed=4)
    claque = cards("claque")[0]
    state = pasquale(state, seat=0, extra=[claque, cards("claque")[1]])
    state = play(state, 0, act.Attach(card=claque, as_type="claque"))
    state = to_uc(state)
    base = total(state)
    attacker = state.uc.attackers[0]
    roar = cards("audience_roar")[0]
    set_hand(state, attacker, [roar])
    state = play(state, attacker, act.Attack(cards=(roar,), types=("audience_roar",), target=0))
    assert total(state) == base - 1
    state = play(state, attacker, act.EndUcSlot())
    legal = GAME.legal_actions(state, 0)
    assert act.Defend(card=cards("claque")[1], as_type="claque", target=1) in legal
    state = play(state, 0, act.Defend(card=cards("claque")[1], as_type="claque", target=1))
    assert total(state) == base  # the first Claque acts again
    # Audience Roar with 2 gold on a Night of Grace: the singer is no longer eligible.
    state = table(4, seed=4)
    t = "Don Pasquale"
    nog = cards("night_of_grace")[0]
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
    )
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [roar])
    state = play(
        state,
        attacker,
        act.Attack(
            cards=(roar,), types=("audience_roar",), role=role(t, "Don Pasquale"), gold=2, target=0
        ),
    )
    assert elimination(DATA, state.staging[0], role(t, "Don Pasquale")) == "delay"


@pytest.mark.rule("SIP-098")
@pytest.mark.rule("SIP-224")
@pytest.mark.rule("SIP-222")
@pytest.mark.rule("SIP-225")
def test_the_fool_sings_any_role_and_is_untouchable():
    state = table(4, seed=4)
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            ("sip.fool", "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(
        state,
        attacker,
        [cards(k)[0] for k in ("gust_of_wind", "protest", "off_key", "stage_fright")],
    )
    p = role(t, "Don Pasquale")
    assert not any(a.kind == "attack" and a.role == p for a in GAME.legal_actions(state, attacker))
    for seat in state.uc.attackers:
        state = play(state, seat, act.EndUcSlot())
    assert "sip.fool" in state.exceptions


@pytest.mark.rule("SIP-097")
@pytest.mark.rule("SIP-122")
@pytest.mark.rule("SIP-123")
@pytest.mark.rule("SIP-128")
def test_class_recital_is_an_extra_show_without_competition():
    state = table(4, seed=4)
    studs = singers("stu")[:4]
    set_hand(state, 0, studs + [singers("gt", "T")[0]])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="class_recital"))
    for c in studs[:3]:
        state = play(state, 0, act.AddToExtra(card=c))
    gold = state.players[0].gold
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].gold == gold + 1 and state.players[0].pn == 1
    assert state.uc is None and state.current == 1 and state.phase == "turn"


@pytest.mark.rule("SIP-124")
@pytest.mark.rule("SIP-125")
@pytest.mark.rule("SIP-129")
@pytest.mark.rule("SIP-130")
@pytest.mark.rule("SIP-131")
@pytest.mark.rule("SIP-132")
def test_recital_with_grand_event_orchestra_and_night_of_grace():
    state = table(4, seed=4)
    gi = singers("gi", "T")[0]
    gts = [singers("gt", v)[0] for v in ("S", "Ms", "Br")]
    extra = [
        cards("grand_event")[0],
        cards("grand_orchestra")[0],
        cards("night_of_grace")[0],
        cards("sublime_aria")[0],
    ]
    set_hand(state, 0, [gi, *gts, *extra])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="recital_great"))
    for c in [gi, *gts]:
        state = play(state, 0, act.AddToExtra(card=c))
    state = play(state, 0, act.Attach(card=extra[0], as_type="grand_event"))
    state = play(state, 0, act.Attach(card=extra[1], as_type="grand_orchestra"))
    state = play(state, 0, act.Attach(card=extra[2], as_type="night_of_grace", role=0))
    state = play(state, 0, act.Attach(card=extra[3], as_type="sublime_aria", role=1))
    gold = state.players[0].gold
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].gold == gold + 3 + 2 + 2 + 2
    assert state.players[0].pn == 3 + 1 + 1
    state = table(4, seed=4)
    debs = singers("deb", "S")[:5]
    set_hand(state, 0, [gi, *debs])
    state.current = 0
    assert act.BeginExtra(show="master_class_large") in GAME.legal_actions(state, 0)


@pytest.mark.rule("SIP-122")
@pytest.mark.rule("SIP-125")
def test_only_an_extra_show_the_hand_can_complete_is_offered():
    """SIP-122/125: a Recital of Golden Throats needs four different voices; four GTs of
    three voices are not offered it (the show could never be confirmed), and The Fool
    stands in for the fourth voice. The Three Tenors need a Great Interpreter (G-SIP-04)."""
    state = table(4, seed=4)
    same_voice = [singers("gt", v)[i] for v, i in (("S", 0), ("S", 1), ("Ms", 0), ("Br", 0))]
    set_hand(state, 0, same_voice + singers("stu")[:1])
    state.current = 0
    begun = {a.show for a in GAME.legal_actions(state, 0) if isinstance(a, act.BeginExtra)}
    assert "recital_golden" not in begun
    set_hand(state, 0, same_voice + ["sip.fool"])
    state.current = 0
    begun = {a.show for a in GAME.legal_actions(state, 0) if isinstance(a, act.BeginExtra)}
    assert "recital_golden" in begun
    state = play(state, 0, act.BeginExtra(show="recital_golden"))
    for card in ["sip.fool", same_voice[0], same_voice[2], same_voice[3]]:
        state = play(state, 0, act.AddToExtra(card=card))
    assert act.ConfirmExtra() in GAME.legal_actions(state, 0)
    state = table(4, seed=4)
    set_hand(state, 0, [singers("gt", "T")[0], singers("gt", "T")[1], "sip.fool"])
    state.current = 0
    begun = {a.show for a in GAME.legal_actions(state, 0) if isinstance(a, act.BeginExtra)}
    assert "three_tenors" not in begun
    assert not GAME.is_legal(state, 0, act.BeginExtra(show="three_tenors"))


@pytest.mark.rule("SIP-126")
@pytest.mark.rule("SIP-127")
@pytest.mark.rule("SIP-221")
def test_three_tenors_and_new_year_concert():
    state = table(4, seed=4)
    tenors = [singers("gi", "T")[0], singers("gt", "T")[0], singers("gt", "T")[1]]
    set_hand(state, 0, tenors + singers("stu")[:2])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="three_tenors"))
    for c in tenors:
        state = play(state, 0, act.AddToExtra(card=c))
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].pn == 4
    state = table(4, seed=4)
    nye = cards("new_years_eve")[0]
    hand = [pd("immenso"), singers("gt", "S")[0], singers("gt", "T")[0], nye]
    set_hand(state, 0, hand + singers("stu")[:2])
    state.current = 0
    gold = state.players[0].gold
    state = play(state, 0, act.BeginExtra(show="new_year_single"))
    for c in hand[:3]:
        state = play(state, 0, act.AddToExtra(card=c))
    state = play(state, 0, act.Attach(card=nye, as_type="new_years_eve"))
    state = play(state, 0, act.ConfirmExtra())
    assert state.players[0].gold == gold + 4  # L'immenso's 5-gold use cost is ignored
    assert pd("immenso") in state.exceptions and nye in state.exceptions


@pytest.mark.rule("SIP-186")
@pytest.mark.rule("SIP-214")
@pytest.mark.rule("SIP-099")
def test_strike_special_and_amica_silence_attackers():
    state = table(4, seed=4)
    strike = cards("stagehands_strike")[0]
    state = pasquale(state, seat=0, extra=[strike])
    state = play(state, 0, act.Attach(card=strike, as_type="stagehands_strike", seat=1))
    state = to_uc(state)
    assert state.uc.attackers == [2]
    state = table(4, seed=4)
    state = debut(
        state,
        0,
        "Norma",
        [
            (pd("amica"), "Norma"),
            (singers("gt", "Ms")[0], "Adalgisa"),
            (singers("gt", "T")[0], "Pollione"),
            (singers("deb", "Br")[0], "Oroveso"),
        ],
    )
    state = play(state, 0, act.SilenceRival(seat=2))
    state = to_uc(state)
    assert state.uc.attackers == [1]


@pytest.mark.rule("SIP-208")
@pytest.mark.rule("SIP-212")
def test_prima_donna_must_star_and_costs_her_use():
    state = table(4, seed=4)
    state = pasquale(state, seat=0, extra=[pd("istrione")])
    assert act.ConfirmDebut() not in GAME.legal_actions(state, 0)
    state = table(4, seed=4)
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            (pd("istrione"), "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    gold = state.players[0].gold
    state = play(state, 0, act.ConfirmDebut())
    assert state.players[0].gold == gold - 1


@pytest.mark.rule("SIP-113")
@pytest.mark.rule("SIP-114")
@pytest.mark.rule("SIP-215")
@pytest.mark.rule("SIP-216")
def test_prima_donna_postponements_and_la_battagliera():
    from divas_desktop.games.sipario.state import Effect

    state = table(4, seed=4)
    t = "Don Pasquale"
    state = debut(
        state,
        0,
        t,
        [
            (pd("istrione"), "Don Pasquale"),
            (singers("gt", "S")[0], "Norina"),
            (singers("gt", "T")[0], "Ernesto"),
            (singers("deb", "Br")[0], "A notary"),
        ],
    )
    prod = state.staging[0]
    prod.delayed = True
    lines, _ = score_production(DATA, CONFIG, prod, [], False, False, False)
    assert ("sipario.score.pd_postponed", -1) in lines
    state = table(4, seed=4)
    state = debut(
        state,
        0,
        "Norma",
        [
            (pd("battagliera"), "Norma"),
            (singers("gt", "Ms")[0], "Adalgisa"),
            (singers("gt", "T")[0], "Pollione"),
            (singers("deb", "Br")[0], "Oroveso"),
        ],
    )
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(
        state,
        attacker,
        [
            cards("stage_fright")[0],
            cards("elopement")[0],
            singers("gt", "S")[3],
            cards("gust_of_wind")[0],
        ],
    )
    kinds = {a.types for a in GAME.legal_actions(state, attacker) if a.kind == "attack"}
    assert ("stage_fright",) not in kinds and ("elopement",) not in kinds
    pollione = role("Norma", "Pollione")
    before = total(state)
    state = play(
        state,
        attacker,
        act.Attack(cards=(cards("gust_of_wind")[0],), types=("gust_of_wind",), role=pollione),
    )
    assert elimination(DATA, state.staging[0], pollione) is None
    assert total(state) == before - 1
    state.staging[0].delayed = True
    assert total(state) == before - 1
    assert isinstance(state.staging[0].effects[0], Effect)


@pytest.mark.rule("SIP-217")
@pytest.mark.rule("SIP-218")
@pytest.mark.rule("SIP-219")
@pytest.mark.rule("SIP-220")
def test_prima_donna_abilities():
    from divas_desktop.games.sipario.scoring import pd_bonus

    state = table(4, seed=4)
    state = debut(
        state,
        0,
        "Norma",
        [
            (pd("capricciosa"), "Norma"),
            (singers("gt", "Ms")[0], "Adalgisa"),
            (singers("gt", "T")[0], "Pollione"),
            (singers("deb", "Br")[0], "Oroveso"),
        ],
    )
    assert pd_bonus(DATA, state.staging[0], False) == [("sipario.score.prima_donna", 0)]
    state = table(4, seed=4)
    nerves = cards("nerves_of_steel")[0]
    state = debut(
        state,
        0,
        "Norma",
        [
            (pd("capricciosa"), "Norma"),
            (singers("deb", "Ms")[0], "Adalgisa", nerves, "nerves_of_steel"),
            (singers("deb", "T")[0], "Pollione", cards("night_of_grace")[0], "night_of_grace"),
            (singers("deb", "Br")[0], "Oroveso"),
        ],
    )
    assert pd_bonus(DATA, state.staging[0], False) == [("sipario.score.prima_donna", 5)]
    state = table(4, seed=4)
    state = debut(
        state,
        0,
        "Otello",
        [
            (pd("ansioso"), "Otello"),
            (singers("gt", "S")[0], "Desdemona"),
            (singers("gt", "Br")[0], "Iago"),
            (singers("deb", "Ms")[0], "Emilia"),
        ],
    )
    assert act.ConfirmDebut() not in GAME.legal_actions(state, 0)  # no male Debutant
    prod = state.staging[0]
    prod.slots[0].card = pd("immenso")
    assert pd_bonus(DATA, prod, False) == [("sipario.score.prima_donna", 5)]
    prod.slots[0].card = pd("istrione")
    assert pd_bonus(DATA, prod, False) == [("sipario.score.prima_donna", 2)]


def _quick_debut(state, seat):
    """Seat (whose turn it is) stages Don Pasquale's base cast with no attack."""
    state = pasquale(state, seat=seat)
    state = to_uc(state, seat)
    while state.phase == "uc_attack":
        state = play(state, state.uc.attackers[state.uc.index], act.EndUcSlot())
    return state


@pytest.mark.rule("SIP-084")
@pytest.mark.rule("SIP-085")
def test_bang_then_lightning_then_nothing():
    """EX-SIP-11: first debut on a first turn +5; the next player's first-turn debut +3."""
    state = table(4, seed=8)
    state.current = 0
    state = _quick_debut(state, 0)
    assert state.players[0].ledger["sipario.score.debuts"] == 6 + 1 + 5
    assert state.current == 1
    state = _quick_debut(state, 1)
    assert state.players[1].ledger["sipario.score.debuts"] == 6 + 1 + 3
    state = _quick_debut(state, 2)
    assert state.players[2].ledger["sipario.score.debuts"] == 6 + 1


@pytest.mark.rule("SIP-224")
@pytest.mark.rule("SIP-222")
@pytest.mark.rule("SIP-146")
def test_the_fool_played_as_an_action_card_cannot_be_cancelled_by_an_attack():
    """A Fool used as a Claque (1 gold) is not subject to Unfair Competition: an Audience
    Roar may cancel a real Claque, never the Fool (and applying that attack is refused)."""
    for claque, cancellable in ((cards("claque")[0], True), ("sip.fool", False)):
        state = table(4, seed=4)
        state = pasquale(state, seat=0, extra=[claque])
        state = play(state, 0, act.Attach(card=claque, as_type="claque", gold=1))
        index = next(i for i, e in enumerate(state.staging[0].effects) if e.card == claque)
        state = to_uc(state)
        attacker = state.uc.attackers[0]
        set_hand(state, attacker, [cards("audience_roar")[0]] + singers("stu")[:3])
        targets = {a.target for a in GAME.legal_actions(state, attacker) if a.kind == "attack"}
        assert (index in targets) == cancellable, claque
        cancel = act.Attack(
            cards=(cards("audience_roar")[0],), types=("audience_roar",), target=index
        )
        assert GAME.is_legal(state, attacker, cancel) == cancellable
        if not cancellable:
            with pytest.raises(IllegalAction):
                GAME.apply(state, attacker, cancel)
