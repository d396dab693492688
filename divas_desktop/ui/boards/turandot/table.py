"""The right side of the Turandot table: the rounds, Puccini, the costume designer and the
carpenter, the director pile and the fired directors.

While the round is played the pile shows the directors' names (the inspector gives
their effects); when a director must be fired the pile comes forward into the phase band,
large, with every effect written out, and the fired directors become the drop target.
"""

from __future__ import annotations

from ....games.turandot.views import TurandotView
from ...board import Board, CardFace, LabelSpec, Spec, ZoneSpec
from ...theme import CREAM, GOLD_LIGHT
from .cards import bt, director_tile, tt
from .items import PanelSpec, RoundSpec, TurandotCardSpec
from .layout import BAND_H, BAND_Y, GAP, HEADING_Y, LEFT_W, RIGHT_W, RIGHT_X

FIRED_ZONE = "zone.fired"
PILE = "pile"
ROUNDS_ID = "rounds"
TILE_W = (RIGHT_W - 16 - 6) / 2
TILE_H = 22.0
TILE_STEP = TILE_H + 4
BIG_TILE_W = (LEFT_W - 2 * 6) / 3
BIG_TILE_H = 54.0
COMPONENT_H = 68.0


def firing(view: TurandotView) -> bool:
    """Whether the director pile is in front (someone chooses who fires, or fires)."""
    return view.phase in ("choose_firer", "fire_director") and bool(view.director_pile)


def round_specs(view: TurandotView) -> tuple[list[Spec], float]:
    """The round track (what each round hires, which end with a firing); its bottom."""
    marks = {"singers": bt("round.mark.singers"), "directors": bt("round.mark.directors")}
    rounds = tuple((r.number, marks[r.kind], r.fires) for r in view.rounds)
    cell = min(44.0, RIGHT_W / max(1, len(rounds)))
    legend = bt("round.legend", singers=marks["singers"], directors=marks["directors"], fire="✕")
    lines = tuple(
        bt(
            "round.line.fires" if r.fires else "round.line",
            round=r.number,
            what=bt(f"round.kind.{r.kind}"),
        )
        for r in view.rounds
    )
    face = CardFace(
        title=bt("round", round=view.round, last=len(view.rounds)),
        band=bt("rounds"),
        text=legend,
        lines=lines,
    )
    specs: list[Spec] = [
        RoundSpec(
            id=ROUNDS_ID,
            x=RIGHT_X,
            y=HEADING_Y,
            rounds=rounds,
            current=view.round,
            cell=cell,
            h=28,
            face=face,
        ),
        LabelSpec(
            id="rounds.legend",
            x=RIGHT_X,
            y=HEADING_Y + 30,
            text=legend,
            size=11,
            colour=CREAM,
            width=RIGHT_W - 4,
        ),
    ]
    return specs, HEADING_Y + 48


def component_specs(board: Board, view: TurandotView, y: float) -> tuple[list[Spec], float]:
    """Puccini (and who holds it), the costume designer and the carpenter; their bottom."""
    holder = view.puccini
    colour, shape, letter = board.seat_badge(holder)
    slots = [("designer", view.designer_owner)]
    if view.carpenter_in_game:
        slots.append(("carpenter", view.carpenter_owner))
    width = (RIGHT_W - GAP * len(slots)) / (len(slots) + 1)
    specs: list[Spec] = [
        TurandotCardSpec(
            id="puccini",
            x=RIGHT_X,
            y=y,
            w=width,
            h=COMPONENT_H,
            style="tile",
            accent="#b8202e",
            title=tt("turandot.card.puccini"),
            lines=(board.seat_name(holder),),
            seat_colour=colour,
            seat_shape=shape,
            seat_letter=letter,
            face=CardFace(
                title=tt("turandot.card.puccini"),
                band=bt("puccini.holder", player=board.seat_name(holder)),
                accent="#b8202e",
                mark="P",
                text=bt("puccini.face"),
            ),
        )
    ]
    for index, (slot, owner) in enumerate(slots):
        if owner is not None:
            status = bt("designer.hired", player=board.seat_name(owner))
            badge = board.seat_badge(owner)
        elif view.scene_hire_open:
            status, badge = bt("designer.free"), ("", "", "")
        else:
            status, badge = bt("designer.closed"), ("", "", "")
        name = tt(f"turandot.card.{slot}")
        specs.append(
            TurandotCardSpec(
                id=slot,
                x=RIGHT_X + (index + 1) * (width + GAP),
                y=y,
                w=width,
                h=COMPONENT_H,
                style="tile",
                accent="#5a3920",
                title=name,
                lines=(status,),
                dim=owner is None and not view.scene_hire_open,
                seat_colour=badge[0],
                seat_shape=badge[1],
                seat_letter=badge[2],
                face=CardFace(
                    title=name,
                    accent="#5a3920",
                    mark="★",
                    text=bt("scene.face"),
                    lines=(status,),
                ),
            )
        )
    return specs, y + COMPONENT_H


