"""The fallback board: a summary of the view and every legal action as a button.

It makes every registered engine playable before its real board exists. Ids are shown
as names: a game may supply a Qt-free module ``ui/boards/<game_id>_names.py`` (see
``NAMERS``) that maps its ids to text codes; seat numbers become player names. The
board only draws the view it is given and the legal actions: it decides no rule.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from functools import cache
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.digest import to_jsonable
from ...core.types import Action
from ...i18n.translate import has_text, text
from ..available import game_title
from ..board import Board, ButtonSpec, LabelSpec, Spec, ZoneSpec
from ..board.fonts import TEXT_BODY, text_height
from ..theme import CREAM, GOLD_LIGHT

MAX_VALUE_CHARS = 320
"""Long values (a whole deck) are cut so the summary stays readable."""
WIDTH = 860.0
KEY_WIDTH = 190.0
BUTTON_W = 196.0
BUTTON_GAP = 8.0
BUTTON_MIN_H = 38.0
CONTEXT = "generic_board"
"""Text context of this board's own words (``i18n/texts_generic_board.py``)."""

NAMERS: dict[str, str] = {
    "sipario": "divas_desktop.ui.boards.sipario_names",
    "divas": "divas_desktop.ui.boards.divas_names",
    "magna": "divas_desktop.ui.boards.magna_names",
}
"""Per game, the Qt-free module naming its ids (``name_code``, optional ``action_params``
(whose ``_template`` key may pick another button text), ``prepare``, ``detail``,
``phrase``, ``VECTOR_FIELDS``, ``SEAT_LISTS``, ``HIDDEN_FIELDS``, ``FIRST_FIELDS``,
``NOT_SEAT``, ``EXTRA_SEAT_FIELDS``, ``INDEX_FIELDS``)."""

SEAT_FIELDS = frozenset(
    {
        "seat",
        "player",
        "target",
        "targets",
        "owner",
        "by",
        "current",
        "dealer",
        "to_move",
        "order",
        "winners",
        "uc_attackers",
        "pending_queue",
        "last_turn_of",
        "silenced",
        "seats",
        "active",
    }
)
"""Fields whose integers are seats (shown as the player's name)."""
LABEL_FIELDS = ("seat", "house", "opera", "token", "owner", "card", "diva")
"""Fields that name an item of a list of records (its row heading), in preference order."""


@cache
def namer(game_id: str) -> ModuleType | None:
    """Return the naming module of ``game_id``, if it has one."""
    path = NAMERS.get(game_id)
    if path is None:
        return None
    try:
        return importlib.import_module(path)
    except ImportError:
        return None


def humanise(word: str) -> str:
    """``hand_count`` -> ``hand count`` (for codes that have no text)."""
    return word.replace("_", " ").strip()


def summarise(value: Any) -> str:
    """Return a short one-paragraph text for a JSON value (no names: the raw fallback)."""
    if isinstance(value, dict):
        parts = [f"{k}: {summarise(v)}" for k, v in value.items()]
        shown = "; ".join(parts)
    elif isinstance(value, list):
        if not value:
            return "—"
        shown = ", ".join(summarise(v) for v in value)
        shown = f"[{shown}]"
    elif value is None:
        return "—"
    else:
        shown = str(value)
    return _cut(shown)


def _cut(shown: str, limit: int = MAX_VALUE_CHARS) -> str:
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _tr(code: str, **params: Any) -> str:
    return text(CONTEXT, code, **params)


