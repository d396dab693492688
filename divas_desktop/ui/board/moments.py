"""The beats of a move on the table: labels where things happen, items kept a while.

A beat's label is a ring around the item where something happened and a short text
beside it ("Tosca stages Nabucco: 5 PN"), shown while the beat lasts. It is not a board
item: it names no id, takes no click and is never a target, so gestures and last-move
marks never see it. Items a beat keeps (a staged production) are pictures of the items
as the viewer last saw them, drawn over the table until their beat ends: the board
itself is always drawn as the view says.

:func:`play_beats` queues a move's beats on the board's animation queue: the first
plays with the move's own motion, the others after it, each for at least its
``beats.beat_ms`` and each waiting for the controller's pace (the queue's gate).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from ..theme import CRIMSON_DARK, GOLD, GOLD_LIGHT
from .beats import Beat, beat_ms
from .fonts import TEXT_BODY, board_font, text_size
from .items import BoardItem
from .kinds import make_item
from .specs import Spec

if TYPE_CHECKING:
    from .board import Board

WRAP = 250.0
"""A label wraps at this width (scene units): a few words a line, read at a glance."""
PAD = 7.0
RING = 5.0
"""How far the ring stands off the item's frame."""
GAP = 8.0
"""Between the ring and the label."""
Z = 19_000.0
"""Above every item of the table (a floating delta is at 20,000)."""


