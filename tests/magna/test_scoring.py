"""Final scoring and tie-breaks (MAG-087..095, EX-MAG-09, EX-MAG-11, EX-MAG-13)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.scoring import CATEGORIES, outcome, score_lines
from divas_desktop.games.magna.state import Project

from .helpers import CAT, drafted


def _blank(seats=4):
    state = drafted(seats)
    for p in state.players:
        p.projects = []
        p.left = [[], [], []]
        p.right = [[], [], []]
        p.cert = [4, 4, 4, 4]
    state.phase = "over"
    return state


def _lines(state, seat=0):
    return {line.label: line.points for line in score_lines(CAT, state, seat)}


def _ex13():
    state = _blank(4)
    p = state.players[0]
    p.vp = 11
    p.left = [["mag.bld.small.01", "mag.bld.small.02"], ["mag.bld.medium.01"], []]
    p.right = [[], ["mag.bld.medium.02"], ["mag.bld.large.01"]]
    p.cert = [8, 6, 4, 4]
    p.projects = [Project("mag.bld.medium.03", [0, 0, 1, 1])]
    for slot in (0, 1, 4, 8):
        state.deliveries[slot].append(0)
    for slot in (0, 2, 5, 9):
        state.deliveries[slot].append(1)
    for slot in (1, 3):
        state.deliveries[slot].append(2)
    state.deliveries[2].append(3)
    for seat, count in enumerate((4, 4, 2, 1)):
        state.players[seat].opera = count
    return state


@pytest.mark.rule("MAG-087")
@pytest.mark.rule("MAG-088")
@pytest.mark.rule("MAG-089")
@pytest.mark.rule("MAG-090")
@pytest.mark.rule("MAG-092")
@pytest.mark.rule("MAG-093")
@pytest.mark.rule("MAG-094")
def test_ex_mag_13_full_end_game_score():
    lines = _lines(_ex13())
    assert lines == {
        "magna.score.game": 11,
        "magna.score.buildings": 14,
        "magna.score.shop_evolution": 4,
        "magna.score.certificates": 7,
        "magna.score.blue_buildings": 0,
        "magna.score.refined_goods": 2,
        "magna.score.opera": 4,
        "magna.score.worksites": 7,
    }
    assert sum(lines.values()) == 49
    assert outcome(CAT, _ex13()).scores[0] == 49
    assert list(lines) == list(CATEGORIES)


@pytest.mark.rule("MAG-090")
def test_ex_mag_09_certificate_scoring():
    state = _blank(2)
    state.players[0].cert = [6, 7, 4, 5]  # levels 2, 2, 1, 1
    assert _lines(state)["magna.score.certificates"] == 6


@pytest.mark.rule("MAG-088")
@pytest.mark.rule("MAG-089")
def test_ex_mag_11_scoring_tables():
    state = _blank(2)
    p = state.players[0]
    p.left = [["mag.bld.small.01"], [], []]
    p.right = [["mag.bld.small.02"], [], ["mag.bld.large.01"]]
    assert _lines(state)["magna.score.buildings"] == 8  # 2 small + 1 large
    expected = {0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 7, 6: 10}
    rows = [
        "mag.bld.small.05",
        "mag.bld.medium.05",
        "mag.bld.large.05",
        "mag.bld.small.06",
        "mag.bld.medium.06",
        "mag.bld.large.06",
    ]
    for count, points in expected.items():
        p.left = [[], [], []]
        p.right = [[], [], []]
        for i, card in enumerate(rows[:count]):
            (p.left if i < 3 else p.right)[i % 3].append(card)
        assert _lines(state)["magna.score.shop_evolution"] == points


@pytest.mark.rule("MAG-093")
def test_ex_mag_11_opera_majority():
    state = _blank(4)
    for seat, count in enumerate((5, 3, 3, 0)):
        state.players[seat].opera = count
    assert [_lines(state, s)["magna.score.opera"] for s in range(4)] == [6, 2, 2, 0]


@pytest.mark.rule("MAG-094")
def test_ex_mag_11_worksite_points_by_level():
    state = _blank(2)
    state.deliveries[0] = [0]
    state.deliveries[4] = [1, 0]
    state.deliveries[8] = [0]
    assert _lines(state)["magna.score.worksites"] == 1 + 2 + 3


@pytest.mark.rule("MAG-091")
def test_blue_buildings_score_only_on_the_right():
    state = _blank(2)
    p = state.players[0]
    p.right = [
        ["mag.bld.small.04", "mag.bld.small.01"],
        ["mag.bld.medium.04"],
        ["mag.bld.large.04"],
    ]
    p.left = [["mag.bld.small.08"], [], []]  # a blue building on the left scores nothing
    p.opera = 8
    p.cert = [8, 9, 10, 4]
    # small blue: 1 per completed small (3); medium: 1 per Opera token, max 6; large: 2 per
    # level-3 certificate (3 of them).
    assert _lines(state)["magna.score.blue_buildings"] == 3 + 6 + 6


@pytest.mark.rule("MAG-095")
def test_most_points_win_and_rulebook_tie_breaks():
    state = _blank(3)
    state.players[0].vp = 20
    assert outcome(CAT, state).winners == (0,)
    state.players[1].vp = 20
    state.deliveries[0] = [1]
    state.players[1].opera = 1
    state.players[1].vp = 15  # +1 worksite point, +4 for the Opera majority
    result = outcome(CAT, state)
    assert result.scores[0] == result.scores[1]
    assert result.winners == (1,) and result.tie_break == "magna.tie.worksite_tokens"


@pytest.mark.rule("MAG-095")
def test_tie_break_by_worksite_level_then_raw_goods_then_shared():
    state = _blank(2)
    state.deliveries[0] = [0]  # seat 0: level 1 + level 2 = 3 points, 2 tokens
    state.deliveries[4] = [0]
    state.deliveries[1] = [1]  # seat 1: the same levels in another column
    state.deliveries[5] = [1]
    state.players[0].opera = state.players[1].opera = 2
    result = outcome(CAT, state)
    assert result.winners == (0, 1) and result.tie_break == "magna.tie.shared"
    state.players[1].raw = [3, 2, 2, 2]
    # Raw goods do not score: one more raw good keeps the points tied.
    result = outcome(CAT, state)
    assert result.winners == (1,) and result.tie_break == "magna.tie.raw_goods"
    state.players[1].raw = [2, 2, 2, 2]
    state.deliveries[5] = []
    state.deliveries[9] = [1]  # level 3 instead of level 2: +1 point, so one VP less
    state.players[1].vp = 4
    result = outcome(CAT, state)
    assert result.scores[0] == result.scores[1]
    assert result.winners == (1,) and result.tie_break == "magna.tie.worksite_levels"
