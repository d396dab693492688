"""No computer player takes back what it just did (issue 35, item 1), at any level.

Seeded 2-seat games of every game are played by each level (Hard on a small budget) and
their logs searched for self-cancelling sequences (tests/bots/loops.py): there are none.
The finder itself is checked on the very sequences the issue counted.
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.bots import LEVELS
from divas_desktop.core.match import Match
from divas_desktop.core.types import Event
from divas_desktop.games.divas.actions import Done, Shift
from divas_desktop.games.magna.actions import Construct, Convert, ShopConvert
from divas_desktop.games.sipario import actions as sip
from divas_desktop.selfplay import computer_seats, play_one

from .loops import self_cancelling

GAMES = ("sipario", "magna", "turandot", "divas")
SEEDS = {"easy": (1, 2, 3), "normal": (1, 2, 3), "hard": (1,)}
"""Games per level (Hard thinks, so one game of each, against Normal)."""
OPPONENT = {"easy": "easy", "normal": "normal", "hard": "normal"}
HARD_MS = 10
"""Hard's budget here: a few play-outs per decision, its whole path still taken."""


HARD_STEPS = 160
"""Actions of Hard's game searched for loops (every decision of its first turns: a Magna
turn converts goods in a dozen steps; a whole game would only repeat them)."""


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_self_cancelling_sequences_in_seeded_games(game_id, level):
    found = []
    for seed in SEEDS[level]:
        if level == "hard":
            match = _opening(game_id, seed, [level, OPPONENT[level]], HARD_STEPS)
        else:
            match = play_one(game_id, 2, seed, [level, OPPONENT[level]], HARD_MS)
            assert match.outcome() is not None
        found += [f"seed {seed}: {line}" for line in self_cancelling(game_id, steps_of(match))]
    assert found == []


def _opening(game_id, seed, levels, steps):
    """A match played by computers at ``levels`` for ``steps`` actions (or to its end)."""
    game = registry.get(game_id)
    match = Match(game, game.default_config(2), computer_seats(2, levels), seed)
    while match.to_move() and match.cursor < steps:
        match.play_bot(match.to_move()[0], HARD_MS)
    return match


def steps_of(match):
    """(seat, action, events, state after) of every step of a finished match."""
    game = match.game
    state = game.initial_state(match.config, match.seed)
    steps = []
    for entry in match.log:
        action = game.parse_action(entry.action)
        transition = game.apply(state, entry.seat, action)
        state = transition.state
        steps.append((entry.seat, action, transition.events, state))
    return steps


def _converted(kind, good):
    return [Event(kind=f"magna.{kind}", params={"seat": 0, "good": good})]


def test_the_finder_counts_the_loops_of_the_issue():
    """An extra show or a debut given up, and a conversion undone, are found."""
    begin, abandon = sip.BeginExtra(show="recital_golden"), sip.AbandonExtra()
    given_up = [(0, begin, [], None), (0, abandon, [], None), (1, sip.EndTurn(), [], None)]
    assert len(self_cancelling("sipario", given_up)) == 1
    debut = [(1, sip.BeginDebut(opera="sip.op.01"), [], None), (1, sip.AbandonDebut(), [], None)]
    assert len(self_cancelling("sipario", debut)) == 1
    staged = [(0, begin, [], None), (0, sip.ConfirmExtra(), [], None)]
    assert self_cancelling("sipario", staged) == []
    made = (0, ShopConvert(row=0, good=2), _converted("shop_converted", "column"), None)
    back = (0, Convert(good=2), _converted("converted", "column"), None)
    assert len(self_cancelling("magna", [made, back])) == 1
    construct = Construct(building="mag.bld.small.01", good=2)
    used = (0, construct, _converted("good_placed", "column"), None)
    assert self_cancelling("magna", [made, used, back]) == []


def test_the_finder_sees_a_timeline_shifted_and_back():
    """Divas: a shift, then one that swaps the same two cards again (either of them)."""
    lines = [Timeline(["a", "b", "c"]), Timeline(["b", "a", "c"]), Timeline(["a", "b", "c"])]
    there, back = Shift(card="a", direction=1), Shift(card="b", direction=1)
    steps = [(0, Done(), [], lines[0]), (0, there, [], lines[1]), (0, back, [], lines[2])]
    assert len(self_cancelling("divas", steps)) == 1
    onwards = Timeline(["b", "c", "a"])
    steps[2] = (0, Shift(card="a", direction=1), [], onwards)
    assert self_cancelling("divas", steps) == []


class Timeline:
    """A stand-in for a Divas state: only its Timeline is read."""

    def __init__(self, timeline):
        self.timeline = timeline
