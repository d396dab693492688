"""The Divas board's own items: Diva cards at three sizes, opera cards, personalities,
closed operas, framed panels and click spots, and :data:`ITEM_TYPES`, which item draws
which spec (the houses' and the piano's items included).

One spec kind draws a Diva card in the hand, as a strip in a house and on the Timeline,
so the same card keeps its id (and glides) from the hand to where it is played.
Colours always come with a letter or a shape: the diva's letter on every card, the
instrument's silhouette, the number of beamed notes of a rhythm, each mask's shape.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ...board.items import BoardItem, ButtonItem, shape_path
from ...board.kinds import ITEM_TYPES as FRAMEWORK_ITEM_TYPES
from ...board.marks import MARKABLE as FRAMEWORK_MARKABLE
from ...board.pile import PileItem
from ...board.specs import ButtonSpec, PileSpec, Spec
from ...theme import CREAM, CRIMSON, CRIMSON_DARK, GOLD, GOLD_LIGHT, INK, qcolor
from .house_items import (
    ApplauseItem,
    ApplauseSpec,
    FameTrackItem,
    FameTrackSpec,
    HouseItem,
    HouseSpec,
    InstrumentTokenItem,
    InstrumentTokenSpec,
    NoteTokenItem,
    NoteTokenSpec,
    SideItem,
    SideSpec,
)
from .icons import paint_instrument, paint_mask, paint_rhythm, rhythm_width, star_path
from .paint import (
    DIVA_COLOURS,
    DIVA_INK,
    PAPER,
    PAPER_INK,
    PAPER_MUTED,
    TEXT_FLOOR,
    colour_of_card,
    draw_text,
    ink_of_card,
    paint_ready,
    text_width,
)
from .piano_items import (
    BlackKeyItem,
    BlackKeySpec,
    BracketItem,
    BracketSpec,
    DivaFigureItem,
    DivaFigureSpec,
    HandleItem,
    HandleSpec,
    WhiteKeyItem,
    WhiteKeySpec,
)
from .pictures import remembered

Align = Qt.AlignmentFlag


@dataclass(frozen=True)
class FrameSpec(Spec):
    """A framed area of the table with a title (the orchestra, the Palco Reale, a panel)."""

    w: float = 200.0
    h: float = 100.0
    title: str = ""
    note: str = ""
    """Right-aligned on the title line."""
    fill: str = "#1c1109cc"
    frame: str = GOLD
    thick: bool = False
    """A double frame: the viewer must act here."""


@remembered
class FrameItem(BoardItem):
    """Draws a :class:`FrameSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, FrameSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, FrameSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(qcolor(spec.fill))
        painter.setPen(QPen(qcolor(spec.frame), 2.5 if spec.thick else 1.2))
        painter.drawRoundedRect(rect, 8, 8)
        if spec.thick:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor(spec.frame), 1))
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
        note_w = 0.0
        if spec.note:
            note_w = min(rect.width() * 0.45, 8 + 7.2 * len(spec.note))
            draw_text(
                painter,
                QRectF(rect.right() - note_w - 8, 3, note_w, 18),
                spec.note,
                11,
                italic=True,
                colour=GOLD_LIGHT,
                align=Align.AlignRight | Align.AlignVCenter,
            )
        if spec.title:
            draw_text(
                painter,
                QRectF(8, 3, rect.width() - 16 - note_w, 18),
                spec.title,
                12,
                bold=True,
                colour=GOLD_LIGHT,
                align=Align.AlignLeft | Align.AlignVCenter,
            )
        self.paint_marks(painter, 8)


@dataclass(frozen=True)
class HotspotSpec(ButtonSpec):
    """A spot of the table a click plays (a key, a Fame track, an Applause bar).

    It is a button underneath, so the keyboard reaches it too; it is drawn as a dashed gold
    frame with hatching over what it makes clickable.
    """

    w: float = 40.0
    h: float = 40.0
    radius: float = 6.0
    hatch: bool = True
    """Hatched over what it covers; without, only a bright frame (over icons)."""


@remembered
class HotspotItem(ButtonItem):
    """Draws a :class:`HotspotSpec`: the hatched frame of a clickable spot."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, HotspotSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        if spec.hatch:  # hatching as lines: a pattern brush costs more to paint
            painter.setPen(QPen(QColor(241, 214, 122, 150), 1.2))
            inner = rect.adjusted(3, 3, -3, -3)
            d = 6.0
            lines = []
            while d < inner.width() + inner.height():
                line = _diagonal(inner, d, 1)
                if line is not None:
                    lines.append(line)
                d += 8.0
            painter.drawLines(lines)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(241, 214, 122, 90), 7))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), spec.radius + 2, spec.radius + 2)
        painter.setPen(QPen(QColor(GOLD_LIGHT), 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), spec.radius, spec.radius)
        self.paint_marks(painter, spec.radius)


@dataclass(frozen=True)
class DivaCardSpec(Spec):
    """A Diva card: ``style`` ``hand`` (full), ``strip`` (its resource edge in a house) or
    ``mini`` (on the Timeline)."""

    w: float = 112.0
    h: float = 128.0
    style: str = "hand"
    colour: str = "blue"
    """The card's colour (a negative event has the other diva's)."""
    letter: str = "C"
    """The letter of the diva of that colour."""
    kind: str = "positive"
    year: str = ""
    title: str = ""
    instrument: str = "violin"
    rhythms: tuple[int, ...] = ()
    masks: tuple[str, ...] = ()
    lit_rhythms: tuple[int, ...] = ()
    """Strips: the rhythms that scored Applause in this opera."""
    lit_masks: tuple[str, ...] = ()
    text: str = ""
    """The event (hand cards)."""
    matches: bool = False
    """Strips: the instrument is the house's own (it moved Fame)."""
    scoring: bool = False
    """Timeline: the card would score now (✓)."""
    face_up: bool = True
    ready: bool = False
    """The viewer may move it now (a Timeline card to shift): a gold halo."""


@remembered
class DivaCardItem(BoardItem):
    """Draws a :class:`DivaCardSpec` at its size."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, DivaCardSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, DivaCardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if spec.ready:
            paint_ready(painter, self.frame(), 5)
        paint_diva_card(painter, spec, self.frame())
        self.paint_marks(painter, 3 if spec.style == "strip" else 6)


def paint_diva_card(painter: QPainter, spec: DivaCardSpec, rect: QRectF) -> None:
    """A Diva card in ``rect`` at its style (hand, strip, mini) or its back."""
    if not spec.face_up:
        paint_diva_back(painter, rect, colour_of_card(spec.colour), spec.letter)
    elif spec.style == "strip":
        _strip(painter, spec, rect)
    elif spec.style == "mini":
        _mini(painter, spec, rect)
    else:
        _hand(painter, spec, rect)


def paint_diva_back(painter: QPainter, rect: QRectF, frame: str, letter: str) -> None:
    """A card back: curtain red, a gold lattice drawn as lines (cheap to paint), the frame in
    the owner's colour and her letter."""
    painter.setPen(QPen(QColor(frame), 2))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor(CRIMSON))
    gradient.setColorAt(1, QColor(CRIMSON_DARK))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    inner = rect.adjusted(5, 5, -5, -5)
    painter.setPen(QPen(QColor(212, 175, 55, 150), 0.8))
    step = 6.0
    lines = []
    span = inner.width() + inner.height()
    d = 0.0
    while d < span:  # both diagonals, clipped by hand to the inner frame
        lines.append(_diagonal(inner, d, 1))
        lines.append(_diagonal(inner, d, -1))
        d += step
    painter.drawLines([line for line in lines if line is not None])
    radius = min(inner.width(), inner.height()) * 0.32
    if radius >= 7 and letter:
        painter.setBrush(QColor(CRIMSON_DARK))
        painter.setPen(QPen(QColor(GOLD), 1))
        painter.drawEllipse(inner.center(), radius, radius)
        box = QRectF(
            inner.center().x() - radius, inner.center().y() - radius, 2 * radius, 2 * radius
        )
        draw_text(painter, box, letter, radius * 1.1, bold=True, serif=False, colour=GOLD_LIGHT)


def _diagonal(rect: QRectF, d: float, slope: int) -> QLineF | None:
    """The part inside ``rect`` of a 45° line ``d`` units from its top-left (``slope`` 1)
    or top-right (``slope`` -1) corner: hatching without a pattern brush or a clip."""
    w, h = rect.width(), rect.height()
    if not 0 <= d <= w + h:
        return None
    if slope > 0:  # u + v = d
        u0, u1 = max(0.0, d - h), min(w, d)
        a, b = QPointF(u0, d - u0), QPointF(u1, d - u1)
    else:  # (w - u) + v = d
        v0, v1 = max(0.0, d - w), min(h, d)
        a, b = QPointF(w - d + v0, v0), QPointF(w - d + v1, v1)
    return QLineF(a + rect.topLeft(), b + rect.topLeft())


def _title_h(title: str, width: float, px: float = TEXT_FLOOR, line: float = 14.0) -> float:
    """Room for a title: one line when it fits on one, else two."""
    return line if text_width(title, px, bold=True) <= width else 2 * line


def _mark(spec: DivaCardSpec) -> str:
    """★ for a character, the year for an event."""
    return spec.year or "★"


def _hand(painter: QPainter, spec: DivaCardSpec, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawRoundedRect(rect.translated(2, 3), 7, 7)
    painter.setBrush(QColor(PAPER))
    painter.setPen(QPen(QColor(colour_of_card(spec.colour)), 3))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
    band = QRectF(4, 4, rect.width() - 8, 18)
    ink = ink_of_card(spec.colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour_of_card(spec.colour)))
    painter.drawRoundedRect(band, 4, 4)
    paint_instrument(painter, QRectF(band.left() + 2, band.top() + 1, 16, 16), spec.instrument, ink)
    draw_text(painter, band.adjusted(22, 0, -22, 0), _mark(spec), 14, bold=True, colour=ink)
    _letter_badge(painter, QRectF(band.right() - 16, band.top() + 1, 15, 15), spec)
    # The name on one line when it fits there at the floor, else on two; the event below
    # takes what is left (every card of the game fits at the floor, in every language).
    width = rect.width() - 10
    one_line = text_width(spec.title, TEXT_FLOOR, bold=True) <= width
    title = QRectF(5, band.bottom() + 2, width, 15 if one_line else 29)
    draw_text(painter, title, spec.title, 12, bold=True, wrap=not one_line)
    row_h = 16.0
    text_box = QRectF(5, title.bottom() + 1, width, rect.height() - title.bottom() - row_h - 8)
    draw_text(
        painter,
        text_box,
        spec.text,
        TEXT_FLOOR,
        italic=True,
        colour=PAPER_MUTED,
        wrap=True,
        align=Align.AlignHCenter | Align.AlignTop,
    )
    row = QRectF(6, rect.height() - row_h - 4, rect.width() - 12, row_h)
    painter.setPen(QPen(QColor(GOLD), 0.8))
    painter.drawLine(row.topLeft(), row.topRight())
    _resources(painter, row.adjusted(0, 2, 0, 0), spec, lit_all=True)


def _strip(painter: QPainter, spec: DivaCardSpec, rect: QRectF) -> None:
    painter.setBrush(QColor(PAPER))
    painter.setPen(QPen(QColor(60, 40, 20), 0.8))
    painter.drawRoundedRect(rect, 3, 3)
    edge = QRectF(0, 0, 5, rect.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour_of_card(spec.colour)))
    painter.drawRoundedRect(edge, 2, 2)
    icon = QRectF(7, 1, rect.height() - 2, rect.height() - 2)
    if spec.matches:
        painter.setBrush(QColor(GOLD_LIGHT))
        painter.drawRoundedRect(icon.adjusted(-1, 0, 1, 0), 2, 2)
    paint_instrument(painter, icon, spec.instrument, PAPER_INK)
    year = QRectF(icon.right() + 2, 0, 30, rect.height())
    draw_text(
        painter,
        year,
        _mark(spec),
        TEXT_FLOOR,
        bold=True,
        serif=False,
        align=Align.AlignLeft | Align.AlignVCenter,
    )
    _resources(
        painter, QRectF(year.right(), 1, rect.width() - year.right() - 2, rect.height() - 2), spec
    )


def _mini(painter: QPainter, spec: DivaCardSpec, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(rect.translated(2, 2), 5, 5)
    painter.setBrush(QColor(PAPER))
    painter.setPen(QPen(QColor(colour_of_card(spec.colour)), 2.5))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    band = QRectF(3, 3, rect.width() - 6, 14)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour_of_card(spec.colour)))
    painter.drawRoundedRect(band, 3, 3)
    ink = ink_of_card(spec.colour)
    kind = {"character": "★", "negative": "−"}.get(spec.kind, "")
    draw_text(painter, band, spec.letter + kind, TEXT_FLOOR, bold=True, serif=False, colour=ink)
    if spec.year:
        draw_text(painter, QRectF(2, 18, rect.width() - 4, 20), spec.year, 12.5, bold=True)
    else:
        painter.setBrush(QColor(GOLD))
        painter.setPen(QPen(QColor(PAPER_INK), 0.8))
        painter.drawPath(star_path(QRectF(rect.width() / 2 - 9, 19, 18, 18)))
    paint_instrument(
        painter, QRectF(rect.width() / 2 - 8, 39, 16, 16), spec.instrument, PAPER_MUTED
    )
    if spec.scoring:
        badge = QRectF(rect.width() - 17, rect.height() - 17, 15, 15)
        painter.setBrush(QColor("#2f7d3a"))
        painter.setPen(QPen(QColor(CREAM), 1))
        painter.drawEllipse(badge)
        draw_text(painter, badge, "✓", 11, bold=True, serif=False, colour=CREAM)


def _letter_badge(painter: QPainter, rect: QRectF, spec: DivaCardSpec) -> None:
    """The diva's letter on a cream disc: whose colour the card has, without colour."""
    painter.setBrush(QColor(PAPER))
    painter.setPen(QPen(QColor(PAPER_INK), 1))
    painter.drawEllipse(rect)
    draw_text(painter, rect, spec.letter, TEXT_FLOOR, bold=True, serif=False)


def _resources(painter: QPainter, row: QRectF, spec: DivaCardSpec, lit_all: bool = False) -> None:
    """The card's rhythms (beamed notes) then its masks; what scored is lit, the rest dim."""
    x = row.left() + 2
    h = row.height()
    for rhythm in spec.rhythms:
        lit = lit_all or rhythm in spec.lit_rhythms
        width = rhythm_width(rhythm, h * 0.9)
        if lit and not lit_all:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(GOLD_LIGHT))
            painter.drawRoundedRect(QRectF(x - 1, row.top(), width + 2, h), 3, 3)
        paint_rhythm(
            painter, x, row.top() + h * 0.05, h * 0.9, rhythm, PAPER_INK if lit else "#a08a6a"
        )
        x += width + 4
    for mask in spec.masks:
        lit = lit_all or mask in spec.lit_masks
        size = h * 0.92
        if lit and not lit_all:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(GOLD_LIGHT))
            painter.drawRoundedRect(QRectF(x - 1, row.top(), size + 2, h), 3, 3)
        paint_mask(painter, QRectF(x, row.top() + (h - size) / 2, size, size), mask, lit)
        x += size + 3


@dataclass(frozen=True)
class OperaCardSpec(Spec):
    """The opera performed in a house: minimum Applause, its two rhythms and two notes,
    with a mark under each note for each diva who sent it."""

    w: float = 136.0
    h: float = 58.0
    title: str = ""
    minimum: int = 5
    rhythms: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()
    sent_top: tuple[bool, ...] = ()
    """Per note: the diva at the top of the screen sent it."""
    sent_bottom: tuple[bool, ...] = ()
    top: tuple[str, str, str] = ("#F0E442", "square", "T")
    """(colour, shape, letter) of the diva at the top."""
    bottom: tuple[str, str, str] = ("#0072B2", "circle", "C")
    closing: bool = False
    """Being closed and scored now: a gold frame."""


@remembered
class OperaCardItem(BoardItem):
    """Draws an :class:`OperaCardSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, OperaCardSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, OperaCardSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(QColor("#fbf3df"))
        painter.setPen(
            QPen(QColor(GOLD_LIGHT if spec.closing else "#8a1c24"), 3 if spec.closing else 1.5)
        )
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        # The minimum Applause in a laurel-red disc, as printed in the corner.
        disc = QRectF(4, 4, 28, 28)
        painter.setBrush(QColor("#8a1c24"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(disc)
        draw_text(painter, disc, str(spec.minimum), 15, bold=True, serif=False, colour=CREAM)
        title = QRectF(36, 2, rect.width() - 40, 30)
        draw_text(painter, title, spec.title, 11.5, bold=True, wrap=True)
        row = QRectF(4, 34, rect.width() - 8, rect.height() - 37)
        x = row.left() + 2
        for rhythm in spec.rhythms:
            x += paint_rhythm(painter, x, row.top() + 1, 15, rhythm, PAPER_INK) + 5
        note_w = (row.right() - x) / max(1, len(spec.notes))
        for index, note in enumerate(spec.notes):
            box = QRectF(x + index * note_w, row.top(), note_w, 14)
            draw_text(painter, box, note, 11, bold=True, serif=False, colour="#8a1c24")
            marks = (
                (spec.top, index < len(spec.sent_top) and spec.sent_top[index]),
                (spec.bottom, index < len(spec.sent_bottom) and spec.sent_bottom[index]),
            )
            for slot, ((colour, shape, _letter), sent) in enumerate(marks):
                mark = QRectF(box.center().x() - 12 + slot * 13, box.bottom() + 1, 10, 10)
                if sent:
                    painter.setBrush(qcolor(colour))
                    painter.setPen(QPen(QColor(INK), 1))
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor(170, 150, 120), 0.8, Qt.PenStyle.DotLine))
                painter.drawPath(shape_path(shape, mark))
        self.paint_marks(painter, 6)


