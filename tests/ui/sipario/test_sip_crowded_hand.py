"""A crowded hand (issue 32): with 11 to 16 cards every card still shows its band (its
letters: category, sex, voice; an action card's sign) and its whole name, never covered
by another card, cut, elided or shrunk below the floor, in a 1366×768 and a 1024×700
window, in Italian, Spanish and English. Measured on what is painted: each hand card is
painted with ``drawText`` watched, the box its text needs is mapped to the scene and
checked against every card drawn above it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from divas_desktop.ui.boards.sipario import layout as lay
from divas_desktop.ui.boards.sipario.cards import sort_key
from divas_desktop.ui.boards.sipario.demo import _mover, position

from ..test_text_size import FLOORS, paint_board
from .helpers import crowd_hand, grab_point, many_shows_hand


def _texts_in_scene(item) -> list[tuple[str, QRectF]]:
    """Each text ``item`` paints and the box it needs, in scene coordinates."""
    found: list[tuple[str, QRectF]] = []
    draw_text = QPainter.drawText

    def recorded(painter: QPainter, *args):
        if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            needed = QFontMetricsF(painter.font()).boundingRect(args[0], int(args[1]), args[2])
            found.append((args[2], item.mapRectToScene(needed)))
        return draw_text(painter, *args)

    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.translate(20, 20)  # item coordinates: the rectangles drawn are the item's own
    QPainter.drawText = recorded  # type: ignore[method-assign]
    try:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    finally:
        QPainter.drawText = draw_text  # type: ignore[method-assign]
        painter.end()
    return found


def _crowded(window, count: int):
    """A Sipario! turn with the person's hand crowded to ``count`` long-named cards."""
    match, seat = position(lambda s: s.phase == "turn" and s.round >= 3, _mover)
    hand = crowd_hand(match, seat, count)
    window.controller.start(match)
    if window.controller.curtain_down():
        window.area.curtain.revealed.emit()
    QCoreApplication.processEvents()
    window.board.animations.finish()
    return window.board, hand


@pytest.mark.parametrize("count", [11, 14, 16])
def test_every_card_of_a_crowded_hand_shows_its_letters_and_whole_name(window, language, count):
    bad: list[str] = []
    for size, floor in FLOORS.items():
        window.resize(*size)
        QCoreApplication.processEvents()
        board, hand = _crowded(window, count)
        window.area.view.fit()
        QCoreApplication.processEvents()
        items = [board.item(card) for card in hand]
        assert all(item is not None and item.isVisible() for item in items)
        frames = {item.spec.id: item.mapRectToScene(item.frame()) for item in items}
        zone = board.item(lay.HAND).sceneBoundingRect()
        for item in items:
            spec = item.spec
            painted = _texts_in_scene(item)
            assert [text for text, _ in painted] == [spec.mark, spec.title], spec.id
            for text, box in painted:
                assert zone.contains(box), f"{size} {text!r} outside the hand's area"
                for other in items:
                    if other is item or other.zValue() <= item.zValue():
                        continue
                    overlap = box.intersected(frames[other.spec.id])
                    if overlap.width() > 0.5 and overlap.height() > 0.5:
                        bad.append(f"{size}: {text!r} covered by {other.spec.title!r}")
        # Sizes and wholeness as the window's view paints them (test_text_size's probe).
        transform = window.area.view.transform()
        scale = QTransform(transform.m11(), transform.m12(), transform.m21(), transform.m22(), 0, 0)
        for p in paint_board(board, scale, f"{size[0]}x{size[1]}"):
            if p.where.split()[-1] in hand and (p.px < floor - 0.01 or p.problem):
                bad.append(str(p))
    assert not bad, f"{len(bad)} in {language}:\n" + "\n".join(bad[:20])


def test_a_crowded_hand_is_picked_up_and_read_by_keyboard_card_by_card(window):
    board, hand = _crowded(window, 16)
    view = window.area.view
    for card in hand:  # each card is the top item somewhere on its face: it can be grabbed
        point = grab_point(board, card)
        top = next(i for i in board.items(point) if hasattr(i, "spec"))
        assert top.spec.id == card
    # The keyboard reads the hand row by row (Tab's order), as the hand is sorted.
    placed = sorted(hand, key=lambda c: (board.item(c).spec.y, board.item(c).spec.x))
    assert board.reading_order(hand) == placed
    assert placed == sorted(hand, key=sort_key)
    assert len({board.item(c).spec.y for c in hand}) == 2  # two rows
    # Lifted under the pointer, a card of the back row rises above its neighbours.
    back = board.item(placed[0])
    back.set_lifted(True)
    assert back.zValue() > max(board.item(c).zValue() for c in hand if c != placed[0])
    back.set_lifted(False)
    assert view.isVisible()


@pytest.mark.parametrize("all_eight", [False, True], ids=["6_shows", "8_shows"])
def test_six_or_more_extra_shows_each_show_their_whole_name(window, language, all_eight):
    bad: list[str] = []
    for size, floor in FLOORS.items():
        window.resize(*size)
        QCoreApplication.processEvents()
        match, seat = position(lambda s: s.phase == "turn" and s.round >= 3, _mover)
        many_shows_hand(match, seat, all_eight)
        window.controller.start(match)
        if window.controller.curtain_down():
            window.area.curtain.revealed.emit()
        QCoreApplication.processEvents()
        board = window.board
        board.animations.finish()
        chips = [i for i in board.item_ids() if i.startswith("button.extra.")]
        assert len(chips) == (8 if all_eight else 6)
        lane = board.item(lay.EXTRA).mapRectToScene(board.item(lay.EXTRA).frame())
        frames = [board.item(c).mapRectToScene(board.item(c).frame()) for c in chips]
        for index, frame in enumerate(frames):
            assert lane.left() <= frame.left() and frame.right() <= lane.right()
            assert frame.top() >= lane.top()
            assert not any(frame.intersects(other) for other in frames[index + 1 :])
        transform = window.area.view.transform()
        scale = QTransform(transform.m11(), transform.m12(), transform.m21(), transform.m22(), 0, 0)
        painted = [p for p in paint_board(board, scale, "") if p.where.split()[-1] in chips]
        assert len(painted) == len(chips)  # each chip painted its name and reward
        bad += [f"{size}: {p}" for p in painted if p.px < floor - 0.01 or p.problem]
    assert not bad, f"{len(bad)} in {language}:\n" + "\n".join(bad[:20])
