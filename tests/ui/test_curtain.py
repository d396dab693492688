"""Pass-and-play: the curtain hides the next hand until that player reveals it."""

from PySide6.QtCore import Qt

from .demo.game import SingAria
from .helpers import assert_only_public, demo_match


def _record_syncs(board):
    views = []
    original = board.sync

    def spy(view, legal_actions=()):
        views.append(view)
        return original(view, legal_actions)

    board.sync = spy
    return views


def test_the_curtain_hides_the_next_hand_until_revealed(window, qtbot):
    match = demo_match(humans=2)
    window.controller.start(match)
    c, board = window.controller, window.board
    curtain = window.area.curtain

    # Two people: the curtain is down before the first hand is shown.
    assert c.curtain_down() and c.curtain_seat == 0 and curtain.isVisible()
    assert "Anna" in curtain.message()
    assert_only_public(board, match)
    assert c.legal_actions() == []
    curtain._open()
    assert not curtain.isVisible() and c.viewer == 0
    anna = set(match.view(0).hand)
    assert anna <= set(board.item_ids())

    views = _record_syncs(board)
    bruno = set(match.view(1).hand)
    assert c.play(SingAria(card=sorted(anna)[0], zone="wings"))
    # Bruno must act: the curtain falls and nothing of either hand is on the board.
    assert c.curtain_down() and c.curtain_seat == 1 and curtain.isVisible()
    assert "Bruno" in curtain.message()
    assert not (anna | bruno) & set(board.item_ids())
    assert all(getattr(v, "seat", None) != 1 for v in views)  # never synced with Bruno's view
    # The log shows the public version of Anna's move (not which card went to the wings).
    assert all("strength" not in line for line in window.log_panel.texts())

    # Bruno clicks: now, and only now, his hand is drawn.
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert c.viewer == 1 and not c.curtain_down()
    assert bruno <= set(board.item_ids())
    assert not anna & set(board.item_ids()) - {c for _s, c in match.view(1).stage}


def test_simultaneous_secret_choices_are_entered_one_at_a_time(window, qtbot):
    """The lead's toy game: both seats pick secretly at the same time."""
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match, SeatInfo

    toy = registry.get("toy")
    match = Match(
        toy, toy.default_config(2), [SeatInfo(name="Anna"), SeatInfo(name="Bruno")], seed=5
    )
    window.controller.start(match)
    c, board = window.controller, window.board
    assert c.curtain_seat == 0
    window.area.curtain._open()
    seat1_cards = set(match.view(1).my_hand)
    shown = " ".join(board.item(i).spec.text for i in board.item_ids() if i.startswith("field."))
    assert not any(card in shown for card in seat1_cards)
    button = next(i for i in board.item_ids() if i.startswith("button."))
    board._activate_button(button)
    assert c.curtain_seat == 1  # Anna picked; Bruno chooses behind the curtain
    assert_only_public(board, match)
    window.area.curtain._open()
    shown = " ".join(board.item(i).spec.text for i in board.item_ids() if i.startswith("field."))
    assert all(card in shown for card in seat1_cards)


def test_one_person_against_computers_never_sees_a_curtain(window, qtbot):
    match = demo_match(humans=1, seats=3)
    window.controller.start(match)
    assert not window.controller.curtain_down()
    assert not window.area.curtain.isVisible()


def test_undo_is_refused_behind_the_curtain(window, qtbot):
    match = demo_match(humans=2)
    c = window.controller
    c.start(match)
    window.area.curtain._open()
    card = match.view(0).hand[0]
    c.play(SingAria(card=card, zone="wings"))
    assert c.curtain_seat == 1
    # Behind Bruno's curtain nobody may undo: it would show Anna's hand to whoever raises it.
    assert not c.can_undo() and not window.act_undo.isEnabled()
    assert not c.undo()
    assert c.last_refusal is not None and c.last_refusal.reason == "undo_behind_curtain"
    assert match.cursor == 1 and c.curtain_seat == 1
    assert card not in window.board.item_ids()
