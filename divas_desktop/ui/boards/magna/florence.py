"""Florence: the façade of Santa Maria del Fiore with its 12 worksites, and the buildings.

Worksites stand in three levels (level 3 on top, as on the Opera board); a worksite
whose column still has an empty worksite below is drawn locked (MAG-072, read from the
view: which worksites hold tokens). The players' tokens on a worksite sit on it in the
order they were sent. Beside the façade: the building display (2 of each size) and the
three decks; during the set-up draft, the revealed buildings to choose from.
"""

from __future__ import annotations

from ....games.magna.data import catalogue
from ....games.magna.views import MagnaView
from ...board.specs import LabelSpec, PileSpec, Spec, TokenSpec
from .cards import building_card, worksite_face
from .ids import building_deck_id, disc_id, site_id
from .items import PanelSpec, WorksiteSpec
from .layout import (
    BUILDING_H,
    BUILDING_W,
    BUILDINGS_W,
    BUILDINGS_X,
    DECK_W,
    DISC,
    FACADE_W,
    FACADE_X,
    MARKET_W,
    MIDDLE_Y,
    ROW_STEP,
    ROWS_Y,
    TILE_H,
    TILE_STEP,
    TILE_W,
    TILE_X,
)
from .texts import MagnaTexts, TableHost, letters, size_letter, size_name, worksite_parts

PANEL_H = 182.0


def facade_specs(host: TableHost, view: MagnaView) -> list[Spec]:
    """The Opera board: three rows of four worksites, the tokens sent to each."""
    texts = host.texts
    marks = letters(texts)
    specs: list[Spec] = [
        PanelSpec(
            id="facade",
            x=FACADE_X,
            y=MIDDLE_Y,
            w=FACADE_W,
            h=PANEL_H,
            title=texts("florence"),
            fill="#20301fd8",
        )
    ]
    built = {site.slot for site in view.worksites if site.seats}
    for site in view.worksites:
        row = 3 - site.level
        x = TILE_X + site.column * TILE_STEP
        y = ROWS_Y + row * ROW_STEP
        # MAG-072: every lower worksite of the column must hold a token; name the empty ones.
        below = [lower for lower in range(site.level - 1) if 4 * lower + site.column not in built]
        locked = bool(below)
        empty = ", ".join(str(lower + 1) for lower in below)
        if site.column == 0:
            specs.append(level_label(texts, site.level, y))
        face = worksite_face(texts, site.token, site.side, site.level, site.good)
        specs.append(
            WorksiteSpec(
                id=site_id(site.slot),
                x=x,
                y=y,
                z=1,
                w=TILE_W,
                h=TILE_H,
                good=site.good,
                level=site.level,
                effect=worksite_parts(texts, site.token, site.side),
                taken=bool(site.seats),
                locked=locked,
                target=True,
                face=face,
                tooltip=f"{face.title}\n{texts('worksite.locked', levels=empty)}"
                if locked
                else face.title,
                letters=marks,
            )
        )
        for order, seat in enumerate(site.seats):
            colour, shape, letter = host.seat_badge(seat)
            specs.append(
                TokenSpec(
                    id=disc_id(site.slot, seat),
                    x=x + 5 + order * (DISC + 3),
                    y=y + TILE_H - DISC - 5,
                    z=3,
                    colour=colour,
                    shape=shape,
                    size=DISC,
                    tooltip=texts.seat_name(seat),
                )
            )
    return specs


def level_label(texts: MagnaTexts, level: int, y: float) -> Spec:
    """The level number at the left of a row of worksites."""
    return LabelSpec(
        id=f"facade.level.{level}",
        x=FACADE_X + 5,
        y=y + TILE_H / 2 - 9,
        text=texts("level.short", level=level),
        size=12,
        bold=True,
        colour="#f1d67a",
    )


def buildings_specs(texts: MagnaTexts, view: MagnaView) -> list[Spec]:
    """The building display and the three decks (during the draft: the draft pool)."""
    if view.phase == "draft":
        return draft_specs(texts, view)
    specs: list[Spec] = [
        PanelSpec(
            id="buildings",
            x=BUILDINGS_X,
            y=MIDDLE_Y,
            w=BUILDINGS_W,
            h=PANEL_H,
            title=texts("buildings"),
        )
    ]
    by_size: dict[int, list[str]] = {0: [], 1: [], 2: []}
    buildings = catalogue().buildings
    for card in view.display:
        by_size[buildings[card].size].append(card)
    # A deck that ran out is refilled from another size (MAG-079): such cards go where
    # there is room, beside their own size if possible.
    rows: dict[int, list[str]] = {0: [], 1: [], 2: []}
    overflow: list[str] = []
    for size in range(3):
        for card in by_size[size]:
            (rows[size] if len(rows[size]) < 2 else overflow).append(card)
    for card in overflow:
        free = next((s for s in range(3) if len(rows[s]) < 2), None)
        if free is not None:
            rows[free].append(card)
    for size in range(3):
        y = ROWS_Y + size * ROW_STEP
        count = view.building_deck_counts[size]
        specs.append(
            PileSpec(
                id=building_deck_id(size),
                x=BUILDINGS_X + 4,
                y=y,
                w=DECK_W,
                h=BUILDING_H,
                count=count,
                target=False,
                tooltip=texts("deck.building", count, size=size_name(texts, size)),
            )
        )
        for place, card in enumerate(rows[size]):
            specs.append(
                building_card(
                    texts,
                    card,
                    BUILDINGS_X + DECK_W + 10 + place * (BUILDING_W + 4),
                    y,
                    BUILDING_W,
                    BUILDING_H,
                    z=2,
                )
            )
    return specs


def draft_specs(texts: MagnaTexts, view: MagnaView) -> list[Spec]:
    """The building draft: the revealed small and medium buildings, over buildings and market."""
    buildings = catalogue().buildings
    width = BUILDINGS_W + 10 + MARKET_W
    specs: list[Spec] = [
        PanelSpec(
            id="draft",
            x=BUILDINGS_X,
            y=MIDDLE_Y,
            w=width,
            h=PANEL_H,
            title=texts("draft.title"),
            note=texts("draft.note"),
        )
    ]
    for size in (0, 1):
        cards = [c for c in view.draft_pool if buildings[c].size == size]
        y = ROWS_Y + 8 + size * (BUILDING_H + 30)
        specs.append(
            LabelSpec(
                id=f"draft.size.{size}",
                x=BUILDINGS_X + 10,
                y=y + BUILDING_H / 2 - 9,
                text=size_letter(texts, size),
                size=14,
                bold=True,
                colour="#f1d67a",
                tooltip=size_name(texts, size),
            )
        )
        for place, card in enumerate(cards):
            specs.append(
                building_card(
                    texts,
                    card,
                    BUILDINGS_X + 34 + place * (BUILDING_W + 30),
                    y,
                    BUILDING_W + 24,
                    BUILDING_H + 14,
                    z=2,
                )
            )
    return specs
