"""The end of a deal, played through the public loop: the third opera staged, the round
finished, showcases scored once, the seating rearranged, a new deal dealt."""

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.rules import GAME

from .helpers import clean, editing, opera, play, table
from .test_sip_debuts import pasquale, to_uc

DONIZETTI = ("L'elisir d'amore", "Lucia di Lammermoor")
"""Staged before the third opera, Don Pasquale: three Donizetti titles (Tribute, +5 PN)."""


def staged_before(state, seat, titles):
    """Give ``seat`` these operas as already staged in this deal (cards conserved)."""
    with editing(state):
        player = state.players[seat]
        for title in titles:
            card = opera(title)
            for other in state.players:
                if card in other.season:
                    other.season.remove(card)
                    other.season.append(next(o for o in state.opera_deck if o not in player.staged))
                    state.opera_deck.remove(other.season[-1])
            if card in state.opera_deck:
                state.opera_deck.remove(card)
            player.staged.append(card)
            player.staged_pn.append(0)  # a set-up position: no debut was scored for it


def third_opera(seats=4, seed=21, **options):
    """The first player stages Don Pasquale, his third opera of the deal; UC is declined."""
    state = table(seats, seed=seed, **options)
    seat = state.first
    staged_before(state, seat, DONIZETTI)
    state = pasquale(state, seat=seat)
    with editing(state):
        state.players[seat].season = [opera("Don Pasquale")]
        state.opera_deck += [
            o for o in (opera("Otello"), opera("Norma")) if o not in state.opera_deck
        ]
    assert not clean(state)
    state = to_uc(state, seat)
    while state.phase == "uc_attack":
        state = play(state, GAME.to_move(state)[0], act.EndUcSlot())
    assert state.current != seat and state.players[seat].staged[-1] == opera("Don Pasquale")
    return state, seat


def finish_turns(state, until):
    """The players to move draw (and discard if due) and end their turns until ``until``."""
    while not until(state):
        seat = GAME.to_move(state)[0]
        assert state.phase == "turn", state.phase
        if not state.drew:
            state = play(state, seat, act.Draw())
        while state.discards_due:
            state = play(state, seat, act.Discard(card=state.players[seat].hand[0]))
        if state.forced_pd:
            state = play(state, seat, GAME.legal_actions(state, seat)[0])
        state = play(state, seat, act.EndTurn())
    return state


def showcase_points(state, seat):
    return sum(v for k, v in state.players[seat].ledger.items() if ".showcase." in k)


@pytest.mark.rule("SIP-021")
@pytest.mark.rule("SIP-022")
@pytest.mark.rule("SIP-023")
@pytest.mark.rule("SIP-024")
@pytest.mark.rule("SIP-133")
@pytest.mark.rule("SIP-134")
@pytest.mark.rule("SIP-139")
def test_the_third_opera_ends_the_deal_at_the_end_of_the_round():
    """A-SIP-01: the round is finished, the showcase scored once, the completer reseats
    his opponents, then a new deal is dealt by the next dealer; the bonus is not booked
    again in the rounds of the new deal."""
    state, seat = third_opera()
    dealer, deal, points = state.dealer, state.deal, state.players[seat].pn
    assert state.deal_ending and showcase_points(state, seat) == 0
    state = finish_turns(state, lambda s: s.phase != "turn")
    assert state.phase == "reseat" and GAME.to_move(state) == (seat,)
    assert showcase_points(state, seat) == 5  # Tribute, not Tribute + Stylish (SIP-139)
    assert state.players[seat].pn == points + 5
    options = GAME.legal_actions(state, seat)
    assert len(options) == 6 and all(a.order[0] == seat for a in options)
    others = [x for x in state.order if x != seat]
    new_order = (seat, others[2], others[0], others[1])
    state = play(state, seat, act.Reseat(order=new_order))
    next_dealer = new_order[(new_order.index(dealer) + 1) % 4]  # clockwise, new seating
    assert state.deal == deal + 1 and state.dealer == next_dealer
    assert state.phase == "setup_swap" and state.order == tuple(new_order)
    assert not state.deal_ending and all(len(p.season) == 3 for p in state.players)
    assert state.players[seat].staged == () and len(state.players[seat].staged_before) == 3
    assert all(p.markers == 4 for p in state.players) and not clean(state)
    while state.phase == "setup_swap":
        state = play(state, GAME.to_move(state)[0], act.SetupSwap())
    first_round = state.round
    state = finish_turns(state, lambda s: s.round == first_round + 2)
    assert state.deal == deal + 1 and state.phase == "turn"
    assert showcase_points(state, seat) == 5 and not clean(state)


@pytest.mark.rule("SIP-021")
@pytest.mark.rule("SIP-186")
def test_the_deal_also_ends_when_the_last_turn_of_the_round_is_lost_to_a_strike():
    """The skipped-turn path: the round's last seat loses his turn, the deal still ends."""
    state, seat = third_opera()
    last = state.order[(state.order.index(state.first) - 1) % 4]
    state.players[last].skip_turns = 1
    state = finish_turns(state, lambda s: s.phase != "turn")
    assert state.phase == "reseat" and GAME.to_move(state) == (seat,)
    assert state.players[last].skip_turns == 0 and showcase_points(state, seat) == 5
    state = play(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == "setup_swap" and state.deal == 2


@pytest.mark.rule("SIP-231")
@pytest.mark.rule("SIP-228")
def test_in_team_play_the_deal_ends_without_reseating():
    """Partners must stay opposite: no reseating, the new deal follows the round at once."""
    state, seat = third_opera(team_play=True)
    state = finish_turns(state, lambda s: s.phase != "turn")
    assert state.phase == "setup_swap" and state.deal == 2
    team_showcase = showcase_points(state, seat % 2)
    assert team_showcase == 5


@pytest.mark.rule("SIP-018")
@pytest.mark.rule("SIP-133")
def test_showcases_count_once_when_the_deal_and_the_match_end_together():
    """A-SIP-01: showcases are scored, then the target is checked, in the same round."""
    state, seat = third_opera(seats=3)
    player = state.players[seat]
    player.pn += 25 - player.pn - 5
    player.ledger["sipario.score.advertising"] = player.pn - sum(
        v for k, v in player.ledger.items() if k != "sipario.score.advertising"
    )
    state = finish_turns(state, lambda s: s.phase != "turn")
    assert state.phase == "over" and GAME.outcome(state).winners == (seat,)
    assert showcase_points(state, seat) == 5 and state.players[seat].pn == 25
