"""The Opera Magna board: the table of contents of what it draws and how it is played.

Each method hands its job to the module that holds it (the package's ``__init__.py``
lists them): the parts of the table to ``cities``, ``florence``, ``market``, ``shop``,
``prompts`` and ``final``; gestures and the panels' words to ``gestures``; the board's
own animations to ``motion``. Nothing here decides a rule: targets and choices come from
the legal actions, numbers from the view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Action, Event
from ....games.magna.actions import UsePower
from ....games.magna.views import MagnaView
from ....i18n.translate import current_language
from ...board import AmountsRequest, Board, GestureKey, Spec
from ...board.beats import Beat
from ...board.legend import LegendSection
from ...board.specs import CardFace
from . import gestures, legend, motion, prompts
from .cards import card_face
from .cities import city_specs
from .final import final_specs
from .florence import buildings_specs, facade_specs
from .ids import MerchantIds, power_id
from .items import ITEM_TYPES
from .layout import BOTTOM_Y
from .market import market_specs, vp_specs
from .prompts import OWN_BUTTONS, prompt_specs
from .shop import expanded_shop, hand_specs, shop_specs, summary_specs
from .texts import MagnaTexts


class MagnaBoard(Board):
    """Draws an Opera Magna player view and turns gestures into Opera Magna actions."""

    item_types = ITEM_TYPES
    button_keys = prompts.KEYS  # the turn-level buttons' letters (tooltips name them)

    def __init__(self, game_id: str = "magna", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.texts = MagnaTexts(self.seat_name)
        """Every word the board writes (a seat becomes its player's name)."""
        self.merchants = MerchantIds()
        """Stable ids of the merchants (the engine knows them only by their areas)."""
        self._parts: dict[str, tuple[tuple, list[Spec]]] = {}

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, with 2 and 4 players, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    def legend(self) -> list[LegendSection]:
        """The legend of the board's goods, letters and pieces (``legend.py``)."""
        return legend.sections(self)

    def asking_rule(self) -> str | None:
        """The clause of what the table asks now (F1 opens the rules reference there)."""
        view = self.view_model
        return prompts.asking_rule(view) if isinstance(view, MagnaView) else None

    # --- drawing ---------------------------------------------------------------------
    def owner(self, view: MagnaView) -> int:
        """Whose shop is drawn in full: the viewer's, else (the public table) the active one's."""
        if view.viewer is not None:
            return view.viewer
        return view.to_move[0] if view.to_move else view.active

    def describe(self, view: MagnaView) -> Iterable[Spec]:
        """Draw the whole table as ``view.viewer`` may see it."""
        table = (current_language(), self.seats, view.phase == "draft", view.phase == "over")
        players = view.players
        specs: list[Spec] = []
        specs += self._part(
            "cities",
            (table, view.areas, view.powers, view.activated, view.power_left)
            + tuple(tuple(p.merchants) for p in players),
            lambda: city_specs(self, view),
        )
        specs += self._part("facade", (table, view.worksites), lambda: facade_specs(self, view))
        specs += self._part(
            "buildings",
            (table, view.display, view.building_deck_counts, view.draft_pool),
            lambda: buildings_specs(self.texts, view),
        )
        if view.phase != "draft":
            specs += self._part(
                "market",
                (table, view.market, view.market_deck_counts, view.discard, view.rounds_left)
                + (view.round, view.last_round),
                lambda: market_specs(self.texts, view),
            )
        specs += self._part("vp", (table, *(p.vp for p in players)), lambda: vp_specs(self, view))
        owner = self.owner(view)
        if view.phase == "over":
            specs += final_specs(self, view)
        else:
            buttons = [a for a in self.legal if self.action_key(a) is None]
            specs += prompt_specs(self, view, buttons)
            own = view.viewer == owner
            turn = (view.phase, view.active, view.to_move, view.placing, view.carts_used)
            specs += self._part(
                "shop",
                (table, players[owner], own, turn, view.conversions_used),
                lambda: shop_specs(self, view, owner, 0, BOTTOM_Y, own=own),
            )
        shop = players[owner]
        specs += self._part(
            "hand",
            (table, owner, view.viewer, shop.hand, shop.hand_count),
            lambda: hand_specs(self, view, owner),
        )
        seats = len(players)
        others = [(owner + k) % seats for k in range(1, seats)]
        specs += self._part(
            "summaries",
            (table, tuple(players[s] for s in others), view.to_move),
            lambda: summary_specs(self, view, others),
        )
        return specs

    def _part(self, name: str, key: tuple, build: Callable[[], list[Spec]]) -> list[Spec]:
        """The specs of a part of the table, made again only when what it shows changed."""
        known = self._parts.get(name)
        if known is not None and known[0] == key:
            return known[1]
        specs = build()
        self._parts[name] = (key, specs)
        return specs

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """The prompt bar holds the turn's buttons; the power token is its own button."""
        return super().button_specs([a for a in actions if not isinstance(a, OWN_BUTTONS)], specs)

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """An opponent's shop board in full."""
        if not isinstance(view, MagnaView) or not item_id.startswith("summary."):
            return []
        return expanded_shop(self, view, int(item_id.split(".")[1]))

    def card_face(self, card_id: str) -> CardFace | None:
        """The face of a card on the table, or of any card the log names."""
        return super().card_face(card_id) or card_face(self.texts, card_id)

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        view = self.view_model
        if not isinstance(view, MagnaView):
            return None
        return gestures.action_key(view, self.merchants, action)

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        view = self.view_model
        if not isinstance(view, MagnaView):
            return None
        return gestures.intent(view, self.merchants, item_id, target_id)

    def _activate_button(self, item_id: str) -> None:
        # A City Power token is a button: it asks which goods when there is a choice.
        if item_id.startswith("power."):
            self.cancel_pick()
            self.use_power(int(item_id.split(".")[1]))
            return
        super()._activate_button(item_id)

    def use_power(self, city: int) -> None:
        """Use the power of ``city``: play it, or ask which goods (a chooser)."""
        actions: list[Action] = [a for a in self.legal if isinstance(a, UsePower)]
        view = self.view_model
        usable = isinstance(view, MagnaView) and view.activated // 2 == city and actions
        if not usable:
            self.intent_made.emit(UsePower(good=-1, spend=-1))  # the engine says why not
            return
        if len(actions) == 1:
            self.intent_made.emit(actions[0])
            return
        item = self.item(power_id(city))
        anchor = item.sceneBoundingRect().center() if item is not None else QPointF()
        self.ask(self.choice_request(power_id(city), "", actions, anchor))

    # --- what the panels say -------------------------------------------------------------
    def choice_label(self, action: Action) -> str:
        """A City Power's options in words."""
        if isinstance(action, UsePower):
            return gestures.power_label(self.texts, self._magna_view(), action)
        return super().choice_label(action)

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """The exchange of the Rialto asks what to give, then what to take."""
        if isinstance(action, UsePower):
            path = gestures.power_path(self.texts, self._magna_view(), action)
            if path is not None:
                return path
        return super().choice_path(action)

    def choice_detail(self, action: Action) -> str:
        """How many of the good the player has."""
        view = self.view_model
        if isinstance(action, UsePower) and isinstance(view, MagnaView):
            return gestures.power_detail(self.texts, view, action)
        return ""

    def choice_title(self, item_id: str, target_id: str) -> str:
        """The chooser of a City Power is titled with its name."""
        view = self.view_model
        if item_id.startswith("power.") and isinstance(view, MagnaView):
            return self.texts.game(view.powers[int(item_id.split(".")[1])])
        return super().choice_title(item_id, target_id)

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """The exchange's two questions."""
        if item_id.startswith("power."):
            return gestures.power_step_titles(self.texts, self._magna_view())
        return ()

    def amounts_request(
        self, item_id: str, target_id: str, actions: list[Action]
    ) -> AmountsRequest | None:
        """Paying a market card: a stepper per raw good, preset to the most plentiful goods."""
        view = self.view_model
        if not isinstance(view, MagnaView):
            return None
        return gestures.payment_request(self.texts, view, item_id, target_id, actions)

    def _magna_view(self) -> MagnaView:
        view = self.view_model
        assert isinstance(view, MagnaView)
        return view

    # --- syncing and animation -------------------------------------------------------------
    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then let the goods and cards that are new on the table travel there."""
        self.animations.finish()
        self.animations.refresh_speed()
        moving = self.animate_changes and self.animations.factor() > 0
        before = {i: QPointF(item.pos()) for i, item in self._items.items()} if moving else {}
        changes = super().sync(view, legal_actions)
        if isinstance(view, MagnaView) and moving:
            motion.fly_new_items(self, view, before)
        return changes

    def beats(self, entries: list, seen: Mapping[str, Spec]) -> list[Beat]:
        """A computer's grouped steps are one beat, the final count another (motion.py)."""
        return motion.beats(entries, self.label_place, self.label_text)

    def label_place(self, event: Event) -> str | None:
        """Where a beat writes ``event`` (goods floating on their own are not written)."""
        return None if event.kind in motion.UNWRITTEN else super().label_place(event)

    def bot_beat_continues(self, events: list[Event]) -> bool:
        """A computer turn in four beats: merchant and card, payment, refining, market."""
        return motion.beat_continues(events)

    def event_items(self, event: Event) -> set[str]:
        """The items an event is about (worksites and merchants have ids of their own)."""
        return super().event_items(event) | motion.moved_items(self.merchants, event)
