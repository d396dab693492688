"""What the player view tells a board of the rules: rounds, hiring, badges, scores, order.

A board never works these out itself (issue 10, item 9): they come from the view, which
the engine fills with its own scoring and hiring rules.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

import pytest

from divas_desktop.games.turandot.data import ROLES, directors
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.scoring import score_lines, star_points
from divas_desktop.ui.results_dialog import ranking

from .support import new_state, play_bots, stage_final
from .test_scoring import EX05_A, EX05_B, EX12, PURIST, TRADITIONALIST


def _final(cast: list[str], director: str, scene: int = 0):
    """A table in the final scene: seat 0 holds ``cast`` in role order, unconfirmed."""
    state = stage_final(new_state(2), {0: cast, 1: EX05_B}, {0: director, 1: director}, {0: scene})
    companies = list(state.companies)
    companies[0] = replace(companies[0], cast_confirmed=False)
    return replace(state, companies=tuple(companies), phase="final")


def _total(cast, director, scene=0) -> int:
    return sum(line.points for line in score_lines(cast, director, scene))


@pytest.mark.rule("TUR-017")
@pytest.mark.rule("TUR-018")
@pytest.mark.rule("TUR-020")
def test_the_rounds_say_what_each_hires_and_which_end_with_a_firing():
    view = GAME.player_view(new_state(3), 0)
    assert [r.number for r in view.rounds] == [1, 2, 3, 4, 5, 6, 7]
    assert [r.kind for r in view.rounds] == ["singers"] * 3 + ["directors"] + ["singers"] * 3
    assert [r.fires for r in view.rounds] == [True, True, True, False, False, False, False]


@pytest.mark.rule("TUR-056")
def test_the_designer_cannot_be_hired_in_the_director_round():
    state = new_state(4)
    assert GAME.player_view(state, 0).scene_hire_open
    state = play_bots(state, until=lambda s: s.round == 4)
    view = GAME.player_view(state, 0)
    assert view.casting_kind == "directors" and not view.scene_hire_open
    state = play_bots(state, until=lambda s: s.round == 5)
    assert GAME.player_view(state, 0).scene_hire_open


@pytest.mark.rule("A-TUR-07")
def test_directors_of_kinds_score_nothing_with_a_themed_deck():
    assert GAME.player_view(new_state(3), 0).neutral_directors == []
    themed = GAME.player_view(new_state(3, deck="comic"), 0).neutral_directors
    assert themed == [d.id for d in directors().values() if d.uses_kinds]
    assert "tur.dir.7" not in themed and "tur.dir.9" not in themed  # Purist, Perfectionist


@pytest.mark.rule("TUR-063")
@pytest.mark.rule("TUR-064")
@pytest.mark.rule("TUR-065")
def test_every_role_carries_its_favourite_and_gender_points():
    """EX-TUR-12's cast: favourites on Turandot and Calaf, a woman on Ping."""
    view = GAME.player_view(_final(EX12, PURIST, scene=2), 0)
    marks = view.players[0].cast_marks
    assert [m.role for m in marks] == list(ROLES)
    assert [m.singer for m in marks] == EX12
    assert [m.favourite for m in marks] == [1, 1, 0, 0, 0, 0]
    assert [m.gender for m in marks] == [0, 0, 0, -1, 0, 0]  # the uncertain Liù costs nothing


@pytest.mark.rule("TUR-061")
@pytest.mark.rule("TUR-066")
@pytest.mark.rule("TUR-068")
def test_the_live_score_is_the_engines_itemised_score():
    company = GAME.player_view(_final(EX12, PURIST, scene=2), 1).players[0]
    assert company.cast_lines == score_lines(EX12, PURIST, 2)
    assert company.cast_points == 15 == sum(line.points for line in company.cast_lines)
    assert company.cast_stars == star_points(EX12) == 13


@pytest.mark.rule("A-TUR-01")
def test_the_optimal_cast_scores_the_most_and_is_the_viewers_alone():
    cast = list(reversed(EX12))
    state = _final(cast, PURIST)
    view = GAME.player_view(state, 0)
    best = max(_total(list(order), PURIST) for order in permutations(cast))
    assert view.optimal_points == best == _total(view.optimal_cast, PURIST)
    assert sorted(view.optimal_cast) == sorted(cast)
    assert _total(cast, PURIST) < best  # this order could do better: the view says how
    assert GAME.player_view(state, 1).optimal_cast == []  # seat 1 has confirmed its cast
    assert GAME.player_view(state, None).optimal_cast == []
    # An order already as good is kept, so the helper never shuffles for nothing.
    kept = GAME.player_view(_final(view.optimal_cast, PURIST), 0)
    assert kept.optimal_cast == view.optimal_cast


@pytest.mark.rule("TUR-068")
@pytest.mark.rule("TUR-069")
def test_standings_follow_the_tie_break_not_the_seats():
    """Seats 0 and 1 tie on 15 points; seat 1 has more stars, so it ranks above seat 0."""
    state = stage_final(
        new_state(3),
        {0: EX05_A, 1: EX05_B, 2: EX12},
        {0: TRADITIONALIST, 1: TRADITIONALIST, 2: PURIST},
        {1: 1, 2: 3},
    )
    outcome = GAME.outcome(state)
    assert outcome.scores == {0: 15, 1: 15, 2: 16}
    assert outcome.ranking == (2, 1, 0)
    assert GAME.player_view(state, 0).standings == [2, 1, 0]
    assert ranking(outcome) == [2, 1, 0]  # the results dialog shows the same order
