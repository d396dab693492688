"""The Palco Reale expansion (DIV-PR-03..15)."""

import pytest

from divas_desktop.games.divas.actions import CloseOpera, Done
from divas_desktop.games.divas.closing import meets
from divas_desktop.games.divas.rules import GAME

from .helpers import (
    CALLAS,
    DATA,
    TEBALDI,
    at_actions,
    card,
    fresh,
    kinds,
    place_in_house,
    play,
    put_opera,
)


def person(name):
    return next(p.id for p in DATA.personalities.values() if p.name == name)


def set_row(state, *names):
    wanted = [person(n) for n in names]
    pool = state.palco_row + state.palco_deck
    rest = [p for p in pool if p not in wanted]
    state.palco_row, state.palco_deck = wanted, rest


def turandot_at_colon(row=("Frank Sinatra", "Jacqueline Kennedy", "Isabel Perón")):
    """EX-DIV-PR-01 set-up."""
    state = fresh(8, palco_reale=True)
    put_opera(state, "colon", "Turandot")
    set_row(state, *row)
    place_in_house(
        state, TEBALDI, "colon", "Arturo Basile", "Back to La Scala", "Art Among the Bombs"
    )
    place_in_house(
        state,
        CALLAS,
        "colon",
        "Master Skill",
        "Conquering Buenos Aires",
        "Young Promise",
        "Italian Debut",
    )
    state.houses["colon"].applause = [7, 10]
    at_actions(state, TEBALDI, 8, 7, ["drum", "tessitura"])
    return state


def close_colon(state):
    state, events = play(state, TEBALDI, CloseOpera(house="colon"))
    more = []
    while state.tasks:
        state, ev = play(state, GAME.to_move(state)[0], Done())
        more += ev
    return state, events + more


def test_example_palco_reale():
    """EX-DIV-PR-01: Tebaldi 10 + 5 = 15, Callas 7 + 4 + 3 = 14; Drum token used."""
    state = turandot_at_colon()
    old_row = list(state.palco_row)
    after, events = close_colon(state)
    assert after.vp == [14, 15]
    assert after.palco_used == ["colon"]
    assert len(after.palco_row) == 3 and not set(after.palco_row) & set(old_row)
    assert set(old_row) <= set(after.palco_discard)


@pytest.mark.rule("DIV-PR-03")
def test_conditions_read_the_players_own_cards():
    state = turandot_at_colon()
    colon = state.houses["colon"]
    kennedy = DATA.personalities[person("Jacqueline Kennedy")]
    assert meets(state, kennedy, CALLAS, "colon", colon, [7, 10], -1)
    assert not meets(state, kennedy, TEBALDI, "colon", colon, [7, 10], -1)


@pytest.mark.rule("DIV-PR-04")
def test_closing_sequence_with_the_palco():
    state = turandot_at_colon()
    after, events = close_colon(state)
    order = kinds(events)
    assert order.index("divas.applause_converted") < order.index("divas.instrument_placed")
    assert order.index("divas.instrument_placed") < order.index("divas.palco_scored")
    assert order.index("divas.palco_scored") < order.index("divas.opera_revealed")
    assert card("Master Skill") in after.discards[CALLAS]


@pytest.mark.rule("DIV-PR-05")
@pytest.mark.rule("DIV-PR-11")
def test_a_used_house_ignores_the_palco():
    state = turandot_at_colon()
    state.palco_used = ["colon"]
    row = list(state.palco_row)
    after, events = close_colon(state)
    assert after.vp == [7, 10] and after.palco_row == row
    assert "divas.palco_guest" not in kinds(events)


@pytest.mark.rule("DIV-PR-06")
def test_the_closer_is_checked_first():
    state = turandot_at_colon()
    _, events = close_colon(state)
    scored = [e.params["player"] for e in events if e.kind == "divas.palco_scored"]
    assert scored == ["divas.diva.tebaldi", "divas.diva.callas", "divas.diva.callas"]


@pytest.mark.rule("DIV-PR-07")
def test_both_players_may_score_the_same_personality():
    state = turandot_at_colon(row=("Jacqueline Kennedy", "Charlie Chaplin", "Grace Kelly"))
    place_in_house(state, TEBALDI, "colon", "Cover Artist")
    after, _ = close_colon(state)
    assert after.vp == [7 + 4 + 3, 10 + 4 + 3]  # Kennedy and Grace Kelly for both


