"""Following a lesson on a match: which step is on, what is refused, what ends a step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.match import LogEntry, Match, SeatInfo
from ..core.registry import get as get_game
from ..core.types import Action
from .arrange import arranged_match
from .script import Lesson, Step


def lesson_match(lesson: Lesson, learner_name: str) -> Match:
    """The lesson's match: its seed and options, the deal arranged, the computer seats."""
    game = get_game(lesson.game)
    config = game.config_type(seats=lesson.seats, **lesson.options)
    names = iter(lesson.names)
    seats = [
        SeatInfo(name=learner_name, colour=SEAT_COLOURS[seat], kind="human")
        if seat == lesson.human
        else SeatInfo(
            name=next(names), colour=SEAT_COLOURS[seat], kind="computer", level=lesson.level
        )
        for seat in range(lesson.seats)
    ]
    return arranged_match(game, config, seats, lesson)


SEAT_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#F0E442")
"""Seat colours of a lesson's table (the colour-blind-safe set of the new-game dialog)."""


class LessonRun:
    """A lesson in progress on ``match``: the step on, and the learner's moves it allows."""

    def __init__(
        self,
        lesson: Lesson,
        match: Match,
        step: int = 0,
        count: int = 0,
        allowed: Sequence[int] = (),
    ) -> None:
        self.lesson = lesson
        self.match = match
        self.index = min(step, len(lesson.steps))
        """The step shown (``len(steps)``: the lesson is over)."""
        self._seen = match.cursor
        """Log entries already looked at for the learner's moves."""
        self.count = count
        """How many times the step's move has been played (see ``Step.repeat``)."""
        self.allowed_done: set[int] = set(allowed)
        """Which of the step's allowed moves have been played (see ``Step.all_first``)."""

    # --- reading ----------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The step on (``None`` once every step is done)."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """Whether every step is done."""
        return self.index >= len(self.lesson.steps)

    def waits_for_move(self) -> bool:
        """Whether the step on ends with a move of the learner (not with Next)."""
        step = self.step
        return step is not None and step.expect is not None

    def hint(self) -> str:
        """Code of the coach's answer to an off-script move now."""
        step = self.step
        return step.hint if step is not None and step.hint else self.lesson.hint

    def expected_actions(self) -> list[Action]:
        """The learner's legal moves that end the step on (for tests and the tool)."""
        step = self.step
        if step is None or step.expect is None:
            return []
        return [a for a in self.match.legal_actions(self.lesson.human) if step.expect.matches(a)]

    def scripted_move(self) -> Action | None:
        """The move the script makes now (the tool's and the tests' learner): the first
        legal one the step expects, else the first it allows; ``None``: none is legal."""
        step = self.step
        if step is None or step.expect is None or self.lesson.human not in self.match.to_move():
            return None
        legal = self.match.legal_actions(self.lesson.human)
        # A move put together first (``all_first``): each allowed move once, in order, then
        # the expected one; otherwise the expected one whenever it is legal.
        waiting = [p for i, p in enumerate(step.allow) if i not in self.allowed_done]
        order = (*waiting, step.expect) if step.all_first else (step.expect, *waiting)
        for predicate in order:
            for action in legal:
                if predicate.matches(action) and self.refusal(action) is None:
                    return action
        return None

    # --- the learner's moves ------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """Code of the coach's explanation when ``action`` is not the lesson's move now;
        ``None`` when the lesson lets it be played."""
        step = self.step
        if step is None:
            return None  # the lesson is over: the table is the learner's
        if step.expect is not None and step.expect.matches(action):
            if step.all_first and len(self.allowed_done) < len(step.allow):
                return self.hint()  # the rest of the move first (the bid's other cards)
            return None
        if any(allowed.matches(action) for allowed in step.allow):
            return None
        return self.hint()

    def observe(self) -> bool:
        """Look at the moves played since the last look; return whether the step changed.

        A move of the learner that the step expects ends it; the computer seats' moves
        never do.
        """
        changed = False
        log = self.match.log
        for entry in log[self._seen : self.match.cursor]:
            step = self.step
            if entry.seat != self.lesson.human or step is None or step.expect is None:
                continue
            action = self.match.game.parse_action(entry.action)
            if step.expect.matches(action):
                self.count += 1
                self.allowed_done = set()  # a repeated step allows its moves again each time
                if self.count >= step.repeat:
                    self.index += 1
                    self.count = 0
                changed = True
            else:
                for number, allowed in enumerate(step.allow):
                    if number not in self.allowed_done and allowed.matches(action):
                        self.allowed_done.add(number)
                        changed = True
                        break
        self._seen = self.match.cursor
        return self.catch_up() or changed

    def catch_up(self) -> bool:
        """Pass the steps whose move can no longer come (the game went another way than
        the script: a free choice earlier changed what the computers did); return whether
        a step was passed. A lesson never waits for a move the rules will not allow."""
        passed = False
        human = self.lesson.human
        while (step := self.step) is not None and step.expect is not None:
            if self.match.outcome() is None and human not in self.match.to_move():
                break  # not the learner's decision yet: wait
            legal = self.match.legal_actions(human) if self.match.outcome() is None else []
            wanted = (step.expect, *step.allow)
            if any(p.matches(action) for action in legal for p in wanted):
                break
            self.index += 1
            self.count = 0
            self.allowed_done = set()
            passed = True
        return passed

    def next(self) -> bool:
        """Next: end a step that is only read; ``False`` when the step waits for a move."""
        if self.step is None or self.step.expect is not None:
            return False
        self.index += 1
        self.count = 0
        self.allowed_done = set()
        return True

    # --- leaving and resuming -----------------------------------------------------------
    def progress(self) -> dict[str, Any]:
        """What is remembered to resume the lesson: the step and the moves played."""
        return {
            "lesson": self.lesson.id,
            "step": self.index,
            "count": self.count,
            "allowed": sorted(self.allowed_done),
            "log": [entry.model_dump(mode="json") for entry in self.match.log[: self.match.cursor]],
        }

    @classmethod
    def resume(cls, lesson: Lesson, learner_name: str, progress: dict[str, Any]) -> LessonRun:
        """Rebuild a lesson left half-way: replay its recorded moves, back at its step.

        A record that no longer replays (a changed script) starts the lesson again.
        """
        match = lesson_match(lesson, learner_name)
        try:
            log = [LogEntry.model_validate(entry) for entry in progress.get("log", [])]
            match.follow(log)
            step = int(progress.get("step", 0))
            count = int(progress.get("count", 0))
            allowed = [int(number) for number in progress.get("allowed", [])]
        except Exception:  # any bad record: the lesson starts over
            return cls(lesson, lesson_match(lesson, learner_name))
        return cls(lesson, match, step, count, allowed)


def script_moves(run: LessonRun, limit: int = 2000) -> Sequence[tuple[int, Action | None]]:
    """Play the whole lesson headless: the learner's expected moves (the first that
    matches) and Next, the computer seats as the controller plays them.

    Returns ``(step index, action or None for Next)`` for every step; raises
    ``RuntimeError`` when a step's move is not legal when it comes (for the tool and tests).
    """
    done: list[tuple[int, Action | None]] = []
    match, human = run.match, run.lesson.human
    for _ in range(limit):
        if run.finished:
            return done
        play_computers(match, human)
        if not run.waits_for_move():
            done.append((run.index, None))
            run.next()
            continue
        move = run.scripted_move()
        if move is None:
            kinds = sorted({a.kind for a in match.legal_actions(human)})
            raise RuntimeError(
                f"step {run.index} ({run.step.text if run.step else '-'}): no legal move "
                f"matches; to move {match.to_move()}, the learner may {kinds}"
            )
        index = run.index
        match.play(human, move)
        run.observe()
        done.append((index, move))
    raise RuntimeError("the lesson does not end")


def play_computers(match: Match, human: int, limit: int = 500) -> int:
    """Let the computer seats move as the controller lets them (whenever one is to move,
    also beside the learner in a simultaneous choice) until only the learner may act."""
    played = 0
    while played < limit and match.outcome() is None:
        bots = [s for s in match.to_move() if s != human and match.is_computer(s)]
        if not bots:
            break
        match.play_bot(bots[0])
        played += 1
    return played
