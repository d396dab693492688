"""The Timeline and final scoring (DIV-079..092)."""

import pytest

from divas_desktop.games.divas.actions import Drain, RemoveNote, Shift, Timeline
from divas_desktop.games.divas.rules import GAME
from divas_desktop.games.divas.scoring import (
    breakdown,
    chronological_cards,
    scoring_characters,
    timeline_points,
)

from .helpers import CALLAS, TEBALDI, at_actions, card, fresh, give, play, to_timeline


def points(lines, item: str) -> int:
    """The points of the breakdown line ``divas.score.<item>``."""
    return next(line.points for line in lines if line.label == f"divas.score.{item}")


EXAMPLE = [
    "Advertising Broadcasts",
    "Pier Paolo Pasolini",
    "Tebaldi and the Emperor",
    "Mastery",
    "Aristotle Onassis",
    "Popular Success",
    "Goodbye, New York",
    "Goodbye",
]


def test_example_of_timeline_scoring():
    """EX-DIV-13: Callas 6 and Tebaldi 6."""
    line = [card(n) for n in EXAMPLE]
    assert timeline_points(line) == [6, 6]
    assert card("Mastery") not in chronological_cards(line, "yellow")
    assert scoring_characters(line, "blue") == {card("Pier Paolo Pasolini")}
    assert timeline_points(line, "longest") == [6, 6]


@pytest.mark.rule("DIV-079")
def test_new_cards_go_to_the_right_end():
    state = fresh()
    to_timeline(state, "Mastery", "Young Promise")
    give(state, CALLAS, "The UK Has Two Queens")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, CALLAS, Timeline(card=card("The UK Has Two Queens")))
    assert after.timeline == [card("Mastery"), card("Young Promise"), card("The UK Has Two Queens")]


@pytest.mark.rule("DIV-080")
def test_timeline_cards_stay_after_closings():
    state = fresh()
    to_timeline(state, "Mastery")
    from .test_closing import colon_closing

    closing = colon_closing()
    to_timeline(closing, "Mastery")
    from divas_desktop.games.divas.actions import CloseOpera, Done

    after, _ = play(closing, TEBALDI, CloseOpera(house="colon"))
    after, _ = play(after, TEBALDI, Done())
    assert after.timeline == [card("Mastery")]


@pytest.mark.rule("DIV-081")
def test_a_step_swaps_with_a_neighbour_of_either_colour():
    state = fresh()
    to_timeline(state, "Mastery", "Young Promise", "Cover Artist")
    give(state, TEBALDI, "Tebaldi in Barcelona")
    at_actions(state, TEBALDI, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, TEBALDI, Timeline(card=card("Tebaldi in Barcelona")))
    legal = GAME.legal_actions(after, TEBALDI)
    assert Shift(card=card("Young Promise"), direction=-1) in legal  # a Callas card
    assert Shift(card=card("Mastery"), direction=-1) not in legal  # already leftmost
    after, _ = play(after, TEBALDI, Shift(card=card("Young Promise"), direction=-1))
    assert after.timeline[:2] == [card("Young Promise"), card("Mastery")]


@pytest.mark.rule("DIV-082")
def test_cards_score_for_their_colour_whoever_played_them():
    line = [card("Goodbye")]  # blue, from Tebaldi's deck
    assert timeline_points(line) == [2, 0]


@pytest.mark.rule("DIV-083")
def test_the_player_of_a_negative_event_makes_its_choices():
    state = fresh()
    state.piano = [None] * 14
    state.piano[5] = CALLAS
    state.piano[9] = CALLAS
    give(state, TEBALDI, "Goodbye")
    at_actions(state, TEBALDI, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, TEBALDI, Timeline(card=card("Goodbye")))
    assert GAME.to_move(after) == (TEBALDI,)
    assert [a.key for a in GAME.legal_actions(after, TEBALDI) if isinstance(a, RemoveNote)] == [
        5,
        9,
    ]
    after, _ = play(after, TEBALDI, RemoveNote(key=9))
    assert after.piano[9] is None


def test_negative_event_drains_the_victim():
    state = fresh()
    state.houses["met"].applause = [1, 5]
    give(state, CALLAS, "Maternal Loss")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, CALLAS, Timeline(card=card("Maternal Loss")))
    assert [a.house for a in GAME.legal_actions(after, CALLAS) if isinstance(a, Drain)] == ["met"]
    after, _ = play(after, CALLAS, Drain(house="met"))
    assert after.houses["met"].applause == [1, 3]


