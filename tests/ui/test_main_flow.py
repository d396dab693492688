"""New game -> drag a move -> a refused move -> save -> load -> undo/redo, in the window."""

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from divas_desktop.ui.new_game_dialog import NewGameDialog

from .demo.board import STAGE
from .demo.game import SingAria, card_value
from .helpers import centre, choose, distinct_seed, drag


def _start_from_dialog(window, qtbot):
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("demo"))
    dialog.seat_count.setValue(2)
    dialog.rows[0].name.setText("Anna")
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("human"))
    dialog.rows[1].name.setText("Bruno")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("computer"))
    dialog.seed.setText(str(distinct_seed()))
    window.controller.start(dialog.build_match())
    return dialog


def test_new_game_dialog_builds_variants_from_the_config(app, qtbot):
    dialog = NewGameDialog(game_ids=["demo"])
    qtbot.addWidget(dialog)
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 4)
    widgets = dialog.variant_widgets
    assert isinstance(widgets["hand_size"], QSpinBox)
    assert (widgets["hand_size"].minimum(), widgets["hand_size"].maximum()) == (2, 5)
    assert isinstance(widgets["encore"], QCheckBox) and widgets["encore"].isChecked()
    assert isinstance(widgets["tempo"], QComboBox) and widgets["tempo"].count() == 2
    widgets["hand_size"].setValue(4)
    widgets["encore"].setChecked(False)
    widgets["tempo"].setCurrentIndex(1)
    dialog.seat_count.setValue(3)
    dialog.seed.setText("42")
    match = dialog.build_match()
    assert match.config.model_dump() == {
        "seats": 3,
        "hand_size": 4,
        "encore": False,
        "tempo": "allegro",
    }
    assert match.seed == 42 and len(match.seats) == 3
    assert dialog.rows[3].name.isHidden()


def test_play_refuse_save_load_undo_redo(window, qtbot, tmp_path):
    _start_from_dialog(window, qtbot)
    c = window.controller
    match = c.match
    board = window.board
    view = window.area.view
    assert c.viewer == 0 and not c.curtain_down()  # one person: no curtain
    hand = list(match.view(0).hand)
    strongest = max(hand, key=card_value)

    # A move by drag: the strongest aria to the stage, sung plainly; the computer answers.
    drag(view, centre(board, strongest), centre(board, STAGE))
    choose(view, "Sing it")
    assert match.log[0].action == SingAria(card=strongest, zone="stage").model_dump()
    qtbot.waitUntil(lambda: match.cursor == 2 and match.to_move() == (0,), timeout=3000)

    # A refused move: a weaker aria on stage. The reason shows and nothing changes.
    before = match.state_digest()
    weaker = min(match.view(0).hand, key=card_value)
    board = window.board
    drag(view, centre(board, weaker), centre(board, STAGE))
    assert c.last_refusal is not None and c.last_refusal.reason == "demo.too_low"
    assert "at least as strong" in window.last_message
    assert window.refusal_label.text() == window.last_message  # stays until the next action
    assert match.state_digest() == before and match.cursor == 2
    assert board.item(weaker).pos().y() == board.item(weaker).spec.y  # snapped back

    # Save, then load: same state.
    path = tmp_path / "game.divas"
    assert window.save_to(path)
    assert window.open_file(path)
    loaded = window.controller.match
    assert loaded is not match and loaded.state_digest() == before
    assert str(path.resolve()) in window.recent_files()

    # Undo takes back Anna's move and Bruno's answer; redo brings both back.
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert loaded.cursor == 0
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert loaded.cursor == 2 and loaded.state_digest() == before


