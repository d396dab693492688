"""Short lines of words and goods icons: "+2 [?] +1 VP", "Pay 2 [♣] → gain 1 [♣ token]".

A *part* is a small tuple; a line of parts is measured (:func:`parts_width`) so a board
can size what holds it, and painted (:func:`paint_parts`) with the goods' icons:

* ``("text", s)`` words; ``("vp", s)`` words in the VP colour;
* ``("good", g, refined, n)`` a number then the good's icon; ``("gain", g, refined, n)``
  the same with a plus sign; ``("any", n)`` / ``("anygain", n)`` a raw good of one's
  choice; ``("cert", g, n)`` goods paid by a certificate; ``("push", count, steps)``
  ``count`` certificates pushed ``steps`` columns right.

The goods' marks come with the spec being drawn (:class:`~.texts.Letters`).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ...board.fonts import board_font, text_size
from ...theme import INK
from .paint import paint_any_good, paint_certificate, paint_good
from .texts import Letters

Part = tuple
GAP = 4.0


def _number(part: Part) -> str:
    kind, n = part[0], part[-1]
    if kind in ("gain", "anygain"):
        return f"+{n}"
    if kind == "push":
        return f"+{n}"
    return str(n) if n >= 0 else f"−{-n}"


def part_width(part: Part, px: float, icon: float) -> float:
    """Width of one part in the font of ``px`` pixels with icons of ``icon``."""
    kind = part[0]
    if kind in ("text", "vp"):
        return text_size(part[1], px, 0, True, False)[0] + 2
    number = text_size(_number(part), px, 0, True, False)[0] + 1
    if kind == "push":
        return part[1] * (icon * 0.9) + number
    return number + icon


def parts_width(parts: tuple[Part, ...], px: float = 12.0, icon: float = 18.0) -> float:
    """Width of a line of parts."""
    return sum(part_width(p, px, icon) for p in parts) + GAP * max(0, len(parts) - 1)


def split_lines(
    parts: tuple[Part, ...], width: float, px: float, icon: float
) -> list[tuple[Part, ...]]:
    """The parts in lines no wider than ``width`` (a part is never split)."""
    lines: list[list[Part]] = [[]]
    used = 0.0
    for part in parts:
        w = part_width(part, px, icon)
        if lines[-1] and used + GAP + w > width:
            lines.append([])
            used = 0.0
        used += (GAP if lines[-1] else 0) + w
        lines[-1].append(part)
    return [tuple(line) for line in lines]


def paint_parts(
    painter: QPainter,
    rect: QRectF,
    parts: tuple[Part, ...],
    letters: Letters,
    px: float = 12.0,
    icon: float = 18.0,
    colour: str = INK,
    centre: bool = True,
) -> None:
    """Paint ``parts`` in ``rect``, in as many lines as they need (centred or from the left)."""
    lines = split_lines(parts, rect.width(), px, icon)
    line_h = icon + 3
    top = rect.top() + (rect.height() - len(lines) * line_h + 3) / 2
    for index, line in enumerate(lines):
        width = parts_width(line, px, icon)
        x = rect.left() + ((rect.width() - width) / 2 if centre else 0)
        y = top + index * line_h
        for part in line:
            x = _paint(painter, part, x, y, px, icon, colour, letters) + GAP


def paint_parts_line(
    painter: QPainter,
    rect: QRectF,
    parts: tuple[Part, ...],
    letters: Letters,
    px: float,
    icon: float,
    colour: str,
) -> None:
    """Paint ``parts`` centred on one line of ``rect``, pressed together if they are wider
    (a card's band has room for one line only)."""
    width = parts_width(parts, px, icon)
    squeeze = min(1.0, rect.width() / width) if width > 0 else 1.0
    painter.save()
    left = rect.left() + max(0.0, (rect.width() - width) / 2)
    painter.translate(left, rect.top() + (rect.height() - icon) / 2)
    painter.scale(squeeze, 1.0)
    x = 0.0
    for part in parts:
        x = _paint(painter, part, x, 0.0, px, icon, colour, letters) + GAP
    painter.restore()


def _paint(
    painter: QPainter,
    part: Part,
    x: float,
    y: float,
    px: float,
    icon: float,
    colour: str,
    letters: Letters,
) -> float:
    kind = part[0]
    painter.setFont(board_font(px, bold=True, serif=False))
    width = part_width(part, px, icon)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    if kind in ("text", "vp"):
        painter.setPen(QColor("#7a0f1a" if kind == "vp" else colour))
        painter.drawText(QRectF(x, y, width + 1, icon), flags, part[1])
        return x + width
    number = _number(part)
    number_w = text_size(number, px, 0, True, False)[0] + 1
    box = QRectF(x, y, icon, icon)
    if kind == "push":
        for k in range(part[1]):
            paint_certificate(painter, QRectF(x + k * icon * 0.9, y, icon, icon), 0)
        painter.setPen(QColor(colour))
        painter.setFont(board_font(px, bold=True, serif=False))
        painter.drawText(QRectF(x + part[1] * icon * 0.9, y, number_w + 1, icon), flags, number)
        return x + width
    painter.setPen(QColor(colour))
    painter.drawText(QRectF(x, y, number_w + 1, icon), flags, number)
    box = QRectF(x + number_w, y, icon, icon)
    if kind in ("good", "gain"):
        paint_good(painter, box, part[1], bool(part[2]), letters)
    elif kind == "cert":
        paint_certificate(painter, box, letters.of(part[1]))
    else:
        paint_any_good(painter, box)
    return x + width
