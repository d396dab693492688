"""Last-move marks on exactly what changed (issue 31, item 2), over whole seeded games.

After a seat's turn its badge sits on the items that seat's own steps changed and on
nothing else. The window plays seeded games of every board (a person and computers, and
pass-and-play with a computer between two people); whenever a person is to move, the
marks on the table are compared with an independent reckoning: the match is replayed
step by step from its seed, a second board of the same game draws the person's view
before and after each other seat's last run of steps (through ``sync``, as the table
would), and the items whose spec differs are that seat's. Nothing else may carry a mark,
and every item one of them changed must carry one.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.board.marks import changed_items
from divas_desktop.ui.boards import board_class
from divas_desktop.ui.boards.turandot.motion import credited

SEATS = {"turandot": 3, "sipario": 3, "divas": 2, "magna": 3}
OPTIONS: dict[str, dict] = {"divas": {"palco_reale": True}}
NAMES = ("Violetta", "Alfredo", "Germont", "Flora")
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442")
TABLES = {
    "one person": lambda n: ["computer"] * (n - 1) + ["human"],
    "pass-and-play": lambda n: ["human", "computer", "human"][:n] if n > 2 else ["human"] * 2,
}


class Reckoner:
    """The specs a viewer sees after each step, drawn by a board of its own."""

    def __init__(self, match: Match) -> None:
        self.match = match
        game = match.game
        self.states = [game.initial_state(match.config, match.seed)]
        self.board = board_class(game.game_id)(game.game_id, match.seats)
        self._drawn: dict[tuple[int, int | None], dict] = {}

    def state(self, cursor: int):
        game = self.match.game
        while len(self.states) <= cursor:
            entry = self.match.log[len(self.states) - 1]
            action = game.parse_action(entry.action)
            self.states.append(game.apply(self.states[-1], entry.seat, action).state)
        return self.states[cursor]

    def drawn(self, cursor: int, viewer: int | None) -> dict:
        key = (cursor, viewer)
        if key not in self._drawn:
            board = self.board
            board.memory.forget()  # a fresh look each time: only the specs matter here
            board.set_table(self.match.seats, viewer)
            board.sync(self.match.game.player_view(self.state(cursor), viewer), [])
            self._drawn[key] = {
                i: item.spec
                for i in board.item_ids()
                if (item := board.item(i)) is not None and isinstance(item.spec, board.markable)
            }
        return self._drawn[key]

    def runs(self) -> dict[int, tuple[int, int]]:
        """Each seat's last run of consecutive steps: (first step, one past the last)."""
        runs: dict[int, tuple[int, int]] = {}
        for step in range(self.match.cursor):
            seat = self.match.log[step].seat
            start = runs.get(seat)
            runs[seat] = (start[0], step + 1) if start and start[1] == step else (step, step + 1)
        return runs

    def expected(self, viewer: int, shown: set[str]) -> dict[str, set[int]]:
        """Item -> the seats whose last run changed it (and those the run credits)."""
        out: dict[str, set[int]] = {}
        for seat, (first, end) in self.runs().items():
            old, new = self.drawn(first, viewer), self.drawn(end, viewer)
            changed = changed_items(old, new)  # content, or moved further than a nudge
            seats = {seat} | self._credited(first, end)
            for item_id in changed & shown:
                out.setdefault(item_id, set()).update(seats)
        return out

    def _credited(self, first: int, end: int) -> set[int]:
        """Seats the Turandot board credits a run's events to (a reveal hires for all)."""
        if self.match.game.game_id != "turandot":
            return set()
        entries = [
            (step, self.match.log[step].seat, event)
            for step, seat, event in self.match.events_for(None)
            if first <= step < end
        ]
        return {seat for _step, seat, _event in credited(entries, len(self.match.seats))}


def _check(window, match: Match, reckoner: Reckoner) -> tuple[int, list]:
    board, viewer = window.board, window.controller.viewer
    letters = board.last_moves()
    shown = set(board.item_ids())
    expected = reckoner.expected(viewer, shown)
    mismatches = []
    for item_id, badge in letters.items():
        seats = expected.get(item_id)
        if seats is None or badge not in {board.seat_badge(s) for s in seats}:
            mismatches.append((match.cursor, "marked", item_id, badge[2], seats))
    for item_id, seats in expected.items():
        if item_id not in letters and viewer not in seats:
            mismatches.append((match.cursor, "unmarked", item_id, sorted(seats)))
    return len(letters), mismatches


