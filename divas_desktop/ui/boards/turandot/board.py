"""The Turandot board, laid out in the framework's 1010×660 design (``turandot_layout``).

Top, the other companies; in the middle the casting row (six characters and the cards
under them) with the rounds, Puccini, the costume designer, the carpenter and the
directors beside it; under it the phase band (the viewer's hand and bid while bidding,
every bid face up at the reveal, the director pile when one is fired, the director and
the legend in the final scene); along the bottom the featured company (the viewer's),
or in the final scene the standings.

Gestures (each also by click-then-target and keyboard): a hand card dragged to the bid
and back, a revealed card dragged onto the company that waits for an understudy, a
director dragged from the pile to the fired directors, a singer dragged onto a role.
Confirming, choosing who fires and the optimal assignment are buttons beside what they
act on. Whatever the board shows of the rules comes from :class:`TurandotView`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from ....core.types import Action, Event
from ....games.turandot.actions import (
    AddToBid,
    AssignRole,
    ChooseFirer,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from ....games.turandot.views import TurandotView
from ...board import Board, ButtonSpec, CardFace, GestureKey, LabelSpec, Spec
from ...board.fonts import TEXT_HEADING, text_height
from ...board.motion import animate_changes
from ...log_panel import subject_of
from ...theme import CREAM, GOLD_LIGHT
from . import final
from .bids import (
    BID_ZONE,
    HAND_ZONE,
    confirm_box,
    hand_specs,
    public_hand_specs,
    reveal_specs,
)
from .cards import any_card, bt, card_face, role_header, tt
from .company import (
    bid_id,
    company_id,
    featured_company,
    other_company,
    standings_specs,
)
from .items import TURANDOT_ITEM_TYPES, TurandotCardSpec
from .layout import (
    CARD_H,
    CARD_W,
    CARD_Y,
    HEADING_Y,
    LEFT_W,
    OWN_H,
    OWN_Y,
    RIGHT_W,
    RIGHT_X,
    ROW_Y,
    WIDTH,
    Box,
    clockwise_from,
    other_boxes,
    slot_x,
)
from .motion import REVEAL_GLIDE_MS, REVEAL_STAGGER_MS, RevealMemory
from .table import (
    FIRED_ZONE,
    big_pile_specs,
    component_specs,
    fired_specs,
    firing,
    last_bids_spec,
    pile_specs,
    round_specs,
)

__all__ = ["BID_ZONE", "FIRED_ZONE", "HAND_ZONE", "TurandotBoard", "company_id"]

FIRER_BUTTON_H = 34.0
DRAW_EVENTS = ("turandot.casting_call", "turandot.directors_drawn")
"""Events naming every card newly drawn: nobody's move, so no last-move mark."""
SCENE_HIRES = {"turandot.designer_hired": "designer", "turandot.carpenter_hired": "carpenter"}
MAX_BID = 5
"""A bid holds at most a number, three money cards and the bluff."""


