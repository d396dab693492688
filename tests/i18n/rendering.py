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
CONSTRUCTED: dict[str, tuple[tuple[str, dict[str, Any]], ...]] = {
    "sipario": (
        ("sipario.ev.cover_committed", {"player": 2, "card": "sip.sng.051"}),
        ("sipario.ev.defence_yielded", {"player": 2, "to": 0}),
        ("sipario.ev.discarded_blind", {"player": 0}),
        ("sipario.ev.fool_cancels", {"player": 1, "type": "stagehands_strike"}),
        ("sipario.ev.offer_accepted", {"player": 1, "seller": 0, "gold": 1}),
        ("sipario.ev.offer_choice", {"player": 0, "singers": 1, "actions": 2}),
        ("sipario.ev.offer_made", {"player": 0, "card": "sip.sng.025", "gold": 2, "markers": 1}),
        ("sipario.ev.paparazzo", {"player": 0, "count": 2, "public": False}),
        ("sipario.ev.paparazzo_cards", {"player": 0, "cards": ["sip.sng.031", "sip.sng.066"]}),
        ("sipario.ev.price_card", {"player": 1, "seller": 0, "card": "sip.sng.100"}),
        ("sipario.ev.prima_donna_handed", {"player": 2, "to": 3}),
        ("sipario.ev.title_changed", {"player": 0, "old": "sip.op.11"}),
        ("sipario.ev.title_revealed", {"player": 0, "opera": "sip.op.07"}),
        ("sipario.ev.title_swapped", {"player": 1, "old": "sip.op.20"}),
        ("sipario.ev.took_blind_card", {"player": 0, "card": "sip.act.night_of_grace.2"}),
        ("sipario.ev.took_discard", {"player": 0, "card": "sip.fool", "blind": False}),
        ("sipario.ev.infingardo", {"player": 0, "victim": 1, "gold": 2}),
        ("sipario.ev.offer_cards", {"player": 2, "cards": ["sip.sng.001", "sip.act.claque.1"]}),
        ("sipario.ev.opera_deck_regenerated", {}),
        ("sipario.ev.prima_donna_unpaid", {"player": 1}),
        ("sipario.ev.time_up", {}),
        ("sipario.ev.gossip", {"player": 0, "cards": []}),  # the foyer had nothing
        ("sipario.ev.drew_cards", {"player": 0, "cards": ["sip.act.viral_infection.1"]}),
        ("sipario.ev.discarded", {"player": 1, "card": "sip.act.viral_infection.2"}),
        # The computer players no longer give up a debut or an extra show (issue 35).
        ("sipario.ev.debut_abandoned", {"player": 0}),
        ("sipario.ev.extra_abandoned", {"player": 2}),
        ("sipario.ev.substituted", {"player": 1, "card": "sip.sng.040", "role": "sip.op.07.r2"}),
    ),
    "turandot": (
        ("turandot.card_taken_back", {"player": 1, "card": "tur.p1.n4"}),
        ("turandot.carpenter_hired", {"player": 1}),
        ("turandot.money_returned", {"player": 0}),
        ("turandot.bids_revealed", {}),
        ("turandot.final_scene", {}),
        ("turandot.shared_victory", {"players": [0, 2]}),
    ),
    "divas": (
        ("divas.last_turn", {"player": "divas.diva.tebaldi"}),
        (
            "divas.card_recalled",
            {
                "player": "divas.diva.callas",
                "card": "divas.card.film_artist",
                "card_id": "div.cal.18",
            },
        ),
        ("divas.tessitura_shrunk", {"player": "divas.diva.tebaldi", "low": 2, "high": 7}),
        (
            "divas.timeline_free",
            {
                "player": "divas.diva.callas",
                "card": "divas.card.love_without_borders",
                "card_id": "div.cal.16",
            },
        ),
        ("divas.game_over_deck_exhausted", {}),
        ("divas.game_over_fifth_opera", {}),
        ("divas.game_over_no_cards", {}),
        ("divas.nothing_placed", {"player": "divas.diva.callas"}),
    ),
    "magna": (
        ("magna.first_player_drawn", {"seat": 1}),
        ("magna.game_over", {}),
        (
            "magna.card_played",
            {
                "seat": 1,
                "card": "mag.trade.hand1.01",
                "area": "magna.area.antwerp.cost",
                "discarded": "mag.trade.city1.03",
            },
        ),
    ),
}
"""Per game, events its seeded games rarely reach (or reach in only one shape), taken
from longer random games: every declared kind is rendered and checked."""
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


def events(game_id: str) -> list[Any]:
    """Every event every viewer sees in the seeded games, then the constructed ones."""
    from divas_desktop.core.types import Event

    out = []
    for game in all_played(game_id):
        match = game.match
        for viewer in (None, *range(len(match.seats))):
            out += [event for _step, _seat, event in match.events_for(viewer)]
    out += [Event(kind=kind, params=params) for kind, params in CONSTRUCTED[game_id]]
    return out


def log_lines(game_id: str) -> list[tuple[Any, str]]:
    """(event, line) of every event of :func:`events`, in the current language."""
    from divas_desktop.ui.log_panel import event_text

    names = seats(5)
    return [(event, event_text(game_id, event, names)) for event in events(game_id)]


TEXT_FIELDS = (
    "text",
    "label",
    "title",
    "subtitle",
    "note",
    "notes",
    "caption",
    "tooltip",
    "lines",
    "labels",
    "footer",
    "band",
    "unit",
    "name",
    "place",
)
"""Fields of a spec (the framework's and the boards' own kinds) that hold words a player
reads: drawn on the item, in its tooltip, or on its card face in the inspector."""


def _words(holder: Any) -> list[tuple[str, str]]:
    """(field, text) of the text fields of a spec or a card face."""
    import dataclasses

    out = []
    for attribute in dataclasses.fields(holder):
        if attribute.name not in TEXT_FIELDS:
            continue
        value = getattr(holder, attribute.name)
        values = value if isinstance(value, tuple) else (value,)
        out += [(attribute.name, v) for v in values if isinstance(v, str) and v]
    return out


def board_texts(game_id: str) -> list[tuple[str, str]]:
    """(kind, text) of every word the game's board draws at the positions: each drawn
    item's text and label, its tooltip, title, note and the like, and its card faces
    (the inspector's, a pile's); the kind names the spec class and the field
    ("CardSpec.tooltip", "PileSpec.cards.title", "button")."""
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
                kind = type(spec).__name__
                for name, words in _words(spec):
                    is_button = isinstance(spec, ButtonSpec) and name == "text"
                    out.append(("button" if is_button else f"{kind}.{name}", words))
                for holder, face in _faces(spec):
                    out += [(f"{kind}.{holder}.{name}", words) for name, words in _words(face)]
    return out


def _faces(spec: Any) -> list[tuple[str, Any]]:
    """The card faces a spec carries: its own (the inspector's), a pile's top and cards."""
    import dataclasses

    from divas_desktop.ui.board.specs import CardFace

    out = []
    for attribute in dataclasses.fields(spec):
        value = getattr(spec, attribute.name)
        values = value if isinstance(value, tuple) else (value,)
        out += [(attribute.name, v) for v in values if isinstance(v, CardFace)]
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
            label = dialog.variant_labels.get(name)
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
