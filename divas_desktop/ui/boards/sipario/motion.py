"""Following the others' moves on the Sipario! table (on top of the framework's motion).

The framework glides what moved, flips what turned and fades in what is new. Here the
cards another impresario put on the table travel from his panel: a singer cast on a
role flies there from his hand and turns face up, an attacking or helping card flies
to the singer or the show it strikes; and the PN and gold each impresario gained or
lost float by his panel ("+5 PN", "−1 gold"). Everything comes from the two views.

A move is followed in beats (:func:`beats`): each step, and in it each staging,
postponement, completed cast, attack, defence, strike or lost turn is a moment of its
own, written where it happens (on the stage, on the role, on the impresario's panel); a
staged production stays on stage until its beat ends instead of vanishing at once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from ....core.types import Event
from ....games.sipario.views import SiparioView
from ...board import AnimationQueue, BoardItem, CardSpec, Spec
from ...board.beats import Beat, cut, labelled
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
JOINS = frozenset(
    {
        "sipario.ev.drew",
        "sipario.ev.drew_cards",
        "sipario.ev.uc_declined",
        "sipario.ev.no_defence",
        "sipario.ev.defence_yielded",
        "sipario.ev.deck_regenerated",
        "sipario.ev.opera_deck_regenerated",
        "sipario.ev.strike",
        "sipario.ev.dealing",
        "sipario.ev.silenced",
        "sipario.ev.pn_to_gold",
        "sipario.ev.paparazzo_cards",
        "sipario.ev.offer_cards",
        "sipario.ev.partner_done",
        "sipario.ev.price_card",
    }
)
"""Events that belong with the one before them (a card and what it does, a draw): every
other event opens a beat of its own."""
STAGINGS = frozenset({"sipario.ev.opera_staged", "sipario.ev.extra_staged"})
MAJOR = STAGINGS | {"sipario.ev.match_over", "sipario.ev.time_up"}
"""Beats that decide the game and stay longer: a staging, the end."""
UNWRITTEN = frozenset({"sipario.ev.drew_cards", "sipario.ev.uc_declined"})
"""Events a beat does not write on the table (the log has them)."""
VICTIM_FIRST = frozenset(
    {
        "sipario.ev.strike",
        "sipario.ev.silenced",
        "sipario.ev.dealing",
        "sipario.ev.flop",
        "sipario.ev.titles_swapped",
        "sipario.ev.cards_swapped",
    }
)
"""Events written on the panel of the impresario they strike."""
STAGE_AREA = QRectF(lay.STAGE_X, lay.STAGE_Y, lay.STAGE_W, lay.STAGE_H)


def beats(
    entries: list,
    place: Callable[[Event], str | None],
    words: Callable[[Event], str],
    seen: Mapping[str, Spec],
) -> list[Beat]:
    """The beats of a move; a staging keeps the production on stage (as the viewer saw
    it in ``seen``) until its beat ends."""
    out = []
    for run in cut(entries, lambda e: None if e.kind in JOINS else e.kind):
        kinds = {entry[-1].kind for entry in run}
        keep = tuple(_on_stage(seen)) if kinds & STAGINGS else ()
        out.append(Beat(labelled(run, place, words), bool(kinds & MAJOR), keep))
    return out


def _on_stage(seen: Mapping[str, Spec]) -> list[str]:
    """The items the viewer saw on the stage (the production and the extra show's lane)."""
    return [
        item_id
        for item_id, spec in seen.items()
        if STAGE_AREA.contains(QPointF(spec.x, spec.y) + QPointF(1, 1))
    ]


def label_place(event: Event, viewer: int | None, drawn: Callable[[str], bool]) -> str | None:
    """The item a beat writes ``event`` on (``None``: the default place)."""
    params = event.params
    kind = event.kind
    if kind == "sipario.ev.extra_staged":
        return lay.EXTRA
    if "role" in params:
        role = next(
            (f"role.{p}.{params['role']}" for p in range(6) if drawn(f"role.{p}.{params['role']}")),
            None,
        )
        return role or lay.STAGE
    if kind in (
        "sipario.ev.opera_staged",
        "sipario.ev.postponed",
        "sipario.ev.debut_declared",
        "sipario.ev.curtain",
        "sipario.ev.defended",
        "sipario.ev.card_attached",
        "sipario.ev.debut_abandoned",
    ):
        return lay.STAGE
    seat = params.get("victim") if kind in VICTIM_FIRST else params.get("player")
    if isinstance(seat, int) and not isinstance(seat, bool):
        return lay.HAND if seat == viewer else lay.summary_id(seat)
    return None


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
