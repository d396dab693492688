"""Seeded complete games of every game, rendered as players read them (helpers for tests).

``python tests/i18n/rendering.py it sipario`` prints every distinct line, for reading.
"""

from __future__ import annotations

import html
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from divas_desktop.core import registry  # noqa: E402
from divas_desktop.core.match import Match, SeatInfo  # noqa: E402

SEAT_NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
"""Seat names with no digits, so a bare seat number stands out."""
SETUPS: dict[str, tuple[tuple[int, dict[str, Any], int], ...]] = {
    "sipario": (
        (3, {}, 1),
        (4, {"team_play": True, "last_hour_offer": True, "infingardo": True}, 2),
        (2, {"mode": "timed_30"}, 3),
        (5, {"last_hour_offer": True, "infingardo": True}, 4),
    ),
    "turandot": ((3, {}, 1), (5, {}, 2), (2, {"deck": "dark", "role_order": True}, 3)),
    "divas": ((2, {}, 1), (2, {"palco_reale": True, "timeline_rule": "longest"}, 2)),
    "magna": ((2, {}, 1), (4, {"market_side": "b", "opera_side": "b"}, 2), (3, {}, 3)),
}
"""Per game: (seats, options, seed) of the complete games the tests render."""
GAMES = tuple(SETUPS)
MAX_POSITIONS = 60
"""Board positions kept per match (evenly spread), so a long match stays quick to check."""


@dataclass
class Position:
    """A moment of a match: whose view, and the actions that seat may take."""

    seat: int
    view: Any
    legal: list


@dataclass
class Played:
    """A complete match and the positions sampled along it."""

    match: Match
    positions: list[Position] = field(default_factory=list)


def seats(count: int) -> list[SeatInfo]:
    """Computer seats named without digits."""
    colours = ("#c0392b", "#2471a3", "#d4ac0d", "#1e8449", "#7d3c98")
    return [SeatInfo(name=SEAT_NAMES[i], colour=colours[i], kind="computer") for i in range(count)]


@cache
def played(game_id: str, index: int, every: int = 7) -> Played:
    """Play setup ``index`` of ``game_id`` to its end, keeping every ``every``-th position."""
    count, options, seed = SETUPS[game_id][index]
    game = registry.get(game_id)
    match = Match(game, game.config_type(seats=count, **options), seats(count), seed)
    out = Played(match)
    step = 0
    while match.to_move():
        seat = match.to_move()[0]
        if step % every == 0:
            out.positions.append(Position(seat, match.view(seat), match.legal_actions(seat)))
        match.play_bot(seat)
        step += 1
    if len(out.positions) > MAX_POSITIONS:  # a long match: keep them spread over it
        keep = len(out.positions) / MAX_POSITIONS
        out.positions = [out.positions[int(i * keep)] for i in range(MAX_POSITIONS)]
    return out


def all_played(game_id: str) -> Iterator[Played]:
    """Every setup of ``game_id``, played."""
    for index in range(len(SETUPS[game_id])):
        yield played(game_id, index)


def log_lines(game_id: str) -> list[tuple[Any, str]]:
    """(event, line) of every event every viewer sees, in the current language."""
    from divas_desktop.ui.log_panel import event_text

    out = []
    for game in all_played(game_id):
        match = game.match
        for viewer in (None, *range(len(match.seats))):
            for _step, _seat, event in match.events_for(viewer):
                out.append((event, event_text(game_id, event, match.seats)))
    return out


def board_texts(game_id: str) -> list[tuple[str, str]]:
    """(kind, text) of every button and label the game's board draws at the positions."""
    from divas_desktop.ui.board.specs import ButtonSpec
    from divas_desktop.ui.boards import board_class

    out = []
    for game in all_played(game_id):
        match = game.match
        board = board_class(game_id)(game_id, match.seats)
        for position in game.positions:
            board.set_table(match.seats, position.seat)
            board.sync(position.view, position.legal)
            for item_id in board.item_ids():
                spec = board.item(item_id).spec
                words = getattr(spec, "text", None) or getattr(spec, "label", None)
                if isinstance(words, str) and words:
                    kind = "button" if isinstance(spec, ButtonSpec) else "label"
                    out.append((kind, words))
    return out


def dialog_texts(game_id: str) -> list[tuple[str, str]]:
    """(kind, text) of every option label, value and description of the new-game dialog."""
    from divas_desktop.i18n.options import (
        option_description,
        option_label,
        option_value_description,
        option_value_label,
    )
    from divas_desktop.ui.new_game_dialog import NewGameDialog

    out = []
    game = registry.get(game_id)
    for name, info in game.config_type.model_fields.items():
        if name == "seats":
            continue
        out.append(("option", option_label(game_id, name, info.description)))
        out.append(("about", option_description(game_id, name)))
        for value in getattr(info.annotation, "__args__", ()):
            out.append(("value", option_value_label(game_id, name, value)))
            about = option_value_description(game_id, name, value)
            if about:
                out.append(("value about", about))
    dialog = NewGameDialog(game_ids=[game_id])
    try:
        for name, widget in dialog.variant_widgets.items():
            label = dialog.variants_form.labelForField(widget)
            shown = label.text() if label is not None else name
            out.append(("dialog label", html.unescape(re.sub(r"<[^>]+>", " ", shown))))
            for index in range(getattr(widget, "count", lambda: 0)()):
                out.append(("dialog value", widget.itemText(index)))
            if hasattr(widget, "isChecked"):
                out.append(("dialog about", widget.text()))
    finally:
        dialog.deleteLater()
    return out


def _main(argv: list[str]) -> None:
    from PySide6.QtWidgets import QApplication

    from divas_desktop.i18n.translate import install_translator

    app = QApplication.instance() or QApplication([])
    install_translator(app, argv[0])
    game_id = argv[1]
    seen: dict[str, str] = {}
    for event, line in log_lines(game_id):
        seen.setdefault(event.kind + " " + line, "")
    for key in sorted(seen):
        print(key)
    if len(argv) > 2:
        for kind, words in sorted(set(board_texts(game_id))):
            print(f"[{kind}] {words}")
        for kind, words in dialog_texts(game_id):
            print(f"[{kind}] {words}")


if __name__ == "__main__":
    _main(sys.argv[1:])
