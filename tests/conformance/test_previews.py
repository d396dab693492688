"""A drop's preview (``Game.preview``, ``Match.preview``) tells what the move really does.

Over seeded whole games of every game, played through the public loop (``Match``):
the preview of sampled legal actions leaves the table untouched, is asked once per
state (the cache), equals what ``apply`` then changes in the seat's view, agrees with
the events the move reports, and never depends on what the seat cannot see.
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.preview import Measure, Preview, compare
from divas_desktop.core.rng import Rng

from .helpers import random_steps

GAMES = {"divas": 2, "sipario": 3, "turandot": 3, "magna": 3}
"""The games with previews and the seats they are played with."""
SEEDS = (11, 12)
SAMPLED = 3
"""Legal actions previewed at each step besides the one played."""
MAX_STEPS = 700
"""Steps of each game checked (Sipario's games run to thousands of actions)."""


def _match(game_id: str, seed: int) -> Match:
    game = registry.get(game_id)
    seats = [SeatInfo(name=f"P{i}") for i in range(GAMES[game_id])]
    return Match(game, game.default_config(len(seats)), seats, seed)


def _walk(game_id: str, seed: int):
    """Yield (match, seat, action to play, actions sampled) along one random game; the
    action is played after the caller's look unless the caller played it."""
    game = registry.get(game_id)
    match = _match(game_id, seed)
    rng = Rng.from_seed(seed, "previews")
    for step, (_state, seat, action) in enumerate(
        random_steps(game, GAMES[game_id], seed, match.config)
    ):
        if step >= MAX_STEPS:
            return
        legal = match.legal_actions(seat)
        sampled = [legal[rng.below(len(legal))] for _ in range(min(SAMPLED, len(legal)))]
        cursor = match.cursor
        yield match, seat, action, sampled
        if match.cursor == cursor:
            match.play(seat, action)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_preview_is_what_the_move_changes(game_id, seed):
    game = registry.get(game_id)
    told = 0
    for match, seat, action, sampled in _walk(game_id, seed):
        before = match.state_digest()
        for other in sampled:
            preview = match.preview(seat, other)
            assert match.preview(seat, other) is preview  # the same hover costs nothing
        measures = game.measures(match.state, seat)
        preview = match.preview(seat, action)
        assert match.state_digest() == before, "a preview changed the table"
        transition = game.apply(match.state, seat, action)
        match.play(seat, action)
        changed = compare(measures, game.measures(match.state, seat))
        if transition.revealed_to:  # only what the seat could foresee is told
            assert all(line in changed.lines for line in preview.lines), (action, changed)
        else:
            assert preview == changed, (action, preview, changed)
        told += bool(preview)
    assert told > 0, f"{game_id}: no preview told anything over a whole game"


def _applause_told(preview: Preview) -> dict[str, int]:
    return {
        line.params["house"]: line.params["amount"]
        for line in preview.lines
        if line.kind == "divas.preview.applause"
    }


@pytest.mark.rule("DIV-031")
@pytest.mark.parametrize("seed", (5, 6, 7))
def test_divas_applause_preview_agrees_with_the_applause_events(seed):
    """Every Applause the preview tells is what the move's events score (all of it,
    unless the move also draws: then what depends on the draw is not foretold)."""
    game = registry.get("divas")
    checked = 0
    for match, seat, action, _sampled in _walk("divas", seed):
        if action.kind in ("done", "close_opera"):
            continue  # a closing turns Applause into VP: no Applause event tells it
        preview = match.preview(seat, action)
        transition = game.apply(match.state, seat, action)
        diva = f"divas.diva.{'callas' if seat == 0 else 'tebaldi'}"
        events: dict[str, int] = {}
        for event in transition.events:
            if event.kind == "divas.applause" and event.params["player"] == diva:
                house = event.params["house"]
                events[house] = events.get(house, 0) + event.params["amount"]
        scored = {h: n for h, n in events.items() if n}
        told = _applause_told(preview)
        assert all(scored.get(h) == n for h, n in told.items()), (action, told, scored)
        if not transition.revealed_to:
            assert told == scored, (action, told, scored)
        checked += len(told)
    assert checked >= 3


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_preview_never_depends_on_hidden_cards(game_id):
    """The same move previewed on a table dealt again as the seat sees it says the same."""
    game = registry.get(game_id)
    compared = 0
    for index, (match, seat, _action, sampled) in enumerate(_walk(game_id, 21)):
        if index % 7:
            continue
        masked = game.determinize(match.state, seat, None, Rng.from_seed(index, "mask"))
        for action in sampled:
            if not game.is_legal(masked, seat, action):
                continue
            assert game.preview(masked, seat, action) == match.preview(seat, action), action
            compared += 1
    assert compared > 20


def test_compare_tells_changes_standing_values_and_their_group():
    before = {
        "gold": Measure("gold", 5),
        "value": Measure("value", 9, {"opera": "x"}, True, "x"),
        "lacks": Measure("lacks", 3, {"opera": "x"}, True, "x"),
        "gone": Measure("gone", 2),
    }
    after = {
        "gold": Measure("gold", 3),
        "value": Measure("value", 9, {"opera": "x"}, True, "x"),
        "lacks": Measure("lacks", 2, {"opera": "x"}, True, "x"),
    }
    lines = [(line.kind, line.params["amount"]) for line in compare(before, after).lines]
    assert lines == [("gold", -2), ("value", 9), ("lacks", 2), ("gone", -2)]
    assert not compare(after, after)
