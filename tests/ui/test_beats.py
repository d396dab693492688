"""A board may group a computer's steps into beats (``Board.bot_beat_continues``)."""

import pytest

from divas_desktop.core import registry
from divas_desktop.core.game import GameConfig
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.boards import register_board, unregister_board

from .test_pacing import CountGame, Step


class ChoiceGame(CountGame):
    """Seat 1 has a choice at every one of its three steps (none is forced)."""

    game_id = "count_choices"

    def legal_actions(self, state, seat):
        if seat not in self.to_move(state):
            return []
        return [Step(value=0), Step(value=1)] if seat == 1 else [Step()]


@pytest.fixture
def choice_game():
    game = ChoiceGame()
    registry.register(game)
    register_board(game.game_id, "toyboard:ToyBoard")
    yield game
    unregister_board(game.game_id)
    registry.unregister(game.game_id)


def _batches(window, qtbot, game, rule):
    seats = [SeatInfo(name="Anna"), SeatInfo(name="Bruno", kind="computer")]
    match = Match(game, GameConfig(seats=2), seats, 1)
    batches = []
    window.controller.events_played.connect(batches.append)
    window.controller.start(match)
    if rule is not None:
        window.controller.set_beat_rule(rule)
    else:  # the board's own rule, set when the board was put on the table
        assert window.controller.beat_rule == window.board.bot_beat_continues
    assert window.controller.play(Step())
    qtbot.waitUntil(lambda: match.cursor == 4, timeout=3000)
    return [[step for step, _s, _e in batch] for batch in batches]


def test_without_a_rule_each_choice_is_its_own_beat(window, choice_game, qtbot):
    # The default rule of a board: no; only forced steps would be merged.
    assert _batches(window, qtbot, choice_game, None) == [[0], [1], [2], [3]]


def test_a_board_rule_joins_steps_into_one_beat(window, choice_game, qtbot):
    def rule(events):  # the step that made count 2 ends a beat
        return not any(e.params["count"] == 2 for e in events)

    assert _batches(window, qtbot, choice_game, rule) == [[0], [1, 2], [3]]
