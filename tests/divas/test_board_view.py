"""What the view carries for the board (BOARDS.md §2.1 MISSING D1–D3), computed by the engine.

The source of a pending decision, the closing in progress and the closed operas, the
note reserve, the resources that scored in each house, the Timeline cards that score
now and the final breakdown, driven through the public loop (legal actions, apply).
"""

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.games.divas.actions import CloseOpera, PlayCard, Tessitura, Timeline
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.rules import GAME
from divas_desktop.games.divas.scoring import breakdown

from .helpers import (
    CALLAS,
    TEBALDI,
    at_actions,
    card,
    fresh,
    give,
    opera,
    place_in_house,
    play,
    put_opera,
    to_timeline,
)


def _colon_closing(**options):
    """EX-DIV-09: Tebaldi closes La traviata at Colón with 9 against Callas's 6."""
    state = fresh(5, **options)
    put_opera(state, "colon", "La traviata")
    colon = state.houses["colon"]
    colon.applause = [6, 9]
    colon.fame = -2  # two steps toward Tebaldi: two Timeline moves for her
    place_in_house(state, CALLAS, "colon", "Aristotle Onassis", "Master Skill")
    place_in_house(state, TEBALDI, "colon", "Arturo Basile", "Back to La Scala")
    to_timeline(state, "Young Promise", "Mastery")
    at_actions(state, TEBALDI, 8, 7, ["drum", "tessitura"])
    return state


@pytest.mark.rule("DIV-083")
def test_an_event_task_names_the_card_that_asks():
    state = fresh()
    give(state, CALLAS, "Luchino Visconti", "Master Skill", "Milanese Fever", "Film Artist")
    at_actions(state, CALLAS, 7, 6, ["clarinet", "timeline"])
    state, _ = play(state, CALLAS, Timeline(card=card("Luchino Visconti")))
    task = GAME.player_view(state, TEBALDI).task
    assert task is not None and task.op == "fame"
    assert (task.source, task.source_id) == ("skill", card("Luchino Visconti"))


@pytest.mark.rule("DIV-063")
@pytest.mark.rule("DIV-064")
def test_a_closing_shows_its_steps_then_joins_the_programme():
    state = _colon_closing()
    state, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    view = GAME.player_view(state, CALLAS)
    assert view.task is not None and (view.task.source, view.task.source_id) == ("fame", "colon")
    closing = view.closing
    assert closing is not None and closing.step == "fame"
    assert (closing.house, closing.opera, closing.closer) == ("colon", opera("La traviata"), 1)
    assert closing.applause == [6, 9] and closing.fame_steps == [0, 2]
    assert closing.placed == "tie"  # the orchestra step has not run yet
    for _ in range(2):  # Tebaldi's two Timeline steps
        shift = next(a for a in GAME.legal_actions(state, TEBALDI) if a.kind == "shift")
        state, _ = play(state, TEBALDI, shift)
    view = GAME.player_view(state, None)
    assert view.closing is not None and view.closing.step == "orchestra"
    assert view.closing.placed == "instrument" and view.closing.placed_by == TEBALDI
    assert (view.task.source, view.task.source_id) == ("orchestra", "drum")
    assert (view.closing.bonus, view.closing.bonus_x) == ("tessitura", 2)
    state, _ = play(state, TEBALDI, Tessitura(side="low"))
    state, _ = play(state, TEBALDI, Tessitura(side="low"))
    view = GAME.player_view(state, None)
    assert view.closing is None and view.task is None
    [closed] = view.closed
    assert (closed.opera, closed.house, closed.closer) == (opera("La traviata"), "colon", 1)
    assert closed.applause == [6, 9] and closed.fame_steps == [0, 2]
    assert (closed.placed, closed.placed_by, closed.bonus, closed.bonus_x) == (
        "instrument",
        TEBALDI,
        "tessitura",
        2,
    )


@pytest.mark.rule("DIV-067")
def test_a_tied_closing_places_nothing():
    state = _colon_closing()
    state.houses["colon"].applause = [9, 9]
    state.houses["colon"].fame = 0
    state, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    [closed] = GAME.player_view(state, None).closed
    assert (closed.placed, closed.placed_by) == ("tie", -1)


@pytest.mark.rule("DIV-065")
def test_a_second_win_in_a_house_places_the_conductor():
    state = _colon_closing()
    state.houses["colon"].fame = 0
    state.orchestra["drum"] = [TEBALDI]
    state, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    [closed] = GAME.player_view(state, None).closed
    assert (closed.placed, closed.placed_by, closed.bonus) == ("conductor", TEBALDI, "")


