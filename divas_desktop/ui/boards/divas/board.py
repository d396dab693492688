"""The Battle of the Divas board: the :class:`~divas_desktop.ui.board.Board` subclass, the
table of contents of this package (``__init__.py`` lists which module draws what)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ....core.match import SeatInfo
from ....core.types import Action, Event
from ....games.divas.actions import Shift, Timeline
from ....games.divas.views import DivasView
from ....i18n.translate import current_language
from ...board import Board, CardFace, GestureKey, Spec
from ...board.beats import Beat
from ...board.legend import LegendSection
from . import gestures, legend, motion, prompts
from .cards import DivasCards
from .houses import house_specs
from .items import ITEM_TYPES, MARKED_SPECS, DivasPileSpec, with_halos
from .layout import Sides
from .motion import DivasMotion
from .paint import DIVA_COLOURS, DIVA_SHAPES
from .piano import piano_specs
from .table import (
    opponent_specs,
    orchestra_specs,
    palco_specs,
    piles_specs,
    timeline_specs,
    vp_specs,
)
from .texts import DivasTexts


class DivasBoard(Board):
    """Draws a Battle of the Divas player view and turns gestures into its actions."""

    seat_colours = DIVA_COLOURS
    item_types = ITEM_TYPES
    markable = MARKED_SPECS
    button_keys = prompts.KEYS  # the turn-level buttons' letters (tooltips name them)
    animate_changes = False  # motion.py follows each move itself (hops, flights, pulses)

    def __init__(self, game_id: str = "divas", seats: Sequence[SeatInfo] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.texts = DivasTexts(self.seat_name)
        """Every text of the board: its labels and the game's names."""
        self.cards = DivasCards(self.texts)
        """The game's cards as the board draws them."""
        self.bottom = 0
        """The diva drawn at the bottom: the viewer, else the last one who looked."""
        self.motion = DivasMotion(self, self.texts)
        self._memos: dict[str, tuple[Any, list[Spec]]] = {}

    def memo(self, name: str, key: object, build: Callable[[], list[Spec]]) -> list[Spec]:
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
        from .demo import demo_positions  # the engine's computer players: only when asked

        return demo_positions()

    def legend(self) -> list[LegendSection]:
        """The legend of the board's codes, icons and badges (``legend.py``)."""
        return legend.sections(self)

    def asking_rule(self) -> str | None:
        """The clause of what the table asks now (F1 opens the rules reference there)."""
        view = self.view_model
        return prompts.asking_rule(view) if isinstance(view, DivasView) else None

    # --- who is who ------------------------------------------------------------------
    @staticmethod
    def seat_shape(seat: int) -> str:
        """Callas a circle, Tebaldi a square (with her colour and letter)."""
        return DIVA_SHAPES[seat % 2]

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

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: DivasView) -> Iterable[Spec]:
        """The whole table as ``view.seat`` may see it, the viewer's side at the bottom."""
        sides = self.sides(view)
        acting = view.seat is not None and view.seat in view.to_move
        language = current_language()
        divas = view.divas
        top, bottom = divas[sides.top], divas[sides.bottom]
        specs: list[Spec] = []
        # Each part of the table is rebuilt only when what it shows has changed.
        memo = self.memo
        specs += memo("vp", (divas, view.final, language), lambda: vp_specs(self.texts, view))
        specs += house_specs(self, view, sides)
        specs += memo(
            "opponent",
            (top, sides, view.to_move, self.seats, language),
            lambda: opponent_specs(self, view, sides),
        )
        specs += memo(
            "orchestra",
            (view.orchestra, [d.conductor_placed for d in divas], view.palco_reale, language),
            lambda: orchestra_specs(self.texts, view),
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
        specs += self.cards.hand(view, sides, acting)
        specs += memo(
            "piles",
            (bottom, view.opera_deck_count, view.closed, sides, language),
            lambda: piles_specs(self, view, sides),
        )
        specs += prompts.prompt_specs(self.texts, view, sides)
        if acting and view.phase == "move":
            specs += prompts.move_spots(self.texts, view, self.legal)
        specs += self._spread(specs)
        if not acting:
            return specs
        movable = {item for item, _target in self.legal_keys()}
        return with_halos(specs, movable, view.hand)

    def _spread(self, specs: list[Spec]) -> list[Spec]:
        """The discard pile opened over the board, if one is (``DivasCards.spread``)."""
        opened = next((s for s in specs if s.id == self.expanded), None)
        if not isinstance(opened, DivasPileSpec) or not opened.spread:
            return []
        width, height = self.design_size or (1010.0, 660.0)
        return self.cards.spread(opened, width, height)

    def opens_in_full(self, item_id: str) -> bool:
        """A discard pile opens over the board as the hand is drawn (its cards readable)."""
        item = self.item(item_id)
        if item is not None and isinstance(item.spec, DivasPileSpec) and item.spec.spread:
            return True
        return super().opens_in_full(item_id)

    # --- gestures (gestures.py) ------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a click spot or a button)."""
        return gestures.action_key(self.view_model, action)

    def gesture_sequence(self, item_id: str, target_id: str) -> list[Action] | None:
        """A Timeline card dropped *k* places away: *k* steps of that card, in order."""
        return gestures.gesture_sequence(self.view_model, item_id, target_id)

    def sequence_targets(self, item_id: str) -> list[str]:
        """The Timeline places a card may be moved to with the steps left."""
        return gestures.sequence_targets(self.view_model, self.legal, item_id)

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when it is not legal, so the engine says why."""
        return gestures.intent(self.view_model, item_id, target_id)

    def drop(self, item_id: str, target_id: str, at: QPointF | None = None) -> None:
        """A Timeline card dropped further than the steps left is refused, not half-moved."""
        if (
            gestures.along_the_timeline(self.view_model, item_id, target_id)
            and target_id not in self.sequence_targets(item_id)
            and target_id not in {t for i, t in self.legal_keys() if i == item_id}
        ):
            self.cancel_pick()
            self.settle()
            self.refused_locally.emit("shift_too_far")
            return
        super().drop(item_id, target_id, at)

    # --- click spots and buttons (prompts.py) ------------------------------------------------
    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Click spots on the table for clicks; Close & score on its house; Skip/Done by
        the panel."""
        view = self.view_model
        if not isinstance(view, DivasView) or view.seat is None:
            return super().button_specs(actions, specs)
        return prompts.button_specs(self, view, Sides.of(self.bottom), actions)

    def action_label(self, action: Action) -> str:
        """Button and click-spot texts, with the note, house or side named."""
        label = prompts.action_label(self.texts, self.view_model, action)
        return label if label is not None else super().action_label(action)

    # --- following moves (motion.py) ---------------------------------------------------------
    def beats(self, entries: list, seen: Mapping[str, Spec]) -> list[Beat]:
        """A closing, the Palco Reale, new guests, a new opera: each a beat (motion.py)."""
        return motion.beats(entries, self.label_place, self.label_text, seen)

    def card_face(self, card_id: str) -> CardFace | None:
        """A card, opera or guest shown large, drawn on the table or not (a hovered log
        line names only what its viewer may know)."""
        return super().card_face(card_id) or self.cards.named_face(card_id)

    def label_place(self, event: Event) -> str | None:
        """Where a beat writes ``event``: the guest, the house, the VP marker (motion.py)."""
        if event.kind in motion.UNWRITTEN:
            return None
        return motion.label_place(event) or super().label_place(event)

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
            self.motion.follow(view, seen.specs if moving and seen else {}, before, self.bottom)
        return changes
