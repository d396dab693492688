"""A stable action bar on every board: over whole games, at 1366×768 and 1024×700, each
turn-level button (End turn, "+1 PN", Confirm, Give up, Done…) is always drawn at the same
place on screen, each answers its letter key (named in its tooltip), the board's zoom never
changes, no scroll bar appears, and no card stays raised when a turn starts.

One person (seat 0) plays against the computers through the real window: the computer
player chooses the person's moves, the controller plays them as the board's buttons would.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.board import ButtonSpec

from .helpers import key

GAMES = (("sipario", 3), ("turandot", 3), ("divas", 2), ("magna", 3))
OPTIONS: dict[str, dict] = {"divas": {"palco_reale": True}}


def _match(game_id: str, count: int, seed: int) -> Match:
    game = registry.get(game_id)
    config = game.config_type(seats=count, **OPTIONS.get(game_id, {}))
    seats = [
        SeatInfo(name=f"Seat {i + 1}", colour="#E69F00", kind="human" if i == 0 else "computer")
        for i in range(count)
    ]
    return Match(game, config, seats, seed)


def _keyed_buttons(board) -> dict[str, tuple[str, ButtonSpec]]:
    """The turn-level buttons on the table, by action kind: (item id, spec)."""
    out = {}
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if isinstance(spec, ButtonSpec) and spec.action is not None:
            if spec.action.kind in board.button_keys:
                out[spec.action.kind] = (item_id, spec)
    return out


@pytest.mark.parametrize(("game_id", "count"), GAMES, ids=[g for g, _n in GAMES])
def test_over_a_whole_game_the_buttons_stay_put_and_the_zoom_never_changes(
    sized_window, qtbot, game_id, count
):
    window = sized_window
    match = _match(game_id, count, 5)
    window.controller.start(match)
    view = window.area.view
    zooms: set[float] = set()
    places: dict[str, set[tuple[int, int, int, int]]] = {}
    turns = 0
    for step in range(4000):
        qtbot.waitUntil(lambda: match.outcome() is not None or 0 in match.to_move(), timeout=8000)
        if match.outcome() is not None:
            break
        QCoreApplication.processEvents()
        board = window.board
        zooms.add(round(view.zoom(), 4))
        assert not view.horizontalScrollBar().isVisible(), (step, board.sceneRect())
        assert not view.verticalScrollBar().isVisible(), (step, board.sceneRect())
        assert not [i for i in board.item_ids() if board.item(i).lifted], step
        for kind, (item_id, spec) in _keyed_buttons(board).items():
            item = board.item(item_id)
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            places.setdefault(kind, set()).add(rect.getRect())
            assert board.button_keys[kind] in spec.tooltip  # the key is named
        action = match.game.bot_action(match.state, 0, step)
        assert window.controller.play(action), (action, window.last_message)
        turns += 1
    assert match.outcome() is not None and turns > 10
    assert len(zooms) == 1, zooms
    assert places, "no turn-level button was ever offered"
    moved = {kind: rects for kind, rects in places.items() if len(rects) > 1}
    assert not moved, moved


def test_the_letter_key_presses_end_turn(window, qtbot):
    match = _match("sipario", 3, 5)
    window.controller.start(match)
    for step in range(400):
        qtbot.waitUntil(lambda: 0 in match.to_move(), timeout=8000)
        QCoreApplication.processEvents()
        if "end_turn" in _keyed_buttons(window.board):
            break
        window.controller.play(match.game.bot_action(match.state, 0, step))
    item_id, spec = _keyed_buttons(window.board)["end_turn"]
    assert "E" in spec.tooltip
    before = match.cursor
    key(window.area.view, Qt.Key.Key_E, "e")
    assert match.cursor > before
    assert match.log[before].seat == 0 and match.log[before].action["kind"] == "end_turn"


def test_end_turn_keeps_its_corner_whether_or_not_plus_1_pn_is_offered(app):
    from divas_desktop.games.sipario import actions as act
    from divas_desktop.ui.boards.sipario.board import SiparioBoard

    match = _match("sipario", 3, 5)
    board = SiparioBoard("sipario", match.seats)
    seat = match.to_move()[0]
    board.viewer = seat
    board.sync(match.view(seat), match.legal_actions(seat))

    def places(actions):
        return {s.action.kind: (s.x, s.y, s.w, s.h) for s in board.button_specs(actions, [])}

    alone = places([act.EndTurn()])
    both = places([act.Advertise(), act.EndTurn()])
    assert alone["end_turn"] == both["end_turn"]
    assert both["advertise"][0] + both["advertise"][2] < both["end_turn"][0]  # beside it
    assert places([act.Advertise()])["advertise"] == both["advertise"]
