"""The Turandot board: the :class:`Board` subclass, a table of contents of the package.

Each method says what is drawn or done and hands the work to the module that holds it
(``__init__.py`` lists them): the layout in the 1010×660 design, the parts of the table,
the gestures, the prompts and buttons, the reveal in beats, the words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Action, Event
from ....games.turandot.views import TurandotView
from ...board import Board, CardFace, GestureKey, Spec
from ...board.beats import Beat
from ...board.legend import LegendSection
from ...board.motion import animate_changes
from . import final, gestures, legend, motion, prompts
from .bids import hand_specs, public_hand_specs, reveal_specs
from .cards import card_face
from .company import featured_company, other_company, standings_specs
from .items import ITEM_TYPES
from .layout import OPTIMAL, clockwise_from, other_boxes
from .table import big_pile_specs, casting_specs, firing, last_bids_spec, right_column
from .texts import TurandotTexts, action_words, last_bids


class TurandotBoard(Board):
    """Draws a Turandot player view and turns gestures into Turandot actions."""

    item_types = ITEM_TYPES
    button_keys = prompts.KEYS  # the turn-level buttons' letters (tooltips name them)
    animate_changes = False  # it animates in beats itself: the reveal first, then the rest
    mark_unnamed = False  # cards carry the engine's ids; event_items names the rest

    def __init__(self, game_id: str = "turandot", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.texts = TurandotTexts(self.seat_name)
        """Every word of the board (seats named, counts through the plural)."""
        self.reveals = motion.RevealMemory()
        """The last reveal of the bids, from the public events."""
        self._round_seen: int | None = None
        self._featured: int | None = None
        """The seat whose company is drawn large: the viewer, or who looked last."""
        self._firer_top = 0.0
        """Where the buttons choosing who fires start (under the question)."""

    def legend(self) -> list[LegendSection]:
        """The legend of the board's codes and symbols (``legend.py``)."""
        return legend.sections(self)

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    def asking_rule(self) -> str | None:
        """The clause of what the table asks now (F1 opens the rules reference there)."""
        view = self.view_model
        return prompts.asking_rule(view) if isinstance(view, TurandotView) else None

    # --- drawing ---------------------------------------------------------------------
    def featured_seat(self, view: TurandotView) -> int:
        """The company drawn large: the viewer's, else the last viewer's (nothing secret)."""
        if view.viewer is not None:
            return view.viewer
        if self._featured is not None and 0 <= self._featured < view.seats:
            return self._featured
        return 0

    def describe(self, view: TurandotView) -> Iterable[Spec]:
        """Draw the whole table as ``view.viewer`` may see it (layout.py shows the plan)."""
        featured = self.featured_seat(view)
        others = clockwise_from(featured, view.seats)[1:]
        specs: list[Spec] = []
        for box, seat in zip(other_boxes(len(others)), others, strict=True):
            specs += other_company(self, view, view.players[seat], box)
        specs += prompts.heading_specs(self.texts, view)
        if view.phase in ("final", "over"):
            return specs + self._final_scene(view, featured)
        specs += casting_specs(self.texts, view)
        specs += self._right_column(view)
        specs += self._band(view)
        specs += featured_company(self, view, view.players[featured])
        return specs

    def _right_column(self, view: TurandotView) -> list[Spec]:
        """The rounds, Puccini, the directors; under them what is asked, or the last bids."""
        specs, bottom = right_column(self, view)
        question, self._firer_top = prompts.firer_question(self.texts, view, bottom)
        specs += question
        if self.reveals.is_previous_round(view):
            words = last_bids(self.texts, view.round - 1, self.reveals.bids)
            specs.append(last_bids_spec(words, bottom + 10))
        return specs

    def _band(self, view: TurandotView) -> list[Spec]:
        """Under the casting row: the hand and bid, the director pile, or the reveal."""
        if view.phase == "bidding":
            if view.viewer is None:
                return public_hand_specs(self.texts)
            return hand_specs(self, view)
        if firing(view):
            return big_pile_specs(self.texts, view)
        return reveal_specs(self, view, view.puccini)

    def _final_scene(self, view: TurandotView, featured: int) -> list[Spec]:
        """The featured cast on the roles, its director and score, and the standings."""
        company = view.players[featured]
        movable = view.phase == "final" and view.viewer == featured and featured in view.to_move
        specs = final.stage_specs(self.texts, view, company, movable)
        specs += final.band_specs(self.texts, view, company)
        specs += final.score_specs(self.texts, view, company)
        specs += standings_specs(self, view)
        if movable:
            specs.append(prompts.optimal_button(self.texts))
        return specs

    # --- buttons ---------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """What an action does, in words (a button's text)."""
        return action_words(self.texts, action)

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Confirm under the bid or beside the cast; who fires under the question."""
        placed, rest = prompts.placed_buttons(actions, self._firer_top, self.action_label)
        return placed + super().button_specs(rest, specs + placed)

    def _activate_button(self, item_id: str) -> None:
        # The optimal assignment is the board's own button: it plays the view's swaps.
        if item_id == OPTIMAL:
            self.cancel()
            self.play_optimal_assignment()
            return
        super()._activate_button(item_id)

    def play_optimal_assignment(self) -> None:
        """Ask for the role swaps that give the view's optimal arrangement, one by one."""
        if isinstance(self.view_model, TurandotView):
            self.play_sequence(gestures.optimal_swaps(self.view_model))

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        return gestures.action_key(action)

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        if not isinstance(self.view_model, TurandotView):
            return None
        return gestures.intent(self.view_model, item_id, target_id)

    # --- the inspector and the last-move marks -----------------------------------------
    def card_face(self, card_id: str) -> CardFace | None:
        """Any singer or director, drawn or not (a log line may name a card gone)."""
        drawn = super().card_face(card_id)
        if drawn is not None:
            return drawn
        view = self.view_model
        neutral = isinstance(view, TurandotView) and card_id in view.neutral_directors
        return card_face(self.texts, card_id, neutral)

    def event_items(self, event: Event) -> set[str]:
        """The items an event is about (motion.event_items)."""
        return motion.event_items(event, super().event_items(event))

    def beats(self, entries: list, seen: Mapping[str, Spec]) -> list[Beat]:
        """The reveal, the hires, an understudy, a firing, a new round, the final count:
        each a beat (motion.py)."""
        return motion.beats(entries, self.label_place, self.label_text)

    def label_place(self, event: Event) -> str | None:
        """Where a beat writes ``event``: a company's bid, a card, over the table."""
        if event.kind in motion.UNWRITTEN:
            return None
        place = motion.label_place(event, lambda i: self.item(i) is not None)
        return place if place is not None else super().label_place(event)

    def play_events(self, entries: list, redacted_for: int | None = None) -> None:
        """Read the events of the last move, each marked for the seat it is about, and
        remember a reveal of the bids."""
        super().play_events(motion.credited(entries, len(self.seats)), redacted_for)
        self.reveals.record(entries, self._round_seen)

    # --- syncing with animations -------------------------------------------------------
    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then animate what changed since this viewer last looked, in beats."""
        if getattr(view, "viewer", None) is not None:
            self._featured = view.viewer
        picture = self.memory.pictures.get(self.viewer)
        seen = dict(picture.specs) if picture is not None else None
        self.animations.finish()
        before = {i: QPointF(item.pos()) for i in self.item_ids() if (item := self.item(i))}
        changes = super().sync(view, legal_actions)
        if isinstance(view, TurandotView):
            if seen is not None and not self._covered:
                self._animate(seen, before)
            self._round_seen = view.round
        return changes

    def _animate(self, seen: dict[str, Spec], before: dict[str, QPointF]) -> None:
        """The bids turn over first, then the rest moves (the framework's glide)."""
        if self.animations.factor() <= 0:
            return
        specs = [item.spec for i in self.item_ids() if (item := self.item(i)) is not None]
        shown = motion.reveal_bids(self.animations, self.item, seen, specs)
        animate_changes(self, seen, before, [s for s in specs if s.id not in shown])
