"""The Opera Magna board: the cities, Florence, the market and every player's shop.

The table as in the physical game (see ``magna_layout.py`` for the map): the three city
boards on top with their trade cards half tucked under; the façade of Santa Maria del
Fiore, the building display and the market in the middle; the VP track; the prompt of
the turn; the viewer's shop board in full, their hand, and the other players as rows
that open into their full shop boards. Every decision is a gesture:

* draft or take a building: drag it into your construction area;
* move a merchant: drag it to a free area; play a trade card: drag it onto that area;
* use a City Power: click its token (a chooser asks which goods, if there is a choice);
* activate the city: the button that says what is paid and gained (``view.activation``);
* construct: drag a refined good onto a cost icon; place a completed building: drag it
  to a left or right position; deliver: drag a good onto a highlighted worksite;
  convert: drag a good back onto its track; a shop conversion: drag a raw token onto it;
* answer an effect's choice with its buttons; take a market card: drag it into your
  hand (a stepper panel asks how to pay, preset to a sensible split; none for the free
  slot).

Nothing here decides a rule: targets and choices come from the legal actions, numbers
from the view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Action, Event
from ....games.magna.actions import (
    ChooseGood,
    Construct,
    Convert,
    Deliver,
    DraftBuilding,
    EndRefining,
    MoveMerchant,
    PayCost,
    PlaceBuilding,
    PlayCard,
    ShopConvert,
    TakeBuilding,
    TakeMarketCard,
    UsePower,
)
from ....games.magna.data import catalogue
from ....games.magna.views import MagnaView
from ....i18n.translate import current_language
from ...board import AmountsRequest, Board, GestureKey, Spec
from ...board.specs import CardFace
from .cards import card_face
from .cities import MerchantIds, area_id, city_specs, power_id
from .final import final_specs
from .florence import buildings_specs, facade_specs, site_id
from .kinds import MAGNA_ITEM_TYPES
from .layout import BOTTOM_Y
from .market import market_specs, vp_specs
from .motion import beat_continues, fly_new_items
from .prompts import prompt_specs
from .shop import (
    HAND,
    PROJECTS,
    cost_id,
    expanded_shop,
    hand_specs,
    position_id,
    raw_id,
    refined_id,
    shop_specs,
    summary_specs,
    track_id,
)
from .texts import bt, good_name, letter, mt

KEYED = (
    DraftBuilding,
    TakeBuilding,
    MoveMerchant,
    PlayCard,
    Construct,
    PlaceBuilding,
    Deliver,
    Convert,
    ShopConvert,
    TakeMarketCard,
)
"""The actions made by dragging (the others are buttons, or the power token)."""


class MagnaBoard(Board):
    """Draws an Opera Magna player view and turns gestures into Opera Magna actions."""

    item_types = MAGNA_ITEM_TYPES

    def __init__(self, game_id: str = "magna", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.merchants = MerchantIds()
        """Stable ids of the merchants (the engine knows them only by their areas)."""
        self._parts: dict[str, tuple[tuple, list[Spec]]] = {}

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, with 2 and 4 players, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

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
            lambda: buildings_specs(self, view),
        )
        if view.phase != "draft":
            specs += self._part(
                "market",
                (table, view.market, view.market_deck_counts, view.discard, view.rounds_left)
                + (view.round, view.last_round),
                lambda: market_specs(self, view),
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
        placed = (PayCost, ChooseGood, EndRefining, UsePower)
        return super().button_specs([a for a in actions if not isinstance(a, placed)], specs)

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """An opponent's shop board in full."""
        if not isinstance(view, MagnaView) or not item_id.startswith("summary."):
            return []
        return expanded_shop(self, view, int(item_id.split(".")[1]))

    def card_face(self, card_id: str) -> CardFace | None:
        """The face of a card on the table, or of any card the log names."""
        return super().card_face(card_id) or card_face(card_id)

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        view = self.view_model
        if not isinstance(view, MagnaView) or not isinstance(action, KEYED):
            return None
        seat = view.viewer if view.viewer is not None else view.active
        if isinstance(action, DraftBuilding | TakeBuilding):
            return action.card, PROJECTS
        if isinstance(action, MoveMerchant):
            return self.merchants.at(seat, action.source), area_id(action.target)
        if isinstance(action, PlayCard):
            return action.card, area_id(view.activated)
        if isinstance(action, Construct):
            return refined_id(seat, action.good), cost_id(action.building, action.good)
        if isinstance(action, PlaceBuilding):
            size = catalogue().buildings[view.placing].size
            return view.placing, position_id(seat, action.side, size)
        if isinstance(action, Deliver):
            return refined_id(seat, view.worksites[action.worksite].good), site_id(action.worksite)
        if isinstance(action, Convert):
            return refined_id(seat, action.good), track_id(seat, action.good)
        if isinstance(action, ShopConvert):
            return raw_id(seat, action.good), position_id(seat, "left", action.row)
        if isinstance(action, TakeMarketCard) and action.slot < len(view.market):
            return view.market[action.slot], HAND
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        view = self.view_model
        if not isinstance(view, MagnaView) or view.viewer is None:
            return None
        seat = view.viewer
        shop = view.players[seat]
        cat = catalogue()
        parts = item_id.split(".")
        if target_id.startswith("area."):
            target = int(target_id.split(".")[1])
            if item_id.startswith("merchant."):
                source = self.merchants.area_of(item_id)
                if source is not None:
                    return MoveMerchant(source=source, target=target)
            if shop.hand is not None and item_id in shop.hand:
                return PlayCard(card=item_id)
        if target_id == PROJECTS and item_id in cat.buildings:
            if view.phase == "draft":
                return DraftBuilding(card=item_id)
            return TakeBuilding(card=item_id)
        if parts[0] == "refined" and len(parts) == 3:
            good = int(parts[2])
            if target_id.startswith("site."):
                return Deliver(worksite=int(target_id.split(".")[1]))
            if target_id.startswith("proj."):
                return Construct(building=target_id.split(".", 1)[1].rsplit(".", 1)[0], good=good)
            if target_id.startswith("track."):
                return Convert(good=good)
        if parts[0] == "raw" and target_id.startswith("left."):
            return ShopConvert(row=int(target_id.split(".")[2]), good=int(parts[2]))
        if item_id == view.placing and target_id.split(".")[0] in ("left", "right"):
            side = target_id.split(".")[0]
            return PlaceBuilding(side="left" if side == "left" else "right")
        if target_id == HAND and item_id in view.market:
            return TakeMarketCard(slot=view.market.index(item_id))
        return None

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
    def _power(self) -> Any:
        view = self.view_model
        assert isinstance(view, MagnaView)
        return catalogue().powers[view.powers[view.activated // 2]]

    def choice_label(self, action: Action) -> str:
        """A City Power's options in words."""
        if isinstance(action, UsePower):
            power = self._power()
            if power.op == "exchange_raw":
                return bt(
                    "power.exchange", give=good_name(action.spend), take=good_name(action.good)
                )
            if power.op == "discount":
                return bt("power.discount", good=good_name(action.good))
            if power.op == "refine":
                return bt(
                    "power.refine",
                    give=good_name(power.goods[0]),
                    take=good_name(power.goods[0], True),
                )
            good = action.good if action.good >= 0 else power.goods[0]
            return bt("power.gain", good=good_name(good))
        return super().choice_label(action)

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """The exchange of the Rialto asks what to give, then what to take."""
        if isinstance(action, UsePower) and self._power().op == "exchange_raw":
            return bt("power.give", good=good_name(action.spend)), bt(
                "power.take", good=good_name(action.good)
            )
        return super().choice_path(action)

    def choice_detail(self, action: Action) -> str:
        """How many of the good the player has."""
        view = self.view_model
        if isinstance(action, UsePower) and isinstance(view, MagnaView):
            good = action.spend if action.spend >= 0 else action.good
            if good >= 0:
                return bt("power.have", view.players[view.active].raw[good], good=good_name(good))
        return ""

    def choice_title(self, item_id: str, target_id: str) -> str:
        """The chooser of a City Power is titled with its name."""
        view = self.view_model
        if item_id.startswith("power.") and isinstance(view, MagnaView):
            return mt(view.powers[int(item_id.split(".")[1])])
        return super().choice_title(item_id, target_id)

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """The exchange's two questions."""
        if item_id.startswith("power.") and self._power().op == "exchange_raw":
            return bt("power.give.title"), bt("power.take.title")
        return ()

    def amounts_request(
        self, item_id: str, target_id: str, actions: list[Action]
    ) -> AmountsRequest | None:
        """Paying a market card: a stepper per raw good, preset to the most plentiful goods."""
        view = self.view_model
        payments = [a for a in actions if isinstance(a, TakeMarketCard)]
        if target_id != HAND or not payments or not isinstance(view, MagnaView):
            return None
        raw = view.players[view.active].raw
        options = tuple((tuple(a.pay), a) for a in payments)
        cost = sum(payments[0].pay)
        return AmountsRequest(
            title=bt("market.pay", cost, card=mt(item_id)),
            rows=tuple(good_name(g) for g in range(4)),
            marks=tuple(letter(g) for g in range(4)),
            options=options,
            total=cost,
            presets=((bt("market.plentiful"), plentiful(raw, [v for v, _a in options])),),
            item_id=item_id,
        )

    # --- syncing and animation -------------------------------------------------------------
    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then let the goods and cards that are new on the table travel there."""
        self.animations.finish()
        self.animations.refresh_speed()
        moving = self.animate_changes and self.animations.factor() > 0
        before = {i: QPointF(item.pos()) for i, item in self._items.items()} if moving else {}
        changes = super().sync(view, legal_actions)
        if isinstance(view, MagnaView) and moving:
            fly_new_items(self, view, before)
        return changes

    def bot_beat_continues(self, events: list[Event]) -> bool:
        """A computer turn in four beats: merchant and card, payment, refining, market."""
        return beat_continues(events)

    def event_items(self, event: Event) -> set[str]:
        """The items an event is about (worksites and merchants have ids of their own)."""
        found = super().event_items(event)
        params = event.params
        seat = params.get("seat")
        if event.kind == "magna.delivered" and isinstance(seat, int):
            found |= {site_id(params["slot"]), f"disc.{params['slot']}.{seat}"}
        if event.kind == "magna.merchant_moved" and isinstance(seat, int):
            found |= {
                self.merchants.at(seat, params["target_area"]),
                area_id(params["target_area"]),
            }
        if event.kind in ("magna.cost_paid", "magna.profit_gained") and isinstance(seat, int):
            found |= {raw_id(seat, g) for g in range(4)}
        return found


def plentiful(raw: list[int], vectors: list[tuple[int, ...]]) -> tuple[int, ...]:
    """The legal payment that takes from the largest stocks first (a sensible preset)."""

    def left_after(vector: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted((raw[g] - vector[g] for g in range(4)), reverse=False))

    return max(vectors, key=left_after)
