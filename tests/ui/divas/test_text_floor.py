"""Every text of the Divas board is at least 11 px and fits its box (BOARDS.md §10), in
Italian, Spanish and English: the whole card data of the resources and whole games.

At 1366×768 the board is drawn at 100 % (checked below), so 11 scene pixels are 11 pixels
on screen. The texts are measured as they are painted (``text_probe``): whatever an item
paints, the framework's labels and buttons included, and whatever it fits with
``paint.draw_text``, which never shrinks a text below its floor (a text that does not
fit there is cut, and found cut).
"""

from __future__ import annotations

import pytest

from divas_desktop.games.divas.data import load
from divas_desktop.ui.board import DESIGN_SIZE
from divas_desktop.ui.boards.divas import paint as divas_paint
from divas_desktop.ui.boards.divas.board import DivasBoard
from divas_desktop.ui.boards.divas.cards import card_name
from divas_desktop.ui.boards.divas.texts import DivasTexts

from . import text_cases
from .gestures import divas_match
from .text_probe import FLOOR, problems


def _report(bad, language: str) -> str:
    lines = "\n".join(str(p) for p in bad[:25])
    return f"{len(bad)} texts below {FLOOR:g} px or cut in {language}:\n{lines}"


def test_the_fitted_texts_never_shrink_below_the_floor(app):
    assert divas_paint.TEXT_FLOOR >= FLOOR
    long = "Trasmissioni pubblicitarie e altre cose ancora " * 3
    assert divas_paint.fitted_px(long, 40, 14, 14, True, True, False) == divas_paint.TEXT_FLOOR


def test_every_card_opera_personality_and_programme_line_fits_at_11_px(language):
    painted = text_cases.case_texts()
    shown = {p.text for p in painted}
    texts = DivasTexts()
    assert {card_name(texts, c) for c in load().cards} <= shown  # every card of the game was drawn
    assert len(shown) > 150
    bad = problems(painted)
    assert not bad, _report(bad, language)
    assert min(p.px for p in painted) >= FLOOR


@pytest.mark.parametrize("palco", [False, True], ids=["base", "palco_reale"])
def test_a_whole_game_draws_no_text_below_11_px_or_cut_nor_beyond_the_canvas(language, palco):
    outside: list[str] = []
    painted = text_cases.game_texts(palco, outside)
    kinds = {p.where.split(" (")[-1] for p in painted}
    expected = {"DivaCardSpec)", "ButtonSpec)", "ProgrammeSpec)", "NoteTokenSpec)", "BackdropSpec)"}
    assert expected <= kinds
    if palco:
        assert "PersonalitySpec)" in kinds
    bad = problems(painted)
    assert not bad, _report(bad, language)
    assert not outside, f"drawn beyond {DESIGN_SIZE}: {outside[:10]}"


def test_at_1366x768_the_board_is_drawn_at_full_size(window):
    window.controller.start(divas_match(humans=(0,)))
    assert isinstance(window.board, DivasBoard)
    window.area.view.fit()
    assert window.area.view.transform().m11() >= 1.0
