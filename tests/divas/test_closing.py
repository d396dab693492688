"""Closing and scoring an opera; the orchestra (DIV-062..075)."""

import pytest

from divas_desktop.games.divas.actions import CloseOpera, Done, Fame, Shift, Tessitura, Timeline
from divas_desktop.games.divas.rules import GAME

from .helpers import (
    CALLAS,
    TEBALDI,
    at_actions,
    card,
    fresh,
    give,
    kinds,
    opera,
    place_in_house,
    play,
    put_opera,
    to_timeline,
)


def colon_closing(tebaldi=9, callas=6, fame=0):
    """EX-DIV-09 set-up: Tebaldi on RE next to {Drum, Tessitura}; La traviata at Colón."""
    state = fresh(5)
    put_opera(state, "colon", "La traviata")
    colon = state.houses["colon"]
    colon.applause = [callas, tebaldi]
    colon.fame = fame
    place_in_house(state, CALLAS, "colon", "Aristotle Onassis", "Master Skill")
    place_in_house(state, TEBALDI, "colon", "Arturo Basile", "Back to La Scala")
    colon.notes = [["SOL"], ["RE"]]
    at_actions(state, TEBALDI, 8, 7, ["drum", "tessitura"])
    return state


def test_example_closing_la_traviata_at_colon():
    """EX-DIV-09: Tebaldi +9, Callas +6, no Timeline moves, Drum → 2 tessitura steps."""
    state = colon_closing()
    state, events = play(state, TEBALDI, CloseOpera(house="colon"))
    assert state.vp == [6, 9]
    assert state.orchestra["drum"] == [TEBALDI]
    assert [t.op for t in state.tasks] == ["tessitura", "finish_close"]
    assert state.tasks[0].count == 2 and GAME.to_move(state) == (TEBALDI,)
    state, _ = play(state, TEBALDI, Tessitura(side="low"))
    state, events = play(state, TEBALDI, Tessitura(side="low"))
    assert state.tessitura[TEBALDI] == [2, 8]
    assert opera("La traviata") in state.operas_done
    assert state.houses["colon"].opera != opera("La traviata")
    assert "divas.opera_revealed" in kinds(events)


@pytest.mark.rule("DIV-062")
def test_both_divas_convert_their_applause():
    """EX-DIV-08: Callas closes the Met with 10 applause; Tebaldi converts hers too."""
    state = fresh()
    put_opera(state, "met", "Tosca")
    state.houses["met"].applause = [10, 4]
    at_actions(state, CALLAS, 4, 4, ["trumpet", "tessitura"])
    after, _ = play(state, CALLAS, CloseOpera(house="met"))
    assert after.vp == [10, 4]


@pytest.mark.rule("DIV-063")
def test_fame_leader_moves_timeline_cards():
    """EX-DIV-01: a 3-step lead: one card 3 places, or three cards 1 place, or 2 + 1."""
    state = colon_closing(fame=3)  # fame on Callas's side, though Tebaldi closes
    to_timeline(state, "Young Promise", "Mastery", "Comeback Tour", "Cover Artist")
    after, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    assert after.tasks[0].op == "shift" and after.tasks[0].count == 3
    assert GAME.to_move(after) == (CALLAS,)
    one = after
    for _ in range(3):
        one, _ = play(one, CALLAS, Shift(card=card("Cover Artist"), direction=-1))
    assert one.timeline[0] == card("Cover Artist")
    three = after
    for name in ("Young Promise", "Mastery", "Comeback Tour"):
        three, _ = play(three, CALLAS, Shift(card=card(name), direction=1))
    assert three.tasks[0].op != "shift"
    mixed, _ = play(after, CALLAS, Shift(card=card("Cover Artist"), direction=-1))
    mixed, _ = play(mixed, CALLAS, Shift(card=card("Cover Artist"), direction=-1))
    mixed, _ = play(mixed, CALLAS, Shift(card=card("Young Promise"), direction=1))
    assert mixed.timeline == [
        card(n) for n in ("Cover Artist", "Young Promise", "Mastery", "Comeback Tour")
    ]
    assert after.orchestra["drum"] == []  # the orchestra comes after the Timeline moves
    assert one.orchestra["drum"] == [TEBALDI]
    neutral, _ = play(colon_closing(fame=0), TEBALDI, CloseOpera(house="colon"))
    assert all(t.op != "shift" for t in neutral.tasks)


@pytest.mark.rule("DIV-064")
def test_applause_leader_places_the_instrument_even_if_not_closing():
    state = colon_closing(tebaldi=9, callas=12)
    after, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    assert after.orchestra["drum"] == [CALLAS]
    assert after.tasks[0].op == "tessitura" and after.tasks[0].seat == CALLAS


@pytest.mark.rule("DIV-065")
def test_second_win_places_the_conductor():
    """EX-DIV-15: the instrument is already there: the conductor and 5 VP."""
    state = colon_closing()
    state.orchestra["drum"] = [TEBALDI]
    after, events = play(state, TEBALDI, CloseOpera(house="colon"))
    assert after.conductor[TEBALDI] and after.vp[TEBALDI] == 9 + 5
    assert "divas.conductor_placed" in kinds(events)


