"""A summary or a pile opened in full over the board (Esc or a click outside closes it).

A summary's full area comes from the board (:meth:`Board.expanded_specs`); a pile's is
its cards fanned out in rows, each with its face for the inspector. The opened items sit
above everything on a dark backdrop and are ordinary items: they can be dragged,
targeted and inspected like the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from .specs import BackdropSpec, PileSpec, Spec, SummarySpec, face_card

if TYPE_CHECKING:
    from .board import Board

OVERLAY_Z = 9000.0
BACKDROP_ID = "overlay.backdrop"
FAN_W, FAN_H, FAN_GAP = 72.0, 102.0, 8.0


def overlay_specs(board: Board, specs: Sequence[Spec], view: Any) -> list[Spec]:
    """The backdrop and the opened area's items, or nothing if the opened item is gone."""
    opened = next((s for s in specs if s.id == board.expanded), None)
    if opened is None:
        board.expanded = None
        return []
    width, height = board.design_size or (1010.0, 660.0)
    if isinstance(opened, PileSpec):
        title = opened.label
        inner = pile_fan(opened, width)
    elif isinstance(opened, SummarySpec):
        title = opened.title
        inner = list(board.expanded_specs(opened.id, view))
    else:
        return []
    hint = QCoreApplication.translate("BoardPanels", "Esc or a click outside closes it")
    backdrop = BackdropSpec(
        id=BACKDROP_ID, x=0, y=0, z=OVERLAY_Z, w=width, h=height, title=f"{title} — {hint}"
    )
    return [backdrop] + [replace(s, z=OVERLAY_Z + 1 + s.z) for s in inner]


def pile_fan(pile: PileSpec, width: float) -> list[Spec]:
    """Every card of ``pile`` face up in rows, top card first."""
    per_row = max(1, int((width - 40) // (FAN_W + FAN_GAP)))
    out: list[Spec] = []
    for index, face in enumerate(reversed(pile.cards)):
        row, column = divmod(index, per_row)
        x, y = 20 + column * (FAN_W + FAN_GAP), 44 + row * (FAN_H + FAN_GAP)
        out.append(face_card(face, f"{pile.id}.fan.{index}", x, y, w=FAN_W, h=FAN_H))
    return out
