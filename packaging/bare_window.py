"""A bare PySide6 window: the floor that packaging/measure.py compares the app against.

Built by the same spec (``pyinstaller packaging/divas_desktop.spec -- --bare``) so the two
bundles differ only by what the app adds. Honours the same start-up probe as the app:
with DIVAS_EXIT_AFTER_FIRST_PAINT=1 it prints ``divas-first-paint <unix time>`` on stdout
once the window has painted for the first time, then quits with status 0.
"""

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class _FirstPaintProbe(QObject):
    """Report the first paint of a window, then quit (the protocol measure.py reads)."""

    def __init__(self, window):
        super().__init__(window)
        self._done = False
        window.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt name)
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            # Runs after the paint event returned and the backing store was flushed.
            QTimer.singleShot(0, self._report)
        return False

    def _report(self):
        if sys.stdout is not None:
            print(f"divas-first-paint {time.time():.6f}", flush=True)
        QApplication.quit()


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("Bare PySide6 window")
    window.setCentralWidget(QLabel("Hello"))
    window.resize(1024, 700)
    if os.environ.get("DIVAS_EXIT_AFTER_FIRST_PAINT") == "1":
        _FirstPaintProbe(window)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
