"""Moving a Timeline card k places is one drag: k steps, played in order."""

from divas_desktop.ui.boards.divas.demo import position

from .gestures import drag_item


def _shifting(state):
    task = state.tasks[0] if state.tasks else None
    return task is not None and task.op == "shift" and task.count >= 2 and len(state.timeline) >= 4


def _start(window):
    match, seat = position(_shifting)
    window.controller.start(match)
    if window.controller.curtain_down():
        window.area.curtain.revealed.emit()
    return match, seat, window.board, window.area.view


def test_a_card_dragged_two_places_takes_two_steps(window):
    """The Fame track of a closed opera gives three steps; two of them move one card."""
    match, seat, board, view = _start(window)
    line = list(match.state.timeline)
    steps = match.state.tasks[0].count
    card = line[0]
    assert set(board.legal_targets(card)) == set(line[1 : steps + 1])  # what the steps reach
    before = match.cursor
    drag_item(view, board, card, line[2])
    assert match.cursor == before + 2
    played = [entry.action for entry in match.log[before:]]
    assert played == [{"kind": "shift", "card": card, "direction": 1}] * 2
    assert match.state.timeline.index(card) == 2
    assert match.state.timeline[:2] == line[1:3]
    assert board.item(card).spec.x > board.item(line[2]).spec.x  # drawn in its new place


def test_a_card_dragged_back_moves_left(window):
    match, seat, board, view = _start(window)
    line = list(match.state.timeline)
    card = line[3]
    before = match.cursor
    drag_item(view, board, card, line[1])
    assert match.cursor == before + 2
    assert match.state.timeline.index(card) == 1


def test_a_drop_beyond_the_steps_left_changes_nothing(window):
    match, seat, board, view = _start(window)
    steps = match.state.tasks[0].count
    line = list(match.state.timeline)
    assert len(line) > steps + 1  # the seeded Timeline reaches beyond the steps left
    card, far = line[0], line[steps + 1]
    assert far not in board.legal_targets(card)
    before = match.cursor
    drag_item(view, board, card, far)
    assert match.cursor == before
    assert match.state.timeline == line
    assert "further than the Timeline steps" in window.last_message
