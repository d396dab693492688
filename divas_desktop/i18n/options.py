"""The words of a game's options in the new-game dialog: label, values, description.

Each option ``<field>`` of a game's config has, in ``texts_<game>.py``:

* ``<game>.option.<field>`` -- its label ("Match mode");
* ``<game>.option.<field>.about`` -- one line saying what it changes;
* ``<game>.option.<field>.<value>`` -- the words of each value of a choice ("All in one
  evening! (25 PN)"), with ``.about`` after it for a one-line description.

A field without a text is named from its field name, never shown as a code.
"""

from __future__ import annotations

from typing import Any

from .translate import has_text, text


def _humanised(field: str) -> str:
    return field.replace("_", " ").strip().capitalize()


def _is_code(words: str | None) -> bool:
    return not words or (" " not in words and ("." in words or "_" in words))


def option_label(game_id: str, field: str, description: str | None = None) -> str:
    """The label of option ``field`` of ``game_id``."""
    code = f"{game_id}.option.{field}"
    if has_text(game_id, code):
        return text(game_id, code)
    if description and _is_code(description) and has_text(game_id, description):
        return text(game_id, description)
    return _humanised(field)


def option_description(game_id: str, field: str) -> str:
    """One line saying what option ``field`` changes ("" when it has none)."""
    code = f"{game_id}.option.{field}.about"
    return text(game_id, code) if has_text(game_id, code) else ""


def option_value_label(game_id: str, field: str, value: Any) -> str:
    """The words of one value of a choice (the value itself for numbers)."""
    for code in (f"{game_id}.option.{field}.{value}", f"{game_id}.{field}.{value}"):
        if has_text(game_id, code):
            return text(game_id, code)
    return str(value) if not isinstance(value, str) else _humanised(value)


def option_value_description(game_id: str, field: str, value: Any) -> str:
    """One line describing one value of a choice ("" when it has none)."""
    for code in (f"{game_id}.option.{field}.{value}.about", f"{game_id}.{field}.{value}.about"):
        if has_text(game_id, code):
            return text(game_id, code)
    return ""
