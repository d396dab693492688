"""The follow tests run the boards' animations: each test ends with none running."""

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent


@pytest.fixture(autouse=True)
def _animations_settled(request):
    """After each test: finish the board's animations and free the window at a safe point
    (not in the middle of an animation tick of the next test)."""
    yield
    window = request.node.funcargs.get("window")
    if window is not None:
        window.controller.stop_bots()
        if window.board is not None:
            window.board.animations.finish()
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