@pytest.mark.rule("DIV-PR-06")
def test_the_palco_reale_points_are_recorded_closer_first():
    state = _colon_closing(palco_reale=True)
    state.houses["colon"].fame = 0
    row = ["div.pr.01", "div.pr.02", "div.pr.03"]  # EX-DIV-PR-01: Sinatra, Kennedy, Perón
    people = state.palco_row + state.palco_deck
    state.palco_row, state.palco_deck = row, [p for p in people if p not in row]
    place_in_house(state, CALLAS, "colon", "Conquering Buenos Aires", "Maternal Loss")
    state, _ = play(state, TEBALDI, CloseOpera(house="colon"))
    for _ in range(2):
        state, _ = play(state, TEBALDI, Tessitura(side="low"))
    view = GAME.player_view(state, None)
    [closed] = view.closed
    # Callas: four cards (Kennedy, 4 VP) and four drums at the Colón (Perón, 5 VP).
    assert closed.palco == [(CALLAS, "div.pr.02", 4), (CALLAS, "div.pr.03", 5)]
    assert "colon" in view.palco_used
    lines = {line.label: line.points for line in breakdown(state)[CALLAS]}
    assert lines["divas.score.palco"] == 9
    assert lines["divas.score.operas"] == 6


@pytest.mark.rule("DIV-031")
@pytest.mark.rule("DIV-035")
def test_the_resources_that_scored_are_lit():
    state = fresh()
    put_opera(state, "met", "Tosca")
    assert GAME.player_view(state, None).houses[2].played == [[], []]
    give(state, CALLAS, "Luchino Visconti", "Master Skill", "Milanese Fever", "Film Artist")
    first, second = card("Milanese Fever"), card("Film Artist")
    state, _ = play(state, CALLAS, PlayCard(card=first, house="met"))
    met = GAME.player_view(state, TEBALDI).houses[2]
    [lit] = met.played[0]
    assert lit.card == first and set(lit.masks) == {"red", "purple"}
    assert lit.rhythms == met.rhythms_scored[0]
    state.phase, state.tasks, state.remaining = "play", [], []
    state.current = CALLAS
    state, _ = play(state, CALLAS, PlayCard(card=second, house="met"))
    met = GAME.player_view(state, TEBALDI).houses[2]
    assert [p.card for p in met.played[0]] == [first, second]
    assert met.played[0][1].masks == ["white"]  # red was already there
    lit_rhythms = [r for p in met.played[0] for r in p.rhythms]
    assert lit_rhythms == met.rhythms_scored[0]


@pytest.mark.rule("DIV-011")
def test_the_reserve_counts_tokens_on_the_piano_and_in_the_houses():
    state = fresh()
    view = GAME.player_view(state, None)
    on_piano = sum(owner is not None for owner in state.piano)
    assert sum(view.reserve.values()) == 28 - on_piano
    assert set(view.reserve) == {"DO", "RE", "MI", "FA", "SOL", "LA", "SI"}


@pytest.mark.rule("DIV-087")
@pytest.mark.rule("DIV-090")
def test_the_timeline_cards_that_score_now():
    state = fresh()
    to_timeline(
        state,
        "Advertising Broadcasts",
        "Pier Paolo Pasolini",
        "Tebaldi and the Emperor",
        "Mastery",
        "Aristotle Onassis",
        "Popular Success",
        "Goodbye, New York",
        "Goodbye",
    )
    view = GAME.player_view(state, CALLAS)
    scoring = set(view.timeline_scoring)
    assert card("Mastery") not in scoring and card("Aristotle Onassis") not in scoring
    assert len(scoring) == 6  # EX-DIV-15: three cards each


def test_views_of_whole_games_are_plain_data_and_the_final_breakdown_adds_up():
    for palco in (False, True):
        state = GAME.initial_state(DivasConfig(palco_reale=palco), 3)
        step = 0
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            if step % 7 == 0:
                view = GAME.player_view(state, seat)
                canonical_json(view)  # JSON-able
                assert view.final == []
                assert [c.opera for c in view.closed] == state.operas_done
            state = GAME.apply(state, seat, GAME.bot_action(state, seat, step)).state
            step += 1
        view = GAME.player_view(state, None)
        outcome = GAME.outcome(state)
        for seat in (0, 1):
            assert sum(line.points for line in view.final[seat]) == outcome.scores[seat]
            assert all(line.points >= 0 for line in view.final[seat])
        assert len(view.closed) == len(state.operas_done)
