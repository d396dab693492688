"""The .tar.gz's install-desktop-entry.sh adds and removes the menu entry, and says which."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not shutil.which("sh"), reason="Linux .tar.gz only"
)


@pytest.fixture
def unpacked(tmp_path) -> Path:
    """A folder laid out like the unpacked .tar.gz (share/ as build_linux.sh writes it)."""
    folder = tmp_path / "divas-desktop-0.1.0"
    entry = (LINUX / "divas-desktop.desktop.in").read_text(encoding="utf-8")
    (folder / "share/applications").mkdir(parents=True)
    (folder / "share/applications/divas-desktop.desktop").write_text(
        entry.replace("@EXEC@", "@BUNDLE@/divas-desktop"), encoding="utf-8"
    )
    (folder / "share/mime/packages").mkdir(parents=True)
    shutil.copy(LINUX / "divas-desktop-mime.xml", folder / "share/mime/packages/divas-desktop.xml")
    (folder / "share/icons/hicolor/48x48/apps").mkdir(parents=True)
    (folder / "share/icons/hicolor/48x48/apps/divas-desktop.png").write_bytes(b"png")
    shutil.copy(LINUX / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    return folder


def _run(folder: Path, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(data), PATH="/usr/bin:/bin")
    return subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
    )


def test_install_then_uninstall_say_what_they_did(unpacked, tmp_path):
    data = tmp_path / "data"
    installed = _run(unpacked, data)
    assert installed.returncode == 0, installed.stderr
    entry = data / "applications/divas-desktop.desktop"
    assert f"Exec={unpacked}/divas-desktop" in entry.read_text(encoding="utf-8")
    assert (data / "icons/hicolor/48x48/apps/divas-desktop.png").is_file()
    assert "Added Divas Desktop to your applications menu" in installed.stdout

    removed = _run(unpacked, data, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert "Removed Divas Desktop" in removed.stdout and "Added" not in removed.stdout
    assert not entry.exists() and not (data / "mime/packages/divas-desktop.xml").exists()
    assert not (data / "icons/hicolor/48x48/apps/divas-desktop.png").exists()

    again = _run(unpacked, data, "--uninstall")
    assert again.returncode == 0 and "nothing to remove" in again.stdout


def test_unknown_option_is_refused(unpacked, tmp_path):
    result = _run(unpacked, tmp_path / "data", "--remove")
    assert result.returncode == 2 and "usage" in result.stderr
    assert not (tmp_path / "data").exists()
