"""The New game dialog fits a 1024×700 screen in every language, with testers' settings folded."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel

from divas_desktop.core import registry
from divas_desktop.ui.new_game_dialog import ADVANCED_OPTIONS, NewGameDialog
from divas_desktop.ui.screenshots import _use_language

ROOM = (1024 - 24, 700 - 40 - 48)
"""A 1024×700 screen less a task bar (40 px) and the window's title bar and frame."""


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_the_dialog_fits_a_small_screen_with_every_game_at_most_seats(app, qtbot, language):
    _use_language(app, language)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        for index in range(dialog.game.count()):
            dialog.game.setCurrentIndex(index)
            dialog.seat_count.setValue(dialog.seat_count.maximum())
            needed = dialog.minimumSizeHint()
            assert needed.width() <= ROOM[0], (language, dialog.game_id(), needed)
            assert needed.height() <= ROOM[1], (language, dialog.game_id(), needed)
            for label in dialog.variants_page.findChildren(QLabel):
                assert label.wordWrap(), label.text()  # descriptions wrap, never widen
            for box in dialog.variants_page.findChildren(QCheckBox):
                width = box.fontMetrics().horizontalAdvance(box.text()) + 40
                assert width <= ROOM[0] - 80, box.text()  # a box's own words stay short
    finally:
        _use_language(app, "en")


def test_testers_settings_are_folded_under_more_options(app, qtbot):
    dialog = NewGameDialog(game_ids=["sipario"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert ADVANCED_OPTIONS["sipario"] <= set(dialog.variant_widgets)
    for name in ADVANCED_OPTIONS["sipario"]:
        assert not dialog.variant_widgets[name].isVisible()
    assert not dialog.seed.isVisible()
    dialog.more.click()
    assert dialog.seed.isVisible()
    assert all(dialog.variant_widgets[n].isVisible() for n in ADVANCED_OPTIONS["sipario"])
    dialog.seed.setText("42")
    assert dialog.build_match().seed == 42  # folded away, still honoured


def test_divas_seats_name_their_diva_and_keep_her_colour(app, qtbot):
    dialog = NewGameDialog(game_ids=["turandot", "divas"])
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(0)
    dialog.rows[0].colour.setCurrentIndex(dialog.rows[0].colour.findData("#E69F00"))
    dialog.game.setCurrentIndex(1)
    assert "Maria Callas" in dialog.rows[0].label.text()
    assert "Renata Tebaldi" in dialog.rows[1].label.text()
    assert [seat.colour for seat in dialog.seats()] == ["#0072B2", "#F0E442"]
    assert not dialog.rows[0].colour.isEnabled() and dialog.seat_count.isReadOnly()
    dialog.game.setCurrentIndex(0)  # a free seat again: the player's own colour comes back
    assert dialog.rows[0].colour.currentData() == "#E69F00"
    assert dialog.rows[0].colour.isEnabled() and not dialog.seat_count.isReadOnly()


def test_turandot_says_drawn_at_random_instead_of_zero(app, qtbot):
    dialog = NewGameDialog(game_ids=["turandot"])
    qtbot.addWidget(dialog)
    spin = dialog.variant_widgets["first_maestro"]
    spin.setValue(0)
    assert spin.text() == "drawn at random"
    assert registry.get("turandot") is not None
