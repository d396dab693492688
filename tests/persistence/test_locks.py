"""One writer per match: a lock beside the autosave, held across processes, never stale."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from divas_desktop.persistence import autosave
from divas_desktop.persistence.locks import Lock, file_lock, held_elsewhere, match_lock

from .conftest import new_window, toy_match

HOLDER = """
import sys, time
from pathlib import Path
from divas_desktop.persistence.locks import Lock
lock = Lock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


@pytest.fixture
def other_app():
    """Another process holding a lock (as another Divas Desktop would); killed at the end."""
    started = []

    def hold(path) -> subprocess.Popen:
        process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True
        )
        started.append(process)
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "held"
        return process

    yield hold
    for process in started:
        process.kill()
        process.wait(10)


def test_a_lock_held_by_another_process_refuses_and_a_killed_ones_never_blocks(other_app):
    lock = match_lock("a1b2")
    holder = other_app(lock.path)
    assert lock.path.parent == autosave.autosave_path("a1b2").parent  # beside the autosave
    assert held_elsewhere(lock.path)
    assert not lock.acquire() and not lock.held
    if os.name == "nt":
        holder.kill()
    else:
        holder.send_signal(signal.SIGKILL)  # the app is killed: no clean-up runs
    holder.wait(10)
    assert lock.acquire()  # the system released the dead app's lock
    assert held_elsewhere(lock.path)  # a second lock of the same file, even here, conflicts
    lock.release()
    assert not held_elsewhere(lock.path)
    assert not lock.path.exists()  # released locks leave no file behind


def test_two_locks_of_one_match_conflict_inside_one_process_too(tmp_path):
    first, second = match_lock("m1"), match_lock("m1")
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()
    assert file_lock(tmp_path / "a.divas").path == file_lock(tmp_path / "x" / ".." / "a.divas").path
    assert file_lock(tmp_path / "a.divas").path != file_lock(tmp_path / "b.divas").path


def test_a_lock_file_that_cannot_be_made_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    assert Lock(blocker / "m.lock").acquire()  # said in the log; the autosave reports it


def _asked(window, answers):
    questions = []

    def confirm(title, question, accept, reject):
        questions.append((title, question, accept, reject))
        return answers.pop(0)

    window.confirm = confirm
    return questions


def _unfinished(app, qtbot):
    """An unfinished game on disk (its window closed) and a fresh window listing it."""
    first = new_window(qtbot)
    match = toy_match(names=("Tosca", "Cavaradossi"))
    first.start_match(match)
    c = first.controller
    if c.curtain_down():
        c.reveal()
    assert c.play(c.legal_actions()[0])
    assert c.flush_autosave()
    first.close()
    window = new_window(qtbot)
    window.start_up()
    qtbot.waitUntil(lambda: window.started_up, timeout=5000)
    [game] = window.welcome.unfinished_games()
    return window, match, game


def test_a_match_another_app_plays_is_never_resumed_a_copy_is_offered(app, qtbot, other_app):
    window, match, game = _unfinished(app, qtbot)
    other_app(match_lock(match.match_id).path)
    before = autosave.autosave_path(match.match_id).read_bytes()
    questions = _asked(window, [False, True])
    assert not window.continue_unfinished(game)  # "Cancel"
    assert window.controller.match is None
    assert "open in another Divas Desktop window" in questions[0][1]
    assert questions[0][2:] == ("Open a copy", "Cancel")
    assert window.continue_unfinished(game)  # "Open a copy"
    copy = window.controller.match
    assert copy is not None and copy.match_id != match.match_id
    assert copy.state_digest() == match.state_digest()
    c = window.controller
    if c.curtain_down():
        c.reveal()
    assert c.play(c.legal_actions()[0])
    assert c.flush_autosave()
    # The other app's autosave is untouched: the copy writes its own.
    assert autosave.autosave_path(match.match_id).read_bytes() == before
    assert autosave.autosave_path(copy.match_id).exists()


def test_resuming_a_match_another_window_plays_brings_that_window_forward(app, qtbot):
    window, match, game = _unfinished(app, qtbot)
    assert window.continue_unfinished(game)
    assert window.controller.match.match_id == match.match_id
    second = new_window(qtbot)
    second.start_up()
    qtbot.waitUntil(lambda: second.started_up, timeout=5000)
    [listed] = [g for g in second.welcome.unfinished_games() if g.match_id == match.match_id]
    assert not second.continue_unfinished(listed)
    assert second.controller.match is None  # never two writers of one autosave
    assert "already open in another window" in second.last_message


def test_a_file_open_in_another_app_opens_as_a_copy_and_is_never_saved_over(
    window, qtbot, tmp_path, other_app
):
    from divas_desktop.persistence.savefile import save_match

    path = tmp_path / "Turandot night.divas"
    save_match(toy_match(seed=3), path)
    other_app(file_lock(path).path)
    before = path.read_bytes()
    _asked(window, [True])
    assert window.open_file(path)
    assert window.controller.match is not None
    assert window.current_path is None  # a copy: Save asks for a name
    assert not window.save_to(path)  # saving over the other app's file is refused
    assert "open in another Divas Desktop window" in window.last_message
    assert path.read_bytes() == before
    assert window.save_to(tmp_path / "mine.divas")


@pytest.mark.skipif(sys.platform == "win32", reason="Windows cannot remove an open file")
def test_a_lock_removed_by_its_holder_between_open_and_lock_is_taken_afresh(monkeypatch):
    from divas_desktop.persistence import locks

    first = match_lock("m2")
    assert first.acquire()
    second = match_lock("m2")
    real_lock = locks._lock
    calls = []

    def lock_after_the_holder_left(handle):
        if not calls:  # the holder releases (and removes the file) right after our open
            first.release()
        calls.append(handle)
        return real_lock(handle)

    monkeypatch.setattr(locks, "_lock", lock_after_the_holder_left)
    assert second.acquire()
    assert len(calls) == 2  # the first lock was on the removed file: taken again
    assert second.path.exists() and held_elsewhere(second.path)
    second.release()
