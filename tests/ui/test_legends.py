"""Every board has a legend ("?" button, key ?) naming each code and symbol it draws.

The codes a board draws are read from the items of its seeded positions (the screenshot
positions, mid-game), through the board's own ``legend.drawn_codes`` and the symbols found
in every text of every spec; a symbol drawn without a legend entry fails here.
"""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt

from divas_desktop.i18n.translate import install_translator
from divas_desktop.ui.board.legend import legend_codes, symbol_codes, symbol_pixmap, unexplained
from divas_desktop.ui.boards import board_class
from divas_desktop.ui.screenshots import demo_match

from .helpers import key, start

BOARDS = ["sipario", "turandot", "divas", "magna"]
"""The boards with a legend."""


def _positions(game_id: str):
    cls = board_class(game_id)
    for name, match, seat in cls.demo_positions():
        board = cls(game_id, match.seats)
        board.set_table(match.seats, seat)
        board.sync(match.view(seat), match.legal_actions(seat))
        yield name, board


@pytest.mark.parametrize("game_id", BOARDS)
def test_every_code_drawn_in_the_seeded_positions_is_in_the_legend(app, game_id):
    legend = importlib.import_module(f"divas_desktop.ui.boards.{game_id}.legend")
    drawn: set[str] = set()
    for name, board in _positions(game_id):
        sections = board.legend()
        specs = [board.item(i).spec for i in board.item_ids()]
        missing = unexplained(specs, sections, legend.drawn_codes)
        assert not missing, f"{name}: drawn but not in the legend: {sorted(missing)}"
        drawn |= {code for spec in specs for code in legend.drawn_codes(spec)}
        for section in sections:
            for entry in section.entries:
                assert entry.meaning.strip() and entry.codes
                picture = symbol_pixmap(entry, board.item_types).toImage()
                # The symbol is drawn: some pixel of it is not transparent.
                assert any(
                    picture.pixelColor(x, y).alpha() > 0
                    for x in range(0, picture.width(), 2)
                    for y in range(0, picture.height(), 2)
                ), entry.meaning
    # The positions draw the board's vocabulary, not a corner of it.
    assert len(drawn) >= 15, sorted(drawn)


@pytest.mark.parametrize("game_id", BOARDS)
def test_every_rule_link_opens_a_clause_of_the_game_in_every_language(app, game_id):
    from divas_desktop.ui.rules_reference.document import parse, rules_file

    _name, board = next(_positions(game_id))
    rules = [e.rule for s in board.legend() for e in s.entries if e.rule]
    assert len(rules) >= 15  # most symbols say where the rules tell more
    for language in ("en", "it", "es"):
        path = rules_file(game_id, language)
        defined = parse(path.read_text(encoding="utf-8"), game_id, language).clauses
        assert [r for r in rules if r not in defined] == [], language


def test_a_symbol_nobody_explained_is_caught(app):
    from divas_desktop.ui.board import LabelSpec

    board = next(board for _n, board in _positions("sipario"))
    legend = importlib.import_module("divas_desktop.ui.boards.sipario.legend")
    new = LabelSpec(id="new", x=0, y=0, text="Sold out ♛")
    assert symbol_codes(new) == {"♛"}
    assert unexplained([new], board.legend(), legend.drawn_codes) == {"♛"}
    # Words and prose signs are not symbols.
    assert not symbol_codes(LabelSpec(id="w", x=0, y=0, text="+1 PN · −2 gold = 3 → 4"))


@pytest.mark.parametrize("game_id", BOARDS)
def test_the_legend_opens_with_the_button_and_the_key(window, qtbot, game_id):
    from divas_desktop.core import registry

    board, view = start(window, demo_match(registry.get(game_id)))
    assert view.legend_button.isVisible()
    assert not view.legend.isVisible()
    qtbot.mouseClick(view.legend_button, Qt.MouseButton.LeftButton)
    assert view.legend.isVisible()
    shown = view.legend.entries()
    assert legend_codes(board.legend()) == {c for e in shown for c in e.codes}
    bar = view.legend.scroller.verticalScrollBar()
    key(view.legend.scroller, Qt.Key.Key_PageDown)  # the keyboard reads the whole legend
    assert bar.maximum() == 0 or bar.value() > 0
    key(view.legend.scroller, Qt.Key.Key_Escape)  # Esc reaches the panel from the list
    assert not view.legend.isVisible()
    view.setFocus()
    key(view, Qt.Key.Key_Question, "?")
    assert view.legend.isVisible()
    key(view.legend, Qt.Key.Key_Question, "?")
    assert not view.legend.isVisible()


