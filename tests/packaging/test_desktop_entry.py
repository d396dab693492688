"""The .tar.gz's install-desktop-entry.sh: a menu entry that starts the program from any folder.

The real script runs into a temporary HOME from a folder laid out like the unpacked
.tar.gz (share/ as build_linux.sh writes it), whose name has spaces and shell characters.
The Exec line it writes is read by the Desktop Entry Specification's rules
(packaging/linux/desktop_exec.py, which the smoke test also uses), run without a shell,
and checked by desktop-file-validate and GLib's own launcher (`gio launch`, what GNOME's
xdg-open uses) where they are installed.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not shutil.which("sh"), reason="Linux .tar.gz only"
)

_spec = importlib.util.spec_from_file_location("desktop_exec", LINUX / "desktop_exec.py")
assert _spec is not None and _spec.loader is not None
desktop_exec = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(desktop_exec)

FOLDER_NAMES = [
    "My Games",  # the reported failure: xdg-open ran "/…/My" ("Permission denied")
    "pipe | and & amp",  # broke the sed of the old script
    "quotes \"double\" and 'single'",
    "dollar $HOME and `tick`",
    "back\\slash \\n",
    "100% sure %f",
    "semi;colon #hash *star ?what ~tilde <lt> >gt",
    "Giochi d'opera è ñ",
]


def _unpacked(parent: Path, name: str) -> Path:
    """A folder like the unpacked .tar.gz, whose fake program records how it was started."""
    folder = parent / name / "divas-desktop-0.1.0"
    (folder / "share/applications").mkdir(parents=True)
    shutil.copy(
        LINUX / "divas-desktop.desktop.in", folder / "share/applications/divas-desktop.desktop"
    )
    (folder / "share/mime/packages").mkdir(parents=True)
    shutil.copy(LINUX / "divas-desktop-mime.xml", folder / "share/mime/packages/divas-desktop.xml")
    (folder / "share/icons/hicolor/48x48/apps").mkdir(parents=True)
    (folder / "share/icons/hicolor/48x48/apps/divas-desktop.png").write_bytes(b"png")
    shutil.copy(LINUX / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    program = folder / "divas-desktop"
    record = shlex.quote(str(parent / "started.txt"))
    program.write_text(
        f'#!/bin/sh\nprintf \'%s\\n\' "$0" "$@" > {record}.part\nmv {record}.part {record}\n'
    )
    program.chmod(0o755)
    return folder


def _run(folder: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {"HOME": str(home), "PATH": "/usr/bin:/bin", **env}
    return subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh"), *args],
        env=environ,
        capture_output=True,
        text=True,
    )


def _started(parent: Path, timeout: float = 10.0) -> list[str]:
    record = parent / "started.txt"
    deadline = time.monotonic() + timeout
    while not record.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    return record.read_text(encoding="utf-8").splitlines() if record.exists() else []


@pytest.mark.parametrize("name", FOLDER_NAMES)
def test_the_menu_entry_starts_the_program_from_any_folder(tmp_path, name):
    folder = _unpacked(tmp_path, name)
    home = tmp_path / "home"
    installed = _run(folder, home)
    assert installed.returncode == 0, installed.stderr
    entry = home / ".local/share/applications/divas-desktop.desktop"
    text = entry.read_text(encoding="utf-8")
    save = tmp_path / "a saved game.divas"
    save.write_text("{}", encoding="utf-8")

    # By the specification's rules: one argument, the program's own path, then the save.
    argv = desktop_exec.command(text, [str(save)])
    assert argv == [str(folder / "divas-desktop"), str(save)], text
    subprocess.run(argv, check=True)  # no shell, as a desktop starts it
    assert _started(tmp_path) == [str(folder / "divas-desktop"), str(save)]

    if shutil.which("desktop-file-validate"):
        valid = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True
        )
        assert valid.returncode == 0 and "error" not in valid.stdout, valid.stdout
    # GLib looks the program up before expanding %% (a "%" in the path), so it refuses a
    # folder with a percent sign; every other name must start through it too.
    assert ("% sign" in installed.stdout) == ("%" in str(folder))  # the player is told
    if shutil.which("gio") and "%" not in name:
        (tmp_path / "started.txt").unlink()
        launched = subprocess.run(
            ["gio", "launch", str(entry), str(save)], capture_output=True, text=True, timeout=30
        )
        assert launched.returncode == 0, launched.stderr
        assert _started(tmp_path) == [str(folder / "divas-desktop"), str(save)]


def test_install_then_uninstall_say_what_they_did(tmp_path):
    folder = _unpacked(tmp_path, "My Games")
    data = tmp_path / "data"
    installed = _run(folder, tmp_path / "home", XDG_DATA_HOME=str(data))
    assert installed.returncode == 0, installed.stderr
    entry = data / "applications/divas-desktop.desktop"
    assert f'Exec="{folder}/divas-desktop" %f' in entry.read_text(encoding="utf-8")
    assert "@EXEC@" not in entry.read_text(encoding="utf-8")
    assert (data / "icons/hicolor/48x48/apps/divas-desktop.png").is_file()
    assert "Added Divas Desktop to your applications menu" in installed.stdout

    removed = _run(folder, tmp_path / "home", "--uninstall", XDG_DATA_HOME=str(data))
    assert removed.returncode == 0, removed.stderr
    assert "Removed Divas Desktop" in removed.stdout and "Added" not in removed.stdout
    assert not entry.exists() and not (data / "mime/packages/divas-desktop.xml").exists()
    assert not (data / "icons/hicolor/48x48/apps/divas-desktop.png").exists()

    again = _run(folder, tmp_path / "home", "--uninstall", XDG_DATA_HOME=str(data))
    assert again.returncode == 0 and "nothing to remove" in again.stdout


def test_unknown_option_is_refused(tmp_path):
    folder = _unpacked(tmp_path, "plain")
    result = _run(folder, tmp_path / "home", "--remove")
    assert result.returncode == 2 and "usage" in result.stderr
    assert not (tmp_path / "home").exists()


def test_a_line_break_in_the_path_is_refused_in_plain_words(tmp_path):
    folder = _unpacked(tmp_path, "two\nlines")
    result = _run(folder, tmp_path / "home")
    assert result.returncode == 1 and "line break" in result.stderr
    assert not (tmp_path / "home/.local/share/applications").exists()


ENTRY = "[Desktop Entry]\nType=Application\nName=X\nExec={}\n"


@pytest.mark.parametrize(
    ("exec_line", "argv"),
    [
        ("divas-desktop %f", ["divas-desktop", "F"]),
        ('"/My Games/divas-desktop" %f', ["/My Games/divas-desktop", "F"]),
        ('"/a \\\\$b \\\\"c\\\\" \\\\`d\\\\` \\\\\\\\e" %F', ['/a $b "c" `d` \\e', "F"]),
        ('"/100%% sure/x" --flag %f', ["/100% sure/x", "--flag", "F"]),
        ("x %u", ["x", "F"]),
    ],
)
def test_exec_lines_read_by_the_specification(exec_line, argv):
    assert desktop_exec.command(ENTRY.format(exec_line), ["F"]) == argv


@pytest.mark.parametrize(
    "exec_line",
    [
        "/My Games/divas-desktop|x %f",  # a reserved character outside quotes
        '"/a \\$b" %f',  # "\$" is not a string escape: it must be written "\\$"
        '"/a `b`" %f',  # an unescaped backtick inside quotes
        '"/a %f',  # an unterminated quote
        "/old/unquoted %z",  # an unknown field code
    ],
)
def test_wrongly_quoted_exec_lines_are_refused(exec_line):
    with pytest.raises(ValueError):
        desktop_exec.command(ENTRY.format(exec_line), ["F"])


def test_the_unquoted_line_of_the_old_script_runs_the_wrong_program(tmp_path):
    # What the old script wrote for a folder "My Games": the desktop runs "/…/My".
    argv = desktop_exec.command(ENTRY.format(f"{tmp_path}/My Games/divas-desktop %f"), ["F"])
    assert argv[0] == f"{tmp_path}/My"


def test_the_smoke_test_reads_the_menu_entry_with_the_same_rules():
    smoke = (ROOT / "packaging" / "smoke_test.sh").read_text(encoding="utf-8")
    assert smoke.count('python3 "$HERE/linux/desktop_exec.py"') == 2
    assert "sh -c" not in smoke
    assert os.access(LINUX / "install-desktop-entry.sh", os.X_OK)
