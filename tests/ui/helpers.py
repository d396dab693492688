"""Helpers of the UI tests: demo matches and mouse gestures on a board view."""

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest

from divas_desktop.core.match import Match, SeatInfo

from .demo.game import GAME as DEMO
from .demo.game import DemoConfig, card_value


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


def drawn_text(board) -> str:
    """Every id and string a board's items carry (what could show on screen)."""
    parts = []
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        parts.append(item_id)
        parts += [str(v) for v in vars(spec).values() if isinstance(v, str | tuple)]
    return "\n".join(parts)


def assert_only_public(board, match) -> None:
    """Behind the curtain the board draws the public table only: no secret of any seat."""
    assert board.viewer is None and board.legal == []
    drawn = drawn_text(board)
    for seat, secrets in match.game.secrets(match.state).items():
        if seat is None:
            continue
        for secret in secrets:
            assert secret not in drawn, (seat, secret)


def choose(view, label: str) -> None:
    """Pick the option called ``label`` in the open chooser panel (as a click would)."""
    panel = view.panel
    assert panel is not None, "no chooser is open"
    for row in range(panel.list.count()):
        if panel.list.item(row).data(Qt.ItemDataRole.UserRole) == label:
            panel.activate(row)
            return
    raise AssertionError(f"{label!r} not in {panel.labels()}")


def start(window, match):
    """Start ``match`` in ``window`` and raise the curtain if it fell; return board, view."""
    QCoreApplication.processEvents()  # the window's layout settles first
    window.controller.start(match)
    if window.controller.curtain_down():
        window.area.curtain.revealed.emit()
    QCoreApplication.processEvents()
    window.area.view.fit()
    return window.board, window.area.view


def key(widget, key: int, text: str = "") -> None:
    """Send one key press (with its text) to ``widget``, as the keyboard would."""
    from PySide6.QtGui import QKeyEvent

    QCoreApplication.sendEvent(
        widget, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text)
    )


def hover(view, point: QPointF) -> None:
    """Move the pointer (no button held) to the scene point ``point``."""
    viewport = view.viewport()
    pos = view.mapFromScene(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QCoreApplication.sendEvent(viewport, event)
