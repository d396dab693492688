"""Events stay as they were made: nothing changes one after its step, whatever the game.

``Event`` is a plain frozen dataclass: it keeps the ``params`` dict (and the lists in it)
that its maker handed over instead of copying them, as pydantic used to. So an engine that
changed such a dict or list in a later step would rewrite a line already in the log. Checked
over random complete games of every game, with its variants.
"""

from __future__ import annotations

import dataclasses

import pytest

from divas_desktop.core import registry
from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .helpers import conformance_ids, seat_counts, variant_configs

GAMES = 3
"""Random games per game id (different seat counts and variants)."""


@pytest.mark.parametrize("game_id", conformance_ids())
def test_no_event_changes_after_its_step(game_id):
    game = registry.get(game_id)
    counts = seat_counts(game)
    made: list[tuple[int, Event, str]] = []
    for index in range(GAMES):
        seats = counts[index % len(counts)]
        configs = variant_configs(game, seats)
        state = game.initial_state(configs[index % len(configs)], 5000 + index)
        rng = Rng.from_seed(5000 + index, "events")
        for step in range(game.max_actions):
            movers = game.to_move(state)
            if not movers:
                break
            seat = movers[rng.below(len(movers))]
            transition = game.apply(state, seat, game.random_action(state, seat, rng))
            made += [(step, event, canonical_json(event)) for event in transition.events]
            state = transition.state
    assert made, f"{game_id}: random games made no events"
    changed = [(step, text) for step, event, text in made if canonical_json(event) != text]
    assert not changed, f"{game_id}: events changed after their step: {changed[:3]}"


@pytest.mark.parametrize("game_id", conformance_ids())
def test_events_hold_plain_values_of_the_declared_types(game_id):
    """Nothing converts an event's fields any more: every maker passes the declared types."""
    game = registry.get(game_id)
    seats = seat_counts(game)[0]
    state = game.initial_state(game.default_config(seats), 77)
    rng = Rng.from_seed(77, "events")
    seen = 0
    while (movers := game.to_move(state)) and seen < 2000:
        seat = movers[rng.below(len(movers))]
        transition = game.apply(state, seat, game.random_action(state, seat, rng))
        for event in transition.events:
            assert type(event) is Event and isinstance(event.kind, str)
            assert type(event.params) is dict and all(isinstance(k, str) for k in event.params)
            assert event.visible_to is None or type(event.visible_to) is tuple, event
            assert event.subject is None or type(event.subject) is int, event
            seen += 1
        state = transition.state
    assert seen, f"{game_id}: a random game made no events"


def test_an_event_is_built_by_keyword_compared_by_value_and_frozen():
    first = Event(kind="toy.picked", params={"seat": 1}, visible_to=(1,))
    assert first == Event(kind="toy.picked", params={"seat": 1}, visible_to=(1,))
    assert first != Event(kind="toy.picked", params={"seat": 1})
    assert Event(kind="toy.passed").params == {} and Event(kind="toy.passed").subject is None
    with pytest.raises(TypeError):
        Event("toy.picked")  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.kind = "toy.other"  # type: ignore[misc]
