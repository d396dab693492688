"""The reusable pieces: hand fan, track, pile, counter deltas, summaries opened in full,
and per-game seat colours."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from divas_desktop.ui.board import CardSpec, Marker, TrackSpec, hand_fan, hand_rows, track_tokens
from divas_desktop.ui.board.overlay import BACKDROP_ID
from divas_desktop.ui.board.track import space_rect
from divas_desktop.ui.boards import register_board

from .demo.board import WINGS, DemoBoard, summary_id
from .demo.game import SingAria
from .helpers import centre, click, demo_match, key, start


def _cards(count):
    return [CardSpec(id=f"c{i}", x=0, y=0) for i in range(count)]


def test_the_hand_fan_overlaps_only_when_crowded_and_stays_in_its_width():
    roomy = hand_fan(_cards(5), 10, 400, 660)
    assert [c.x for c in roomy] == [10 + i * (96 + 8) for i in range(5)]  # side by side
    crowded = hand_fan(_cards(14), 10, 400, 660)
    steps = {round(b.x - a.x, 3) for a, b in zip(crowded, crowded[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() < 96  # evenly overlapping
    assert crowded[-1].x + crowded[-1].w == pytest.approx(10 + 660)
    assert all(c.lift > 0 for c in crowded) and [c.z for c in crowded] == sorted(
        c.z for c in crowded
    )
    ordered = hand_fan(_cards(3)[::-1], 0, 0, 600, sort_key=lambda c: c.id)
    assert [c.id for c in ordered] == ["c0", "c1", "c2"]


def test_hand_rows_lay_a_crowded_hand_out_in_rows_of_cards_that_never_overlap():
    cards = hand_rows(
        _cards(16)[::-1], 10, 400, 742, 107, widest=88, sort_key=lambda c: int(c.id[1:])
    )
    assert [c.id for c in cards] == [f"c{i}" for i in range(16)]  # sorted, read row by row
    assert {c.y for c in cards[:8]} == {400} and {c.y for c in cards[8:]} == {400 + 51 + 5}
    assert {(c.w, c.h) for c in cards} == {(88, 51)}
    for a in cards:
        for b in cards:
            if a is not b:  # no card covers any part of another
                apart_x = a.x + a.w <= b.x or b.x + b.w <= a.x
                apart_y = a.y + a.h <= b.y or b.y + b.h <= a.y
                assert apart_x or apart_y, (a.id, b.id)
    assert max(c.x + c.w for c in cards) <= 10 + 742 and max(c.y + c.h for c in cards) <= 507
    assert [c.z for c in cards] == sorted(c.z for c in cards) and all(c.lift for c in cards)
    odd = hand_rows(_cards(11), 0, 0, 742, 107, widest=88)
    assert [c.y for c in odd].count(0) == 6  # the first row takes the odd card
    packed = hand_rows(_cards(20), 0, 0, 742, 107, widest=88, narrowest=60)
    assert packed[9].x + packed[9].w == pytest.approx(742)  # past the narrowest: a fan a row


def test_the_track_runs_as_a_serpentine_stacks_markers_and_counts_laps():
    track = TrackSpec(id="t", x=0, y=0, spaces=50, columns=25, cell=40)
    assert space_rect(track, 24).x() == 24 * 40 and space_rect(track, 24).y() == 0
    assert space_rect(track, 25).x() == 24 * 40 and space_rect(track, 25).y() == 40  # turns back
    assert space_rect(track, 49).x() == 0
    tokens = track_tokens(
        track,
        [
            Marker("a", 3, "#fff", "circle", "A"),
            Marker("b", 3, "#000", "square", "B"),
            Marker("c", 53, "#0f0", "diamond", "C"),
        ],
    )
    a, b, c = tokens
    assert (a.x, a.y) != (b.x, b.y) and b.x - a.x == b.y - a.y  # stacked diagonally
    assert c.label == "C2"  # a second lap
    assert space_rect(track, 53) == space_rect(track, 3)


def test_a_pile_fans_out_on_click_and_esc_closes_it(window):
    match = demo_match()
    board, view = start(window, match)
    window.controller.play(SingAria(card=match.view(0).hand[0], zone="wings"))
    assert board.item(WINGS).spec.count == 1
    click(view, centre(board, WINGS))
    assert board.expanded == WINGS and BACKDROP_ID in board.item_ids()
    fanned = [i for i in board.item_ids() if i.startswith(f"{WINGS}.fan.")]
    assert len(fanned) == 1 and board.item(fanned[0]).spec.face is not None  # own card face up
    key(view, Qt.Key.Key_Escape)
    assert board.expanded is None and BACKDROP_ID not in board.item_ids()


def test_an_opponent_summary_opens_their_whole_area(window):
    match = demo_match()
    board, view = start(window, match)
    click(view, centre(board, summary_id(1)))
    backs = [
        i for i in board.item_ids() if i.startswith("area.1.hand.") and not i.endswith("count")
    ]
    assert len(backs) == match.view(0).hand_counts[1]
    assert all(not board.item(i).spec.face_up for i in backs)  # their cards stay hidden
    click(view, centre(board, BACKDROP_ID))
    assert board.expanded is None


def test_a_counter_floats_its_change(window, animated):
    match = demo_match()
    board, _view = start(window, match)
    window.controller.play(SingAria(card=match.view(0).hand[-1], zone="stage", encore=True))
    floats = [i.text() for i in board.items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert "−1 gold" in floats


class DivaColoursBoard(DemoBoard):
    """The demo board with colours of its own, as The Battle of the Divas gives its seats."""

    seat_colours = ("#0072B2", "#F0E442")


def test_a_game_gives_its_seats_their_colours_everywhere(window):
    register_board("demo", f"{__name__}:DivaColoursBoard")
    match = demo_match(humans=2)
    start(window, match)
    board = window.board
    assert isinstance(board, DivaColoursBoard)
    assert [s.colour for s in board.table_seats()] == ["#0072B2", "#F0E442"]
    assert board.seat_badge(0) == ("#0072B2", "circle", "A")  # a colour, a shape, a letter
    assert [s.colour for s in window.log_panel._seats] == ["#0072B2", "#F0E442"]
    window.controller.play(SingAria(card=match.view(0).hand[0], zone="wings"))
    assert window.area.curtain.colour == "#F0E442"  # Bruno's curtain badge in his colour
    assert match.seats[1].colour == "#56B4E9"  # the saved seats keep the players' choice
