"""Finished games leave nothing behind: their results dialogs and boards are freed when
the next game starts (one dialog kept per game made memory grow 2.5 MB a game)."""

import weakref

from shiboken6 import isValid

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.results_dialog import ResultsDialog


def _finish_a_game(window, qtbot, seed: int) -> None:
    game = registry.get("turandot")
    seats = [SeatInfo(name=f"Voce {i}", kind="computer", level="easy") for i in range(3)]
    window.start_match(Match(game, game.default_config(3), seats, seed))
    qtbot.waitUntil(lambda: window.controller.outcome() is not None, timeout=60_000)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible())


def test_the_results_and_board_of_a_finished_game_are_freed_by_the_next(window, qtbot):
    _finish_a_game(window, qtbot, 1)
    first_results = window.results
    first_board = weakref.ref(window.area.board)
    _finish_a_game(window, qtbot, 2)
    qtbot.waitUntil(lambda: not isValid(first_results), timeout=3000)  # deleteLater ran
    assert len(window.findChildren(ResultsDialog)) == 1  # this game's only
    window.start_match(
        Match(
            registry.get("turandot"),
            registry.get("turandot").default_config(3),
            [SeatInfo(name=f"P{i}") for i in range(3)],
            3,
        )
    )
    assert window.results is None  # a new game: the last results are gone too
    qtbot.waitUntil(lambda: not window.findChildren(ResultsDialog), timeout=3000)
    qtbot.waitUntil(lambda: first_board() is None or not isValid(first_board()), timeout=3000)
