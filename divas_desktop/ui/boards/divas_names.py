"""Names of The Battle of the Divas for the generic board (Qt-free).

Maps the ids of the engine's data (cards, operas, houses, personalities...) to the text
codes of ``texts_divas.py``; ``generic.py`` translates them. Nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from divas_desktop.games.divas.data import DIVAS, HOUSES, INSTRUMENTS, load

PIANO_ACTIONS = ("fame", "tessitura", "timeline")


def _vector_names() -> dict[str, tuple[str, ...]]:
    keys = load().piano.white_keys
    return {"piano": tuple(f"{k.note} ({k.index})" for k in keys)}


VECTOR_FIELDS: dict[str, tuple[str, ...]] = {
    "tessitura": ("generic_board.side.low", "generic_board.side.high"),
    **_vector_names(),
}
"""List fields whose positions have names (the codes of each position)."""
INDEX_FIELDS = ("tessitura",)
"""Named lists whose zeros are keys of the piano, not empty counts."""
SEAT_LISTS = ("divas", "applause", "cards", "rhythms_scored", "notes_sent")
"""Fields whose lists are indexed by seat (Callas = seat 0, Tebaldi = seat 1)."""
FIRST_FIELDS = ("phase", "current", "hand", "task", "divas", "houses")
"""View fields shown first (what a player looks at most)."""
HIDDEN_FIELDS = ("seat", "to_move")
"""View fields the summary leaves out (the viewer is named in the note above)."""
EXTRA_SEAT_FIELDS = ("piano", *INSTRUMENTS)
"""Fields whose integers are seats: a key's note owner, an orchestra row's tokens."""


DETAIL_FIELDS = ("hand", "opera")
"""Fields whose cards are shown with their resources, operas with their demands."""


def detail(value: Any) -> tuple[str, dict[str, Any]] | None:
    """A Diva card's resources "(Violin; rhythm 1, 2)", an opera's demands."""
    if not isinstance(value, str):
        return None
    opera = load().operas.get(value)
    if opera is not None:
        return "generic_board.divas.opera", {
            "minimum": opera.minimum,
            "rhythms": list(opera.rhythms),
            "notes": list(opera.notes),
        }
    card = load().cards.get(value)
    if card is None:
        return None
    return "generic_board.divas.card", {
        "instrument": f"divas.instrument.{card.instrument}",
        "rhythms": list(card.rhythms),
    }


def phrase(field: str, value: Any) -> tuple[str, dict[str, Any]] | None:
    """A sentence for a value that needs one: the signed Fame track, a pending task."""
    if field == "fame" and isinstance(value, int) and not isinstance(value, bool):
        if value == 0:
            return "generic_board.divas.fame.even", {}
        return "generic_board.divas.fame", {"amount": abs(value), "seat": 0 if value > 0 else 1}
    if field == "task" and isinstance(value, dict) and "op" in value:
        params = {k: v for k, v in value.items() if k != "op"}
        if params.get("house"):
            params["house"] = f"divas.house.{params['house']}"
        return f"divas.task.{value['op']}", params
    return None


def name_code(value: Any, field: str = "", kind: str = "") -> str | None:
    """Return the text code naming ``value`` (an id of the game), or ``None``."""
    if not isinstance(value, str):
        return None
    data = load()
    if value in data.cards:
        return f"divas.card.{data.cards[value].key}"
    if value in data.operas:
        return f"divas.opera.{value}"
    if value in data.personalities:
        return f"divas.personality.{data.personalities[value].key}"
    if value in HOUSES:
        return f"divas.house.{value}"
    if value in DIVAS:
        return f"divas.diva.{value}"
    if value in INSTRUMENTS:
        return f"divas.instrument.{value}"
    if value in PIANO_ACTIONS:
        return f"divas.action.{value}"
    if field == "phase":
        return f"divas.phase.{value}"
    if field == "side" and value in ("low", "high", "none"):
        return f"generic_board.side.{value}"
    return None


def note_of(key: int) -> str:
    """The note printed on a white key (DO, RE...), or the key number."""
    keys = load().piano.white_keys
    return keys[key].note if 0 <= key < len(keys) else str(key)


def action_params(kind: str, params: dict[str, Any], view: Any = None) -> dict[str, Any]:
    """The parameters the button names: add the note of a key, a black key's actions."""
    out = dict(params)
    if "key" in out and isinstance(out["key"], int):
        out["note"] = note_of(out["key"])
    if kind == "choose_black_key":
        black = next((b for b in load().piano.black_keys if b.index == out["black"]), None)
        if black is not None:
            out["first"], out["second"] = black.actions
    task = view.get("task") if isinstance(view, dict) else None
    if kind == "place_note" and isinstance(task, dict) and task.get("op") == "flip_note":
        out["_template"] = "action.divas.flip_note"  # the same action flips a rival note
    if kind == "shift":
        out["direction"] = (
            "generic_board.direction.left"
            if out["direction"] < 0
            else "generic_board.direction.right"
        )
    return out
