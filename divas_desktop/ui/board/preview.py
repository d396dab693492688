"""The preview of a drop: what it would yield, written beside the target before letting go.

While an item in hand (dragged, click-picked or chosen by keyboard) rests on a legal
target, the board asks the engine (``board.preview_of``: the controller's
``Match.preview``, which applies the action on a copy) and writes the lines beside the
target: "+1 Fame at La Scala", "+2 Applause at La Scala". Nothing here decides a rule:
the lines are the engine's, only worded here (``i18n/previews.py``). The tag is not a
board item: it names no id, takes no click and is never a target.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...i18n.previews import preview_lines
from ..theme import CREAM, GOLD, INK
from .fonts import TEXT_BODY, board_font, text_size
from .moments import _place

if TYPE_CHECKING:
    from ...core.match import SeatInfo
    from ...core.preview import Preview
    from ...core.types import Action
    from .items import BoardItem

log = logging.getLogger(__name__)

WRAP = 260.0
"""The tag wraps at this width (scene units)."""
PAD = 7.0
Z = 19_500.0
"""Above the dragged item (10,000) and the beats' labels (19,000)."""
MAX_OPTIONS = 4
"""A gesture with several meanings shows at most this many of them."""


class PreviewHost(Protocol):
    """What the preview asks of the board."""

    game_id: str
    preview_of: Callable[[Action], Preview | None]

    def gesture_actions(self, item_id: str, target_id: str) -> list[Action]: ...
    def choice_label(self, action: Action) -> str: ...
    def table_seats(self) -> tuple[SeatInfo, ...]: ...
    def item(self, item_id: str) -> BoardItem | None: ...
    def design_rect(self) -> QRectF: ...


def preview_text(host: PreviewHost, item_id: str, target_id: str) -> str:
    """The words of dropping ``item_id`` on ``target_id`` ("" when the engine tells none).

    One meaning: its lines. Several (the chooser will ask): each option's label and
    lines, when they differ.
    """
    actions = host.gesture_actions(item_id, target_id)
    if not actions:
        return ""
    names = [seat.name for seat in host.table_seats()]
    told: list[tuple[Action, list[str]]] = []
    for action in actions:
        preview = host.preview_of(action)
        told.append((action, preview_lines(host.game_id, preview, names) if preview else []))
    first = told[0][1]
    if all(lines == first for _action, lines in told):
        return "\n".join(first)
    shown = [
        f"{host.choice_label(action)}: {', '.join(lines)}"
        for action, lines in told[:MAX_OPTIONS]
        if lines
    ]
    if len(told) > MAX_OPTIONS:
        shown.append("…")
    return "\n".join(shown)


class PreviewTag(QGraphicsItem):
    """The lines of a drop's preview on a cream card beside the target (dark ink, a gold
    frame and a "⟶" lead: never colour alone)."""

    def __init__(self, text: str, target: QRectF, bounds: QRectF, avoid: Sequence[QRectF]):
        super().__init__()
        self.text = text
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        width, height = text_size(text, TEXT_BODY, WRAP, bold=True, serif=False)
        size = QSizeF(width + 2 * PAD + 2, height + 2 * PAD)
        self._box = _place(size, target.adjusted(-4, -4, 4, 4), bounds, avoid)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """The card and its frame."""
        return self._box.adjusted(-2, -2, 2, 2)

    def box(self) -> QRectF:
        """Where the text stands (scene units; tests read it)."""
        return QRectF(self._box)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """A cream card with a gold frame, the lines in dark ink."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._box, 6, 6)
        painter.fillPath(path, QColor(CREAM))
        painter.setPen(QPen(QColor(GOLD), 2))
        painter.drawPath(path)
        painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
        painter.setPen(QColor(INK))
        inner = self._box.adjusted(PAD, PAD, -PAD, -PAD)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        painter.drawText(inner, flags | int(Qt.TextFlag.TextWordWrap), self.text)


class DropPreview:
    """The one preview tag of a board: shown on a legal target, gone elsewhere."""

    def __init__(self, host: PreviewHost, scene: QGraphicsScene) -> None:
        self._host = host
        self._scene = scene
        self._tag: PreviewTag | None = None
        self._shown: tuple[str, str] | None = None
        self._texts: dict[tuple[str, str], str] = {}

    def forget(self) -> None:
        """A new view: every text asked so far is stale."""
        self._texts.clear()
        self.show(None, None)

    def show(self, item_id: str | None, target_id: str | None) -> None:
        """Tell dropping ``item_id`` on ``target_id`` (``None``: hide the tag)."""
        key = (item_id, target_id) if item_id and target_id else None
        if key == self._shown and (key is None or self._tag is not None):
            return
        self._hide()
        self._shown = key
        if key is None:
            return
        text = self._texts.get(key)
        if text is None:
            try:
                text = preview_text(self._host, *key)
            except Exception:  # a preview never stops a drag: the drop itself still works
                log.exception("no preview of %s on %s", *key)
                text = ""
            self._texts[key] = text
        target = self._host.item(key[1])
        held = self._host.item(key[0])
        if not text or target is None:
            return
        avoid = [held.sceneBoundingRect()] if held is not None else []
        self._tag = PreviewTag(text, target.sceneBoundingRect(), self._host.design_rect(), avoid)
        self._scene.addItem(self._tag)

    def text(self) -> str:
        """The words shown now ("" when no tag stands)."""
        return self._tag.text if self._tag is not None else ""

    def tag(self) -> PreviewTag | None:
        """The tag shown now, if any (tests read where it stands)."""
        return self._tag

    def _hide(self) -> None:
        if self._tag is not None:
            if self._tag.scene() is not None:
                self._scene.removeItem(self._tag)
            self._tag = None
