"""A complete 3-seat game of Opera Magna: one person playing only by board gestures.

The engine's computer player suggests each move of the person's seat; the test makes it
on the board as a person would (drags, click-then-target, the City Power token, the
buttons), choosing a City Power and a paid market card whenever it can until both were
played, and follows the computer seats to the results screen.
"""

import pytest

from divas_desktop.games.magna.actions import TakeMarketCard, UsePower
from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.boards.magna.board import MagnaBoard

from .gestures import magna_match, perform


def _choose(match, seat, step, used):
    legal = match.legal_actions(seat)
    powers = [a for a in legal if isinstance(a, UsePower)]
    if "use_power" not in used and powers:
        return powers[-1]
    paid = [a for a in legal if isinstance(a, TakeMarketCard) and sum(a.pay) >= 2]
    if "paid_market" not in used and paid:
        return paid[len(paid) // 2]  # not the preset split: the steppers are moved
    return GAME.bot_action(match.state, seat, step)


@pytest.mark.rule("MAG-035")
def test_a_person_plays_a_whole_game_through_the_board(window, qtbot):
    controller = window.controller
    match = magna_match(seats=3, humans=1, seed=7)
    controller.start(match)
    assert isinstance(window.board, MagnaBoard)
    used: set[str] = set()
    kinds: set[str] = set()
    for step in range(2000):
        qtbot.waitUntil(lambda: match.outcome() is not None or 0 in match.to_move(), timeout=20000)
        if match.outcome() is not None:
            break
        assert controller.viewer == 0
        action = _choose(match, 0, step, used)
        before = match.cursor
        perform(window, action, by_click=step % 5 == 0)
        assert match.cursor > before, (action, window.last_message)
        assert GAME.parse_action(match.log[before].action) == action  # exactly that move
        kinds.add(action.kind)
        if isinstance(action, UsePower):
            used.add("use_power")
        if isinstance(action, TakeMarketCard) and sum(action.pay) >= 2:
            used.add("paid_market")
    assert match.outcome() is not None
    assert {"use_power", "paid_market"} <= used
    assert {"draft_building", "move_merchant", "play_card", "pay_cost", "take_market_card"} <= kinds
    assert {"construct", "end_refining"} <= kinds
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=3000)
    assert window.results.winner_label.text()
    assert "final.table" in window.board.item_ids()
