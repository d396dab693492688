"""The final scoring on the table: every category for every player, and the tie-break.

Players are ranked as the engine ranked them (``view.winners`` first, then by total);
the points per category are the engine's (``ShopView.projection``: at the end of the
game, the final scores). A tie is explained with the figures the rulebook compares:
tokens sent to worksites, then tokens on higher levels, then raw goods.
"""

from __future__ import annotations

from ....games.magna.scoring import CATEGORIES
from ....games.magna.views import MagnaView
from ...board.specs import Spec
from .layout import PROMPT_Y, SHOP_W
from .panels import ScoreTableSpec
from .texts import MagnaTexts, TableHost

FINAL = "final.table"


def ranking(view: MagnaView) -> list[int]:
    """Seats from first to last: the winners, then by total score."""
    totals = {p.seat: sum(p.projection) for p in view.players}
    return sorted(totals, key=lambda s: (s not in view.winners, -totals[s], s))


def tie_explanation(texts: MagnaTexts, view: MagnaView) -> str:
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
            figure = texts("tie.tokens", sum(levels))
        elif code == "magna.tie.worksite_levels":
            figure = texts("tie.levels", level3=levels[2], level2=levels[1])
        elif code == "magna.tie.raw_goods":
            figure = texts("tie.raw", sum(shop.raw))
        else:
            figure = texts("tie.all", sum(levels), level3=levels[2], raw=sum(shop.raw))
        figures.append(texts("tie.figure", seat=seat, figure=figure))
    return texts("tie.line", points=best, how=texts.game(code), figures="; ".join(figures))


def winners_title(texts: MagnaTexts, view: MagnaView) -> str:
    """ "Final scoring · the winner: Violetta", or the winners of a tie."""
    if len(view.winners) == 1:
        return texts("final.winner", seat=view.winners[0])
    # A shared victory names every winner: a list of names, which no single seat gives.
    names = ", ".join(texts.seat_name(s) for s in view.winners)
    return texts("final.winners", players=names)


def final_specs(host: TableHost, view: MagnaView) -> list[Spec]:
    """The score table, where the prompt and the shop were during the game."""
    texts = host.texts
    order = ranking(view)
    columns = tuple((texts.seat_name(s), *host.seat_badge(s)) for s in order)
    rows = tuple(
        (texts.game(code), tuple(view.players[s].projection[index] for s in order))
        for index, code in enumerate(CATEGORIES)
    )
    winners = tuple(index for index, seat in enumerate(order) if seat in view.winners)
    return [
        ScoreTableSpec(
            id=FINAL,
            x=0,
            y=PROMPT_Y,
            w=SHOP_W,
            h=660 - PROMPT_Y,
            title=winners_title(texts, view),
            columns=columns,
            rows=rows,
            total=texts("final.total"),
            winners=winners,
            footer=tie_explanation(texts, view),
            label_w=310.0,
            row_h=24.0,
        )
    ]
