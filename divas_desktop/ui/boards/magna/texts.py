"""The words of the Opera Magna board: its text helper, the goods, and what each card does.

Every text of the board is made by the one :class:`MagnaTexts` the board owns
(``board.texts``), so a ``seat`` always becomes that player's name and a count always
goes through the plural; the functions here take that helper. Effects are described
from the engine's own data (``data.catalogue()``: the ops of a building, a worksite, a
city power), so a change of numbers in ``resources/magna`` shows on the table without
touching the board. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from ....games.magna.codes import raw_code, refined_code
from ....games.magna.data import SIZES, Building, Op, catalogue
from ....i18n.translate import current_language
from ...board.items import SeatBadge
from ...board.texts import BoardTexts, no_names

COLOURS = ("yellow", "green", "red", "blue")
"""The building colours, in the order of their letters (``letters.colour``)."""
T = TypeVar("T")


class MagnaTexts(BoardTexts):
    """Translate the Opera Magna board's labels and the Opera Magna engine's codes."""

    board_context = "magna_board"
    game_context = "magna"

    def __init__(self, seat_name: Callable[[int | None], str] = no_names) -> None:
        super().__init__(seat_name)
        self._made: dict[tuple[str, Hashable], Any] = {}

    def once(self, key: Hashable, make: Callable[[], T]) -> T:
        """What ``make()`` gives, made once per language (a card's face, the goods' letters).

        A board redraws its cards move after move: their words are made the first time.
        Only for words that name no player (a renamed seat would not show).
        """
        made_key = (current_language(), key)
        if made_key not in self._made:
            self._made[made_key] = make()
        return self._made[made_key]


class TableHost(Protocol):
    """What a part of the table needs of the board: its words, and each seat's badge.

    A seat shows by its player's name in words (``texts(..., seat=s)``) and by its badge
    on its pieces (colour, shape and letter: never colour alone).
    """

    texts: MagnaTexts

    def seat_badge(self, seat: int) -> SeatBadge:
        """``(colour, shape, letter)`` of a seat."""
        ...


GOOD_MARKS = ("▬", "♣", "◆", "∴")
"""The mark inside each good's icon: the same in every language, and shared by a raw good
and the refined good made from it (Lead and Bell ▬, Wood and Planks ♣, Marble and Column ◆,
Sand and Glass ∴). Shapes, never letters: a good cannot be read as a building's size or
colour letter, or a player's initial, in any language (they collided: P was Piombo and
piccolo in Italian)."""


@dataclass(frozen=True)
class Letters:
    """The marks drawn in the goods' icons (:data:`GOOD_MARKS`) and beside the payment
    steppers; a raw good is a square block, a refined one a round token with a ring, each
    with its own colour too (never colour alone).

    Specs that show goods carry them, so an item draws its icons without looking them up.
    """

    raw: tuple[str, ...] = ()
    refined: tuple[str, ...] = ()

    def of(self, good: int, refined: bool = False) -> str:
        """The mark of a raw good (▬ ♣ ◆ ∴) or of its refined good (the same mark)."""
        return _pick(self.refined if refined else self.raw, good)


def _pick(letters: tuple[str, ...], index: int) -> str:
    # A table that leaves one out shows it as "?".
    return letters[index] if index < len(letters) else "?"


MARKS = Letters(GOOD_MARKS, GOOD_MARKS)


def letters(texts: MagnaTexts) -> Letters:
    """The goods' marks (the same in every language; ``texts`` is kept for the callers)."""
    return MARKS


def good_name(texts: MagnaTexts, good: int, refined: bool = False) -> str:
    """The name of a raw good (Lead…) or of its refined good (Bell…)."""
    return texts.game(refined_code(good) if refined else raw_code(good))


def goods_words(texts: MagnaTexts, goods: Sequence[int], refined: bool = False) -> list[str]:
    """ "2 Wood", "1 Bell", "3 Bells"… for each good of a vector that is not zero (the
    game's count of each good, so its plural follows the number)."""
    return [
        texts.game(good_count_code(refined_code(g) if refined else raw_code(g)), n)
        for g, n in enumerate(goods)
        if n
    ]


def good_count_code(code: str) -> str:
    """The counted text of a good ("magna.good.bell" -> "magna.n.good.bell": "%n Bells")."""
    return "magna.n.good." + code.rsplit(".", 1)[-1]


def added(*vectors: Sequence[int]) -> tuple[int, ...]:
    """Goods vectors summed, so a good gained twice (profit and bonus) is listed once."""
    return tuple(sum(column) for column in zip(*vectors, strict=True))


