"""The conformance suite: every registered game passes the same generic checks."""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.digest import canonical_json, digest
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import IllegalAction
from divas_desktop.persistence.savefile import match_from_json, match_to_json

from .helpers import (
    DEFAULT_GAMES,
    GAMES_PER_ID,
    conformance_ids,
    deep_games,
    deep_step,
    final_state,
    random_steps,
    seat_counts,
    variant_configs,
)

IDS = conformance_ids()


@pytest.mark.parametrize("game_id", IDS)
def test_random_complete_games_end_with_an_outcome(game_id):
    """Many seeded random games, over every seat count and variant, end within the bound.

    Invariants (cards and tokens conserved, no negative resources) hold at every step.
    """
    game = registry.get(game_id)
    counts = seat_counts(game)
    configs = {seats: variant_configs(game, seats) for seats in counts}
    for index in range(GAMES_PER_ID.get(game_id, DEFAULT_GAMES)):
        seats = counts[index % len(counts)]
        config = configs[seats][(index // len(counts)) % len(configs[seats])]
        state = None
        for before, seat, action in random_steps(game, seats, 1000 + index, config):
            assert not game.invariants(before), (game_id, index, game.invariants(before))
            track = game.public_scores(before)
            assert track is None or set(track) == set(range(seats))
            state = game.apply(before, seat, action).state
        assert state is not None
        assert not game.invariants(state)
        outcome = game.outcome(state)
        assert outcome is not None, f"{game_id} seed {1000 + index}: over without an outcome"
        assert set(outcome.scores) == set(range(seats))
        assert outcome.winners and set(outcome.winners) <= set(range(seats))


@pytest.mark.parametrize("game_id", IDS)
def test_same_seed_same_game(game_id):
    """Set-up and a whole random game are deterministic in the seed."""
    game = registry.get(game_id)
    seats = game.min_seats
    config = game.default_config(seats)
    assert digest(game.initial_state(config, 7)) == digest(game.initial_state(config, 7))
    assert digest(final_state(game, seats, 7)) == digest(final_state(game, seats, 7))


@pytest.mark.parametrize("game_id", IDS)
def test_every_step_is_deterministic_pure_and_private(game_id):
    """At every step: legal actions are stable, each applies, apply is pure, views leak nothing.

    Long games get the expensive checks (stability, apply, purity, views) on the steps
    :func:`deep_step` picks, over more games; who may move is checked on every step.
    """
    game = registry.get(game_id)
    counts = seat_counts(game)
    for index in range(deep_games(game_id)):
        seats = counts[index % len(counts)]
        configs = variant_configs(game, seats)
        rng = Rng.from_seed(index, "deep")
        config = configs[index % len(configs)]
        steps = random_steps(game, seats, 2000 + index, config)
        for step, (state, _seat, _action) in enumerate(steps):
            deep = deep_step(game_id, step)
            before = canonical_json(state) if deep else None
            movers = game.to_move(state)
            for seat in range(seats):
                legal = game.legal_actions(state, seat)
                if seat not in movers:
                    assert legal == [], f"{game_id}: seat {seat} has actions out of turn"
                    continue
                assert legal, f"{game_id}: seat {seat} must move but has no legal action"
                if not deep:
                    continue
                assert legal == game.legal_actions(state, seat)
                sample = legal if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]
                for action in sample:
                    assert game.refusal(state, seat, action) is None
                    game.apply(state, seat, action)
                    assert canonical_json(state) == before, f"{game_id}: apply mutated its input"
            if deep:
                _assert_views_keep_secrets(game, state, seats)


def _assert_views_keep_secrets(game, state, seats):
    secrets = game.secrets(state)
    viewers = [None, *range(seats)]
    for viewer in viewers:
        text = canonical_json(game.player_view(state, viewer))
        for owner, ids in secrets.items():
            if owner is not None and owner == viewer:
                continue
            for secret in ids:
                assert f'"{secret}"' not in text, (
                    f"{game.game_id}: view of seat {viewer} shows {secret} of {owner}"
                )


def _human_match(game, seats, seed):
    people = [SeatInfo(name=f"P{i}") for i in range(seats)]
    return Match(game, game.default_config(seats), people, seed)


@pytest.mark.parametrize("game_id", IDS)
def test_save_load_replay_and_undo_redo(game_id):
    """Save→load and replay of the log prefix rebuild the same state; undo+redo is a no-op."""
    game = registry.get(game_id)
    seats = game.max_seats
    match = _human_match(game, seats, 3)
    rng = Rng.from_seed(3, "match")
    checkpoints = 0
    while match.to_move():
        movers = match.to_move()
        seat = movers[rng.below(len(movers))]
        match.play(seat, game.random_action(match.state, seat, rng))
        if match.can_undo(seat):
            after, log = match.state_digest(), list(match.log)
            match.undo(seat)
            assert match.cursor < len(match.log)
            match.redo()
            assert match.state_digest() == after and match.log == log
        if match.cursor % 17 == 0:
            checkpoints += 1
            loaded = match_from_json(match_to_json(match))
            assert loaded.state_digest() == match.state_digest()
            prefix = Match.replay(
                game, match.config, match.seats, match.seed, match.log[: match.cursor]
            )
            assert prefix.state_digest() == match.state_digest()
    assert match.outcome() is not None
    loaded = match_from_json(match_to_json(match))
    assert loaded.outcome() == match.outcome()


@pytest.mark.parametrize("game_id", IDS)
def test_illegal_actions_are_refused_and_change_nothing(game_id):
    """An action of a seat that is not to move is refused with a reason; nothing changes."""
    game = registry.get(game_id)
    match = _human_match(game, game.min_seats, 5)
    movers = match.to_move()
    idle = [s for s in range(game.min_seats) if s not in movers]
    action = match.legal_actions(movers[0])[0]
    before = match.state_digest()
    if idle:
        with pytest.raises(IllegalAction) as refused:
            match.play(idle[0], action)
        assert refused.value.reason == "not_your_turn"
    assert match.state_digest() == before and match.cursor == 0
