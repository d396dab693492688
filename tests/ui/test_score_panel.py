"""The players panel shows the public score track during play."""

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo


def test_running_scores_follow_the_public_track(window):
    game = registry.get("magna")
    seats = [SeatInfo(name="Brunelleschi"), SeatInfo(name="Ghiberti", kind="computer")]
    match = Match(game, game.default_config(2), seats, 5)
    window.controller.start(match)
    texts = [window.score_panel.list.item(i).text() for i in range(2)]
    track = game.public_scores(match.state)
    for seat, line in enumerate(texts):
        assert line.endswith(f"· {track[seat]} points")
    assert "computer, Normal" in texts[1] and "computer" not in texts[0]
    assert "at the screen" in texts[0]  # whose cards the board shows
