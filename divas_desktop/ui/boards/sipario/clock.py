"""The clock of a timed Sipario! match (30, 60 or 90 minutes), owned by the UI.

It runs while the match is on screen: the window is shown, not minimised, and no modal
dialog is open (the pass-and-play curtain counts as playing: somebody is at the table).
Its time lives in the match (``Match.clock_ms``), so the save and the autosave carry it
and a reloaded match goes on from there. At zero the engine's ``time_up`` is played, as
soon as the player in front of the screen is the one to move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QGraphicsView

from ....core.types import Action
from ....games.sipario.actions import TimeUp
from ....games.sipario.views import SiparioView

TICK_MS = 1000


class ClockHost(Protocol):
    """What the clock reads of the board, and how it shows its time and plays time-up."""

    view_model: Any
    legal: list[Action]

    @property
    def intent_made(self) -> SignalInstance:
        """Where the clock plays ``time_up``, as the player at the screen would."""
        ...

    def views(self) -> list[QGraphicsView]:
        """The views showing the board (the window is theirs)."""
        ...

    def show_clock(self) -> None:
        """Write the clock's new time on the table."""
        ...


def clock_text(seconds: float) -> str:
    """``42:10`` (minutes and seconds left), never below ``0:00``."""
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


class MatchClock(QObject):
    """Counts the time a timed match is played and plays ``time_up`` at zero."""

    def __init__(
        self, host: ClockHost, match: Callable[[], Any], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.match = match
        """Gives the match being played (its ``clock_ms`` is the clock's time)."""
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self._since = QElapsedTimer()
        self._timer.start()
        self._since.start()

    def stop(self) -> None:
        """Stop counting (the board is closed)."""
        self._timer.stop()

    def on_screen(self) -> bool:
        """Whether the match is being played now: its window shown, no modal dialog."""
        views = self.host.views()
        if not views:
            return False
        window = views[0].window()
        if not window.isVisible() or window.isMinimized():
            return False
        return QApplication.activeModalWidget() is None

    def tick(self) -> None:
        """Add the time since the last tick (if the match was on screen), then check zero."""
        ms = self._since.restart()
        if self.on_screen():
            self.advance(ms)

    def advance(self, ms: int) -> None:
        """The match was played for ``ms`` more milliseconds."""
        match = self.match()
        view = self.host.view_model
        if match is None or not isinstance(view, SiparioView) or view.time_limit_s is None:
            return
        if view.time_up or view.phase == "over":
            return
        match.clock_ms += max(0, int(ms))
        self.host.show_clock()
        self.check()

    def check(self) -> None:
        """At zero, play ``time_up`` if the player at the screen may (a turn's start)."""
        up = TimeUp()
        if self.remaining_s() <= 0 and up in self.host.legal:
            self.host.intent_made.emit(up)

    def remaining_s(self) -> float:
        """Seconds left (``inf`` in an untimed match)."""
        match = self.match()
        view = self.host.view_model
        if match is None or not isinstance(view, SiparioView) or view.time_limit_s is None:
            return float("inf")
        return view.time_limit_s - match.clock_ms / 1000

    def text(self) -> str | None:
        """The time left as the header shows it (``None`` in an untimed match)."""
        remaining = self.remaining_s()
        return None if remaining == float("inf") else clock_text(remaining)
