"""The computer's moves are followed on the table: her card flies in from her hand, the
Applause floats "+2", her Diva hops key by key, the used black key pulses, a sent note
flies to its house, a flipped note turns; a click finishes it all, every item in place."""

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from divas_desktop.games.divas.rules import GAME
from divas_desktop.ui.board.animation import FLIP_MS, PULSE_MS
from divas_desktop.ui.boards.divas.motion import FLIGHT_MS, HOP_MS

from .gestures import divas_match, perform


def _record(board, seen: list) -> None:
    """Note what each computer move queued, as the board drew it."""
    follow = board.motion.follow

    def recording(view, old, before, bottom):
        kinds = {event.kind for event in board.motion.events}
        follow(view, old, before, bottom)
        floating = [i.text() for i in board.items() if isinstance(i, QGraphicsSimpleTextItem)]
        seen.append((kinds, board.animations.durations(), floating, view.to_move))

    board.motion.follow = recording


def test_the_computers_moves_are_followed(window, monkeypatch):
    monkeypatch.setenv("DIVAS_ANIMATION_SPEED", "normal")
    match = divas_match(humans=(0,), seed=5)  # a game with every animation (issue 15 data)
    controller = window.controller
    controller.start(match)
    board = window.board
    seen: list = []
    _record(board, seen)
    for step in range(600):
        controller.run_bots_now()
        if match.outcome() is not None:
            break
        board.animations.finish()  # as the person's click would
        for item_id in board.item_ids():
            item = board.item(item_id)
            assert item.pos() == item.home(), item_id  # finished means in place
        perform(window, GAME.bot_action(match.state, 0, step), 0)
    board.animations.finish()  # the results dialog opens now, not after this test's window
    shown = set()
    for kinds, durations, floating, _to_move in seen:
        if "divas.card_played" in kinds and FLIGHT_MS in durations:
            shown.add("card flies in")
        if "divas.applause" in kinds and any(text.startswith("+") for text in floating):
            shown.add("applause floats")
        if "divas.diva_moved" in kinds and any(d and d % HOP_MS == 0 for d in durations):
            shown.add("diva hops")
        if "divas.black_key_chosen" in kinds and 2 * PULSE_MS in durations:
            shown.add("black key pulses")
        if "divas.note_sent" in kinds and FLIGHT_MS in durations:
            shown.add("note flies")
        if "divas.note_flipped" in kinds and FLIP_MS in durations:
            shown.add("note flips")
    assert shown == {
        "card flies in",
        "applause floats",
        "diva hops",
        "black key pulses",
        "note flies",
        "note flips",
    }
