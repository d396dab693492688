"""The first `dev.py run`/`test` says what it installs and never stays silent for long."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("divas_dev", ROOT / "dev.py")
assert _spec is not None and _spec.loader is not None
dev = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dev)

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="a POSIX shell script stands in for pip"
)


def _fake_python(tmp_path: Path, body: str) -> Path:
    """A 'python' whose `-m pip ...` prints a few lines with a long silence between them."""
    script = tmp_path / "python"
    script.write_text("#!/bin/sh\n" + body)
    script.chmod(0o755)
    return script


def test_pip_lines_are_shown_and_a_long_silence_gets_a_line_of_ours(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(dev, "HEARTBEAT", 0.3)
    python = _fake_python(
        tmp_path,
        "echo 'Collecting PySide6-Essentials'\n"
        "echo 'Requirement already satisfied: pip in ./.venv'\n"
        "sleep 1.2\n"
        "echo 'Successfully installed PySide6-Essentials-6.11.3' >&2\n",
    )
    dev.pip(python, ["install", "x"], "the test package")
    out = capsys.readouterr().out
    assert out.startswith("-- installing the test package\n")
    assert "   Collecting PySide6-Essentials\n" in out
    assert "Requirement already satisfied" not in out  # noise for a newcomer
    assert "   ... still at it (" in out  # pip was silent for 1.2 s
    assert out.index("still at it") < out.index("Successfully installed")  # while it worked
    assert "   (the test package: " in out


def test_a_failing_pip_stops_the_set_up_and_says_so(tmp_path, capsys):
    python = _fake_python(tmp_path, "echo 'ERROR: No matching distribution found for x'\nexit 1\n")
    with pytest.raises(SystemExit, match="pip failed .exit status 1. while installing the app"):
        dev.pip(python, ["install", "x"], "the app")
    assert "ERROR: No matching distribution" in capsys.readouterr().out


def test_the_first_set_up_says_what_it_installs_and_how_long_it_takes():
    text = dev.INSTALLING
    for name in ("PySide6-Essentials", "pydantic", "platformdirs", "pytest", "PyInstaller"):
        assert name in text
    assert "MB" in text and "2026-12-03" in text and "minute" in text
    source = (ROOT / "dev.py").read_text(encoding="utf-8")
    assert "--quiet" not in source  # pip's own lines are the progress
