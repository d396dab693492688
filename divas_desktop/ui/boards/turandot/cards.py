"""Card specs and inspector faces of the Turandot board: singers, directors, player cards.

Every function returns a :class:`TurandotCardSpec` carrying a :class:`CardFace`, so any
card of the table opens large in the inspector with everything printed on it. Texts go
through the game's table (``turandot``) or the board's own (``turandot_board``). What a
card is worth where it stands (the favourite-role and gender badges, a director that
scores nothing with this deck) is given by the view, never worked out here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ....games.turandot.data import ROLE_GENDER, directors, singers
from ....games.turandot.state import card_number, card_type
from ....games.turandot.views import RoleMark
from ....i18n.translate import current_language, text
from ...board import CardFace
from ...theme import CRIMSON, CRIMSON_DARK, WOOD
from .items import TurandotCardSpec
from .layout import (
    CARD_H,
    CARD_W,
    CHIP_H,
    CHIP_W,
    HEADER_H,
    MINI_H,
    MINI_W,
    PLAYER_H,
    PLAYER_W,
)

GENDER_SYMBOL = {"M": "♂", "F": "♀", "U": "?"}
"""Gender shown by symbol, never by colour (uncertain is a question mark)."""
KIND_ACCENT = {
    "pro": "#8a6a12",
    "amateur": "#4d7326",
    "alternative": "#6a3d9a",
    "classic": "#1f4e79",
    "comic": "#a64f00",
    "dark": "#2e2e2e",
}
"""Band colours of the six kinds; the kind's name is always written in the band too."""
DIRECTOR_ACCENT = CRIMSON_DARK
PLAYER_ACCENT = WOOD
STAR_INK = "#7a4f00"
MONEY_SYMBOL = "●"
BLUFF_SYMBOL = "∅"
FAVOURITE = "♥"
MISMATCH = "≠"


def tt(code: str, **params: Any) -> str:
    """Translate a code of the Turandot engine's table."""
    return _text("turandot", code, params)


def bt(code: str, **params: Any) -> str:
    """Translate a label of the Turandot board."""
    return _text("turandot_board", code, params)


def _text(context: str, code: str, params: dict[str, Any]) -> str:
    # A board is described on every move with the same few hundred texts: they are
    # looked up once per language (the key holds it, so switching language is safe).
    try:
        key = tuple(sorted(params.items()))
        return _cached_text(current_language(), context, code, key)
    except TypeError:  # a parameter that cannot be a key (none today): translate directly
        return text(context, code, **params)


@lru_cache(maxsize=8192)
def _cached_text(language: str, context: str, code: str, params: tuple) -> str:
    return text(context, code, **dict(params))


def signed(points: int) -> str:
    """``+1`` / ``−1`` with a true minus sign."""
    return f"{points:+d}".replace("-", "−")


def is_director(card: str) -> bool:
    """Whether ``card`` is a director (else a singer)."""
    return card in directors()


def stars_text(stars: int) -> str:
    """Stars as symbols (★★★); ``0★`` for none, ``5★`` when they would not fit."""
    return "★" * stars if 0 < stars <= 4 else f"{stars}★"


def role_badges(mark: RoleMark | None) -> str:
    """The view's points of a singer on its role: ``♥+1``, ``≠−1`` (empty when none)."""
    if mark is None:
        return ""
    parts = []
    if mark.favourite:
        parts.append(FAVOURITE + signed(mark.favourite))
    if mark.gender:
        parts.append(MISMATCH + signed(mark.gender))
    return " ".join(parts)


# --- singers -----------------------------------------------------------------------------
def singer_face(card: str, mark: RoleMark | None = None) -> CardFace:
    """Everything printed on a singer card, and what it scores on its role."""
    singer = singers()[card]
    lines = [
        bt("face.stars", stars=singer.stars),
        bt("face.gender", gender=tt(f"turandot.gender.{singer.gender}")),
    ]
    if singer.favourite_role:
        lines.append(bt("favourite.tip", role=tt(f"turandot.role.{singer.favourite_role}")))
    else:
        lines.append(bt("face.no_favourite"))
    if mark is not None:
        role = tt(f"turandot.role.{mark.role}")
        lines.append(bt("face.on_role", role=role))
        if mark.favourite:
            lines.append(bt("face.favourite_points", points=signed(mark.favourite)))
        if mark.gender:
            lines.append(bt("face.gender_points", points=signed(mark.gender)))
    return CardFace(
        title=singer.stage_name,
        subtitle=tt(f"turandot.voice.{singer.voice}"),
        band=tt(f"turandot.kind.{singer.kind}"),
        accent=KIND_ACCENT.get(singer.kind, CRIMSON),
        mark=GENDER_SYMBOL[singer.gender],
        value=stars_text(singer.stars),
        lines=tuple(lines),
    )


