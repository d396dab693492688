"""Tips: one line the first time a phase comes in a real game, never again once seen or
once the player says "Don't show tips again"."""

from __future__ import annotations

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.i18n.texts_lessons import TEXTS
from divas_desktop.lessons.tips import TIPS
from divas_desktop.ui.lessons.tips import SEEN_KEY, tips_enabled
from divas_desktop.ui.settings import read_text_list


def computers_only(game_id: str, seats: int, seed: int) -> Match:
    """A real match that the computer plays at every seat (the table shows it all)."""
    from divas_desktop.core.registry import get

    game = get(game_id)
    infos = [SeatInfo(name=f"P{i}", kind="computer", level="easy") for i in range(seats)]
    return Match(game, game.default_config(seats), infos, seed)


def play_until(window, qtbot, match, done, moves: int = 300) -> None:
    """Let the computers play ``match`` on the window until ``done()`` or the end."""
    window.start_match(match)
    qtbot.waitUntil(
        lambda: done() or match.outcome() is not None or match.cursor >= moves, timeout=15000
    )


def test_a_tip_comes_once_the_first_time_its_phase_comes(window, qtbot):
    window.show_status("")
    play_until(
        window,
        qtbot,
        computers_only("turandot", 3, 3),
        lambda: window.tips is not None and "turandot.understudies" in window.tips.shown,
    )
    tips, bar = window.tips, window.tip_bar
    assert tips.shown[0] == "turandot.understudies"
    assert bar.isVisible()
    assert bar.label.text() == "Tip: " + TEXTS["tip.turandot.understudies"]
    assert "turandot.understudies" in read_text_list(SEEN_KEY, 100)
    bar.rule_button.click()  # "Show me the rule": the reference at the clause
    assert window.rules_dock is not None and window.rules_dock.isVisible()
    # Another game: the same phase comes again, and its tip does not.
    again = computers_only("turandot", 3, 3)
    play_until(window, qtbot, again, lambda: again.cursor >= 40)
    assert tips.shown.count("turandot.understudies") == 1
    # Remembered in the settings: a window opened later (the next start) does not show it.
    from divas_desktop.ui.controller import GameController
    from divas_desktop.ui.main_window import MainWindow

    later = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(later)
    third = computers_only("turandot", 3, 3)
    play_until(later, qtbot, third, lambda: third.cursor >= 40)
    assert later.tips is not None and "turandot.understudies" not in later.tips.shown
    later.controller.stop_bots()


def test_no_tip_after_dont_show_tips_again(window, qtbot):
    play_until(
        window,
        qtbot,
        computers_only("turandot", 3, 3),
        lambda: window.tips is not None and bool(window.tips.shown),
    )
    window.tip_bar.off_button.click()
    assert not tips_enabled() and not window.tip_bar.isVisible()
    assert not window.act_tips.isChecked()
    shown = list(window.tips.shown)
    later = computers_only("divas", 2, 31)  # a closing comes: its tip would show
    play_until(window, qtbot, later, lambda: later.cursor >= 60)
    assert window.tips.shown == shown and not window.tip_bar.isVisible()
    window.act_tips.setChecked(True)  # switched on again from the Help menu
    assert tips_enabled()


def test_every_tip_has_its_words_and_a_rule_of_its_game():
    prefixes = {"sipario": "SIP-", "turandot": "TUR-", "divas": "DIV-", "magna": "MAG-"}
    for tip in TIPS:
        assert tip.text in TEXTS
        assert tip.rule.startswith(prefixes[tip.game])
        assert tip.events or tip.actions
