"""Helpers of the UI tests: demo matches and mouse gestures on a board view."""

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.demo_game import GAME as DEMO
from divas_desktop.ui.demo_game import DemoConfig, card_value


def distinct_seed(hand_size: int = 3, seats: int = 2) -> int:
    """A seed whose hands hold no two arias of the same strength (clean refusals)."""
    for seed in range(1, 500):
        state = DEMO.initial_state(DemoConfig(seats=seats, hand_size=hand_size), seed)
        values = [card_value(c) for hand in state.hands for c in hand]
        if len(set(values)) == len(values):
            return seed
    raise AssertionError("no seed found")


def demo_match(humans: int = 1, seats: int = 2, seed: int | None = None) -> Match:
    """A fresh demo match; the first ``humans`` seats are people."""
    infos = [
        SeatInfo(name=name, colour=colour, kind="human" if i < humans else "computer")
        for i, (name, colour) in enumerate(
            [("Anna", "#E69F00"), ("Bruno", "#56B4E9"), ("Carla", "#009E73"), ("Dario", "#F0E442")][
                :seats
            ]
        )
    ]
    return Match(DEMO, DemoConfig(seats=seats), infos, seed or distinct_seed(seats=seats))


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


def drag(view, start: QPointF, end: QPointF) -> None:
    """Drag with the mouse from scene point ``start`` to ``end`` (press, moves, release)."""
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for step in range(1, 6):
        _move(viewport, a + (b - a) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(view, point: QPointF) -> None:
    """Click at a scene point."""
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(point),
    )


def centre(board, item_id: str) -> QPointF:
    """The scene centre of a board item."""
    return board.item(item_id).sceneBoundingRect().center()