def singer_card(
    card: str,
    x: float,
    y: float,
    *,
    z: float = 1,
    movable: bool = False,
    mark: RoleMark | None = None,
    item_id: str = "",
    w: float = CARD_W,
    h: float = CARD_H,
) -> TurandotCardSpec:
    """A singer at full size; ``mark`` adds the view's badges for the role it plays."""
    singer = singers()[card]
    badges = role_badges(mark)
    footer = ""
    if singer.favourite_role and not (mark is not None and mark.favourite):
        footer = FAVOURITE + " " + tt(f"turandot.role.{singer.favourite_role}")
    face = singer_face(card, mark)
    return TurandotCardSpec(
        id=item_id or card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        movable=movable,
        accent=face.accent,
        band=face.band,
        corner=face.mark,
        big=face.value,
        big_colour=STAR_INK,
        title=singer.stage_name,
        footer=footer,
        badges=badges,
        face=face,
    )


def singer_chip(
    card: str, x: float, y: float, *, z: float = 3, mark: RoleMark | None = None
) -> TurandotCardSpec:
    """Another company's singer in small: kind, stars and gender (all else in the face)."""
    singer = singers()[card]
    face = singer_face(card, mark)
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=CHIP_W,
        h=CHIP_H,
        style="chip",
        accent=face.accent,
        band=tt(f"turandot.kind.{singer.kind}.short"),
        big=f"{singer.stars}★{GENDER_SYMBOL[singer.gender]}",
        big_colour=STAR_INK,
        face=face,
    )


# --- directors ---------------------------------------------------------------------------
def director_name(card: str) -> str:
    """The translated name of a director."""
    return tt(f"turandot.director.{directors()[card].key}")


def director_effect(card: str, neutral: bool = False) -> str:
    """The translated effect of a director (or why it scores nothing with this deck)."""
    if neutral:
        return tt("turandot.director.neutral")
    return tt(f"turandot.director.{directors()[card].key}.effect")


def director_face(card: str, neutral: bool = False, fired_by: str = "") -> CardFace:
    """A director card for the inspector."""
    lines = [bt("fired.by", player=fired_by)] if fired_by else []
    return CardFace(
        title=director_name(card),
        band=bt("director"),
        accent=DIRECTOR_ACCENT,
        mark="✕" if fired_by else "",
        text=director_effect(card, neutral),
        lines=tuple(lines),
    )


def director_card(
    card: str,
    x: float,
    y: float,
    *,
    z: float = 1,
    movable: bool = False,
    neutral: bool = False,
    w: float = CARD_W,
    h: float = CARD_H,
) -> TurandotCardSpec:
    """A director at full size: its name and effect."""
    face = director_face(card, neutral)
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        movable=movable,
        accent=DIRECTOR_ACCENT,
        band=face.band,
        title=face.title,
        lines=(face.text,),
        dim=neutral,
        face=face,
    )


def director_tile(
    card: str,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    z: float = 2,
    movable: bool = False,
    neutral: bool = False,
    effect: bool = False,
    fired_by: tuple[str, str, str] | None = None,
    fired_name: str = "",
    style: str = "tile",
) -> TurandotCardSpec:
    """A director of the pile: its name, with ``effect`` its effect too; ``fired_by`` is
    the badge of the seat that fired it (``fired_name`` its player)."""
    colour, shape, letter = fired_by or ("", "", "")
    face = director_face(card, neutral, fired_by=fired_name)
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        style=style,
        movable=movable,
        accent=DIRECTOR_ACCENT,
        title=face.title,
        lines=(face.text,) if effect else (),
        dim=neutral,
        seat_colour=colour,
        seat_shape=shape,
        seat_letter=letter,
        face=face,
    )


def any_card(card: str, x: float, y: float, **kwargs: Any) -> TurandotCardSpec:
    """A singer or a director card (the casting row holds directors in round 4)."""
    if is_director(card):
        kwargs.pop("mark", None)
        return director_card(card, x, y, **kwargs)
    kwargs.pop("neutral", None)
    return singer_card(card, x, y, **kwargs)


