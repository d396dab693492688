"""A lesson in the main window: its match, the coach beside the board, the ring on the board.

The lesson's match is played through the window's own controller and board, as a real
game is, with two differences set while the lesson runs: the controller's ``guard`` refuses
a move off the script with the coach's explanation (the match does not change), and
autosave is off (the lesson never writes a file; the player's saves and autosaves are not
touched). Progress (the step and the moves played) is kept in the settings after every
step, so a lesson left half-way resumes where it was.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...core.match import Match, SeatInfo
from ...core.registry import get as get_game
from ...i18n.translate import text
from ...lessons.run import LessonRun, lesson_match
from ...lessons.script import TEXT_CONTEXT, load_lesson
from .coach import CoachPanel, CoachRing
from .progress import forget_progress, mark_done, read_progress, save_progress

if TYPE_CHECKING:
    from ...core.types import Action
    from ..main_window import MainWindow


COACH_HEIGHT = 330
"""Pixels of the side column the coach takes at least (its words, Next and its buttons)."""
LOG_MIN_HEIGHT = 120
"""Pixels the performance log keeps when a long step of the coach needs more room."""


class LessonHost(QObject):
    """Runs lessons in ``window``: one at a time, on the window's controller and board."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.run: LessonRun | None = None
        self.panel: CoachPanel | None = None
        self.ring: CoachRing | None = None
        self._ring_board: object = None
        self._autosave_before = True
        controller = window.controller
        controller.match_changed.connect(self._match_changed)
        controller.view_changed.connect(lambda _view, _legal: self.place_ring())
        controller.state_changed.connect(self._state_changed)
        controller.action_refused.connect(self._refused)

    # --- starting, leaving ---------------------------------------------------------------
    def start(self, lesson_id: str, fresh: bool = False) -> LessonRun:
        """Start ``lesson_id``, or resume it where it was left (unless ``fresh``)."""
        lesson = load_lesson(lesson_id)
        learner = lesson.learner
        progress = None if fresh else read_progress(lesson_id)
        if progress is not None:
            run = LessonRun.resume(lesson, learner, progress)
        else:
            run = LessonRun(lesson, lesson_match(lesson, learner))
        controller = self.window.controller
        if self.run is None:
            controller.flush_autosave()  # the real game's last move is on disk first
            self._autosave_before = controller.autosave_enabled
        controller.autosave_enabled = False
        controller.guard = self._guard
        self.run = run
        self.window.files.started(run.match, None)
        controller.start(run.match)
        self._show_panel()
        self.refresh()
        self._save()
        return run

    def active(self) -> bool:
        """Whether a lesson is on the table."""
        return self.run is not None

    def leave(self) -> None:
        """Leave the lesson (its progress stays) and go back to the welcome screen."""
        if self.run is None:
            return
        self._save()
        self._end()
        window, controller = self.window, self.window.controller
        controller.stop_bots()
        controller.match = None
        window.pages.setCurrentWidget(window.welcome)
        controller.state_changed.emit()

    def restart(self) -> None:
        """Start the lesson on the table again from its first step."""
        if self.run is not None:
            lesson_id = self.run.lesson.id
            forget_progress(lesson_id)
            self.start(lesson_id, fresh=True)

    def real_game(self) -> Match:
        """Start a real game with the lesson's options and table (computers at Normal)."""
        assert self.run is not None
        lesson = self.run.lesson
        game = get_game(lesson.game)
        config = game.config_type(seats=lesson.seats, **lesson.options)
        seats = [
            info.model_copy(update={"level": "normal"}) if info.kind == "computer" else info
            for info in self.run.match.seats
        ]
        seats = [SeatInfo.model_validate(info.model_dump()) for info in seats]
        match = Match(game, config, seats, secrets.randbelow(2**31 - 1) + 1)
        self._end()
        self.window.start_match(match)
        return match

    def _end(self) -> None:
        """Give the table back to real games: refusals, undo and autosave as always."""
        controller = self.window.controller
        controller.guard = None
        controller.autosave_enabled = self._autosave_before
        self.run = None
        if self.ring is not None and self._ring_alive():
            self.ring.clear()
        if self.panel is not None:
            self.panel.hide()

    def _match_changed(self) -> None:
        run = self.run
        if run is not None and self.window.controller.match is not run.match:
            self._save()  # another game was started or opened: the lesson waits
            self._end()

    # --- the coach --------------------------------------------------------------------------
    def _show_panel(self) -> None:
        if self.panel is None:
            panel = CoachPanel(self.window)
            panel.next_requested.connect(self.next)
            panel.leave_requested.connect(self.leave)
            panel.restart_requested.connect(self.restart)
            panel.real_game_requested.connect(self.real_game)
            panel.rule_requested.connect(self._open_rule)
            self.panel = panel
        side = self.window.side
        if side is not None and self.panel.parent() is not side:
            side.insertWidget(0, self.panel)  # above the players and the log, beside the board
            side.setStretchFactor(0, 0)
        self.panel.show()
        self.window._fit_side()  # a small window folds the column: a lesson opens it
        if side is not None:
            sizes = side.sizes()
            total = sum(sizes)
            wanted = max(self.panel.sizeHint().height(), COACH_HEIGHT)
            if total > wanted and len(sizes) == 3 and sizes[0] < wanted:
                players = min(sizes[1], max(total // 5, 90))
                side.setSizes([wanted, players, total - wanted - players])

    def _fit_coach(self) -> None:
        """Give the coach the height its words need now (taken from the log below)."""
        side, panel = self.window.side, self.panel
        if side is None or panel is None or side.indexOf(panel) != 0:
            return
        layout = panel.layout()
        if layout is None:
            return
        layout.activate()
        width = max(panel.width(), 1)
        if layout.hasHeightForWidth():
            need = layout.totalHeightForWidth(width)
        else:
            need = panel.sizeHint().height()
        sizes = side.sizes()
        short = need - sizes[0]
        if short <= 0 or len(sizes) < 2:
            return
        spare = max(sizes[-1] - LOG_MIN_HEIGHT, 0)
        grow = min(short, spare)
        sizes[0] += grow
        sizes[-1] -= grow
        side.setSizes(sizes)

    def retranslate(self) -> None:
        """The coach's words in the current language."""
        if self.panel is not None:
            self.panel.retranslate()
        if self.run is not None:
            self.refresh()

    def refresh(self) -> None:
        """Show the step on in the coach panel and ring what it points at."""
        run, panel = self.run, self.panel
        if run is None or panel is None:
            return
        lesson = run.lesson
        title = text(TEXT_CONTEXT, lesson.title)
        total = len(lesson.steps)
        step = run.step
        if step is None:
            panel.show_step(title, total + 1, total, text(TEXT_CONTEXT, "lesson.done"), None, False)
        else:
            words = text(TEXT_CONTEXT, step.text)
            if step.repeat > 1 and run.count:
                words += "\n\n" + self.tr("Done {count} of {repeat}.").format(
                    count=run.count, repeat=step.repeat
                )
            reading = step.expect is None
            panel.show_step(title, run.index + 1, total, words, step.rule, reading)
        self._fit_coach()
        self.place_ring()

    def next(self) -> None:
        """Next: the step to read is done."""
        if self.run is not None and self.run.next():
            self._after_step()

    def _after_step(self) -> None:
        assert self.run is not None
        if self.run.finished:
            lesson_id = self.run.lesson.id
            forget_progress(lesson_id)
            mark_done(lesson_id)
        else:
            self._save()
        self.refresh()

    def _guard(self, action: Action) -> str | None:
        run = self.run
        if run is None:
            return None
        code = run.refusal(action)
        return None if code is None else text(TEXT_CONTEXT, code)

    def _state_changed(self) -> None:
        if self.run is not None and self.run.observe():
            self._after_step()

    def _refused(self, message: str) -> None:
        refusal = self.window.controller.last_refusal
        if self.run is not None and self.panel is not None and refusal is not None:
            if refusal.reason == "lesson_off_script":
                self.panel.show_hint(message)
                self._fit_coach()

    def _open_rule(self, clause: str) -> None:
        open_rule = getattr(self.window, "open_rule", None)  # lessons work without the reference
        if open_rule is not None and clause:
            open_rule(clause)

    def _save(self) -> None:
        if self.run is not None and not self.run.finished:
            record = {**self.run.progress(), "of": len(self.run.lesson.steps)}
            save_progress(self.run.lesson.id, record)

    # --- the ring ---------------------------------------------------------------------------
    def pointed_item(self) -> str | None:
        """The id of the board item the step points at now, if it is drawn."""
        run, board = self.run, self.window.board
        if run is None or board is None or run.step is None or run.step.point is None:
            return None
        point = run.step.point
        if point.startswith("@"):
            action = run.scripted_move()  # the move the coach asks for next
            if action is None or self.window.controller.viewer != run.lesson.human:
                return None
            key = board.action_key(action)
            if key is None:
                point = next(
                    (
                        item_id
                        for item_id in board.item_ids()
                        if getattr(getattr(board.item(item_id), "spec", None), "action", None)
                        == action
                    ),
                    "",
                )
            else:
                point = key[1] if point == "@target" else key[0]
        return point if point and board.item(point) is not None else None

    def _ring_alive(self) -> bool:
        try:
            return self.ring is not None and self.ring.scene() is not None
        except RuntimeError:  # the board it was on is gone
            return False

    def place_ring(self) -> None:
        """Draw the ring on the item the step points at (hide it when there is none)."""
        board = self.window.board
        if board is None:
            return
        if self.run is None:  # a real game: no ring is added to its board
            if self.ring is not None and self._ring_alive():
                self.ring.clear()
            return
        if self._ring_board is not board or not self._ring_alive():
            self.ring = CoachRing()
            board.addItem(self.ring)
            self._ring_board = board
        assert self.ring is not None
        item_id = self.pointed_item()
        item = board.item(item_id) if item_id else None
        if item is None or item_id is None:
            self.ring.clear()
            return
        within = board.design_rect() if board.design_size is not None else None
        self.ring.surround(item_id, item.sceneBoundingRect(), within)
