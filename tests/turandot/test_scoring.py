"""The final scene and scoring (TUR-058..069, EX-TUR-05, EX-TUR-12)."""

from __future__ import annotations

from itertools import permutations

import pytest

from divas_desktop.games.turandot.actions import AssignRole, ConfirmCast, moves_to_assignment
from divas_desktop.games.turandot.data import ROLE_GENDER, ROLES, singers
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.scoring import (
    director_points,
    optimal_assignment,
    score_lines,
    star_points,
)

from .support import new_state, play_bots, stage_final

# EX-TUR-12: F 3★ fav Turandot, M 2★ fav Calaf, U 2★, F 3★, M 1★, M 2★ (in role order).
EX12 = [
    "tur.classic.22",
    "tur.amateur.01",
    "tur.pro.36",
    "tur.pro.28",
    "tur.amateur.09",
    "tur.pro.10",
]
PURIST = "tur.dir.7"
# EX-TUR-05: comic singers only, so the Traditionalist (classic/alternative) scores 0.
EX05_A = [
    "tur.comic.22",
    "tur.comic.01",
    "tur.comic.28",
    "tur.comic.09",
    "tur.comic.10",
    "tur.comic.13",
]
EX05_B = [
    "tur.comic.27",
    "tur.comic.12",
    "tur.comic.32",
    "tur.comic.14",
    "tur.comic.18",
    "tur.comic.15",
]
TRADITIONALIST = "tur.dir.1"


def _profile(card):
    s = singers()[card]
    return s.gender, s.stars, s.favourite_role


def _lines(cast, director, scene):
    return {
        line.label.rsplit(".", 1)[1]: line.points for line in score_lines(cast, director, scene)
    }


def test_example_cards_match_the_examples():
    assert [_profile(c) for c in EX12] == [
        ("F", 3, "turandot"),
        ("M", 2, "calaf"),
        ("U", 2, None),
        ("F", 3, None),
        ("M", 1, None),
        ("M", 2, None),
    ]
    assert star_points(EX05_A) == 13 and star_points(EX05_B) == 14


@pytest.mark.rule("TUR-061")
@pytest.mark.rule("TUR-062")
@pytest.mark.rule("TUR-063")
@pytest.mark.rule("TUR-064")
@pytest.mark.rule("TUR-065")
@pytest.mark.rule("TUR-066")
def test_ex_tur_12_final_scoring():
    """EX-TUR-12: 13 stars + 2 scene + 2 favourites − 1 gender = 16; Purist −1 → 15."""
    lines = _lines(EX12, PURIST, 2)
    assert lines == {"stars": 13, "scene": 2, "favourites": 2, "gender": -1, "director": -1}
    assert sum(lines.values()) == 15
    assert star_points(EX12) == 13  # the tie-break value


@pytest.mark.rule("TUR-065")
def test_uncertain_singers_fit_any_role():
    uncertain = "tur.pro.36"
    for role in ROLES:
        cast = [c for c in EX12 if c != uncertain]
        cast.insert(ROLES.index(role), uncertain)
        penalties = _lines(cast, None, 0)["gender"]
        others = sum(
            1
            for c, r in zip(cast, ROLES, strict=True)
            if c != uncertain and singers()[c].gender != ROLE_GENDER[r]
        )
        assert penalties == -others


@pytest.mark.rule("TUR-060")
def test_role_genders():
    assert ROLE_GENDER == {
        "turandot": "F",
        "calaf": "M",
        "liu": "F",
        "ping": "M",
        "pong": "M",
        "pang": "M",
    }


@pytest.mark.rule("TUR-068")
@pytest.mark.rule("TUR-067")
def test_ex_tur_05_tie_broken_by_stars():
    """EX-TUR-05: A 13★ +2 favourites = 15, B 14★ +1 scene = 15 → B wins on stars."""
    state = stage_final(
        new_state(2), {0: EX05_A, 1: EX05_B}, {0: TRADITIONALIST, 1: TRADITIONALIST}, {1: 1}
    )
    assert _lines(EX05_A, TRADITIONALIST, 0) == {
        "stars": 13,
        "scene": 0,
        "favourites": 2,
        "gender": 0,
        "director": 0,
    }
    outcome = GAME.outcome(state)
    assert outcome.scores == {0: 15, 1: 15}
    assert outcome.winners == (1,) and outcome.tie_break == "turandot.tie.stars"
    labels = [line.label for line in outcome.breakdown[1]]
    assert labels == [
        "turandot.score.stars",
        "turandot.score.scene",
        "turandot.score.favourites",
        "turandot.score.gender",
        "turandot.score.director",
    ]


