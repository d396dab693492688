"""The performance log names cards and operas; it never prints a raw id."""

import re

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.log_panel import event_text

RAW_ID = re.compile(r"\b(sip|div|mag|tur)\.[a-z]+\.[\w.]+")


@pytest.mark.parametrize("game_id", ["sipario", "divas", "magna"])
def test_log_lines_show_names_not_ids(app, game_id):
    game = registry.get(game_id)
    seats = [SeatInfo(name=f"P{i}", kind="computer") for i in range(game.min_seats)]
    match = Match(game, game.default_config(game.min_seats), seats, 3)
    for _ in range(60):
        if not match.to_move():
            break
        match.play_bot(match.to_move()[0])
    lines = [event_text(game_id, event, seats) for _, _, event in match.events_for(0)]
    assert lines
    raw = [line for line in lines if RAW_ID.search(line)]
    assert raw == []
