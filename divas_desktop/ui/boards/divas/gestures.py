"""Which gesture performs which action on the Divas board: pure functions over the view,
the item ids and the actions (no Qt).

Every decision is a gesture:

* a hand card dragged onto a house (Phase 1, an event's extra play) or onto the open end
  of the Timeline; a Timeline card dragged *k* places (k steps, one gesture);
* the Diva dragged to a highlighted key, or a highlighted key clicked;
* a black key, a house's Fame track, an Applause bar or a key clicked when it is
  highlighted (black key, Fame, Applause, drain, place/flip/remove a note);
* a tessitura end dragged one key outward (or, the rival's, inward);
* a note dragged from the piano to the house of the instrument in use;
* buttons only for "Close & score" on the house, "Skip the remaining actions" and "Done".

The click spots and the buttons are laid out in ``prompts.py``; the ids below are the
items' ids, which the parts of the table draw under the same names.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....core.types import Action
from ....games.divas.actions import Move, PlayCard, SendNote, Shift, Shrink, Tessitura, Timeline
from ....games.divas.houses import HOUSE_OF
from ....games.divas.views import DivasView

TIMELINE_END = "timeline.end"
"""The open place at the right end of the Timeline."""


def house_id(house: str) -> str:
    """The id of a house's board (the target of cards and notes)."""
    return f"house.{house}"


def applause_id(house: str, seat: int) -> str:
    """The id of a diva's Applause bar in a house."""
    return f"applause.{house}.{seat}"


def fame_track_id(house: str) -> str:
    """The id of a house's Fame track."""
    return f"fametrack.{house}"


def key_id(key: int) -> str:
    """The id of a white key (a target of the Diva, of bracket ends)."""
    return f"key.{key}"


def black_id(black: int) -> str:
    """The id of a black key."""
    return f"black.{black}"


def note_id(key: int) -> str:
    """The id of the note token on a white key."""
    return f"note.{key}"


def diva_id(seat: int) -> str:
    """The id of a Diva figure."""
    return f"diva.{seat}"


def handle_id(seat: int, side: str) -> str:
    """The id of one end (``low``/``high``) of a diva's tessitura bracket."""
    return f"tess.{seat}.{side}"


def action_key(view: object, action: Action) -> tuple[str, str] | None:
    """The drag that performs ``action`` (``None``: a click spot or a button)."""
    if not isinstance(view, DivasView) or view.seat is None:
        return None
    me = view.seat
    if isinstance(action, PlayCard):
        return action.card, house_id(action.house)
    if isinstance(action, Move):
        return diva_id(me), key_id(action.key)
    if isinstance(action, Timeline):
        return action.card, TIMELINE_END
    if isinstance(action, SendNote):
        house = instrument_house(view)
        return (note_id(action.key), house_id(house)) if house else None
    if isinstance(action, Tessitura) and action.side != "none":
        low, high = view.divas[me].tessitura
        return handle_id(me, action.side), key_id(low - 1 if action.side == "low" else high + 1)
    if isinstance(action, Shrink):
        low, high = view.divas[1 - me].tessitura
        return handle_id(1 - me, action.side), key_id(low + 1 if action.side == "low" else high - 1)
    if isinstance(action, Shift):
        index = view.timeline.index(action.card)
        return action.card, view.timeline[index + action.direction]
    return None


def instrument_house(view: DivasView) -> str | None:
    """The house of the instrument among the black key's actions left (DIV-051)."""
    return next((HOUSE_OF[c] for c in view.remaining_actions if c in HOUSE_OF), None)


def gesture_sequence(view: object, item_id: str, target_id: str) -> list[Action] | None:
    """A Timeline card dropped *k* places away: *k* steps of that card, in order."""
    if not isinstance(view, DivasView) or item_id not in view.timeline:
        return None
    if target_id not in view.timeline or target_id == item_id:
        return None
    k = view.timeline.index(target_id) - view.timeline.index(item_id)
    step = Shift(card=item_id, direction=1 if k > 0 else -1)
    return [step] * abs(k)


def sequence_targets(view: object, legal: Sequence[Action], item_id: str) -> list[str]:
    """The Timeline places a card may be moved to with the steps left."""
    if not isinstance(view, DivasView) or view.task is None or view.task.op != "shift":
        return []
    if item_id not in view.timeline or not any(isinstance(a, Shift) for a in legal):
        return []
    here = view.timeline.index(item_id)
    reach = view.task.count
    return [c for i, c in enumerate(view.timeline) if c != item_id and abs(i - here) <= reach]


def along_the_timeline(view: object, item_id: str, target_id: str) -> bool:
    """Whether a gesture moves a Timeline card onto another place of the Timeline."""
    return isinstance(view, DivasView) and item_id in view.timeline and target_id in view.timeline


def intent(view: object, item_id: str, target_id: str) -> Action | None:
    """What a gesture means even when it is not legal, so the engine says why."""
    if not isinstance(view, DivasView) or view.seat is None:
        return None
    houses = {house_id(h.house): h.house for h in view.houses}
    if item_id in view.hand and target_id in houses:
        return PlayCard(card=item_id, house=houses[target_id])  # type: ignore[arg-type]
    if item_id in view.hand and target_id == TIMELINE_END:
        return Timeline(card=item_id)
    keys = {key_id(k): k for k in range(len(view.piano))}
    if item_id == diva_id(view.seat) and target_id in keys:
        return Move(key=keys[target_id])
    if item_id.startswith("note.") and target_id in houses:
        return SendNote(key=int(item_id.split(".")[1]))
    return None
