"""Start-up: the splash paints before the main window; the probe reports both; FileOpen."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from divas_desktop.ui.startup import FileOpenFilter

ROOT = Path(__file__).resolve().parents[2]


def test_probe_reports_splash_then_main_window_and_exits(tmp_path):
    env = dict(
        os.environ,
        DIVAS_EXIT_AFTER_FIRST_PAINT="1",
        QT_QPA_PLATFORM="offscreen",
        DIVAS_DATA_DIR=str(tmp_path),
    )
    result = subprocess.run(
        [sys.executable, "-m", "divas_desktop"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    marks = dict(line.split() for line in result.stdout.splitlines() if line.startswith("divas-"))
    assert float(marks["divas-first-paint"]) <= float(marks["divas-main-window-paint"])


def test_a_file_open_event_opens_the_save(qapp):
    opened = []
    holder = QObject()
    filter_ = FileOpenFilter(QApplication.instance(), opened.append)
    filter_.setParent(holder)
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent("/tmp/some game.divas"))
    assert opened == ["/tmp/some game.divas"]
    QApplication.instance().removeEventFilter(filter_)
