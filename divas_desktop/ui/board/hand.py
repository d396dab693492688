"""Hands of cards: the viewer's fan and an opponent's row of backs.

:func:`hand_fan` lays the viewer's cards out across a width, overlapping only as much as
needed (KPat squeezes a pile's spread to its area the same way), sorted if asked, each
card raised under the pointer. :func:`card_backs` draws another seat's hand as backs in
that seat's colour with a count. :func:`hand_rows` lays a hand too crowded for one row
out in rows of smaller cards, none covering another's text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol, TypeVar, runtime_checkable

from .specs import CardSpec, LabelSpec, Spec

LIFT = 18.0
"""How far a hand card rises under the pointer."""


def fan_step(count: int, width: float, card_w: float, gap: float = 8.0) -> float:
    """Horizontal step between cards so ``count`` cards fit in ``width`` (no gap if crowded)."""
    if count <= 1:
        return 0.0
    return min(card_w + gap, (width - card_w) / (count - 1))


@runtime_checkable
class _Wide(Protocol):
    """A card spec's width (a game's own card spec has one too, though not a CardSpec)."""

    w: float


FanCard = TypeVar("FanCard", bound=Spec)


def hand_fan(
    cards: Sequence[FanCard],
    x: float,
    y: float,
    width: float,
    *,
    sort_key: Callable[[FanCard], Any] | None = None,
    lift: float = LIFT,
    z: float = 10.0,
) -> list[FanCard]:
    """Place ``cards`` side by side in ``width`` from (``x``, ``y``), overlapping if crowded.

    The cards (any card spec with a width ``w``) keep their ids (they glide when the hand
    changes), get rising z so the right one lies on top, and rise by ``lift`` under the
    pointer.
    """
    ordered = sorted(cards, key=sort_key) if sort_key else list(cards)
    if not ordered:
        return []
    first = ordered[0]
    assert isinstance(first, _Wide)
    card_w = first.w
    step = fan_step(len(ordered), width, card_w)
    return [
        replace(card, x=x + index * step, y=y, z=z + index, lift=lift)
        for index, card in enumerate(ordered)
    ]


def hand_rows(
    cards: Sequence[FanCard],
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    rows: int = 2,
    widest: float = 96.0,
    narrowest: float = 60.0,
    gap: float = 5.0,
    sort_key: Callable[[FanCard], Any] | None = None,
    lift: float = LIFT,
    z: float = 10.0,
) -> list[FanCard]:
    """Place ``cards`` in ``rows`` rows filling ``width`` × ``height``, read row by row.

    A hand too crowded for a fan: rather than cover each card's name with the next one,
    the cards are made lower (the rows share ``height``) and as wide as the longest row
    allows (``widest`` at most), so every card shows its whole face. Only a row that
    cannot fit at ``narrowest`` overlaps, as a fan does. The cards (any card spec with a
    width ``w`` and height ``h``) keep their ids, get rising z and rise by ``lift`` under
    the pointer.
    """
    ordered = sorted(cards, key=sort_key) if sort_key else list(cards)
    if not ordered:
        return []
    per_row = math.ceil(len(ordered) / rows)
    card_h = (height - (rows - 1) * gap) / rows
    card_w = max(narrowest, min(widest, (width - (per_row - 1) * gap) / per_row))
    step = fan_step(per_row, width, card_w, gap) if per_row > 1 else 0.0
    size: dict[str, Any] = {"w": card_w, "h": card_h}  # any card spec has them (not Spec)
    return [
        replace(
            card,
            x=x + (index % per_row) * step,
            y=y + (index // per_row) * (card_h + gap),
            z=z + index,
            lift=lift,
            **size,
        )
        for index, card in enumerate(ordered)
    ]


def card_backs(
    prefix: str,
    count: int,
    x: float,
    y: float,
    width: float,
    *,
    colour: str = "",
    letter: str = "",
    card_w: float = 40.0,
    card_h: float = 56.0,
    z: float = 5.0,
) -> list[Spec]:
    """Another seat's hand: ``count`` backs in its colour and letter, with the count."""
    step = fan_step(count, width - 34, card_w, gap=4.0)
    specs: list[Spec] = [
        CardSpec(
            id=f"{prefix}.{index}",
            x=x + index * step,
            y=y,
            z=z + index,
            face_up=False,
            w=card_w,
            h=card_h,
            back_colour=colour,
            back_mark=letter,
        )
        for index in range(count)
    ]
    last = x + (count - 1) * step + card_w if count else x
    specs.append(
        LabelSpec(
            id=f"{prefix}.count", x=last + 6, y=y + card_h / 2 - 9, text=f"{count}", bold=True
        )
    )
    return specs
