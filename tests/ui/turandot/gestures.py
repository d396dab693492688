"""Mouse gestures on a board view, and Turandot matches for the tests."""

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.ui.board import BoardItem

PLAYERS = [
    ("Anna", "#E69F00"),
    ("Bruno", "#56B4E9"),
    ("Carla", "#009E73"),
    ("Dario", "#F0E442"),
    ("Elsa", "#CC79A7"),
]


def turandot_match(
    seats: int = 3, humans: int | None = None, seed: int = 11, first_maestro: int = 1
) -> Match:
    """A new Turandot match; the first ``humans`` seats (default all) are people."""
    humans = seats if humans is None else humans
    infos = [
        SeatInfo(name=name, colour=colour, kind="human" if i < humans else "computer")
        for i, (name, colour) in enumerate(PLAYERS[:seats])
    ]
    config = GAME.config_type(seats=seats, first_maestro=first_maestro)
    return Match(GAME, config, infos, seed)


def _move(viewport, pos: QPoint) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QCoreApplication.sendEvent(viewport, event)


def centre(board, item_id: str) -> QPointF:
    """The scene centre of a board item."""
    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    return item.sceneBoundingRect().center()


def drag(view, start: QPointF, end: QPointF) -> None:
    """Drag with the mouse from scene point ``start`` to ``end`` (press, moves, release)."""
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for step in range(1, 6):
        _move(viewport, a + (b - a) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def grab_point(board, item_id: str) -> QPointF:
    """A scene point where ``item_id`` is the topmost item (cards may overlap)."""
    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(7, 7, -7, -7)
    for fy in (0.5, 0.3, 0.7):
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next((g for g in board.items(point) if isinstance(g, BoardItem)), None)
            if top is item:
                return point
    return rect.center()


def drag_item(view, board, item_id: str, target_id: str) -> None:
    """Drag one board item onto another."""
    drag(view, grab_point(board, item_id), centre(board, target_id))


def click_item(view, board, item_id: str) -> None:
    """Click a board item where it is not covered by another."""
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(grab_point(board, item_id)),
    )