@pytest.mark.rule("DIV-066")
def test_third_win_places_nothing():
    state = colon_closing()
    state.orchestra["drum"] = [TEBALDI]
    state.conductor[TEBALDI] = True
    after, events = play(state, TEBALDI, CloseOpera(house="colon"))
    assert after.vp[TEBALDI] == 9 and "divas.nothing_placed" in kinds(events)
    assert after.orchestra["drum"] == [TEBALDI]


@pytest.mark.rule("DIV-067")
def test_tied_applause_places_nothing():
    state = colon_closing(tebaldi=8, callas=8)
    after, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    assert after.orchestra["drum"] == [] and after.conductor == [False, False]


def close_at(house, opera_title, black, remaining, key):
    state = fresh(6)
    put_opera(state, house, opera_title)
    state.houses[house].applause = [9, 2]
    at_actions(state, CALLAS, key, black, remaining)
    return state


@pytest.mark.rule("DIV-068")
def test_trumpet_bonus_is_fame_actions():
    state = close_at("met", "Tosca", 4, ["trumpet", "tessitura"], 4)
    after, _ = play(state, CALLAS, CloseOpera(house="met"))
    assert after.tasks[0].op == "fame" and after.tasks[0].count == 2
    after, _ = play(after, CALLAS, Fame(house="scala"))
    after, _ = play(after, CALLAS, Fame(house="scala"))
    assert after.houses["scala"].fame == 2


@pytest.mark.rule("DIV-069")
def test_clarinet_bonus_plays_cards_to_the_timeline_without_events():
    state = close_at("wien", "Tosca", 6, ["clarinet", "timeline"], 7)
    give(state, CALLAS, "The UK Has Two Queens", "Young Promise")
    after, _ = play(state, CALLAS, CloseOpera(house="wien"))
    assert after.tasks[0].op == "timeline_free" and after.tasks[0].count == 2
    after, _ = play(after, CALLAS, Timeline(card=card("The UK Has Two Queens")))
    assert after.vp[CALLAS] == 9  # no event: no extra point
    assert after.timeline[-1] == card("The UK Has Two Queens")


@pytest.mark.rule("DIV-070")
def test_drum_bonus_expands_the_tessitura():
    state = close_at("colon", "Tosca", 7, ["drum", "tessitura"], 8)
    after, _ = play(state, CALLAS, CloseOpera(house="colon"))
    assert after.tasks[0].op == "tessitura" and after.tasks[0].count == 2


@pytest.mark.rule("DIV-071")
def test_violin_bonus_moves_timeline_cards():
    state = close_at("scala", "Tosca", 5, ["violin", "fame"], 6)
    to_timeline(state, "Young Promise", "Mastery")
    after, _ = play(state, CALLAS, CloseOpera(house="scala"))
    assert after.tasks[0].op == "shift" and after.tasks[0].count == 2


def test_second_slot_of_an_instrument_gives_one():
    state = close_at("scala", "Tosca", 5, ["violin", "fame"], 6)
    state.orchestra["violin"] = [TEBALDI]
    to_timeline(state, "Young Promise", "Mastery")
    after, _ = play(state, CALLAS, CloseOpera(house="scala"))
    assert after.orchestra["violin"] == [TEBALDI, CALLAS] and after.tasks[0].count == 1


@pytest.mark.rule("DIV-072")
@pytest.mark.rule("DIV-073")
def test_cleanup_after_closing():
    state = colon_closing(fame=-2)
    before_deck = list(state.opera_deck)
    after, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    for _ in range(2):
        after, _ = play(after, TEBALDI, Done()) if after.tasks else (after, [])
    colon = after.houses["colon"]
    assert after.operas_done == [opera("La traviata")]
    assert colon.opera == before_deck[0] and after.opera_deck == before_deck[1:]
    assert colon.applause == [0, 0] and colon.fame == 0 and colon.cards == [[], []]
    assert colon.notes == [[], []] and colon.rhythms == [[], []]
    assert card("Master Skill") in after.discards[CALLAS]
    assert card("Back to La Scala") in after.discards[TEBALDI]
    assert after.closed_by == [0, 1]


@pytest.mark.rule("DIV-074")
def test_fifth_closing_ends_the_game():
    state = colon_closing()
    state.operas_done = state.opera_deck[:4]
    state.opera_deck = state.opera_deck[4:]
    after, events = play(state, TEBALDI, CloseOpera(house="colon"))
    after, _ = play(after, TEBALDI, Done())
    assert after.phase == "over" and GAME.to_move(after) == ()
    assert GAME.outcome(after) is not None


@pytest.mark.rule("DIV-075")
def test_after_closing_the_closer_finishes_the_turn():
    """A-DIV-10: the second action remains; then the draw; then the opponent."""
    state = colon_closing()
    after, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    after, _ = play(after, TEBALDI, Done())  # skip the Drum bonus
    assert after.remaining == ["tessitura"] and GAME.to_move(after) == (TEBALDI,)
    after, _ = play(after, TEBALDI, Tessitura(side="high"))
    assert after.current == CALLAS and after.phase == "play"
    assert len(after.hands[TEBALDI]) == 4
