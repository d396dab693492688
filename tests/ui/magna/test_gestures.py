"""Every decision of an Opera Magna turn is a gesture on the board, and nothing else.

Each kind of action is found in a seeded game at a moment the person may take it, then
made on the board (drag, click-then-target, the power token, a button); the engine's log
must hold exactly that action. Refused drops say the engine's reason and change nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from divas_desktop.games.magna.actions import (
    MoveMerchant,
    PayCost,
    TakeMarketCard,
)
from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.board.panels import ChooserPanel, StepperPanel
from divas_desktop.ui.boards.magna.demo import position

from ..helpers import key, start
from .gestures import click_item, drag_item, grab_point, perform, perform_by_keys

KINDS = (
    "draft_building",
    "move_merchant",
    "play_card",
    "use_power",
    "pay_cost",
    "construct",
    "place_building",
    "deliver",
    "convert",
    "shop_convert",
    "choose_good",
    "end_refining",
    "take_building",
    "take_market_card",
)
"""The 14 kinds of Opera Magna actions."""


def _where(kind: str, seats: int = 3, several: bool = False):
    """A position where the seat to move may take an action of ``kind`` (``several``: more
    than one), and such an action."""

    def stop(state) -> bool:
        to_move = GAME.to_move(state)
        if not to_move:
            return False
        found = [a for a in GAME.legal_actions(state, to_move[0]) if a.kind == kind]
        return len(found) > (1 if several else 0)

    for seed in (1436, 7, 21, 5):
        try:
            match, seat = position(stop, seats, seed)
        except LookupError:
            continue
        actions = [a for a in match.legal_actions(seat) if a.kind == kind]
        return match, seat, actions[-1]
    raise LookupError(kind)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("by_click", [False, True], ids=["drag", "click"])
def test_every_kind_of_decision_is_made_on_the_board(sized_window, kind, by_click):
    match, seat, action = _where(kind)
    board, _view = start(sized_window, match)
    assert sized_window.controller.viewer == seat
    before = match.cursor
    perform(sized_window, action, by_click=by_click)
    assert match.cursor > before, sized_window.last_message
    assert GAME.parse_action(match.log[before].action) == action


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_of_decision_is_made_with_the_keyboard(window, qtbot, kind):
    match, seat, action = _where(kind)
    start(window, match)
    before = match.cursor
    perform_by_keys(window, qtbot, action)
    assert match.cursor > before, window.last_message
    assert GAME.parse_action(match.log[before].action) == action


@pytest.mark.rule("MAG-037")
def test_a_merchant_shows_where_it_may_go_and_a_wrong_area_is_refused(window):
    match, seat, _action = _where("move_merchant")
    board, view = start(window, match)
    merchant = board.action_key(next(a for a in board.legal if isinstance(a, MoveMerchant)))[0]
    click_item(view, board, merchant)
    free = {f"area.{a}" for a in range(6) if a not in match.view(seat).players[seat].merchants}
    assert set(board.legal_targets(merchant)) == free  # exactly the free areas, highlighted
    view.scene().cancel()
    own = next(a for a in match.view(seat).players[seat].merchants)
    before = match.cursor
    drag_item(view, board, merchant, f"area.{own}")
    assert match.cursor == before and match.view(seat).phase == "merchant"
    assert window.last_message.endswith("That area already holds one of your merchants.")


@pytest.mark.rule("MAG-080")
@pytest.mark.rule("MAG-081")
def test_a_paid_market_card_opens_the_steppers_preset_and_the_free_one_does_not(window):
    match, seat, _action = _where("take_market_card", several=True)
    board, view = start(window, match)
    market = match.view(seat).market
    raw = match.view(seat).players[seat].raw
    paid = [a for a in board.legal if isinstance(a, TakeMarketCard) and sum(a.pay) > 0]
    if paid:
        card = market[paid[0].slot]
        drag_item(view, board, card, "zone.hand")
        panel = view.panel
        assert isinstance(panel, StepperPanel)
        cost = sum(paid[0].pay)
        assert sum(panel.amounts) == cost and panel.confirm_button.isEnabled()
        # Preset: from the largest stocks first, so the smallest stock left is the largest.
        left = sorted(raw[g] - panel.amounts[g] for g in range(4))
        assert all(
            left >= sorted(raw[g] - a.pay[g] for g in range(4))
            for a in paid
            if a.slot == paid[0].slot
        )
        key(panel, Qt.Key.Key_Escape)
        assert view.panel is None and match.view(seat).phase == "market"
    before = match.cursor
    drag_item(view, board, market[0], "zone.hand")
    assert view.panel is None  # the free card is simply taken
    assert GAME.parse_action(match.log[before].action) == TakeMarketCard(slot=0)


@pytest.mark.rule("MAG-047")
def test_a_city_power_with_a_choice_asks_which_goods(window):
    match, seat, action = _where("use_power", several=True)
    board, view = start(window, match)
    city = match.view(seat).activated // 2
    before = match.cursor
    click_item(view, board, f"power.{city}")
    panel = view.panel
    assert isinstance(panel, ChooserPanel)
    assert match.view(seat).powers[city] != ""
    labels = panel.labels()
    assert labels and all(label.strip() for label in labels)
    key(panel.list, Qt.Key.Key_Escape)
    assert view.panel is None and match.cursor == before  # nothing was played


@pytest.mark.rule("MAG-040")
@pytest.mark.rule("MAG-048")
def test_the_activation_button_says_what_is_paid_and_gained(window):
    match, seat, _action = _where("pay_cost")
    board, _view = start(window, match)
    preview = match.view(seat).activation
    button = board.item("button.pay")
    assert button is not None and button.spec.action == PayCost()
    sentence = button.spec.text
    assert sentence.startswith("Activate ") and " pay " in sentence and "gain" in sentence
    parts = button.spec.parts
    paid = {(p[1], p[3]) for p in parts if p[0] == "good" and p[2] == 0 and p[3] > 0}
    for good, amount in enumerate(preview.from_goods):
        if amount:
            assert (good, amount) in paid
    gained = [p for p in parts if p[0] == "good" and p[2] == 1]
    assert sum(p[3] for p in gained) == sum(preview.refined) + sum(preview.bonus_refined)


@pytest.mark.rule("MAG-074")
def test_a_pending_choice_names_what_asks_it(window):
    match, seat, _action = _where("choose_good")
    board, _view = start(window, match)
    source = match.view(seat).pending_source
    assert source
    from divas_desktop.i18n.translate import text

    assert text("magna", source) in board.item("help").spec.text
    buttons = [i for i in board.item_ids() if i.startswith("button.choose.")]
    assert len(buttons) == len(board.legal)


def test_the_hand_cards_are_drawn_whole_and_the_cities_show_halves(window):
    match, seat, _action = _where("play_card")
    board, view = start(window, match)
    shown = match.view(seat)
    for card in shown.players[seat].hand:
        assert board.item(card).spec.half == "both"
        grab_point(board, card)  # not covered
    for area, cards in enumerate(shown.areas):
        for card in cards:
            assert board.item(card).spec.half == ("cost" if area % 2 == 0 else "profit")
