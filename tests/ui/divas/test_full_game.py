"""A whole game against the computer, the person's every decision made by a board gesture.

The engine's computer player picks the person's move; the test then makes it as a person
would (drag, click on the table, a button) and checks the match took exactly that move.
Once without and once with the Palco Reale, to the results screen.
"""

import pytest

from divas_desktop.games.divas.rules import GAME
from divas_desktop.ui.boards.divas.board import DivasBoard

from .gestures import divas_match, perform

GESTURES = {
    "play_card",
    "move",
    "choose_black_key",
    "fame",
    "tessitura",
    "send_note",
    "close_opera",
    "timeline",
    "done",
}
"""Kinds every whole game is expected to need from the person (the rest are rarer)."""


@pytest.mark.parametrize("palco", [False, True], ids=["base", "palco_reale"])
def test_a_whole_game_against_the_computer_by_gestures_only(window, qtbot, palco):
    human = 0
    match = divas_match(humans=(human,), palco=palco, seed=11 if palco else 4)
    controller = window.controller
    controller.start(match)
    assert isinstance(window.board, DivasBoard)
    kinds: set[str] = set()
    for step in range(2000):
        controller.run_bots_now()
        if match.outcome() is not None:
            break
        assert match.to_move() == (human,)
        assert controller.viewer == human and not controller.curtain_down()
        action = GAME.bot_action(match.state, human, step)
        before = match.cursor
        perform(window, action, human)
        assert match.cursor == before + 1, (action, window.last_message)
        assert match.log[-1].action == action.model_dump(mode="json")
        kinds.add(action.kind)
    assert match.outcome() is not None
    assert GESTURES <= kinds, GESTURES - kinds
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=3000)
    labels = [
        label.text() for label in window.results.findChildren(type(window.results.winner_label))
    ]
    assert any("Timeline" in text for text in labels)
    assert any("Applause turned into VP" in text for text in labels)
    if palco:
        assert any("Palco Reale" in text for text in labels)
