"""``write_screenshots`` works offscreen, exits, and stays crisp on a high-DPI screen."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_screenshots_offscreen_at_double_scale(tmp_path):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_SCALE_FACTOR="2",
        DIVAS_DATA_DIR=str(tmp_path / "data"),
    )
    code = (
        "import sys; from pathlib import Path; "
        "from divas_desktop.ui.app import write_screenshots; "
        "print('\\n'.join(str(p) for p in write_screenshots(Path(sys.argv[1]))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "shots")],
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
    from PySide6.QtGui import QImage

    window = QImage(str(tmp_path / "shots" / "curtain.png"))
    assert (window.width(), window.height()) == (2 * 1366, 2 * 768)  # device pixels at 200 %
    assert not (tmp_path / "data" / "autosaves").exists()  # never touches autosaves
