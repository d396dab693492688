"""The final scoring on the table: every category for every player, and the tie-break.

Players are ranked as the engine ranked them (``view.winners`` first, then by total);
the points per category are the engine's (``ShopView.projection``: at the end of the
game, the final scores). A tie is explained with the figures the rulebook compares:
tokens sent to worksites, then tokens on higher levels, then raw goods.
"""

from __future__ import annotations

from ....games.magna.scoring import CATEGORIES
from ....games.magna.views import MagnaView
from ...board.fonts import TEXT_BODY, TEXT_SMALL, text_size
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
    total = texts("final.total")
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
            total=total,
            winners=winners,
            footer=tie_explanation(texts, view),
            label_w=label_width(columns, rows, total),
            row_h=24.0,
        )
    ]


def label_width(
    columns: tuple[tuple[str, ...], ...], rows: tuple[tuple[str, tuple[int, ...]], ...], total: str
) -> float:
    """The width of the table's label column: 310 units, less when the players' long names
    need the room (a name is never cut), never less than its longest label."""
    names = max((text_size(c[0], TEXT_SMALL, 0, True, False)[0] for c in columns), default=0)
    labels = max(
        [text_size(label, TEXT_SMALL)[0] for label, _values in rows]
        + [text_size(total, TEXT_BODY, 0, True)[0]]
    )
    room = SHOP_W - 24 - (names + 26) * max(1, len(columns))
    return max(labels + 6, min(310.0, room))