class TurandotBoard(Board):
    """Draws a Turandot player view and turns gestures into Turandot actions."""

    item_types = TURANDOT_ITEM_TYPES
    animate_changes = False  # it animates in beats itself: the reveal first, then the rest
    mark_unnamed = False  # cards carry the engine's ids; event_items names the rest

    def __init__(self, game_id: str = "turandot", seats: Sequence[Any] = (), parent=None) -> None:
        super().__init__(game_id, seats, parent)
        self.animator = self.animations
        self.reveals = RevealMemory()
        """The last reveal of the bids, from the public events."""
        self._round_seen: int | None = None
        self._featured: int | None = None
        """The seat whose company is drawn large: the viewer, or who looked last."""
        self._firer_y = 0.0

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, int | None]]:
        """One seeded position per phase, for ``--screenshots``."""
        from .demo import demo_positions

        return demo_positions()

    # --- drawing ---------------------------------------------------------------------
    def featured_seat(self, view: TurandotView) -> int:
        """The company drawn large: the viewer's, else the last viewer's (nothing secret)."""
        if view.viewer is not None:
            return view.viewer
        if self._featured is not None and 0 <= self._featured < view.seats:
            return self._featured
        return 0

    def describe(self, view: TurandotView) -> Iterable[Spec]:
        """Draw the whole table as ``view.viewer`` may see it."""
        featured = self.featured_seat(view)
        others = clockwise_from(featured, view.seats)[1:]
        specs: list[Spec] = []
        for box, seat in zip(other_boxes(len(others)), others, strict=True):
            specs += other_company(self, view, view.players[seat], box)
        specs += self._heading(view)
        company = view.players[featured]
        if view.phase in ("final", "over"):
            movable = view.phase == "final" and view.viewer == featured and featured in view.to_move
            specs += final.stage_specs(view, company, movable)
            specs += final.band_specs(view, company)
            specs += final.score_specs(self, view, company)
            specs += standings_specs(self, view, Box(0, OWN_Y, WIDTH, OWN_H))
            if movable:
                x, y, w, h = final.button_boxes()[final.OPTIMAL]
                specs.append(
                    ButtonSpec(id=final.OPTIMAL, x=x, y=y, w=w, h=h, text=self._optimal_label(view))
                )
            return specs
        specs += self._casting_row(view)
        specs += self._right_column(view)
        specs += self._band(view, featured)
        specs += featured_company(self, view, company)
        return specs

    def _casting_row(self, view: TurandotView) -> list[Spec]:
        specs: list[Spec] = []
        giving = view.phase == "understudies" and view.viewer == view.puccini
        for index, role in enumerate(view.characters):
            x = slot_x(index)
            specs.append(role_header(role, index + 1, x, ROW_Y))
            card = view.casting[index]
            if card is not None:
                neutral = card in view.neutral_directors
                specs.append(any_card(card, x, CARD_Y, movable=giving, neutral=neutral))
            elif index < view.seats + 1:
                specs.append(_slot(f"slot.{index}", x))
        return specs

    def _right_column(self, view: TurandotView) -> list[Spec]:
        specs, y = round_specs(view)
        parts, y = component_specs(self, view, y + 4)
        specs += parts
        firing_now = view.phase == "fire_director" and view.viewer == view.firer
        if not firing(view):
            parts, y = pile_specs(view, y + 8, movable=False)
            specs += parts
        parts, y = fired_specs(self, view, y + 8)
        specs += parts
        if view.phase == "choose_firer" and view.viewer == view.puccini:
            specs.append(
                LabelSpec(
                    id="firer.question",
                    x=RIGHT_X,
                    y=y + 8,
                    text=bt("choose_firer.question"),
                    size=13,
                    bold=True,
                    colour=GOLD_LIGHT,
                    width=RIGHT_W - 4,
                )
            )
            self._firer_y = y + 30
        last = self._last_bids(view)
        if last:
            specs.append(last_bids_spec(last, y + 10))
        del firing_now
        return specs

    def _band(self, view: TurandotView, featured: int) -> list[Spec]:
        if view.phase == "bidding":
            return hand_specs(self, view) if view.viewer is not None else public_hand_specs()
        if firing(view):
            return big_pile_specs(view, view.phase == "fire_director" and view.viewer == view.firer)
        return reveal_specs(self, view, view.puccini)

    def _heading(self, view: TurandotView) -> list[Spec]:
        """The round and phase, and what to do now."""
        if view.phase == "over":
            title = bt("over.title")
        elif view.phase == "final":
            title = tt("turandot.phase.final")
        else:
            last = len(view.rounds)
            if view.casting_kind == "directors":
                head = bt("round.directors", round=view.round, last=last)
            else:
                head = bt("round", round=view.round, last=last)
            title = head + " · " + tt(f"turandot.phase.{view.phase}")
        specs: list[Spec] = [
            LabelSpec(
                id="heading",
                x=0,
                y=HEADING_Y - 4,
                text=title,
                size=TEXT_HEADING,
                bold=True,
                colour=GOLD_LIGHT,
                width=LEFT_W,
            )
        ]
        help_text = self._help(view)
        if help_text:
            top = HEADING_Y - 4 + text_height(title, TEXT_HEADING, LEFT_W, bold=True) + 1
            specs.append(
                LabelSpec(
                    id="help", x=0, y=top, text=help_text, size=12, colour=CREAM, width=LEFT_W
                )
            )
        return specs

    def _help(self, view: TurandotView) -> str:
        me = view.viewer
        if view.phase == "over":
            return ""
        if me is None or me not in view.to_move:
            names = ", ".join(self.seat_name(s) for s in view.to_move)
            return bt("wait.others", players=names)
        return {
            "bidding": bt("bid.help"),
            "understudies": bt("understudy.drop"),
            "choose_firer": bt("choose_firer"),
            "fire_director": bt("firer.drop"),
            "final": bt("final.help"),
        }.get(view.phase, "")

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

    def _optimal_label(self, view: TurandotView) -> str:
        return bt("final.optimal")

    # --- buttons ---------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        """Button texts, with players named."""
        if isinstance(action, ChooseFirer):
            return tt("turandot.action.choose_firer", player=self.seat_name(action.player))
        return super().action_label(action)

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Confirm under the bid or beside the cast; who fires under the question."""
        out: list[Spec] = []
        rest: list[Action] = []
        firers = 0
        for action in actions:
            box: tuple[float, float, float, float] | None = None
            if action.kind == "confirm_bid":
                box = confirm_box()
            elif action.kind == "confirm_cast":
                box = final.button_boxes()["button.confirm_cast"]
            elif isinstance(action, ChooseFirer):
                box = (
                    RIGHT_X,
                    self._firer_y + firers * (FIRER_BUTTON_H + 6),
                    RIGHT_W,
                    FIRER_BUTTON_H,
                )
                firers += 1
            if box is None:
                rest.append(action)
                continue
            button_id = (
                f"button.firer.{action.player}"
                if isinstance(action, ChooseFirer)
                else f"button.{action.kind}"
            )
            x, y, w, h = box
            out.append(
                ButtonSpec(
                    id=button_id, x=x, y=y, w=w, h=h, text=self.action_label(action), action=action
                )
            )
        return out + super().button_specs(rest, specs + out)

    def _activate_button(self, item_id: str) -> None:
        # The optimal assignment is the board's own button: it plays the view's swaps.
        if item_id == final.OPTIMAL:
            self.cancel()
            self.play_optimal_assignment()
            return
        super()._activate_button(item_id)

    def play_optimal_assignment(self) -> None:
        """Ask for the role swaps that give the view's optimal arrangement, one by one."""
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
            return action.singer, final.role_id(action.role)
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
            if role in view.characters:
                return AssignRole(singer=item_id, role=role)  # type: ignore[arg-type]
        return None

    # --- the inspector and the last-move marks ---------------------------------------------
    def card_face(self, card_id: str) -> CardFace | None:
        """Any singer or director, drawn or not (a log line may name a card gone)."""
        drawn = super().card_face(card_id)
        if drawn is not None:
            return drawn
        view = self.view_model
        neutral = isinstance(view, TurandotView) and card_id in view.neutral_directors
        return card_face(card_id, neutral)

    def event_items(self, event: Event) -> set[str]:
        """The items an event is about: its cards, and the tiles and backs it changed (a
        new casting call is nobody's move)."""
        if event.kind in DRAW_EVENTS:
            return set()
        found = super().event_items(event)
        player = event.params.get("player")
        if event.kind in SCENE_HIRES:
            found.add(SCENE_HIRES[event.kind])
        elif event.kind == "turandot.puccini_passes" and isinstance(player, int):
            found |= {"puccini", f"puccini.{player}"}
        elif event.kind == "turandot.bid_confirmed" and isinstance(player, int):
            found |= {bid_id(player, index) for index in range(MAX_BID)}
        return found

    def play_events(self, entries: list, redacted_for: int | None = None) -> None:
        """Read the events of the last move; each is marked for the seat it is about.

        A reveal is one seat's move but hires for everyone: the hired card carries the
        badge of its new owner, an understudy the badge of Puccini who gave it.
        """
        seats = len(self.seats)
        about = [(step, _mover(event, seat, seats), event) for step, seat, event in entries]
        super().play_events(about, redacted_for)
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
        """The bids turn over first (backs fly to the table and flip), then the rest moves."""
        queue = self.animations
        if queue.factor() <= 0:
            return
        specs = [item.spec for i in self.item_ids() if (item := self.item(i)) is not None]
        reveal = [s for s in specs if _turned_up(seen.get(s.id), s)]
        for spec in reveal:
            item = self.item(spec.id)
            if item is None:
                continue
            seat = int(spec.id.split(".")[1])
            delay = REVEAL_STAGGER_MS * seat
            old = seen.get(spec.id)
            if old is not None and (old.x, old.y) != (spec.x, spec.y):
                queue.glide(item, QPointF(old.x, old.y), REVEAL_GLIDE_MS, delay=delay)
            queue.flip_in(item, delay=delay + REVEAL_GLIDE_MS * 0.5)
        if reveal:
            queue.beat()
        shown = {s.id for s in reveal}
        animate_changes(self, seen, before, [s for s in specs if s.id not in shown])


def _turned_up(old: Spec | None, new: Spec) -> bool:
    """A bid card that was a back (or not there) and is now face up."""
    if not (isinstance(new, TurandotCardSpec) and new.id.startswith("bid.") and new.face_up):
        return False
    return old is None or (isinstance(old, TurandotCardSpec) and not old.face_up)


def _mover(event: Event, actor: int, seats: int) -> int:
    """The seat a move's event is credited to: who gave (``by``), else whom it is about."""
    by = event.params.get("by")
    if isinstance(by, int) and not isinstance(by, bool) and 0 <= by < seats:
        return by
    return subject_of(event, actor, seats)


def _slot(item_id: str, x: float) -> Spec:
    from ...board import ZoneSpec

    return ZoneSpec(
        id=item_id,
        x=x,
        y=CARD_Y,
        w=CARD_W,
        h=CARD_H,
        style="slot",
        target=False,
        fill="#00000044",
    )
