"""The animation queue of a board: glides, flips, fades and floating deltas, skippable.

The board is always *drawn* at its final positions by :meth:`Board.sync`; the queue only
lets items travel there from where they were. Animations are grouped in beats played one
after the other (Kajongg chains its animation groups the same way); any click or key
finishes everything at once. Computer moves wait for the queue to be idle
(:class:`GameController` listens to :attr:`AnimationQueue.idle`).

The speed is a user setting (View menu): off, fast, normal or slow. Offscreen (tests,
``--screenshots``) it is off unless a test sets it, so nothing ever waits on an
animation there and no picture catches a card in mid-flight.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem
from shiboken6 import isValid

# The setting lives outside the framework (the main window's menu needs it before any board).
from ..animation_speed import ENV_KEY as ENV_KEY
from ..animation_speed import SETTINGS_KEY as SETTINGS_KEY
from ..animation_speed import SPEEDS as SPEEDS
from ..animation_speed import animation_speed
from ..animation_speed import set_animation_speed as set_animation_speed
from .fonts import TEXT_TITLE, board_font
from .items import BoardItem

FACTORS = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.8}
"""Duration multiplier of each speed."""
HOLD_MS = {"off": 0, "fast": 120, "normal": 250, "slow": 500}
"""Pause after a computer's move has finished animating, before the next one (the
move's beats already last long enough to be followed: ``beats.BEAT_MS``)."""
GLIDE_MS = 240
"""A card or token moving to its new place (KPat: 230 ms)."""
FLIP_MS = 260
FADE_MS = 200
PULSE_MS = 380
"""One swell of an item being used (a black key's actions)."""
FLOAT_MS = 1100
"""A floating delta ("+3 PN") rising and fading beside its counter."""


def speed_factor() -> float:
    """How much longer (or shorter) than normal animations last; 0 = off."""
    return FACTORS[animation_speed()]


def hold_ms() -> int:
    """The pause after a computer's move at the chosen speed."""
    return HOLD_MS[animation_speed()]


Gate = Callable[[Callable[[], None]], None]
"""Called with a function that starts the next paced beat: call it now, or later (the
step-by-step mode calls it when the player asks for the next beat)."""


@dataclass
class _Running:
    animation: QVariantAnimation
    item: BoardItem | None
    kind: str
    """"pos" (glide, travel), "flip" (flip, pulse), "fade" or "hold" (a beat's least
    time, with no item): what :meth:`AnimationQueue.finish` must restore."""
    on_start: Callable[[], None] | None = None
    """Called when it starts (a beat's labels appear)."""


@dataclass
class _Group:
    """Animations that play together; the next group starts when they have all ended."""

    entries: list[tuple[_Running, int]] = field(default_factory=list)
    paced: bool = False
    """A beat of a move (:meth:`AnimationQueue.moment`): it waits for the gate."""
    released: bool = False
    """The gate let this paced beat go."""
    on_end: list[Callable[[], None]] = field(default_factory=list)
    """Called when this paced beat ends: the next one starts, or everything is finished."""


