"""In the window: unfinished games are kept, listed, continued or discarded after asking."""

from __future__ import annotations

import toygame

from divas_desktop.core import registry
from divas_desktop.persistence import autosave, unfinished
from divas_desktop.persistence.savefile import save_match

from .conftest import new_window, toy_match
from .test_rules_version import ToyWithoutTheOne, _played_until_the_one


def _play_one(window) -> None:
    c = window.controller
    if c.curtain_down():
        c.reveal()
    assert c.play(c.legal_actions()[0])
    assert c.flush_autosave()


def _asked(window, answers):
    """Replace the window's question box; record each question and answer in turn."""
    questions = []

    def confirm(title, question, accept, reject):
        questions.append((title, question, accept, reject))
        return answers.pop(0)

    window.confirm = confirm
    return questions


def test_new_game_and_open_never_delete_another_unfinished_game(window, qtbot, tmp_path):
    first = toy_match()
    window.controller.start(first)
    _play_one(window)
    kept = autosave.autosave_path(first.match_id).read_bytes()
    other = toy_match(seed=9)
    path = tmp_path / "other.divas"
    save_match(other, path)
    assert window.open_file(path)
    # The opened file goes on under its own match id: it cannot overwrite the file's autosave.
    assert window.controller.match.match_id not in (other.match_id, first.match_id)
    window.controller.start(toy_match(seed=8))
    assert window.controller.flush_autosave()
    assert autosave.autosave_path(first.match_id).read_bytes() == kept
    assert len(unfinished.unfinished_games()) == 3


def test_the_welcome_screen_lists_unfinished_games_to_continue(app, qtbot):
    first = new_window(qtbot)
    match = toy_match(names=("Violetta", "Alfredo"))
    first.controller.start(match)
    _play_one(first)
    digest = match.state_digest()
    first.controller.stop_bots()
    first.hide()  # that session is over (a window still showing it would be brought forward)

    again = new_window(qtbot)
    again.start_up()
    qtbot.waitUntil(lambda: again.started_up, timeout=5000)
    [game] = again.welcome.unfinished_games()
    assert again.welcome.unfinished.topLevelItemCount() == 1
    row = again.welcome.unfinished.topLevelItem(0)
    assert row.text(0) == "toy".capitalize() and row.text(1) == "Violetta, Alfredo"
    assert row.text(2).startswith("1 move") and row.text(3)  # "1 move played" once translated
    again.welcome.continue_button.click()
    assert again.controller.match is not None
    assert again.controller.match.state_digest() == digest
    assert again.controller.match.match_id == match.match_id


def test_discarding_asks_once_and_keep_it_keeps_it(window, qtbot):
    match = toy_match()
    window.controller.start(match)
    _play_one(window)
    other = new_window(qtbot)
    other.start_up()
    qtbot.waitUntil(lambda: other.started_up, timeout=5000)
    [game] = other.welcome.unfinished_games()
    questions = _asked(other, [False, True])
    other.welcome.discard_button.click()
    assert len(questions) == 1 and "Anna, Bruno" in questions[0][1]
    assert autosave.autosave_path(match.match_id).exists()  # "Keep it"
    other.welcome.discard_button.click()
    assert len(questions) == 2
    assert not autosave.autosave_path(match.match_id).exists()
    assert other.welcome.unfinished_games() == []
    assert other.welcome.unfinished_box.isHidden()


def test_after_save_and_quit_nothing_is_offered_as_interrupted(app, qtbot, tmp_path):
    window = new_window(qtbot)
    match = toy_match()
    window.controller.start(match)
    _play_one(window)
    assert window.save_to(tmp_path / "saved.divas")
    window.close()
    again = new_window(qtbot)
    again.start_up()
    qtbot.waitUntil(lambda: again.started_up, timeout=5000)
    assert again.welcome.unfinished_games() == []
    assert (tmp_path / "saved.divas").exists()


def test_quitting_with_unsaved_moves_keeps_the_game_unfinished(app, qtbot, tmp_path):
    window = new_window(qtbot)
    match = toy_match()
    window.controller.start(match)
    _play_one(window)
    assert window.save_to(tmp_path / "saved.divas")
    _play_one(window)  # a move after the save
    window.close()
    again = new_window(qtbot)
    again.start_up()
    qtbot.waitUntil(lambda: again.started_up, timeout=5000)
    [game] = again.welcome.unfinished_games()
    assert game.moves == 2


def test_a_game_that_cannot_be_resumed_is_kept_and_its_files_named(window, qtbot):
    match = toy_match()
    window.controller.start(match)
    _play_one(window)
    path = autosave.autosave_path(match.match_id)
    path.write_text('{"format": "divas-desktop-save", "format_version": 2}', encoding="utf-8")
    window.hide()  # that session is over
    other = new_window(qtbot)
    other.start_up()
    qtbot.waitUntil(lambda: other.started_up, timeout=5000)
    [game] = other.welcome.unfinished_games()
    assert not other.continue_unfinished(game)
    kept = list(unfinished.kept_dir().iterdir())
    assert kept and all(str(p) in other.last_message for p in kept)
    assert other.controller.match is None
    assert other.welcome.unfinished_games() == []


def test_a_save_of_older_rules_offers_to_continue_or_to_keep_it(window, tmp_path, request):
    old, picked_at = _played_until_the_one(seats=("Anna", "Bruno"))
    path = tmp_path / "old.divas"
    save_match(old, path)
    before = path.read_bytes()
    registry.register(ToyWithoutTheOne())
    request.addfinalizer(lambda: registry.register(toygame.GAME))
    questions = _asked(window, [False])
    assert not window.open_file(path)
    assert f"up to move {picked_at} (of {old.cursor})" in questions[0][1]
    assert "damaged" not in questions[0][1]
    assert window.controller.match is None and path.read_bytes() == before
    questions = _asked(window, [True])
    assert window.open_file(path)
    assert window.controller.match.cursor == picked_at
    assert window.current_path is None  # Save asks for a new name: the old file stays
    assert path.read_bytes() == before


def test_an_unfinished_game_of_older_rules_goes_on_and_its_old_file_is_kept(window, qtbot, request):
    from divas_desktop.persistence.autosave import write_autosave

    old, picked_at = _played_until_the_one(seats=("Anna", "Bruno"))
    write_autosave(_rebuilt(old, picked_at + 1))  # unfinished: the toy game goes on
    registry.register(ToyWithoutTheOne())
    request.addfinalizer(lambda: registry.register(toygame.GAME))
    window.start_up()
    qtbot.waitUntil(lambda: window.started_up, timeout=5000)
    [game] = window.welcome.unfinished_games()
    _asked(window, [True])
    assert window.continue_unfinished(game)
    assert window.controller.match.cursor == picked_at
    kept = list(unfinished.kept_dir().iterdir())
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith("{")


def _rebuilt(match, moves):
    """The same game rebuilt up to ``moves`` actions."""
    from divas_desktop.core.match import Match

    return Match.replay(match.game, match.config, match.seats, match.seed, match.log[:moves])
