"""The rulebook's worked examples (EX-SIP-01 … EX-SIP-14) with the rulebook's numbers."""

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.casting import TRAVESTI_TABLE, voice_group
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.games.sipario.scoring import score_production, showcase

from .helpers import (
    DATA,
    cards,
    cast_all,
    clean,
    editing,
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


def lines_of(state, prod_index=0):
    """Score lines of a production as if staged now (no awards)."""
    prod = state.staging[prod_index]
    lines, total = score_production(DATA, CONFIG, prod, [], False, False, False)
    return dict(lines), total


def pasquale_debut(state, seat=0, extra=()):
    """Seat casts Don Pasquale's base cast with a S Golden Throat as Norina."""
    set_season(state, seat, ["Don Pasquale", "Aida", "Tosca"])
    norina = singers("gt", "S")[0]
    hand = [singers("gi", "Br")[0], norina, singers("gt", "T")[0], singers("deb", "Br")[0], *extra]
    set_hand(state, seat, hand)
    state.current = seat
    state = play(state, seat, act.BeginDebut(opera=opera("Don Pasquale")))
    title = "Don Pasquale"
    state = cast_all(
        state,
        seat,
        [
            (hand[0], role(title, "Don Pasquale")),
            (norina, role(title, "Norina")),
            (hand[2], role(title, "Ernesto")),
            (hand[3], role(title, "A notary")),
        ],
    )
    return state, hand


@pytest.mark.rule("SIP-143")
@pytest.mark.rule("SIP-140")
@pytest.mark.rule("SIP-191")
@pytest.mark.rule("SIP-151")
def test_ex01_sublime_aria_and_claque_then_off_key():
    """EX-SIP-01: SA + Claque on Norina = +3; an Off-Key Note cancels SA: +1 remains."""
    state = table(4, seed=3)
    sa, cl = cards("sublime_aria")[0], cards("claque")[0]
    state, _ = pasquale_debut(state, extra=(sa, cl))
    norina = role("Don Pasquale", "Norina")
    state = play(state, 0, act.Attach(card=sa, as_type="sublime_aria", role=norina))
    state = play(state, 0, act.Attach(card=cl, as_type="claque", role=norina))
    assert lines_of(state)[0]["sipario.score.action_cards"] == 3
    gold = state.players[0].gold
    state = play(state, 0, act.ConfirmDebut())
    assert state.players[0].gold == gold  # no gold spent
    state = play(state, 0, act.RaiseCurtain())
    attacker = state.uc.attackers[0]
    off_key = cards("off_key")[0]
    set_hand(state, attacker, [off_key])
    sa_index = next(i for i, e in enumerate(state.staging[0].effects) if e.type == "sublime_aria")
    attack = act.Attack(cards=(off_key,), types=("off_key",), prod=0, role=norina, target=sa_index)
    state = play(state, attacker, attack)
    assert lines_of(state)[0]["sipario.score.action_cards"] == 1
    assert not clean(state)


@pytest.mark.rule("SIP-038")
@pytest.mark.rule("SIP-034")
def test_ex02_nine_cards_minus_four_minus_two_is_three_next_draw_four():
    """EX-SIP-02: 9 − 4 singers − 2 defence cards = 3 cards; the next draw takes 4."""
    state = table(4, seed=5)
    _sa, cl = cards("sublime_aria")[0], cards("claque")[:2]
    fillers = [singers("stu")[i] for i in range(3)]
    set_season(state, 0, ["Don Giovanni", "Aida", "Tosca"])
    hand = [
        singers("gi", "Br")[0],
        singers("gt", "S")[0],
        singers("gt", "B")[0],
        singers("deb", "Br")[0],
        cl[0],
        cl[1],
        *fillers,
    ]
    assert len(hand) == 9
    set_hand(state, 0, hand)
    state.current = 0
    title = "Don Giovanni"
    state = play(state, 0, act.BeginDebut(opera=opera(title)))
    state = cast_all(
        state,
        0,
        [
            (hand[0], role(title, "Don Giovanni")),
            (hand[1], role(title, "Donna Anna")),
            (hand[2], role(title, "Leporello")),
            (hand[3], role(title, "Masetto")),
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    for n in range(2):
        attacker = state.uc.attackers[state.uc.index]
        roar = cards("audience_roar")[n]
        set_hand(state, attacker, [roar])
        state = play(state, attacker, act.Attack(cards=(roar,), types=("audience_roar",)))
        state = play(state, attacker, act.EndUcSlot())
        claque = (
            state.players[0].hand[0]
            if state.players[0].hand[0] in cl
            else next(c for c in state.players[0].hand if c in cl)
        )
        state = play(state, 0, act.Defend(card=claque, as_type="claque"))
    assert len(state.players[0].hand) == 3
    while state.current != 0:
        seat = state.current
        state = play(state, seat, act.Draw())
        if state.discards_due:
            state = play(state, seat, act.Discard(card=state.players[seat].hand[0]))
        state = play(state, seat, act.EndTurn())
    state = play(state, 0, act.Draw())
    assert len(state.players[0].hand) == 7  # 3 + 4
    assert not clean(state)


@pytest.mark.rule("SIP-094")
def test_ex03_defending_with_a_different_card_nets_zero():
    """EX-SIP-03: Off-Key −1 on a First-part GT, Sublime Aria on another GT: net 0."""
    state = table(4, seed=7)
    sa = cards("sublime_aria")[0]
    state, hand = pasquale_debut(state, extra=(sa,))
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    before = lines_of(state)[0].get("sipario.score.action_cards", 0)
    attacker = state.uc.attackers[0]
    off_key = cards("off_key")[0]
    set_hand(state, attacker, [off_key])
    norina = role("Don Pasquale", "Norina")
    state = play(state, attacker, act.Attack(cards=(off_key,), types=("off_key",), role=norina))
    assert lines_of(state)[0]["sipario.score.action_cards"] == before - 1
    state = play(state, attacker, act.EndUcSlot())
    ernesto = role("Don Pasquale", "Ernesto")
    state = play(state, 0, act.Defend(card=sa, as_type="sublime_aria", role=ernesto))
    assert lines_of(state)[0].get("sipario.score.action_cards", 0) == before


def _barbiere(options, seed=11):
    state = table(4, seed=seed, **options)
    title = "Il barbiere di Siviglia"
    set_season(state, 0, [title, "Aida", "Tosca"])
    hand = [
        singers("gi", "Br")[0],
        singers("gt", "Ms")[0],
        singers("gt", "Br")[0],
        singers("deb", "Br")[0],
    ]
    set_hand(state, 0, hand)
    state.current = 0
    state = play(state, 0, act.BeginDebut(opera=opera(title)))
    state = cast_all(
        state,
        0,
        [
            (hand[0], role(title, "Figaro")),
            (hand[1], role(title, "Rosina")),
            (hand[2], role(title, "Don Bartolo")),
            (hand[3], role(title, "Fiorello")),
        ],
    )
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    attacker = state.uc.attackers[0]
    gust = cards("gust_of_wind")[0]
    offered = singers("gt", "Br")[1]
    set_hand(state, attacker, [gust, offered])
    bartolo = role(title, "Don Bartolo")
    state = play(state, attacker, act.Attack(cards=(gust,), types=("gust_of_wind",), role=bartolo))
    state = play(state, attacker, act.EndUcSlot())
    state = play(state, 0, act.PassDefence())
    second = state.uc.attackers[1]
    state = play(state, second, act.EndUcSlot())
    return state, attacker, offered, bartolo


@pytest.mark.rule("SIP-115")
@pytest.mark.rule("SIP-116")
@pytest.mark.rule("SIP-117")
@pytest.mark.rule("SIP-118")
def test_ex04_last_hour_offer_for_two_gold_avoids_the_delay():
    """EX-SIP-04: B offers his baritone GT for 2 gold; A accepts: no delay penalty."""
    state, b, offered, bartolo = _barbiere({"last_hour_offer": True})
    assert state.phase == "offers" and state.offer_queue[0] == b
    assert 0 not in state.offer_queue  # the victim makes no offer
    state = play(state, b, act.MakeOffer(prod=0, role=bartolo, card=offered))
    state = play(state, b, act.OfferAdd(item="gold"))
    state = play(state, b, act.OfferAdd(item="gold"))
    state = play(state, b, act.ConfirmOffer())
    while state.phase == "offers":
        state = play(state, state.offer_queue[0], act.DeclineOffer())
    gold_a, gold_b = state.players[0].gold, state.players[b].gold
    pn = state.players[0].pn
    state = play(state, 0, act.AcceptOffer(index=0))
    assert state.players[0].gold == gold_a - 2 + 0 and state.players[b].gold == gold_b + 2
    staged = state.players[0].ledger["sipario.score.debuts"] - pn
    # 6 base + GI preferred +1 + opening with a bang +5, no delay penalty.
    assert staged == 12
    assert not clean(state)


@pytest.mark.rule("SIP-109")
def test_ex04_variant_refusal_means_delay_minus_two_and_one_gold():
    """EX-SIP-04 variant: no substitute: −2 PN and 1 gold."""
    state, b, offered, bartolo = _barbiere({})
    assert state.phase == "resolve"
    gold = state.players[0].gold
    state = play(state, 0, act.AcceptPostponement(prod=0, role=bartolo))
    assert state.players[0].gold == gold - 1
    assert state.players[0].ledger["sipario.score.debuts"] == 6 + 1 + 5 - 2


@pytest.mark.rule("SIP-119")
@pytest.mark.rule("SIP-120")
@pytest.mark.rule("SIP-121")
def test_ex05_infingardo_pays_two_gold_for_a_golden_throat():
    """EX-SIP-05: the Infingardo supplies a GT; the victim pays him 2 gold."""
    state, b, offered, bartolo = _barbiere({"infingardo": True})
    assert state.phase == "offers"
    gold_a, gold_b = state.players[0].gold, state.players[b].gold
    state = play(state, b, act.Infingardo(prod=0, role=bartolo, card=offered))
    assert state.players[0].gold == gold_a - 2 and state.players[b].gold == gold_b + 2
    assert state.players[0].ledger["sipario.score.debuts"] == 6 + 1 + 5


@pytest.mark.rule("SIP-139")
@pytest.mark.rule("SIP-137")
@pytest.mark.rule("SIP-138")
def test_ex06_showcases_do_not_stack():
    """EX-SIP-06: the Popular Trilogy gives 7, not 7 + 5 + 2; the Ring likewise 7."""
    trilogy = [opera(t) for t in ("Rigoletto", "Il trovatore", "La traviata")]
    assert showcase(DATA, trilogy) == ("trilogy", 7)
    ring = [opera(t) for t in ("Das Rheingold", "Die Walküre", "Siegfried")]
    assert showcase(DATA, ring) == ("ring", 7)


@pytest.mark.rule("SIP-197")
@pytest.mark.rule("SIP-198")
@pytest.mark.parametrize("seats,per_opponent", [(5, 1), (4, 1), (3, 2), (2, 3)])
def test_ex07_foyer_gossip_by_player_count(seats, per_opponent):
    """EX-SIP-07: last card per opponent (4–5), last two (3), last three (2)."""
    state = table(seats, seed=2)
    gossip = cards("foyer_gossip")[0]
    set_hand(state, 0, [gossip] + singers("stu")[:7])  # no refill due: no choice (SIP-199)
    state.current = 0
    with editing(state):
        for opp in range(1, seats):
            for _k in range(4):
                card = state.deck.pop()
                state.discard.append((card, opp))
    before = len(state.players[0].hand)
    state = play(state, 0, act.PlayTurnCard(card=gossip, as_type="foyer_gossip"))
    taken = len(state.players[0].hand) - (before - 1)
    assert taken == per_opponent * (seats - 1)
    assert not clean(state)


@pytest.mark.rule("SIP-063")
@pytest.mark.rule("SIP-066")
@pytest.mark.rule("SIP-067")
@pytest.mark.rule("SIP-051")
def test_ex08_base_extra_roles_full_cast_and_floor():
    """EX-SIP-08: base 6; +2 +1 extras = 9; full cast adds the hexagon; never below 0."""
    state = table(4, seed=9)
    title = "Don Pasquale"  # extras: F Malatesta (Br); hexagon 1
    state, hand = pasquale_debut(state)
    lines, total = lines_of(state)
    assert lines["sipario.score.base"] == 6 and total == 6 + 1  # + GI preferred voice
    set_hand(state, 0, [singers("gt", "Br")[0]])
    state = play(
        state, 0, act.Cast(card=singers("gt", "Br")[0], role=role(title, "Doctor Malatesta"))
    )
    lines, total = lines_of(state)
    assert lines["sipario.score.extra_roles"] == 2
    assert lines["sipario.score.full_cast"] == DATA.operas[opera(title)].hexagon == 1
    prod = state.staging[0]
    from divas_desktop.games.sipario.state import Effect

    for _ in range(5):
        prod.effects.append(
            Effect(card="x", type="viral_infection", by=1, stage="attack", group=99 + _)
        )
    assert score_production(DATA, CONFIG, prod, [], False, False, False)[1] == 0


def test_ex08_nine_points_with_two_extras():
    """EX-SIP-08: base cast + 1 extra F + 1 extra Se (not full) = 6 + 2 + 1 = 9."""
    state = table(4, seed=9)
    title = "Lucia di Lammermoor"  # no extra F... use Aida: extras F Amonasro, Se King...
    title = "Aida"
    set_season(state, 0, [title, "Tosca", "Norma"])
    hand = [
        singers("gt", "S")[0],
        singers("gt", "T")[0],
        singers("gt", "Ms")[0],
        singers("deb", "Br")[0],
        singers("gt", "Br")[0],
        singers("deb", "T")[0],
        cards("night_of_grace")[0],
    ]
    set_hand(state, 0, hand)
    state.current = 0
    state = play(state, 0, act.BeginDebut(opera=opera(title)))
    ramfis = role(title, "Ramfis")
    state = cast_all(
        state,
        0,
        [
            (hand[0], role(title, "Aida"), hand[6], "night_of_grace"),
            (hand[1], role(title, "Radamès")),
            (hand[2], role(title, "Amneris")),
            (hand[3], ramfis),
            (hand[4], role(title, "Amonasro")),
            (hand[5], role(title, "A messenger")),
        ],
    )
    lines, total = lines_of(state)
    assert lines["sipario.score.extra_roles"] == 3 and total == 9


@pytest.mark.rule("SIP-047")
@pytest.mark.rule("SIP-048")
@pytest.mark.rule("SIP-049")
def test_ex09_costs_and_prices():
    """EX-SIP-09: 3 gold → 1 PN; title change 5 gold; PN converted when gold runs out."""
    state = table(4, seed=4)
    state.current = 0
    state.players[0].gold = 6
    state = play(state, 0, act.Advertise())
    state = play(state, 0, act.Advertise())
    assert state.players[0].pn == 2 and state.players[0].gold == 0
    state.players[0].gold = 5
    old = state.players[0].season[0]
    state = play(state, 0, act.ChangeTitle(opera=old))
    assert state.players[0].gold == 0 and old not in state.players[0].season
    assert len(state.players[0].season) == 3
    # 0 gold, 4 PN, 2 gold due (a Golden Throat in a Second part).
    from divas_desktop.games.sipario.table import pay

    state.players[0].pn = 4
    state.players[0].ledger = {"sipario.score.advertising": 4}
    pay(state, 0, 2, [])
    assert state.players[0].pn == 2 and state.players[0].gold == 0
    assert not clean(state)


@pytest.mark.rule("SIP-145")
@pytest.mark.rule("SIP-192")
@pytest.mark.rule("SIP-195")
@pytest.mark.rule("SIP-167")
@pytest.mark.rule("SIP-168")
@pytest.mark.rule("SIP-150")
def test_ex10_card_arithmetic():
    """EX-SIP-10: Claque/Roar/Off-Key/Viral/Grand Event/Orchestra/New Year's Eve values."""
    from divas_desktop.games.sipario.scoring import production_gold
    from divas_desktop.games.sipario.state import Effect

    state = table(4, seed=9)
    state, hand = pasquale_debut(state)
    prod = state.staging[0]
    norina = role("Don Pasquale", "Norina")

    def value(*effects):
        prod.effects = [
            Effect(**e, group=i + 1 if "group" not in e else 0) if "group" not in e else Effect(**e)
            for i, e in enumerate(effects)
        ]
        return lines_of(state)[0].get("sipario.score.action_cards", 0)

    assert value(dict(card="c", type="claque", by=0)) == 1
    assert value(dict(card="c", type="claque", by=0, gold=1)) == 2
    assert value(dict(card="r", type="audience_roar", by=1, stage="attack")) == -1
    assert value(dict(card="r", type="audience_roar", by=1, gold=1, stage="attack")) == -2
    assert value(dict(card="k", type="off_key", by=1, role=norina, stage="attack")) == -1
    assert (
        value(
            dict(card="r", type="audience_roar", by=1, stage="attack", group=5),
            dict(card="k", type="off_key", by=1, role=norina, stage="attack", group=5),
        )
        == -3
    )
    assert value(dict(card="v", type="viral_infection", by=1, stage="attack")) == -2
    assert value(dict(card="e", type="grand_event", by=0)) == 2
    assert production_gold(prod) == 1
    assert value(dict(card="o", type="grand_orchestra", by=0)) == 1
    assert production_gold(prod) == 1
    assert value(dict(card="n", type="new_years_eve", by=0)) == 0
    assert production_gold(prod) == 2


def test_ex10_off_key_and_roar_on_a_golden_throat_principal_is_minus_four():
    from divas_desktop.games.sipario.state import Effect

    state = table(4, seed=9)
    title = "Don Pasquale"
    set_season(state, 0, [title, "Aida", "Tosca"])
    hand = [singers("gt", "B")[0], cards("night_of_grace")[0], *singers("stu")[:3]]
    set_hand(state, 0, hand)
    state.current = 0
    state = play(state, 0, act.BeginDebut(opera=opera(title)))
    p = role(title, "Don Pasquale")
    state = play(
        state, 0, act.Cast(card=hand[0], role=p, enabler=hand[1], enabler_type="night_of_grace")
    )
    prod = state.staging[0]
    prod.effects.append(Effect(card="k", type="off_key", by=1, role=p, stage="attack", group=9))
    assert lines_of(state)[0]["sipario.score.action_cards"] == -2
    prod.effects.append(Effect(card="r", type="audience_roar", by=1, stage="attack", group=9))
    assert lines_of(state)[0]["sipario.score.action_cards"] == -4


@pytest.mark.rule("SIP-084")
@pytest.mark.rule("SIP-085")
@pytest.mark.rule("SIP-086")
@pytest.mark.rule("SIP-111")
def test_ex11_awards_and_date_to_be_determined():
    """EX-SIP-11: +5 then +3 once each; a 13-PN show postponed to a date TBD keeps 7."""
    from divas_desktop.games.sipario.state import Effect

    state = table(4, seed=9)
    state, hand = pasquale_debut(state)
    prod = state.staging[0]
    prod.effects.append(Effect(card="e", type="grand_event", by=0, group=50))
    prod.effects.append(Effect(card="c", type="claque", by=0, group=51, gold=1))
    prod.effects.append(Effect(card="s", type="claque", by=0, group=52, gold=1))
    _, total = lines_of(state)
    assert total == 13  # 6 + GI +1 + 2 + 2 + 2
    prod.tbd = True
    lines, total = lines_of(state)
    assert total == 7 and lines["sipario.score.date_tbd"] == -6
    halved = SiparioConfig(seats=4, halving_floor_kept=True)
    assert score_production(DATA, halved, prod, [], False, False, False)[1] == 6


@pytest.mark.rule("SIP-202")
@pytest.mark.rule("SIP-203")
@pytest.mark.rule("SIP-205")
def test_ex12_en_travesti_table():
    """EX-SIP-12: the table values, and a S GT singing a T principal: −1 − 2 = −3."""
    expected = {
        "S": {"S": 1, "Ms": 0, "T": -1, "BrB": -2},
        "Ms": {"S": 0, "Ms": 1, "T": -2, "BrB": -1},
        "T": {"S": -1, "Ms": -2, "T": 1, "BrB": 0},
        "BrB": {"S": -2, "Ms": -1, "T": 0, "BrB": 1},
    }
    assert expected == TRAVESTI_TABLE
    from divas_desktop.games.sipario.casting import terms

    config = SiparioConfig(seats=4, travesti_table=True)
    tenor_principal = DATA.operas[opera("Otello")].roles[role("Otello", "Otello")]
    s_gt = singers("gt", "S")[0]
    t = terms(DATA, config, s_gt, tenor_principal, "night_of_grace", True)
    assert t.ok and t.pn == -3
    s_gi = singers("gi", "S")[0]
    assert terms(DATA, config, s_gi, tenor_principal, None, True).pn == -1
    assert not terms(DATA, SiparioConfig(seats=4), s_gi, tenor_principal, None, True).ok
    assert voice_group("B") == "BrB"


@pytest.mark.rule("SIP-213")
def test_ex13_prime_donne_table():
    """EX-SIP-13: PN / use cost / discard cost of the six Prime donne."""
    table_ = {
        "amica": (2, 1, 2),
        "battagliera": (2, 1, 2),
        "capricciosa": (5, 0, 2),
        "ansioso": (2, 0, 2),
        "immenso": (3, 5, 3),
        "istrione": (2, 1, 2),
    }
    for ability, (pn, use, discard) in table_.items():
        singer = DATA.singers[pd(ability)]
        assert (singer.pn, singer.use_cost, singer.discard_cost) == (pn, use, discard)


@pytest.mark.rule("SIP-028")
def test_ex14_three_player_deck_is_153_cards():
    """EX-SIP-14: 161 − 4 GI − 2 PD − Twist − Flop = 153; GI voices S, Ms, Ms, Br."""
    state = GAME.initial_state(SiparioConfig(seats=3), 1)
    in_play = len(state.deck) + sum(len(p.hand) for p in state.players)
    assert in_play == 153
    removed_gi = sorted(
        DATA.singers[c].voice
        for c in state.aside
        if DATA.singers.get(c) and DATA.singers[c].category == "gi"
    )
    assert removed_gi == sorted(["S", "Ms", "Ms", "Br"])
    assert sum(len(p.season) for p in state.players) == 9
    state4 = GAME.initial_state(SiparioConfig(seats=4), 1)
    assert len(state4.deck) + sum(len(p.hand) for p in state4.players) == 161


@pytest.mark.rule("SIP-091")
def test_sublime_aria_and_claque_together_are_one_defensive_action():
    """The SA + Claque combination (+3) may be one defence (a permitted combination)."""
    state = table(4, seed=3)
    sa, cl = cards("sublime_aria")[0], cards("claque")[0]
    state, _ = pasquale_debut(state, extra=(sa, cl))
    state = play(state, 0, act.ConfirmDebut())
    state = play(state, 0, act.RaiseCurtain())
    attacker = state.uc.attackers[0]
    roar = cards("audience_roar")[0]
    set_hand(state, attacker, [roar])
    state = play(state, attacker, act.Attack(cards=(roar,), types=("audience_roar",)))
    state = play(state, attacker, act.EndUcSlot())
    norina = role("Don Pasquale", "Norina")
    state = play(state, 0, act.Defend(card=sa, as_type="sublime_aria", role=norina, claque=cl))
    assert lines_of(state)[0]["sipario.score.action_cards"] == -1 + 3
