"""Computer impresarios: they debut what they can cast, defend, and attack the leader."""

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.rules import GAME

from .helpers import cards, play, set_hand, singers, table
from .test_sip_debuts import pasquale, to_uc


def test_bot_debuts_a_castable_opera():
    state = table(4, seed=12)
    state = pasquale(state, seat=0)
    state = play(state, 0, act.AbandonDebut())
    state.abandoned = False
    assert GAME.bot_action(state, 0, 1) == act.Draw()
    state = play(state, 0, act.Draw())
    choice = GAME.bot_action(state, 0, 1)
    assert choice.kind == "begin_debut"


def test_bot_defends_against_a_removal():
    state = table(4, seed=12)
    bomb = cards("bomb_of_cortisone")[0]
    state = pasquale(state, seat=0, extra=[bomb])
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    gust = cards("gust_of_wind")[0]
    set_hand(state, attacker, [gust])
    state = play(state, attacker, act.Attack(cards=(gust,), types=("gust_of_wind",), role=1))
    state = play(state, attacker, act.EndUcSlot())
    choice = GAME.bot_action(state, 0, 5)
    assert choice.kind == "defend" and choice.card == bomb


def test_bot_attacks_the_leader_but_spares_a_straggler():
    state = table(4, seed=12)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    attacker = state.uc.attackers[0]
    set_hand(state, attacker, [cards("protest")[0]] + singers("stu")[:3])
    state.players[0].pn = 20
    state.players[0].ledger = {"sipario.score.advertising": 20}
    choice = GAME.bot_action(state, attacker, 3)
    assert choice.kind == "attack"
    state.players[0].pn = 0
    state.players[0].ledger = {}
    state.players[attacker].pn = 15
    state.players[attacker].ledger = {"sipario.score.advertising": 15}
    state.players[2].pn = 20
    state.players[2].ledger = {"sipario.score.advertising": 20}
    assert GAME.bot_action(state, attacker, 3) == act.EndUcSlot()


def test_bots_are_deterministic_in_the_seed():
    state = table(5, seed=13)
    seat = state.current
    assert GAME.bot_action(state, seat, 99) == GAME.bot_action(state, seat, 99)