def card_face(card: str, neutral: bool = False) -> CardFace | None:
    """The inspector face of any singer or director, drawn or not (a log line names it)."""
    if card in singers():
        return singer_face(card)
    if is_director(card):
        return director_face(card, neutral)
    return None


# --- the players' own cards ------------------------------------------------------------------
def player_face(card: str) -> CardFace:
    """A number, money or bluff card for the inspector."""
    kind = card_type(card)
    if kind == "number":
        number = card_number(card)
        return CardFace(
            title=tt("turandot.card.number", number=number),
            value=str(number),
            accent=PLAYER_ACCENT,
            text=bt("card.number.tip", number=number),
        )
    if kind == "money":
        return CardFace(
            title=tt("turandot.card.money"),
            value=MONEY_SYMBOL,
            accent=PLAYER_ACCENT,
            text=bt("card.money.tip"),
        )
    return CardFace(
        title=tt("turandot.card.bluff"),
        value=BLUFF_SYMBOL,
        accent=PLAYER_ACCENT,
        text=bt("card.bluff.tip"),
    )


def player_card(
    card: str,
    x: float,
    y: float,
    colour: str,
    shape: str,
    *,
    z: float = 1,
    movable: bool = False,
    target: bool = False,
) -> TurandotCardSpec:
    """One of the viewer's own cards (number, money, bluff), framed in the seat's colour."""
    kind = card_type(card)
    face = player_face(card)
    ink = {"number": "#2a1a10", "money": "#b8860b"}.get(kind, "#5a4030")
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=PLAYER_W,
        h=PLAYER_H,
        style="player",
        movable=movable,
        target=target,
        accent=PLAYER_ACCENT,
        band=face.title,
        mark=face.value,
        big=face.value,
        big_colour=ink,
        seat_colour=colour,
        seat_shape=shape,
        face=face,
    )


def bid_faces(number: int | None, money: int, bluff: bool) -> list[tuple[str, str, str]]:
    """The faces of a revealed bid: ``(symbol, ink, title)`` per card, number first."""
    faces: list[tuple[str, str, str]] = []
    if number is not None:
        faces.append((str(number), "#2a1a10", tt("turandot.card.number", number=number)))
    faces += [(MONEY_SYMBOL, "#b8860b", tt("turandot.card.money"))] * money
    if bluff:
        faces.append((BLUFF_SYMBOL, "#5a4030", tt("turandot.card.bluff")))
    return faces


def bid_card(
    item_id: str,
    x: float,
    y: float,
    colour: str,
    shape: str,
    face: tuple[str, str, str] | None,
    *,
    z: float = 4,
    w: float = MINI_W,
    h: float = MINI_H,
) -> TurandotCardSpec:
    """One card of a seat's bid: a back until the reveal, then its face (ids are places,
    never card ids, so a back turns into the face it hid)."""
    if face is None:
        return TurandotCardSpec(
            id=item_id,
            x=x,
            y=y,
            z=z,
            w=w,
            h=h,
            style="mini",
            face_up=False,
            seat_colour=colour,
            seat_shape=shape,
            face=CardFace(title=bt("back"), accent=PLAYER_ACCENT),
        )
    symbol, ink, title = face
    return TurandotCardSpec(
        id=item_id,
        x=x,
        y=y,
        z=z,
        w=MINI_W,
        h=MINI_H,
        style="mini",
        big=symbol,
        big_colour=ink,
        seat_colour=colour,
        seat_shape=shape,
        face=CardFace(title=title, value=symbol, accent=PLAYER_ACCENT),
    )


# --- characters ----------------------------------------------------------------------------------
def role_header(role: str, number: int, x: float, y: float, w: float = CARD_W) -> TurandotCardSpec:
    """The character card of a role: its number, name and the gender it requires."""
    gender = ROLE_GENDER[role]  # type: ignore[index]
    name = tt(f"turandot.role.{role}")
    return TurandotCardSpec(
        id=f"character.{role}",
        x=x,
        y=y,
        w=w,
        h=HEADER_H,
        style="header",
        accent=CRIMSON,
        mark=str(number),
        title=name,
        corner=GENDER_SYMBOL[gender],
        face=CardFace(
            title=name,
            band=bt("character", number=number),
            accent=CRIMSON,
            mark=GENDER_SYMBOL[gender],
            text=bt("role.gender", gender=tt(f"turandot.gender.{gender}")),
        ),
    )
