"""The Sipario! board: the table of contents of what it draws and how gestures play.

Every method hands its job to the module of the package that holds it. The board
decides no rule: every value drawn comes from the player view, every move is one of the
engine's legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QTimer

from ....core.types import Action, Event
from ....games.sipario import actions as act
from ....games.sipario.views import SiparioView
from ...board import Board, CardFace, ChoiceRequest, GestureKey, Spec
from ...board.beats import Beat
from ...board.legend import LegendSection
from . import gestures, impresarios, legend, motion, prompts, reseat, stage, table
from . import layout as lay
from .cards import card_face
from .clock import MatchClock
from .items import ITEM_TYPES
from .texts import SiparioTexts


class SiparioBoard(Board):
    """Draws a Sipario! player view and turns gestures into Sipario! actions."""

    item_types = ITEM_TYPES
    button_keys = prompts.KEYS  # the turn-level buttons' letters (tooltips name them)

    def __init__(self, game_id: str = "sipario", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.texts = SiparioTexts(self.seat_name)
        """Every text the board draws (a ``seat`` becomes the impresario's name)."""
        self.clock: MatchClock | None = None
        """The clock of a timed match (made at the first sync of one)."""
        self.drawn_chips: set[str] = set()
        """Ids of the effect chips the stage had room for (drops on the others go to
        their role)."""
        self._purses: dict[int | None, dict[int, tuple[int, int]]] = {}
        """(PN, gold) of every impresario as each viewer last saw them."""
        self.reseat_draft: tuple[int, ...] | None = None
        """The turn order being arranged by dragging names (always one the engine offers)."""

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    def beats(self, entries: list, seen: Mapping[str, Spec]) -> list[Beat]:
        """Each staging, postponement, cast, attack, strike a beat; a staged production
        stays on stage until its beat ends (``motion.py``)."""
        return motion.beats(entries, self.label_place, self.label_text, seen)

    def label_place(self, event: Event) -> str | None:
        """Where a beat writes ``event``: the stage, a role, an impresario's panel."""
        if event.kind in motion.UNWRITTEN:
            return None
        place = motion.label_place(event, self.viewer, lambda i: self.item(i) is not None)
        return place or super().label_place(event)

    def legend(self) -> list[LegendSection]:
        """The legend of the board's codes and symbols (``legend.py``)."""
        return legend.sections(self)

    def asking_rule(self) -> str | None:
        """The clause of what the table asks now (F1 opens the rules reference there)."""
        view = self.view_model
        return prompts.asking_rule(view) if isinstance(view, SiparioView) else None

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then let the others' cards travel from their panels (``motion.py``)."""
        old = self.memory.pictures.get(self.viewer)
        seen = dict(old.specs) if old is not None else {}
        before = self._purses.get(self.viewer)
        changes = super().sync(view, legal_actions)
        if isinstance(view, SiparioView) and not self._covered:
            motion.follow(self, view, seen, before)
            self._purses[self.viewer] = motion.purses(view)
        if self.clock is not None and self.clock.remaining_s() <= 0:
            # After this sync, not inside it; the clock as context: never called once deleted.
            QTimer.singleShot(0, self.clock, self.clock.check)
        return changes

    def _view(self) -> SiparioView | None:
        """The view on the table (``None`` before the first sync)."""
        view = self.view_model
        return view if isinstance(view, SiparioView) else None

    def show_clock(self) -> None:
        """Write the clock's new time in the header (without redrawing the table)."""
        item = self.item("header.round")
        view = self._view()
        if item is None or view is None or self.clock is None:
            return
        spec = table.header_specs(self.texts, view, self.clock.text())[0]
        if spec != item.spec:
            item.apply_spec(spec)

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: SiparioView) -> Iterable[Spec]:
        """Draw the whole table as ``view.seat`` may see it."""
        if view.time_limit_s is not None and self.clock is None:
            self.clock = MatchClock(self, lambda: self.match_of(), parent=self)
        clock = self.clock.text() if self.clock is not None else None
        specs: list[Spec] = []
        specs += table.track_specs(self, view)
        specs += table.header_specs(self.texts, view, clock)
        specs += impresarios.panel_specs(self, view)
        production = stage.stage_specs(self, view)
        self.drawn_chips = {spec.id for spec in production if spec.id.startswith("effect.")}
        specs += production
        self.reseat_draft = reseat.draft_for(self.legal, self.reseat_draft, view)
        if self.reseat_draft is not None:
            specs += reseat.reseat_specs(self, view, self.reseat_draft)
        else:
            specs += prompts.prompt_specs(self, view)
        if not any(spec.id == "offers.panel" for spec in specs):
            specs += table.pile_specs(self, view)  # the offers lie over the piles
        if view.seat is not None:
            specs += impresarios.own_specs(self, view, view.seat)
            specs += prompts.help_specs(self.texts, view, self.legal)
        return specs

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """An impresario's table in full, opened from his panel."""
        seat = lay.seat_of(item_id)
        if not isinstance(view, SiparioView) or seat is None:
            return []
        return impresarios.expanded_specs(self, view, seat)

    def card_face(self, card_id: str) -> CardFace | None:
        """Any card named in the log, shown large (names only: faces are public)."""
        face = super().card_face(card_id)
        if face is not None:
            return face
        found = card_face(self.texts, card_id)
        if found.title == card_id and "." not in card_id:
            # An action card named by its kind (an attack's types): the kind's first copy.
            found = card_face(self.texts, f"sip.act.{card_id}.1")
            return found if found.title != f"sip.act.{card_id}.1" else None
        return found if found.title != card_id else None

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        return gestures.action_key(self._view(), action, self.drawn_chips)

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        return gestures.intent(self._view(), item_id, target_id)

    def sequence_targets(self, item_id: str) -> list[str]:
        """A name chip of the reseating row may go to the other opponents' places."""
        return reseat.chip_targets(self.reseat_draft, item_id)

    def drop(self, item_id: str, target_id: str, at: Any = None) -> None:
        """A name chip dropped on another place rearranges the row (nothing is played)."""
        draft = reseat.moved(self.legal, self.reseat_draft, item_id, target_id)
        if draft is None:
            super().drop(item_id, target_id, at)
            return
        self.reseat_draft = draft
        self.cancel_pick()
        if self.view_model is not None:
            self.sync(self.view_model, self.legal)

    # --- choosers --------------------------------------------------------------------
    def choice_label(self, action: Action) -> str:
        """How the chooser names each option."""
        label = gestures.choice_label(self.texts, self._view(), action)
        return label or super().choice_label(action)

    def choice_detail(self, action: Action) -> str:
        """The option's consequence, from the view."""
        return gestures.choice_detail(self.texts, action)

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """Turn cards ask in two steps: how, then on what."""
        if isinstance(action, act.PlayTurnCard):
            return gestures.turn_card_path(self.texts, self._view(), action)
        return super().choice_path(action)

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """Headings of a turn card's two steps."""
        return gestures.step_titles(self.texts, self.gesture_actions(item_id, target_id))

    def choice_title(self, item_id: str, target_id: str) -> str:
        """ "How does Rubatelli sing Figaro?" for a cast; the default otherwise."""
        title = gestures.cast_title(self.texts, self._view(), item_id, target_id)
        return title or super().choice_title(item_id, target_id)

    # --- buttons ---------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """Button texts: the debut's price, named choices."""
        return prompts.action_label(self.texts, self._view(), action)

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Confirmations where they act: the stage header, the prompt, your area; the hint
        line widened up to the buttons there."""
        buttons = prompts.button_specs(self, actions)
        prompts.widen_help(specs, buttons)
        return buttons

    def _activate_button(self, item_id: str) -> None:
        if item_id == reseat.CHOOSE:
            self.cancel()
            self.ask(self.reseat_request())
            return
        super()._activate_button(item_id)

    def reseat_request(self) -> ChoiceRequest:
        """The new turn order in two steps: who sits after you, then the rest in order."""
        return reseat.request(self.texts, self.legal)