@pytest.mark.rule("TUR-069")
def test_equal_stars_share_the_victory():
    b13 = EX05_B[:3] + ["tur.comic.10"] + EX05_B[4:]  # 13 stars, two scene elements
    state = stage_final(
        new_state(3),
        {0: EX05_A, 1: b13, 2: EX12},
        {0: TRADITIONALIST, 1: TRADITIONALIST, 2: PURIST},
        {1: 2},
    )
    outcome = GAME.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] == 15 and outcome.scores[2] == 13
    assert outcome.winners == (0, 1) and outcome.tie_break == "turandot.tie.shared"


@pytest.mark.rule("TUR-067")
def test_highest_total_wins_without_tie_break():
    state = stage_final(new_state(2), {0: EX05_A, 1: EX12}, {0: PURIST, 1: PURIST}, {})
    outcome = GAME.outcome(state)
    assert outcome.scores == {0: 18, 1: 13}
    assert outcome.winners == (0,) and outcome.tie_break is None


@pytest.mark.rule("TUR-059")
def test_final_assignment_swaps_singers_between_roles():
    state = play_bots(new_state(2, seed=4), until=lambda s: s.phase == "final")
    assert state.round == 7 and GAME.to_move(state) == (0, 1)
    cast = state.companies[0].cast
    assert cast == state.companies[0].singers  # laid out in hire order
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == 31 and legal[-1] == ConfirmCast()
    state = GAME.apply(state, 0, AssignRole(singer=cast[0], role="pang")).state
    assert state.companies[0].cast == (cast[5], *cast[1:5], cast[0])
    assert GAME.refusal(state, 0, AssignRole(singer=cast[0], role="pang")).reason == (
        "already_in_role"
    )
    assert (
        GAME.refusal(state, 0, AssignRole(singer=state.companies[1].cast[0], role="ping")).reason
        == "not_your_singer"
    )
    state = GAME.apply(state, 0, ConfirmCast()).state
    assert GAME.to_move(state) == (1,) and GAME.outcome(state) is None
    state = GAME.apply(state, 1, ConfirmCast()).state
    assert GAME.to_move(state) == () and GAME.outcome(state) is not None


def test_role_order_variant_skips_the_final_assignment():
    state = play_bots(new_state(3, seed=2, role_order=True))
    assert state.phase == "over"
    assert all(c.cast == c.singers for c in state.companies)


def test_single_kind_deck_neutralises_kind_directors():
    cast = [c for c in singers() if c.startswith("tur.pro.")][:6]
    assert director_points("tur.dir.5", cast) == 6
    assert director_points("tur.dir.5", cast, themed=True) == 0
    assert director_points("tur.dir.9", cast, themed=True) == director_points("tur.dir.9", cast)


def _total(cast, director):
    return sum(line.points for line in score_lines(cast, director, 0))


@pytest.mark.parametrize("director", [None, PURIST, "tur.dir.9", TRADITIONALIST])
def test_optimal_assignment_is_the_best_of_720(director):
    best = optimal_assignment(EX12, director)
    assert sorted(best) == sorted(EX12)
    assert _total(best, director) == max(_total(p, director) for p in permutations(EX12))


def test_optimal_assignment_of_the_example_cast():
    best = optimal_assignment(EX12, PURIST)
    assert best[0] == "tur.classic.22" and best[2] == "tur.pro.28"
    assert _total(best, PURIST) == 13 + 2 + 3


def test_moves_to_the_optimal_assignment_and_live_points():
    state = play_bots(new_state(2, seed=4), until=lambda s: s.phase == "final")
    company = state.companies[0]
    best = optimal_assignment(company.cast, company.director)
    for move in moves_to_assignment(company.cast, best):
        assert move in GAME.legal_actions(state, 0)
        state = GAME.apply(state, 0, move).state
    assert state.companies[0].cast == best
    view = GAME.player_view(state, 1)
    expected = sum(line.points for line in score_lines(best, company.director, len(company.scene)))
    assert view.players[0].cast_points == expected
    state = GAME.apply(GAME.apply(state, 0, ConfirmCast()).state, 1, ConfirmCast()).state
    assert GAME.outcome(state).scores[0] == expected
