"""Long file names save and re-save; a failed write says why (full disk, read-only or
missing folder, name too long) in the player's language."""

from __future__ import annotations

import errno
import os

import pytest

from divas_desktop.persistence import atomic
from divas_desktop.persistence.atomic import NAME_MAX, backup_path
from divas_desktop.persistence.autosave import write_autosave
from divas_desktop.persistence.failures import write_error_code
from divas_desktop.persistence.savefile import SaveError, load_match, save_match

from .conftest import toy_match


def _name_of(size: int) -> str:
    """A save name of exactly ``size`` UTF-8 bytes, with accents (two bytes each)."""
    stem = ""
    while len((stem + "è.divas").encode()) <= size:
        stem += "Tosca è " if len((stem + "Tosca è .divas").encode()) <= size else "è"
    while len((stem + ".divas").encode()) < size:
        stem += "a"
    name = stem + ".divas"
    assert len(name.encode()) == size
    return name


@pytest.mark.parametrize("size", [231, 236, 250, NAME_MAX])
def test_any_name_the_system_accepts_saves_and_saves_again(tmp_path, size):
    path = tmp_path / _name_of(size)
    try:
        path.write_bytes(b"")  # (Windows without long paths may refuse the whole path)
        path.unlink()
    except OSError:
        pytest.skip("this system refuses the name itself")
    match = toy_match()
    save_match(match, path)
    save_match(match, path)  # the second save keeps the first as the backup
    save_match(match, path)
    assert load_match(path).state_digest() == match.state_digest()
    assert load_match(backup_path(path)).state_digest() == match.state_digest()
    assert len(backup_path(path).name.encode()) <= NAME_MAX
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_temporary_and_backup_names_of_a_long_name_are_short_and_recognised(tmp_path):
    path = tmp_path / _name_of(NAME_MAX)
    tmp = atomic.temp_path(path)
    assert len(tmp.name.encode()) <= NAME_MAX
    tmp.write_bytes(b"x")
    assert atomic.temp_files(path) == [tmp]  # found again, so a killed writer's is tidied
    assert atomic.temp_files(backup_path(path)) == []
    assert backup_path(tmp_path / "short.divas").name == "short.divas.bak"


@pytest.mark.parametrize("name", [_name_of(NAME_MAX + 1), "a" * 300 + ".divas"])
def test_a_name_the_system_refuses_says_the_name_is_too_long(tmp_path, name):
    path = tmp_path / name
    try:
        path.write_bytes(b"")
    except OSError:
        pass
    else:  # NTFS counts UTF-16 units: 256 bytes with accents are fewer than 255 there
        pytest.skip("this system accepts the name")
    with pytest.raises(SaveError) as refused:
        save_match(toy_match(), path)
    assert refused.value.code == "file_name_too_long"


def _failing_writes(monkeypatch, number: int) -> None:
    """Every new file fails with the system error ``number`` (as a full disk would)."""
    real_open = os.open

    def refusing(path, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            raise OSError(number, os.strerror(number), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(atomic.os, "open", refusing)


@pytest.mark.parametrize(
    ("number", "code"),
    [
        (errno.ENOSPC, "disk_full"),
        (errno.EROFS, "read_only"),
        (errno.EACCES, "read_only"),
        (errno.ENOENT, "no_folder"),
        (errno.ENAMETOOLONG, "file_name_too_long"),
        (errno.EIO, "io_error"),
    ],
)
def test_a_failed_save_or_autosave_says_why(tmp_path, monkeypatch, number, code):
    match = toy_match()
    path = tmp_path / "game.divas"
    save_match(match, path)
    before = path.read_bytes()
    _failing_writes(monkeypatch, number)
    with pytest.raises(SaveError) as failed:
        save_match(match, path)
    assert failed.value.code == code
    assert path.read_bytes() == before  # nothing was lost
    result = write_autosave(match)
    assert not result.ok and result.code == code


def test_windows_names_for_a_full_disk_and_a_long_name():
    too_long = OSError(errno.ENOENT, "The filename or extension is too long")
    too_long.winerror = 206  # what Windows says (Python turns it into ENOENT)
    assert write_error_code(too_long) == "file_name_too_long"
    beyond = OSError(errno.ENOENT, "The system cannot find the path specified")
    beyond.winerror = 3
    beyond.filename = "C:\\Users\\" + "x" * 260
    assert write_error_code(beyond) == "file_name_too_long"
    beyond.filename = "C:\\Gone\\game.divas"
    assert write_error_code(beyond) == "no_folder"
    full = OSError(errno.ENOSPC, "There is not enough space on the disk")
    assert write_error_code(full) == "disk_full"


TEXTS = {
    "en": "The disk is full: nothing was lost; free some space or save elsewhere.",
    "it": "Il disco è pieno: non si è perso nulla; libera un po' di spazio o salva altrove.",
    "es": "El disco está lleno: no se ha perdido nada; libera algo de espacio o guarda en "
    "otro sitio.",
}


BANNER = {
    "en": "The disk is full: free some space.",
    "it": "Il disco è pieno: libera un po' di spazio.",
    "es": "El disco está lleno: libera algo de espacio.",
}


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_the_window_says_the_disk_is_full_in_each_language(
    window, app, qtbot, tmp_path, monkeypatch, language
):
    from divas_desktop.i18n.translate import install_translator

    app.setProperty("divas_language", install_translator(app, language))
    try:
        window.start_match(toy_match())
        _failing_writes(monkeypatch, errno.ENOSPC)
        assert not window.save_to(tmp_path / "game.divas")
        assert TEXTS[language] in window.last_message
        c = window.controller
        if c.curtain_down():
            c.reveal()
        assert c.play(c.legal_actions()[0])
        c.flush_autosave()
        banner = lambda: window.autosave_banner  # noqa: E731
        qtbot.waitUntil(lambda: banner() is not None and banner().isVisible(), timeout=3000)
        assert BANNER[language] in banner().label.text()  # the autosave's warning says why
    finally:
        monkeypatch.undo()
        app.setProperty("divas_language", install_translator(app, "en"))
