"""Last-move marks per seat (kept until that seat plays again) and the recap after a curtain."""

from .demo.board import STAGE, WINGS, DemoBoard, summary_id
from .demo.game import Dedicate, SingAria
from .helpers import demo_match, start


def _board_following(match, viewer):
    board = DemoBoard("demo", match.seats)
    board.set_table(match.seats, viewer)
    board.sync(match.view(viewer), match.legal_actions(viewer))

    def play(seat, action):
        step = match.cursor
        events = match.play(seat, action)
        shown = [
            (step, seat, r) for e in events if (r := match.game.redact_event(e, viewer)) is not None
        ]
        board.play_events(shown, viewer)
        board.sync(match.view(viewer), match.legal_actions(viewer))

    return board, play


def _letters(board):
    return {item_id: badge[2] for item_id, badge in board.last_moves().items()}


def test_each_seats_last_move_stays_marked_until_it_plays_again(app):
    match = demo_match(humans=2)
    board, play = _board_following(match, viewer=0)
    anna = list(match.view(0).hand)
    play(0, SingAria(card=anna[0], zone="stage"))
    assert _letters(board) == {}  # Anna's own moves are not marked on her screen
    bruno = sorted(match.view(1).hand, key=lambda c: int(c.split(".")[1][:-1]))
    play(1, SingAria(card=bruno[-1], zone="stage"))
    marked = _letters(board)
    assert marked[bruno[-1]] == "B"  # the aria Bruno sang carries his badge
    assert set(marked.values()) == {"B"}
    play(0, SingAria(card=anna[1], zone="wings"))
    assert _letters(board)[bruno[-1]] == "B"  # still marked: Bruno has not played again
    play(1, Dedicate(card=bruno[0], mood="tender", to=0))
    marked = _letters(board)
    assert bruno[-1] not in marked  # Bruno played again: his old mark is gone
    assert marked  # his new move (Anna's applause marker) is marked
    assert set(marked.values()) == {"B"}


def test_marks_never_name_what_the_viewer_may_not_see(app):
    match = demo_match(humans=2)
    board, play = _board_following(match, viewer=0)
    bruno = match.view(1).hand[0]
    play(0, SingAria(card=match.view(0).hand[0], zone="wings"))
    play(1, SingAria(card=bruno, zone="wings"))
    assert bruno not in board.item_ids()
    assert bruno not in str(board.last_moves())
    assert _letters(board).get(WINGS) == "B"  # the pile Bruno added to is his


def test_after_the_curtain_the_player_reads_what_happened_since_their_turn(sized_window):
    match = demo_match(humans=2)
    board, view = start(sized_window, match)
    c = sized_window.controller
    anna = match.view(0).hand[0]
    c.play(SingAria(card=anna, zone="wings"))
    assert c.curtain_down() and c.curtain_seat == 1
    assert not view.recap.shown()
    sized_window.area.curtain._open()
    lines = view.recap.lines()
    assert lines == ["Anna sends a card to the wings."]  # the public version only
    assert view.viewport().rect().contains(view.recap.geometry())
    assert _letters(board).get(WINGS) == "A"  # and the pile Anna changed is marked
    bruno = max(match.view(1).hand, key=lambda card: int(card.split(".")[1][:-1]))
    c.play(SingAria(card=bruno, zone="stage"))
    sized_window.area.curtain._open()
    assert c.viewer == 0
    assert view.recap.lines() == [
        f"Bruno sings an aria of strength {int(bruno.split('.')[1][:-1])} on stage."
    ]  # what Bruno did; not Anna's own move
    assert _letters(board)[bruno] == "B"


def test_the_recap_closes_on_a_click_and_summaries_carry_no_mark(window):
    match = demo_match(humans=2)
    board, view = start(window, match)
    c = window.controller
    c.play(SingAria(card=match.view(0).hand[0], zone="stage"))
    window.area.curtain._open()
    assert view.recap.shown()
    assert _letters(board).get(summary_id(0)) is None  # summaries are not card items
    view.recap.mousePressEvent(None)
    assert not view.recap.shown()
    assert board.item(STAGE) is not None


def test_a_board_may_mark_only_what_the_events_name(app):
    """With ``mark_unnamed`` off, a change no event names (a layout move) is nobody's move."""
    from divas_desktop.ui.board.marks import Move, MoveMemory
    from divas_desktop.ui.board.specs import TokenSpec

    before = {"named": TokenSpec(id="named", x=0, y=0), "moved": TokenSpec(id="moved", x=0, y=0)}
    after = {"named": TokenSpec(id="named", x=50, y=0), "moved": TokenSpec(id="moved", x=90, y=0)}
    for credit, expected in ((True, {1: {"named", "moved"}}), (False, {1: {"named"}})):
        memory = MoveMemory()
        memory.update(0, before, credit)
        memory.record([Move(step=0, seat=1, items=frozenset({"named"}), redacted_for=None)])
        assert memory.update(0, after, credit) == expected
