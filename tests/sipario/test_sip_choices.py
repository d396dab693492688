"""Choices the rulebook leaves to the players (turn cards, team play, gossip, offers)."""

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.rules import GAME

from .helpers import cards, clean, editing, play, set_hand, singers, table


def _flop_table():
    state = table(3, seed=1)
    seat = state.current
    flop = cards("announced_flop")[0]
    set_hand(state, seat, [flop] + singers("stu")[:6])
    victim = (seat + 1) % 3
    other = (seat + 2) % 3
    return state, seat, victim, other, flop


@pytest.mark.rule("SIP-163")
def test_announced_flop_lets_the_caster_choose_among_titles_he_may_see():
    state, seat, victim, other, flop = _flop_table()
    public, spied, hidden = state.players[victim].season
    with editing(state):
        state.players[victim].revealed.append(public)
    state.known[spied] = (seat,)
    played = play(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    assert played.phase == "flop_pick" and GAME.to_move(played) == (seat,)
    legal = GAME.legal_actions(played, seat)
    assert {a.opera for a in legal} == {None, public, spied}
    after = play(played, seat, act.FlopTitle(opera=spied))
    season = after.players[victim].season
    assert spied not in season and public in season and hidden in season
    assert spied in after.opera_discard and len(season) == 3 and not clean(after)
    assert after.phase == "turn"
    # None: a random title among those the caster cannot see (here only one)
    after = play(played, seat, act.FlopTitle())
    season = after.players[victim].season
    assert hidden not in season and public in season and spied in season


@pytest.mark.rule("SIP-163")
@pytest.mark.rule("SIP-033")
def test_announced_flop_never_offers_titles_the_caster_cannot_see():
    state, seat, victim, other, flop = _flop_table()
    first = state.players[victim].season[0]
    state.known[first] = (other,)  # spied by someone else: still hidden from the caster
    after = play(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    assert after.phase == "turn" and len(after.opera_discard) == 1  # blind: no choice
    # every title visible: no blind option left
    state.own_player(victim).revealed = state.players[victim].season
    after = play(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    assert {a.opera for a in GAME.legal_actions(after, seat)} == set(state.players[victim].season)


@pytest.mark.rule("SIP-163")
@pytest.mark.rule("SIP-223")
def test_announced_flop_choice_comes_after_the_fool():
    from divas_desktop.games.sipario.data import FOOL_ID

    state, seat, victim, other, flop = _flop_table()
    spied = state.players[victim].season[1]
    state.known[spied] = (seat,)
    set_hand(state, victim, [FOOL_ID] + singers("stu")[8:14])
    after = play(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    assert after.phase == "fool_react" and GAME.to_move(after) == (victim,)
    cancelled = play(after, victim, act.FoolReaction(cancel=True))
    assert cancelled.phase == "turn" and spied in cancelled.players[victim].season
    kept = play(after, victim, act.FoolReaction(cancel=False))
    assert kept.phase == "flop_pick"


@pytest.mark.rule("SIP-179")
def test_paparazzo_season_spy_photographs_a_title_not_yet_seen():
    state = table(3, seed=1)
    seat = state.current
    pap = cards("paparazzo")[0]
    set_hand(state, seat, [pap] + singers("stu")[:6])
    victim = (seat + 1) % 3
    a, b, hidden = state.players[victim].season
    with editing(state):
        state.players[victim].revealed.append(a)
    state.known[b] = (seat,)
    after = play(
        state, seat, act.PlayTurnCard(card=pap, as_type="paparazzo", targets=(victim,), gold=2)
    )
    assert seat in after.known.get(hidden, [])


@pytest.mark.rule("SIP-101")
@pytest.mark.rule("SIP-229")
@pytest.mark.rule("SIP-230")
def test_team_play_partner_completes_the_cast_the_far_opponent_does_not():
    from .helpers import role
    from .test_sip_debuts import pasquale, to_uc

    state = table(4, seed=2, team_play=True)
    state = pasquale(state, seat=0)
    state = to_uc(state)
    # seats 1 (opponent), 2 (partner, completion only), 3 (opponent, attack only)
    assert state.uc.attackers == [1, 2, 3] and state.uc.help_only == [2]
    assert GAME.player_view(state, 1).uc_help_only == [2]
    malatesta = role("Don Pasquale", "Doctor Malatesta")
    gt, gt2 = singers("gt", "Br")[:2]
    roar = cards("audience_roar")[0]
    set_hand(state, 1, singers("stu")[:3])
    set_hand(state, 2, [gt, roar] + singers("stu")[3:5])
    set_hand(state, 3, [gt2, cards("audience_roar")[1]] + singers("stu")[5:7])
    state = play(state, 1, act.EndUcSlot())
    assert GAME.to_move(state) == (2,)
    legal = GAME.legal_actions(state, 2)
    assert not any(a.kind == "attack" for a in legal)  # a partner never attacks
    assert act.CompleteCast(card=gt, role=malatesta) in legal
    state = play(state, 2, act.CompleteCast(card=gt, role=malatesta))
    state = play(state, 2, act.EndUcSlot())
    assert state.phase == "uc_attack" and GAME.to_move(state) == (3,)
    legal = GAME.legal_actions(state, 3)
    assert any(a.kind == "attack" for a in legal)
    assert not any(a.kind == "complete_cast" for a in legal)  # third seat: attack only
    state = play(state, 3, act.EndUcSlot())
    assert state.players[2].ledger["sipario.score.helping"] == 2
    assert not clean(state)


def _gossip_table(hand_size):
    state = table(3, seed=6)
    seat = state.current
    gossip = cards("foyer_gossip")[0]
    set_hand(state, seat, [gossip] + singers("stu")[: hand_size - 1])
    piles = []
    with editing(state):
        for opp in ((seat + 1) % 3, (seat + 2) % 3):
            for _ in range(3):
                card = state.deck.pop()
                state.discard.append((card, opp))
                piles.append(card)
    return state, seat, gossip, piles


@pytest.mark.rule("SIP-199")
@pytest.mark.rule("SIP-198")
def test_foyer_gossip_restoring_the_minimum_lets_the_player_choose():
    state, seat, gossip, piles = _gossip_table(3)
    state = play(state, seat, act.PlayTurnCard(card=gossip, as_type="foyer_gossip"))
    # 3 players: the last two discards of each opponent are eligible
    eligible = piles[1:3] + piles[4:6]
    legal = GAME.legal_actions(state, seat)
    assert legal == [act.GossipTake(card=c) for c in eligible] + [act.GossipDone()]
    state = play(state, seat, act.GossipTake(card=eligible[3]))
    assert eligible[3] in state.players[seat].hand
    assert act.GossipTake(card=eligible[3]) not in GAME.legal_actions(state, seat)
    deck = len(state.deck)
    state = play(state, seat, act.GossipDone())
    hand = state.players[seat].hand
    assert len(hand) == 7 and len(state.deck) == deck - 4  # 2 + 1 gossip + 4 from the deck
    assert all(c not in hand for c in eligible[:3])
    assert [c for c, _ in state.discard[-6:]] == piles[:3] + piles[3:5]
    assert state.drew and state.phase == "turn" and not clean(state)
    assert act.Draw() not in GAME.legal_actions(state, seat)  # the refill was the draw


@pytest.mark.rule("SIP-197")
@pytest.mark.rule("SIP-199")
def test_foyer_gossip_without_a_refill_takes_every_eligible_card():
    state, seat, gossip, piles = _gossip_table(9)
    state = play(state, seat, act.PlayTurnCard(card=gossip, as_type="foyer_gossip"))
    assert state.phase == "turn" and not state.drew
    assert set(piles[1:3] + piles[4:6]) <= set(state.players[seat].hand)
    # after the turn's draw there is no choice either
    state, seat, gossip, piles = _gossip_table(3)
    state = play(state, seat, act.Draw())
    state = play(state, seat, act.PlayTurnCard(card=gossip, as_type="foyer_gossip"))
    assert state.phase == "turn" and len(state.players[seat].hand) == 6 + 4


@pytest.mark.rule("SIP-115")
@pytest.mark.rule("SIP-116")
@pytest.mark.rule("SIP-117")
def test_last_hour_offer_price_with_singers_and_action_cards():
    from .helpers import DATA
    from .test_sip_examples import _barbiere

    state, b, offered, bartolo = _barbiere({"last_hour_offer": True})
    third = next(x for x in (1, 2, 3) if x != b and x != state.uc.attackers[1])
    public_deb, stu = singers("deb", "S")[5], singers("stu")[10]
    claque, event, secret = cards("claque")[3], cards("grand_event")[1], cards("audience_roar")[3]
    set_hand(state, 0, [public_deb, stu, claque, event, secret])
    state.public_cards += (public_deb,)
    state.known[secret] = (third,)  # spied by someone else: b may not name it
    state = play(state, b, act.MakeOffer(prod=0, role=bartolo, card=offered))
    assert state.phase == "offers" and GAME.to_move(state) == (b,)
    legal = GAME.legal_actions(state, b)
    items = {a.item for a in legal if a.kind == "offer_add"}
    assert items == {"gold", "marker", "singer", "action", public_deb}
    assert act.ConfirmOffer() in legal
    for item in ("gold", public_deb, "singer", "action"):
        state = play(state, b, act.OfferAdd(item=item))
    view = GAME.player_view(state, 2)
    assert view.offers[0]["draft"] and view.offers[0]["cards"] == [public_deb]
    state = play(state, b, act.ConfirmOffer())
    while state.phase == "offers":
        state = play(state, state.offer_queue[0], act.DeclineOffer())
    gold_a, gold_b = state.players[0].gold, state.players[b].gold
    state = play(state, 0, act.AcceptOffer(index=0))
    assert state.phase == "offer_pay" and GAME.to_move(state) == (0,)
    # the victim chooses: one singer (the named one is already spoken for), one action card
    assert {a.card for a in GAME.legal_actions(state, 0)} == {stu, claque, event, secret}
    state = play(state, 0, act.GiveCard(card=event))
    assert {a.card for a in GAME.legal_actions(state, 0)} == {stu}
    state = play(state, 0, act.GiveCard(card=stu))
    assert state.phase != "offer_pay"
    assert {public_deb, stu, event} <= set(state.players[b].hand)
    struck = singers("gt", "Br")[0]  # back in hand after the substitution (SIP-108)
    assert set(state.players[0].hand) == {claque, secret, struck}
    assert state.players[0].gold == gold_a - 1 and state.players[b].gold == gold_b + 1
    assert {stu, event} <= set(state.public_cards)  # the price is paid in the open
    assert DATA.singers[offered].category == "gt" and not clean(state)
    assert state.players[0].ledger["sipario.score.debuts"] >= 6 + 1 + 5  # no delay


@pytest.mark.rule("SIP-115")
@pytest.mark.rule("SIP-117")
def test_last_hour_offer_the_victim_must_hold_the_price():
    from .test_sip_examples import _barbiere

    state, b, offered, bartolo = _barbiere({"last_hour_offer": True})
    set_hand(state, 0, [singers("stu")[10]])
    state = play(state, b, act.MakeOffer(prod=0, role=bartolo, card=offered))
    state = play(state, b, act.OfferAdd(item="action"))
    # the price may not ask for more cards than the victim holds
    assert not any(
        a.kind == "offer_add" and a.item in ("singer", "action")
        for a in GAME.legal_actions(state, b)
    )
    state = play(state, b, act.ConfirmOffer())
    while state.phase == "offers":
        state = play(state, state.offer_queue[0], act.DeclineOffer())
    legal = GAME.legal_actions(state, 0)
    assert not any(a.kind == "accept_offer" for a in legal)  # he holds no action card
    assert any(a.kind == "accept_postponement" for a in legal)


def _otello_with_ansioso(extra):
    from .helpers import pd
    from .test_sip_debuts import debut

    state = table(4, seed=4)
    return debut(
        state,
        0,
        "Otello",
        [
            (pd("ansioso"), "Otello"),
            (singers("gt", "S")[0], "Desdemona"),
            (singers("gt", "Br")[0], "Iago"),
            (singers("deb", "Ms")[0], "Emilia"),
        ],
        extra,
    )


@pytest.mark.rule("SIP-218")
def test_ansioso_cover_may_be_committed_off_stage():
    male_deb, female_deb, male_gt = (
        singers("deb", "T")[1],
        singers("deb", "S")[1],
        singers("gt", "T")[1],
    )
    state = _otello_with_ansioso([male_deb, female_deb, male_gt])
    legal = GAME.legal_actions(state, 0)
    assert act.ConfirmDebut() not in legal  # no male Debutant yet
    covers = {a.card for a in legal if a.kind == "commit_cover"}
    assert covers == {male_deb}  # the male GT Iago already sings; a female never covers
    after = play(state, 0, act.CommitCover(card=male_deb))
    assert after.staging[0].covers == [male_deb] and male_deb not in after.players[0].hand
    assert GAME.player_view(after, 2).staging[0].covers == [male_deb]
    assert act.ConfirmDebut() in GAME.legal_actions(after, 0)
    # giving the debut up returns the cover to the hand
    back = play(after, 0, act.AbandonDebut())
    assert male_deb in back.players[0].hand and not clean(back)
    # staged: the cover goes to the debut pile with the cast
    from .test_sip_debuts import to_uc

    staged = to_uc(after)
    while staged.phase == "uc_attack":
        staged = play(staged, staged.uc.attackers[staged.uc.index], act.EndUcSlot())
    assert male_deb in staged.debut_pile and not clean(staged)
