"""The animation queue paces the table: computer moves wait for it, any click or key skips it,
forced steps are one beat, and the player who moved sees the result before the curtain."""

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, TypeAdapter
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from divas_desktop.core import registry
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.types import Action, Event, Outcome, Transition
from divas_desktop.ui.board import animation_speed
from divas_desktop.ui.board.animation import GLIDE_MS, SETTINGS_KEY
from divas_desktop.ui.boards import register_board, unregister_board

from .demo.game import SingAria
from .helpers import assert_only_public, demo_match, key, start


def _sing_strongest(window):
    match = window.controller.match
    card = max(match.view(0).hand, key=lambda c: int(c.split(".")[1][:-1]))
    assert window.controller.play(SingAria(card=card, zone="stage"))
    return card


def test_a_computer_move_waits_for_the_animation_and_a_click_skips_it(
    sized_window, animated, qtbot
):
    match = demo_match(humans=1)
    board, view = start(sized_window, match)
    card = _sing_strongest(sized_window)
    queue = board.animations
    assert queue.busy()  # the card glides from the hand to the stage
    assert all(GLIDE_MS * 0.9 <= ms <= 260 for ms in queue.durations())
    QTest.qWait(60)
    assert match.cursor == 1  # the computer waits while the card is travelling
    point = view.mapFromScene(board.item("zone.stage").sceneBoundingRect().center())
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    assert not queue.busy()
    item = board.item(card)
    assert item.pos() == item.home()  # skipped to the end, not left half-way
    qtbot.waitUntil(lambda: match.cursor == 2, timeout=3000)  # then the computer moves


def test_a_key_skips_the_animations_too(window, animated):
    match = demo_match(humans=1)
    board, view = start(window, match)
    _sing_strongest(window)
    assert board.animations.busy()
    key(view, Qt.Key.Key_Shift)
    assert not board.animations.busy()


def test_animations_are_off_in_tests_unless_asked(window):
    match = demo_match(humans=1)
    board, _view = start(window, match)
    assert animation_speed() == "off"
    _sing_strongest(window)
    assert not board.animations.busy()


def test_the_speed_is_chosen_in_the_view_menu_and_remembered(window, app):
    assert [a.text() for a in window.menu_speed.actions()] == [
        "Slow",
        "Normal",
        "Fast",
        "Instant",
    ]
    window.speed_actions["slow"].trigger()
    assert QSettings().value(SETTINGS_KEY) == "slow" and animation_speed() == "slow"
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    again = MainWindow(GameController(bot_delay_ms=0))
    assert again.speed_actions["slow"].isChecked()
    again.close()


def test_the_player_who_moved_sees_the_result_before_the_curtain_falls(app, qtbot, animated):
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    window = MainWindow(GameController(bot_delay_ms=80, autosave=False))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    match = demo_match(humans=2)
    board, _view = start(window, match)
    card = _sing_strongest(window)
    c = window.controller
    # The table shows Anna's aria arriving on stage, as everyone may see it (the screen is
    # being passed on: no hand is shown); then the curtain falls for Bruno.
    assert not c.curtain_down() and c.viewer is None
    assert board.item(card) is not None and board.animations.busy()
    assert_only_public(board, match)
    qtbot.waitUntil(c.curtain_down, timeout=3000)
    assert c.curtain_seat == 1 and window.area.curtain.isVisible()
    window.controller.stop_bots()


# --- forced steps: a tiny game whose computer turn ends with two forced steps -------------


class Step(Action):
    kind: Literal["step"] = "step"
    value: int = 0


class CountState(BaseModel):
    model_config = ConfigDict(frozen=True)
    count: int = 0


class CountGame(Game[CountState]):
    """Seat 1 chooses, then must take two forced steps; then seat 0 (a person) moves."""

    game_id = "count"
    min_seats = max_seats = 2
    config_type = GameConfig
    action_adapter = TypeAdapter(Step)

    def initial_state(self, config, seed):
        return CountState()

    def to_move(self, state):
        if state.count >= 5:
            return ()
        return (0,) if state.count in (0, 4) else (1,)

    def legal_actions(self, state, seat):
        if seat not in self.to_move(state):
            return []
        return [Step(value=0), Step(value=1)] if state.count == 1 else [Step()]

    def apply(self, state, seat, action):
        event = Event(kind="count.step", params={"seat": seat, "count": state.count})
        return Transition(state=CountState(count=state.count + 1), events=[event])

    def outcome(self, state):
        return Outcome(scores={0: 0, 1: 0}, winners=(0, 1)) if state.count >= 5 else None

    def player_view(self, state, seat):
        return {"count": state.count}


@pytest.fixture
def count_game():
    game = CountGame()
    registry.register(game)
    register_board(game.game_id, "toyboard:ToyBoard")
    yield game
    unregister_board(game.game_id)
    registry.unregister(game.game_id)


def test_forced_computer_steps_are_merged_into_one_beat(window, count_game, qtbot):
    seats = [SeatInfo(name="Anna"), SeatInfo(name="Bruno", kind="computer")]
    match = Match(count_game, GameConfig(seats=2), seats, 1)
    batches, views = [], []
    window.controller.events_played.connect(batches.append)
    window.controller.start(match)
    window.controller.view_changed.connect(lambda view, _legal: views.append(view))
    assert window.controller.play(Step())
    qtbot.waitUntil(lambda: match.cursor == 4, timeout=3000)
    # Anna's step; then Bruno's choice and his two forced steps arrive together.
    assert [[step for step, _s, _e in batch] for batch in batches] == [[0], [1, 2, 3]]
    assert len(views) == 2
