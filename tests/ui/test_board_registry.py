"""Every registered game has a board of its own that imports and draws: there is no fallback.

A board that fails to import (a typo, a module moved without its registry line) used to
be replaced by a generic board at run time; now it is a bug, and this test is where it
shows.
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.ui.board import Board, ButtonSpec, LabelSpec
from divas_desktop.ui.boards import BOARDS, board_class
from divas_desktop.ui.screenshots import demo_match

SHIPPED = ("turandot", "sipario", "divas", "magna")
"""The games the app ships (the registry also holds the tests' toy and demo games)."""


def test_every_registered_game_has_a_board_and_every_board_a_game():
    assert set(SHIPPED) <= set(registry.game_ids())
    assert sorted(registry.game_ids()) == sorted(BOARDS)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_board_imports_and_draws_a_demo_position(app, game_id):
    cls = board_class(game_id)
    assert issubclass(cls, Board) and cls is not Board
    match = demo_match(registry.get(game_id))
    seat = next(s for s in range(len(match.seats)) if not match.is_computer(s))
    board = cls(game_id, match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat))
    specs = [board.item(i).spec for i in board.item_ids()]
    drawn = [s for s in specs if not isinstance(s, (ButtonSpec, LabelSpec))]
    assert len(drawn) >= 5, (game_id, [s.id for s in specs])
    assert board.sync(match.view(seat), match.legal_actions(seat)) == 0  # idempotent