@pytest.mark.rule("DIV-PR-08")
@pytest.mark.rule("DIV-PR-09")
@pytest.mark.rule("DIV-PR-10")
def test_token_flips_only_when_someone_scored_but_the_row_always_changes():
    state = turandot_at_colon(row=("Charlie Chaplin", "Eva Perón", "Marilyn Monroe"))
    old = list(state.palco_row)
    after, events = close_colon(state)
    assert after.vp == [7, 10] and after.palco_used == []
    assert "divas.palco_guest" in kinds(events) and not set(after.palco_row) & set(old)


@pytest.mark.rule("DIV-PR-12")
def test_frank_sinatra():
    state = turandot_at_colon()
    sinatra = DATA.personalities[person("Frank Sinatra")]
    colon = state.houses["colon"]
    assert meets(state, sinatra, CALLAS, "colon", colon, [7, 10], -1)
    assert not meets(state, sinatra, TEBALDI, "colon", colon, [7, 10], -1)  # Basile
    colon.cards[CALLAS] = []
    assert not meets(state, sinatra, CALLAS, "colon", colon, [7, 10], -1)  # did not play


@pytest.mark.rule("DIV-PR-13")
def test_jacqueline_kennedy():
    state = turandot_at_colon()
    kennedy = DATA.personalities[person("Jacqueline Kennedy")]
    colon = state.houses["colon"]
    colon.cards[CALLAS].pop()
    assert not meets(state, kennedy, CALLAS, "colon", colon, [7, 10], -1)


@pytest.mark.rule("DIV-PR-14")
def test_isabel_peron():
    state = turandot_at_colon()
    peron = DATA.personalities[person("Isabel Perón")]
    colon = state.houses["colon"]
    assert meets(state, peron, TEBALDI, "colon", colon, [7, 10], -1)
    assert not meets(state, peron, CALLAS, "colon", colon, [7, 10], -1)  # only 2 Drums
    put_opera(state, "met", "Tosca")


@pytest.mark.rule("DIV-PR-15")
def test_the_fifth_opera_scores_the_palco_too():
    state = turandot_at_colon()
    state.operas_done = state.opera_deck[:4]
    state.opera_deck = state.opera_deck[4:]
    after, _ = close_colon(state)
    assert after.phase == "over" and after.vp == [14, 15]


def test_palco_deck_reshuffles_when_empty():
    """G-DIV-PR-02."""
    state = turandot_at_colon(row=("Charlie Chaplin", "Eva Perón", "Marilyn Monroe"))
    state.palco_discard, state.palco_deck = state.palco_deck[1:], state.palco_deck[:1]
    after, _ = close_colon(state)
    assert len(after.palco_row) == 3 and not GAME.invariants(after)


def test_reconstructed_conditions():
    state = turandot_at_colon()
    colon = state.houses["colon"]
    by = {p.name: p for p in DATA.personalities.values()}
    colon.rhythms[CALLAS] = [2, 3]
    colon.notes[TEBALDI] = ["DO", "MI"]
    assert meets(state, by["Emperor Hirohito"], CALLAS, "colon", colon, [7, 10], -1)
    assert meets(state, by["Eva Perón"], TEBALDI, "colon", colon, [7, 10], -1)
    assert meets(state, by["Queen Elizabeth II"], TEBALDI, "colon", colon, [7, 10], TEBALDI)
    assert meets(state, by["Marlene Dietrich"], CALLAS, "colon", colon, [7, 10], -1)
    assert meets(state, by["Ernest Hemingway"], CALLAS, "colon", colon, [7, 10], -1)
    assert meets(state, by["Audrey Hepburn"], TEBALDI, "colon", colon, [7, 10], -1)
    assert not meets(state, by["Audrey Hepburn"], CALLAS, "colon", colon, [7, 10], -1)
    assert meets(state, by["Prince Rainier III"], TEBALDI, "colon", colon, [5, 10], -1)
    assert meets(state, by["Salvador Dalí"], CALLAS, "colon", colon, [7, 10], -1)
    assert not meets(state, by["Elizabeth Taylor"], CALLAS, "colon", colon, [7, 10], -1)
    assert meets(state, by["Princess Margaret"], CALLAS, "colon", colon, [7, 10], -1)