@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_marks_are_exactly_what_each_seat_changed(window, qtbot, game_id, table):
    game = registry.get(game_id)
    count = SEATS[game_id]
    config = game.config_type(seats=count, **OPTIONS.get(game_id, {}))
    kinds = TABLES[table](count)
    seats = [SeatInfo(name=NAMES[i], colour=COLOURS[i], kind=kinds[i]) for i in range(count)]
    match = Match(game, config, seats, 11)
    controller = window.controller
    controller.start(match)
    reckoner = Reckoner(match)
    checks = marked = 0
    mismatches: list = []
    for _ in range(20000):
        QCoreApplication.processEvents()
        if match.outcome() is not None:
            break
        if controller.curtain_down():
            window.area.curtain.revealed.emit()
            continue
        viewer = controller.viewer
        if viewer is not None and viewer in match.to_move() and not match.is_computer(viewer):
            if match.cursor and match.log[-1].seat != viewer:  # others moved since
                found, wrong = _check(window, match, reckoner)
                checks, marked, mismatches = checks + 1, marked + found, mismatches + wrong
            assert controller.play(game.bot_action(match.state, viewer, match.cursor))
            continue
        qtbot.wait(1)
    controller.stop_bots()
    print(f"{game_id} {table}: {checks} positions, {marked} marks, {len(mismatches)} wrong")
    assert match.outcome() is not None, "the whole game is played"
    assert checks >= 8 and marked > 0, (checks, marked)
    assert mismatches == [], "\n".join(map(str, mismatches))


def test_a_row_closing_up_or_a_nudged_marker_is_not_a_change():
    """What counts as changed: a new item, a new look, a move to another place; not a
    card sliding into the place its neighbour left, nor a marker nudged in its stack."""
    from divas_desktop.ui.board.specs import CardSpec, TokenSpec

    old = {
        "a": CardSpec(id="a", x=0, y=0, title="A"),
        "b": CardSpec(id="b", x=80, y=0, title="B"),
        "c": CardSpec(id="c", x=160, y=0, title="C"),
        "pn.1": TokenSpec(id="pn.1", x=10, y=10),
        "pn.2": TokenSpec(id="pn.2", x=50, y=10),
    }
    new = {
        "b": CardSpec(id="b", x=0, y=0, title="B"),  # slid into a's place
        "c": CardSpec(id="c", x=80, y=0, title="C"),  # and into b's
        "a": CardSpec(id="a", x=400, y=300, title="A"),  # taken elsewhere
        "pn.1": TokenSpec(id="pn.1", x=16, y=16),  # nudged by pn.2 landing on its space
        "pn.2": TokenSpec(id="pn.2", x=10, y=10),
        "d": CardSpec(id="d", x=160, y=0, title="D"),  # a new card in the row
    }
    assert changed_items(old, new) == {"a", "pn.2", "d"}
    turned = {**old, "b": CardSpec(id="b", x=80, y=0, title="B", face_up=False)}
    assert changed_items(old, turned) == {"b"}


def test_the_recap_sets_each_badge_beside_its_line(window):
    """The "since your last turn" panel: every line's badge at its line's top left, and
    the lines of an earlier recap gone at once (not left under the new ones)."""
    from PySide6.QtWidgets import QLabel

    from .demo.game import SingAria
    from .helpers import demo_match, start

    match = demo_match(humans=2)
    _board, view = start(window, match)
    c = window.controller
    for _ in range(3):  # three hand-overs: the recap is filled three times
        c.play(SingAria(card=match.view(c.viewer).hand[0], zone="wings"))
        window.area.curtain._open()
    recap = view.recap
    grid = recap.grid
    rows = [r for r in range(1, grid.rowCount()) if grid.itemAtPosition(r, 1) is not None]
    assert rows and len(rows) == len(recap.lines())
    for row in rows:
        icon, text = grid.itemAtPosition(row, 0).widget(), grid.itemAtPosition(row, 1).widget()
        assert icon.pixmap() is not None and not icon.pixmap().isNull()
        assert icon.geometry().right() < text.geometry().left()  # beside it, on the left
        assert abs(icon.geometry().top() - text.geometry().top()) <= 2  # at its top
    shown = [w for w in recap.findChildren(QLabel) if w.isVisibleTo(recap)]
    assert len(shown) == 2 + 2 * len(rows)  # title, hint, and one badge and text per line


def test_an_undo_takes_the_marks_of_the_turns_it_took_back(window, qtbot):
    """Undo: the computer's turn after the person's move never happened, nor its marks."""
    from .demo.game import SingAria
    from .helpers import demo_match, start

    match = demo_match(humans=1)
    board, _view = start(window, match)
    c = window.controller
    c.play(SingAria(card=match.view(0).hand[0], zone="stage"))
    qtbot.waitUntil(lambda: match.to_move() == (0,) and match.cursor >= 2, timeout=5000)
    qtbot.waitUntil(lambda: bool(board.last_moves()), timeout=5000)
    assert {badge[2] for badge in board.last_moves().values()} == {"B"}
    assert c.undo()
    assert match.cursor == 0
    assert board.last_moves() == {}
    assert board.turns.turns == []
