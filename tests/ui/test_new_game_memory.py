"""The new-game dialog remembers the last choices per game and says what each game is."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from divas_desktop.i18n.translate import install_translator
from divas_desktop.ui.new_game_dialog import SETTINGS_GROUP, NewGameDialog
from divas_desktop.ui.theme import SEAT_COLOURS

GAMES = ["demo", "turandot", "divas"]


def _dialog(qtbot) -> NewGameDialog:
    dialog = NewGameDialog(game_ids=GAMES)
    qtbot.addWidget(dialog)
    return dialog


def _choose(dialog: NewGameDialog, game_id: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))


def _seat(dialog: NewGameDialog, index: int) -> tuple[str, str, str]:
    row = dialog.rows[index]
    return row.name.text(), row.colour.currentData(), row.kind.currentData()


def test_choices_come_back_for_the_game_chosen_last(app, qtbot):
    dialog = _dialog(qtbot)
    _choose(dialog, "demo")
    dialog.seat_count.setValue(3)
    for index, (name, colour, kind) in enumerate(
        [("Maria", 4, "human"), ("Renata", 2, "human"), ("Giuseppe", 6, "computer")]
    ):
        row = dialog.rows[index]
        row.name.setText(name)
        row.colour.setCurrentIndex(colour)
        row.kind.setCurrentIndex(row.kind.findData(kind))
    dialog.variant_widgets["hand_size"].setValue(5)
    dialog.variant_widgets["encore"].setChecked(False)
    dialog.variant_widgets["tempo"].setCurrentIndex(1)
    dialog.seed.setText("77")
    dialog.accept()

    again = _dialog(qtbot)
    assert again.game_id() == "demo"
    assert again.seat_count.value() == 3
    assert _seat(again, 0) == ("Maria", SEAT_COLOURS[4][0], "human")
    assert _seat(again, 1) == ("Renata", SEAT_COLOURS[2][0], "human")
    assert _seat(again, 2) == ("Giuseppe", SEAT_COLOURS[6][0], "computer")
    assert again.config().model_dump() == {
        "seats": 3,
        "hand_size": 5,
        "encore": False,
        "tempo": "allegro",
    }
    assert again.seed.text() == ""  # a new game number each time


def test_each_game_keeps_its_own_choices(app, qtbot):
    dialog = _dialog(qtbot)
    _choose(dialog, "demo")
    dialog.seat_count.setValue(4)
    dialog.rows[0].name.setText("Dario")
    dialog.accept()
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    dialog.seat_count.setValue(5)
    dialog.rows[0].name.setText("Liù")
    dialog.accept()

    again = _dialog(qtbot)
    assert again.game_id() == "turandot" and again.seat_count.value() == 5
    assert again.rows[0].name.text() == "Liù"
    _choose(again, "demo")
    assert again.seat_count.value() == 4 and again.rows[0].name.text() == "Dario"
    _choose(again, "divas")  # never played: the same people, as many as the game takes
    assert again.seat_count.value() == 2 and again.rows[0].name.text() == "Dario"


def test_cancel_forgets_nothing_and_keeps_nothing(app, qtbot):
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    dialog.rows[0].name.setText("Calaf")
    dialog.reject()
    assert QSettings().value(f"{SETTINGS_GROUP}/turandot") is None
    assert _dialog(qtbot).game_id() == "demo"


@pytest.mark.parametrize(
    "stored",
    [
        "not json at all {",
        json.dumps(["a", "list"]),
        json.dumps({"seats": "three", "players": "Maria", "variants": [1]}),
    ],
)
def test_unreadable_choices_give_the_defaults(app, qtbot, stored):
    QSettings().setValue(f"{SETTINGS_GROUP}/last_game", "demo")
    QSettings().setValue(f"{SETTINGS_GROUP}/demo", stored)
    dialog = _dialog(qtbot)
    assert dialog.game_id() == "demo"
    assert dialog.seat_count.value() == 2
    assert _seat(dialog, 0) == ("Violetta", SEAT_COLOURS[0][0], "human")
    assert dialog.config().model_dump()["hand_size"] == 3


def test_only_the_valid_parts_of_remembered_choices_are_used(app, qtbot):
    QSettings().setValue(f"{SETTINGS_GROUP}/last_game", "no-such-game")
    QSettings().setValue(
        f"{SETTINGS_GROUP}/demo",
        json.dumps(
            {
                "seats": 9,  # more than the game allows
                "players": [
                    {"name": "Norma", "colour": SEAT_COLOURS[3][0], "kind": "computer"},
                    {"name": "x" * 80, "colour": SEAT_COLOURS[1][0], "kind": "human"},
                    {"name": "Adalgisa", "colour": "#123456", "kind": "human"},
                    {"name": "Pollione", "colour": SEAT_COLOURS[2][0], "kind": "robot"},
                ],
                "variants": {"hand_size": 99, "encore": "yes", "tempo": "allegro", "gone": 1},
            }
        ),
    )
    dialog = _dialog(qtbot)
    assert dialog.game_id() == "demo"  # the unknown last game is ignored
    assert dialog.seat_count.value() == 2
    assert _seat(dialog, 0) == ("Norma", SEAT_COLOURS[3][0], "computer")
    assert _seat(dialog, 1) == ("Alfredo", SEAT_COLOURS[1][0], "computer")  # its defaults
    assert dialog.config().model_dump() == {
        "seats": 2,
        "hand_size": 3,
        "encore": True,
        "tempo": "allegro",
    }


def test_each_game_says_what_it_is_for_how_many_and_how_long(app, qtbot):
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    lines = dialog.about_game.text().splitlines()
    assert lines[0] == "Bid in secret for singers and cast Puccini's Turandot."
    assert lines[1] == "2–5 players · 30–45 minutes"
    _choose(dialog, "divas")
    assert dialog.about_game.text().splitlines()[1] == "2 players · 30–45 minutes"
    _choose(dialog, "demo")
    assert dialog.about_game.text() == "2–4 players"  # the demo has no blurb
    for game_id in ("sipario", "magna"):
        other = NewGameDialog(game_ids=[game_id])
        qtbot.addWidget(other)
        assert len(other.about_game.text().splitlines()) == 2


def test_descriptions_are_translated(app, qtbot):
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    try:
        install_translator(app, "it")
        dialog.retranslate()
        italian = dialog.about_game.text().splitlines()
        install_translator(app, "es")
        dialog.retranslate()
        spanish = dialog.about_game.text().splitlines()
    finally:
        install_translator(app, "en")
    assert italian[1] == "2–5 giocatori · 30–45 minuti"
    assert spanish[1] == "2–5 jugadores · 30–45 minutos"
    assert "Turandot" in italian[0] and italian[0] != spanish[0]


def test_each_computer_seat_has_its_level_kept_for_next_time(app, qtbot):
    """Issue 35: Easy, Normal or Hard per computer seat, in the match and remembered."""
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    dialog.seat_count.setValue(3)
    human, easy, hard = dialog.rows[:3]
    human.kind.setCurrentIndex(human.kind.findData("human"))
    assert not human.level.isEnabled()  # a person has no level
    for row, level in ((easy, "easy"), (hard, "hard")):
        row.kind.setCurrentIndex(row.kind.findData("computer"))
        assert row.level.isEnabled()
        row.level.setCurrentIndex(row.level.findData(level))
    assert [seat.level for seat in dialog.build_match().seats[1:]] == ["easy", "hard"]
    assert [easy.level.itemText(i) for i in range(3)] == ["Easy", "Normal", "Hard"]
    dialog.accept()
    again = _dialog(qtbot)
    assert [row.level.currentData() for row in again.rows[1:3]] == ["easy", "hard"]


def test_choices_remembered_before_levels_existed_come_back_as_normal(app, qtbot):
    QSettings().setValue(
        f"{SETTINGS_GROUP}/turandot",
        json.dumps(
            {
                "seats": 2,
                "players": [{"name": "Liù", "colour": SEAT_COLOURS[1][0], "kind": "computer"}],
            }
        ),
    )
    dialog = _dialog(qtbot)
    _choose(dialog, "turandot")
    assert dialog.rows[0].name.text() == "Liù"
    assert dialog.rows[0].level.currentData() == "normal"
