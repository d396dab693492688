"""The drop chooser: a gesture that stands for several legal actions asks which, never guesses.

Played in the main window at both window sizes, on the demo board: an aria dropped on the
stage may be sung plainly or with an encore.
"""

from PySide6.QtCore import QPointF, Qt

from divas_desktop.ui.board.panels import ChooserPanel

from .demo.board import STAGE, DemoBoard
from .demo.game import SingAria
from .helpers import centre, click, demo_match, drag, key, start


def _drop_on_stage(window):
    match = demo_match()
    board, view = start(window, match)
    card = match.view(0).hand[-1]  # the strongest: it may go on stage
    drag(view, centre(board, card), centre(board, STAGE))
    return match, board, view, card


def test_a_drop_with_two_meanings_opens_the_chooser_and_plays_the_choice(sized_window):
    match, board, view, card = _drop_on_stage(sized_window)
    panel = view.panel
    assert isinstance(panel, ChooserPanel) and panel.isVisible()
    assert panel.labels() == ["Sing it", "Sing it with an encore"]
    rows = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert "1 gold → +2 applause" in rows[1]  # the consequence, from the view's prices
    assert match.cursor == 0  # nothing is played before the player chooses
    item = board.item(card)
    assert item.pos() != item.home()  # the card waits where it was dropped
    assert view.viewport().rect().contains(panel.geometry())  # the chooser is on screen
    key(panel.list, Qt.Key.Key_Down)
    key(panel.list, Qt.Key.Key_Return)
    assert match.game.parse_action(match.log[0].action) == SingAria(
        card=card, zone="stage", encore=True
    )
    assert view.panel is None


def test_esc_cancels_the_chooser_and_changes_nothing(sized_window):
    match, board, view, card = _drop_on_stage(sized_window)
    digest = match.state_digest()
    key(view.panel.list, Qt.Key.Key_Escape)
    assert view.panel is None and board.pending_request() is None
    assert match.cursor == 0 and match.state_digest() == digest
    item = board.item(card)
    assert item.pos() == item.home()  # snapped back into the hand


def test_a_digit_picks_and_a_click_beside_the_chooser_cancels(window):
    match, board, view, card = _drop_on_stage(window)
    board_point = QPointF(720, 250)  # bare table beside the chooser
    click(view, board_point)
    assert view.panel is None and match.cursor == 0
    assert board.item(card).pos() == board.item(card).home()
    drag(view, centre(board, card), centre(board, STAGE))
    key(view.panel.list, Qt.Key.Key_1, "1")
    assert match.game.parse_action(match.log[0].action) == SingAria(card=card, zone="stage")


def test_the_board_never_plays_one_of_several_actions_by_itself(app):
    match = demo_match()
    board = DemoBoard("demo", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    sent, asked = [], []
    board.intent_made.connect(sent.append)
    board.request_opened.connect(asked.append)
    card = match.view(0).hand[-1]
    board.drop(card, STAGE)
    assert sent == []
    (request,) = asked
    assert [o.action for o in request.options] == board.gesture_actions(card, STAGE)
    assert len(request.options) == 2
    board.resolve_request(request.options[0].action)
    assert sent == [request.options[0].action]


def test_every_option_of_a_chooser_shows_whole(app, qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from divas_desktop.ui.board.choices import ChoiceRequest, Option
    from divas_desktop.ui.board.panels import ChooserPanel

    host = QWidget()
    host.resize(900, 700)
    qtbot.addWidget(host)
    long = "Attach it to the production as a Grand Event, paying 1 gold for the extra show"
    request = ChoiceRequest(
        title="Play it how?",
        options=(
            Option(action="a", label=long, detail="1 gold · +3 PN · +3 gold at the staging"),
            Option(action="b", label="Keep it in hand", detail=""),
            Option(action="c", label="Discard it", detail="the discards take it face up"),
        ),
    )
    panel = ChooserPanel(host, request)
    host.show()
    panel.open_at(host.rect().center())
    qtbot.waitExposed(panel)
    bar = panel.list.verticalScrollBar()
    assert bar.maximum() == 0  # no scrolling for three options
    metrics = panel.list.fontMetrics()
    for row in range(panel.list.count()):
        item = panel.list.item(row)
        shown = panel.list.visualItemRect(item)
        assert panel.list.viewport().rect().contains(shown), (row, shown)
        needed = metrics.boundingRect(
            QRect(0, 0, shown.width() - 12, 100_000), int(Qt.TextFlag.TextWordWrap), item.text()
        )
        assert needed.height() <= shown.height(), (item.text(), needed, shown)
