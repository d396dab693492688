"""The words of the Opera Magna board: goods and their letters, and what each card does.

Effects are described from the engine's own data (``data.catalogue()``: the ops of a
building, a worksite, a city power), so a change of numbers in ``resources/magna`` shows
on the table without touching the board. Nothing here decides a rule.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ....games.magna.codes import raw_code, refined_code
from ....games.magna.data import SIZES, Building, Op, catalogue
from ....i18n.translate import current_language, text

BOARD = "magna_board"
COLOURS = ("yellow", "green", "red", "blue")
GAME = "magna"


def bt(code: str, n: int | None = None, /, **params: Any) -> str:
    """Translate a label of the Opera Magna board."""
    return _cached(BOARD, code, n, current_language(), tuple(sorted(params.items())))


def mt(code: str, **params: Any) -> str:
    """Translate a code of the Opera Magna engine (names of cards, goods, cities)."""
    return _cached(GAME, code, None, current_language(), tuple(sorted(params.items())))


@lru_cache(maxsize=8192)
def _cached(
    context: str, code: str, n: int | None, language: str, params: tuple[tuple[str, Any], ...]
) -> str:
    # A board redraws hundreds of labels per move: each distinct text is made once per
    # language (the language is part of the key, so switching it makes them again).
    if n is None:
        return text(context, code, **dict(params))
    return text(context, code, n, **dict(params))


def good_name(good: int, refined: bool = False) -> str:
    """The name of a raw good (Lead…) or of its refined good (Bell…)."""
    return mt(refined_code(good) if refined else raw_code(good))


def _letters(code: str, index: int) -> str:
    """One of the space-separated letters of ``code`` (a translator keeps them unique)."""
    letters = bt(code).split()
    return letters[index] if index < len(letters) else "?"


def letter(good: int, refined: bool = False) -> str:
    """The letter printed on a good's icon in the current language (never colour alone)."""
    return _letters("letters.refined" if refined else "letters.raw", good)


def size_name(size: int) -> str:
    """Small, Medium or Large."""
    return mt(f"magna.size.{SIZES[size]}")


def size_letter(size: int) -> str:
    """The letter of a building size (S, M, L in English)."""
    return _letters("letters.size", size)


def colour_letter(colour: str) -> str:
    """The letter of a building colour (Y, G, R, B in English)."""
    return _letters("letters.colour", COLOURS.index(colour) if colour in COLOURS else 9)


def _good_param(op: Op) -> str:
    _name, _amount, good, _count, _steps, _limit = op
    if good < 0:
        return ""
    return refined_code(good) if op[0] == "gain_refined" else raw_code(good)


def op_text(op: Op, trigger: str) -> str:
    """One effect step in words ("gain 2 VP", "push 1 certificate 2 columns right")."""
    name, amount, _good, count, steps, limit = op
    good = _good_param(op)
    if name == "gain_vp":
        return bt("op.gain_vp", amount)
    if name == "gain_raw":
        return bt("op.gain_raw", amount, good=good)
    if name == "gain_refined":
        return bt("op.gain_refined", amount, good=good)
    if name == "gain_raw_choice":
        return bt("op.gain_raw_choice", amount)
    if name == "push_certificate":
        if count > 1:
            return bt("op.push_certificates", count, steps=steps)
        return bt("op.push_certificate", steps)
    if name == "score_per_small_building":
        return bt("op.per_small_building", amount)
    if name == "score_per_opera_token":
        if limit:
            return bt("op.per_opera_token_limit", amount, limit=limit)
        return bt("op.per_opera_token", amount)
    if name == "score_per_level3_certificate":
        return bt("op.per_level3_certificate", amount)
    return name


def ops_text(ops: tuple[Op, ...], trigger: str) -> str:
    """Every step of an effect, joined, after the words saying when it acts."""
    steps = ", ".join(op_text(op, trigger) for op in ops)
    return bt(f"when.{trigger}", effect=steps)


def op_parts(op: Op) -> tuple[tuple, ...]:
    """The short mark of an effect step, as icons and words ("+2 VP", "+1 [?]", "[⬢]+1")."""
    name, amount, good, count, steps, limit = op
    if name == "gain_vp":
        return (("text", bt("glyph.vp", amount=amount)),)
    if name in ("gain_raw", "gain_refined"):
        return (("gain", good, name == "gain_refined", amount),)
    if name == "gain_raw_choice":
        return (("anygain", amount),)
    if name == "push_certificate":
        return (("push", count, steps),)
    if name == "score_per_small_building":
        return (("text", bt("glyph.per_small", amount=amount, letter=size_letter(0))),)
    if name == "score_per_opera_token":
        return (("text", bt("glyph.per_token", amount=amount)),)
    if name == "score_per_level3_certificate":
        return (("text", bt("glyph.per_level3", amount=amount)),)
    return ()


def effect_parts(ops: tuple[Op, ...]) -> tuple[tuple, ...]:
    """Every step of an effect as icons and words."""
    return tuple(part for op in ops for part in op_parts(op))


def building_effect(building: Building) -> str:
    """What a building does on the right of a shop, in words."""
    return ops_text(building.ops, building.trigger)


def building_parts(building: Building) -> tuple[tuple, ...]:
    """The short mark of a building's effect, as icons and words."""
    return effect_parts(building.ops)


def discount_text(building: Building) -> str:
    """What a building gives on the left of a shop: its discounts."""
    goods = [good_name(g) for g, n in enumerate(building.discount) for _ in range(n)]
    return bt("discount.building", goods=", ".join(goods))


def worksite_effect(token: str, side: int) -> str:
    """The first-delivery effect of a worksite, in words."""
    _good, ops = catalogue().worksites[token].sides[side]
    return ops_text(ops, "first_delivery")


def worksite_parts(token: str, side: int) -> tuple[tuple, ...]:
    """The short mark of a worksite's first-delivery effect, as icons and words."""
    _good, ops = catalogue().worksites[token].sides[side]
    return effect_parts(ops)


def power_effect(power: str) -> str:
    """What a city power does (the engine's text of it)."""
    return mt(f"{power}.effect")


def conversion_text(amount: int, goods: tuple[int, ...]) -> str:
    """A left position's conversion in words ("2 Wood → 1 Planks")."""
    names = " / ".join(good_name(g) for g in goods)
    return bt("conversion", amount, goods=names)
