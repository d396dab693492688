"""The Sipario! board: the Notoriety track, the impresarios, the stage, the piles, your hand.

Layout in ``sipario_layout.py``; what is drawn where: ``sipario_table.py`` (track,
header, piles), ``sipario_seats.py`` (panels, full tables, your area),
``sipario_stage.py`` (the production and its live value), ``sipario_prompts.py`` (what
the table asks now). Gestures: ``sipario_gestures.py``; chooser words:
``sipario_choices.py``. The board decides no rule: every value drawn comes from the
player view, every move is one of the engine's legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QTimer

from ....core.types import Action
from ....games.sipario import actions as act
from ....games.sipario.views import SiparioView
from ...board import Board, ButtonSpec, ChoiceRequest, GestureKey, LabelSpec, Option, Spec
from ...board.fonts import TEXT_SMALL
from ...theme import CREAM
from . import choices, gestures, reseat
from . import layout as lay
from .cards import bt, card_face, st
from .clock import MatchClock
from .impresarios import expanded_specs, own_specs, panel_specs
from .items import SIPARIO_ITEM_TYPES
from .motion import follow, purses
from .prompts import PROMPT_Y, accept_position, help_text, prompt_specs
from .stage import HEADER_Y, stage_specs
from .table import header_specs, pile_specs, track_specs

RESEAT = "button.reseat"
STAGE_BUTTONS = (
    act.ConfirmDebut,
    act.AbandonDebut,
    act.RaiseCurtain,
    act.EndUcSlot,
    act.PassDefence,
    act.YieldDefence,
    act.AcceptPostponement,
    act.ConfirmExtra,
    act.AbandonExtra,
)
PROMPT_BUTTONS = (
    act.FoolReaction,
    act.FlopTitle,
    act.GossipDone,
    act.SetupSwap,
)
OFFER_BUTTONS = (act.DeclineOffer, act.ConfirmOffer)


class SiparioBoard(Board):
    """Draws a Sipario! player view and turns gestures into Sipario! actions."""

    item_types = SIPARIO_ITEM_TYPES

    def __init__(self, game_id: str = "sipario", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.clock: MatchClock | None = None
        """The clock of a timed match (made at the first sync of one)."""
        self.match_of: Callable[[], Any] = self._window_match
        self.drawn_chips: set[str] = set()
        """Ids of the effect chips the stage had room for (drops on the others go to
        their role)."""
        """Gives the match being played (the window's; tests may set it)."""
        self._purses: dict[int | None, dict[int, tuple[int, int]]] = {}
        """(PN, gold) of every impresario as each viewer last saw them."""
        self.reseat_draft: tuple[int, ...] | None = None
        """The turn order being arranged by dragging names (always one the engine offers)."""

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then let the others' cards travel from their panels (``sipario_motion``)."""
        old = self.memory.pictures.get(self.viewer)
        seen = dict(old.specs) if old is not None else {}
        before = self._purses.get(self.viewer)
        changes = super().sync(view, legal_actions)
        if isinstance(view, SiparioView) and not self._covered:
            follow(self, view, seen, before)
            self._purses[self.viewer] = purses(view)
        if self.clock is not None and self.clock.remaining_s() <= 0:
            QTimer.singleShot(0, self.clock.check)  # after this sync, not inside it
        return changes

    def _window_match(self) -> Any:
        views = self.views()
        controller = getattr(views[0].window(), "controller", None) if views else None
        return getattr(controller, "match", None)

    def show_clock(self) -> None:
        """Write the clock's new time in the header (without redrawing the table)."""
        item = self.item("header.round")
        view = self.view_model
        if item is None or not isinstance(view, SiparioView) or self.clock is None:
            return
        spec = header_specs(self, view, self.clock.text())[0]
        if spec != item.spec:
            item.apply_spec(spec)

    def say(self, code: str, n: int | None = None, **params: Any) -> str:
        """A text of the board's table; a ``seat`` parameter becomes the player's name."""
        if "seat" in params:
            params["player"] = self.seat_name(params.pop("seat"))
        return bt(code, n, **params)

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: SiparioView) -> Iterable[Spec]:
        """Draw the whole table as ``view.seat`` may see it."""
        if view.time_limit_s is not None and self.clock is None:
            self.clock = MatchClock(self, lambda: self.match_of())
        clock = self.clock.text() if self.clock is not None else None
        specs: list[Spec] = []
        specs += track_specs(self, view)
        specs += header_specs(self, view, clock)
        specs += panel_specs(self, view)
        stage = stage_specs(self, view)
        self.drawn_chips = {spec.id for spec in stage if spec.id.startswith("effect.")}
        specs += stage
        self.reseat_draft = reseat.draft_for(self, view)
        if self.reseat_draft is not None:
            specs += reseat.reseat_specs(self, view, self.reseat_draft)
        else:
            specs += prompt_specs(self, view)
        if not any(spec.id == "offers.panel" for spec in specs):
            specs += pile_specs(self, view)  # the offers lie over the piles
        if view.seat is not None:
            specs += own_specs(self, view, view.seat)
            words = help_text(self, view)
            if words:
                specs.append(
                    LabelSpec(
                        id="help",
                        x=lay.HAND_X + 10,
                        y=lay.HEIGHT - 38,
                        text=words,
                        size=TEXT_SMALL,
                        colour=CREAM,
                        width=lay.HAND_W - 3 * (lay.BUTTON_W + 6) - 20,
                        z=1,
                    )
                )
        return specs

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """An impresario's table in full, opened from his panel."""
        seat = lay.seat_of(item_id)
        if not isinstance(view, SiparioView) or seat is None:
            return []
        return expanded_specs(self, view, seat)

    def card_face(self, card_id: str) -> Any:
        """Any card named in the log, shown large (names only: faces are public)."""
        face = super().card_face(card_id)
        if face is not None:
            return face
        found = card_face(card_id)
        return found if found.title != card_id else None

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        return gestures.action_key(self, action)

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        return gestures.intent(self, item_id, target_id)

    def sequence_targets(self, item_id: str) -> list[str]:
        """A name chip of the reseating row may go to the other opponents' places."""
        return reseat.chip_targets(self, item_id)

    def drop(self, item_id: str, target_id: str, at: Any = None) -> None:
        """A name chip dropped on another place rearranges the row (nothing is played)."""
        if reseat.move(self, item_id, target_id):
            self.cancel_pick()
            if self.view_model is not None:
                self.sync(self.view_model, self.legal)
            return
        super().drop(item_id, target_id, at)

    # --- choosers --------------------------------------------------------------------
    def choice_label(self, action: Action) -> str:
        """How the chooser names each option."""
        return choices.choice_label(self, action) or super().choice_label(action)

    def choice_detail(self, action: Action) -> str:
        """The option's consequence, from the view."""
        return choices.choice_detail(self, action)

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """Turn cards ask in two steps: how, then on what."""
        if isinstance(action, act.PlayTurnCard):
            return choices.turn_card_path(self, action)
        return super().choice_path(action)

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """Headings of a turn card's two steps."""
        actions = self.gesture_actions(item_id, target_id)
        if actions and isinstance(actions[0], act.PlayTurnCard):
            return bt("turn_card.how"), bt("turn_card.whom")
        return ()

    def choice_title(self, item_id: str, target_id: str) -> str:
        """ "How does Rubatelli sing Figaro?" for a cast; the default otherwise."""
        view = self.view_model
        role = lay.parse_role(target_id)
        if isinstance(view, SiparioView) and role is not None and view.phase == "casting":
            from .cards import card_name, data

            prod = view.staging[role[0]]
            name = st(data().operas[prod.opera].roles[role[1]].name)
            return bt("choose.cast", card=card_name(item_id), role=name)
        return super().choice_title(item_id, target_id)

    # --- buttons ---------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """Button texts: the debut's price, named choices."""
        view = self.view_model
        if isinstance(action, act.ConfirmDebut) and isinstance(view, SiparioView):
            return bt("confirm_debut", gold=view.staging[-1].gold_due if view.staging else 0)
        if isinstance(action, act.SetupSwap) and action.opera is None:
            return bt("swap.keep")
        if isinstance(action, act.FoolReaction) and not action.cancel:
            return bt("fool.keep")
        if isinstance(action, act.FlopTitle) and action.opera is None:
            return bt("flop.random")
        if isinstance(action, act.AcceptPostponement):
            return bt("postpone")
        if isinstance(action, act.AcceptOffer):
            return bt("accept_offer")
        if isinstance(action, act.Advertise):
            return bt("advertise")
        return st(f"sipario.action.{action.kind}")

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Confirmations where they act: the stage header, the prompt, your area."""
        view = self.view_model
        out: list[Spec] = []
        stage_x = lay.STAGE_X + lay.STAGE_W - 6
        prompt_x = lay.STAGE_X + lay.STAGE_W - 12
        own_x = lay.WIDTH - 2
        reseats: list[Action] = []
        for action in actions:
            label = self.action_label(action)
            if isinstance(action, act.TimeUp):
                continue  # the clock plays it
            if isinstance(action, act.Reseat):
                reseats.append(action)
                continue
            if isinstance(action, act.AcceptOffer):
                ax, ay = accept_position(action.index)
                out.append(
                    ButtonSpec(
                        id=f"button.accept.{action.index}",
                        x=ax,
                        y=ay,
                        w=86,
                        h=30,
                        text=label,
                        action=action,
                        z=8,
                    )
                )
            elif isinstance(action, STAGE_BUTTONS):
                stage_x -= 150
                out.append(
                    ButtonSpec(
                        id=f"button.{action.kind}",
                        x=stage_x,
                        y=HEADER_Y,
                        w=146,
                        h=30,
                        text=label,
                        action=action,
                        z=8,
                    )
                )
            elif isinstance(action, OFFER_BUTTONS):
                out.append(
                    ButtonSpec(
                        id=f"button.{action.kind}",
                        x=lay.PILES_X + 8 + (0 if isinstance(action, act.DeclineOffer) else 154),
                        y=lay.PILES_Y + lay.STAGE_H - 40 - (110 if self._drafting() else 0),
                        w=146,
                        h=32,
                        text=label,
                        action=action,
                        z=8,
                    )
                )
            elif isinstance(action, PROMPT_BUTTONS):
                prompt_x -= 150
                out.append(
                    ButtonSpec(
                        id=f"button.{action.kind}",
                        x=prompt_x,
                        y=PROMPT_Y + 48,
                        w=146,
                        h=32,
                        text=label,
                        action=action,
                        z=8,
                    )
                )
            else:
                own_x -= lay.BUTTON_W + 6
                out.append(
                    ButtonSpec(
                        id=f"button.{action.kind}",
                        x=own_x,
                        y=lay.BUTTONS_Y,
                        w=lay.BUTTON_W,
                        h=lay.BUTTON_H,
                        text=label,
                        action=action,
                    )
                )
        if reseats and isinstance(view, SiparioView):
            out += reseat.confirm_button(self)
            out.append(
                ButtonSpec(
                    id=RESEAT,
                    x=lay.STAGE_X + lay.STAGE_W - 162,
                    y=PROMPT_Y + 48,
                    w=150,
                    h=32,
                    text=bt("reseat.button"),
                    z=8,
                )
            )
        return out

    def _drafting(self) -> bool:
        return any(isinstance(a, act.OfferAdd) for a in self.legal)

    def _activate_button(self, item_id: str) -> None:
        if item_id == RESEAT:
            self.cancel()
            self.ask(self.reseat_request())
            return
        super()._activate_button(item_id)

    def reseat_request(self) -> ChoiceRequest:
        """The new turn order in two steps: who sits after you, then the rest in order."""
        options = []
        for action in self.legal:
            if isinstance(action, act.Reseat):
                after = action.order[1:]
                first = self.seat_name(after[0]) if after else ""
                rest = " → ".join(self.seat_name(s) for s in after[1:]) or first
                options.append(
                    Option(
                        action=action,
                        label=" → ".join(self.seat_name(s) for s in action.order),
                        path=(first, rest),
                    )
                )
        return ChoiceRequest(
            title=bt("reseat.title"),
            options=tuple(options),
            anchor=(lay.STAGE_X + 300, PROMPT_Y),
            step_titles=(bt("reseat.title"), bt("reseat.then")),
        )