class AnimationQueue(QObject):
    """A board's animations, in beats; emits :attr:`idle` when the last one ends."""

    idle = Signal()
    """Nothing is animating any more (computer moves may go on)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._playing: list[_Running] = []
        self._waiting: list[_Group] = []
        """Later beats: animations with their start delay, started when the beat before ends."""
        self._building: _Group | None = None
        self._paced: list[_Group] = []
        """The paced beats of a move (:meth:`moment`), after every other beat."""
        self._beat_end: list[Callable[[], None]] = []
        """What ends with the paced beat showing now (its labels, what it kept)."""
        self._gated: _Group | None = None
        """The paced beat waiting for the gate, if any."""
        self._round = 0
        """Bumped by :meth:`finish`: a gate's late answer for an older beat does nothing."""
        self.gate: Gate | None = None
        """What a paced beat waits for before it starts (the controller's pace)."""
        self._factor: float | None = None

    # --- state --------------------------------------------------------------------------
    def factor(self) -> float:
        """The speed factor (read once per sync, see :meth:`refresh_speed`)."""
        if self._factor is None:
            self._factor = speed_factor()
        return self._factor

    def refresh_speed(self) -> None:
        """Read the speed setting again (it may have changed in the menu)."""
        self._factor = None

    def busy(self) -> bool:
        """Whether something blocking is animating or waiting to."""
        return bool(self._waiting or self._paced) or any(
            isValid(r.animation) and r.animation.state() == QVariantAnimation.State.Running
            for r in self._playing
        )

    def running(self) -> bool:
        """Same as :meth:`busy` (the name the Turandot board uses)."""
        return self.busy()

    def moving(self) -> bool:
        """Whether something on the table moves now (a beat's hold alone moves nothing)."""
        return any(
            r.kind != "hold"
            and isValid(r.animation)
            and r.animation.state() == QVariantAnimation.State.Running
            for r in self._playing
        )

    def playing(self) -> list[QVariantAnimation]:
        """The animations playing now (tests run them to their end)."""
        return [r.animation for r in self._playing if isValid(r.animation)]

    def durations(self) -> list[int]:
        """Durations in ms of the animations playing now (for tests)."""
        return [animation.duration() for animation in self.playing()]

    def freeze(self) -> None:
        """Put every moving item where it goes and hold the beat showing now still (a
        picture in the middle of a beat: screenshots); :meth:`finish` ends it."""
        for running in list(self._playing):
            animation = running.animation
            if not isValid(animation):
                continue
            if running.kind == "hold":
                animation.pause()
            else:
                animation.setCurrentTime(animation.totalDuration())

    def holds(self) -> list[int]:
        """The least times in ms of the beats playing now (for tests)."""
        return [
            r.animation.duration()
            for r in self._playing
            if r.kind == "hold" and isValid(r.animation)
        ]

    # --- building ---------------------------------------------------------------------------
    def beat(self) -> None:
        """Start a new beat: what is added next plays after what was added before."""
        if self._playing or self._waiting:
            self._building = _Group()
            self._waiting.append(self._building)

    def hold(
        self,
        ms: float,
        on_start: Callable[[], None] | None = None,
        on_end: Callable[[], None] | None = None,
    ) -> None:
        """Let the beat being built last at least ``ms`` (not scaled: the caller reads the
        speed); ``on_start`` when it starts, ``on_end`` when the paced beat showing then
        ends (the next one starts, or everything is finished)."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, int(ms)))

        def start() -> None:
            if on_start is not None:
                on_start()
            if on_end is not None:
                self._beat_end.append(on_end)

        self._add(_Running(animation, None, "hold", start))

    def moment(
        self,
        ms: float,
        on_start: Callable[[], None] | None = None,
        on_end: Callable[[], None] | None = None,
    ) -> None:
        """Add a paced beat of a move: it lasts at least ``ms``, plays after everything
        queued (the move's own motion included, even if added later) and waits for the
        gate; ``on_start`` shows it, ``on_end`` takes it away (also when skipped)."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, int(ms)))
        group = _Group([(_Running(animation, None, "hold", on_start), 0)], paced=True)
        if on_end is not None:
            group.on_end.append(on_end)
        self._paced.append(group)
        if not self._playing and not self._waiting:
            self._next_beat()

    def glide(
        self, item: BoardItem, start: QPointF, ms: float = GLIDE_MS, delay: float = 0
    ) -> None:
        """Move ``item`` from ``start`` to where its spec puts it."""
        end = item.home()
        ms, delay = ms * self.factor(), delay * self.factor()
        if ms <= 0 or start == end:
            return
        item.setPos(start)
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(int(ms + delay))
        if delay:  # hold still for the delay, then travel
            animation.setKeyValueAt(delay / (ms + delay), start)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        self._add(_Running(animation, item, "pos"))

    def flip_in(self, item: BoardItem, ms: float = FLIP_MS, delay: float = 0) -> None:
        """Turn ``item`` face up: it grows from a sliver to full width around its centre."""
        ms, delay = ms * self.factor(), delay * self.factor()
        if ms <= 0:
            return
        width = item.frame().width()

        def scale_x(value: float) -> None:
            item.setTransform(
                QTransform()
                .translate(width / 2, 0)
                .scale(max(0.02, value), 1)
                .translate(-width / 2, 0)
            )

        animation = QVariantAnimation(self)
        animation.setStartValue(0.02)
        animation.setEndValue(1.0)
        animation.setDuration(int(ms + delay))
        if delay:
            animation.setKeyValueAt(delay / (ms + delay), 0.02)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(scale_x)
        scale_x(0.02)
        self._add(_Running(animation, item, "flip"))

    def travel(
        self,
        item: BoardItem,
        stops: list[QPointF],
        ms_per_leg: float = GLIDE_MS * 0.6,
        hop: float = 0.0,
    ) -> None:
        """Move ``item`` through ``stops`` (from the first) to where its spec puts it.

        Each leg may arc ``hop`` units upward (a figure hopping key by key, a marker
        stepping along a track); a glide is the same with one leg and no hop.
        """
        points = [*stops, item.home()]
        legs = len(points) - 1
        ms = ms_per_leg * legs * self.factor()
        if ms <= 0 or legs < 1:
            return

        def place(value: float) -> None:
            leg = min(legs - 1, int(value * legs))
            t = value * legs - leg
            a, b = points[leg], points[leg + 1]
            lift = hop * math.sin(math.pi * t) if hop else 0.0
            item.setPos(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t - lift))

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(int(ms))
        animation.valueChanged.connect(place)
        place(0.0)
        self._add(_Running(animation, item, "pos"))

    def pulse(
        self, item: BoardItem, ms: float = PULSE_MS, times: int = 2, grow: float = 0.22
    ) -> None:
        """Let ``item`` swell and shrink back ``times`` times around its centre (it is used)."""
        ms *= self.factor()
        if ms <= 0:
            return
        centre = item.frame().center()

        def scale(value: float) -> None:
            factor = 1.0 + grow * math.sin(math.pi * ((value * times) % 1.0))
            item.setTransform(
                QTransform()
                .translate(centre.x(), centre.y())
                .scale(factor, factor)
                .translate(-centre.x(), -centre.y())
            )

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(int(ms * times))
        animation.valueChanged.connect(scale)
        self._add(_Running(animation, item, "flip"))

    def fade_in(self, item: BoardItem, ms: float = FADE_MS) -> None:
        """Let a new item appear gradually."""
        ms *= self.factor()
        if ms <= 0:
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(int(ms))
        animation.valueChanged.connect(item.setOpacity)
        item.setOpacity(0.0)
        self._add(_Running(animation, item, "fade"))

    def float_text(self, scene: QGraphicsScene, pos: QPointF, text: str, colour: str) -> None:
        """Float ``text`` up from ``pos`` and fade it out (does not hold computer moves)."""
        ms = FLOAT_MS * self.factor()
        if ms <= 0:
            return
        label = QGraphicsSimpleTextItem(text)
        font: QFont = board_font(TEXT_TITLE, bold=True, serif=False)
        label.setFont(font)
        label.setBrush(QColor(colour))
        label.setZValue(20_000)
        label.setPos(pos)
        scene.addItem(label)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(int(ms))

        def step(value: float) -> None:
            if isValid(label):
                label.setPos(pos.x(), pos.y() - 26 * value)
                label.setOpacity(1.0 - value * value)

        def done() -> None:
            if isValid(label) and label.scene() is not None:
                label.scene().removeItem(label)
            animation.deleteLater()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        animation.start()

    # --- playing --------------------------------------------------------------------------
    def _add(self, running: _Running) -> None:
        if self._building is not None:
            self._building.entries.append((running, 0))
            return
        self._start(running)

    def _start(self, running: _Running) -> None:
        self._playing.append(running)
        animation = running.animation
        animation.finished.connect(lambda: self._done(animation))
        if running.on_start is not None:
            running.on_start()
        animation.start()

    def _done(self, animation: QVariantAnimation) -> None:
        self._playing = [r for r in self._playing if r.animation is not animation]
        if isValid(animation):
            animation.deleteLater()
        if not self._playing:
            self._next_beat()

    def _next_beat(self) -> None:
        while (self._waiting or self._paced) and not self._playing:
            if self._waiting:
                beat = self._waiting.pop(0)
                if beat is self._building:
                    self._building = None
            else:
                beat = self._paced[0]
                if self.gate is not None and not beat.released:
                    if self._gated is not beat:
                        self._gated = beat
                        self.gate(self._release(beat))
                    return  # the gate's answer goes on from here
                self._paced.pop(0)
                self._end_beat()
                self._beat_end += beat.on_end
                beat.on_end = []
            for running, _delay in beat.entries:
                self._start(running)
        if not self._playing and not self._waiting and not self._paced:
            self._building = None
            self._end_beat()
            self.idle.emit()

    def _release(self, beat: _Group) -> Callable[[], None]:
        """The gate's answer for ``beat``: let it start (if it is still the one waiting)."""
        round_ = self._round

        def release() -> None:
            if round_ != self._round or self._gated is not beat:
                return
            beat.released = True
            self._gated = None
            if not self._playing:
                self._next_beat()

        return release

    def _end_beat(self) -> None:
        """The paced beat showing ends: its labels go, what it kept leaves."""
        ending, self._beat_end = self._beat_end, []
        for callback in ending:
            callback()

    def waiting_for_gate(self) -> bool:
        """Whether a paced beat waits for the gate (the step-by-step mode's "Next")."""
        return self._gated is not None

    def finish(self) -> None:
        """Jump every animation to its end (a click or key skips them)."""
        was_busy = self.busy()
        groups = self._waiting + self._paced
        pending = self._playing + [r for beat in groups for r, _d in beat.entries]
        self._playing, self._waiting, self._building, self._paced = [], [], None, []
        self._gated = None
        self._round += 1
        for group in groups:
            self._beat_end += group.on_end
        self._end_beat()
        for running in pending:
            animation, item = running.animation, running.item
            if isValid(animation):
                animation.stop()
                animation.deleteLater()
            if item is None or not isValid(item) or item.scene() is None:
                continue
            if running.kind == "pos":
                item.setPos(item.home())
            elif running.kind == "flip":
                item.setTransform(QTransform())
            else:
                item.setOpacity(1.0)
        if was_busy:
            self.idle.emit()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` now if idle, else once the queue becomes idle."""
        if not self.busy():
            callback()
            return

        def once() -> None:
            self.idle.disconnect(once)
            callback()

        self.idle.connect(once)
