"""Undo must never let a seat unlearn a secret: every reveal is declared in ``revealed_to``.

Undo stops at a step whose ``revealed_to`` holds the seat (core.match). So whenever a
step makes a secret id newly visible to a seat — in its view or in the step's events as
that seat may read them — the seat must be listed, or Undo could take the step back and
let it choose again knowing the card (issue 16: Sipario!'s Announced Flop, computer
players' hands). Checked at every step of random games of every game.
"""

from __future__ import annotations

from typing import Any

import pytest

from divas_desktop.core import registry
from divas_desktop.core.digest import to_jsonable

from .helpers import conformance_ids, random_steps, seat_counts, variant_configs

GAMES = 3
"""Random games per game id (different seat counts and variants)."""


def strings_in(value: Any) -> set[str]:
    """Every string (keys and values) in a view or event, as plain JSON data."""
    found: set[str] = set()
    stack = [to_jsonable(value)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def hidden_from(secrets: dict[Any, set[str]], seat: int) -> set[str]:
    """The ids ``seat`` may not see in a state (owned by another seat, or by nobody)."""
    out: set[str] = set()
    for owner, ids in secrets.items():
        if owner != seat:
            out |= set(ids)
    return out


@pytest.mark.parametrize("game_id", conformance_ids())
def test_every_newly_seen_secret_is_declared_in_revealed_to(game_id):
    game = registry.get(game_id)
    counts = seat_counts(game)
    checked = 0
    for index in range(GAMES):
        seats = counts[index % len(counts)]
        configs = variant_configs(game, seats)
        config = configs[index % len(configs)]
        for before, actor, action in random_steps(game, seats, 3000 + index, config):
            transition = game.apply(before, actor, action)
            secrets = game.secrets(before)
            for seat in range(seats):
                hidden = hidden_from(secrets, seat)
                if not hidden:
                    continue
                seen = strings_in(game.player_view(transition.state, seat))
                for event in transition.events:
                    shown = game.redact_event(event, seat)
                    if shown is not None:
                        seen |= strings_in(shown)
                learned = hidden & seen
                assert not learned or seat in transition.revealed_to, (
                    f"{game_id} seed {3000 + index}: seat {seat} sees {sorted(learned)[:3]} "
                    f"after {actor} played {action!r}, but revealed_to is "
                    f"{sorted(transition.revealed_to)}"
                )
                checked += 1
    assert checked > 0
