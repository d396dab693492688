"""Crash-safe writes: a failure at any step leaves the old or the new file, whole."""

from __future__ import annotations

import os
import stat
import sys

import pytest

from divas_desktop.persistence import atomic
from divas_desktop.persistence.atomic import backup_path, temp_files, write_atomic

STEPS = ("open", "fsync", "link", "replace")


class Crash(Exception):
    """Stands for the process dying at that moment."""


def _crash_on(monkeypatch, name: str, nth: int) -> None:
    real = getattr(os, name)
    calls = {"n": 0}

    def step(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == nth:
            raise Crash(name)
        return real(*args, **kwargs)

    monkeypatch.setattr(os, name, step)


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("nth", [1, 2, 3])
def test_a_crash_at_any_step_leaves_the_old_or_the_new_file(tmp_path, monkeypatch, step, nth):
    path = tmp_path / "game.divas"
    write_atomic(path, "first\n")
    write_atomic(path, "second\n")
    with monkeypatch.context() as patch:
        _crash_on(patch, step, nth)
        try:
            write_atomic(path, "third\n")
        except Crash:
            pass
    assert path.read_text() in ("second\n", "third\n")
    assert backup_path(path).read_text() in ("first\n", "second\n")
    assert temp_files(path) == []  # a failed write removes its own temp file


def test_the_backup_is_the_previous_complete_file_even_without_hard_links(tmp_path, monkeypatch):
    path = tmp_path / "game.divas"
    write_atomic(path, "one\n")
    write_atomic(path, "two\n")
    assert backup_path(path).read_text() == "one\n"

    def no_links(*_args, **_kwargs):
        raise OSError("this file system has no hard links")

    monkeypatch.setattr(os, "link", no_links)
    write_atomic(path, "three\n")
    assert path.read_text() == "three\n" and backup_path(path).read_text() == "two\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.divas", "game.divas.bak"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_new_files_follow_the_umask_and_existing_files_keep_their_mode(tmp_path):
    previous = os.umask(0o022)
    try:
        path = tmp_path / "shared.divas"
        write_atomic(path, "x")
        assert stat.S_IMODE(path.stat().st_mode) == 0o644  # not mkstemp's 0600
        os.chmod(path, 0o640)
        write_atomic(path, "y")
        assert stat.S_IMODE(path.stat().st_mode) == 0o640
        os.umask(0o077)
        private = tmp_path / "private.divas"
        write_atomic(private, "z")
        assert stat.S_IMODE(private.stat().st_mode) == 0o600
    finally:
        os.umask(previous)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a process id that is surely dead")
def test_orphan_temp_files_of_dead_writers_are_removed_live_ones_kept(tmp_path):
    path = tmp_path / "game.divas"
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)  # now surely dead
    orphan = tmp_path / f".game.divas.{pid}.0123abcd.tmp"
    orphan.write_text("half a sa")
    ours = tmp_path / f".game.divas.{os.getpid()}.89abcdef.tmp"
    ours.write_text("being written by another thread")
    other_file = tmp_path / f".other.divas.{pid}.0123abcd.tmp"
    other_file.write_text("not ours to judge")
    write_atomic(path, "saved\n")
    assert not orphan.exists()
    assert ours.exists() and other_file.exists()
    assert atomic.is_orphan(other_file) and not atomic.is_orphan(ours)
