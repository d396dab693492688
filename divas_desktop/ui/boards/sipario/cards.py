"""Card faces of the Sipario! board: singers, action cards, The Fool, opera titles.

Every card carries a letter or symbol beside its colour (never colour alone): the
singer's category (PD, GI, GT, Deb, Stu) and voice, an action card's sign (+, −, =),
The Fool's ★. Names and texts come from the engine's data and the game's text table.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ....games.sipario.data import CardData, load
from ....i18n.translate import current_language, text
from ...board import CardFace, CardSpec, face_card

CATEGORY_ACCENT = {
    "pd": "#8a6a12",
    "gi": "#7a0f1a",
    "gt": "#1f4e79",
    "deb": "#4d7326",
    "stu": "#5a5a5a",
}
"""Band colour of each singer category (its abbreviation is always in the band too)."""
CATEGORY_MARK = {"pd": "PD", "gi": "GI", "gt": "GT", "deb": "Deb", "stu": "Stu"}
POLARITY_ACCENT = {"positive": "#2f6b3a", "negative": "#8e2a16", "neutral": "#4b3a6b"}
POLARITY_MARK = {"positive": "+", "negative": "−", "neutral": "="}
FOOL_ACCENT = "#6a3d9a"
OPERA_ACCENT = "#3b2314"
SEX_MARK = {"F": "♀", "M": "♂"}
ROLE_MARK = {"P": "P", "F": "F", "Se": "Se", "M": "M"}


@lru_cache(maxsize=8192)
def _text(language: str, context: str, code: str, n: int | None, params: tuple) -> str:
    """A translated text, computed once per language (a board asks for the same ones at
    every sync)."""
    if n is None:
        return text(context, code, **dict(params))
    return text(context, code, n, **dict(params))


def st(code: str, n: int | None = None, **params: Any) -> str:
    """A text of the game's table (card names, categories, voices, score labels)."""
    return _text(current_language(), "sipario", code, n, tuple(sorted(params.items())))


def bt(code: str, n: int | None = None, **params: Any) -> str:
    """A text of the board's own table."""
    return _text(current_language(), "sipario_board", code, n, tuple(sorted(params.items())))


def data() -> CardData:
    """The game's card data (loaded once)."""
    return load()


def card_name(card: str) -> str:
    """The printed name of any card id (singer, action card, The Fool, opera title)."""
    d = data()
    singer = d.singers.get(card)
    if singer is not None:
        return st(f"sipario.pd.{singer.ability}") if singer.category == "pd" else singer.name
    action = d.action_cards.get(card)
    if action is not None:
        return st(f"sipario.card.{action.type}")
    if card == d.fool_id:
        return st("sipario.card.fool")
    opera = d.operas.get(card)
    if opera is not None:
        return st(opera.title)
    return card


def type_name(as_type: str) -> str:
    """The name of an action type ("Sublime Aria")."""
    return st(f"sipario.card.{as_type}")


def card_face(card: str) -> CardFace:
    """The full face of a card, for the board and the inspector."""
    return _card_face(current_language(), card)


@lru_cache(maxsize=1024)
def _card_face(language: str, card: str) -> CardFace:
    d = data()
    singer = d.singers.get(card)
    if singer is not None:
        category = st(f"sipario.category.{singer.category}")
        voice = st(f"sipario.voice.{singer.voice}") if singer.voice else ""
        mark = CATEGORY_MARK[singer.category] + (
            " " + SEX_MARK[singer.sex] if singer.sex in SEX_MARK else ""
        )
        lines = []
        if singer.pn:
            lines.append(bt("detail.pn", pn=f"{singer.pn:+d}"))
        if singer.use_cost:
            lines.append(bt("pd.use", gold=singer.use_cost))
        if singer.discard_cost:
            lines.append(bt("pd.discard", gold=singer.discard_cost))
        body = st(f"sipario.pd.{singer.ability}.effect") if singer.ability else ""
        return CardFace(
            title=card_name(card),
            subtitle=" · ".join(x for x in (category, voice) if x),
            band=category,
            accent=CATEGORY_ACCENT[singer.category],
            mark=mark,
            value=singer.voice or "",
            text=body,
            lines=tuple(lines),
        )
    action = d.action_cards.get(card)
    if action is not None:
        kind = d.action_types[action.type]
        return CardFace(
            title=type_name(action.type),
            band=POLARITY_MARK[kind.polarity],
            accent=POLARITY_ACCENT[kind.polarity],
            mark=POLARITY_MARK[kind.polarity],
            text=st(f"sipario.card.{action.type}.effect"),
        )
    if card == d.fool_id:
        return CardFace(
            title=st("sipario.card.fool"),
            band="★",
            accent=FOOL_ACCENT,
            mark="★",
            text=st("sipario.card.fool.effect"),
        )
    opera = d.operas.get(card)
    if opera is not None:
        roles = tuple(
            f"{ROLE_MARK[r.type]} {st(r.name)}" + (f" ({r.voice})" if r.voice else "")
            for r in opera.roles
        )
        return CardFace(
            title=st(opera.title),
            subtitle=f"{opera.composer} · {opera.city} {opera.year}",
            band=f"⬡ {opera.hexagon}",
            accent=OPERA_ACCENT,
            mark=f"⬡{opera.hexagon}",
            value=str(len(opera.roles)),
            lines=roles,
            footer=opera.composer,
        )
    return CardFace(title=card)


def is_singer(card: str) -> bool:
    """Whether ``card`` is a singer (Prime donne included)."""
    return card in data().singers


def sort_key(card: str) -> tuple[int, str, str]:
    """Hand order: singers by category then voice, action cards by sign, The Fool last."""
    d = data()
    singer = d.singers.get(card)
    if singer is not None:
        order = list(CATEGORY_MARK).index(singer.category)
        return order, singer.voice or "", singer.name
    action = d.action_cards.get(card)
    if action is not None:
        polarity = d.action_types[action.type].polarity
        return 10 + list(POLARITY_MARK).index(polarity), action.type, card
    return 20, card, card


def card(card_id: str, x: float, y: float, w: float = 74, h: float = 104, **extra: Any) -> CardSpec:
    """A face-up card: its letters in the band (a singer's voice too), its name below."""
    face = card_face(card_id)
    fields: dict[str, Any] = {
        "value": "",
        "mark": face.mark + (f" · {face.value}" if face.value and is_singer(card_id) else ""),
    }
    fields.update(extra)
    return face_card(face, card_id, x, y, w=w, h=h, **fields)


def mini(card_id: str, x: float, y: float, w: float = 96, h: float = 50, **extra: Any) -> CardSpec:
    """A small face-up card (on a role of the stage): band with category and voice, name."""
    face = card_face(card_id)
    fields: dict[str, Any] = {
        "value": "",
        "mark": face.mark + (f" · {face.value}" if face.value else ""),
    }
    fields.update(extra)
    item_id = fields.pop("id", card_id)
    return face_card(face, item_id, x, y, w=w, h=h, **fields)


def back(item_id: str, x: float, y: float, w: float, h: float, **extra: Any) -> CardSpec:
    """A card back (hidden card)."""
    return CardSpec(id=item_id, x=x, y=y, w=w, h=h, face_up=False, **extra)
