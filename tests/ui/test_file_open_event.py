"""A save handed over as a FileOpen event (macOS double-click) before the window exists opens."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFileOpenEvent
from divas_desktop.ui.app import create_application, run_gui

app = create_application(sys.argv[:1])
# Posted as the event loop starts: before the splash has painted, long before the window.
QTimer.singleShot(0, lambda: QCoreApplication.postEvent(app, QFileOpenEvent(sys.argv[1])))
sys.exit(run_gui(None))
"""


def test_file_open_event_before_the_window_opens_the_save(tmp_path):
    from divas_desktop.cli import main

    assert (
        main(["selfplay", "turandot", "--games", "1", "--seed", "5", "--save", str(tmp_path)]) == 0
    )
    (save,) = tmp_path.glob("*.divas")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        DIVAS_EXIT_AFTER_FIRST_PAINT="1",
        DIVAS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(save)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    marks = [line.split()[0] for line in result.stdout.splitlines()]
    assert marks == ["divas-first-paint", "divas-main-window-paint", "divas-opened-file"]
