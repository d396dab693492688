"""Texts and card faces of the Divas board: Diva cards, operas and personalities.

Names, events and historical facts are the engine's text codes (``texts_divas.py``);
the board's own words are in ``texts_divas_board.py`` (context ``divas_board``). A card's
face for the inspector carries its whole text, however small it is drawn on the table.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from ....games.divas.data import DivaCard, HouseId, Instrument, load
from ....i18n.translate import current_language, has_text, text
from ...board import CardFace
from .items import DivaCardSpec
from .paint import DIVA_LETTERS, colour_of_card

BOARD = "divas_board"


def bt(code: str, **params: Any) -> str:
    """A text of the board itself; parameters that are the game's codes are its names."""
    return _bt(code, tuple(params.items()), current_language())


def gt(code: str, **params: Any) -> str:
    """A text of the game (names of cards, houses, instruments, actions)."""
    return _gt(code, tuple(params.items()), current_language())


@lru_cache(maxsize=8192)
def _bt(code: str, params: tuple[tuple[str, Any], ...], language: str) -> str:
    """The board's texts, once per language: a board redraws the same words every move."""
    named = {
        key: gt(value)
        if isinstance(value, str) and value.startswith("divas.") and has_text("divas", value)
        else value
        for key, value in params
    }
    return text(BOARD, code, **named)


@lru_cache(maxsize=8192)
def _gt(code: str, params: tuple[tuple[str, Any], ...], language: str) -> str:
    return text("divas", code, **dict(params))


# Keyed by plain str: the player view names houses and instruments as str.
INSTRUMENT_HOUSE: dict[str, HouseId] = {h.instrument: h.id for h in load().houses.houses}
"""The house of each instrument, as printed on the boards."""
HOUSE_INSTRUMENT: dict[str, Instrument] = {h.id: h.instrument for h in load().houses.houses}


def card_data(card_id: str) -> DivaCard:
    """The printed data of a Diva card."""
    return load().cards[card_id]


def letter_of(colour: str) -> str:
    """The letter of the diva of a card colour (negative events carry the other's)."""
    return DIVA_LETTERS[1] if colour == "yellow" else DIVA_LETTERS[0]


def card_name(card_id: str) -> str:
    """A card's name in the current language."""
    return gt(f"divas.card.{card_data(card_id).key}")


def card_spec(card_id: str, x: float, y: float, style: str = "hand", **extra: Any) -> DivaCardSpec:
    """The spec of a Diva card at ``style`` size (hand, strip or mini), placed at x, y."""
    return _placed(card_id, style, current_language(), x, y, tuple(sorted(extra.items())))


@lru_cache(maxsize=4096)
def _placed(
    card_id: str, style: str, language: str, x: float, y: float, extra: tuple[tuple[str, Any], ...]
) -> DivaCardSpec:
    """A placed card, kept: most cards lie where they lay at the last move."""
    return replace(_card_spec(card_id, style, language), x=x, y=y, **dict(extra))


SIZES = {"hand": (148.0, 131.0), "strip": (136.0, 14.0), "mini": (40.0, 58.0)}


@lru_cache(maxsize=512)
def _card_spec(card_id: str, style: str, language: str) -> DivaCardSpec:
    """The card drawn once per language and size; placing it only copies it."""
    card = card_data(card_id)
    w, h = SIZES[style]
    return DivaCardSpec(
        id=card_id,
        x=0.0,
        y=0.0,
        w=w,
        h=h,
        style=style,
        colour=card.colour,
        letter=letter_of(card.colour),
        kind=card.kind,
        year=str(card.year) if card.year is not None else "",
        title=card_name(card_id),
        instrument=card.instrument,
        rhythms=tuple(card.rhythms),
        masks=tuple(card.masks),
        text=gt(f"divas.card.{card.key}.event") if style == "hand" else "",
        face=card_face(card_id),
        tooltip=card_name(card_id),
    )


@lru_cache(maxsize=256)
def _face(card_id: str, language: str) -> CardFace:
    card = card_data(card_id)
    diva = gt("divas.diva.callas" if card.colour == "blue" else "divas.diva.tebaldi")
    lines = [
        bt("face.instrument", instrument=gt(f"divas.instrument.{card.instrument}")),
        bt("face.rhythms", rhythms=" · ".join(bt("face.rhythm", notes=r) for r in card.rhythms)),
    ]
    if card.masks:
        masks = ", ".join(gt(f"divas.mask.{m}") for m in card.masks)
        lines.append(bt("face.masks", masks=masks))
    lines.append(bt("face.colour", diva=diva))
    fact = f"divas.card.{card.key}.fact"
    return CardFace(
        title=card_name(card_id),
        subtitle=gt(f"divas.card.kind.{card.kind}"),
        band=str(card.year) if card.year is not None else gt(f"divas.card.kind.{card.kind}"),
        accent=colour_of_card(card.colour),
        mark=letter_of(card.colour),
        value=str(card.year) if card.year is not None else "★",
        text=gt(f"divas.card.{card.key}.event"),
        lines=(*lines, gt(fact)),
        footer=card.place or "",
    )


def card_face(card_id: str) -> CardFace:
    """The whole card for the inspector: event, resources, colour and the history behind it."""
    return _face(card_id, current_language())


@lru_cache(maxsize=64)
def _opera_face(opera_id: str, language: str) -> CardFace:
    opera = load().operas[opera_id]
    rhythms = " · ".join(bt("face.rhythm", notes=r) for r in opera.rhythms)
    return CardFace(
        title=gt(f"divas.opera.{opera_id}"),
        subtitle=opera.composer,
        band=bt("face.opera"),
        accent="#8a1c24",
        mark="♪",
        value=str(opera.minimum),
        text=bt("face.opera.text", minimum=opera.minimum),
        lines=(
            bt("face.rhythms", rhythms=rhythms),
            bt("face.notes", notes=" · ".join(opera.notes)),
        ),
    )


def opera_face(opera_id: str) -> CardFace:
    """An opera card for the inspector."""
    return _opera_face(opera_id, current_language())


@lru_cache(maxsize=64)
def _personality_face(person_id: str, language: str) -> CardFace:
    person = load().personalities[person_id]
    return CardFace(
        title=gt(f"divas.personality.{person.key}"),
        band=bt("palco"),
        accent="#6b2b5a",
        mark="♛",
        value=bt("vp", points=person.vp),
        text=gt(f"divas.personality.{person.key}.condition"),
    )


def personality_face(person_id: str) -> CardFace:
    """A Palco Reale personality for the inspector."""
    return _personality_face(person_id, current_language())


def card_backs(
    prefix: str,
    count: int,
    x: float,
    y: float,
    width: float,
    colour: str,
    letter: str,
    card_w: float,
    card_h: float,
) -> list[DivaCardSpec]:
    """A hand seen from the other side: ``count`` backs framed in the diva's colour."""
    step = 0.0 if count <= 1 else min(card_w + 4, (width - card_w) / (count - 1))
    return [
        DivaCardSpec(
            id=f"{prefix}.{index}",
            x=x + index * step,
            y=y,
            z=5 + index,
            w=card_w,
            h=card_h,
            colour=colour,
            letter=letter,
            face_up=False,
            tooltip=bt("hand.tip", count=count),
        )
        for index in range(count)
    ]
