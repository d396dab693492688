"""Play a lesson through the main window as a learner would: the board's own gestures."""

from __future__ import annotations

from divas_desktop.lessons.run import LessonRun


def perform(window, action) -> None:
    """Make ``action`` on the board with the game's gesture helper (drag, chooser, button)."""
    game = window.controller.game_id
    if game in ("sipario", "turandot"):  # the Sipario helper is the framework's gestures
        from ..sipario.helpers import perform as sipario_perform

        sipario_perform(window, action)
    elif game == "divas":
        from ..divas.gestures import perform as divas_perform

        divas_perform(window, action, window.controller.viewer)
    elif game == "magna":
        from ..magna.gestures import perform as magna_perform

        magna_perform(window, action)
    else:
        raise AssertionError(f"no gestures for {game}")


def settled(window, run: LessonRun) -> bool:
    """Whether the computer seats are done and the learner's view is on the table."""
    match = run.match
    controller = window.controller
    if match.outcome() is not None:
        return True
    if any(match.is_computer(s) for s in match.to_move()):
        return False
    return controller.viewer == run.lesson.human


def play_through(window, qtbot, run: LessonRun, until: int | None = None) -> list[str]:
    """Play ``run`` step by step (up to step ``until``); return the items ringed."""
    host = window.lessons
    ringed: list[str] = []
    last = len(run.lesson.steps) if until is None else until
    while not run.finished and run.index < last:
        qtbot.waitUntil(lambda: settled(window, run), timeout=8000)
        step = run.step
        assert step is not None
        if step.point is not None:
            pointed = host.pointed_item()
            assert pointed is not None, f"step {run.index}: nothing drawn at {step.point}"
            assert window.board.item(pointed) is not None
            assert host.ring.target == pointed and host.ring.isVisible()
            # Never past the design area: a larger scene would bring scroll bars and refits.
            board = window.board
            if board.design_size is not None:
                assert board.design_rect().contains(host.ring.sceneBoundingRect())
            ringed.append(pointed)
        if step.expect is None:
            host.panel.next_button.click()
            continue
        move = run.scripted_move()
        assert move is not None, f"step {run.index}: no scripted move"
        before = run.match.cursor
        perform(window, move)
        assert run.match.cursor > before, (run.index, move, window.last_message)
    return ringed
