"""Card specs of the Turandot board: singers, directors, player cards, components.

Every function returns a :class:`TurandotCardSpec`; texts go through the game's table
(``turandot``) or the board's own (``turandot_board``). Gender is a symbol (♂ ♀ ?),
kinds are named in the band, seats are a colour *and* a shape.
"""

from __future__ import annotations

from typing import Any

from ...games.turandot.data import ROLE_GENDER, directors, singers
from ...games.turandot.scoring import is_mismatch
from ...games.turandot.state import card_number, card_type
from ...i18n.translate import text
from ..theme import CRIMSON, CRIMSON_DARK, WOOD
from .turandot_items import TurandotCardSpec

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
MONEY_SYMBOL = "●"
BLUFF_SYMBOL = "∅"


def tt(code: str, **params: Any) -> str:
    """Translate a code of the Turandot engine's table."""
    return text("turandot", code, **params)


def bt(code: str, **params: Any) -> str:
    """Translate a label of the Turandot board."""
    return text("turandot_board", code, **params)


def is_director(card: str) -> bool:
    """Whether ``card`` is a director (else a singer)."""
    return card in directors()


def stars_text(stars: int, compact: bool = False) -> str:
    """Stars as symbols (★★★), or ``3★`` on small cards."""
    if compact or stars > 4:
        return f"{stars}★"
    return "★" * stars if stars else "0★"


def singer_tooltip(card: str) -> str:
    """Everything printed on a singer card, in one line."""
    singer = singers()[card]
    tip = bt(
        "singer.tip",
        name=singer.stage_name,
        stars=singer.stars,
        gender=tt(f"turandot.gender.{singer.gender}"),
        voice=tt(f"turandot.voice.{singer.voice}"),
        kind=tt(f"turandot.kind.{singer.kind}"),
    )
    if singer.favourite_role:
        tip += "\n" + bt("favourite.tip", role=tt(f"turandot.role.{singer.favourite_role}"))
    return tip


def singer_card(
    card: str,
    x: float,
    y: float,
    *,
    z: float = 1,
    small: bool = False,
    movable: bool = False,
    role: str | None = None,
    item_id: str = "",
) -> TurandotCardSpec:
    """A singer card; ``role`` marks the favourite-role bonus and a gender mismatch."""
    singer = singers()[card]
    badges = ""
    if role is not None:
        if singer.favourite_role == role:
            badges += "♥+1 "
        if is_mismatch(singer, role):
            badges += "≠−1"
    favourite = ""
    if singer.favourite_role:
        name = tt(f"turandot.role.{singer.favourite_role}")
        favourite = "♥ " + (name[:3] if small else name)
    w, h = (54.0, 74.0) if small else (116.0, 150.0)
    return TurandotCardSpec(
        id=item_id or card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        movable=movable,
        accent=KIND_ACCENT.get(singer.kind, CRIMSON),
        band=tt(f"turandot.kind.{singer.kind}" + (".short" if small else "")),
        corner=GENDER_SYMBOL[singer.gender],
        big=stars_text(singer.stars, compact=small),
        big_colour="#7a4f00",
        title=singer.stage_name,
        lines=() if small else (tt(f"turandot.voice.{singer.voice}"),),
        footer=favourite if not badges or not small else "",
        badges=badges.strip(),
        tooltip=singer_tooltip(card),
    )


def director_name(card: str) -> str:
    """The translated name of a director."""
    return tt(f"turandot.director.{directors()[card].key}")


def director_effect(card: str, themed: bool = False) -> str:
    """The translated effect of a director (neutral with a single-kind deck)."""
    director = directors()[card]
    if themed and director.uses_kinds:
        return tt("turandot.director.neutral")
    return tt(f"turandot.director.{director.key}.effect")


def director_card(
    card: str,
    x: float,
    y: float,
    *,
    z: float = 1,
    size: str = "big",
    movable: bool = False,
    themed: bool = False,
    dim: bool = False,
    band: str = "",
    item_id: str = "",
) -> TurandotCardSpec:
    """A director: a big casting card, a ``tile`` of the pile, or a ``small`` company card."""
    w, h = {"big": (116.0, 150.0), "tile": (134.0, 66.0), "small": (134.0, 48.0)}[size]
    effect = director_effect(card, themed)
    return TurandotCardSpec(
        id=item_id or card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        movable=movable,
        dim=dim,
        accent=DIRECTOR_ACCENT,
        band=band or ("" if size == "tile" else bt("director")),
        title=director_name(card),
        lines=() if size == "small" else (effect,),
        tooltip=director_name(card) + "\n" + effect,
    )


