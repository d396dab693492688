"""Computer turns in beats a person can follow, through the real boards (issue 31).

Each visible change of a computer's turn gets its own moment, written where it happens,
at least ``BEAT_MS`` long (``MAJOR_MS`` for a staging, a closing and its Palco Reale
scoring, a reveal of the bids, the final count); a staged production stays on stage
until its beat ends. The beats are played with a fake clock (each beat's animations
are jumped to their end): no test waits for them.
"""

import pytest

from divas_desktop.ui.board.beats import BEAT_MS, MAJOR_MS, beat_ms

from .positions import play_beats, position


@pytest.fixture
def table(window, animated):
    """The main window at 1366×768 with animations at the normal pace."""
    window.resize(1366, 768)
    return window


def _after_next_step(window, qtbot, match):
    """Start ``match`` (computers only) and let the computer take its next step."""
    cursor = match.cursor
    window.controller.start(match)
    qtbot.waitUntil(lambda: match.cursor > cursor, timeout=5000)
    window.controller.stop_bots()  # this step only: the next one would wait for its beats
    return play_beats(window.board)


def _events(match, kind):
    return [event for step, _seat, event in match.events_for(None) if event.kind == kind]


def _with(beats, words):
    return [beat for beat in beats if any(words in label for label in beat.labels)]


def test_the_speeds_give_each_beat_its_time():
    assert [beat_ms(False, s) for s in ("slow", "normal", "fast", "off")] == [1100, 650, 350, 0]
    assert [beat_ms(True, s) for s in ("slow", "normal", "fast", "off")] == [2600, 1500, 800, 0]


def test_divas_palco_reale_scoring_is_written_on_the_guests_who_stay(table, qtbot):
    match = position("divas", {"divas.palco_scored"})
    beats = _after_next_step(table, qtbot, match)
    scoring = _with(beats, "applauds")
    assert scoring, [b.labels for b in beats]
    beat = scoring[0]
    assert max(beat.holds) >= MAJOR_MS["normal"]
    # The guests who scored are still on the table (as the player saw them) during it.
    scored = {e.params["personality_id"] for e in _events(match, "divas.palco_scored")}
    assert scored <= set(beat.kept)
    # The new guests and the new opera have moments of their own, after the scoring.
    labels = [label for b in beats for label in b.labels]
    assert any("takes a seat" in label for label in labels)
    assert any("opens at" in label for label in labels)
    assert all(max(b.holds) >= BEAT_MS["normal"] for b in beats)
    assert not play_beats(table.board) and not table.board.animations.busy()
    assert not any(getattr(i, "ghost", False) for i in table.board.items())


def test_sipario_staging_keeps_the_production_on_stage_until_its_beat_ends(table, qtbot):
    match = position("sipario", {"sipario.ev.opera_staged"})
    beats = _after_next_step(table, qtbot, match)
    staging = _with(beats, "stages")
    assert staging, [b.labels for b in beats]
    assert max(staging[0].holds) >= MAJOR_MS["normal"]
    assert any(item.startswith("role.") for item in staging[0].kept)
    assert all(max(b.holds) >= BEAT_MS["normal"] for b in beats)
    # Afterwards the stage shows the view's truth again.
    assert not any(getattr(i, "ghost", False) for i in table.board.items())


def test_sipario_a_postponement_and_the_staging_are_two_moments(table, qtbot):
    match = position("sipario", {"sipario.ev.postponed"})
    beats = _after_next_step(table, qtbot, match)
    postponed = _with(beats, "postpones")
    assert postponed
    assert not any("stages" in label for label in postponed[0].labels)


def test_turandot_reveal_is_a_major_beat_written_on_the_bids(table, qtbot):
    match = position("turandot", {"turandot.bids_revealed"})
    beats = _after_next_step(table, qtbot, match)
    reveal = _with(beats, " bid ")
    assert reveal and max(reveal[0].holds) >= MAJOR_MS["normal"]
    hires = _with(beats, "hires")
    assert hires and beats.index(hires[0]) > beats.index(reveal[0])


def test_magna_a_computer_turn_in_beats(table, qtbot):
    match = position("magna", {"magna.profit_gained"})
    beats = _after_next_step(table, qtbot, match)
    assert beats and all(max(b.holds) >= BEAT_MS["normal"] for b in beats)
    assert any(b.labels for b in beats)


@pytest.mark.parametrize("game_id", ["divas", "sipario"])
def test_the_final_count_is_a_major_beat(table, qtbot, game_id):
    ends = {
        "divas": {"divas.game_over_deck_exhausted", "divas.game_over_fifth_opera"},
        "sipario": {"sipario.ev.match_over"},
    }
    match = position(game_id, ends[game_id])
    beats = _after_next_step(table, qtbot, match)
    assert any(max(b.holds) >= MAJOR_MS["normal"] for b in beats)
