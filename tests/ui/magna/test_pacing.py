"""A computer's turn is followed in a few readable beats, and its goods and cards travel."""

from divas_desktop.games.magna.rules import GAME
from divas_desktop.ui.boards.magna.board import MagnaBoard

from .gestures import magna_match


def _after_the_draft(humans: int):
    match = magna_match(seats=2, humans=humans, seed=7)
    while match.state.phase == "draft" or 0 not in match.to_move():
        match.play_bot(match.to_move()[0])
    return match


def test_a_computer_turn_of_many_steps_plays_as_at_most_four_beats(window, qtbot):
    match = _after_the_draft(humans=1)
    batches = []
    window.controller.events_played.connect(batches.append)
    window.controller.start(match)
    # The person plays their whole turn; then the computer plays its own.
    while 0 in match.to_move():
        assert window.controller.play(GAME.bot_action(match.state, 0, match.cursor))
    first = match.cursor
    batches.clear()
    qtbot.waitUntil(lambda: 0 in match.to_move() or match.outcome() is not None, timeout=5000)
    steps = [step for batch in batches for step, seat, _e in batch if seat == 1]
    beats = [batch for batch in batches if any(seat == 1 for _s, seat, _e in batch)]
    assert len(set(steps)) == match.cursor - first >= 6  # many atomic steps ...
    assert len(beats) <= 4  # ... shown as merchant and card, payment, refining, market


def test_goods_and_cards_travel_to_where_they_go(app, monkeypatch):
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "normal")
    match = _after_the_draft(humans=2)
    board = MagnaBoard("magna", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    moved = False
    for _ in range(12):  # the merchant, the card, the payment, the profit ...
        match.play(0, GAME.bot_action(match.state, 0, match.cursor))
        board.sync(match.view(0), match.legal_actions(0))
        travelling = [i for i in board.item_ids() if board.item(i).pos() != board.item(i).home()]
        if travelling:
            moved = True
            assert all(a.duration() <= 1200 for a in board.animations.playing())
            board.handle_key(0x01000000)  # Esc: a key finishes every animation at once
            assert all(board.item(i).pos() == board.item(i).home() for i in travelling)
        if 0 not in match.to_move():
            break
    assert moved
