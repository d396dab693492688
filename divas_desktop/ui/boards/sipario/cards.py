"""Card faces of the Sipario! board: singers, action cards, The Fool, opera titles and
extra shows; and the card specs drawing them.

Every card carries a letter or symbol beside its colour (never colour alone): the
singer's category (PD, GI, GT, Deb, Stu) and voice, an action card's sign (+, −, =),
The Fool's ★. Names and texts come from the engine's data and the game's text table.
"""

from __future__ import annotations

from typing import Any

from ....games.sipario.data import load
from ....i18n.translate import current_language
from ...board import CardFace, CardSpec, face_card
from .texts import SiparioTexts, card_name, type_name

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
SHOW_ACCENT = "#1f4e79"
SEX_MARK = {"F": "♀", "M": "♂"}
ROLE_MARK = {"P": "P", "F": "F", "Se": "Se", "M": "M"}


_FACES: dict[tuple[str, str], CardFace] = {}
"""Each face made once per language (a board draws the same cards at every sync). A face
names no impresario, so the boards share them."""


def card_face(texts: SiparioTexts, card: str) -> CardFace:
    """The full face of a card, for the board and the inspector."""
    key = (current_language(), card)
    face = _FACES.get(key)
    if face is None:
        face = _FACES[key] = _card_face(texts, card)
    return face


def _card_face(texts: SiparioTexts, card: str) -> CardFace:
    d = load()
    singer = d.singers.get(card)
    if singer is not None:
        category = texts.game(f"sipario.category.{singer.category}")
        voice = texts.game(f"sipario.voice.{singer.voice}") if singer.voice else ""
        mark = CATEGORY_MARK[singer.category] + (
            " " + SEX_MARK[singer.sex] if singer.sex in SEX_MARK else ""
        )
        lines = []
        if singer.pn:
            lines.append(texts("detail.pn", pn=f"{singer.pn:+d}"))
        if singer.use_cost:
            lines.append(texts("pd.use", gold=singer.use_cost))
        if singer.discard_cost:
            lines.append(texts("pd.discard", gold=singer.discard_cost))
        body = texts.game(f"sipario.pd.{singer.ability}.effect") if singer.ability else ""
        return CardFace(
            title=card_name(texts, card),
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
            title=type_name(texts, action.type),
            band=POLARITY_MARK[kind.polarity],
            accent=POLARITY_ACCENT[kind.polarity],
            mark=POLARITY_MARK[kind.polarity],
            text=texts.game(f"sipario.card.{action.type}.effect"),
        )
    if card == d.fool_id:
        return CardFace(
            title=texts.game("sipario.card.fool"),
            band="★",
            accent=FOOL_ACCENT,
            mark="★",
            text=texts.game("sipario.card.fool.effect"),
        )
    opera = d.operas.get(card)
    if opera is not None:
        roles = tuple(
            f"{ROLE_MARK[r.type]} {texts.game(r.name)}" + (f" ({r.voice})" if r.voice else "")
            for r in opera.roles
        )
        return CardFace(
            title=texts.game(opera.title),
            subtitle=f"{opera.composer} · {texts.game(f'place.{opera.city}')} {opera.year}",
            band=f"⬡ {opera.hexagon}",
            accent=OPERA_ACCENT,
            mark=f"⬡{opera.hexagon}",
            value=str(len(opera.roles)),
            lines=roles,
            footer=opera.composer,
        )
    show = d.shows.get(card)
    if show is not None:
        reward = f"+{show.pn} PN"
        return CardFace(
            title=texts.game(f"sipario.show.{card}"),
            band=reward,
            accent=SHOW_ACCENT,
            mark=reward,
            text=texts("extra.reward", pn=show.pn, gold=show.gold),
        )
    return CardFace(title=card)


def sort_key(card: str) -> tuple[int, str, str]:
    """Hand order: singers by category then voice, action cards by sign, The Fool last."""
    d = load()
    singer = d.singers.get(card)
    if singer is not None:
        order = list(CATEGORY_MARK).index(singer.category)
        return order, singer.voice or "", singer.name
    action = d.action_cards.get(card)
    if action is not None:
        polarity = d.action_types[action.type].polarity
        return 10 + list(POLARITY_MARK).index(polarity), action.type, card
    return 20, card, card


def card(
    texts: SiparioTexts,
    card_id: str,
    x: float,
    y: float,
    w: float = 74,
    h: float = 104,
    **extra: Any,
) -> CardSpec:
    """A face-up card: its letters in the band (a singer's voice too), its name below."""
    face = card_face(texts, card_id)
    voice = f" · {face.value}" if face.value and load().is_singer(card_id) else ""
    fields: dict[str, Any] = {"value": "", "mark": face.mark + voice}
    fields.update(extra)
    return face_card(face, card_id, x, y, w=w, h=h, **fields)


def mini(
    texts: SiparioTexts,
    card_id: str,
    x: float,
    y: float,
    w: float = 96,
    h: float = 50,
    **extra: Any,
) -> CardSpec:
    """A small face-up card (on a role of the stage): band with category and voice, name."""
    face = card_face(texts, card_id)
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
