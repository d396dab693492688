"""A shop board in full, the hand beside it, and the other players as summary rows.

The shop board as on the table: the left positions (discount and conversion) and the
right ones (effect and cart), large on top and small at the bottom; the four raw tracks
with their tokens and certificates over the certificate-level bands; the refined goods
of this turn; the buildings under construction with the goods placed on them. The
viewer's own shop adds the final score as it would be now (G5). Every figure is read
from the view (discounts G2, carts, free tokens, certificate levels).
"""

from __future__ import annotations

from ....games.magna.data import catalogue
from ....games.magna.scoring import CATEGORIES
from ....games.magna.views import MagnaView, ShopView
from ...board.fonts import text_size
from ...board.hand import card_backs, hand_fan
from ...board.specs import LabelSpec, Spec, TokenSpec, ZoneSpec
from .cards import building_card, trade_card
from .ids import (
    HAND,
    PROJECTS,
    cert_id,
    cost_id,
    position_id,
    raw_id,
    refined_id,
    shop_id,
    summary_id,
    track_id,
)
from .items import (
    ColumnsSpec,
    HotspotSpec,
    PanelSpec,
    PositionSpec,
    RefinedSpec,
    TrackRowSpec,
)
from .layout import (
    BOTTOM_Y,
    CARD_H,
    CARD_W,
    HAND_H,
    POS_H,
    POS_STEP,
    POS_W,
    POS_X,
    POS_Y,
    PROJECT_H,
    PROJECT_STEP,
    PROJECT_W,
    PROJECT_X,
    PROJECTION_H,
    PROJECTION_Y,
    REFINED_Y,
    RIGHT_POS_X,
    RIGHT_W,
    RIGHT_X,
    SHOP_H,
    SHOP_W,
    SUMMARY_GAP,
    SUMMARY_H,
    TRACK_CELL,
    TRACK_H,
    TRACK_HEAD,
    TRACK_STEP,
    TRACK_X,
    TRACK_Y,
    project_icon_rect,
    row_boxes,
)
from .panels import ProjectionSpec, ShopSummarySpec
from .texts import (
    MagnaTexts,
    TableHost,
    building_parts,
    good_name,
    letters,
    size_letter,
    size_name,
)

TOKEN = 22.0


def shop_specs(
    host: TableHost, view: MagnaView, seat: int, ox: float, oy: float, own: bool
) -> list[Spec]:
    """The whole shop board of ``seat`` with its corner at (``ox``, ``oy``)."""
    texts = host.texts
    shop = view.players[seat]
    refining = own and view.phase == "refine" and view.active == seat and any(shop.refined)
    title = texts("shop.title", seat=seat, shop=texts.game(shop.shop))
    note = texts("shop.note", shop.free_tokens, carts=shop.carts, tokens=shop.opera_tokens)
    specs: list[Spec] = [
        PanelSpec(
            id=shop_id(seat),
            x=ox,
            y=oy,
            w=SHOP_W,
            h=SHOP_H,
            title=title,
            thick=seat in view.to_move,
            fill="#2a1a0ee6",
        ),
        # The figures change move by move: a label of their own, so the panel stays drawn.
        LabelSpec(
            id=f"shop.{seat}.note",
            x=ox + SHOP_W - 10 - text_size(note, 11, 0, True)[0],
            y=oy + 4,
            z=1,
            text=note,
            size=11,
            bold=True,
            colour="#f6ecd2",
        ),
    ]
    specs += _positions(texts, view, shop, ox, oy, own)
    specs += _tracks(host, shop, ox, oy, refining)
    specs += _refined(host, shop, ox, oy)
    specs += _projects(host, view, shop, ox, oy, own, refining)
    if own:
        specs.append(_projection(texts, shop, ox, oy))
    return specs


