"""The board of the demo game "Prima Donna": also the worked example in board/README.md."""

from __future__ import annotations

from collections.abc import Iterable

from ...core.types import Action
from ..board import CARD_W, Board, CardSpec, GestureKey, LabelSpec, Spec, TokenSpec, ZoneSpec
from ..demo_game import DemoView, SingAria, card_value
from ..theme import GOLD_LIGHT

STAGE = "zone.stage"
WINGS = "zone.wings"


class DemoBoard(Board):
    """Stage and wings on top, the other seats' hands as card backs, the viewer's hand below."""

    def describe(self, view: DemoView) -> Iterable[Spec]:
        """Draw the stage, the wings, the others' hands (backs) and the viewer's hand."""
        specs: list[Spec] = [
            ZoneSpec(
                id=STAGE,
                x=0,
                y=0,
                w=620,
                h=200,
                label=self.text("demo.zone.stage"),
                fill="#5a0b14cc",
            ),
            ZoneSpec(
                id=WINGS,
                x=650,
                y=0,
                w=300,
                h=200,
                label=self.text("demo.zone.wings"),
                fill="#1c110999",
            ),
        ]
        for index, (seat, card) in enumerate(view.stage):
            specs.append(
                self._card(card, 20 + min(index, 12) * 44, 44, z=index, footer=self.seat_name(seat))
            )
        for index, (seat, card) in enumerate(view.wings):
            if card is None:
                specs.append(
                    CardSpec(
                        id=f"wings.back.{index}", x=670 + index * 22, y=44, z=index, face_up=False
                    )
                )
            else:
                specs.append(
                    self._card(card, 670 + index * 22, 44, z=index, footer=self.seat_name(seat))
                )
        # The other seats: a seat token and their hand as backs (count only).
        others = [s for s in range(len(view.hand_counts)) if s != view.seat]
        for column, seat in enumerate(others):
            x = column * 320.0
            specs.append(
                TokenSpec(
                    id=f"seat.{seat}",
                    x=x,
                    y=-150,
                    colour=self.seat_colour(seat),
                    shape=self.seat_shape(seat),
                    label=self.seat_name(seat)[:1],
                )
            )
            specs.append(
                LabelSpec(
                    id=f"seat.{seat}.name",
                    x=x + 42,
                    y=-146,
                    bold=True,
                    text=self.text("demo.cards_in_hand", seat=seat, count=view.hand_counts[seat]),
                )
            )
            for index in range(view.hand_counts[seat]):
                specs.append(
                    CardSpec(
                        id=f"back.{seat}.{index}",
                        x=x + 42 + index * 26,
                        y=-118,
                        z=index,
                        face_up=False,
                        w=64,
                        h=90,
                    )
                )
        if view.seat is not None:
            specs.append(
                ZoneSpec(
                    id="zone.hand",
                    x=0,
                    y=230,
                    w=950,
                    h=190,
                    target=False,
                    label=self.text("demo.zone.hand", seat=view.seat),
                    fill="#00000066",
                )
            )
            specs.append(
                TokenSpec(
                    id=f"seat.{view.seat}",
                    x=900,
                    y=240,
                    colour=self.seat_colour(view.seat),
                    shape=self.seat_shape(view.seat),
                    label=self.seat_name(view.seat)[:1],
                )
            )
            for index, card in enumerate(view.hand):
                specs.append(self._card(card, 24 + index * (CARD_W + 18), 270, movable=True))
        if view.turn is not None:
            specs.append(
                LabelSpec(
                    id="turn",
                    x=0,
                    y=440,
                    colour=GOLD_LIGHT,
                    size=11,
                    text="▶ " + self.seat_name(view.turn),
                )
            )
        return specs

    def _card(
        self, card: str, x: float, y: float, z: float = 0, movable: bool = False, footer: str = ""
    ) -> CardSpec:
        suit_a = card.endswith("a")
        return CardSpec(
            id=card,
            x=x,
            y=y,
            z=z,
            movable=movable,
            value=str(card_value(card)),
            title=self.text("demo.card.aria"),
            footer=footer,
            mark="♪ A" if suit_a else "♫ B",
            accent="#7a0f1a" if suit_a else "#1f4e79",
        )

    def action_key(self, action: Action) -> GestureKey | None:
        """Singing an aria is dragging its card to the stage or the wings."""
        if isinstance(action, SingAria):
            return action.card, STAGE if action.zone == "stage" else WINGS
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """Any hand card dropped on stage or wings means singing it (the engine judges)."""
        zones = {STAGE: "stage", WINGS: "wings"}
        if item_id.startswith("demo.") and target_id in zones:
            return SingAria(card=item_id, zone=zones[target_id])
        return None