@dataclass(frozen=True)
class PersonalitySpec(Spec):
    """A Palco Reale personality: name, VP and what they demand."""

    w: float = 96.0
    h: float = 62.0
    title: str = ""
    vp: int = 3
    text: str = ""


@remembered
class PersonalityItem(BoardItem):
    """Draws a :class:`PersonalitySpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, PersonalitySpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, PersonalitySpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(QColor("#f4e4ef"))
        painter.setPen(QPen(QColor("#6b2b5a"), 1.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        vp = QRectF(rect.width() - 18, 3, 15, 16)
        painter.setBrush(QColor("#6b2b5a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(vp, 4, 4)
        draw_text(painter, vp, str(spec.vp), 12, bold=True, serif=False, colour=CREAM)
        # The name beside the VP, on two lines if need be; the condition below at full width.
        name_w = rect.width() - 24
        title = QRectF(3, 3, name_w, _title_h(spec.title, name_w, TEXT_FLOOR, 14))
        draw_text(
            painter,
            title,
            spec.title,
            TEXT_FLOOR,
            bold=True,
            wrap=True,
            align=Align.AlignLeft | Align.AlignVCenter,
        )
        draw_text(
            painter,
            QRectF(3, title.bottom() + 1, rect.width() - 6, rect.height() - title.bottom() - 3),
            spec.text,
            TEXT_FLOOR,
            italic=True,
            colour=PAPER_MUTED,
            wrap=True,
            align=Align.AlignLeft | Align.AlignTop,
        )
        self.paint_marks(painter, 5)


@dataclass(frozen=True)
class ProgrammeSpec(Spec):
    """A closed opera in the evening's programme, one line: who closed it, its title and
    the Applause each diva turned into VP there (the inspector tells the rest: the house,
    the instrument or conductor placed, the Palco Reale points)."""

    w: float = 244.0
    h: float = 19.0
    title: str = ""
    gains: tuple[tuple[tuple[str, str, str], str], ...] = ()
    """((colour, shape, letter), "+8") per diva: her VP from the opera's Applause."""
    closer: tuple[str, str, str] = ("#0072B2", "circle", "C")
    latest: bool = False