def _positions(
    texts: MagnaTexts, view: MagnaView, shop: ShopView, ox: float, oy: float, own: bool
) -> list[Spec]:
    cat = catalogue()
    marks = letters(texts)
    conversions = next(s for s in cat.shops if s.id == shop.shop).conversions
    specs: list[Spec] = []
    carts_left = view.carts_used if view.active == shop.seat else 0
    for row in range(3):
        size = 2 - row  # large on top, small at the bottom (MAG-058)
        y = oy + POS_Y + row * POS_STEP
        left = shop.left[size]
        discount = tuple(sum(cat.buildings[b].discount[g] for b in left) for g in range(4))
        used_conversion = view.active == shop.seat and view.conversions_used[size]
        specs.append(
            PositionSpec(
                id=position_id(shop.seat, "left", size),
                x=ox + POS_X,
                y=y,
                w=POS_W,
                h=POS_H,
                side="left",
                size_letter=size_letter(texts, size),
                count=len(left),
                colours=tuple(cat.buildings[b].colour for b in left),
                discount=(discount[0], discount[1], discount[2], discount[3]),
                conversion=conversions[size],
                used=bool(left) and used_conversion,
                target=own,
                tooltip=_stack_tip(texts, left, size, "left"),
                letters=marks,
            )
        )
        right = shop.right[size]
        used_cart = bool(right) and carts_left > 0
        if used_cart:
            carts_left -= 1
        specs.append(
            PositionSpec(
                id=position_id(shop.seat, "right", size),
                x=ox + RIGHT_POS_X,
                y=y,
                w=POS_W,
                h=POS_H,
                side="right",
                size_letter=size_letter(texts, size),
                count=len(right),
                colours=tuple(cat.buildings[b].colour for b in right),
                effect=tuple(
                    p for b in dict.fromkeys(right) for p in building_parts(texts, cat.buildings[b])
                )[:3],
                used=used_cart,
                target=own,
                tooltip=_stack_tip(texts, right, size, "right"),
                letters=marks,
            )
        )
    return specs


def _stack_tip(texts: MagnaTexts, cards: list[str], size: int, side: str) -> str:
    names = ", ".join(texts.game(card) for card in cards) or texts("position.empty")
    return texts(f"position.{side}", size=size_name(texts, size)) + "\n" + names


def _tracks(host: TableHost, shop: ShopView, ox: float, oy: float, refining: bool) -> list[Spec]:
    texts = host.texts
    marks = letters(texts)
    levels = tuple(catalogue().certificate_levels)
    colour, shape, _letter = host.seat_badge(shop.seat)
    specs: list[Spec] = [
        ColumnsSpec(
            id=f"track.{shop.seat}.columns",
            x=ox + TRACK_X + TRACK_HEAD,
            y=oy + TRACK_Y - 16,
            w=len(levels) * TRACK_CELL,
            h=15,
            cell=TRACK_CELL,
            levels=levels,
        )
    ]
    for good in range(4):
        y = oy + TRACK_Y + good * TRACK_STEP
        specs.append(
            TrackRowSpec(
                id=track_id(shop.seat, good),
                x=ox + TRACK_X,
                y=y,
                w=TRACK_HEAD + len(levels) * TRACK_CELL,
                h=TRACK_H,
                good=good,
                discount=shop.discounts[good],
                levels=levels,
                cell=TRACK_CELL,
                head=TRACK_HEAD,
                target=refining,
                tooltip=texts("track.tip", good=good_name(texts, good)),
                letters=marks,
            )
        )
        specs.append(
            TokenSpec(
                id=raw_id(shop.seat, good),
                x=ox + TRACK_X + TRACK_HEAD + shop.raw[good] * TRACK_CELL + 2,
                y=y + 2,
                z=3,
                colour=colour,
                shape=shape,
                label=str(shop.raw[good]),
                size=TOKEN,
                tooltip=texts("raw.tip", shop.raw[good], good=good_name(texts, good)),
            )
        )
        specs.append(
            TokenSpec(
                id=cert_id(shop.seat, good),
                x=ox + TRACK_X + TRACK_HEAD + shop.certificates[good] * TRACK_CELL + 2,
                y=y + 2,
                z=3,
                colour="#ffffff",
                shape="hexagon",
                label=str(shop.certificate_levels[good]),
                size=TOKEN,
                tooltip=texts(
                    "certificate.tip",
                    level=shop.certificate_levels[good],
                    good=good_name(texts, good),
                ),
            )
        )
    return specs


def _refined(host: TableHost, shop: ShopView, ox: float, oy: float) -> list[Spec]:
    texts = host.texts
    colour, _shape, _letter = host.seat_badge(shop.seat)
    specs: list[Spec] = [
        LabelSpec(
            id=f"refined.{shop.seat}.label",
            x=ox + TRACK_X,
            y=oy + REFINED_Y + 6,
            text=texts("refined.label"),
            size=11,
            bold=True,
            colour="#f1d67a",
        )
    ]
    for good in range(4):
        if shop.refined[good] <= 0:
            continue
        specs.append(
            RefinedSpec(
                id=refined_id(shop.seat, good),
                x=ox + TRACK_X + 130 + good * 56,
                y=oy + REFINED_Y,
                z=5,
                good=good,
                count=shop.refined[good],
                colour=colour,
                tooltip=texts("refined.tip", shop.refined[good], good=good_name(texts, good, True)),
                letters=letters(texts),
            )
        )
    return specs


