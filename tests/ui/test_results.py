"""The results dialog itemises every seat's score and explains the tie-break."""

from PySide6.QtWidgets import QLabel

from divas_desktop.core.match import SeatInfo
from divas_desktop.core.types import Outcome, ScoreLine
from divas_desktop.ui.results_dialog import ResultsDialog, ranking


def test_results_show_breakdown_winner_and_tie_break(app, qtbot):
    seats = [SeatInfo(name="Anna"), SeatInfo(name="Bruno"), SeatInfo(name="Carla")]
    outcome = Outcome(
        scores={0: 9, 1: 9, 2: 4},
        breakdown={
            0: [ScoreLine(label="demo.score.arias", points=9, params={"count": 2})],
            1: [
                ScoreLine(label="demo.score.arias", points=7, params={"count": 3}),
                ScoreLine(label="demo.score.encore", points=2),
            ],
            2: [ScoreLine(label="demo.score.arias", points=4, params={"count": 1})],
        },
        winners=(1,),
        tie_break="demo.tie.strongest",
    )
    assert ranking(outcome) == [1, 0, 2]
    dialog = ResultsDialog("demo", outcome, seats)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Bravi! Winner: Bruno" in texts
    assert "Arias sung on stage (3)" in texts and "Encore for the last aria" in texts
    assert "+2" in texts and "9" in texts
    assert "★ Winner" in texts  # the winner is marked by a symbol and a word, not colour
    assert dialog.tie_label.text() == ("Tie-break: Tie broken by the strongest single aria sung.")
    assert texts.index("1. Bruno") < texts.index("2. Anna") < texts.index("3. Carla")
