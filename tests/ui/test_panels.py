"""The two-step target panel and the stepper panel, in the window at both sizes."""

from PySide6.QtCore import Qt

from divas_desktop.ui.board.panels import ChooserPanel, StepperPanel

from .demo.board import BOX, CLAQUE, STAGE
from .demo.game import Dedicate, HireClaque
from .helpers import centre, demo_match, drag, key, start


def test_a_dedication_asks_the_mood_then_whom(sized_window):
    match = demo_match()
    board, view = start(sized_window, match)
    card = match.view(0).hand[0]
    drag(view, centre(board, card), centre(board, BOX))
    panel = view.panel
    assert isinstance(panel, ChooserPanel)
    assert panel.labels() == ["Tenderly", "Fierily"]
    assert "How do you dedicate it?" in panel.title.text()
    panel.choose_label("Fierily")
    assert panel.labels() == ["to Anna", "to Bruno"]
    assert "To whom?" in panel.title.text()
    key(panel.list, Qt.Key.Key_Backspace)  # back to the first step
    assert panel.labels() == ["Tenderly", "Fierily"]
    panel.choose_label("Tenderly")
    assert match.cursor == 0  # still choosing
    panel.choose_label("to Bruno")
    assert match.game.parse_action(match.log[0].action) == Dedicate(card=card, mood="tender", to=1)
    assert view.panel is None


def test_the_claque_is_paid_with_steppers_that_only_confirm_a_legal_payment(sized_window):
    match = demo_match()
    board, view = start(sized_window, match)
    drag(view, centre(board, CLAQUE), centre(board, STAGE))
    panel = view.panel
    assert isinstance(panel, StepperPanel)
    assert view.viewport().rect().contains(panel.geometry())
    assert sum(panel.amounts) == 2 and panel.confirm_button.isEnabled()
    panel.set_amounts((0, 0))
    key(panel, Qt.Key.Key_Right)  # gold 1, flowers 0: one short
    assert panel.amounts == [1, 0] and not panel.confirm_button.isEnabled()
    assert "not a legal choice" in panel.sum_label.text()
    key(panel, Qt.Key.Key_Down)
    key(panel, Qt.Key.Key_Right)  # one flower: 1 + 1 = 2, a legal payment
    assert panel.amounts == [1, 1] and panel.confirm_button.isEnabled()
    assert match.cursor == 0
    key(panel, Qt.Key.Key_Return)
    assert match.game.parse_action(match.log[0].action) == HireClaque(gold=1, flowers=1)
    assert CLAQUE not in board.item_ids()  # hired: the token left the purse


def test_esc_cancels_the_steppers_and_the_token_snaps_back(window):
    match = demo_match()
    board, view = start(window, match)
    drag(view, centre(board, CLAQUE), centre(board, STAGE))
    assert isinstance(view.panel, StepperPanel)
    key(view.panel, Qt.Key.Key_Escape)
    assert view.panel is None and match.cursor == 0
    token = board.item(CLAQUE)
    assert token.pos() == token.home()
