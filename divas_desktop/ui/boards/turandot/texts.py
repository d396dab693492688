"""The words of the Turandot board: its one text helper, the signs it writes, and the
phrases it builds from the view.

Every text of the board is made through the board's :class:`TurandotTexts` (``texts``):
``texts(code, ...)`` for the board's own labels (``turandot_board``), ``texts.game(code,
...)`` for the engine's names (roles, kinds, phases, cards). A player's name is asked
with ``seat=`` and a count goes through the plural (ui/board/texts.py). The functions
below take the helper as their first argument; nothing here decides a rule: what a bid
brought, a cast's points and the optimal arrangement come from the view.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ....core.types import Action
from ....games.turandot.actions import AssignRole, ChooseFirer, FireDirector, GiveUnderstudy
from ....games.turandot.data import directors, singers
from ....games.turandot.views import SeatView, TurandotView
from ...board.texts import BoardTexts

GENDER_SYMBOL = {"M": "♂", "F": "♀", "U": "?"}
"""Gender shown by symbol, never by colour (uncertain is a question mark)."""
MONEY_SYMBOL = "●"
BLUFF_SYMBOL = "∅"
FAVOURITE = "♥"
MISMATCH = "≠"


class TurandotTexts(BoardTexts):
    """Translate the Turandot board's labels and the Turandot engine's texts."""

    board_context = "turandot_board"
    game_context = "turandot"


def signed(points: int) -> str:
    """``+1`` / ``−1`` with a true minus sign."""
    return f"{points:+d}".replace("-", "−")


def stars_text(stars: int) -> str:
    """Stars as symbols (★★★); ``0★`` for none, ``5★`` when they would not fit."""
    return "★" * stars if 0 < stars <= 4 else f"{stars}★"


def director_name(texts: TurandotTexts, card: str) -> str:
    """The translated name of a director."""
    return texts.game(f"turandot.director.{directors()[card].key}")


def director_effect(texts: TurandotTexts, card: str, neutral: bool = False) -> str:
    """The translated effect of a director (or why it scores nothing with this deck)."""
    if neutral:
        return texts.game("turandot.director.neutral")
    return texts.game(f"turandot.director.{directors()[card].key}.effect")


def card_name(texts: TurandotTexts, card: str) -> str:
    """The name printed on a singer or a director card."""
    if card in singers():
        return singers()[card].stage_name
    return director_name(texts, card)


def company_note(
    texts: TurandotTexts, view: TurandotView, company: SeatView, short: bool = False
) -> str:
    """The right side of a company's title line: what matters in this phase (``short``:
    the same said in fewer words, for a narrow panel)."""
    if view.phase == "over" and view.scores is not None:
        total = view.scores.get(company.seat, 0)
        if company.seat in view.winners:
            return texts("total.winner.short" if short else "total.winner", points=total)
        return texts("total", points=total)
    if view.phase == "final":
        points = company.cast_points or 0
        if company.cast_confirmed:
            return texts("points.confirmed.short" if short else "points.confirmed", points=points)
        return texts("points_now" if short else "points.choosing", points=points)
    if company.needs_understudy:
        return texts("needs_understudy.short" if short else "needs_understudy")
    if view.phase == "fire_director" and company.seat == view.firer:
        return texts("firer.short" if short else "firer")
    code = "purse.short" if short else "purse"
    return texts(code, money=company.money_left, scene=len(company.scene), hand=company.hand_size)


def reveal_result(texts: TurandotTexts, view: TurandotView, company: SeatView) -> str:
    """What a revealed bid brought, from the view."""
    parts = []
    if company.hire is not None:
        parts.append(texts("reveal.gets", card=card_name(texts, company.hire)))
    elif company.needs_understudy:
        parts.append(texts("needs_understudy"))
    for slot, owner in (("designer", view.designer_owner), ("carpenter", view.carpenter_owner)):
        if owner == company.seat:
            parts.append(texts(f"reveal.{slot}"))
    return " · ".join(parts)


def last_bids(
    texts: TurandotTexts, round_number: int, bids: Mapping[int, tuple[int | None, int, bool]]
) -> str:
    """The bids of a round in short: ``Bids of round 2: Anna 3●, Bruno ●, Carla 5∅``."""
    parts = []
    for seat, (number, money, bluff) in sorted(bids.items()):
        shown = (str(number) if number is not None else "") + MONEY_SYMBOL * money
        parts.append(f"{texts.seat_name(seat)} {shown}{BLUFF_SYMBOL if bluff else ''}")
    return texts("last_bids", round=round_number) + " " + ", ".join(parts)


def waiting_for(texts: TurandotTexts, seats: Iterable[int]) -> str:
    """Whom the table waits for."""
    return texts("wait.others", players=", ".join(texts.seat_name(s) for s in seats))


def score_label(
    texts: TurandotTexts, label: str, params: Mapping[str, object], director: str
) -> str:
    """A line of the itemised score; the director's line names the director that scores."""
    if label == "turandot.score.director" and director:
        return texts(
            "final.director.line", director=texts.game(label), name=director_name(texts, director)
        )
    return texts.game(label, **params)


def optimal_note(texts: TurandotTexts, view: TurandotView, company: SeatView) -> str:
    """Whether another order of the viewer's singers scores more, as the view says."""
    best = view.optimal_points
    now = company.cast_points or 0
    if best is None:
        return ""
    if best <= now:
        return texts("final.is_optimal")
    return texts("final.can_gain", points=best, gain=signed(best - now))


def action_words(texts: TurandotTexts, action: Action) -> str:
    """What an action does, with its player, cards and role named (a button's text)."""
    code = f"turandot.action.{action.kind}"
    if isinstance(action, ChooseFirer):
        return texts.game(code, seat=action.player)
    if isinstance(action, GiveUnderstudy):
        return texts.game(code, card=card_name(texts, action.card), seat=action.player)
    if isinstance(action, FireDirector):
        return texts.game(code, director=director_name(texts, action.director))
    if isinstance(action, AssignRole):
        role = texts.game(f"turandot.role.{action.role}")
        return texts.game(code, singer=card_name(texts, action.singer), role=role)
    return texts.game(code)
