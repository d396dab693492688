"""``--screenshots`` works offscreen, exits, stays crisp on a high-DPI screen, takes options."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_screenshots_offscreen_at_double_scale(tmp_path):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_SCALE_FACTOR="2",
        DIVAS_DATA_DIR=str(tmp_path / "data"),
    )
    result = subprocess.run(
        [sys.executable, "-m", "divas_desktop", "--screenshots", str(tmp_path / "shots")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    files = [Path(line) for line in result.stdout.split() if line.endswith(".png")]
    names = {f.name for f in files}
    assert {"new_game.png", "curtain.png", "results.png"} <= names
    assert any(name.startswith("main_") for name in names)
    assert "turandot_bidding.png" in names  # a board's own phase shots (demo_positions)
    assert {f"beat_{g}.png" for g in ("divas", "sipario", "turandot", "magna")} <= names
    assert "main_turandot_1024x700.png" in names  # every game also in the small window
    from divas_desktop.i18n.texts_lessons import LESSON_TITLES

    assert {f"lesson_{lesson}.png" for lesson in LESSON_TITLES} <= names  # a step of each lesson
    games = ("divas", "sipario", "turandot", "magna")
    assert {f"legend_{g}.png" for g in games} <= names  # each board's legend, open
    from PySide6.QtGui import QImage

    for game in games:  # the legend is drawn over the board, not a copy of the main shot
        shots = tmp_path / "shots"
        assert QImage(str(shots / f"legend_{game}.png")) != QImage(str(shots / f"main_{game}.png"))

    window = QImage(str(tmp_path / "shots" / "curtain.png"))
    assert (window.width(), window.height()) == (2 * 1366, 2 * 768)  # device pixels at 200 %
    small = QImage(str(tmp_path / "shots" / "main_turandot_1024x700.png"))
    assert (small.width(), small.height()) == (2 * 1024, 2 * 700)
    assert not (tmp_path / "data" / "autosaves").exists()  # never touches autosaves
    assert not (tmp_path / "data" / "autosave.divas").exists()


def test_the_command_takes_a_language_and_a_window_size(monkeypatch, tmp_path, capsys):
    from divas_desktop.ui import screenshots

    calls = []
    monkeypatch.setattr(
        screenshots, "write_screenshots", lambda *args: calls.append(args) or [Path("a.png")]
    )
    assert screenshots.main([str(tmp_path), "--lang", "it", "--size", "1024x700"]) == 0
    assert calls == [(tmp_path, "it", (1024, 700))]
    assert capsys.readouterr().out.split() == ["a.png"]
    with pytest.raises(SystemExit):
        screenshots.main([str(tmp_path), "--size", "big"])
