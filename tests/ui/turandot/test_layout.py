"""The Turandot board fits its 1010×660 design in every phase at every table size, with
nothing drawn over anything else, no text under 11 px and none cut off in any language."""

from __future__ import annotations

import pytest
from i18n.fits import Findings, watching_paint

from divas_desktop.i18n.translate import install_translator
from divas_desktop.ui.board import TEXT_MIN, LabelSpec

from .layout_checks import drawn, outside_design, overlapping_texts, positions, render


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_position_of_a_game_fits_the_design(app, seats):
    board = None
    phases = set()
    for match, seat in positions(seats, seed=seats * 7):
        board = drawn(match, seat, board)
        phases.add(match.state.phase)
        where = (seats, match.state.round, match.state.phase)
        assert outside_design(board) == [], where  # nothing scrolls, 4-5 players included
        assert overlapping_texts(board) == [], where
        labels = [board.item(i).spec for i in board.item_ids()]
        assert all(s.size >= TEXT_MIN for s in labels if isinstance(s, LabelSpec))
    assert {"bidding", "choose_firer", "fire_director", "final", "over"} <= phases


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_no_text_is_cut_off_in_any_language(app, language):
    install_translator(app, language)
    app.setProperty("divas_language", language)
    found = Findings()
    try:
        for seats in (3, 5):
            board = None
            for match, seat in positions(seats, seed=11, every=6):
                board = drawn(match, seat, board)
                with watching_paint(found):
                    render(board)
                assert overlapping_texts(board) == [], (language, match.state.phase)
    finally:
        install_translator(app, "en")
        app.setProperty("divas_language", "en")
    report = "\n".join(f"{where}: {text!r}" for text, where in list(found.cut.items())[:20])
    assert not found.cut, report
