"""A refusal's reason stays in the status line with a link to its rule; a piece that will
not lift says why (from the engine's ``why_not``); a greyed Undo says why (issue 29)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from divas_desktop.games.divas.actions import PlayCard
from divas_desktop.games.turandot.actions import ConfirmBid
from divas_desktop.games.turandot.state import card_type
from divas_desktop.ui.boards.turandot.layout import BID_ZONE, HAND_ZONE

from .divas.gestures import divas_match, grab_point
from .helpers import centre, click, start
from .turandot.gestures import drag_item, turandot_match


def test_a_refusal_stays_with_its_rule_until_the_next_action(window):
    match = turandot_match(seats=3, humans=1)
    board, view = start(window, match)
    first, second = [c for c in match.view(0).hand if card_type(c) == "number"][:2]
    drag_item(view, board, first, BID_ZONE)
    drag_item(view, board, second, BID_ZONE)  # a second number: refused
    for _ in range(5):  # the computers bid meanwhile: the reason stays
        QCoreApplication.processEvents()
    message = window.refusal_label.text()
    assert "holds the number" in message and message == window.last_message
    assert window.refusal_label.isVisible()
    assert window.rule_button.isVisible() and window.rule_button.text() == "Rule TUR-024"
    window.rule_button.click()
    assert window.rules_dock is not None and window.rules_dock.place().clause == "TUR-024"
    drag_item(view, board, first, HAND_ZONE)  # the next action clears the reason and link
    QCoreApplication.processEvents()
    assert not window.refusal_label.isVisible()
    assert not window.rule_button.isVisible()


def test_turandot_a_card_pressed_after_confirming_says_the_bid_is_placed(window):
    match = turandot_match(seats=3, humans=1)
    board, view = start(window, match)
    number = next(c for c in match.view(0).hand if card_type(c) == "number")
    drag_item(view, board, number, BID_ZONE)
    window.controller.play(ConfirmBid())
    window.controller.stop_bots()  # the computers have not bid yet: the table waits
    money = next(c for c in match.view(0).hand if card_type(c) == "money")
    assert not board.is_movable(money)
    click(view, grab_point(board, money))
    assert "already placed your bid" in window.last_message
    assert window.rule_button.text() == "Rule TUR-023"


def test_divas_a_note_that_cannot_be_sent_says_why(window):
    match = divas_match(humans=(0,))
    state, callas = match.state, 0
    state.piano[7] = callas
    # Callas's Phase 3 on a black key that offers no instrument (as tests/divas/helpers.py).
    state.current, state.diva[callas], state.phase = callas, 10, "actions"
    state.diva[1] = 0
    state.black_key, state.remaining, state.tasks = 8, ["fame", "timeline"], []
    board, view = start(window, match)
    assert not board.is_movable("note.7")
    click(view, grab_point(board, "note.7"))
    assert "with an instrument" in window.last_message
    assert window.rule_button.text() == "Rule DIV-051"


def test_a_greyed_undo_says_why(window):
    match = divas_match(humans=(0,))
    start(window, match)
    assert not window.act_undo.isEnabled()
    assert "no decision yet" in window.act_undo.toolTip()
    assert window.act_undo.statusTip() == window.act_undo.toolTip()
    card = match.view(0).hand[0]
    window.controller.play(PlayCard(card=card, house="met"))
    QCoreApplication.processEvents()
    assert window.act_undo.isEnabled()


def _sipario_at_my_turn():
    """A Sipario! match at seat 0's first turn whose hand holds a card that is no turn card."""
    from divas_desktop.games.sipario import actions as act
    from divas_desktop.games.sipario.data import load
    from divas_desktop.games.sipario.turn_cards import TURN_CARDS

    from .sipario.helpers import sipario_match

    data = load()
    for seed in range(1, 60):
        match = sipario_match(seats=3, humans=(0,), seed=seed)
        while match.state.phase == "setup_swap":
            match.play(match.to_move()[0], act.SetupSwap())
        if match.to_move() != (0,):
            continue
        for card in match.state.players[0].hand:
            kind = data.action_cards[card].type if card in data.action_cards else None
            if kind is not None and kind not in TURN_CARDS:
                return match, card, kind
    raise AssertionError("no seed gives seat 0 the first turn with a show card")


def test_sipario_a_card_that_is_no_turn_card_says_so(window):
    match, card, kind = _sipario_at_my_turn()
    board, view = start(window, match)
    assert not board.is_movable(card)
    click(view, centre(board, card))
    assert window.controller.last_refusal.reason == "not_a_turn_card"
    assert "is not a turn card" in window.last_message
    assert window.rule_button.text() == "Rule SIP-061"


def test_magna_a_trade_card_outside_its_phase_says_which_phase(window):
    from .magna.gestures import grab_point as magna_grab
    from .magna.gestures import magna_match

    for seed in range(1, 40):
        match = magna_match(seats=3, humans=1, seed=seed)
        if match.to_move() == (0,):
            break
    else:
        raise AssertionError("no seed lets seat 0 draft first")
    assert match.state.phase == "draft"
    board, view = start(window, match)
    window.controller.stop_bots()
    card = match.state.players[0].hand[0]
    assert not board.is_movable(card)
    click(view, magna_grab(board, card))
    refusal = window.controller.last_refusal
    assert (refusal.reason, refusal.params["needed"]) == ("wrong_phase", "magna.phase.card")
    assert "Trade card" in window.last_message and "Building draft" in window.last_message


def test_divas_a_click_on_a_full_fame_track_says_so(window):
    match = divas_match(humans=(0,))
    state, callas = match.state, 0
    state.current, state.diva[callas], state.phase = callas, 10, "actions"
    state.diva[1] = 0
    state.black_key, state.remaining, state.tasks = 8, ["fame", "timeline"], []
    state.own_house("met").fame = 3  # three steps toward Callas: full
    board, view = start(window, match)
    click(view, grab_point(board, "fametrack.met"))
    assert window.controller.last_refusal.reason == "fame_track_full"
    assert "can go no further" in window.last_message


def test_a_drop_that_means_nothing_points_at_the_highlighted_places(window):
    match = turandot_match(seats=3, humans=1)
    board, _view = start(window, match)
    card = next(c for c in match.view(0).hand if card_type(c) == "money")
    assert board.legal_targets(card) == [BID_ZONE]
    assert not board.gesture_actions(card, HAND_ZONE) and board.intent(card, HAND_ZONE) is None
    board.drop(card, HAND_ZONE)  # already in the hand: the drop means nothing
    assert window.controller.last_refusal.reason == "no_target"
    assert "highlighted" in window.last_message