GAIN_W = 36.0
"""Width of one diva's gain on a programme line ("C+12")."""


@remembered
class ProgrammeItem(BoardItem):
    """Draws a :class:`ProgrammeSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, ProgrammeSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, ProgrammeSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        painter.setBrush(QColor("#fbf3df"))
        painter.setPen(
            QPen(QColor(GOLD_LIGHT if spec.latest else "#8a1c24"), 2 if spec.latest else 1)
        )
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        h = rect.height()
        colour, shape, letter = spec.closer
        badge = QRectF(3, (h - 15) / 2, 15, 15)
        painter.setBrush(qcolor(colour))
        painter.setPen(QPen(QColor(INK), 1))
        painter.drawPath(shape_path(shape, badge))
        ink = DIVA_INK[1] if colour == DIVA_COLOURS[1] else DIVA_INK[0]
        draw_text(painter, badge, letter, TEXT_FLOOR, bold=True, serif=False, colour=ink)
        gains_x = rect.width() - 2 - GAIN_W * len(spec.gains)
        draw_text(
            painter,
            QRectF(22, 0, gains_x - 24, h),
            spec.title,
            12,
            bold=True,
            colour=PAPER_INK,
            align=Align.AlignLeft | Align.AlignVCenter,
        )
        for index, ((colour, _shape, letter), gain) in enumerate(spec.gains):
            pill = QRectF(gains_x + index * GAIN_W + 1, 2, GAIN_W - 2, h - 4)
            painter.setBrush(qcolor(colour))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(pill, 4, 4)
            ink = DIVA_INK[1] if colour == DIVA_COLOURS[1] else DIVA_INK[0]
            draw_text(
                painter, pill, f"{letter}{gain}", TEXT_FLOOR, bold=True, serif=False, colour=ink
            )
        self.paint_marks(painter, 4)


@dataclass(frozen=True)
class DivasPileSpec(PileSpec):
    """A pile of the Divas table: its top Diva card shown small (a discard) or a back."""

    top_card: DivaCardSpec | None = None
    caption: str = ""
    """Written under the pile (``label`` titles the pile when it is opened)."""
    spread: tuple[str, ...] = ()
    """A discard's cards, oldest first: a click opens them at hand size (``DivasCards.spread``)."""


