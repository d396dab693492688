"""Divas matches for the tests, and each action made as a person makes it on the board."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.divas.actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
    Done,
    Drain,
    Fame,
    Move,
    PlaceNote,
    PlayCard,
    RemoveNote,
    SendNote,
    Shift,
    Shrink,
    Tessitura,
    Timeline,
)
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.rules import GAME
from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.boards.divas.gestures import (
    TIMELINE_END,
    diva_id,
    handle_id,
    house_id,
    key_id,
    note_id,
)

from ..helpers import drag

PLAYERS = (("Anna", "#0072B2"), ("Bruno", "#F0E442"))


def divas_match(humans=(0, 1), palco: bool = False, seed: int = 3, first: str = "callas") -> Match:
    """A new Battle of the Divas; the seats in ``humans`` are people, the others computers."""
    infos = [
        SeatInfo(name=name, colour=colour, kind="human" if i in humans else "computer")
        for i, (name, colour) in enumerate(PLAYERS)
    ]
    return Match(GAME, DivasConfig(palco_reale=palco, first_player=first), infos, seed)


def grab_point(board, item_id: str) -> QPointF:
    """A scene point where ``item_id`` is the topmost board item (cards overlap)."""
    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(12, 12, -12, -12)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next((g for g in board.items(point) if isinstance(g, BoardItem)), None)
            if top is item:
                return point
    raise AssertionError(f"{item_id} is covered everywhere")


def drop_point(board, item_id: str) -> QPointF:
    """A scene point over ``item_id`` where no other target lies on top of it."""
    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(13, 13, -13, -13)
    for fy in (0.5, 0.2, 0.8, 0.35, 0.65):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if board._target_at(point) == item_id:
                return point
    raise AssertionError(f"no free point on {item_id}")


def drag_item(view, board, item_id: str, target_id: str) -> None:
    """Drag one board item onto another."""
    drag(view, grab_point(board, item_id), drop_point(board, target_id))


def click_item(view, board, item_id: str) -> None:
    """Click a board item where nothing covers it."""
    point = view.mapFromScene(grab_point(board, item_id))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def button_for(board, action) -> str:
    """The id of the button or click spot that plays ``action``."""
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if getattr(spec, "action", None) == action:
            return item_id
    raise AssertionError(f"no button or click spot for {action}")


def perform(window, action, seat: int) -> None:
    """Make ``action`` by the board's gesture for it (never by calling the controller)."""
    board, view = window.board, window.area.view
    view_model = board.view_model
    if isinstance(action, PlayCard):
        drag_item(view, board, action.card, house_id(action.house))
    elif isinstance(action, Timeline):
        drag_item(view, board, action.card, TIMELINE_END)
    elif isinstance(action, Move):
        if action.key % 2:  # both gestures: a drag of the Diva, or a click on the key
            drag_item(view, board, diva_id(seat), key_id(action.key))
        else:
            click_item(view, board, button_for(board, action))
    elif isinstance(action, SendNote):
        house = next(h for code in view_model.remaining_actions for h in _houses_of(code))
        drag_item(view, board, note_id(action.key), house_id(house))
    elif isinstance(action, Tessitura) and action.side != "none":
        low, high = view_model.divas[seat].tessitura
        end = low - 1 if action.side == "low" else high + 1
        drag_item(view, board, handle_id(seat, action.side), key_id(end))
    elif isinstance(action, Shrink):
        low, high = view_model.divas[1 - seat].tessitura
        end = low + 1 if action.side == "low" else high - 1
        drag_item(view, board, handle_id(1 - seat, action.side), key_id(end))
    elif isinstance(action, Shift):
        line = view_model.timeline
        neighbour = line[line.index(action.card) + action.direction]
        drag_item(view, board, action.card, neighbour)
    else:
        assert isinstance(
            action,
            ChooseBlackKey
            | Fame
            | Applause
            | Drain
            | PlaceNote
            | RemoveNote
            | CloseOpera
            | Done
            | Tessitura,
        ), action
        click_item(view, board, button_for(board, action))


def _houses_of(code: str) -> list[str]:
    from divas_desktop.games.divas.houses import HOUSE_OF

    return [HOUSE_OF[code]] if code in HOUSE_OF else []
