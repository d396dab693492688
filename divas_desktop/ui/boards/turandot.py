"""The Turandot board: casting row, Puccini, designer and carpenter, directors, companies.

Layout (scene units, readable at 1366×768):

* top left, the casting row: six character cards with the singers (or, in round 4, the
  directors) revealed under them; in the final scene the viewer's cast on the six roles;
* top right, Puccini, the costume designer and the carpenter, then the director pile
  and the fired directors (in the final scene: the live score);
* in the middle, instructions for the phase, then (while bidding) the viewer's hand
  and face-down bid area;
* below, one panel per company, the viewer's first (singers, director, scene
  elements, money, hand size, the bid as backs or revealed).

Gestures (all also work by click-then-target and keyboard): a hand card dragged to the
bid area (and back), a revealed card dragged onto the company that waits for an
understudy, a director dragged from the pile to the fired directors, a singer dragged
onto a role. Confirming, choosing who fires, and the optimal assignment are buttons.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ...core.types import Action
from ...games.turandot.actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from ...games.turandot.data import ROLES
from ...games.turandot.views import TurandotView
from ..board import Board, ButtonSpec, GestureKey, LabelSpec, Spec, ZoneSpec
from ..board.fonts import text_height
from ..theme import CREAM, GOLD_LIGHT
from . import turandot_final as final
from .turandot_anim import MOVE_MS, REVEAL_MS
from .turandot_cards import (
    any_card,
    bt,
    role_header,
    tt,
)
from .turandot_company import (
    BID_W,
    BID_X,
    BID_ZONE,
    HAND_ZONE,
    OWN_H,
    PANEL_GAP,
    PANEL_H,
    PANEL_W,
    company_id,
    company_specs,
    own_zone_specs,
)
from .turandot_items import TURANDOT_ITEM_TYPES
from .turandot_reveal import RevealMemory
from .turandot_table import (
    FIRED_ZONE,
    PILE_Y,
    RIGHT_W,
    RIGHT_X,
    component_specs,
    director_specs,
)

COL = 124.0
"""Width of a column of the casting row."""
SLOT_Y = 50.0
SCORE_H = 300.0
HEADING_Y = 212.0


class TurandotBoard(Board):
    """Draws a Turandot player view and turns gestures into Turandot actions."""

    item_types = TURANDOT_ITEM_TYPES
    design_size = None  # laid out before the 1010×660 design size; fit what is drawn
    animate_changes = False  # it animates its own moves and reveals (below)

    def __init__(self, game_id: str = "turandot", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.animator = self.animations
        self._own_y = 0.0
        self._buttons_y = 0.0
        self.reveals = RevealMemory()
        """The last reveal of the bids, from the public events."""
        self._round_seen: int | None = None
        self._revealed_shown: set[tuple[str, int | None, int | None]] = set()
        """Reveals already animated, per viewer: ("view" | "events", round, viewer)."""

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .turandot_demo import demo_positions

        return demo_positions()

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: TurandotView) -> Iterable[Spec]:
        """Draw the whole table as ``view.viewer`` may see it."""
        specs: list[Spec] = []
        if view.phase in ("final", "over") and view.viewer is not None:
            movable = view.phase == "final" and view.viewer in view.to_move
            specs += final.stage_specs(view, COL, SLOT_Y, movable)
        else:
            specs += self._casting_row(view)
        specs += component_specs(self, view)
        if view.phase in ("final", "over"):
            can_assign = view.phase == "final" and view.viewer in view.to_move
            right_bottom = PILE_Y + SCORE_H
            specs += final.score_specs(view, RIGHT_X, PILE_Y, RIGHT_W, SCORE_H, can_assign)
        else:
            directors, right_bottom = director_specs(self, view)
            specs += directors
        heading, heading_bottom = self._heading(view)
        specs += heading
        y = max(heading_bottom, right_bottom) + 12
        self._own_y = y
        if view.viewer is not None and view.phase == "bidding":
            # The hand matters only while bidding; then the companies move up.
            specs += own_zone_specs(self, view, y)
            y += OWN_H + PANEL_GAP
        # The viewer's company first, then clockwise: the first row is always on screen.
        order = list(range(view.seats))
        if view.viewer is not None:
            order = order[view.viewer :] + order[: view.viewer]
        for place, seat in enumerate(order):
            row, column = divmod(place, 3)
            specs += company_specs(
                self,
                view,
                view.players[seat],
                column * (PANEL_W + PANEL_GAP),
                y + row * (PANEL_H + PANEL_GAP),
            )
        return specs

    def _casting_row(self, view: TurandotView) -> list[Spec]:
        specs: list[Spec] = []
        giving = view.phase == "understudies" and view.viewer == view.puccini
        for index, role in enumerate(ROLES):
            x = index * COL
            specs.append(role_header(role, index + 1, x, 0))
            in_play = index < view.seats + 1
            specs.append(
                ZoneSpec(
                    id=f"slot.{index}",
                    x=x,
                    y=SLOT_Y,
                    w=116,
                    h=150,
                    style="slot",
                    target=False,
                    fill="#00000044" if in_play else "#00000022",
                )
            )
            if not in_play:
                specs.append(
                    LabelSpec(
                        id=f"slot.{index}.note",
                        x=x + 10,
                        y=SLOT_Y + 62,
                        text=bt("empty_slot"),
                        size=10,
                        colour="#cdbb99",
                        width=96,
                    )
                )
            card = view.casting[index]
            if card is not None:
                specs.append(any_card(card, x, SLOT_Y, movable=giving, themed=final.themed(view)))
        return specs

    def _heading(self, view: TurandotView) -> tuple[list[Spec], float]:
        """The round and phase, what to do now; also return the bottom edge."""
        if view.phase == "over":
            title = bt("over.title")
        elif view.phase == "final":
            title = tt("turandot.phase.final")
        else:
            head = bt("round.directors") if view.round == 4 else bt("round", round=view.round)
            title = head + " · " + tt(f"turandot.phase.{view.phase}")
        width = RIGHT_X - 20
        specs: list[Spec] = [
            LabelSpec(
                id="heading",
                x=0,
                y=HEADING_Y,
                text=title,
                size=15,
                bold=True,
                colour=GOLD_LIGHT,
                width=width,
            )
        ]
        bottom = HEADING_Y + text_height(title, 15, width, bold=True)
        help_text = self._help(view)
        if help_text:
            specs.append(
                LabelSpec(
                    id="help", x=0, y=bottom + 6, text=help_text, size=11, colour=CREAM, width=width
                )
            )
            bottom += 6 + text_height(help_text, 11, width)
        last = self._last_bids(view)
        if last:
            specs.append(
                LabelSpec(
                    id="lastbids",
                    x=0,
                    y=bottom + 8,
                    text=last,
                    size=11,
                    colour=GOLD_LIGHT,
                    width=width,
                )
            )
            bottom += 8 + text_height(last, 11, width)
        self._buttons_y = bottom + 10
        if view.phase == "choose_firer" and view.viewer == view.puccini:
            bottom += 10 + 38
        return specs, bottom

    def _previous_reveal(self, view: TurandotView) -> bool:
        """Whether the remembered reveal is the previous round's, not shown in the view."""
        return (
            view.phase == "bidding"
            and bool(self.reveals.bids)
            and self.reveals.round == view.round - 1
            and all(p.revealed_bid is None for p in view.players)
        )

    def _last_bids(self, view: TurandotView) -> str:
        if not self._previous_reveal(view):
            return ""
        return (
            bt("last_bids", round=self.reveals.round) + " " + self.reveals.summary(self.seat_name)
        )

    def _help(self, view: TurandotView) -> str:
        me = view.viewer
        acting = me is not None and me in view.to_move
        if view.phase == "over":
            return ""
        if not acting:
            names = ", ".join(self.seat_name(s) for s in view.to_move)
            return bt("wait.others", players=names)
        return {
            "bidding": bt("bid.help"),
            "understudies": bt("understudy.drop"),
            "choose_firer": bt("choose_firer"),
            "fire_director": bt("firer.drop"),
            "final": bt("final.help"),
        }.get(view.phase, "")

    # --- buttons ---------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """Button texts, with players named."""
        if isinstance(action, ChooseFirer):
            return tt("turandot.action.choose_firer", player=self.seat_name(action.player))
        return super().action_label(action)

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Confirm next to the bid or in the score panel; who fires under the heading."""
        out: list[Spec] = []
        rest: list[Action] = []
        firers = 0
        for action in actions:
            if action.kind == "confirm_bid":
                out.append(
                    ButtonSpec(
                        id="button.confirm_bid",
                        x=BID_X + BID_W + 12,
                        y=self._own_y + 24,
                        w=124,
                        h=56,
                        text=self.action_label(action),
                        action=action,
                    )
                )
            elif action.kind == "confirm_cast":
                out.append(
                    ButtonSpec(
                        id="button.confirm_cast",
                        x=RIGHT_X + 214,
                        y=PILE_Y + SCORE_H - 44,
                        w=196,
                        h=36,
                        text=self.action_label(action),
                        action=action,
                    )
                )
            elif isinstance(action, ChooseFirer):
                out.append(
                    ButtonSpec(
                        id=f"button.firer.{action.player}",
                        x=firers * 188,
                        y=self._buttons_y,
                        w=180,
                        h=38,
                        text=self.action_label(action),
                        action=action,
                    )
                )
                firers += 1
            else:
                rest.append(action)
        return out + super().button_specs(rest, specs + out)

    def _activate_button(self, item_id: str) -> None:
        # The optimal assignment is the board's own button: it plays the engine's swaps.
        if item_id == final.OPTIMAL:
            self.cancel()
            self.play_optimal_assignment()
            return
        super()._activate_button(item_id)

    def play_optimal_assignment(self) -> None:
        """Ask for the role swaps that give the engine's optimal assignment, one by one."""
        view = self.view_model
        if isinstance(view, TurandotView):
            self.play_sequence(final.optimal_swaps(view))

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """The drag that performs each action (``None``: a button)."""
        if isinstance(action, AddToBid):
            return action.card, BID_ZONE
        if isinstance(action, TakeBackFromBid):
            return action.card, HAND_ZONE
        if isinstance(action, GiveUnderstudy):
            return action.card, company_id(action.player)
        if isinstance(action, FireDirector):
            return action.director, FIRED_ZONE
        if isinstance(action, AssignRole):
            return action.singer, f"role.{action.role}"
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """What a gesture means even when illegal, so the engine explains the refusal."""
        view = self.view_model
        if not isinstance(view, TurandotView):
            return None
        if target_id == BID_ZONE and item_id in view.hand:
            return AddToBid(card=item_id)
        if target_id == HAND_ZONE and item_id in view.bid:
            return TakeBackFromBid(card=item_id)
        if target_id.startswith("company.") and item_id in view.casting:
            return GiveUnderstudy(player=int(target_id.split(".")[1]), card=item_id)
        if target_id == FIRED_ZONE and item_id in view.director_pile:
            return FireDirector(director=item_id)
        if target_id.startswith("role."):
            role = target_id.split(".", 1)[1]
            if role in ROLES:
                return AssignRole(singer=item_id, role=role)
        return None

    # --- syncing with animations -------------------------------------------------------
    def play_events(self, entries: list, redacted_for: int | None = None) -> None:
        """Read the events of the last move (``[(step, seat, Event)]``, redacted)."""
        super().play_events(entries, redacted_for)
        self.reveals.record(entries, self._round_seen)

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Sync, then let moved items travel and newly revealed bids flip in."""
        self.animator.finish()
        before = {
            i: QPointF(item.pos()) for i in self.item_ids() if (item := self.item(i)) is not None
        }
        changes = super().sync(view, legal_actions)
        if isinstance(view, TurandotView):
            self._animate(view, before)
            self._round_seen = view.round
        return changes

    def _animate(self, view: TurandotView, before: dict[str, QPointF]) -> None:
        reveal_key = ("view", view.round, view.viewer)
        revealing = (
            any(p.revealed_bid is not None for p in view.players)
            and reveal_key not in self._revealed_shown
        )
        if revealing:
            self._revealed_shown.add(reveal_key)
            for company in view.players:
                prefix = f"reveal.{company.seat}."
                for order, item_id in enumerate(i for i in self.item_ids() if i.startswith(prefix)):
                    item = self.item(item_id)
                    if item is not None:
                        self.animator.flip_in(
                            item, REVEAL_MS * 0.5, delay=company.seat * 60 + order * 30
                        )
                bid = company.revealed_bid
                hire = company.hire
                if bid is not None and bid.number is not None and hire is not None:
                    item = self.item(hire)
                    if item is not None and hire not in before:
                        start = QPointF((bid.number - 1) * COL, SLOT_Y)
                        self.animator.glide(item, start, REVEAL_MS * 0.5, delay=REVEAL_MS * 0.5)
        previous_key = ("events", self.reveals.round, view.viewer)
        if self._previous_reveal(view) and previous_key not in self._revealed_shown:
            # The round ended at the reveal: the cards won travel from the casting row.
            self._revealed_shown.add(previous_key)
            for card, slot in self.reveals.hires.items():
                item = self.item(card)
                if item is not None and card not in before:
                    self.animator.glide(item, QPointF(slot * COL, SLOT_Y), REVEAL_MS)
        for item_id, old in before.items():
            item = self.item(item_id)
            if item is None or item_id.startswith("button."):
                continue
            if old != QPointF(item.spec.x, item.spec.y):
                self.animator.glide(item, old, REVEAL_MS if revealing else MOVE_MS)