def any_card(card: str, x: float, y: float, **kwargs: Any) -> TurandotCardSpec:
    """A singer or a director card in the casting row (round 4 holds directors)."""
    if is_director(card):
        kwargs.pop("role", None)
        kwargs.pop("small", None)
        return director_card(card, x, y, **kwargs)
    kwargs.pop("themed", None)
    return singer_card(card, x, y, **kwargs)


def player_card(
    card: str,
    x: float,
    y: float,
    colour: str,
    shape: str,
    *,
    z: float = 1,
    movable: bool = False,
    w: float = 66.0,
    h: float = 94.0,
) -> TurandotCardSpec:
    """One of the viewer's own cards (number, money, bluff), framed in the seat's colour."""
    kind = card_type(card)
    if kind == "number":
        number = card_number(card)
        band, big, tip = (
            tt("turandot.card.number", number=number),
            str(number),
            bt("card.number.tip", number=number),
        )
        colour_big = "#2a1a10"
    elif kind == "money":
        band, big, tip = tt("turandot.card.money"), MONEY_SYMBOL, bt("card.money.tip")
        colour_big = "#b8860b"
    else:
        band, big, tip = tt("turandot.card.bluff"), BLUFF_SYMBOL, bt("card.bluff.tip")
        colour_big = "#5a4030"
    return TurandotCardSpec(
        id=card,
        x=x,
        y=y,
        z=z,
        w=w,
        h=h,
        movable=movable,
        accent=PLAYER_ACCENT,
        band=band,
        big=big,
        big_colour=colour_big,
        seat_colour=colour,
        seat_shape=shape,
        tooltip=tip,
    )


def revealed_cards(
    item_prefix: str,
    number: int | None,
    money: int,
    bluff: bool,
    x: float,
    y: float,
    colour: str,
    shape: str,
    w: float = 26.0,
    h: float = 36.0,
) -> list[TurandotCardSpec]:
    """The face-up cards of a revealed bid (ids are positions, never card ids)."""
    faces: list[tuple[str, str, str]] = []
    if number is not None:
        faces.append(("n", str(number), "#2a1a10"))
    faces += [(f"m{i}", MONEY_SYMBOL, "#b8860b") for i in range(money)]
    if bluff:
        faces.append(("b", BLUFF_SYMBOL, "#5a4030"))
    out = []
    for index, (key, big, colour_big) in enumerate(faces):
        tip = {"n": tt("turandot.card.number", number=number), "b": tt("turandot.card.bluff")}.get(
            key[0], tt("turandot.card.money")
        )
        out.append(
            TurandotCardSpec(
                id=f"{item_prefix}.{key}",
                x=x + index * (w + 3),
                y=y,
                z=2,
                w=w,
                h=h,
                accent=PLAYER_ACCENT,
                big=big,
                big_colour=colour_big,
                seat_colour=colour,
                tooltip=tip,
            )
        )
    return out


def backs(
    item_prefix: str,
    count: int,
    x: float,
    y: float,
    colour: str,
    shape: str,
    w: float = 22.0,
    h: float = 30.0,
    step: float = 14.0,
) -> list[TurandotCardSpec]:
    """``count`` card backs of a seat (a bid in progress, a hand): counts only."""
    return [
        TurandotCardSpec(
            id=f"{item_prefix}.{i}",
            x=x + i * step,
            y=y,
            z=2 + i,
            w=w,
            h=h,
            face_up=False,
            seat_colour=colour,
            seat_shape=shape,
            tooltip=bt("back"),
        )
        for i in range(count)
    ]


def role_header(
    role: str, number: int, x: float, y: float, w: float = 116.0, h: float = 44.0
) -> TurandotCardSpec:
    """The character card of a role: its number, name and the gender it requires."""
    return TurandotCardSpec(
        id=f"character.{role}",
        x=x,
        y=y,
        w=w,
        h=h,
        accent=CRIMSON,
        band=bt("character", number=number),
        corner=GENDER_SYMBOL[ROLE_GENDER[role]],
        title=tt(f"turandot.role.{role}"),
        tooltip=tt(f"turandot.role.{role}") + " — " + tt(f"turandot.gender.{ROLE_GENDER[role]}"),
    )
