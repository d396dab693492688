"""Following the others' moves on the Sipario! table (on top of the framework's motion).

The framework glides what moved, flips what turned and fades in what is new. Here the
cards another impresario put on the table travel from his panel: a singer cast on a
role flies there from his hand and turns face up, an attacking or helping card flies
to the singer or the show it strikes; and the PN and gold each impresario gained or
lost float by his panel ("+5 PN", "−1 gold"). Everything comes from the two views.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtCore import QPointF

from ....games.sipario.views import SiparioView
from ...board import AnimationQueue, BoardItem, CardSpec, Spec
from ...board.counter import delta_text
from ...theme import GOLD_LIGHT
from . import layout as lay
from .texts import SiparioTexts


class MotionHost(Protocol):
    """What following a move reads of the board: its animations, items and words."""

    animations: AnimationQueue
    texts: SiparioTexts

    def item(self, item_id: str) -> BoardItem | None:
        """The item drawn with ``item_id``, if any."""
        ...


LOSS = "#ff9a8a"
TRAVEL_MS = 320.0


def purses(view: SiparioView) -> dict[int, tuple[int, int]]:
    """(PN, gold) of every impresario."""
    return {p.seat: (p.pn, p.gold) for p in view.players}


def follow(
    host: MotionHost,
    view: SiparioView,
    seen: Mapping[str, Spec],
    before: Mapping[int, tuple[int, int]] | None,
) -> None:
    """Queue the travels of the others' cards and the floating gains and losses."""
    queue = host.animations
    if queue.factor() <= 0 or not seen:
        return
    played_by = _played_by(view)
    travelled = 0
    for item_id, seat in played_by.items():
        if item_id in seen or seat == view.seat or travelled >= 8:
            continue
        item = host.item(item_id)
        panel = host.item(lay.summary_id(seat))
        if item is None or panel is None:
            continue
        rect = panel.sceneBoundingRect()
        start = QPointF(rect.center().x() - 40, rect.bottom() - 40)
        queue.glide(item, start, TRAVEL_MS, delay=travelled * 90)
        if isinstance(item.spec, CardSpec):
            queue.flip_in(item, delay=travelled * 90 + TRAVEL_MS * 0.6)
        travelled += 1
    if before is None:
        return
    for seat, (pn, gold) in purses(view).items():
        old = before.get(seat)
        panel = host.item(lay.summary_id(seat))
        if old is None or panel is None:
            continue
        rect = panel.sceneBoundingRect()
        y = rect.top() + 30
        for old_value, value, unit in (
            (old[0], pn, host.texts("unit.pn")),
            (old[1], gold, host.texts("unit.gold")),
        ):
            if value != old_value:
                colour = GOLD_LIGHT if value > old_value else LOSS
                where = QPointF(rect.right() - 90, y)
                queue.float_text(panel.scene(), where, delta_text(old_value, value, unit), colour)
                y += 18


def _played_by(view: SiparioView) -> dict[str, int]:
    """Items of cards on stage and who put them there: singers on roles, effect chips."""
    found: dict[str, int] = {}
    for p, prod in enumerate(view.staging):
        for slot in prod.slots:
            if slot.card is not None and slot.by is not None:
                found[slot.card] = slot.by
        for effect in prod.effects:
            found[lay.effect_id(p, effect.index)] = effect.by
    return found
