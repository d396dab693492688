"""The Sipario! table's own items: its cards, the piles' top cards, an impresario's row
of backs, the name chips of the reseating row, and :data:`ITEM_TYPES`.

A card is drawn to be read in a fan and on a role: a band with its letters (category,
sex and voice of a singer, an action card's sign, The Fool's ★, an opera's hexagon)
and, under it, the name aligned left (so the part a fan leaves visible starts with it),
in the largest size from 12 down to 11 px that fits (condensed only for a word wider
than any card can be). The tiniest cards (24 units wide)
show only their letters. The inspector shows any card large with its whole text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board import BoardItem, CardFace, CardSpec, PileSpec, Spec, kinds
from ...board.fonts import TEXT_MIN, board_font
from ...board.items import CardItem, paint_seat_badge
from ...board.pile import PileItem
from ...theme import CREAM, CRIMSON, GOLD, GOLD_LIGHT, INK, qcolor

TINY_W = 40.0
"""Cards narrower than this show only their letters."""

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
WRAP = int(LEFT | Qt.TextFlag.TextWordWrap)
ANYWHERE = int(LEFT | Qt.TextFlag.TextWrapAnywhere)
SIZES = (
    (12.0, True, 100, 100),
    (11.0, True, 100, 100),
    (11.0, False, 100, 100),
    (11.0, False, 80, 100),
    (11.0, False, 68, 100),
    (11.0, False, 68, 90),
)
"""(size, bold, stretch %, letter spacing %): the normal fonts first; condensed, then a little
tighter, only as the last resort before a word is broken: the layouts give every name the
room it needs in a normal font, but for a single word wider than the card can be
(``layout.LONG_WORDS``, issue 32)."""


def card_font(size: float, bold: bool, stretch: int, spacing: int = 100):
    """The card's name font, condensed to ``stretch`` per cent when a word is long."""
    font = board_font(size, bold=bold)
    if stretch != 100:
        font.setStretch(stretch)
    if spacing != 100:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    return font


def _fits(text: str, width: float, height: float, font: tuple[float, bool, int, int]) -> bool:
    """Whether ``text`` wraps into width × height in ``font``, no word broken."""
    metrics = QFontMetricsF(card_font(*font))
    needed = metrics.boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    # Qt breaks a word wider than the line anywhere: each word (up to a hyphen, where
    # a line may end) must fit by itself.
    words = re.findall(r"[^\s-]+-?", text)
    widest = max((metrics.horizontalAdvance(word) for word in words), default=0.0)
    return needed.height() <= height and needed.width() <= width and widest <= width


@cache
def fitting(text: str, width: float, height: float) -> tuple[tuple[float, bool, int, int], int]:
    """The font (size, bold, stretch, spacing) of the largest text that wraps into
    width × height, and the wrapping flags."""
    for font in SIZES:
        if _fits(text, width, height, font):
            return font, WRAP
    return SIZES[-1], ANYWHERE  # a word longer than the card: break it


def condensed(font: tuple[float, bool, int, int]) -> bool:
    """Whether a font of :data:`SIZES` is set condensed or tighter than normal."""
    return font[2] != 100 or font[3] != 100


@cache
def fits_plain(text: str, width: float, height: float) -> bool:
    """Whether ``text`` wraps into width × height in a normal (not condensed) font."""
    return any(_fits(text, width, height, font) for font in SIZES if not condensed(font))


def card_height(title: str, w: float, least: float = 46.0) -> float:
    """The height of a small card ``w`` wide: ``least``, or 10 more when its name needs a
    second line (the room under the band is the card's height less 24, its width less 9).

    Only a name that fits one line in a normal font keeps the low card: a long name gets
    its second line rather than a condensed font (issue 32)."""
    return least if fits_plain(title, w - 9, least - 24) else least + 10


class SipCardItem(CardItem):
    """A Sipario! card face (backs are the framework's)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, CardSpec)
        if not spec.face_up:
            super().paint(painter, option, widget)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.frame()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 3), 6, 6)
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.setBrush(QColor(CREAM))
        painter.drawRoundedRect(rect, 6, 6)
        if spec.w < TINY_W:
            painter.setBrush(qcolor(spec.accent))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4)
            painter.setPen(QColor(CREAM))
            painter.setFont(board_font(TEXT_MIN, bold=True, serif=False))
            letters = spec.mark.split(" ")[0][:3]
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), letters)
            self.paint_marks(painter, 5)
            return
        paint_sip_face(painter, rect, spec.title, spec.mark, spec.accent, spec.footer)
        self.paint_marks(painter, 5)


def paint_sip_face(
    painter: QPainter, rect: QRectF, title: str, mark: str, accent: str, footer: str = ""
) -> None:
    """The band with the card's letters, the name aligned left under it, a footer."""
    spec_title, spec_mark, spec_footer = title, mark, footer
    band = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 17)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(accent))
    painter.drawRoundedRect(band, 4, 4)
    painter.setPen(QColor(CREAM))
    painter.setFont(board_font(TEXT_MIN, bold=True, serif=False))
    painter.drawText(
        band.adjusted(4, 0, -2, 0),
        int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
        spec_mark,
    )
    footer_h = 15.0 if spec_footer else 0.0
    room = QRectF(
        rect.left() + 5,
        band.bottom() + 2,
        rect.width() - 9,
        rect.bottom() - band.bottom() - 4 - footer_h,
    )
    font, flags = fitting(spec_title, room.width(), room.height())
    painter.setFont(card_font(*font))
    painter.setPen(QColor(INK))
    painter.drawText(room, flags, spec_title)
    if spec_footer:
        painter.setFont(board_font(TEXT_MIN, italic=True))
        painter.setPen(QColor("#5a4030"))
        painter.drawText(
            QRectF(rect.left() + 4, rect.bottom() - footer_h - 2, rect.width() - 8, footer_h),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            spec_footer,
        )


