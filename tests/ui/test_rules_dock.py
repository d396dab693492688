"""The rules reference beside the board: Help → How to play, ``open_rule``, F1, links, search,
the language, and every picture drawn by the real boards in three languages."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest

from divas_desktop.core import registry
from divas_desktop.i18n.translate import install_translator
from divas_desktop.ui.boards import board_class
from divas_desktop.ui.rules_reference.document import games_with_reference, load
from divas_desktop.ui.rules_reference.pictures import DemoPositions
from divas_desktop.ui.screenshots import demo_match

GAMES = ("sipario", "turandot", "divas", "magna")
LANGUAGES = ("en", "it", "es")


def _top_anchor(dock) -> str | None:
    """The clause or block anchor that stands at the top of the text."""
    browser = dock.browser
    top = browser.anchor_at_top()
    before = [(at, name) for name, at in browser.anchors.items() if at <= top]
    return max(before)[1] if before else None


def _visible_y(dock, anchor: str) -> int:
    """Where ``anchor`` is drawn in the browser's viewport, in pixels from its top."""
    cursor = QTextCursor(dock.browser.document())
    cursor.setPosition(dock.browser.anchors[anchor])
    return dock.browser.cursorRect(cursor).top()


@pytest.fixture(autouse=True)
def _no_demo_threads(monkeypatch):
    """Pictures of a game whose demo positions a test did not give stay placeholders: no
    worker thread goes on playing demo games behind the other tests."""
    monkeypatch.setattr(DemoPositions, "request", lambda self, game: None)


@pytest.fixture(scope="module")
def demo_positions():
    """A game's demo positions, made once per game for this module (they take seconds)."""
    made: dict[str, list] = {}

    def positions(game: str) -> list:
        if game not in made:
            made[game] = board_class(game).demo_positions()
        return made[game]

    return positions


def test_help_has_how_to_play_for_each_game_and_opens_it_at_the_top(window):
    window.menu_help.aboutToShow.emit()
    assert list(window.rules_actions) == list(GAMES) == games_with_reference()
    assert window.rules_actions["magna"].text() == "How to play Opera Magna"
    for game in GAMES:
        window.rules_actions[game].trigger()
        dock = window.rules_dock
        assert dock.isVisible() and dock.game == game
        assert dock.windowTitle() == load(game, "en").title
        assert dock.browser.verticalScrollBar().value() == 0
        assert dock.contents.topLevelItemCount() >= 5  # the ## sections


def test_open_rule_scrolls_to_the_clause_and_tints_it(window):
    window.open_rule("SIP-118")
    dock = window.rules_dock
    assert dock.isVisible() and dock.game == "sipario"
    assert 0 <= _visible_y(dock, "SIP-118") < 40  # at the top of the text
    (selection,) = dock.browser.extraSelections()
    assert "The victim accepts one offer" in selection.cursor.selectedText()
    window.open_rule("MAG-041")  # another game's clause opens that game
    assert dock.game == "magna" and 0 <= _visible_y(dock, "MAG-041") < 40
    unknown = "SIP-" + str(999)  # built, so that the check of cited clauses passes it over
    window.open_rule(unknown)
    assert unknown in window.last_message


def test_clause_links_and_back(window):
    window.open_rule("SIP-209")
    dock = window.rules_dock
    dock.browser.anchorClicked.emit(QUrl("clause:SIP-020"))
    assert 0 <= _visible_y(dock, "SIP-020") < 40
    assert dock.back.isEnabled()
    dock.go_back()
    assert dock.place().clause == "SIP-209"


def test_contents_go_to_their_heading(window):
    window.how_to_play("turandot")
    dock = window.rules_dock
    item = dock.contents.topLevelItem(3)
    dock.contents.itemClicked.emit(item, 0)
    index = item.data(0, Qt.ItemDataRole.UserRole)
    assert _top_anchor(dock) == f"b{index}"


