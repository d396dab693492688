"""Card specs and inspector faces of the Turandot board: singers, directors, player cards.

Every function returns a :class:`TurandotCardSpec` carrying a :class:`CardFace`, so any
card of the table opens large in the inspector with everything printed on it. Texts come
from the board's helper (``texts``, the first argument). What a card is worth where it
stands (the favourite-role and gender badges, a director that scores nothing with this
deck) is given by the view, never worked out here.
"""

from __future__ import annotations

from ....games.turandot.data import ROLE_GENDER, directors, singers
from ....games.turandot.state import card_number, card_type
from ....games.turandot.views import RoleMark
from ...board import CardFace
from ...board.items import SeatBadge
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
from .texts import (
    BLUFF_SYMBOL,
    FAVOURITE,
    GENDER_SYMBOL,
    MISMATCH,
    MONEY_SYMBOL,
    TurandotTexts,
    director_effect,
    director_name,
    signed,
    stars_text,
)

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


def is_director(card: str) -> bool:
    """Whether ``card`` is a director (else a singer)."""
    return card in directors()


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
def singer_face(texts: TurandotTexts, card: str, mark: RoleMark | None = None) -> CardFace:
    """Everything printed on a singer card, and what it scores on its role."""
    singer = singers()[card]
    lines = [
        texts("face.stars", stars=singer.stars),
        texts("face.gender", gender=texts.game(f"turandot.gender.{singer.gender}")),
    ]
    if singer.favourite_role:
        role = texts.game(f"turandot.role.{singer.favourite_role}")
        lines.append(texts("favourite.tip", role=role))
    else:
        lines.append(texts("face.no_favourite"))
    if mark is not None:
        lines.append(texts("face.on_role", role=texts.game(f"turandot.role.{mark.role}")))
        if mark.favourite:
            lines.append(texts("face.favourite_points", points=signed(mark.favourite)))
        if mark.gender:
            lines.append(texts("face.gender_points", points=signed(mark.gender)))
    return CardFace(
        title=singer.stage_name,
        subtitle=texts.game(f"turandot.voice.{singer.voice}"),
        band=texts.game(f"turandot.kind.{singer.kind}"),
        accent=KIND_ACCENT.get(singer.kind, CRIMSON),
        mark=GENDER_SYMBOL[singer.gender],
        value=stars_text(singer.stars),
        lines=tuple(lines),
    )


def singer_card(
    texts: TurandotTexts,
    card: str,
    x: float,
    y: float,
    *,
    z: float = 1,
    movable: bool = False,
    mark: RoleMark | None = None,
    w: float = CARD_W,
    h: float = CARD_H,
) -> TurandotCardSpec:
    """A singer at full size; ``mark`` adds the view's badges for the role it plays."""
    singer = singers()[card]
    badges = role_badges(mark)
    footer = ""
    if singer.favourite_role and not (mark is not None and mark.favourite):
        footer = FAVOURITE + " " + texts.game(f"turandot.role.{singer.favourite_role}")
    face = singer_face(texts, card, mark)
    return TurandotCardSpec(
        id=card,
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
    texts: TurandotTexts,
    card: str,
    x: float,
    y: float,
    *,
    z: float = 3,
    mark: RoleMark | None = None,
) -> TurandotCardSpec:
    """Another company's singer in small: kind, stars and gender (all else in the face)."""
    singer = singers()[card]
    face = singer_face(texts, card, mark)
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=CHIP_W,
        h=CHIP_H,
        style="chip",
        accent=face.accent,
        band=texts.game(f"turandot.kind.{singer.kind}.short"),
        big=f"{singer.stars}★{GENDER_SYMBOL[singer.gender]}",
        big_colour=STAR_INK,
        face=face,
    )


# --- directors ---------------------------------------------------------------------------
def director_face(
    texts: TurandotTexts, card: str, neutral: bool = False, fired_by: int | None = None
) -> CardFace:
    """A director card for the inspector; ``fired_by``: the seat that fired it."""
    fired = fired_by is not None
    lines = [texts("fired.by", seat=fired_by)] if fired else []
    return CardFace(
        title=director_name(texts, card),
        band=texts("director"),
        accent=DIRECTOR_ACCENT,
        mark="✕" if fired else "",
        text=director_effect(texts, card, neutral),
        lines=tuple(lines),
    )


