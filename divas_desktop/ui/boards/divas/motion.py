"""How the Divas board follows a move (its own or the computer's), through the framework's
animation queue: the card glides to its house, Applause bars float "+2", the Diva hops
key by key, notes pop or flip, a sent note flies to its house, the two icons of a used
black key pulse, an instrument flies to the Orchestra, a new opera turns face up.

Everything is drawn at its final place by the sync; these only let items travel there.
The events of the last move (``Board.play_events``) say what happened; what the viewer
saw before (the board's memory) says where things were.

A move is followed in beats (:func:`beats`): a closing and its scoring, the Palco Reale
applauding (each guest's points written on the guest, who stays until the beat ends),
the new guests, the new opera and the final count each get a moment of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF

from ....core.types import Event
from ....games.divas.houses import HOUSE_OF
from ....games.divas.views import DivasView
from ...board import Board
from ...board.beats import Beat, cut, labelled
from ...board.motion import animate_changes
from ...board.specs import Spec
from ...theme import GOLD_LIGHT
from .gestures import black_id, diva_id
from .layout import FIGURE_Y, HOUSE_Y, KEY_W, NOTE_Y, OPP_Y, RIGHT_X, house_x, key_centre
from .table import points_of
from .texts import DIVA_CODES, DivasTexts

HOP_MS = 150
"""One key of a Diva's hop."""
FLIGHT_MS = 420
"""A note flying from the piano to its house, an instrument to the Orchestra."""
FINAL_ROW_MS = 320
"""One line of the final scoring fading in."""
SEATS = {code: seat for seat, code in enumerate(DIVA_CODES)}
"""The seat of each diva named in an event."""
MOMENTS = {
    "divas.opera_closed": "closing",
    "divas.palco_scored": "palco",
    "divas.palco_token_used": "palco",
    "divas.palco_guest": "guests",
    "divas.opera_revealed": "opera",
    "divas.game_over_deck_exhausted": "end",
    "divas.game_over_fifth_opera": "end",
}
"""Events that open a beat of their own (the others join the beat of their step)."""
PERSONALITY = "div.pr."
"""The ids of the Palco Reale's guests (the engine's personality ids)."""
MAJOR = frozenset({"closing", "palco", "end"})
"""Beats that decide the game and stay longer: a closing, the Palco Reale, the end."""
UNWRITTEN = frozenset(
    {"divas.turn_started", "divas.cards_drawn", "divas.card_drawn_private", "divas.last_turn"}
)
"""Events a beat does not write on the table (the log has them)."""


def beats(
    entries: list,
    place: Callable[[Event], str | None],
    words: Callable[[Event], str],
    seen: Mapping[str, Spec],
) -> list[Beat]:
    """The beats of a move: each step, and in it each closing, Palco Reale scoring, new
    guests, new opera and the final count; the guests as the player saw them (the ones
    who applaud among them) stay with the closed opera until the scoring's beat ends."""
    out = []
    for run in cut(entries, lambda event: MOMENTS.get(event.kind)):
        events = [entry[-1] for entry in run]
        moments = {MOMENTS.get(event.kind) for event in events}
        keep: list[str] = []
        if "palco" in moments:
            keep += [e.params["personality_id"] for e in events if e.kind == "divas.palco_scored"]
            keep += [item_id for item_id in seen if item_id.startswith(PERSONALITY)]
            keep += [f"opera.{e.params['house_id']}" for e in events if "house_id" in e.params]
        out.append(
            Beat(labelled(run, place, words), bool(moments & MAJOR), tuple(dict.fromkeys(keep)))
        )
    return out


def label_place(event: Event) -> str | None:
    """The item a beat writes ``event`` on, when the board knows better than the names
    the event carries (``None``: the default)."""
    params = event.params
    if event.kind in ("divas.palco_scored", "divas.palco_guest"):
        return str(params["personality_id"])
    if event.kind == "divas.palco_token_used":
        return f"palco.{params['house_id']}"
    if event.kind in ("divas.opera_closed", "divas.opera_revealed"):
        return f"opera.{params['house_id']}"
    seat = SEATS.get(params.get("player", ""), -1)
    if event.kind in ("divas.applause_converted", "divas.vp_gained") and seat >= 0:
        return f"vp.{seat}"
    return None


