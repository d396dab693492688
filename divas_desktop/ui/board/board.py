"""The board scene: draws a player view from specs and turns gestures into intents.

A game's board subclasses :class:`Board` and supplies three things:

* :meth:`Board.describe` -- the specs (cards, tokens, zones, labels) that draw a view;
* which items may be picked up -- ``movable=True`` on their specs (items that are the
  source of a legal gesture are movable anyway);
* :meth:`Board.action_key` -- the gesture ``(item_id, target_id)`` that performs a legal
  action, and optionally :meth:`Board.intent` to build the action of a gesture that is
  not legal, so the engine can explain the refusal with its own reason.

Legal actions with no gesture become buttons. The board never decides a rule: targets
are derived from the legal actions, and every intent goes to the controller.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ...i18n.translate import has_text, text
from ..theme import SEAT_SHAPES, WOOD, WOOD_DARK, WOOD_LIGHT
from .items import ITEM_TYPES, BoardItem, ButtonItem, Mark, make_item
from .specs import ButtonSpec, Spec

if TYPE_CHECKING:
    from ...core.match import SeatInfo
    from ...core.types import Action, Seat

GestureKey = tuple[str, str]
"""``(item_id, target_id)``: pick this item, drop it there."""


class Board(QGraphicsScene):
    """Base of every game board (see ``divas_desktop/ui/board/README.md``)."""

    intent_made = Signal(object)
    """The viewer asks to play this action (the controller plays or refuses it)."""
    refused_locally = Signal(str)
    """A gesture that maps to no action at all: the reason code (translated by the UI)."""

    item_types: ClassVar[dict[type, type[BoardItem]]] = ITEM_TYPES
    """Which item class draws which spec; extend it to add spec kinds."""
    button_columns: ClassVar[int] = 5
    """Automatic action buttons per row."""

    def __init__(self, game_id: str, seats: Sequence[SeatInfo] = (), parent=None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.seats: tuple[SeatInfo, ...] = tuple(seats)
        self.viewer: Seat | None = None
        self.view_model: Any = None
        self.legal: list[Action] = []
        self._items: dict[str, BoardItem] = {}
        self._picked: str | None = None
        self._targets: list[str] = []
        self._hover: str | None = None
        self._press_pos: QPointF | None = None
        self._press_button: str | None = None
        self._dragging = False
        self._put_down_on_click = False
        self._focus: str | None = None
        self._choosing_target = False

    # --- what a game's board supplies ------------------------------------------------
    def describe(self, view: Any) -> Iterable[Spec]:
        """Return the specs that draw ``view`` for ``self.viewer``."""
        raise NotImplementedError

    def action_key(self, action: Action) -> GestureKey | None:
        """Return the gesture that performs ``action``, or ``None`` (it becomes a button)."""
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """Build the action a gesture means even when it is not legal (``None``: none)."""
        return None

    def action_label(self, action: Action) -> str:
        """Text of the button of an action with no gesture."""
        code = f"{self.game_id}.action.{action.kind}"
        params = action.model_dump(exclude={"kind"})
        if has_text(self.game_id, code):
            return self.text(code, **params)
        return f"{action.kind} {self._params_text(action)}".strip()

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Lay out buttons for ``actions`` (default: rows under everything else)."""
        if not actions:
            return []
        bottom = max((s.y + _height(s) for s in specs), default=0.0) + 24
        left = min((s.x for s in specs), default=0.0)
        out: list[Spec] = []
        for index, (action, label) in enumerate(
            zip(actions, self.button_labels(actions), strict=True)
        ):
            row, col = divmod(index, self.button_columns)
            out.append(
                ButtonSpec(
                    id=f"button.{index}",
                    x=left + col * 166,
                    y=bottom + row * 46,
                    text=label,
                    action=action,
                    w=156,
                    h=38,
                )
            )
        return out

    def button_labels(self, actions: list[Action]) -> list[str]:
        """Labels of the buttons; identical labels get their parameters added to tell apart."""
        labels = [self.action_label(a) for a in actions]
        return [
            f"{label}: {self._params_text(action)}" if labels.count(label) > 1 else label
            for label, action in zip(labels, actions, strict=True)
        ]

    def _params_text(self, action: Action) -> str:
        params = action.model_dump(exclude={"kind"})
        return ", ".join(
            self.text(v) if isinstance(v, str) and has_text(self.game_id, v) else str(v)
            for v in params.values()
        )

    # --- helpers for subclasses --------------------------------------------------------
    def text(self, code: str, **params: Any) -> str:
        """Translate a code of this game (seat numbers in ``seat`` become ``player``)."""
        if isinstance(params.get("seat"), int) and "player" not in params:
            params["player"] = self.seat_name(params["seat"])
        return text(self.game_id, code, **params)

    def seat_name(self, seat: Seat | None) -> str:
        """The name of the player at ``seat``."""
        if seat is None or not 0 <= seat < len(self.seats):
            return "?"
        return self.seats[seat].name

    def seat_colour(self, seat: Seat) -> str:
        """The colour of ``seat`` (always pair it with :meth:`seat_shape`)."""
        return self.seats[seat].colour if 0 <= seat < len(self.seats) else "#888888"

    @staticmethod
    def seat_shape(seat: Seat) -> str:
        """The token shape of ``seat``: seats differ by shape as well as colour."""
        return SEAT_SHAPES[seat % len(SEAT_SHAPES)]

    # --- syncing ---------------------------------------------------------------------
    def set_table(self, seats: Sequence[SeatInfo], viewer: Seat | None) -> None:
        """Say who sits at the table and whose view is drawn."""
        self.seats = tuple(seats)
        self.viewer = viewer

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Make the scene match ``view``; return how many items changed (0 when in sync).

        Idempotent: calling it again with the same view changes nothing.
        """
        self.view_model = view
        self.legal = list(legal_actions)
        # A click-picked item stays in hand across a redraw (a language switch, a
        # computer's simultaneous move) if it still exists; a drag in progress ends.
        keep = None if self._dragging else self._picked
        self._cancel_pick()
        specs = list(self.describe(view))
        buttons = [a for a in self.legal if self.action_key(a) is None]
        specs += self.button_specs(buttons, specs)
        changes = self._reconcile(specs)
        if self._focus not in self._items:
            self._focus = None
        if keep is not None and self.is_movable(keep):
            self._pick(keep)
        self._refresh_marks()
        rect = self.itemsBoundingRect().adjusted(-30, -30, 30, 30)
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        return changes

    def clear_board(self) -> None:
        """Remove every item (the privacy curtain is down)."""
        self.view_model = None
        self.legal = []
        self._cancel_pick()
        self._reconcile([])
        self._focus = None

    def _reconcile(self, specs: list[Spec]) -> int:
        changes = 0
        wanted = {spec.id for spec in specs}
        for item_id in [i for i in self._items if i not in wanted]:
            self.removeItem(self._items.pop(item_id))
            changes += 1
        for spec in specs:
            item = self._items.get(spec.id)
            if item is not None and type(item.spec) is not type(spec):
                self.removeItem(self._items.pop(spec.id))
                item = None
            if item is None:
                item = make_item(spec, self.item_types)
                self._items[spec.id] = item
                self.addItem(item)
                changes += 1
            elif item.spec != spec:
                item.apply_spec(spec)
                changes += 1
            elif item.pos() != QPointF(spec.x, spec.y) or item.zValue() != spec.z:
                item.setPos(spec.x, spec.y)
                item.setZValue(spec.z)
                changes += 1
        return changes

    def settle(self) -> None:
        """Put every item back where its spec says (a refused drop snaps back)."""
        for item in self._items.values():
            item.setPos(item.spec.x, item.spec.y)
            item.setZValue(item.spec.z)

    # --- queries ---------------------------------------------------------------------
    def item(self, item_id: str) -> BoardItem | None:
        """Return the item with this id, if drawn."""
        return self._items.get(item_id)

    def item_ids(self) -> list[str]:
        """Return the ids of every drawn item."""
        return list(self._items)

    def legal_keys(self) -> dict[GestureKey, Action]:
        """Map each legal gesture to its action."""
        keys: dict[GestureKey, Action] = {}
        for action in self.legal:
            key = self.action_key(action)
            if key is not None:
                keys.setdefault(key, action)
        return keys

    def legal_targets(self, item_id: str) -> list[str]:
        """Targets where ``item_id`` may legally go, in reading order."""
        ids = {t for (i, t) in self.legal_keys() if i == item_id and t in self._items}
        return self._reading_order(ids)

    def all_targets(self) -> list[str]:
        """Every item a gesture may end on, in reading order."""
        return self._reading_order(i for i, item in self._items.items() if item.spec.target)

    def is_movable(self, item_id: str) -> bool:
        """Whether the viewer may pick up ``item_id``."""
        item = self._items.get(item_id)
        if item is None or isinstance(item, ButtonItem):
            return False
        return item.spec.movable or any(i == item_id for (i, _t) in self.legal_keys())

    def gesture_action(self, item_id: str, target_id: str) -> Action | None:
        """Return the action of a gesture: a legal one if any, else :meth:`intent`."""
        legal = self.legal_keys().get((item_id, target_id))
        return legal if legal is not None else self.intent(item_id, target_id)

    def picked(self) -> str | None:
        """The item in hand (dragged, clicked or chosen by keyboard), if any."""
        return self._picked

    def key_focus(self) -> str | None:
        """The item under the keyboard cursor, if any."""
        return self._focus

    def _reading_order(self, ids: Iterable[str]) -> list[str]:
        return sorted(
            ids, key=lambda i: (round(self._items[i].pos().y() / 40), self._items[i].pos().x(), i)
        )

    # --- picking and dropping (shared by mouse and keyboard) --------------------------
    def _pick(self, item_id: str) -> None:
        self._picked = item_id
        self._targets = self.legal_targets(item_id)
        self._hover = None
        self._refresh_marks()

    def _cancel_pick(self) -> None:
        self._picked = None
        self._targets = []
        self._hover = None
        self._press_pos = None
        self._press_button = None
        self._dragging = False
        self._choosing_target = False
        self._refresh_marks()

    def cancel(self) -> None:
        """Drop whatever is in hand back where it was."""
        self._cancel_pick()
        self.settle()

    def _drop(self, item_id: str, target_id: str) -> None:
        action = self.gesture_action(item_id, target_id)
        self._cancel_pick()
        self.settle()
        if action is None:
            self.refused_locally.emit("illegal_move")
        else:
            self._focus = None
            self.intent_made.emit(action)
        # The controller has synced a new view or refused: either way settle on the specs.
        self.settle()

    def _activate_button(self, item_id: str) -> None:
        item = self._items.get(item_id)
        if isinstance(item, ButtonItem) and item.spec.action is not None:
            self._cancel_pick()
            self.intent_made.emit(item.spec.action)

    def _refresh_marks(self) -> None:
        for item_id, item in self._items.items():
            if item_id == self._picked:
                mark = Mark.PICKED
            elif item_id == self._hover:
                mark = Mark.HOVER
            elif item_id in self._targets:
                mark = Mark.TARGET
            else:
                mark = Mark.NONE
            item.set_mark(mark)
            item.set_key_focus(item_id == self._focus)

    # --- mouse -----------------------------------------------------------------------
    def _item_at(self, pos: QPointF, skip: str | None = None) -> BoardItem | None:
        for graphics in self.items(pos):  # topmost first
            if isinstance(graphics, BoardItem) and graphics.item_id != skip:
                if graphics.frame().contains(graphics.mapFromScene(pos)):
                    return graphics
        return None

    def _target_at(self, pos: QPointF) -> str | None:
        for graphics in self.items(pos):
            if (
                isinstance(graphics, BoardItem)
                and graphics.item_id != self._picked
                and graphics.spec.target
                and graphics.frame().contains(graphics.mapFromScene(pos))
            ):
                return graphics.item_id
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        pos = event.scenePos()
        item = self._item_at(pos)
        if self._picked is not None and not self._dragging and item is not None:
            other_piece = (
                item.item_id != self._picked
                and self.is_movable(item.item_id)
                and not item.spec.target
            )
            target = self._target_at(pos)
            if target is not None and item.item_id != self._picked and not other_piece:
                self._drop(self._picked, target)  # click-then-target
                event.accept()
                return
        if isinstance(item, ButtonItem):
            self._cancel_pick()
            self._press_button = item.item_id
            event.accept()
            return
        if item is not None and self.is_movable(item.item_id):
            # Pressing the item already in hand may start a drag; a plain click puts it down.
            self._put_down_on_click = self._picked == item.item_id
            if not self._put_down_on_click:
                self._pick(item.item_id)
            self._press_pos = pos
            event.accept()
            return
        self._cancel_pick()
        event.ignore()  # lets the view pan the board

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._picked is None or self._press_pos is None:
            event.ignore()
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        delta = event.scenePos() - self._press_pos
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
        item = self._items[self._picked]
        item.setPos(item.spec.x + delta.x(), item.spec.y + delta.y())
        item.setZValue(10_000)
        hover = self._target_at(event.scenePos())
        if hover != self._hover:
            self._hover = hover
            self._refresh_marks()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self._press_button is not None:
            item = self._item_at(event.scenePos())
            pressed, self._press_button = self._press_button, None
            if item is not None and item.item_id == pressed:
                self._activate_button(pressed)
            event.accept()
            return
        if self._picked is None:
            event.ignore()
            return
        if self._dragging:
            target = self._target_at(event.scenePos())
            if target is None:
                self._cancel_pick()
                self.settle()
                self.refused_locally.emit("no_target")
            else:
                self._drop(self._picked, target)
        elif self._put_down_on_click:
            self._cancel_pick()  # a second click on the item puts it down
        else:
            self._press_pos = None  # a click: the item stays picked, waiting for a target
        event.accept()

    # --- keyboard --------------------------------------------------------------------
    def focusables(self) -> list[str]:
        """Items the keyboard cycles through: movable items, then buttons."""
        ids = [
            i
            for i, item in self._items.items()
            if self.is_movable(i) or isinstance(item, ButtonItem)
        ]
        return self._reading_order(ids)

    def handle_key(self, key: int, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keyboard; return whether the key was used.

        Tab/arrows move the cursor over movable items (or, with an item picked, over its
        targets), Enter picks or drops or presses a button, Esc cancels.
        """
        forward = {Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down}
        backward = {Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up}
        if key in forward or key in backward:
            if key == Qt.Key.Key_Tab and modifiers & Qt.KeyboardModifier.ShiftModifier:
                key = Qt.Key.Key_Backtab
            ring = self._ring()
            if not ring:
                return False
            step = -1 if key in backward else 1
            index = (
                ring.index(self._focus) + step if self._focus in ring else (0 if step > 0 else -1)
            )
            self._focus = ring[index % len(ring)]
            if self._choosing_target:
                self._hover = self._focus
            self._refresh_marks()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self._key_enter()
        if key == Qt.Key.Key_Escape:
            if self._choosing_target and self._picked is not None:
                picked = self._picked
                self._cancel_pick()
                self._focus = picked
            else:
                self._cancel_pick()
                self._focus = None
            self._refresh_marks()
            return True
        return False

    def _ring(self) -> list[str]:
        if self._choosing_target:
            return self._targets or self.all_targets()
        return self.focusables()

    def _key_enter(self) -> bool:
        focus = self._focus
        if focus is None or focus not in self._items:
            return False
        if self._choosing_target and self._picked is not None:
            self._drop(self._picked, focus)
            return True
        if isinstance(self._items[focus], ButtonItem):
            self._activate_button(focus)
            return True
        self._pick(focus)
        self._choosing_target = True
        ring = self._ring()
        self._focus = ring[0] if ring else None
        self._hover = self._focus
        self._refresh_marks()
        return True

    # --- background --------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """Dark wood planks: the table of an old opera house."""
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(WOOD_LIGHT))
        gradient.setColorAt(0.5, QColor(WOOD))
        gradient.setColorAt(1, QColor(WOOD_DARK))
        painter.fillRect(rect, gradient)
        painter.setPen(QPen(QColor(0, 0, 0, 50), 1))
        plank = 48.0
        y = (rect.top() // plank) * plank
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += plank


def _height(spec: Spec) -> float:
    return float(getattr(spec, "h", getattr(spec, "size", 20.0)))
