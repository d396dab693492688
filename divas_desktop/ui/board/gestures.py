"""Drag, click-then-target and keyboard play of a board: all three make the same intents.

Mixed into :class:`Board` (kept apart so each file has one job). A drop that stands for
one legal action plays it; for several it opens the drop chooser (or the board's
steppers) and the item waits at the drop point until the player picks or cancels; a
multi-step gesture plays its actions in order and stops at the first refusal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from .items import BoardItem, ButtonItem
from .specs import BackdropSpec, ButtonSpec

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QGraphicsScene

    from ...core.types import Action
    from .animation import AnimationQueue
    from .choices import AmountsRequest, ChoiceRequest

DRAG_Z = 10_000

if TYPE_CHECKING:
    _Scene = QGraphicsScene  # the checker sees the scene's own methods (items()...)
else:
    _Scene = object


class GestureMixin(_Scene):
    """Picking, dropping, mouse and keyboard handling of a :class:`Board`."""

    if TYPE_CHECKING:  # provided by Board (or its QGraphicsScene), declared for the checker
        _items: dict[str, BoardItem]
        legal: list[Action]
        button_keys: ClassVar[Mapping[str, str]]
        intent_made: SignalInstance
        refused_locally: SignalInstance
        piece_pressed: SignalInstance
        expanded: str | None
        animations: AnimationQueue
        sync_count: int

        def legal_targets(self, item_id: str) -> list[str]: ...
        def gesture_actions(self, item_id: str, target_id: str) -> list[Action]: ...
        def gesture_sequence(self, item_id: str, target_id: str) -> list[Action] | None: ...
        def intent(self, item_id: str, target_id: str) -> Action | None: ...
        def is_movable(self, item_id: str) -> bool: ...
        def all_targets(self) -> list[str]: ...
        def reading_order(self, ids: Iterable[str]) -> list[str]: ...
        def refresh_marks(self) -> None: ...
        def settle(self) -> None: ...
        def ask(self, request: ChoiceRequest | AmountsRequest) -> None: ...
        def choice_request(
            self, item_id: str, target_id: str, actions: list[Action], anchor: QPointF
        ) -> ChoiceRequest: ...
        def amounts_request(
            self, item_id: str, target_id: str, actions: list[Action]
        ) -> AmountsRequest | None: ...
        def pending_request(self) -> ChoiceRequest | AmountsRequest | None: ...
        def resolve_request(self, action: Action | None) -> None: ...
        def opens_in_full(self, item_id: str) -> bool: ...
        def open_in_full(self, item_id: str | None) -> None: ...

    def init_gestures(self) -> None:
        """Start with nothing in hand."""
        self._picked: str | None = None
        self._targets: list[str] = []
        self._hover: str | None = None
        self._press_pos: QPointF | None = None
        self._press_button: str | None = None
        self._press_open: str | None = None
        self._dragging = False
        self._put_down_on_click = False
        self._focus: str | None = None
        self._choosing_target = False
        self._lifted: str | None = None

    # --- state shared with the board ---------------------------------------------------
    def keep_pick(self) -> str | None:
        """Before a redraw: the click-picked item to keep in hand (a drag in progress ends)."""
        keep = None if self._dragging else self._picked
        self.cancel_pick()
        return keep

    def restore_pick(self, keep: str | None) -> None:
        """After a redraw: pick ``keep`` again if it still exists; drop a vanished focus."""
        if self._focus not in self._items:
            self._focus = None
        if self._lifted not in self._items:
            self._lifted = None
        if keep is not None and self.is_movable(keep):
            self._pick(keep)

    def highlight_state(self) -> tuple[str | None, list[str], str | None, str | None]:
        """(picked, targets, hover, keyboard focus) for drawing the highlights."""
        return self._picked, self._targets, self._hover, self._focus

    def picked(self) -> str | None:
        """The item in hand (dragged, clicked or chosen by keyboard), if any."""
        return self._picked

    def key_focus(self) -> str | None:
        """The item under the keyboard cursor, if any."""
        return self._focus

    def clear_focus(self) -> None:
        """Forget the keyboard cursor."""
        self._focus = None

    # --- picking and dropping (shared by mouse and keyboard) --------------------------
    def _pick(self, item_id: str) -> None:
        self._picked = item_id
        self._targets = self.legal_targets(item_id)
        self._hover = None
        self.refresh_marks()

    def cancel_pick(self) -> None:
        """Put down whatever is in hand (without moving it)."""
        self._picked = None
        self._targets = []
        self._hover = None
        self._press_pos = None
        self._press_button = None
        self._press_open = None
        self._dragging = False
        self._choosing_target = False
        self.refresh_marks()

    def cancel(self) -> None:
        """Drop whatever is in hand back where it was."""
        self.cancel_pick()
        self.settle()

    def drop(self, item_id: str, target_id: str, at: QPointF | None = None) -> None:
        """``item_id`` was dropped on ``target_id``: play, ask which, or explain the refusal."""
        anchor = at if at is not None else self._centre(target_id)
        sequence = self.gesture_sequence(item_id, target_id)
        if sequence:
            self.cancel_pick()
            self.settle()
            self.play_sequence(sequence)
            self.settle()
            return
        actions = self.gesture_actions(item_id, target_id)
        if len(actions) > 1:
            # Never an arbitrary one of several: the item waits at the drop point.
            request: ChoiceRequest | AmountsRequest | None
            request = self.amounts_request(item_id, target_id, actions)
            if request is None:
                request = self.choice_request(item_id, target_id, actions, anchor)
            elif request.anchor == (0.0, 0.0):
                request = replace(request, anchor=(anchor.x(), anchor.y()))
            self._picked, self._targets, self._hover = None, [], None
            self._press_pos, self._dragging, self._choosing_target = None, False, False
            self.refresh_marks()
            self.ask(request)
            return
        action = actions[0] if actions else self.intent(item_id, target_id)
        elsewhere = bool(self.legal_targets(item_id))  # read before the pick is put down
        self.cancel_pick()
        if action is None:
            self.settle()
            # A drop that means nothing: point at the highlighted places when there are some.
            self.refused_locally.emit("no_target" if elsewhere else "illegal_move")
        else:
            # Not settled first: the item glides on from the drop point to its new place.
            self._focus = None
            self.intent_made.emit(action)
        # The controller has synced a new view or refused: either way settle on the specs.
        self.settle()

    def play_sequence(self, actions: list[Action]) -> int:
        """Ask for ``actions`` one by one, stopping at the first refused; return how many."""
        played = 0
        for action in actions:
            if action not in self.legal:
                break
            before = self.sync_count
            self.intent_made.emit(action)
            if self.sync_count == before:
                break  # refused, or nobody listening: stop here
            played += 1
        return played

    def _centre(self, item_id: str) -> QPointF:
        item = self._items.get(item_id)
        return item.sceneBoundingRect().center() if item is not None else QPointF()

    def _press_keyed_button(self, key: int, modifiers: Any) -> bool:
        """A turn-level button's letter (``button_keys``) presses it, when it is offered."""
        held = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if modifiers & held or not Qt.Key.Key_A <= key <= Qt.Key.Key_Z:
            return False
        letter = chr(key)
        kinds = {kind for kind, k in self.button_keys.items() if k.upper() == letter}
        for item_id, item in self._items.items():
            spec = item.spec
            if isinstance(spec, ButtonSpec) and spec.action is not None:
                if spec.action.kind in kinds and item.isVisible():
                    self._activate_button(item_id)
                    return True
        return False

    def _activate_button(self, item_id: str) -> None:
        item = self._items.get(item_id)
        spec = item.spec if isinstance(item, ButtonItem) else None
        if isinstance(spec, ButtonSpec) and spec.action is not None:
            self.cancel_pick()
            self.intent_made.emit(spec.action)

    # --- hover -------------------------------------------------------------------------
    def lower_lifted(self) -> None:
        """Put every raised card back in its fan: a new view raises nothing, so no card
        stays raised across turns over what lies above it (the pointer raises it again)."""
        if self._dragging:
            return
        for item in self._items.values():
            if item.lifted:
                item.set_lifted(False)
        self._lifted = None

    def set_hovered(self, item_id: str | None) -> None:
        """The pointer rests on ``item_id``: raise it if it is a card in a fan."""
        if self._dragging or item_id == self._lifted:
            return
        old = self._items.get(self._lifted) if self._lifted else None
        if old is not None:
            old.set_lifted(False)
        item = self._items.get(item_id) if item_id else None
        self._lifted = item_id if item is not None and item.spec.lift else None
        if item is not None and self._lifted:
            item.set_lifted(True)

    # --- mouse -----------------------------------------------------------------------
    def item_at(self, pos: QPointF, skip: str | None = None) -> BoardItem | None:
        """The topmost board item whose frame contains the scene point ``pos``."""
        for graphics in self.items(pos):  # topmost first
            if isinstance(graphics, BoardItem) and graphics.item_id != skip and not graphics.ghost:
                if graphics.frame().contains(graphics.mapFromScene(pos)):
                    return graphics
        return None

    def _target_at(self, pos: QPointF) -> str | None:
        for graphics in self.items(pos):
            if (
                isinstance(graphics, BoardItem)
                and not graphics.ghost
                and graphics.item_id != self._picked
                and graphics.spec.target
                and graphics.frame().contains(graphics.mapFromScene(pos))
            ):
                return graphics.item_id
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.animations.busy():
            self.animations.finish()  # a click skips any animation before anything else
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self.pending_request() is not None:
            self.resolve_request(None)  # a click beside the chooser cancels it
            event.accept()
            return
        pos = event.scenePos()
        item = self.item_at(pos)
        if self._picked is not None and not self._dragging and item is not None:
            other_piece = (
                item.item_id != self._picked
                and self.is_movable(item.item_id)
                and not item.spec.target
            )
            target = self._target_at(pos)
            if target is not None and item.item_id != self._picked and not other_piece:
                self.drop(self._picked, target, pos)  # click-then-target
                event.accept()
                return
        if isinstance(item, ButtonItem):
            self.cancel_pick()
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
        if item is not None and not item.spec.target:
            # A piece that will not lift: the engine may say why (nothing for scenery).
            self.piece_pressed.emit(item.item_id)
        if item is not None and (self.opens_in_full(item.item_id) or self.expanded):
            self.cancel_pick()
            self._press_open = item.item_id
            event.accept()
            return
        self.cancel_pick()
        if self.expanded is not None:
            self.open_in_full(None)  # a click on the bare table closes the opened area
            event.accept()
            return
        event.ignore()  # lets the view pan the board

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._picked is not None and self._press_pos is None and not self._choosing_target:
            # Click-then-target: the legal target under the pointer shows its preview.
            hover = self._target_at(event.scenePos())
            hover = hover if hover in self._targets else None
            if hover != self._hover:
                self._hover = hover
                self.refresh_marks()
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
        item.setPos(item.home() + delta)
        item.setZValue(DRAG_Z)
        hover = self._target_at(event.scenePos())
        if hover != self._hover:
            self._hover = hover
            self.refresh_marks()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self._press_button is not None:
            item = self.item_at(event.scenePos())
            pressed, self._press_button = self._press_button, None
            if item is not None and item.item_id == pressed:
                self._activate_button(pressed)
            event.accept()
            return
        if self._press_open is not None:
            item = self.item_at(event.scenePos())
            pressed, self._press_open = self._press_open, None
            if item is not None and item.item_id == pressed:
                if isinstance(item.spec, BackdropSpec):
                    self.open_in_full(None)
                elif self.opens_in_full(pressed):
                    self.open_in_full(None if self.expanded == pressed else pressed)
            event.accept()
            return
        if self._picked is None:
            event.ignore()
            return
        if self._dragging:
            target = self._target_at(event.scenePos())
            if target is None:
                self.cancel_pick()
                self.settle()
                self.refused_locally.emit("no_target")
            else:
                self.drop(self._picked, target, event.scenePos())
        elif self._put_down_on_click:
            self.cancel_pick()  # a second click on the item puts it down
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
        return self.reading_order(ids)

    def handle_key(self, key: int, modifiers: Any = Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keyboard; return whether the key was used.

        Tab/arrows move the cursor over movable items (or, with an item picked, over its
        targets), Enter picks or drops or presses a button, Esc cancels. Any key first
        finishes the animations.
        """
        if self.animations.busy():
            self.animations.finish()
        if self.pending_request() is not None:
            if key == Qt.Key.Key_Escape:
                self.resolve_request(None)
                return True
            return False
        if self._press_keyed_button(key, modifiers):
            return True
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
            self.refresh_marks()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._press_confirmation():
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self._key_enter()
        if key == Qt.Key.Key_Escape:
            if self.expanded is not None and not self._choosing_target:
                self.open_in_full(None)
                return True
            if self._choosing_target and self._picked is not None:
                picked = self._picked
                self.cancel_pick()
                self._focus = picked
            else:
                self.cancel_pick()
                self._focus = None
            self.refresh_marks()
            return True
        return False

    def _press_confirmation(self) -> bool:
        """Return confirms where the board asks for a confirmation, unless a card is in hand
        (then it drops it) or a button has the keyboard (then it presses that one)."""
        if self._choosing_target:
            return False
        focus = self._items.get(self._focus) if self._focus is not None else None
        if isinstance(focus, ButtonItem):
            return False
        for item_id, item in self._items.items():
            spec = item.spec
            if isinstance(spec, ButtonSpec) and spec.confirms and item.isVisible():
                self._activate_button(item_id)
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
            self.drop(self._picked, focus)
            return True
        if isinstance(self._items[focus], ButtonItem):
            self._activate_button(focus)
            return True
        self._pick(focus)
        self._choosing_target = True
        ring = self._ring()
        self._focus = ring[0] if ring else None
        self._hover = self._focus
        self.refresh_marks()
        return True
