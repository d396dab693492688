"""The projection explains its Opera category: the view names the rivals with fewer tokens
on the Opera board (MAG-093), the majorities behind each shop's Opera points; the board's
tooltips of "If the game ended now" read it (tests/ui/magna/test_projection_tips.py)."""

from __future__ import annotations

import pytest

from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.scoring import CATEGORIES

from .helpers import drafted

OPERA = CATEGORIES.index("magna.score.opera")


@pytest.mark.rule("MAG-093")
def test_the_view_names_the_rivals_with_fewer_opera_tokens():
    state = drafted(4)
    for seat, count in enumerate((5, 3, 3, 0)):  # EX-MAG-11's majorities
        state.players[seat].opera = count
    view = GAME.player_view(state, 0)
    fewer = [shop.opera_fewer for shop in view.players]
    assert fewer == [[1, 2, 3], [3], [3], []]  # a tie (3 and 3) does not count
    for shop in view.players:  # the points are 2 VP for each rival named
        assert shop.projection[OPERA] == 2 * len(shop.opera_fewer)


@pytest.mark.rule("MAG-093")
def test_when_the_rivals_catch_up_the_opera_points_fall_to_zero_and_say_why():
    state = drafted(3)
    for seat, count in enumerate((2, 1, 0)):
        state.players[seat].opera = count
    assert GAME.player_view(state, 0).players[0].projection[OPERA] == 4
    state.players[1].opera = state.players[2].opera = 2  # both catch up: ties
    shop = GAME.player_view(state, 0).players[0]
    assert shop.projection[OPERA] == 0 and shop.opera_fewer == []
