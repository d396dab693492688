"""The Battle of the Divas board (with Palco Reale): the four opera houses, the piano, the
Timeline, the Orchestra, the Palco Reale, the hands and piles.

The diva at the screen sees her own side of every house and her tessitura at the bottom;
in pass-and-play the table turns with the curtain. Every decision is a gesture:

* a hand card dragged onto a house (Phase 1, an event's extra play) or onto the open end
  of the Timeline; a Timeline card dragged *k* places (k steps, one gesture);
* the Diva dragged to a highlighted key, or a highlighted key clicked;
* a black key, a house's Fame track, an Applause bar or a key clicked when it is
  highlighted (black key, Fame, Applause, drain, place/flip/remove a note);
* a tessitura end dragged one key outward (or, the rival's, inward);
* a note dragged from the piano to the house of the instrument in use;
* buttons only for "Close & score" on the house, "Skip the remaining actions" and "Done".

Layout and pieces: ``divas_layout`` (where), ``divas_houses``, ``divas_piano``,
``divas_table``, ``divas_prompt`` (what), ``divas_*items`` (how they are drawn),
``divas_motion`` (how a move is followed), ``divas_demo`` (screenshots).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Action
from ....games.divas.actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
    Done,
    Drain,
    Fame,
    Move,
    PlaceNote,
    PlayCard,
    RemoveNote,
    SendNote,
    Shift,
    Shrink,
    Tessitura,
    Timeline,
)
from ....games.divas.data import COLOURS, Opera, load
from ....games.divas.views import ClosedOperaView, DivasView
from ....i18n.translate import current_language
from ...board import Board, ButtonSpec, CardFace, GestureKey, LabelSpec, Spec, hand_fan
from ...board.items import SeatBadge
from .cards import (
    HOUSE_INSTRUMENT,
    INSTRUMENT_HOUSE,
    bt,
    card_backs,
    card_data,
    card_spec,
    gt,
)
from .house_items import NoteTokenSpec
from .houses import APPLAUSE_W, applause_id, fame_track_id, house_id, house_specs
from .items import DivaCardSpec, DivasPileSpec, HotspotSpec
from .kinds import DIVAS_ITEM_TYPES
from .layout import (
    BLACK_H,
    BLACK_W,
    HAND_W,
    HAND_X,
    HAND_Y,
    HOUSE_Y,
    KEY_H,
    KEY_W,
    KEYS_Y,
    PROMPT_W,
    PROMPT_X,
    Sides,
    house_x,
    key_centre,
    key_x,
)
from .motion import DivasMotion
from .paint import DIVA_COLOURS, DIVA_LETTERS, DIVA_SHAPES
from .piano import (
    action_name,
    black_id,
    black_x,
    diva_id,
    handle_id,
    key_id,
    note_id,
    piano_specs,
)
from .piano_items import DivaFigureSpec, HandleSpec
from .prompts import BUTTONS_Y, prompt_specs
from .spread import spread_specs
from .table import (
    TIMELINE_END,
    opponent_specs,
    orchestra_specs,
    palco_specs,
    piles_specs,
    timeline_specs,
    vp_specs,
)

DIVA_CODES = ("divas.diva.callas", "divas.diva.tebaldi")
READY_SPECS = (DivaCardSpec, DivaFigureSpec, HandleSpec, NoteTokenSpec)
"""The pieces that wear a gold halo (``ready``) when the viewer may move them now."""


class DivasBoard(Board):
    """Draws a Battle of the Divas player view and turns gestures into its actions."""

    seat_colours = DIVA_COLOURS
    item_types = DIVAS_ITEM_TYPES
    animate_changes = False  # divas_motion follows each move itself (hops, flights, pulses)

    def __init__(self, game_id: str = "divas", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.bottom = 0
        """The diva drawn at the bottom: the viewer, else the last one who looked."""
        self.palco_on = False
        self.motion = DivasMotion(self)
        self._memos: dict[str, tuple[Any, list[Spec]]] = {}

    def memo(self, name: str, key: Any, build: Callable[[], list[Spec]]) -> list[Spec]:
        """The specs of one part of the table, built again only when ``key`` changes."""
        hit = self._memos.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        specs = build()
        self._memos[name] = (key, specs)
        return specs

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    # --- who is who ------------------------------------------------------------------
    @staticmethod
    def seat_shape(seat: int) -> str:
        """Callas a circle, Tebaldi a square (with her colour and letter)."""
        return DIVA_SHAPES[seat % 2]

    def diva_badge(self, seat: int) -> SeatBadge:
        """(colour, shape, letter) of the diva at ``seat``: C for Callas, T for Tebaldi."""
        return DIVA_COLOURS[seat], DIVA_SHAPES[seat], DIVA_LETTERS[seat]

    def diva_name(self, seat: int) -> str:
        """Maria Callas or Renata Tebaldi."""
        return gt(DIVA_CODES[seat])

    def sides(self, view: DivasView) -> Sides:
        """The viewer at the bottom; a public view keeps the last viewer's side (behind the
        curtain: the side of the diva to move)."""
        if view.seat is not None:
            self.bottom = view.seat
        elif self._covered and len(view.to_move) == 1:
            # Behind the curtain the table already turns to the diva about to look: raising
            # it then changes only her own cards, not every piece on the table.
            self.bottom = view.to_move[0]
        return Sides.of(self.bottom)

    # --- data the board reads (printed, not rules) -----------------------------------------
    @staticmethod
    def opera_data(opera_id: str) -> Opera:
        """The printed opera card."""
        return load().operas[opera_id]

    @staticmethod
    def card_instrument(card_id: str) -> str:
        """The instrument printed on a Diva card."""
        return card_data(card_id).instrument

    @staticmethod
    def action_name(code: str) -> str:
        """The name of a black key's action."""
        return action_name(code)

    @staticmethod
    def vp_unit() -> str:
        """The unit of victory points (VP, PV)."""
        return bt("vp.unit")

    def fame_text(self, fame: int) -> str:
        """Where a Fame counter stands, in words."""
        if fame == 0:
            return bt("fame.even")
        return bt("fame.leans", count=abs(fame), player=self.diva_name(0 if fame > 0 else 1))

    @staticmethod
    def points_of(view: DivasView, seat: int) -> int:
        """A diva's VP on the track (her final total once the game is over)."""
        if view.final:
            return sum(line.points for line in view.final[seat])
        return view.divas[seat].vp

    def closed_face(self, closed: ClosedOperaView) -> CardFace:
        """A closed opera for the inspector: who closed it and what each diva gained."""
        lines = [
            bt("closed.applause", player=self.diva_name(s), points=closed.applause[s])
            for s in (0, 1)
        ]
        for seat in (0, 1):
            if closed.fame_steps[seat]:
                lines.append(
                    bt("closed.fame", player=self.diva_name(seat), count=closed.fame_steps[seat])
                )
        if closed.placed == "instrument":
            lines.append(
                bt(
                    "closed.instrument",
                    player=self.diva_name(closed.placed_by),
                    instrument=f"divas.instrument.{HOUSE_INSTRUMENT[closed.house]}",
                    bonus=bt(f"bonus.{closed.bonus}"),
                    x=closed.bonus_x,
                )
            )
        elif closed.placed == "conductor":
            lines.append(bt("closed.conductor", player=self.diva_name(closed.placed_by)))
        elif closed.placed == "tie":
            lines.append(bt("closed.tie"))
        for seat, person, points in closed.palco:
            key = load().personalities[person].key
            lines.append(
                bt(
                    "closed.palco",
                    player=self.diva_name(seat),
                    personality=f"divas.personality.{key}",
                    points=points,
                )
            )
        return CardFace(
            title=gt(f"divas.opera.{closed.opera}"),
            subtitle=gt(f"divas.house.{closed.house}"),
            band=bt("closed.band", turn=closed.turn),
            accent="#8a1c24",
            mark="♪",
            text=bt("closed.by", player=self.diva_name(closed.closer)),
            lines=tuple(lines),
        )

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: DivasView) -> Iterable[Spec]:
        """The whole table as ``view.seat`` may see it, the viewer's side at the bottom."""
        sides = self.sides(view)
        self.palco_on = view.palco_reale
        acting = view.seat is not None and view.seat in view.to_move
        language = current_language()
        divas = view.divas
        top, bottom = divas[sides.top], divas[sides.bottom]
        specs: list[Spec] = []
        # Each part of the table is rebuilt only when what it shows has changed.
        memo = self.memo
        specs += memo("vp", (divas, view.final, language), lambda: vp_specs(self, view))
        specs += house_specs(self, view, sides)
        specs += memo(
            "opponent",
            (top, sides, view.to_move, self.seats, language),
            lambda: opponent_specs(self, view, sides),
        )
        specs += memo(
            "orchestra",
            (view.orchestra, [d.conductor_placed for d in divas], view.palco_reale, language),
            lambda: orchestra_specs(self, view),
        )
        specs += memo(
            "palco",
            (view.palco_row, view.palco_used, view.palco_deck_count, view.palco_reale, language),
            lambda: palco_specs(self, view),
        )
        shifting = acting and any(isinstance(a, Shift) for a in self.legal)
        open_end = acting and any(isinstance(a, Timeline) for a in self.legal)
        specs += memo(
            "timeline",
            (view.timeline, view.timeline_scoring, shifting, open_end, language),
            lambda: timeline_specs(self, view, shifting, open_end),
        )
        specs += memo(
            "piano",
            (
                view.piano,
                divas,
                view.phase,
                view.black_key,
                view.remaining_actions,
                sides,
                language,
            ),
            lambda: piano_specs(self, view, sides),
        )
        specs += self._hand(view, sides, acting)
        specs += memo(
            "piles",
            (bottom, view.opera_deck_count, view.closed, sides, language),
            lambda: piles_specs(self, view, sides),
        )
        specs += prompt_specs(self, view, sides)
        if acting and view.phase == "move":
            specs += self._moves(view, sides)
        specs += self._spread(specs)
        return self._ready(specs) if acting else specs

    def _spread(self, specs: list[Spec]) -> list[Spec]:
        """The discard pile opened over the board, if one is (see ``divas_spread``)."""
        opened = next((s for s in specs if s.id == self.expanded), None)
        if not isinstance(opened, DivasPileSpec) or not opened.spread:
            return []
        width, height = self.design_size or (1010.0, 660.0)
        return spread_specs(opened, width, height)

    def opens_in_full(self, item_id: str) -> bool:
        """A discard pile opens over the board as the hand is drawn (its cards readable)."""
        item = self.item(item_id)
        if item is not None and isinstance(item.spec, DivasPileSpec) and item.spec.spread:
            return True
        return super().opens_in_full(item_id)

    def _ready(self, specs: list[Spec]) -> list[Spec]:
        """Give the pieces on the table the viewer may move now their halo."""
        movable = {item for item, _target in self.legal_keys()}
        return [
            replace(s, ready=True)
            if s.id in movable and isinstance(s, READY_SPECS) and s.id not in self.view_model.hand
            else s
            for s in specs
        ]

    def _hand(self, view: DivasView, sides: Sides, acting: bool) -> list[Spec]:
        if view.seat is None:  # the public table: the hand at the bottom is backs
            diva = view.divas[sides.bottom]
            letter = self.diva_badge(sides.bottom)[2]
            colour = COLOURS[sides.bottom]
            return list(
                card_backs(
                    f"hand.{sides.bottom}",
                    diva.hand_count,
                    HAND_X + 8,
                    HAND_Y + 20,
                    300,
                    colour,
                    letter,
                    64,
                    90,
                )
            )
        cards = [card_spec(c, 0, 0, "hand", movable=acting) for c in view.hand]
        return hand_fan(cards, x=HAND_X + 4, y=HAND_Y, width=HAND_W - 8, lift=14)

    def _moves(self, view: DivasView, sides: Sides) -> list[Spec]:
        """Click spots on the keys the Diva may reach, and the jump over the other diva."""
        specs: list[Spec] = []
        me = view.seat
        assert me is not None
        here = view.divas[me].key
        other = view.divas[1 - me].key
        for action in self.legal:
            if not isinstance(action, Move):
                continue
            specs.append(
                HotspotSpec(
                    id=f"click.move.{action.key}",
                    x=key_x(action.key) + 3,
                    y=KEYS_Y + BLACK_H + 2,
                    w=KEY_W - 6,
                    h=KEY_H - BLACK_H - 4,
                    z=8,
                    action=action,
                    text=bt("click.move", note=load().piano.white_keys[action.key].note),
                    tooltip=bt("click.move", note=load().piano.white_keys[action.key].note),
                )
            )
            if abs(action.key - here) > view.allowance:  # DIV-038: passes over her rival
                specs.append(
                    LabelSpec(
                        id="move.passover",
                        x=key_centre(other) - 10,
                        y=KEYS_Y - 16,
                        z=9,
                        text="↷" if action.key > here else "↶",
                        size=16,
                        bold=True,
                        colour="#ffffff",
                        tooltip=bt("passover"),
                    )
                )
        return specs

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a click spot or a button)."""
        view = self.view_model
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
            house = self._instrument_house(view)
            return (note_id(action.key), house_id(house)) if house else None
        if isinstance(action, Tessitura) and action.side != "none":
            low, high = view.divas[me].tessitura
            return handle_id(me, action.side), key_id(low - 1 if action.side == "low" else high + 1)
        if isinstance(action, Shrink):
            low, high = view.divas[1 - me].tessitura
            return handle_id(1 - me, action.side), key_id(
                low + 1 if action.side == "low" else high - 1
            )
        if isinstance(action, Shift):
            index = view.timeline.index(action.card)
            return action.card, view.timeline[index + action.direction]
        return None

    @staticmethod
    def _instrument_house(view: DivasView) -> str | None:
        """The house of the instrument among the black key's actions left (DIV-051)."""
        return next(
            (INSTRUMENT_HOUSE[c] for c in view.remaining_actions if c in INSTRUMENT_HOUSE), None
        )

    def gesture_sequence(self, item_id: str, target_id: str) -> list[Action] | None:
        """A Timeline card dropped *k* places away: *k* steps of that card, in order."""
        view = self.view_model
        if not isinstance(view, DivasView) or item_id not in view.timeline:
            return None
        if target_id not in view.timeline or target_id == item_id:
            return None
        k = view.timeline.index(target_id) - view.timeline.index(item_id)
        step = Shift(card=item_id, direction=1 if k > 0 else -1)
        return [step] * abs(k)

    def drop(self, item_id: str, target_id: str, at: QPointF | None = None) -> None:
        """A Timeline card dropped further than the steps left is refused, not half-moved."""
        view = self.view_model
        if (
            isinstance(view, DivasView)
            and item_id in view.timeline
            and target_id in view.timeline
            and target_id not in self.sequence_targets(item_id)
            and target_id not in {t for i, t in self.legal_keys() if i == item_id}
        ):
            self.cancel_pick()
            self.settle()
            self.refused_locally.emit("shift_too_far")
            return
        super().drop(item_id, target_id, at)

    def sequence_targets(self, item_id: str) -> list[str]:
        """The Timeline places a card may be moved to with the steps left."""
        view = self.view_model
        if not isinstance(view, DivasView) or view.task is None or view.task.op != "shift":
            return []
        if item_id not in view.timeline or not any(isinstance(a, Shift) for a in self.legal):
            return []
        here = view.timeline.index(item_id)
        reach = view.task.count
        return [c for i, c in enumerate(view.timeline) if c != item_id and abs(i - here) <= reach]

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when it is not legal, so the engine says why."""
        view = self.view_model
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

    # --- click spots and buttons ------------------------------------------------------------
    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Click spots on the table for clicks; Close & score on its house; Skip/Done by
        the panel."""
        view = self.view_model
        out: list[Spec] = []
        rest: list[Action] = []
        if not isinstance(view, DivasView) or view.seat is None:
            return super().button_specs(actions, specs)
        me = view.seat
        sides = Sides.of(self.bottom)
        houses = [h.house for h in view.houses]
        for action in actions:
            spot = self._spot(action, view, me, sides, houses)
            if spot is not None:
                out.append(spot)
            else:
                rest.append(action)
        panel: list[Action] = []
        for action in rest:
            if isinstance(action, CloseOpera):
                index = houses.index(action.house)
                out.append(
                    ButtonSpec(
                        id=f"button.close.{action.house}",
                        x=house_x(index) + 12,
                        y=HOUSE_Y + 136,
                        z=20,
                        w=124,
                        h=28,
                        text=bt("close"),
                        action=action,
                    )
                )
            else:
                panel.append(action)
        for index, action in enumerate(panel):
            width = (PROMPT_W - 16 - 8 * (len(panel) - 1)) / max(1, len(panel))
            out.append(
                ButtonSpec(
                    id=f"button.{action.kind}.{index}",
                    x=PROMPT_X + 8 + index * (width + 8),
                    y=BUTTONS_Y,
                    z=20,
                    w=width,
                    h=30,
                    text=self.action_label(action),
                    action=action,
                )
            )
        return out

    def _spot(
        self, action: Action, view: DivasView, me: int, sides: Sides, houses: list[str]
    ) -> HotspotSpec | None:
        """The click spot of an action played by clicking the table, if it has one."""
        if isinstance(action, ChooseBlackKey):
            black = next(b for b in load().piano.black_keys if b.index == action.black)
            return HotspotSpec(
                id=f"click.{black_id(action.black)}",
                x=black_x(black.between) - 3,
                y=KEYS_Y - 3,
                w=BLACK_W + 6,
                h=BLACK_H + 6,
                z=8,
                hatch=False,
                action=action,
                text=self.action_label(action),
                tooltip=self.action_label(action),
            )
        if isinstance(action, Fame):
            index = houses.index(action.house)
            return HotspotSpec(
                id=f"click.{fame_track_id(action.house)}",
                x=house_x(index) + 141,
                y=HOUSE_Y + 85,
                w=22,
                h=104,
                z=8,
                action=action,
                text=self.action_label(action),
                tooltip=self.action_label(action),
            )
        if isinstance(action, Applause | Drain):
            seat = me if isinstance(action, Applause) else 1 - me
            index = houses.index(action.house)
            y = HOUSE_Y + (240 if seat == sides.bottom else 25)
            return HotspotSpec(
                id=f"click.{applause_id(action.house, seat)}",
                x=house_x(index) + 1,
                y=y - 3,
                w=APPLAUSE_W + 4,
                h=24,
                z=8,
                action=action,
                text=self.action_label(action),
                tooltip=self.action_label(action),
            )
        if isinstance(action, PlaceNote | RemoveNote):
            return HotspotSpec(
                id=f"click.key.{action.key}",
                x=key_x(action.key) + 3,
                y=KEYS_Y + BLACK_H + 2,
                w=KEY_W - 6,
                h=KEY_H - BLACK_H - 4,
                z=8,
                action=action,
                text=self.action_label(action),
                tooltip=self.action_label(action),
            )
        return None

    def action_label(self, action: Action) -> str:
        """Button and click-spot texts, with the note, house or side named."""
        view = self.view_model
        task = view.task if isinstance(view, DivasView) else None
        if isinstance(action, Done):
            if task is not None:
                return bt("done.task")
            return bt("done.actions")
        if isinstance(action, Tessitura):
            return bt("tessitura.none")
        if isinstance(action, ChooseBlackKey):
            black = next(b for b in load().piano.black_keys if b.index == action.black)
            return bt(
                "click.black",
                first=self.action_name(black.actions[0]),
                second=self.action_name(black.actions[1]),
            )
        if isinstance(action, Fame):
            return bt("click.fame", house=f"divas.house.{action.house}")
        if isinstance(action, Applause):
            return bt("click.applause", house=f"divas.house.{action.house}")
        if isinstance(action, Drain):
            return bt("click.drain", house=f"divas.house.{action.house}")
        if isinstance(action, PlaceNote):
            note = load().piano.white_keys[action.key].note
            flip = task is not None and task.op == "flip_note"
            return bt("click.flip" if flip else "click.place", note=note)
        if isinstance(action, RemoveNote):
            return bt("click.remove", note=load().piano.white_keys[action.key].note)
        if isinstance(action, CloseOpera):
            return bt("close")
        return super().action_label(action)

    # --- following moves -----------------------------------------------------------------
    def play_events(self, entries: list, redacted_for: int | None = None) -> None:
        """Read the last move's events: marks, and what to animate at the next sync."""
        super().play_events(entries, redacted_for)
        self.motion.record(entries)

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then follow the move: hops, flights, flips, pulses and floating points."""
        seen = self.memory.pictures.get(self.viewer)
        self.animations.refresh_speed()
        moving = seen is not None and self.animations.factor() > 0
        before = (
            {i: QPointF(item.pos()) for i in self.item_ids() if (item := self.item(i)) is not None}
            if moving
            else {}
        )
        changes = super().sync(view, legal_actions)
        if isinstance(view, DivasView) and not self._covered:
            self.motion.follow(view, seen.specs if moving and seen else {}, before)
        return changes