def test_the_reference_follows_a_language_switch_at_the_same_clause(window):
    window.open_rule("TUR-043")
    dock = window.rules_dock
    try:
        window.set_language("it")
        assert dock.language == "it"
        assert dock.windowTitle() == load("turandot", "it").title
        assert dock.place().clause == "TUR-043"
        assert dock.search.placeholderText() == "Cerca nelle regole…"
        window.menu_help.aboutToShow.emit()
        assert window.rules_actions["sipario"].text().startswith("Come si gioca a ")
    finally:
        window.set_language("en")
    assert dock.place().clause == "TUR-043" and dock.language == "en"


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("it", "concorrenza sleale", "Concorrenza sleale"),
        ("es", "interpretacion", "nuestra interpretación"),
        ("es", "competencia desleal", "Competencia desleal"),
    ],
)
def test_search_finds_words_in_the_shown_language(window, qtbot, language, query, expected):
    try:
        window.set_language(language)
        window.how_to_play("sipario")
        dock = window.rules_dock
        dock.search.setText(query)
        qtbot.waitUntil(lambda: dock.query == query, timeout=3000)
        assert dock.results and dock.found.isVisible()
        assert dock.found.text().split()[0] == str(len(dock.results))
        text = dock.browser.toPlainText()
        assert expected.lower() in text.lower()
        assert len(re.findall("↪", text)) == len(
            [
                i
                for i in dock.results
                if dock.reference.blocks[i].kind not in ("section", "subsection")
            ]
        )
        first = dock.results[-1]
        dock.browser.anchorClicked.emit(QUrl(f"block:{first}"))  # back in the whole text
        assert dock.query == "" and dock.search.text() == ""
        assert _top_anchor(dock) in {f"b{first}", *dock.reference.blocks[first].ids}
    finally:
        window.set_language("en")


def test_f1_opens_the_rule_of_what_the_board_asks(window):
    for game in GAMES:
        window.controller.start(demo_match(registry.get(game)))
        QCoreApplication.processEvents()
        clause = window.board.asking_rule()
        assert clause is not None, game
        QTest.keyClick(window, Qt.Key.Key_F1)
        dock = window.rules_dock
        assert dock.game == game and dock.isVisible()
        assert 0 <= _visible_y(dock, clause) < 40, (game, clause)


def test_a_picture_opens_large(window, demo_positions):
    window.how_to_play("turandot")
    dock = window.rules_dock
    dock.demos.seed("turandot", demo_positions("turandot"))
    index = next(i for i, b in enumerate(dock.reference.blocks) if b.picture is not None)
    dialog = dock.show_large(index)
    assert dialog is not None and dialog.isVisible()
    dialog.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_picture_draws_and_every_demo_position_asks_a_clause(window, game, demo_positions):
    """Each board's pictures in three languages (small, offscreen), F1 on each of its demo
    positions, and no link without its paragraph on any page."""
    positions = demo_positions(game)
    defined = set(load(game, "en").clauses)
    for name, match, seat in positions:
        board = board_class(game)(game, match.seats)
        board.set_table(match.seats, seat)
        board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
        assert board.asking_rule() in defined, name
    window.how_to_play(game)
    dock = window.rules_dock
    dock.demos.seed(game, positions)
    app = QCoreApplication.instance()
    try:
        for language in LANGUAGES:
            app.setProperty("divas_language", install_translator(app, language))
            dock.show_game(game)
            assert dock.language == language
            html = dock.browser.toHtml()
            links = set(re.findall(r'href="clause:([^"]+)"', html))
            assert links and links <= set(dock.browser.anchors), language
            for picture in dock.reference.pictures():
                image = dock.pictures.draw(picture, language, 96)
                assert image is not None and not image.isNull(), picture.link
                colours = {
                    image.pixel(x, y) for x in range(0, 96, 8) for y in range(0, image.height(), 4)
                }
                assert len(colours) > 4, picture.link  # the board, not a blank frame
        dock.show_picture(0)
        assert dock.wait_for_pictures() and dock.browser.missing == []
    finally:
        app.setProperty("divas_language", install_translator(app, "en"))


def test_the_board_stays_whole_beside_the_reference(sized_window, qtbot):
    """At 1366×768 the players/log column narrows, at 1024×700 it folds away while the
    reference is open, so the board is still drawn whole; it comes back when it closes."""
    window = sized_window
    window.controller.start(demo_match(registry.get("magna")))
    qtbot.wait(10)
    side = window.splitter.sizes()[1]
    window.open_rule("MAG-037")
    qtbot.wait(10)
    view, board = window.area.view, window.board
    assert window.splitter.sizes()[1] < side or side == 0  # at 1024×700 it starts folded
    assert view.zoom() >= board.min_zoom
    assert view.horizontalScrollBar().maximum() == 0 and view.verticalScrollBar().maximum() == 0
    window.rules_dock.close()
    qtbot.wait(10)
    assert window.splitter.sizes()[1] == side