@dataclass(frozen=True)
class BacksSpec(Spec):
    """A row of card backs in one item: an impresario's hidden hand or season.

    The first ``special`` backs are drawn in ``special_colour`` with ``special_mark`` (a
    Prima donna's own back), the others in the owner's colour with his letter.
    """

    count: int = 0
    step: float = 16.0
    card_w: float = 24.0
    card_h: float = 36.0
    colour: str = ""
    mark: str = ""
    special: int = 0
    special_colour: str = ""
    special_mark: str = ""


class BacksItem(BoardItem):
    """Draws a :class:`BacksSpec` (one cached picture for the whole row)."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, BacksSpec)
        return max(spec.card_w, spec.card_w + spec.step * (spec.count - 1)), spec.card_h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, BacksSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(board_font(TEXT_MIN, bold=True, serif=False))
        # Small backs, simply: curtain red framed in the owner's colour, his letter (the
        # framework's lattice back costs too much when twenty of them are repainted).
        metrics = QFontMetricsF(painter.font())
        for index in range(spec.count):
            rect = QRectF(index * spec.step, 0, spec.card_w, spec.card_h)
            special = index < spec.special
            frame = spec.special_colour if special else spec.colour
            painter.setBrush(QColor(CRIMSON))
            painter.setPen(QPen(qcolor(frame) if frame else QColor(GOLD), 2))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
            letter = (spec.special_mark if special else spec.mark)[:1]
            last = index == spec.count - 1
            shown = spec.card_w if last else min(spec.step, spec.card_w) or spec.card_w
            if letter and metrics.horizontalAdvance(letter) + 2 > shown:
                continue  # a crowded row: the letter only where it shows whole
            painter.setPen(QColor(GOLD_LIGHT))
            painter.drawText(
                QRectF(rect.left(), rect.top(), shown, 20),
                int(Qt.AlignmentFlag.AlignCenter),
                letter,
            )
        self.paint_marks(painter, 5)


class SipPileItem(PileItem):
    """A pile whose face-up top card is drawn as the table's cards are."""

    def paint_top(self, painter: QPainter, rect: QRectF, top: CardFace) -> None:
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.setBrush(QColor(CREAM))
        painter.drawRoundedRect(rect, 6, 6)
        paint_sip_face(painter, rect, top.title, top.mark, top.accent)


@dataclass(frozen=True)
class SeatChipSpec(Spec):
    """An impresario's name on a chip, with his badge and his place in the turn order."""

    w: float = 110.0
    h: float = 34.0
    name: str = ""
    place: str = ""
    colour: str = ""
    shape: str = "circle"
    letter: str = ""
    fixed: bool = False
    """Whether the chip stays where it is (the reseater's own, first in the order)."""


class SeatChipItem(BoardItem):
    """Draws a :class:`SeatChipSpec`: place number, seat badge, name."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, SeatChipSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, SeatChipSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        radius = spec.h / 2
        painter.setBrush(QColor("#3a2414") if spec.fixed else QColor(CREAM))
        dash = Qt.PenStyle.DashLine if spec.fixed else Qt.PenStyle.SolidLine
        painter.setPen(QPen(qcolor(spec.colour) if spec.colour else QColor(GOLD), 2.5, dash))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        ink = QColor(GOLD_LIGHT) if spec.fixed else QColor(INK)
        painter.setPen(ink)
        painter.setFont(board_font(TEXT_MIN, bold=True, serif=False))
        painter.drawText(QRectF(6, 0, 16, spec.h), int(Qt.AlignmentFlag.AlignCenter), spec.place)
        badge = QRectF(24, (spec.h - 20) / 2, 20, 20)
        paint_seat_badge(painter, badge, spec.colour, spec.shape, spec.letter)
        painter.setPen(ink)
        painter.setFont(board_font(CHIP_TEXT, bold=True))
        painter.drawText(
            QRectF(48, 0, spec.w - 56, spec.h),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            spec.name,
        )
        self.paint_marks(painter, radius)


CHIP_TEXT = 12
"""Size of the name on a seat chip."""


ITEM_TYPES = {
    **kinds.ITEM_TYPES,
    CardSpec: SipCardItem,
    PileSpec: SipPileItem,
    BacksSpec: BacksItem,
    SeatChipSpec: SeatChipItem,
}
"""Which item draws which spec on this board: the framework's, with the table's own cards,
piles, rows of backs and name chips."""
