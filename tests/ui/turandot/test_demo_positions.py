"""The screenshot positions reach their phases and draw without error."""

from divas_desktop.ui.boards.turandot.board import TurandotBoard
from divas_desktop.ui.boards.turandot.demo import demo_positions


def test_demo_positions_cover_every_phase_and_draw(app):
    positions = demo_positions()
    names = [name for name, _match, _seat in positions]
    assert names == [
        "turandot_bidding",
        "turandot_bidding_5p",
        "turandot_reveal",
        "turandot_understudies",
        "turandot_choose_firer",
        "turandot_fire",
        "turandot_round4",
        "turandot_final",
        "turandot_over",
    ]
    for name, match, seat in positions:
        assert not match.is_computer(seat)
        if name not in ("turandot_over", "turandot_reveal"):
            assert seat in match.to_move(), name  # the person drawn has something to do
        board = TurandotBoard("turandot", match.seats)
        board.set_table(match.seats, seat)
        assert board.sync(match.view(seat), match.legal_actions(seat)) > 0
    phases = {name: match.state.phase for name, match, _seat in positions}
    assert phases["turandot_reveal"] == phases["turandot_understudies"] == "understudies"
    assert phases["turandot_choose_firer"] == "choose_firer"
    assert phases["turandot_fire"] == "fire_director"
    assert positions[1][1].state.seats == 5
    assert phases["turandot_final"] == "final"
    assert phases["turandot_over"] == "over"