def director_card(
    texts: TurandotTexts,
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
    face = director_face(texts, card, neutral)
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
    texts: TurandotTexts,
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
    fired_by: int | None = None,
    badge: SeatBadge = ("", "", ""),
    style: str = "tile",
) -> TurandotCardSpec:
    """A director of the pile: its name, with ``effect`` its effect too; ``fired_by`` is
    the seat that fired it, drawn with its ``badge``."""
    colour, shape, letter = badge
    face = director_face(texts, card, neutral, fired_by)
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


def any_card(
    texts: TurandotTexts, card: str, x: float, y: float, *, movable: bool, neutral: bool
) -> TurandotCardSpec:
    """A singer or a director card (the casting row holds directors in round 4)."""
    if is_director(card):
        return director_card(texts, card, x, y, movable=movable, neutral=neutral)
    return singer_card(texts, card, x, y, movable=movable)


def card_face(texts: TurandotTexts, card: str, neutral: bool = False) -> CardFace | None:
    """The inspector face of any singer or director, drawn or not (a log line names it)."""
    if card in singers():
        return singer_face(texts, card)
    if is_director(card):
        return director_face(texts, card, neutral)
    return None


# --- the players' own cards ------------------------------------------------------------------
def player_face(texts: TurandotTexts, card: str) -> CardFace:
    """A number, money or bluff card for the inspector."""
    kind = card_type(card)
    if kind == "number":
        number = card_number(card)
        return CardFace(
            title=texts.game("turandot.card.number", number=number),
            value=str(number),
            accent=PLAYER_ACCENT,
            text=texts("card.number.tip", number=number),
        )
    if kind == "money":
        return CardFace(
            title=texts.game("turandot.card.money"),
            value=MONEY_SYMBOL,
            accent=PLAYER_ACCENT,
            text=texts("card.money.tip"),
        )
    return CardFace(
        title=texts.game("turandot.card.bluff"),
        value=BLUFF_SYMBOL,
        accent=PLAYER_ACCENT,
        text=texts("card.bluff.tip"),
    )


def player_card(
    texts: TurandotTexts,
    card: str,
    x: float,
    y: float,
    colour: str,
    shape: str,
    *,
    z: float = 1,
    movable: bool = False,
) -> TurandotCardSpec:
    """One of the viewer's own cards (number, money, bluff), framed in the seat's colour."""
    kind = card_type(card)
    face = player_face(texts, card)
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
        accent=PLAYER_ACCENT,
        band=face.title,
        mark=face.value,
        big=face.value,
        big_colour=ink,
        seat_colour=colour,
        seat_shape=shape,
        face=face,
    )


def bid_faces(
    texts: TurandotTexts, number: int | None, money: int, bluff: bool
) -> list[tuple[str, str, str]]:
    """The faces of a revealed bid: ``(symbol, ink, title)`` per card, number first."""
    faces: list[tuple[str, str, str]] = []
    if number is not None:
        title = texts.game("turandot.card.number", number=number)
        faces.append((str(number), "#2a1a10", title))
    faces += [(MONEY_SYMBOL, "#b8860b", texts.game("turandot.card.money"))] * money
    if bluff:
        faces.append((BLUFF_SYMBOL, "#5a4030", texts.game("turandot.card.bluff")))
    return faces


def bid_card(
    texts: TurandotTexts,
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
            face=CardFace(title=texts("back"), accent=PLAYER_ACCENT),
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
def role_header(
    texts: TurandotTexts, role: str, number: int, x: float, y: float
) -> TurandotCardSpec:
    """The character card of a role: its number, name and the gender it requires."""
    gender = ROLE_GENDER[role]  # type: ignore[index]
    name = texts.game(f"turandot.role.{role}")
    return TurandotCardSpec(
        id=f"character.{role}",
        x=x,
        y=y,
        w=CARD_W,
        h=HEADER_H,
        style="header",
        accent=CRIMSON,
        mark=str(number),
        title=name,
        corner=GENDER_SYMBOL[gender],
        face=CardFace(
            title=name,
            band=texts("character", number=number),
            accent=CRIMSON,
            mark=GENDER_SYMBOL[gender],
            text=texts("role.gender", gender=texts.game(f"turandot.gender.{gender}")),
        ),
    )