def _projects(
    host: TableHost,
    view: MagnaView,
    shop: ShopView,
    ox: float,
    oy: float,
    own: bool,
    refining: bool,
) -> list[Spec]:
    texts = host.texts
    cat = catalogue()
    colour, shape, _letter = host.seat_badge(shop.seat)
    taking = own and view.phase in ("draft", "replenish") and shop.seat in view.to_move
    specs: list[Spec] = [
        ZoneSpec(
            id=PROJECTS if own else f"projects.{shop.seat}",
            x=ox + PROJECT_X - 4,
            y=oy + POS_Y - 4,
            w=PROJECT_W + 8,
            h=2 * PROJECT_STEP + 4,
            label=texts("projects"),
            style="slot",
            fill="#00000040",
            target=taking,
        )
    ]
    for index, project in enumerate(shop.projects):
        x = ox + PROJECT_X
        y = oy + POS_Y + index * PROJECT_STEP
        specs.append(building_card(texts, project.card, x, y, PROJECT_W, PROJECT_H, z=2))
        cost = cat.buildings[project.card].cost
        icons = [g for g in range(4) for _ in range(cost[g])]
        boxes = row_boxes(project_icon_rect(PROJECT_W, PROJECT_H), len(icons), 20.0)
        for good in range(4):
            mine = [box for box, g in zip(boxes, icons, strict=True) if g == good]
            if not mine:
                continue
            for k, box in enumerate(mine[: project.placed[good]]):
                specs.append(
                    TokenSpec(
                        id=f"placed.{project.card}.{good}.{k}",
                        x=x + box.left() - 1,
                        y=y + box.top() - 1,
                        z=4,
                        colour=colour,
                        shape=shape,
                        label="",
                        size=box.width() + 2,
                        tooltip=texts("placed.tip", good=good_name(texts, good, True)),
                    )
                )
            if refining:  # the cost icons take refined goods only while refining
                specs.append(
                    HotspotSpec(
                        id=cost_id(project.card, good),
                        x=x + mine[0].left() - 2,
                        y=y + mine[0].top() - 2,
                        z=5,
                        w=mine[-1].right() - mine[0].left() + 4,
                        h=mine[0].height() + 4,
                        target=refining,
                    )
                )
    if view.placing and view.active == shop.seat:
        y = oy + POS_Y + len(shop.projects) * PROJECT_STEP
        specs.append(
            building_card(texts, view.placing, ox + PROJECT_X, y, PROJECT_W, PROJECT_H, z=6)
        )
    return specs


def _projection(texts: MagnaTexts, shop: ShopView, ox: float, oy: float) -> Spec:
    cells = tuple(
        (texts(f"short.{code.rsplit('.', 1)[1]}"), points)
        for code, points in zip(CATEGORIES, shop.projection, strict=True)
    )
    return ProjectionSpec(
        id=f"projection.{shop.seat}",
        x=ox + POS_X,
        y=oy + PROJECTION_Y,
        w=SHOP_W - 2 * POS_X,
        h=PROJECTION_H,
        title=texts("projection.title"),
        cells=cells + ((texts("short.total"), sum(shop.projection)),),
        tips=projection_tips(texts, shop),
        tooltip="\n".join(
            f"{texts.game(code)}: {points}"
            for code, points in zip(CATEGORIES, shop.projection, strict=True)
        ),
    )


def hand_specs(host: TableHost, view: MagnaView, seat: int) -> list[Spec]:
    """The hand of ``seat``: the cards for their owner, backs for anyone else."""
    texts = host.texts
    shop = view.players[seat]
    title = texts("hand.own") if view.viewer == seat else texts("hand.of", seat=seat)
    specs: list[Spec] = [
        PanelSpec(
            id=HAND,
            x=RIGHT_X,
            y=BOTTOM_Y,
            w=RIGHT_W,
            h=HAND_H,
            title=title,
            note=str(shop.hand_count),
            target=view.viewer == seat,
        )
    ]
    top = BOTTOM_Y + 20
    if shop.hand is not None:
        cards = [trade_card(texts, card, 0, 0, CARD_W, CARD_H) for card in shop.hand]
        specs += hand_fan(cards, RIGHT_X + 10, top, RIGHT_W - 20, lift=10)
    else:
        colour, _shape, letter = host.seat_badge(seat)
        specs += card_backs(
            f"hand.{seat}.back",
            shop.hand_count,
            RIGHT_X + 10,
            top,
            RIGHT_W - 30,
            colour=colour,
            letter=letter,
            card_w=CARD_W * 0.8,
            card_h=CARD_H * 0.8,
        )
    return specs


