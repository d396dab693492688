"""A singer dropped on a role she may sing in several ways (with one enabling card or
another, plainly, En travesti): the chooser asks which, names each way with its card,
and plays only the one picked."""

from __future__ import annotations

from divas_desktop.games.sipario.actions import Cast
from divas_desktop.ui.boards.sipario.texts import card_name

from ..helpers import choose
from .helpers import drag_item, sipario_match


def _position_with_an_enabler():
    """A seeded match where the person may cast one singer in several ways, one with an enabler."""
    for seed in range(1, 60):
        probe = sipario_match(seats=3, humans=(), seed=seed)
        for _ in range(400):
            to_move = probe.to_move()
            if not to_move:
                break
            seat = to_move[0]
            casts = [a for a in probe.legal_actions(seat) if isinstance(a, Cast)]
            for cast in casts:
                same = [c for c in casts if (c.card, c.role) == (cast.card, cast.role)]
                if cast.enabler and len(same) > 1:
                    match = sipario_match(seats=3, humans=(seat,), seed=seed)
                    for _ in range(probe.cursor):
                        match.play_bot(match.to_move()[0])
                    return match, seat, cast
            probe.play_bot(seat)
    raise AssertionError("no position with an enabler found")


def test_the_cast_chooser_offers_the_enabler_and_plays_the_one_picked(window, qtbot):
    match, seat, wanted = _position_with_an_enabler()
    window.controller.start(match)
    qtbot.waitUntil(lambda: seat in match.to_move(), timeout=3000)
    board, view = window.board, window.area.view
    role = f"role.{len(match.view(seat).staging) - 1}.{wanted.role}"
    before = match.cursor
    drag_item(view, board, wanted.card, role)
    request = board.pending_request()
    assert request is not None and match.cursor == before  # nothing played yet
    labels = [option.label for option in request.options]
    assert len(labels) > 1 and len(set(labels)) == len(labels)
    enabler_label = next(
        label for label in labels if card_name(board.texts, wanted.enabler) in label
    )
    assert card_name(board.texts, wanted.card) in request.title
    choose(view, enabler_label)
    assert match.cursor == before + 1
    played = match.log[-1].action
    assert played["kind"] == "cast" and played["enabler"] == wanted.enabler
    slot = match.state.staging[-1].slots[wanted.role]
    assert slot is not None and slot.card == wanted.card and slot.enabler is not None