def test_a_rule_link_opens_the_reference_at_its_clause(window, qtbot):
    from divas_desktop.core import registry

    _board, view = start(window, demo_match(registry.get("sipario")))
    view.toggle_legend()
    rule = next(e.rule for e in view.legend.entries() if e.codes == ("✚",))
    view.legend.rule_opened.emit(rule)
    dock = window.rules_dock
    assert dock is not None and dock.isVisible()
    assert dock.game == "sipario" and dock.place().clause == rule


@pytest.mark.parametrize("game_id", BOARDS)
def test_the_legend_is_written_in_three_languages(app, game_id):
    texts: dict[str, list[str]] = {}
    try:
        for language in ("it", "es", "en"):
            install_translator(app, language)
            _name, board = next(_positions(game_id))
            texts[language] = [
                board.legend_title(),
                *(s.title for s in board.legend()),
                *(e.meaning for s in board.legend() for e in s.entries),
            ]
    finally:
        install_translator(app, "en")
    english = texts["en"]
    for language in ("it", "es"):
        same = [t for t, en in zip(texts[language], english, strict=True) if t == en]
        # Only names shared by the languages (a seat's name) may read the same.
        assert len(same) <= len(board.table_seats()), (language, same)
    assert all("{" not in t for language in texts for t in texts[language])


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_magna_goods_never_read_as_a_letter_in_any_language(app, language):
    """A good's mark differs from every other good's and from every letter the board
    prints beside goods (sizes, colours, trade-card groups), in each language."""
    from divas_desktop.ui.boards.magna.texts import (
        COLOURS,
        GOOD_MARKS,
        MagnaTexts,
        colour_letter,
        letters,
        size_letter,
    )

    try:
        install_translator(app, language)
        texts = MagnaTexts()
        marks = letters(texts)
        raw = [marks.of(g) for g in range(4)]
        refined = [marks.of(g, True) for g in range(4)]
        sizes = [size_letter(texts, s) for s in range(3)]
        colours = [colour_letter(texts, c) for c in COLOURS]
        groups = [texts(f"group.{g}") for g in ("hand1", "hand2", "city1", "city2", "city3")]
    finally:
        install_translator(app, "en")
    assert raw == list(GOOD_MARKS) and refined == raw  # a refined good keeps its raw mark
    assert len(set(raw)) == 4
    assert not any(c.isalpha() for mark in raw for c in mark)
    letters_shown = sizes + colours
    assert len(set(letters_shown)) == len(letters_shown), letters_shown  # Italian G was both
    assert not set(raw) & set(letters_shown + groups)


def test_an_open_legend_follows_a_change_of_language(window, qtbot):
    from divas_desktop.core import registry

    board, view = start(window, demo_match(registry.get("turandot")))
    view.toggle_legend()
    english = view.legend.meanings()
    try:
        window.set_language("it")
        qtbot.wait(10)
        italian = view.legend.meanings()
        tip = view.legend_button.toolTip()
    finally:
        window.set_language("en")
    assert view.legend.isVisible() and len(italian) == len(english)
    assert italian != english and "stelle" in " ".join(italian)
    assert "Legenda" in tip
    # The button sits beside the banner, over nothing the board draws.
    assert view.legend_button.parentWidget() is not view


def test_a_new_board_legend_replaces_the_last_one(window, qtbot):
    from PySide6.QtWidgets import QLabel

    from divas_desktop.core import registry

    _board, view = start(window, demo_match(registry.get("sipario")))
    view.toggle_legend()
    view.toggle_legend()
    board, view = start(window, demo_match(registry.get("magna")))
    view.toggle_legend()
    shown = [
        label.text()
        for label in view.legend.body.findChildren(QLabel)
        if label.isVisibleTo(view.legend)
    ]
    # Only Opera Magna's words: nothing of the Sipario legend stays drawn under them.
    assert not any("Prima donna" in text for text in shown)
    assert sum("MAG-" in text for text in shown) >= 10


def test_a_board_without_a_legend_offers_none(window, qtbot):
    from divas_desktop.core import registry

    _board, view = start(window, demo_match(registry.get("demo")))
    assert not view.legend_button.isVisible()
    view.setFocus()
    key(view, Qt.Key.Key_Question, "?")
    assert not view.legend.isVisible()


def test_help_menu_opens_the_legend(window, qtbot):
    from divas_desktop.core import registry

    _board, view = start(window, demo_match(registry.get("divas")))
    assert window.act_legend in window.menu_help.actions()
    window.act_legend.trigger()
    assert view.legend.isVisible() and view.legend.entries()
    window.act_legend.trigger()
    assert not view.legend.isVisible()
