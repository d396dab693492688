"""Opera Magna matches for the tests, and every move made as a person makes it on the board."""

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.magna.actions import TakeMarketCard, UsePower
from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.board.panels import ChooserPanel, StepperPanel

from ..helpers import drag

PLAYERS = [("Anna", "#E69F00"), ("Bruno", "#56B4E9"), ("Carla", "#009E73"), ("Dario", "#F0E442")]


def magna_match(seats: int = 3, humans: int = 1, seed: int = 7) -> Match:
    """A new Opera Magna match; the first ``humans`` seats are people."""
    infos = [
        SeatInfo(name=name, colour=colour, kind="human" if i < humans else "computer")
        for i, (name, colour) in enumerate(PLAYERS[:seats])
    ]
    return Match(GAME, GAME.default_config(seats), infos, seed)


def grab_point(board, item_id: str) -> QPointF:
    """A scene point where ``item_id`` is the topmost board item (cards may overlap)."""
    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(13, 13, -13, -13)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next((g for g in board.items(point) if isinstance(g, BoardItem)), None)
            if top is item:
                return point
    raise AssertionError(f"{item_id} is covered everywhere")


def drop_point(board, target_id: str) -> QPointF:
    """A scene point where ``target_id`` is the topmost drop target."""
    item = board.item(target_id)
    assert item is not None, f"{target_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(13, 13, -13, -13)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if board._target_at(point) == target_id:
                return point
    raise AssertionError(f"{target_id} is covered everywhere")


def click_at(view, point: QPointF) -> None:
    """Click the board view at a scene point."""
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(point),
    )


def drag_item(view, board, item_id: str, target_id: str) -> None:
    """Drag one board item onto a target."""
    drag(view, grab_point(board, item_id), drop_point(board, target_id))


def click_item(view, board, item_id: str) -> None:
    """Click a board item where nothing covers it."""
    click_at(view, grab_point(board, item_id))


def button_for(board, action) -> str:
    """The id of the button that plays ``action``."""
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if item_id.startswith("button.") and getattr(spec, "action", None) == action:
            return item_id
    raise AssertionError(f"no button for {action}")


def answer_panel(view, board, action) -> None:
    """Answer the open panel with ``action``: steppers set to its amounts, or its labels."""
    panel = view.panel
    assert panel is not None, "no panel opened"
    if isinstance(panel, StepperPanel):
        assert isinstance(action, TakeMarketCard)
        panel.set_amounts(action.pay)
        assert panel.confirm_button.isEnabled()
        panel.confirm_button.click()
    else:
        assert isinstance(panel, ChooserPanel)
        for label in board.choice_path(action):
            panel.choose_label(label)
    QCoreApplication.processEvents()


def perform(window, action, by_click: bool = False) -> None:
    """Make ``action`` on the board as a person would: a drag (or click-then-target), the
    City Power's token, or a button."""
    board, view = window.board, window.area.view
    key = board.action_key(action)
    if key is not None:
        item, target = key
        several = len(board.gesture_actions(item, target)) > 1
        if by_click:
            click_item(view, board, item)
            click_at(view, drop_point(board, target))
        else:
            drag_item(view, board, item, target)
        if several:
            answer_panel(view, board, action)
        return
    if isinstance(action, UsePower):
        city = board.view_model.activated // 2
        several = sum(isinstance(a, UsePower) for a in board.legal) > 1
        click_item(view, board, f"power.{city}")
        if several:
            answer_panel(view, board, action)
        return
    click_item(view, board, button_for(board, action))


def press(window, qtbot, key) -> None:
    """One real key press on the board view."""
    qtbot.keyClick(window.area.view, key)
    QCoreApplication.processEvents()


def tab_to(window, qtbot, item_id: str) -> None:
    """Tab the keyboard cursor onto ``item_id`` (an item, a target or a button)."""
    board = window.board
    for _ in range(len(board.item_ids()) + 1):
        if board.key_focus() == item_id:
            return
        press(window, qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {item_id}")


def perform_by_keys(window, qtbot, action) -> None:
    """Make ``action`` with the keyboard only: Tab to it, Enter, Tab to its target, Enter
    (then the panel that asks how is answered), or Tab to its button and Enter."""
    board, view = window.board, window.area.view
    key = board.action_key(action)
    if key is not None:
        item, target = key
        tab_to(window, qtbot, item)
        press(window, qtbot, Qt.Key.Key_Return)
        assert board.picked() == item
        tab_to(window, qtbot, target)
        press(window, qtbot, Qt.Key.Key_Return)
        if view.panel is not None:
            answer_panel(view, board, action)
        return
    if isinstance(action, UsePower):
        tab_to(window, qtbot, f"power.{board.view_model.activated // 2}")
        press(window, qtbot, Qt.Key.Key_Return)
        if view.panel is not None:
            answer_panel(view, board, action)
        return
    tab_to(window, qtbot, button_for(board, action))
    press(window, qtbot, Qt.Key.Key_Return)