class Callout(QGraphicsItem):
    """A ring around ``target`` (scene rectangle; ``None``: no ring) and ``text`` beside it,
    kept inside ``bounds`` (the board's design area), off the labels ``taken`` and, where
    it can, off the other items of its beat (``rings``)."""

    def __init__(
        self,
        text: str,
        target: QRectF | None,
        bounds: QRectF,
        taken: Sequence[QRectF] = (),
        rings: Sequence[QRectF] = (),
    ) -> None:
        super().__init__()
        self.text = text
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # Drawn once: a beat's label does not change while it stands.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        width, height = text_size(text, TEXT_BODY, WRAP, bold=True, serif=False)
        box_w, box_h = width + 2 * PAD + 2, height + 2 * PAD
        self._ring = target.adjusted(-RING, -RING, RING, RING) if target is not None else None
        box = _place(QSizeF(box_w, box_h), self._ring, bounds, [*taken, *rings])
        self._box = box
        self._bounds = self._box.united(self._ring) if self._ring is not None else self._box
        self._bounds = self._bounds.adjusted(-3, -3, 3, 3)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """The ring and the label."""
        return self._bounds

    def box(self) -> QRectF:
        """Where the label's text stands (scene units; tests read it)."""
        return QRectF(self._box)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """The ring (gold, dashed over a soft glow: never colour alone) and the label."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._ring is not None:
            glow = QColor(GOLD_LIGHT)
            glow.setAlpha(90)
            painter.setPen(QPen(glow, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._ring, 8, 8)
            pen = QPen(QColor(GOLD), 2.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(self._ring, 8, 8)
        path = QPainterPath()
        path.addRoundedRect(self._box, 7, 7)
        back = QColor(CRIMSON_DARK)
        back.setAlpha(238)
        painter.fillPath(path, back)
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.drawPath(path)
        painter.setFont(board_font(TEXT_BODY, bold=True, serif=False))
        painter.setPen(QColor("#fff6dc"))
        inner = self._box.adjusted(PAD, PAD, -PAD, -PAD)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        painter.drawText(inner, flags | int(Qt.TextFlag.TextWordWrap), self.text)


def _place(size: QSizeF, ring: QRectF | None, bounds: QRectF, avoid: Sequence[QRectF]) -> QRectF:
    """Where a label of ``size`` stands: above its item, else below, right or left of it,
    the first place inside ``bounds`` that covers neither its item nor what to ``avoid``;
    else the one that covers least."""
    w, h = size.width(), size.height()
    if ring is None:
        spots = [QPointF(bounds.center().x() - w / 2, bounds.top() + bounds.height() * 0.3 - h / 2)]
    else:
        cx, cy = ring.center().x() - w / 2, ring.center().y() - h / 2
        spots = []
        for k in range(4):  # nearest first; further off when the near places are taken
            step = k * (h + 4)
            spots += [
                QPointF(cx, ring.top() - GAP - h - step),
                QPointF(cx, ring.bottom() + GAP + step),
                QPointF(ring.right() + GAP, cy + step),
                QPointF(ring.left() - GAP - w, cy + step),
            ]
        spots.append(QPointF(cx, cy))
    best: tuple[float, QRectF] | None = None
    for spot in spots:
        x = min(max(spot.x(), bounds.left() + 2), bounds.right() - w - 2)
        y = min(max(spot.y(), bounds.top() + 2), bounds.bottom() - h - 2)
        box = QRectF(x, y, w, h)
        covered = [*avoid, ring] if ring is not None else list(avoid)
        cost = sum(_overlap(box, other) for other in covered)
        if cost == 0:
            return box
        if best is None or cost < best[0]:
            best = (cost, box)
    assert best is not None
    return best[1]


def _overlap(a: QRectF, b: QRectF) -> float:
    """The area ``a`` and ``b`` share."""
    both = a.intersected(b)
    return max(0.0, both.width()) * max(0.0, both.height())


GHOST_Z = 3_000.0
"""Kept items are drawn above the table as it is now (below the labels)."""


def play_beats(board: Board, beats: Sequence[Beat], seen: Mapping[str, Spec], own: bool) -> None:
    """Queue ``beats`` on the board: labels on their items, kept items from ``seen`` (what
    this viewer saw before the move). ``own``: the viewer's own move, whose first beat
    waits for its motion (a person's move is never held back; only major beats show)."""
    queue = board.animations
    for index, beat in enumerate(beats):
        kept = _keep(board, beat.keep, seen)
        shown: list[QGraphicsItem] = []

        def start(beat: Beat = beat, shown: list[QGraphicsItem] = shown) -> None:
            shown += _labels(board, beat)

        def end(
            kept: list[QGraphicsItem | _Hidden] = kept, shown: list[QGraphicsItem] = shown
        ) -> None:
            _remove(board, [*kept, *shown])
            shown.clear()

        if index == 0 and not own:
            queue.hold(beat_ms(beat.major), start, end)
        else:
            queue.moment(beat_ms(beat.major), start, end)


def _keep(
    board: Board, ids: Sequence[str], seen: Mapping[str, Spec]
) -> list[QGraphicsItem | _Hidden]:
    """Pictures of the items ``ids`` as seen before, over the table (only those that left
    it or changed: an item still drawn the same needs no picture); an item that changed
    is hidden under its picture until the beat ends."""
    kept: list[QGraphicsItem | _Hidden] = []
    for item_id in ids:
        spec = seen.get(item_id)
        now = board.item(item_id)
        if spec is None or (now is not None and now.spec == spec):
            continue
        if now is not None:
            now.setVisible(False)
            kept.append(_Hidden(now))
        ghost = make_item(spec, board.item_types)
        ghost.ghost = True
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ghost.setAcceptHoverEvents(False)
        ghost.setToolTip("")
        ghost.setZValue(spec.z + GHOST_Z)
        board.addItem(ghost)
        kept.append(ghost)
    return kept


def _labels(board: Board, beat: Beat) -> list[QGraphicsItem]:
    """The labels of ``beat`` on the table now (on its kept pictures first)."""
    bounds = board.design_rect()
    targets = [
        (_frame_of(board, item_id) if item_id else None, text) for item_id, text in beat.labels
    ]
    out: list[Callout] = []
    for index, (target, text) in enumerate(targets):
        rings = [t for i, (t, _w) in enumerate(targets) if t is not None and i != index]
        label = Callout(text, target, bounds, [other.box() for other in out], rings)
        board.addItem(label)
        out.append(label)
    return list(out)


def _frame_of(board: Board, item_id: str) -> QRectF | None:
    """Where ``item_id`` stands: a kept picture of it, else the item on the table."""
    for graphics in board.items():
        if isinstance(graphics, BoardItem) and graphics.ghost and graphics.item_id == item_id:
            return graphics.mapRectToScene(graphics.frame())
    item = board.item(item_id)
    if item is None:
        return None
    return item.mapRectToScene(item.frame()).translated(item.home() - item.pos())


def _remove(board: Board, items: Sequence[QGraphicsItem | _Hidden]) -> None:
    for item in items:
        if isinstance(item, _Hidden):
            item.show_again()
        elif isValid(item) and item.scene() is board:
            board.removeItem(item)


class _Hidden:
    """An item of the table hidden under its kept picture: shown again when the beat ends."""

    def __init__(self, item: BoardItem) -> None:
        self.item = item

    def show_again(self) -> None:
        """Show the item again (if it is still on the table)."""
        if isValid(self.item):
            self.item.setVisible(True)
