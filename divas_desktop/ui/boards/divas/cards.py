"""The game's cards as the Divas board draws them: Diva cards at three sizes, the hand, a
discard opened over the board, and the inspector's faces of Diva cards, operas,
personalities and closed operas.

A card's face for the inspector carries its whole text, however small it is drawn on
the table.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Protocol

from ....games.divas.data import COLOURS, DivaCard, load
from ....games.divas.houses import INSTRUMENT_OF
from ....games.divas.views import ClosedOperaView, DivasView
from ....i18n.translate import current_language
from ...board import CardFace, Spec, hand_fan
from ...board.overlay import OVERLAY_Z
from .items import DivaCardSpec, DivasPileSpec
from .layout import (
    CARD_SIZES,
    HAND_W,
    HAND_X,
    HAND_Y,
    SPREAD_GAP,
    SPREAD_LEFT,
    SPREAD_TOP,
    Sides,
)
from .paint import DIVA_LETTERS, colour_of_card
from .texts import DivasTexts


class CardHost(Protocol):
    """What the parts of the table that draw cards need of the board: its words and cards."""

    texts: DivasTexts
    cards: DivasCards


def card_data(card_id: str) -> DivaCard:
    """The printed data of a Diva card."""
    return load().cards[card_id]


def letter_of(colour: str) -> str:
    """The letter of the diva of a card colour (negative events carry the other's)."""
    return DIVA_LETTERS[1] if colour == "yellow" else DIVA_LETTERS[0]


def card_name(texts: DivasTexts, card_id: str) -> str:
    """A card's name in the current language."""
    return texts.game(f"divas.card.{card_data(card_id).key}")


class DivasCards:
    """The cards of one board, each made once per language and size (the language is part
    of every key below): a board redraws the same cards at every move, and placing a card
    only copies it."""

    def __init__(self, texts: DivasTexts) -> None:
        self.texts = texts
        self._card = lru_cache(maxsize=512)(self._make_card)
        self._placed = lru_cache(maxsize=4096)(self._place)
        self._face = lru_cache(maxsize=256)(self._make_face)
        self._opera_face = lru_cache(maxsize=64)(self._make_opera_face)
        self._personality_face = lru_cache(maxsize=64)(self._make_personality_face)

    # --- on the table ------------------------------------------------------------------
    def spec(
        self, card_id: str, x: float, y: float, style: str = "hand", **extra: Any
    ) -> DivaCardSpec:
        """The spec of a Diva card at ``style`` size (hand, strip or mini), placed at x, y."""
        return self._placed(card_id, style, current_language(), x, y, tuple(sorted(extra.items())))

    def _place(
        self,
        card_id: str,
        style: str,
        language: str,
        x: float,
        y: float,
        extra: tuple[tuple[str, Any], ...],
    ) -> DivaCardSpec:
        """A placed card, kept: most cards lie where they lay at the last move."""
        return replace(self._card(card_id, style, language), x=x, y=y, **dict(extra))

    def _make_card(self, card_id: str, style: str, language: str) -> DivaCardSpec:
        """The card drawn once per language and size."""
        card = card_data(card_id)
        w, h = CARD_SIZES[style]
        name = card_name(self.texts, card_id)
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
            title=name,
            instrument=card.instrument,
            rhythms=tuple(card.rhythms),
            masks=tuple(card.masks),
            text=self.texts.game(f"divas.card.{card.key}.event") if style == "hand" else "",
            face=self.face(card_id),
            tooltip=name,
        )

    def backs(
        self,
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
                tooltip=self.texts("hand.tip", count),
            )
            for index in range(count)
        ]

    def hand(self, view: DivasView, sides: Sides, acting: bool) -> list[Spec]:
        """The hand at the bottom: the viewer's cards, or backs on the public table."""
        if view.seat is None:
            seat = sides.bottom
            return list(
                self.backs(
                    f"hand.{seat}",
                    view.divas[seat].hand_count,
                    HAND_X + 8,
                    HAND_Y + 20,
                    300,
                    COLOURS[seat],
                    DIVA_LETTERS[seat],
                    64,
                    90,
                )
            )
        cards = [self.spec(c, 0, 0, "hand", movable=acting) for c in view.hand]
        return list(hand_fan(cards, x=HAND_X + 4, y=HAND_Y, width=HAND_W - 8, lift=14))

    def spread(self, pile: DivasPileSpec, width: float, height: float) -> list[Spec]:
        """A discard opened over the board: its cards at hand size, every event readable
        (the framework's small fan cannot hold them at 11 px), top card first, in rows
        across ``width`` × ``height`` on the framework's backdrop."""
        card_w, card_h = CARD_SIZES["hand"]
        per_row = max(1, int((width - 2 * SPREAD_LEFT + SPREAD_GAP) // (card_w + SPREAD_GAP)))
        rows = max(1, -(-len(pile.spread) // per_row))
        # Rows overlap only when a discard is too long for the board (more than 24 cards).
        row_step = min(
            card_h + SPREAD_GAP, (height - SPREAD_TOP - card_h - SPREAD_GAP) / max(1, rows - 1)
        )
        specs: list[Spec] = []
        for index, card in enumerate(reversed(pile.spread)):
            row, column = divmod(index, per_row)
            specs.append(
                self.spec(
                    card,
                    SPREAD_LEFT + column * (card_w + SPREAD_GAP),
                    SPREAD_TOP + row * row_step,
                    "hand",
                    id=f"{pile.id}.spread.{card}",
                    z=OVERLAY_Z + 1 + index,
                )
            )
        return specs

    # --- in the inspector ----------------------------------------------------------------
    def face(self, card_id: str) -> CardFace:
        """The whole card for the inspector: event, resources, colour and the history behind it."""
        return self._face(card_id, current_language())

    def _make_face(self, card_id: str, language: str) -> CardFace:
        texts = self.texts
        card = card_data(card_id)
        rhythms = " · ".join(texts("face.rhythm", r) for r in card.rhythms)
        lines = [
            texts("face.instrument", instrument=texts.instrument(card.instrument)),
            texts("face.rhythms", rhythms=rhythms),
        ]
        if card.masks:
            masks = ", ".join(texts.game(f"divas.mask.{m}") for m in card.masks)
            lines.append(texts("face.masks", masks=masks))
        lines.append(texts("face.colour", diva=texts.diva(0 if card.colour == "blue" else 1)))
        kind = texts.game(f"divas.card.kind.{card.kind}")
        return CardFace(
            title=card_name(texts, card_id),
            subtitle=kind,
            band=str(card.year) if card.year is not None else kind,
            accent=colour_of_card(card.colour),
            mark=letter_of(card.colour),
            value=str(card.year) if card.year is not None else "★",
            text=texts.game(f"divas.card.{card.key}.event"),
            lines=(*lines, texts.game(f"divas.card.{card.key}.fact")),
            footer=texts.game(f"place.{card.place}") if card.place else "",
        )

    def named_face(self, card_id: str) -> CardFace | None:
        """The face of a card, an opera or a Palco Reale guest a log line names by its
        id, wherever it lies now (``None``: no such id)."""
        data = load()
        if card_id in data.cards:
            return self.face(card_id)
        if card_id in data.operas:
            return self.opera_face(card_id)
        if card_id in data.personalities:
            return self.personality_face(card_id)
        return None

    def opera_face(self, opera_id: str) -> CardFace:
        """An opera card for the inspector."""
        return self._opera_face(opera_id, current_language())

    def _make_opera_face(self, opera_id: str, language: str) -> CardFace:
        texts = self.texts
        opera = load().operas[opera_id]
        rhythms = " · ".join(texts("face.rhythm", r) for r in opera.rhythms)
        return CardFace(
            title=texts.opera(opera_id),
            subtitle=opera.composer,
            band=texts("face.opera"),
            accent="#8a1c24",
            mark="♪",
            value=str(opera.minimum),
            text=texts("face.opera.text", minimum=opera.minimum),
            lines=(
                texts("face.rhythms", rhythms=rhythms),
                texts("face.notes", notes=" · ".join(opera.notes)),
            ),
        )

    def personality_face(self, person_id: str) -> CardFace:
        """A Palco Reale personality for the inspector."""
        return self._personality_face(person_id, current_language())

    def _make_personality_face(self, person_id: str, language: str) -> CardFace:
        texts = self.texts
        person = load().personalities[person_id]
        return CardFace(
            title=texts.game(f"divas.personality.{person.key}"),
            band=texts("palco"),
            accent="#6b2b5a",
            mark="♛",
            value=texts("vp", points=person.vp),
            text=texts.game(f"divas.personality.{person.key}.condition"),
        )

    def closed_face(self, closed: ClosedOperaView) -> CardFace:
        """A closed opera for the inspector: who closed it and what each diva gained."""
        texts = self.texts
        lines = [
            texts("closed.applause", player=texts.diva(s), points=closed.applause[s])
            for s in (0, 1)
        ]
        for seat in (0, 1):
            if closed.fame_steps[seat]:
                lines.append(texts("closed.fame", closed.fame_steps[seat], player=texts.diva(seat)))
        if closed.placed == "instrument":
            lines.append(
                texts(
                    "closed.instrument",
                    player=texts.diva(closed.placed_by),
                    instrument=texts.instrument(INSTRUMENT_OF[closed.house]),
                    bonus=texts(f"bonus.{closed.bonus}"),
                    x=closed.bonus_x,
                )
            )
        elif closed.placed == "conductor":
            lines.append(texts("closed.conductor", player=texts.diva(closed.placed_by)))
        elif closed.placed == "tie":
            lines.append(texts("closed.tie"))
        for seat, person, points in closed.palco:
            key = load().personalities[person].key
            lines.append(
                texts(
                    "closed.palco",
                    player=texts.diva(seat),
                    personality=texts.game(f"divas.personality.{key}"),
                    points=points,
                )
            )
        return CardFace(
            title=texts.opera(closed.opera),
            subtitle=texts.house(closed.house),
            band=texts("closed.band", turn=closed.turn),
            accent="#8a1c24",
            mark="♪",
            text=texts("closed.by", player=texts.diva(closed.closer)),
            lines=tuple(lines),
        )