def test_bad_and_newer_saves_leave_the_game_untouched(window, qtbot, tmp_path):
    _start_from_dialog(window, qtbot)
    match = window.controller.match
    digest = match.state_digest()
    garbage = tmp_path / "garbage.divas"
    garbage.write_text("this is not json", encoding="utf-8")
    assert not window.open_file(garbage)
    assert "not a Divas Desktop save" in window.last_message or "damaged" in window.last_message
    assert window.controller.match is match and match.state_digest() == digest

    good = tmp_path / "good.divas"
    window.save_to(good)
    import json

    data = json.loads(good.read_text(encoding="utf-8"))
    data["format_version"] = 999
    newer = tmp_path / "newer.divas"
    newer.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_file(newer)
    assert "newer version" in window.last_message
    assert window.controller.match is match and match.state_digest() == digest


def test_autosave_after_each_action_and_resume(window, qtbot):
    from divas_desktop.persistence import autosave

    _start_from_dialog(window, qtbot)
    match = window.controller.match
    card = match.view(0).hand[0]
    assert window.controller.play(SingAria(card=card, zone="wings"))
    qtbot.waitUntil(lambda: match.cursor == 2, timeout=3000)
    window.controller.stop_bots()  # no computer moves on (and autosaves) while it is resumed
    assert window.controller.flush_autosave()
    digest = match.state_digest()
    window.hide()  # that session is over (a window still showing it would be brought forward)

    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    again = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(again)
    again.start_up()
    qtbot.waitUntil(lambda: again.started_up, timeout=5000)
    [game] = again.welcome.unfinished_games()
    assert game.match_id == match.match_id and autosave.autosave_path(game.match_id).exists()
    assert again.continue_unfinished(game)
    assert again.controller.match.state_digest() == digest
    again.controller.stop_bots()


def test_game_over_shows_the_results(window, qtbot):
    from .helpers import demo_match

    window.controller.start(demo_match(humans=0))
    qtbot.waitUntil(lambda: window.results is not None, timeout=5000)
    outcome = window.controller.match.outcome()
    winners = ", ".join(window.controller.match.seats[s].name for s in outcome.winners)
    assert winners in window.results.winner_label.text()
    window.results.close()


def test_names_with_accents_are_typed_by_key_events(app, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    dialog = NewGameDialog(game_ids=["demo"])
    qtbot.addWidget(dialog)
    field = dialog.rows[0].name
    field.clear()
    for char in "Çecilia Núñez":  # qtbot.keyClicks would crash on non-ASCII text
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(
                field, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char)
            )
    assert dialog.seats()[0].name == "Çecilia Núñez"


def test_run_gui_opens_the_file_given_on_the_command_line(app, qtbot, tmp_path, monkeypatch):
    import sys

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from divas_desktop.persistence.savefile import save_match
    from divas_desktop.ui.app import run_gui
    from divas_desktop.ui.main_window import MainWindow

    from .helpers import demo_match

    match = demo_match()
    path = tmp_path / "given.divas"
    save_match(match, path)
    seen = {}
    polls = []

    def inspect_and_quit():
        windows = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        ]
        seen["digests"] = [
            w.controller.match.state_digest() for w in windows if w.controller.match is not None
        ]
        polls.append(1)
        if not seen["digests"] and len(polls) < 100:  # the file loads behind the window
            QTimer.singleShot(50, inspect_and_quit)
            return
        for window in windows:
            window.close()
        loop.quit()

    # A local event loop stands in for app.exec(): once the application's own loop has
    # returned, Qt stops the timers of every later test in this process.
    loop = QEventLoop()
    monkeypatch.setattr(QApplication.instance(), "exec", loop.exec)
    previous = sys.excepthook
    # Closing the last window would post a Quit that outlives this test's event loop and
    # stops every timer of the tests after it: this test quits the loop itself.
    app.setQuitOnLastWindowClosed(False)
    try:
        QTimer.singleShot(100, inspect_and_quit)
        assert run_gui(str(path)) == 0
    finally:
        sys.excepthook = previous
        app.setQuitOnLastWindowClosed(True)
    assert seen["digests"] == [match.state_digest()]
