"""The middle of the Turandot table: the casting row (six characters and the cards under
them) and, on the right, the rounds, Puccini, the costume designer and the carpenter, the
director pile and the fired directors.

While the round is played the pile shows the directors' names (the inspector gives
their effects); when a director must be fired the pile comes forward into the phase band,
large, with every effect written out, and the fired directors become the drop target.
"""

from __future__ import annotations

from ....games.turandot.views import TurandotView
from ...board import CardFace, LabelSpec, Spec, ZoneSpec
from ...theme import CREAM, GOLD_LIGHT
from .cards import any_card, director_tile, role_header
from .company import TableHost
from .items import PanelSpec, RoundSpec, TurandotCardSpec
from .layout import (
    BAND_H,
    BAND_Y,
    BIG_TILE_H,
    BIG_TILE_W,
    CARD_H,
    CARD_W,
    CARD_Y,
    COMPONENT_H,
    FIRED_ZONE,
    GAP,
    HEADING_Y,
    PILE,
    RIGHT_W,
    RIGHT_X,
    ROUNDS_ID,
    ROW_Y,
    TILE_H,
    TILE_STEP,
    TILE_W,
    slot_x,
)
from .texts import TurandotTexts


def casting_specs(texts: TurandotTexts, view: TurandotView) -> list[Spec]:
    """The six characters, and under each the card to hire or an empty slot."""
    specs: list[Spec] = []
    giving = view.phase == "understudies" and view.viewer == view.puccini
    for index, role in enumerate(view.characters):
        x = slot_x(index)
        specs.append(role_header(texts, role, index + 1, x, ROW_Y))
        card = view.casting[index]
        if card is not None:
            neutral = card in view.neutral_directors
            specs.append(any_card(texts, card, x, CARD_Y, movable=giving, neutral=neutral))
        elif index < view.seats + 1:
            specs.append(
                ZoneSpec(
                    id=f"slot.{index}",
                    x=x,
                    y=CARD_Y,
                    w=CARD_W,
                    h=CARD_H,
                    style="slot",
                    target=False,
                    fill="#00000044",
                )
            )
    return specs


def right_column(host: TableHost, view: TurandotView) -> tuple[list[Spec], float]:
    """The rounds, Puccini and the scene elements, the director pile (unless it is in
    front) and the fired directors, top to bottom; their bottom."""
    specs, y = round_specs(host.texts, view)
    parts, y = component_specs(host, view, y + 4)
    specs += parts
    if not firing(view):
        parts, y = pile_specs(host.texts, view, y + 8)
        specs += parts
    parts, y = fired_specs(host, view, y + 8)
    return specs + parts, y


def firing(view: TurandotView) -> bool:
    """Whether the director pile is in front (someone chooses who fires, or fires)."""
    return view.phase in ("choose_firer", "fire_director") and bool(view.director_pile)


def round_specs(texts: TurandotTexts, view: TurandotView) -> tuple[list[Spec], float]:
    """The round track (what each round hires, which end with a firing); its bottom."""
    marks = {"singers": texts("round.mark.singers"), "directors": texts("round.mark.directors")}
    rounds = tuple((r.number, marks[r.kind], r.fires) for r in view.rounds)
    cell = min(44.0, RIGHT_W / max(1, len(rounds)))
    legend = texts("round.legend", singers=marks["singers"], directors=marks["directors"], fire="✕")
    lines = tuple(
        texts(
            "round.line.fires" if r.fires else "round.line",
            round=r.number,
            what=texts(f"round.kind.{r.kind}"),
        )
        for r in view.rounds
    )
    face = CardFace(
        title=texts("round", round=view.round, last=len(view.rounds)),
        band=texts("rounds"),
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


def component_specs(host: TableHost, view: TurandotView, y: float) -> tuple[list[Spec], float]:
    """Puccini (and who holds it), the costume designer and the carpenter; their bottom."""
    texts = host.texts
    holder = view.puccini
    colour, shape, letter = host.seat_badge(holder)
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
            title=texts.game("turandot.card.puccini"),
            lines=(texts.seat_name(holder),),
            seat_colour=colour,
            seat_shape=shape,
            seat_letter=letter,
            face=CardFace(
                title=texts.game("turandot.card.puccini"),
                band=texts("puccini.holder", seat=holder),
                accent="#b8202e",
                mark="P",
                text=texts("puccini.face"),
            ),
        )
    ]
    for index, (slot, owner) in enumerate(slots):
        if owner is not None:
            status = texts("designer.hired", seat=owner)
            badge = host.seat_badge(owner)
        elif view.scene_hire_open:
            status, badge = texts("designer.free"), ("", "", "")
        else:
            status, badge = texts("designer.closed"), ("", "", "")
        name = texts.game(f"turandot.card.{slot}")
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
                    text=texts("scene.face"),
                    lines=(status,),
                ),
            )
        )
    return specs, y + COMPONENT_H


def pile_specs(texts: TurandotTexts, view: TurandotView, y: float) -> tuple[list[Spec], float]:
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
            title=texts("pile", count=len(view.director_pile)),
        )
    ]
    for index, director in enumerate(view.director_pile):
        row, column = divmod(index, 2)
        specs.append(
            director_tile(
                texts,
                director,
                RIGHT_X + 8 + column * (TILE_W + 6),
                y + 26 + row * TILE_STEP,
                TILE_W,
                TILE_H,
                neutral=director in view.neutral_directors,
            )
        )
    return specs, y + height


def big_pile_specs(texts: TurandotTexts, view: TurandotView) -> list[Spec]:
    """The director pile brought forward into the phase band, every effect written out
    (the player who fires picks one up from here)."""
    movable = view.phase == "fire_director" and view.viewer == view.firer
    specs: list[Spec] = []
    rows = (len(view.director_pile) + 2) // 3
    step = min(BIG_TILE_H + 2, BAND_H / max(1, rows))
    for index, director in enumerate(view.director_pile):
        row, column = divmod(index, 3)
        specs.append(
            director_tile(
                texts,
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


def fired_specs(host: TableHost, view: TurandotView, y: float) -> tuple[list[Spec], float]:
    """The fired directors (a drop target for the player who fires one); their bottom."""
    texts = host.texts
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
            label=texts("fired.drop" if target else "fired"),
        )
    ]
    for index, fired in enumerate(view.fired_directors):
        specs.append(
            director_tile(
                texts,
                fired.director,
                RIGHT_X + 8,
                y + 26 + index * TILE_STEP,
                RIGHT_W - 16,
                TILE_H,
                neutral=fired.director in view.neutral_directors,
                fired_by=fired.player,
                badge=host.seat_badge(fired.player),
            )
        )
    return specs, y + height


def last_bids_spec(text: str, y: float) -> Spec:
    """The bids of the previous round, when it ended at the reveal."""
    return LabelSpec(
        id="lastbids", x=RIGHT_X, y=y, text=text, size=12, colour=GOLD_LIGHT, width=RIGHT_W - 4
    )