def pile_specs(view: TurandotView, y: float, movable: bool) -> tuple[list[Spec], float]:
    """The director pile in the right column: names only (or nothing when empty)."""
    if not view.director_pile:
        return [], y
    rows = (len(view.director_pile) + 1) // 2
    height = 26 + rows * TILE_STEP + 2
    specs: list[Spec] = [
        PanelSpec(
            id=PILE,
            x=RIGHT_X,
            y=y,
            w=RIGHT_W,
            h=height,
            title=bt("pile", count=len(view.director_pile)),
        )
    ]
    for index, director in enumerate(view.director_pile):
        row, column = divmod(index, 2)
        specs.append(
            director_tile(
                director,
                RIGHT_X + 8 + column * (TILE_W + 6),
                y + 26 + row * TILE_STEP,
                TILE_W,
                TILE_H,
                movable=movable,
                neutral=director in view.neutral_directors,
            )
        )
    return specs, y + height


def big_pile_specs(view: TurandotView, movable: bool) -> list[Spec]:
    """The director pile brought forward into the phase band, every effect written out."""
    specs: list[Spec] = []
    rows = (len(view.director_pile) + 2) // 3
    step = min(BIG_TILE_H + 2, BAND_H / max(1, rows))
    for index, director in enumerate(view.director_pile):
        row, column = divmod(index, 3)
        specs.append(
            director_tile(
                director,
                column * (BIG_TILE_W + 6),
                BAND_Y + row * step,
                BIG_TILE_W,
                BIG_TILE_H,
                movable=movable,
                neutral=director in view.neutral_directors,
                effect=True,
            )
        )
    return specs


def fired_specs(board: Board, view: TurandotView, y: float) -> tuple[list[Spec], float]:
    """The fired directors (a drop target for the player who fires one); their bottom."""
    target = view.phase == "fire_director" and view.viewer == view.firer
    if not view.fired_directors and not target:
        return [], y
    rows = max(1, len(view.fired_directors))
    height = 26 + rows * TILE_STEP + 4
    specs: list[Spec] = [
        ZoneSpec(
            id=FIRED_ZONE,
            x=RIGHT_X,
            y=y,
            w=RIGHT_W,
            h=height,
            target=target,
            fill="#2a0a0ecc",
            label=bt("fired.drop") if target else bt("fired"),
        )
    ]
    for index, fired in enumerate(view.fired_directors):
        specs.append(
            director_tile(
                fired.director,
                RIGHT_X + 8,
                y + 26 + index * TILE_STEP,
                RIGHT_W - 16,
                TILE_H,
                neutral=fired.director in view.neutral_directors,
                fired_by=board.seat_badge(fired.player),
                fired_name=board.seat_name(fired.player),
            )
        )
    return specs, y + height


def last_bids_spec(text: str, y: float) -> Spec:
    """The bids of the previous round, when it ended at the reveal."""
    return LabelSpec(
        id="lastbids", x=RIGHT_X, y=y, text=text, size=12, colour=GOLD_LIGHT, width=RIGHT_W - 4
    )