class GenericBoard(Board):
    """Draws any view as labelled lines; legal actions become buttons underneath."""

    button_columns = 4
    design_size = None  # a list as long as the view: fit its width, scroll down

    # --- naming ------------------------------------------------------------------------
    @property
    def namer(self) -> ModuleType | None:
        """The naming module of this game (``None``: ids are shown as they are)."""
        return namer(self.game_id)

    def _attr(self, name: str, default: Any) -> Any:
        return getattr(self.namer, name, default) if self.namer is not None else default

    def _name(self, code: str) -> str | None:
        """Translate a name code of the game or of this board; a proper name as itself."""
        if has_text(self.game_id, code):
            return self.text(code)
        if has_text(CONTEXT, code):
            return _tr(code)
        if "." in code or "_" in code:
            return None  # an id without a text: never show it raw
        return code

    def _is_seat(self, field: str) -> bool:
        if field in self._attr("EXTRA_SEAT_FIELDS", ()):
            return True
        return field in SEAT_FIELDS and field not in self._attr("NOT_SEAT", ())

    def label(self, field: str) -> str:
        """The translated label of a view field (humanised when it has no text)."""
        code = f"field.{field}"
        if has_text(CONTEXT, code):
            return _tr(code)
        if has_text(self.game_id, field):
            return self.text(field)
        named = self.namer.name_code(field) if self.namer is not None else None
        if named is not None and self._name(named) is not None:
            return self._name(named) or field
        return humanise(field).capitalize()

    def _phrase(self, field: str, value: Any) -> str | None:
        """A whole sentence the game's naming module makes of a value, if any."""
        make = self._attr("phrase", None)
        found = make(field, value) if make is not None else None
        return None if found is None else self._render(*found)

    def _render(
        self, code: str, params: dict[str, Any], words: dict[str, str] | None = None
    ) -> str:
        """Fill a text of the game (or of this board) with named parameters.

        A string parameter is a name code; a list holds codes or ``(code, count)`` pairs
        ("2 Lead, Glass"); an int ``seat`` also fills ``{player}``.
        """
        shown: dict[str, Any] = {}
        for key, v in params.items():
            if isinstance(v, str):
                shown[key] = self._name(v) or humanise(v)
            elif isinstance(v, (list, tuple)):
                parts = []
                for item in v:
                    if isinstance(item, int):
                        parts.append(str(item))
                        continue
                    item_code, count = (item, 1) if isinstance(item, str) else item
                    name = self._name(item_code) or humanise(item_code)
                    parts.append(name if count == 1 else f"{count} {name}")
                shown[key] = ", ".join(parts) if parts else "—"
            else:
                shown[key] = v
        if isinstance(shown.get("seat"), int):
            shown["player"] = self.seat_name(shown["seat"])
        shown.update(words or {})
        context = self.game_id if has_text(self.game_id, code) else CONTEXT
        return text(context, code, **shown)

    def word(self, field: str, value: Any, kind: str = "") -> str:
        """One value in words: a name for an id, a player for a seat."""
        if value is None or value == "":
            return "—"
        if isinstance(value, bool):
            return _tr("yes") if value else _tr("no")
        code = self.namer.name_code(value, field, kind) if self.namer is not None else None
        if code is not None:
            name = self._name(code)
            if name is not None:
                return self._detailed(field, value, name)
        if isinstance(value, int) and self._is_seat(field):
            return self.seat_name(value)
        if isinstance(value, str):
            if has_text(self.game_id, value) or has_text(CONTEXT, value):
                return self._name(value) or value
            if value.count(".") >= 1 and " " not in value:
                return _tr("unknown_card")
            return humanise(value)
        return str(value)

    def _detailed(self, field: str, value: Any, name: str) -> str:
        """A card's name with what a player needs to choose it (its module's ``detail``)."""
        make = self._attr("detail", None)
        if make is None or field not in self._attr("DETAIL_FIELDS", ()):
            return name
        found = make(value)
        if found is None:
            return name
        code, params = found
        return self._render(code, params, {"name": name})

    def value(self, field: str, value: Any, kind: str = "", skip_zero: bool = False) -> str:
        """A whole value in words (lists of names, records, named vectors)."""
        said = self._phrase(field, value)
        if said is not None:
            return said
        if isinstance(value, (list, tuple)):
            return self._list(field, list(value), kind, skip_zero)
        if isinstance(value, dict):
            return self.record(value, kind)
        return self.word(field, value, kind)

    def _list(self, field: str, items: list, kind: str, skip_zero: bool) -> str:
        if not items:
            return "—"
        names = self._attr("VECTOR_FIELDS", {}).get(field)
        if names and len(names) == len(items):
            nested = any(isinstance(i, (list, tuple)) for i in items)
            parts = [
                f"{self._name(code) or humanise(code)}"
                + (
                    f": {self.value(field + '.item', v, kind)}"
                    if nested
                    else f" {self.word(field, v)}"
                )
                for code, v in zip(names, items, strict=True)
                if v is not None
                and (v not in (0, [], ()) or field in self._attr("INDEX_FIELDS", ()))
            ]
            return ("; " if nested else ", ").join(parts) if parts else "—"
        if field in self._attr("SEAT_LISTS", ()) and len(items) == len(self.seats):
            return "; ".join(
                f"{self.seat_name(seat)}: {self.value(field + '.item', v, kind)}"
                for seat, v in enumerate(items)
            )
        if all(isinstance(i, dict) for i in items):
            return "; ".join(self._named_record(i, kind) for i in items)
        if any(isinstance(i, (list, tuple)) for i in items):
            return " | ".join(self.value(field, i, kind) for i in items)
        words = [self.word(field, i, kind) for i in items]
        separator = "; " if any("," in w for w in words) else ", "
        if not all(isinstance(i, str) for i in items):
            return separator.join(words)
        counted: dict[str, int] = {}
        for w in words:
            counted[w] = counted.get(w, 0) + 1
        return separator.join(w if n == 1 else f"{w} ×{n}" for w, n in counted.items())

    def record(self, data: dict, kind: str = "", skip: Iterable[str] = ()) -> str:
        """A record (a player, a house...) as ``Label value · Label value``."""
        hidden = set(self._attr("HIDDEN_FIELDS", ())) | set(skip)
        parts = []
        for field, v in data.items():
            if field in hidden or v is None or v is False or v == [] or v == {}:
                continue
            parts.append(f"{self.label(field)}: {self.value(field, v, kind)}")
        return " · ".join(parts) if parts else "—"

    def _named_record(self, item: dict, kind: str = "") -> str:
        """A record inside a record: ``Name (Label: value · …)``."""
        key = next((k for k in LABEL_FIELDS if item.get(k) is not None), None)
        if key is None:
            return self.record(item, kind)
        rest = self.record(item, kind, skip=(key,))
        name = self.word(key, item[key], kind)
        return name if rest == "—" else f"{name} ({rest})"

    # --- buttons -----------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """The action's name and its parameters as names ("Play X at La Scala")."""
        if self.namer is None:
            return super().action_label(action)
        kind = action.kind
        params = action.model_dump(exclude={"kind"})
        if self.namer is not None and hasattr(self.namer, "action_params"):
            params = self.namer.action_params(kind, params, self._view_data())
        template = params.pop("_template", f"action.{self.game_id}.{kind}")
        words = {k: self.value(k, v, kind, skip_zero=True) for k, v in params.items()}
        if has_text(CONTEXT, template):
            return _tr(template, **words)
        code = f"{self.game_id}.action.{kind}"
        name = self.text(code) if has_text(self.game_id, code) else humanise(kind).capitalize()
        details = ", ".join(self._param_phrase(kind, k, params[k], words[k]) for k in params)
        return f"{name}: {details}" if details else name

    def _param_phrase(self, kind: str, field: str, raw: Any, word: str) -> str:
        for code in (f"param.{kind}.{field}", f"param.{field}"):
            if has_text(CONTEXT, code):
                return _tr(code, value=word)
        named = (
            isinstance(raw, str)
            or (isinstance(raw, (list, tuple)) and all(isinstance(i, str) for i in raw))
            or (isinstance(raw, int) and self._is_seat(field))
        )
        return word if named else f"{self.label(field).lower()} {word}"

    def button_labels(self, actions: list[Action]) -> list[str]:
        """Labels of the buttons; identical labels are numbered (never raw parameters)."""
        if self.namer is None:
            return super().button_labels(actions)
        labels = [self.action_label(a) for a in actions]
        out = []
        for index, label in enumerate(labels):
            if labels.count(label) > 1:
                label = f"{label} ({labels[: index + 1].count(label)})"
            out.append(label)
        return out

    def _view_data(self) -> Any:
        data = getattr(self, "_data", None)
        if data is None and self.view_model is not None:
            data = to_jsonable(self.view_model)
        return data

    @property
    def buttons(self) -> list[Action]:
        """Every legal action is a button (this board knows no gestures)."""
        return self.legal

    def _button_rows(self, labels: list[str]) -> list[float]:
        rows = []
        for start in range(0, len(labels), self.button_columns):
            chunk = labels[start : start + self.button_columns]
            # Measured in the button's own font (ButtonItem: body size, bold, sans).
            tallest = max(
                text_height(t, TEXT_BODY, BUTTON_W - 14, True, serif=False) for t in chunk
            )
            rows.append(max(BUTTON_MIN_H, tallest + 14))
        return rows

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Put the buttons on top, under the title, where they are seen first."""
        top = getattr(self, "_buttons_top", 110.0)
        labels = getattr(self, "_labels", None)
        if labels is None or len(labels) != len(actions):
            labels = self.button_labels(actions)
        heights = self._button_rows(labels)
        out: list[Spec] = []
        y = top
        for index, (action, label) in enumerate(zip(actions, labels, strict=True)):
            row, col = divmod(index, self.button_columns)
            if col == 0 and row > 0:
                y += heights[row - 1] + BUTTON_GAP
            out.append(
                ButtonSpec(
                    id=f"button.{index}",
                    x=24 + col * (BUTTON_W + BUTTON_GAP),
                    y=y,
                    text=label,
                    action=action,
                    w=BUTTON_W,
                    h=heights[row],
                )
            )
        return out

    # --- the summary -------------------------------------------------------------------
    def rows(self, data: dict) -> list[tuple[str, str, str]]:
        """``(id, label, text)`` lines of the summary: one per field, one per record."""
        hidden = set(self._attr("HIDDEN_FIELDS", ()))
        first = [f for f in self._attr("FIRST_FIELDS", ()) if f in data]
        ordered = {f: data[f] for f in first} | data
        out: list[tuple[str, str, str]] = []
        for field, value in ordered.items():
            if field in hidden:
                continue
            if self.namer is None:
                out.append((field, field, summarise(value)))
                continue
            records = isinstance(value, list) and value and all(isinstance(v, dict) for v in value)
            if records and len(value) <= 12:
                out.append((field, self.label(field), ""))
                for index, item in enumerate(value):
                    heading, used = self._heading(field, index, item)
                    line = self.record(item, skip=(used,) if used else ())
                    out.append((f"{field}.{index}", heading, line))
                continue
            names = self._attr("VECTOR_FIELDS", {}).get(field)
            if (
                names
                and isinstance(value, list)
                and len(names) == len(value)
                and all(isinstance(v, list) for v in value)
            ):
                out.append((field, self.label(field), ""))
                for index, (code, items) in enumerate(zip(names, value, strict=True)):
                    heading = "   " + (self._name(code) or humanise(code))
                    line = self.value(field + ".item", items)
                    out.append((f"{field}.{index}", heading, line))
                continue
            out.append((field, self.label(field), self.value(field, value)))
        return out

    def _heading(self, field: str, index: int, item: dict) -> tuple[str, str | None]:
        """The row heading of a record and the field it used."""
        if field in self._attr("SEAT_LISTS", ()) and index < len(self.seats):
            return "   " + self.seat_name(index), None
        for key in LABEL_FIELDS:
            if key in item and item[key] is not None:
                return "   " + self.word(key, item[key]), key
        return f"   {index + 1}", None

    def describe(self, view: Any) -> Iterable[Spec]:
        """Summarise the view: the moves first, then each field in words."""
        data = to_jsonable(view)
        if not isinstance(data, dict):
            data = {"view": data}
        self._data = data
        specs: list[Spec] = [
            LabelSpec(
                id="title",
                x=24,
                y=14,
                text=game_title(self.game_id),
                size=18,
                bold=True,
                colour=GOLD_LIGHT,
            ),
            LabelSpec(
                id="note",
                x=24,
                y=50,
                size=9.5,
                colour=CREAM,
                width=WIDTH - 48,
                text=QCoreApplication.translate(
                    "GenericBoard",
                    "This game has no board of its own yet: here is what "
                    "{player} can see, and every move allowed now.",
                ).format(player=self.seat_name(self.viewer)),
            ),
        ]
        y = 84.0
        self._labels = None
        if self.buttons:
            moves = QCoreApplication.translate("GenericBoard", "Moves allowed now")
            specs.append(
                LabelSpec(id="moves", x=24, y=y, size=11, bold=True, colour=GOLD_LIGHT, text=moves)
            )
            self._labels = self.button_labels(self.buttons)
            heights = self._button_rows(self._labels)
            self._buttons_top = y + 26
            y += 26 + sum(heights) + BUTTON_GAP * (len(heights) - 1) + 16
        prepare = self._attr("prepare", None)
        shown = prepare(data) if prepare is not None else data
        for key, label, line in self.rows(shown):
            specs.append(
                LabelSpec(
                    id=f"key.{key}",
                    x=24,
                    y=y,
                    text=label,
                    size=10,
                    bold=not label.startswith(" "),
                    colour=GOLD_LIGHT,
                    width=KEY_WIDTH - 8,
                )
            )
            if line:
                specs.append(
                    LabelSpec(
                        id=f"field.{key}",
                        x=24 + KEY_WIDTH,
                        y=y,
                        text=line,
                        size=10,
                        width=WIDTH - KEY_WIDTH - 48,
                    )
                )
            height = max(
                text_height(label, 10, KEY_WIDTH - 8, True),
                text_height(line, 10, WIDTH - KEY_WIDTH - 48) if line else 0,
            )
            y += height + 5
        specs.insert(
            0,
            ZoneSpec(
                id="summary", x=0, y=0, z=-1, w=WIDTH, h=y + 10, target=False, fill="#2a170dcc"
            ),
        )
        return specs
