"""Lessons on the real board: played through by real gestures, with the coach and the ring."""

from __future__ import annotations

import pytest

from divas_desktop.i18n.texts_lessons import LESSON_TITLES, TEXTS
from divas_desktop.lessons.script import load_lesson

from .driver import play_through


@pytest.mark.parametrize("lesson_id", list(LESSON_TITLES))
def test_a_lesson_is_played_to_its_end_by_gestures(window, qtbot, lesson_id, tmp_path):
    host = window.lesson_host()
    run = host.start(lesson_id)
    assert window.controller.autosave_enabled is False
    ringed = play_through(window, qtbot, run)
    assert run.finished
    assert ringed, "the lesson points at nothing"
    assert host.panel.real_game_button.isVisible()
    assert not window.act_save.isEnabled()  # a lesson is never saved
    assert window.tips is not None and window.tips.shown == []  # the coach, not tips
    if lesson_id != "divas":
        return  # the real game after a lesson is checked once (its computers take time)
    match = host.real_game()
    assert window.controller.match is match
    assert window.controller.guard is None and window.controller.autosave_enabled
    assert match.config == run.match.config


@pytest.mark.parametrize("lesson_id", list(LESSON_TITLES))
def test_every_text_a_lesson_names_exists(lesson_id):
    lesson = load_lesson(lesson_id)
    codes = {lesson.title, lesson.hint}
    for step in lesson.steps:
        codes.add(step.text)
        if step.hint:
            codes.add(step.hint)
    assert codes <= set(TEXTS), codes - set(TEXTS)
    assert 10 <= len(lesson.steps) <= 20


def test_an_off_script_move_is_refused_with_the_coach_words_and_changes_nothing(window, qtbot):
    from ..sipario.helpers import perform
    from .driver import settled

    host = window.lesson_host()
    run = host.start("sipario")
    play_through(window, qtbot, run, until=2)  # the step "Keep my season"
    qtbot.waitUntil(lambda: settled(window, run), timeout=8000)
    swap = next(
        a for a in run.match.legal_actions(0) if a.kind == "setup_swap" and a.opera is not None
    )
    before, digest = run.match.cursor, run.match.state_digest()
    perform(window, swap)  # drag a title onto the opera deck: legal, but not the lesson's move
    assert run.match.cursor == before and run.match.state_digest() == digest
    assert run.index == 2
    expected = TEXTS["lesson.sipario.keep_titles.hint"]
    assert host.panel.hint.isVisible() and host.panel.hint.text() == expected
    assert expected in window.last_message
    assert window.board.item(swap.opera).pos() == window.board.item(swap.opera).home()
    assert not window.act_undo.isEnabled()


def test_a_lesson_left_half_way_resumes_at_its_step_and_never_autosaves(window, qtbot, tmp_path):
    from divas_desktop.persistence.unfinished import autosave_path

    host = window.lesson_host()
    run = host.start("sipario")
    play_through(window, qtbot, run, until=10)
    step, cursor, digest = run.index, run.match.cursor, run.match.state_digest()
    window.controller.flush_autosave()
    assert not autosave_path(run.match.match_id).exists()
    host.leave()
    assert window.controller.match is None and window.pages.currentWidget() is window.welcome
    window.learn("sipario")  # once the rules core is loaded (at once, unless a test runs alone)
    qtbot.waitUntil(lambda: host.run is not None, timeout=10_000)
    again = host.run
    assert again is not None and again is not run
    assert (again.index, again.match.cursor, again.match.state_digest()) == (step, cursor, digest)
    play_through(window, qtbot, again)
    assert again.finished
    window.lesson_host().restart()  # a completed lesson starts from its first step
    assert host.run is not None and host.run.index == 0 and host.run.match.cursor == 0


@pytest.mark.parametrize("language", ["it", "es"])
def test_the_coach_speaks_every_language(window, language):
    window.set_language(language)
    try:
        host = window.lesson_host()
        for lesson_id in LESSON_TITLES:
            run = host.start(lesson_id, fresh=True)
            while not run.finished:
                step = run.step
                assert step is not None
                host.refresh()
                shown = host.panel.text.text()
                assert shown and shown != TEXTS[step.text], (language, step.text)
                run.index += 1
        assert host.panel.leave_button.text() != "Leave the lesson"
    finally:
        window.set_language("en")  # the application's language outlives the window


def test_a_step_whose_move_can_no_longer_come_is_passed():
    from divas_desktop.lessons.run import LessonRun, lesson_match, play_computers

    lesson = load_lesson("turandot")
    run = LessonRun(lesson, lesson_match(lesson, lesson.learner))
    run.next()  # the welcome
    match = run.match
    play_computers(match, 0)
    assert run.index == 1 and run.scripted_move() is not None  # "bid number 2"
    # Off the script, as a changed game could force: number 3 instead of number 2. A bid
    # holds one number, so number 2 can no longer come: the lesson goes on to "Confirm".
    three = next(a for a in match.legal_actions(0) if getattr(a, "card", "") == "tur.p0.n3")
    match.play(0, three)
    assert run.observe() and run.index == 2
    assert run.scripted_move() is not None and run.scripted_move().kind == "confirm_bid"


def test_learn_to_play_names_where_each_lesson_was_left(window, qtbot):
    window.welcome.ensure_contents()
    host = window.lesson_host()
    run = host.start("divas")
    play_through(window, qtbot, run, until=3)
    host.leave()
    window.welcome._name_lessons()
    names = {i: a.text() for i, a in window.welcome.lesson_actions.items()}
    assert names["divas"].endswith("· step 4 of 14")
    assert names["sipario"] == TEXTS["lesson.sipario.title"]
    run = host.start("palco_reale")
    play_through(window, qtbot, run)
    window.welcome._name_lessons()
    assert window.welcome.lesson_actions["palco_reale"].text().endswith(" ✓")


@pytest.mark.parametrize("language", ["it", "es"])
@pytest.mark.parametrize("lesson_id", list(LESSON_TITLES))
def test_every_lesson_is_played_by_gestures_in_italian_and_spanish(
    window, qtbot, lesson_id, language
):
    """The choosers and buttons of each lesson are answered by their words in the language."""
    window.set_language(language)
    try:
        host = window.lesson_host()
        run = host.start(lesson_id)
        welcome = f"lesson.{lesson_id}.welcome"
        if welcome in TEXTS:
            assert host.panel.text.text() != TEXTS[welcome]  # the coach speaks the language
        play_through(window, qtbot, run)
        assert run.finished and host.panel.real_game_button.isVisible()
    finally:
        window.set_language("en")


def test_in_a_small_window_a_lesson_opens_the_folded_column_for_its_coach(window, qtbot):
    window.resize(1024, 700)
    host = window.lesson_host()
    host.start("sipario")
    qtbot.waitUntil(lambda: window.side is not None and window.side.width() > 100)
    assert host.panel.isVisible() and host.panel.height() > 50
