"""The right side of the Turandot table: Puccini, the costume designer, the carpenter,
the director pile and the fired directors.
"""

from __future__ import annotations

from ...games.turandot.views import TurandotView
from ..board import Board, Spec, ZoneSpec
from . import turandot_final as final
from .turandot_cards import bt, director_card, tt
from .turandot_items import PanelSpec, TurandotCardSpec

RIGHT_X = 760.0
RIGHT_W = 420.0
PILE_Y = 72.0
PILE_H = 238.0
PILE_EMPTY_H = 34.0
FIRED_H = 78.0
FIRED_ZONE = "zone.fired"


def component_specs(board: Board, view: TurandotView) -> list[Spec]:
    """Puccini (and who holds it), the costume designer and the carpenter."""
    holder = view.puccini
    specs: list[Spec] = [
        TurandotCardSpec(
            id="puccini",
            x=RIGHT_X,
            y=0,
            w=136,
            h=62,
            accent="#7a0f1a",
            band=tt("turandot.card.puccini"),
            title=bt("puccini.holder", player=board.seat_name(holder)),
            seat_colour=board.seat_colour(holder),
            seat_shape=board.seat_shape(holder),
            tooltip=tt("turandot.card.puccini")
            + " — "
            + bt("puccini.holder", player=board.seat_name(holder)),
        )
    ]
    for index, (slot, owner) in enumerate(
        (("designer", view.designer_owner), ("carpenter", view.carpenter_owner))
    ):
        removed = slot == "carpenter" and not view.carpenter_in_game
        if removed:
            status = bt("carpenter.removed")
        elif owner is not None:
            status = bt("designer.hired", player=board.seat_name(owner))
        elif view.round == 4:
            status = bt("designer.round4")
        else:
            status = bt("designer.free")
        specs.append(
            TurandotCardSpec(
                id=slot,
                x=RIGHT_X + 142 * (index + 1),
                y=0,
                w=136,
                h=62,
                accent="#5a3920",
                band=tt(f"turandot.card.{slot}"),
                title=status,
                dim=removed,
                seat_colour=board.seat_colour(owner) if owner is not None else "",
                seat_shape=board.seat_shape(owner) if owner is not None else "",
                tooltip=tt("turandot.card.scene_element"),
            )
        )
    return specs


def director_specs(board: Board, view: TurandotView) -> tuple[list[Spec], float]:
    """The director pile and the fired directors; also return their bottom edge."""
    firing = view.phase == "fire_director" and view.viewer == view.firer
    pile_title = (
        bt("pile", count=len(view.director_pile)) if view.director_pile else bt("pile.empty")
    )
    pile_h = PILE_H if view.director_pile else PILE_EMPTY_H
    specs: list[Spec] = [
        PanelSpec(id="pile", x=RIGHT_X, y=PILE_Y, w=RIGHT_W, h=pile_h, title=pile_title)
    ]
    for index, director in enumerate(view.director_pile):
        row, column = divmod(index, 3)
        specs.append(
            director_card(
                director,
                RIGHT_X + 8 + column * 137,
                PILE_Y + 28 + row * 70,
                size="tile",
                movable=firing,
                themed=final.themed(view),
            )
        )
    fired_y = PILE_Y + pile_h + 6
    specs.append(
        ZoneSpec(
            id=FIRED_ZONE,
            x=RIGHT_X,
            y=fired_y,
            w=RIGHT_W,
            h=FIRED_H,
            target=firing,
            fill="#2a0a0ecc",
            label=bt("fired.drop") if firing else bt("fired"),
        )
    )
    for index, fired in enumerate(view.fired_directors):
        specs.append(
            director_card(
                fired.director,
                RIGHT_X + 8 + index * 137,
                fired_y + 26,
                size="small",
                themed=final.themed(view),
                dim=False,
                band="✕ " + bt("fired.by", player=board.seat_name(fired.player)),
            )
        )
    return specs, fired_y + FIRED_H