class DivasMotion:
    """The animations of the Divas board, from the events of the last move.

    It drives the framework's side of the board (its animation queue and items, which
    :func:`~divas_desktop.ui.board.motion.animate_changes` takes whole), so it holds the
    framework's :class:`Board`, never the Divas board class.
    """

    def __init__(self, board: Board, texts: DivasTexts) -> None:
        self.board = board
        self.texts = texts
        self.events: list[Event] = []
        self.points: dict[int | None, tuple[int, int]] = {}
        """The VP each viewer last saw on the track (for the floating "+9 VP")."""

    def record(self, entries: list) -> None:
        """Keep the events of a move until the next sync draws it."""
        self.events += [event for _step, _seat, event in entries]

    def follow(
        self, view: DivasView, seen: Mapping[str, Spec], before: Mapping[str, QPointF], bottom: int
    ) -> None:
        """Queue the animations from what the viewer ``seen`` to the table now (``bottom``:
        the diva drawn at the bottom)."""
        board = self.board
        events, self.events = self.events, []
        queue = board.animations
        if queue.factor() <= 0:
            return
        own: set[str] = set()
        hops: list[tuple[str, list[QPointF]]] = []
        flights: list[tuple[str, QPointF]] = []
        pulses: list[str] = []
        flips: list[str] = []
        for event in events:
            params = event.params
            seat = SEATS.get(params.get("player", ""), -1)
            if event.kind == "divas.diva_moved" and seat >= 0:
                old = seen.get(diva_id(seat))
                if old is not None:
                    start = int(round((old.x + 12 - KEY_W / 2) / KEY_W))
                    end = params["key"]
                    step = 1 if end > start else -1
                    stops = [QPointF(key_centre(k) - 12, FIGURE_Y) for k in range(start, end, step)]
                    hops.append((diva_id(seat), stops))
                    own.add(diva_id(seat))
            elif event.kind == "divas.note_sent" and seat >= 0:
                house = params["house_id"]
                slot = len(next(h for h in view.houses if h.house == house).notes_sent[seat]) - 1
                token = f"sent.{house}.{seat}.{max(0, slot)}"
                flights.append((token, QPointF(key_centre(params["key"]) - 10, NOTE_Y)))
                own.add(token)
            elif event.kind == "divas.note_flipped":
                flips.append(f"note.{params['key']}")
            elif event.kind == "divas.black_key_chosen":
                pulses.append(black_id(params["black"]))
            elif event.kind in (
                "divas.card_played",
                "divas.timeline_played",
                "divas.timeline_free",
            ):
                card = params.get("card_id", "")
                if card and card not in seen and seat >= 0:  # from a hand the viewer cannot see
                    flights.append((card, _hand_point(seat, bottom)))
                    own.add(card)
            elif event.kind == "divas.instrument_placed" and seat >= 0:
                instrument = params["instrument_id"]
                row = view.orchestra.get(instrument, [])
                token = f"orchestra.{instrument}.{max(0, len(row) - 1)}"
                index = [h.house for h in view.houses].index(HOUSE_OF[instrument])
                flights.append((token, QPointF(house_x(index) + 4, HOUSE_Y + 2)))
                own.add(token)
            elif event.kind == "divas.opera_revealed":
                flips.append(f"opera.{params['house_id']}")
        now = [item.spec for i in board.item_ids() if (item := board.item(i)) is not None]
        animate_changes(board, seen, before, [s for s in now if s.id not in own])
        for item_id, origin in flights:
            item = board.item(item_id)
            if item is not None:
                queue.glide(item, origin, FLIGHT_MS)
        for item_id in flips:
            item = board.item(item_id)
            if item is not None:
                queue.flip_in(item)
        self._float_points(view)
        if view.final and "final" not in seen:
            self._final_step_by_step()
        if hops or pulses:
            queue.beat()  # the Diva hops once the card has landed, then her key lights
        for item_id, stops in hops:
            item = board.item(item_id)
            if item is not None and stops:
                queue.travel(item, stops, HOP_MS, hop=14)
        if pulses:
            queue.beat()
        for item_id in pulses:
            item = board.item(item_id)
            if item is not None:
                queue.pulse(item)

    def _final_step_by_step(self) -> None:
        """The final scoring appears line by line, as the players would count it."""
        board = self.board
        queue = board.animations
        found = (board.item(i) for i in board.item_ids() if i.startswith("final."))
        rows = sorted(
            (item for item in found if item is not None),
            key=lambda item: (item.spec.y, item.spec.x),
        )
        last_y = None
        for item in rows:
            if item.spec.y != last_y:
                queue.beat()
                last_y = item.spec.y
            queue.fade_in(item, FINAL_ROW_MS)

    def _float_points(self, view: DivasView) -> None:
        """Float "+9 VP" beside a diva's marker on the track when her score changes."""
        board = self.board
        now = (points_of(view, 0), points_of(view, 1))
        old = self.points.get(board.viewer)
        self.points[board.viewer] = now
        if old is None:
            return
        for seat in (0, 1):
            marker = board.item(f"vp.{seat}")
            change = now[seat] - old[seat]
            if marker is None or not change:
                continue
            text = ("+" if change > 0 else "−") + f"{abs(change)} " + self.texts("vp.unit")
            board.animations.float_text(
                board, QPointF(marker.spec.x, marker.spec.y + 18), text, GOLD_LIGHT
            )


def _hand_point(seat: int, bottom: int) -> QPointF:
    """Where a card leaves a hand the viewer sees as backs."""
    if seat == bottom:
        return QPointF(40, 560)
    return QPointF(RIGHT_X + 40, OPP_Y + 24)