def size_name(texts: MagnaTexts, size: int) -> str:
    """Small, Medium or Large."""
    return texts.game(f"magna.size.{SIZES[size]}")


def size_letter(texts: MagnaTexts, size: int) -> str:
    """The letter of a building size (S, M, L in English)."""
    return _pick(tuple(texts("letters.size").split()), size)


def colour_letter(texts: MagnaTexts, colour: str) -> str:
    """The letter of a building colour (Y, G, R, B in English)."""
    index = COLOURS.index(colour) if colour in COLOURS else len(COLOURS)
    return _pick(tuple(texts("letters.colour").split()), index)


def op_text(texts: MagnaTexts, op: Op) -> str:
    """One effect step in words ("gain 2 VP", "push 1 certificate 2 columns right")."""
    name, amount, good, count, steps, limit = op
    if name == "gain_vp":
        return texts("op.gain_vp", amount)
    if name == "gain_raw":
        return texts("op.gain_raw", goods=texts.game(good_count_code(raw_code(good)), amount))
    if name == "gain_refined":
        refined = good_count_code(refined_code(good))
        return texts("op.gain_refined", goods=texts.game(refined, amount))
    if name == "gain_raw_choice":
        return texts("op.gain_raw_choice", amount)
    if name == "push_certificate":
        if count > 1:
            return texts("op.push_certificates", count, steps=steps)
        return texts("op.push_certificate", steps)
    if name == "score_per_small_building":
        return texts("op.per_small_building", amount)
    if name == "score_per_opera_token":
        if limit:
            return texts("op.per_opera_token_limit", amount, limit=limit)
        return texts("op.per_opera_token", amount)
    if name == "score_per_level3_certificate":
        return texts("op.per_level3_certificate", amount)
    return name


def ops_text(texts: MagnaTexts, ops: tuple[Op, ...], trigger: str) -> str:
    """Every step of an effect, joined, after the words saying when it acts."""
    steps = ", ".join(op_text(texts, op) for op in ops)
    return texts(f"when.{trigger}", effect=steps)


def op_parts(texts: MagnaTexts, op: Op) -> tuple[tuple, ...]:
    """The short mark of an effect step, as icons and words ("+2 VP", "+1 [?]", "[⬢]+1")."""
    name, amount, good, count, steps, _limit = op
    if name == "gain_vp":
        return (("text", texts("glyph.vp", amount=amount)),)
    if name in ("gain_raw", "gain_refined"):
        return (("gain", good, name == "gain_refined", amount),)
    if name == "gain_raw_choice":
        return (("anygain", amount),)
    if name == "push_certificate":
        return (("push", count, steps),)
    if name == "score_per_small_building":
        small = size_letter(texts, 0)
        return (("text", texts("glyph.per_small", amount=amount, letter=small)),)
    if name == "score_per_opera_token":
        return (("text", texts("glyph.per_token", amount=amount)),)
    if name == "score_per_level3_certificate":
        return (("text", texts("glyph.per_level3", amount=amount)),)
    return ()


def effect_parts(texts: MagnaTexts, ops: tuple[Op, ...]) -> tuple[tuple, ...]:
    """Every step of an effect as icons and words."""
    return tuple(part for op in ops for part in op_parts(texts, op))


def building_effect(texts: MagnaTexts, building: Building) -> str:
    """What a building does on the right of a shop, in words."""
    return ops_text(texts, building.ops, building.trigger)


def building_parts(texts: MagnaTexts, building: Building) -> tuple[tuple, ...]:
    """The short mark of a building's effect, as icons and words."""
    return effect_parts(texts, building.ops)


def discount_text(texts: MagnaTexts, building: Building) -> str:
    """What a building gives on the left of a shop: its discounts."""
    goods = [good_name(texts, g) for g, n in enumerate(building.discount) for _ in range(n)]
    return texts("discount.building", goods=", ".join(goods))


def worksite_effect(texts: MagnaTexts, token: str, side: int) -> str:
    """The first-delivery effect of a worksite, in words."""
    _good, ops = catalogue().worksites[token].sides[side]
    return ops_text(texts, ops, "first_delivery")


def worksite_parts(texts: MagnaTexts, token: str, side: int) -> tuple[tuple, ...]:
    """The short mark of a worksite's first-delivery effect, as icons and words."""
    _good, ops = catalogue().worksites[token].sides[side]
    return effect_parts(texts, ops)