def summary_specs(host: TableHost, view: MagnaView, seats: list[int]) -> list[Spec]:
    """One row per other player, under the hand; a click opens their shop in full."""
    texts = host.texts
    specs: list[Spec] = []
    y = BOTTOM_Y + HAND_H + 6
    for seat in seats:
        shop = view.players[seat]
        colour, shape, letter = host.seat_badge(seat)
        line = texts(
            "summary.line",
            hand=shop.hand_count,
            carts=shop.carts,
            tokens=shop.opera_tokens,
            total=sum(shop.projection),
        )
        buildings = sum(len(r) for r in shop.left) + sum(len(r) for r in shop.right)
        specs.append(
            ShopSummarySpec(
                id=summary_id(seat),
                x=RIGHT_X,
                y=y,
                w=RIGHT_W,
                h=SUMMARY_H,
                title=texts.seat_name(seat),
                colour=colour,
                shape=shape,
                letter=letter,
                active=seat in view.to_move,
                vp=shop.vp,
                raw=tuple(shop.raw),
                levels=tuple(shop.certificate_levels),
                buildings=buildings,
                carts=shop.carts,
                hand=shop.hand_count,
                tokens=shop.opera_tokens,
                projection=sum(shop.projection),
                labels=(texts("summary.vp", vp=shop.vp), line),
                tooltip=texts("summary.tip", seat=seat, shop=texts.game(shop.shop)),
                letters=letters(texts),
            )
        )
        y += SUMMARY_H + SUMMARY_GAP
    return specs


def expanded_shop(host: TableHost, view: MagnaView, seat: int) -> list[Spec]:
    """An opponent's shop opened in full over the table, with their hand as backs."""
    ox, oy = 24.0, 44.0
    specs = shop_specs(host, view, seat, ox, oy, own=False)
    shop = view.players[seat]
    specs.append(_projection(host.texts, shop, ox, oy))
    colour, _shape, letter = host.seat_badge(seat)
    specs.append(
        LabelSpec(
            id=f"expanded.{seat}.hand",
            x=ox + SHOP_W + 16,
            y=oy,
            text=host.texts("hand.of", seat=seat),
            size=12,
            bold=True,
            colour="#f1d67a",
            width=RIGHT_W - 30,
        )
    )
    specs += card_backs(
        f"expanded.{seat}.back",
        shop.hand_count,
        ox + SHOP_W + 16,
        oy + 40,
        RIGHT_W - 40,
        colour=colour,
        letter=letter,
        card_w=CARD_W * 0.8,
        card_h=CARD_H * 0.8,
    )
    return specs


def projection_tips(texts: MagnaTexts, shop: ShopView) -> tuple[str, ...]:
    """What each category of "If the game ended now" counts now, read from the view (the
    points are the engine's; the Opera majorities are the engine's ``opera_fewer``)."""
    points = dict(zip(CATEGORIES, shop.projection, strict=True))

    def tip(code: str, line: str) -> str:
        return f"{texts.game(code)}\n{line}"

    sizes = [len(shop.left[size]) + len(shop.right[size]) for size in range(3)]
    positions = sum(1 for row in (*shop.left, *shop.right) if row)
    levels = ", ".join(str(level) for level in sorted(shop.certificate_levels, reverse=True))
    placed = sum(sum(project.placed) for project in shop.projects)
    rivals = ", ".join(texts.seat_name(seat) for seat in shop.opera_fewer)
    opera = points["magna.score.opera"]
    lines = {
        "magna.score.game": texts("why.game", points=points["magna.score.game"]),
        "magna.score.buildings": texts(
            "why.buildings",
            small=sizes[0],
            medium=sizes[1],
            large=sizes[2],
            points=points["magna.score.buildings"],
        ),
        "magna.score.shop_evolution": texts(
            "why.shop_evolution", positions, points=points["magna.score.shop_evolution"]
        ),
        "magna.score.certificates": texts(
            "why.certificates", levels=levels, points=points["magna.score.certificates"]
        )
        if levels
        else texts("why.certificates.none"),
        "magna.score.blue_buildings": texts(
            "why.blue_buildings", points=points["magna.score.blue_buildings"]
        ),
        "magna.score.refined_goods": texts(
            "why.refined_goods", placed, points=points["magna.score.refined_goods"]
        ),
        "magna.score.opera": texts(
            "why.opera", tokens=shop.opera_tokens, players=rivals, points=opera
        )
        if rivals
        else texts("why.opera.none", tokens=shop.opera_tokens),
        "magna.score.worksites": texts(
            "why.worksites",
            level1=shop.tokens_by_level[0],
            level2=shop.tokens_by_level[1],
            level3=shop.tokens_by_level[2],
            points=points["magna.score.worksites"],
        ),
    }
    return tuple(tip(code, lines[code]) for code in CATEGORIES)
