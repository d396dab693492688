"""The board of the demo game "Prima Donna": the worked example of board/README.md.

Laid out in the 1010×660 design size: the other seats' summaries and the royal box on
top, the applause track, the stage and the wings pile, then the viewer's purse and hand.
Every framework piece is used once: the drop chooser (sing plainly or with an encore),
the two-step panel (dedicate: mood, then to whom), the stepper panel (pay the claque),
a multi-step drag (rehearse along the hand), the hand fan, the track, a pile, counters,
opponent summaries that open in full, card faces for the inspector.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from divas_desktop.core.types import Action
from divas_desktop.ui.board import (
    AmountsRequest,
    Board,
    CardFace,
    CardSpec,
    CounterSpec,
    GestureKey,
    LabelSpec,
    Marker,
    PileSpec,
    Spec,
    SummarySpec,
    TokenSpec,
    TrackSpec,
    ZoneSpec,
    card_backs,
    face_card,
    hand_fan,
    track_tokens,
)

from .game import Dedicate, DemoView, HireClaque, Rehearse, SingAria, card_value

STAGE = "zone.stage"
WINGS = "pile.wings"
BOX = "zone.box"
CLAQUE = "claque"
TRACK = "track.applause"


def summary_id(seat: int) -> str:
    """Id of a seat's summary panel."""
    return f"summary.{seat}"


