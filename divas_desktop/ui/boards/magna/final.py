"""The final scoring on the table: every category for every player, and the tie-break.

Players are ranked as the engine ranked them (``view.winners`` first, then by total);
the points per category are the engine's (``ShopView.projection``: at the end of the
game, the final scores). A tie is explained with the figures the rulebook compares:
tokens sent to worksites, then tokens on higher levels, then raw goods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....games.magna.scoring import CATEGORIES
from ....games.magna.views import MagnaView
from ...board.specs import Spec
from .layout import PROMPT_Y, SHOP_W
from .panels import ScoreTableSpec
from .texts import bt, mt

if TYPE_CHECKING:
    from .board import MagnaBoard

FINAL = "final.table"


def ranking(view: MagnaView) -> list[int]:
    """Seats from first to last: the winners, then by total score."""
    totals = {p.seat: sum(p.projection) for p in view.players}
    return sorted(totals, key=lambda s: (s not in view.winners, -totals[s], s))


def tie_explanation(board: MagnaBoard, view: MagnaView) -> str:
    """The tie-break in words, with each tied player's figure."""
    if not view.tie_break:
        return ""
    totals = {p.seat: sum(p.projection) for p in view.players}
    best = max(totals.values())
    tied = [s for s in ranking(view) if totals[s] == best]
    code = view.tie_break
    figures = []
    for seat in tied:
        shop = view.players[seat]
        levels = shop.tokens_by_level
        if code == "magna.tie.worksite_tokens":
            figure = bt("tie.tokens", sum(levels))
        elif code == "magna.tie.worksite_levels":
            figure = bt("tie.levels", level3=levels[2], level2=levels[1])
        elif code == "magna.tie.raw_goods":
            figure = bt("tie.raw", sum(shop.raw))
        else:
            figure = bt("tie.all", sum(levels), level3=levels[2], raw=sum(shop.raw))
        figures.append(bt("tie.figure", player=board.seat_name(seat), figure=figure))
    return bt("tie.line", points=best, how=mt(code), figures="; ".join(figures))


def final_specs(board: MagnaBoard, view: MagnaView) -> list[Spec]:
    """The score table, where the prompt and the shop were during the game."""
    order = ranking(view)
    columns = tuple((board.seat_name(s), *board.seat_badge(s)) for s in order)
    rows = tuple(
        (mt(code), tuple(view.players[s].projection[index] for s in order))
        for index, code in enumerate(CATEGORIES)
    )
    winners = tuple(index for index, seat in enumerate(order) if seat in view.winners)
    names = ", ".join(board.seat_name(s) for s in view.winners)
    title = bt("final.winner" if len(view.winners) == 1 else "final.winners", players=names)
    return [
        ScoreTableSpec(
            id=FINAL,
            x=0,
            y=PROMPT_Y,
            w=SHOP_W,
            h=660 - PROMPT_Y,
            title=title,
            columns=columns,
            rows=rows,
            total=bt("final.total"),
            winners=winners,
            footer=tie_explanation(board, view),
            label_w=310.0,
            row_h=24.0,
        )
    ]
