"""Print each lesson's steps as the lesson plays them (a help to write lessons).

    python tools/lessons.py                 # every lesson: each step, its text, what it waits for
    python tools/lessons.py sipario         # one lesson
    python tools/lessons.py sipario --explore 12   # and then the learner's next 12 moves as the
                                                   # computer player would make them, with the
                                                   # legal moves at each (to write the next steps)

Headless (no Qt): the computer seats move as the controller lets them, the learner plays
each step's expected move (the first legal one that matches).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from divas_desktop.i18n.texts_lessons import TEXTS  # noqa: E402
from divas_desktop.lessons.run import LessonRun, lesson_match, play_computers  # noqa: E402
from divas_desktop.lessons.script import available_lessons, load_lesson  # noqa: E402


def show(lesson_id: str, explore: int) -> None:
    """Print the steps of ``lesson_id``, then ``explore`` more moves of the learner."""
    lesson = load_lesson(lesson_id)
    match = lesson_match(lesson, lesson.learner)
    run = LessonRun(lesson, match)
    human = lesson.human
    print(f"== {lesson_id}: {TEXTS.get(lesson.title, lesson.title)} ({len(lesson.steps)} steps)")
    shown = -1
    while not run.finished:
        play_computers(match, human)
        step = run.step
        assert step is not None
        if run.index != shown:  # a step's header once, however many moves it takes
            shown = run.index
            text = TEXTS.get(step.text, f"<missing {step.text}>")
            print(f"[{run.index:2}] {step.text}  point={step.point}  rule={step.rule}")
            print(f"     {text[:150]}")
        if step.expect is None:
            run.next()
            continue
        move = run.scripted_move()
        if move is None:
            legal = [a.model_dump(mode="json") for a in match.legal_actions(human)]
            print(f"     !! nothing matches {step.expect}; to move {match.to_move()}: {legal}")
            return
        print(f"     -> {move.model_dump(mode='json')}")
        match.play(human, move)
        run.observe()
    print(f"   done at move {match.cursor}; scores {match.game.public_scores(match.state)}")
    for number in range(explore):
        start = match.cursor
        play_computers(match, human)
        for step, seat, event in match.events_for(None):
            if step >= start:
                print(f"      computer {seat}: {event.kind} {event.params}"[:220])
        if match.outcome() is not None or human not in match.to_move():
            print("   (game over)")
            return
        legal = match.legal_actions(human)
        choice = match.game.bot_action(match.state, human, match.cursor)
        print(f"  +{number} legal: {[a.model_dump(mode='json') for a in legal][:12]}")
        print(f"      bot -> {choice.model_dump(mode='json')}")
        for event in match.play(human, choice):
            print(f"      ev {event.kind} {event.params}"[:220])


def main() -> None:
    """Parse the command line and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", help="lesson ids (default: every lesson)")
    parser.add_argument("--explore", type=int, default=0, help="learner moves shown after")
    args = parser.parse_args()
    for lesson_id in args.lessons or available_lessons():
        show(lesson_id, args.explore)


if __name__ == "__main__":
    main()