@pytest.mark.rule("DIV-085")
def test_orchestra_majority_five_points():
    state = fresh()
    state.orchestra = {
        "violin": [CALLAS],
        "clarinet": [CALLAS, TEBALDI],
        "trumpet": [CALLAS],
        "drum": [TEBALDI],
    }
    state.conductor = [False, True]
    lines = breakdown(state)
    assert points(lines[CALLAS], "orchestra") == 5 and points(lines[TEBALDI], "orchestra") == 0
    state.orchestra["drum"].append(CALLAS)
    state.orchestra["violin"].append(TEBALDI)
    state.orchestra["trumpet"] = []
    assert [points(breakdown(state)[s], "orchestra") for s in (0, 1)] == [0, 0]  # 3-3: tied


@pytest.mark.rule("DIV-086")
def test_notes_on_the_piano_score_their_key():
    state = fresh()
    state.piano = [None] * 14
    state.piano[0] = CALLAS  # 5
    state.piano[3] = CALLAS  # 3
    state.piano[7] = TEBALDI  # 1
    lines = breakdown(state)
    assert points(lines[CALLAS], "piano") == 8 and points(lines[TEBALDI], "piano") == 1


@pytest.mark.rule("DIV-087")
@pytest.mark.rule("DIV-088")
def test_chronological_events_score_two_each():
    line = [card(n) for n in ("Film Artist", "Cover Artist", "New York at Her Feet")]
    assert timeline_points(line) == [2, 2]  # 1965 after 1969 is out of order (EX-DIV-11)
    line = [card(n) for n in ("New York at Her Feet", "Cover Artist", "Film Artist")]
    assert timeline_points(line) == [4, 2]


@pytest.mark.rule("DIV-089")
def test_same_year_cards_both_count():
    line = [card("Cover Artist"), card("Tebaldi in Barcelona")]  # 1958, 1958
    assert timeline_points(line) == [0, 4]


@pytest.mark.rule("DIV-090")
def test_characters_need_an_event_of_their_colour_beside_them():
    line = [card(n) for n in ("Luchino Visconti", "Aristotle Onassis", "Young Promise")]
    assert scoring_characters(line, "blue") == {card("Aristotle Onassis")}
    line = [card(n) for n in ("Carmen Melis", "Goodbye, New York")]  # yellow, from Callas
    assert timeline_points(line) == [0, 4]


@pytest.mark.rule("DIV-091")
def test_unfinished_operas_give_one_point_to_the_leader():
    state = fresh()
    houses = list(state.houses.values())
    for h, (a, b) in zip(houses, [(4, 2), (1, 1), (0, 5), (0, 0)], strict=True):
        h.applause = [a, b]
    lines = breakdown(state)
    assert points(lines[CALLAS], "unfinished") == 1 and points(lines[TEBALDI], "unfinished") == 1


def test_example_final_scoring_arithmetic():
    """EX-DIV-16: Callas +11, Tebaldi +7."""
    state = fresh()
    state.orchestra = {
        "violin": [CALLAS],
        "clarinet": [CALLAS, TEBALDI],
        "trumpet": [CALLAS],
        "drum": [TEBALDI],
    }
    state.piano = [None] * 14
    for key in (5, 6, 3):
        state.piano[key] = CALLAS
    for key in (0, 7):
        state.piano[key] = TEBALDI
    for h, (a, b) in zip(state.houses.values(), [(4, 2), (1, 1), (0, 5), (0, 0)], strict=True):
        h.applause = [a, b]
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert outcome.scores == {CALLAS: 11, TEBALDI: 7}


@pytest.mark.rule("DIV-092")
def test_winner_and_tie_break():
    state = fresh()
    state.phase = "over"
    state.piano = [None] * 14
    state.vp = [10, 10]
    state.closed_by = [1, 2]
    outcome = GAME.outcome(state)
    assert outcome.winners == (TEBALDI,) and outcome.tie_break == "divas.tie.more_operas"
    state.closed_by = [2, 2]
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1) and outcome.tie_break == "divas.tie.shared"
    state.vp = [11, 10]
    assert GAME.outcome(state).winners == (CALLAS,)
