"""A whole 3-player game of Sipario!: one person and two computers, to the results.

The engine's computer player chooses each move of the person's seat; the test then makes
that move only through the board, as a person would: drags (most turns), click-then-
target (every third gesture), the keyboard (every seventh), the chooser when a drop
stands for several moves, and buttons for confirmations.
"""

from __future__ import annotations

from divas_desktop.games.sipario.rules import GAME
from divas_desktop.ui.boards.sipario.board import SiparioBoard

from .helpers import perform, sipario_match


def test_one_person_plays_a_whole_game_through_the_board(window, qtbot):
    controller = window.controller
    match = sipario_match(seats=3, humans=(0,), seed=22)  # a seed in which the person debuts
    controller.start(match)
    assert isinstance(window.board, SiparioBoard)
    styles: set[str] = set()
    kinds: set[str] = set()
    for step in range(3000):
        qtbot.waitUntil(lambda: match.outcome() is not None or 0 in match.to_move(), timeout=5000)
        if match.outcome() is not None:
            break
        action = GAME.bot_action(match.state, 0, step)
        style = "keyboard" if step % 7 == 3 else "click" if step % 3 == 1 else "drag"
        if window.board.action_key(action) is None:
            style = "button"
        before = match.cursor
        perform(window, action, style)
        assert match.cursor > before, (action, style, window.last_message)
        styles.add(style)
        kinds.add(action.kind)
    assert match.outcome() is not None
    assert {"drag", "click", "keyboard", "button"} <= styles
    assert {"draw", "begin_debut", "cast", "confirm_debut", "end_turn"} <= kinds
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=3000)
