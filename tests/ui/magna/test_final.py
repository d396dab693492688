"""The final scoring on the board: every category for every player, and the tie-break."""

import pytest

from divas_desktop.i18n.translate import text
from divas_desktop.ui.boards.magna.board import MagnaBoard

from .gestures import magna_match


def _finished(seats: int, seed: int):
    match = magna_match(seats=seats, humans=seats, seed=seed)
    while match.outcome() is None:
        match.play_bot(match.to_move()[0])
    return match


def _table(match, viewer=0):
    board = MagnaBoard("magna", match.seats)
    board.set_table(match.seats, viewer)
    board.sync(match.view(viewer), match.legal_actions(viewer))
    return board.item("final.table").spec


@pytest.mark.rule("MAG-087")
@pytest.mark.rule("MAG-094")
def test_the_final_table_shows_the_engines_points_category_by_category(app):
    match = _finished(seats=3, seed=5)
    outcome = match.outcome()
    spec = _table(match)
    names = [column[0] for column in spec.columns]
    order = [next(i for i, s in enumerate(match.seats) if s.name == n) for n in names]
    assert sorted(order) == [0, 1, 2]
    # Each row is one category of the engine's breakdown, in the rulebook's order.
    assert [label for label, _v in spec.rows] == [
        text("magna", line.label) for line in outcome.breakdown[0]
    ]
    for row, (_label, values) in enumerate(spec.rows):
        assert list(values) == [outcome.breakdown[s][row].points for s in order]
    totals = [sum(values[i] for _l, values in spec.rows) for i in range(3)]
    assert totals == [outcome.scores[s] for s in order] == sorted(totals, reverse=True)
    assert [order[i] for i in spec.winners] == list(outcome.winners)
    assert match.seats[outcome.winners[0]].name in spec.title
    assert spec.footer == "" or outcome.tie_break


@pytest.mark.rule("MAG-095")
def test_a_tie_is_explained_with_each_tied_players_figure(app):
    match = _finished(seats=2, seed=145)  # both on 80 VP: the worksite tokens decide
    outcome = match.outcome()
    assert outcome.tie_break == "magna.tie.worksite_tokens"
    spec = _table(match, viewer=1)
    assert str(outcome.scores[0]) in spec.footer
    assert text("magna", outcome.tie_break) in spec.footer
    for seat in (0, 1):
        tokens = sum(match.view(None).players[seat].tokens_by_level)
        assert f"{match.seats[seat].name}: {tokens} tokens on worksites" in spec.footer
    winner = outcome.winners[0]
    assert spec.winners == (0,) and spec.columns[0][0] == match.seats[winner].name