@remembered
class DivasPileItem(PileItem):
    """Draws a :class:`DivasPileSpec`: the stack, the top card or a back, the count."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, DivasPileSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, spec.w, spec.h)
        if spec.count == 0:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.setPen(QPen(QColor(GOLD), 1.2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(card, 6, 6)
        else:
            for layer in range(min(3, 1 + spec.count // 8), 0, -1):
                painter.setBrush(QColor("#3a1a10"))
                painter.setPen(QPen(QColor(GOLD), 0.8))
                painter.drawRoundedRect(card.translated(layer * 1.5, layer * 1.5), 6, 6)
            if spec.top_card is not None:
                paint_diva_card(painter, spec.top_card, card)
            else:
                paint_diva_back(painter, card, GOLD, "")
            badge = QRectF(card.right() - 22, card.bottom() - 15, 24, 16)
            painter.setBrush(QColor(INK))
            painter.setPen(QPen(QColor(GOLD), 1))
            painter.drawRoundedRect(badge, 7, 7)
            draw_text(
                painter, badge, str(spec.count), TEXT_FLOOR, bold=True, serif=False, colour=CREAM
            )
        if spec.caption:
            draw_text(
                painter,
                QRectF(-10, spec.h + 2, spec.w + 20, 15),
                spec.caption,
                TEXT_FLOOR,
                italic=True,
                colour=GOLD_LIGHT,
            )
        self.paint_marks(painter, 6)


@dataclass(frozen=True)
class FittedTextSpec(Spec):
    """Text in a fixed box, drawn a little smaller when a language needs more room (never
    cut); ``fill`` gives it a dark pill to stand on."""

    w: float = 100.0
    h: float = 16.0
    text: str = ""
    size: float = 11.0
    bold: bool = False
    colour: str = CREAM
    align: str = "left"
    """``left``, ``right`` or ``center``."""
    fill: str = ""
    wrap: bool = False


@remembered
class FittedTextItem(BoardItem):
    """Draws a :class:`FittedTextSpec`."""

    def size(self) -> tuple[float, float]:
        spec = self.spec
        assert isinstance(spec, FittedTextSpec)
        return spec.w, spec.h

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        assert isinstance(spec, FittedTextSpec)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.frame()
        if spec.fill:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(spec.fill))
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            rect = rect.adjusted(3, 0, -3, 0)
        horizontal = {"right": Align.AlignRight, "center": Align.AlignHCenter}.get(
            spec.align, Align.AlignLeft
        )
        draw_text(
            painter,
            rect,
            spec.text,
            spec.size,
            bold=spec.bold,
            serif=False,
            colour=spec.colour,
            align=horizontal | Align.AlignVCenter,
            wrap=spec.wrap,
        )
        self.paint_marks(painter, 3)


ITEM_TYPES: dict[type, type[BoardItem]] = {
    **FRAMEWORK_ITEM_TYPES,
    FrameSpec: FrameItem,
    FittedTextSpec: FittedTextItem,
    HotspotSpec: HotspotItem,
    DivaCardSpec: DivaCardItem,
    DivasPileSpec: DivasPileItem,
    OperaCardSpec: OperaCardItem,
    PersonalitySpec: PersonalityItem,
    ProgrammeSpec: ProgrammeItem,
    HouseSpec: HouseItem,
    FameTrackSpec: FameTrackItem,
    SideSpec: SideItem,
    ApplauseSpec: ApplauseItem,
    NoteTokenSpec: NoteTokenItem,
    InstrumentTokenSpec: InstrumentTokenItem,
    WhiteKeySpec: WhiteKeyItem,
    BlackKeySpec: BlackKeyItem,
    DivaFigureSpec: DivaFigureItem,
    BracketSpec: BracketItem,
    HandleSpec: HandleItem,
}
"""The framework's items plus the Divas table's own."""

MARKED_SPECS = (
    *FRAMEWORK_MARKABLE,
    DivaCardSpec,
    OperaCardSpec,
    PersonalitySpec,
    NoteTokenSpec,
    InstrumentTokenSpec,
    DivaFigureSpec,
)
"""The pieces a last-move mark may sit on: the framework's, the cards, notes, instruments
and figures (not the houses and keys they lie on)."""

READY_SPECS = (DivaCardSpec, DivaFigureSpec, HandleSpec, NoteTokenSpec)
"""The pieces that wear a gold halo (``ready``) when the viewer may move them now."""


def with_halos(specs: list[Spec], movable: Collection[str], hand: Collection[str]) -> list[Spec]:
    """Give the pieces on the table the viewer may move now (not her hand's cards) their halo."""
    return [
        replace(s, ready=True)
        if s.id in movable and isinstance(s, READY_SPECS) and s.id not in hand
        else s
        for s in specs
    ]
