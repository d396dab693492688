"""Legality, the same in every game: ``is_legal`` agrees with ``legal_actions``, and
``apply`` refuses every illegal action with a reason and changes nothing.

The illegal actions are made from legal ones, as a careless board or a damaged save
would: another seat's action, an action that was legal a few steps ago, and each field
of a legal action changed (another card, target, amount, side...).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, get_args, get_origin

import pytest
from pydantic import ValidationError

from divas_desktop.core import registry
from divas_desktop.core.digest import canonical_json
from divas_desktop.core.game import Game
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, IllegalAction, Seat

from .helpers import conformance_ids, random_steps, seat_counts, variant_configs

PROBED_STEPS = 400
"""Whole random games are probed, at every step, until at least this many steps."""
SAMPLED = 3
"""Legal actions per seat and step whose fields are mutated."""
STALE = 8
"""Steps for which a legal action is kept as a (probably stale) candidate."""
FIRST_SEED = 6000
"""Seeds from here give, among others, Opera Magna games with both Venice city powers."""
POOL = 12
"""Legal actions (of any seat) and hidden ids per step whose values feed the mutations."""
PURITY_EVERY = 4
"""Every n-th step's state is compared as JSON before and after its refused actions."""
DEFAULT_EVERY = 16
"""With the base ``Game.is_legal`` (membership, so slow) only every n-th probe is tried,
on a quarter of the steps."""


@dataclass(frozen=True)
class Probe:
    """One step of a random game: the state, a seat and the actions tried on it."""

    state: Any
    seat: Seat
    legal: tuple[Action, ...]
    legal_set: frozenset[Action]
    candidates: tuple[Action, ...]


def _variants(action: Action, name: str, value: Any, pool: dict[str, list[Any]], rng: Rng):
    """Other values for one field: neighbours, other literals, values seen elsewhere."""
    annotation = type(action).model_fields[name].annotation
    out: list[Any] = []
    if get_origin(annotation) is Literal:
        out += [v for v in get_args(annotation) if v != value]
    elif isinstance(value, bool):
        out.append(not value)
    elif isinstance(value, int):
        out += [value - 1, value + 1]
    elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
        for index in range(len(value)):  # one amount more or less, or moved to another
            for step in (-1, 1):
                out.append(value[:index] + (value[index] + step,) + value[index + 1 :])
            for other in range(len(value)):
                if other != index:
                    moved = list(value)
                    moved[index] += 1
                    moved[other] -= 1
                    out.append(tuple(moved))
    seen = [v for v in pool.get(name, []) if v != value]
    if isinstance(value, str):  # any id of the table: other cards, targets, hidden cards
        seen += [v for v in pool.get("", []) if v != value]
    out += [seen[rng.below(len(seen))] for _ in range(min(3, len(seen)))]
    return out


def _mutations(action: Action, pool: dict[str, list[Any]], rng: Rng) -> Iterator[Action]:
    """Yield valid actions of the same kind with one field changed."""
    fields = action.model_dump()
    for name, value in fields.items():
        if name == "kind":
            continue
        for other in _variants(action, name, value, pool, rng):
            try:
                yield type(action).model_validate({**fields, name: other})
            except ValidationError:
                continue


def _pool(game: Any, state: Any, everyone: list[Action], rng: Rng) -> dict[str, list[Any]]:
    """Field values of some legal actions of any seat, and hidden ids (key ``""``)."""
    pool: dict[str, list[Any]] = {}
    for action in [rng.choice(everyone) for _ in range(POOL)] if everyone else []:
        for name, value in action.model_dump().items():
            pool.setdefault(name, []).append(value)
            if isinstance(value, str) and name != "kind":
                pool.setdefault("", []).append(value)
    hidden = sorted(i for ids in game.secrets(state).values() for i in ids)
    pool.setdefault("", []).extend(rng.choice(hidden) for _ in range(POOL) if hidden)
    return pool


def _default_is_legal(game: Game) -> bool:
    """Whether the game keeps the base ``is_legal`` (membership: slow, and right by design)."""
    return type(game).is_legal is Game.is_legal


@cache
def probes(game_id: str) -> tuple[Probe, ...]:
    """Walk whole random games and build the probes of every step."""
    game = registry.get(game_id)
    counts = seat_counts(game)
    rng = Rng.from_seed(7, "legality")
    found: list[Probe] = []
    index = steps = 0
    wanted = PROBED_STEPS // 4 if _default_is_legal(game) else PROBED_STEPS
    while steps < wanted:
        seats = counts[index % len(counts)]
        configs = variant_configs(game, seats)
        config = configs[index % len(configs)]
        recent: list[Action] = []
        for state, _seat, _action in random_steps(game, seats, FIRST_SEED + index, config):
            legal = {seat: game.legal_actions(state, seat) for seat in range(seats)}
            everyone = [a for actions in legal.values() for a in actions]
            pool = _pool(game, state, everyone, rng)
            for seat in range(seats):
                candidates: list[Action] = []
                for action in legal[seat][:1] + [
                    rng.choice(legal[seat]) for _ in range(SAMPLED - 1) if legal[seat]
                ]:
                    candidates += _mutations(action, pool, rng)
                candidates += [rng.choice(everyone) for _ in range(2) if everyone]
                candidates += recent
                found.append(
                    Probe(
                        state, seat, tuple(legal[seat]), frozenset(legal[seat]), tuple(candidates)
                    )
                )
            recent = (recent + everyone[:1] + everyone[-1:])[-2 * STALE :]
            steps += 1
        index += 1
    return tuple(found)


@pytest.mark.parametrize("game_id", conformance_ids())
def test_is_legal_agrees_with_legal_actions(game_id):
    """For every legal action and every mutated one, ``is_legal`` says what the list says."""
    game = registry.get(game_id)
    every = DEFAULT_EVERY if _default_is_legal(game) else 1
    illegal = 0
    for probe in probes(game_id)[::every]:
        for action in probe.legal:
            assert game.is_legal(probe.state, probe.seat, action), (game_id, probe.seat, action)
        for action in probe.candidates:
            expected = action in probe.legal_set
            illegal += not expected
            assert game.is_legal(probe.state, probe.seat, action) is expected, (
                f"{game_id}: is_legal({action!r}) for seat {probe.seat} should be {expected}"
            )
    assert illegal > len(probes(game_id)) // every, f"{game_id}: too few illegal actions tried"


@pytest.mark.parametrize("game_id", conformance_ids())
def test_apply_refuses_illegal_actions_and_changes_nothing(game_id):
    """``apply`` of an illegal action raises IllegalAction with the refusal's reason."""
    game = registry.get(game_id)
    watched: list[tuple[Any, str]] = []  # (state, its JSON) of every PURITY_EVERY-th step
    last, steps = None, 0
    for probe in probes(game_id):
        if probe.state is not last:  # the seats of one step share its state
            last, steps = probe.state, steps + 1
            if steps % PURITY_EVERY == 1:
                watched.append((last, canonical_json(last)))
        for action in probe.candidates:
            if action in probe.legal_set:
                continue
            refusal = game.refusal(probe.state, probe.seat, action)
            assert refusal is not None and refusal.reason, (game_id, action)
            with pytest.raises(IllegalAction) as refused:
                game.apply(probe.state, probe.seat, action)
            assert refused.value.reason == refusal.reason, (game_id, action)
    for state, before in watched:
        assert canonical_json(state) == before, f"{game_id}: a refused apply changed a state"