class DemoBoard(Board):
    """Summaries and the royal box, the applause track, stage and wings, the viewer's area."""

    # --- drawing ---------------------------------------------------------------------
    def describe(self, view: DemoView) -> Iterable[Spec]:
        """Draw the table as ``view.seat`` may see it."""
        specs: list[Spec] = []
        others = [s for s in range(len(view.hand_counts)) if s != view.seat]
        for column, seat in enumerate(others[:3]):
            specs.append(self._summary(view, seat, column * 252.0, 0.0))
        specs.append(
            ZoneSpec(
                id=BOX, x=760, y=0, w=250, h=74, label=self.text("demo.zone.box"), fill="#2a0a0ecc"
            )
        )
        track = TrackSpec(
            id=TRACK, x=0, y=88, spaces=25, columns=25, cell=38, label=self.text("demo.track")
        )
        specs.append(track)
        specs += track_tokens(
            track,
            [
                Marker(f"marker.{s}", view.applause[s], *self.seat_badge(s))
                for s in range(len(view.applause))
            ],
        )
        specs.append(
            ZoneSpec(
                id=STAGE,
                x=0,
                y=140,
                w=700,
                h=214,
                label=self.text("demo.zone.stage"),
                fill="#5a0b14cc",
            )
        )
        for index, (seat, card, _encore) in enumerate(view.stage):
            specs.append(
                self._card(
                    view, card, 16 + min(index, 12) * 48, 172, z=index, footer=self.seat_name(seat)
                )
            )
        specs.append(self._wings(view))
        if view.seat is not None:
            specs += self._own_area(view, view.seat)
        if view.turn is not None:
            specs.append(
                LabelSpec(
                    id="turn",
                    x=720,
                    y=622,
                    size=14,
                    bold=True,
                    text="▶ " + self.seat_name(view.turn),
                )
            )
        return specs

    def _face(self, view: DemoView, card: str) -> CardFace:
        suit_a = card.endswith("a")
        return CardFace(
            title=self.text(card),
            band=self.text("demo.card.aria"),
            mark="♪ A" if suit_a else "♫ B",
            accent="#7a0f1a" if suit_a else "#1f4e79",
            value=str(card_value(card)),
            text=self.text("demo.card.rule", top=view.top),
        )

    def _card(self, view: DemoView, card: str, x: float, y: float, **extra: Any) -> CardSpec:
        return face_card(self._face(view, card), card, x, y, **extra)

    def _summary(self, view: DemoView, seat: int, x: float, y: float) -> SummarySpec:
        colour, shape, letter = self.seat_badge(seat)
        purse = self.text(
            "demo.summary.purse",
            gold=view.gold[seat],
            flowers=view.flowers[seat],
            applause=view.applause[seat],
        )
        return SummarySpec(
            id=summary_id(seat),
            x=x,
            y=y,
            title=self.seat_name(seat),
            lines=(purse, self.text("demo.summary.hand", count=view.hand_counts[seat])),
            colour=colour,
            shape=shape,
            letter=letter,
            active=view.turn == seat,
        )

    def _wings(self, view: DemoView) -> PileSpec:
        faces = tuple(self._face(view, card) for _seat, card in view.wings if card is not None)
        chips = tuple(dict.fromkeys(self.seat_badge(seat) for seat, _card in view.wings))
        return PileSpec(
            id=WINGS,
            x=740,
            y=170,
            w=96,
            h=136,
            count=len(view.wings),
            label=self.text("demo.pile.wings"),
            cards=faces,
            chips=chips,
        )

    def _own_area(self, view: DemoView, seat: int) -> list[Spec]:
        colour, shape, letter = self.seat_badge(seat)
        specs: list[Spec] = [
            ZoneSpec(
                id="zone.hand",
                x=0,
                y=370,
                w=1010,
                h=244,
                target=False,
                label=self.text("demo.zone.hand", seat=seat),
                fill="#00000066",
            ),
            TokenSpec(id=f"seat.{seat}", x=960, y=378, colour=colour, shape=shape, label=letter),
        ]
        units = (
            ("gold", view.gold[seat], "#d4af37", "G"),
            ("flowers", view.flowers[seat], "#cc79a7", "F"),
        )
        for index, (unit, value, tint, mark) in enumerate(units):
            specs.append(
                CounterSpec(
                    id=f"counter.{unit}",
                    x=720 + index * 112,
                    y=420,
                    value=value,
                    unit=self.text(f"demo.unit.{unit}"),
                    colour=tint,
                    mark=mark,
                    w=104,
                )
            )
        if not view.claque[seat]:
            specs.append(
                TokenSpec(
                    id=CLAQUE,
                    x=730,
                    y=480,
                    colour="#e69f00",
                    shape="hexagon",
                    size=48,
                    label="C",
                    tooltip=self.text("demo.token.claque"),
                )
            )
        # Hand cards are targets too: a card dropped on another rehearses towards it.
        # The hand's order is the player's (they rehearse it), so the fan does not sort.
        cards = [self._card(view, card, 0, 0, target=True) for card in view.hand]
        return specs + hand_fan(cards, 24, 410, 660)

    # --- gestures --------------------------------------------------------------------
    def action_key(self, action: Action) -> GestureKey | None:
        """Sing: drag to the stage or the wings; dedicate: to the box; the claque: to the
        stage; rehearse: onto the neighbouring card."""
        view = self.view_model
        if isinstance(action, SingAria):
            return action.card, STAGE if action.zone == "stage" else WINGS
        if isinstance(action, Dedicate):
            return action.card, BOX
        if isinstance(action, HireClaque):
            return CLAQUE, STAGE
        if isinstance(action, Rehearse) and isinstance(view, DemoView):
            hand = list(view.hand)
            return action.card, hand[hand.index(action.card) + action.step]
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """Any hand card dropped on stage or wings means singing it (the engine judges)."""
        zones = {STAGE: "stage", WINGS: "wings"}
        if item_id.startswith("demo.") and target_id in zones:
            return SingAria(card=item_id, zone=zones[target_id])
        return None

    def gesture_sequence(self, item_id: str, target_id: str) -> list[Action] | None:
        """A hand card dropped k places along the hand: k rehearsal swaps, in order."""
        view = self.view_model
        if not isinstance(view, DemoView) or item_id not in view.hand or target_id not in view.hand:
            return None
        hand = list(view.hand)
        distance = hand.index(target_id) - hand.index(item_id)
        step = 1 if distance > 0 else -1
        return [Rehearse(card=item_id, step=step) for _ in range(abs(distance))] or None

    def sequence_targets(self, item_id: str) -> list[str]:
        """Hand cards within the swaps left this turn."""
        view = self.view_model
        if not isinstance(view, DemoView) or item_id not in view.hand or not view.rehearsals_left:
            return []
        if not any(isinstance(a, Rehearse) and a.card == item_id for a in self.legal):
            return []
        hand = list(view.hand)
        index = hand.index(item_id)
        return [c for i, c in enumerate(hand) if 0 < abs(i - index) <= view.rehearsals_left]

    # --- what the panels say -------------------------------------------------------------
    def choice_label(self, action: Action) -> str:
        """Sing plainly or with an encore; dedications are labelled by their path."""
        if isinstance(action, SingAria) and action.zone == "stage":
            return self.text("demo.choice.encore" if action.encore else "demo.choice.plain")
        return super().choice_label(action)

    def choice_detail(self, action: Action) -> str:
        """What the move costs and brings, read from the view's prices."""
        view = self.view_model
        if not isinstance(view, DemoView):
            return ""
        prices = view.prices
        if isinstance(action, SingAria):
            if not action.encore:
                return self.text("demo.detail.plain")
            return self.text(
                "demo.detail.encore", gold=prices["encore_gold"], applause=prices["encore_applause"]
            )
        if isinstance(action, Dedicate):
            if action.mood == "tender":
                return self.text(
                    "demo.detail.tender", applause=prices["tender_applause"], seat=action.to
                )
            return self.text(
                "demo.detail.fiery",
                flowers=prices["fiery_flowers"],
                applause=prices["fiery_applause"],
                seat=action.to,
            )
        return ""

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """A dedication asks the mood first, then to whom."""
        if isinstance(action, Dedicate):
            return self.text(f"demo.mood.{action.mood}"), self.text("demo.to", seat=action.to)
        return super().choice_path(action)

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """Headings of the dedication's two steps."""
        if target_id == BOX:
            return self.text("demo.step.mood"), self.text("demo.step.to")
        return ()

    def amounts_request(
        self, item_id: str, target_id: str, actions: list[Action]
    ) -> AmountsRequest | None:
        """The claque is paid with steppers (gold + flowers = its cost)."""
        view = self.view_model
        if item_id != CLAQUE or not isinstance(view, DemoView) or view.seat is None:
            return None
        seat = view.seat
        options = tuple(((a.gold, a.flowers), a) for a in actions if isinstance(a, HireClaque))
        most = max(options, key=lambda o: o[0][0] * view.gold[seat] + o[0][1] * view.flowers[seat])
        cost = view.prices["claque_cost"]
        return AmountsRequest(
            title=self.text("demo.claque.title", cost=cost),
            rows=(self.text("demo.good.gold"), self.text("demo.good.flowers")),
            marks=("G", "F"),
            options=options,
            total=cost,
            presets=((self.text("demo.claque.most"), most[0]),),
            item_id=item_id,
        )

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """An opponent's box in full: their hand as backs in their colour, their purse."""
        if not isinstance(view, DemoView) or not item_id.startswith("summary."):
            return []
        seat = int(item_id.split(".")[1])
        colour, _shape, letter = self.seat_badge(seat)
        specs: list[Spec] = [
            LabelSpec(
                id=f"area.{seat}.title",
                x=40,
                y=120,
                size=17,
                bold=True,
                text=self.text("demo.area", seat=seat),
            ),
        ]
        specs += card_backs(
            f"area.{seat}.hand",
            view.hand_counts[seat],
            40,
            160,
            600,
            colour=colour,
            letter=letter,
            card_w=72,
            card_h=102,
        )
        for index, (unit, value) in enumerate(
            (
                ("gold", view.gold[seat]),
                ("flowers", view.flowers[seat]),
                ("applause", view.applause[seat]),
            )
        ):
            specs.append(
                CounterSpec(
                    id=f"area.{seat}.{unit}",
                    x=40 + index * 130,
                    y=300,
                    value=value,
                    unit=self.text(f"demo.unit.{unit}"),
                    w=120,
                    mark=unit[:1].upper(),
                )
            )
        return specs
