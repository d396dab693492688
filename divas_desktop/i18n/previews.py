"""Write a drop's preview as the board shows it: one translated line per change.

The engine's :class:`~divas_desktop.core.preview.Preview` holds text codes and bare
values, like events; each parameter is written by its declaration below (a seat as the
player's name, a house or an opera by its name, roles by their names), through the same
writer as the log's lines (``events.py``). Texts: ``texts_previews.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .events import _name_of, join_names, shown_value
from .names import role_term
from .params import AMOUNT, CARD, COUNT, HIDDEN, NAME, PLAYER, Events, Param
from .translate import measures, text

if TYPE_CHECKING:
    from ..core.preview import Preview

CONTEXT = "previews"
ROLES = Param("hidden")
"""Role indexes of the line's ``opera``: written as the roles' names, joined."""
TASK = Param("hidden")
"""A Divas task's op: written as the game's own sentence of the task (``{what}``)."""

PARAMS: Events = {
    "divas.preview.fame": {"house": NAME, "amount": COUNT},
    "divas.preview.applause": {"house": NAME, "amount": COUNT},
    "divas.preview.vp": {"amount": COUNT},
    "divas.preview.rival_applause": {"diva": NAME, "house": NAME, "amount": COUNT},
    "divas.preview.rival_vp": {"diva": NAME, "amount": COUNT},
    "divas.preview.task": {"op": TASK, "count": HIDDEN, "task_amount": HIDDEN, "amount": HIDDEN},
    "sipario.preview.role": {"opera": HIDDEN, "role": Param("role", of="opera"), "amount": COUNT},
    "sipario.preview.value": {"opera": CARD, "amount": COUNT},
    "sipario.preview.base_lacks": {"opera": HIDDEN, "roles": ROLES, "amount": COUNT},
    "sipario.preview.base_complete": {"opera": CARD, "roles": HIDDEN, "amount": HIDDEN},
    "sipario.preview.lacks": {"opera": HIDDEN, "roles": ROLES, "amount": COUNT},
    "sipario.preview.cast_complete": {"opera": CARD, "roles": HIDDEN, "amount": HIDDEN},
    "sipario.preview.gold": {"amount": COUNT},
    "sipario.preview.pn": {"amount": COUNT},
    "turandot.preview.bid": {"number": AMOUNT, "money": COUNT, "amount": HIDDEN},
    "turandot.preview.bid_number": {"number": AMOUNT, "money": HIDDEN, "amount": HIDDEN},
    "turandot.preview.bid_money": {"number": HIDDEN, "money": COUNT, "amount": HIDDEN},
    "turandot.preview.bid_invalid": {"number": HIDDEN, "money": HIDDEN, "amount": HIDDEN},
    "turandot.preview.bluff": {"amount": HIDDEN},
    "turandot.preview.cast": {"amount": COUNT},
    "turandot.preview.singers": {"player": PLAYER, "amount": COUNT},
    "magna.preview.goods": {"good": NAME, "amount": COUNT},
    "magna.preview.certificates": {"good": NAME, "amount": COUNT},
    "magna.preview.vp": {"amount": COUNT},
    "magna.preview.project": {"card": CARD, "amount": COUNT},
}
"""Per preview line kind, each of its parameters' :class:`~.params.Param`."""


def preview_lines(game_id: str, preview: Preview, seat_names: Sequence[str]) -> list[str]:
    """The lines of ``preview`` in the current language ("+2 Applause at La Scala")."""
    lines = []
    for line in preview.lines:
        declaration = PARAMS.get(line.kind, {})
        shown: dict[str, Any] = {}
        for key, value in line.params.items():
            param = declaration.get(key)
            if param is ROLES:
                shown[key] = _roles(game_id, value, line.params.get("opera"))
            elif param is TASK:  # the game's own words for the decision asked next
                count, asked = line.params.get("count"), line.params.get("task_amount")
                shown["what"] = text(game_id, f"{game_id}.task.{value}", count=count, amount=asked)
            else:
                shown[key] = shown_value(game_id, param, value, line.params, seat_names)
        amount = line.params.get("amount")
        if line.kind == "divas.preview.task":  # its value only tells that the task changed
            amount = None
            shown.pop("amount", None)
        shown["sign"] = "+" if isinstance(amount, int) and amount > 0 else ""
        shown.update(measures(CONTEXT, line.kind, line.params))  # a good with its plural
        lines.append(text(CONTEXT, line.kind, **shown))
    return lines


def _roles(game_id: str, roles: Sequence[int], opera: Any) -> str:
    """Roles of ``opera`` by their names, joined ("Mimì and Musetta")."""
    names = []
    for index in roles:
        found = role_term(game_id, index, opera)
        names.append(_name_of(game_id, found) if found is not None else str(index))
    return join_names(names)
