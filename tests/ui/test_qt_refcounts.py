"""The PySide6 in use (pinned in pyproject.toml) keeps long sessions alive on Python 3.11."""

import subprocess
import sys


def test_many_void_calls_and_signal_emits_do_not_kill_the_interpreter():
    code = (
        "import divas_desktop.ui\n"
        "from PySide6.QtCore import QObject, Signal\n"
        "class Speaker(QObject):\n"
        "    said = Signal(str)\n"
        "o = Speaker()\n"
        "o.said.connect(lambda text: None)\n"
        "for _ in range(50_000):\n"
        "    o.setObjectName('x')\n"
        "    o.said.emit('x')\n"
        "print('alive')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and "alive" in result.stdout, result.stderr[-500:]
