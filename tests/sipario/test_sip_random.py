"""Seeded random and computer games finish, keep their invariants and emit known codes."""

from pathlib import Path

import pytest

from divas_desktop.core.rng import Rng
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.i18n.texts_sipario import TEXTS

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = [
    {},
    {"last_hour_offer": True, "infingardo": True},
    {"prime_donne": False},
    {"travesti_table": True, "nerves_penalty_both": True},
    {"halving_floor_kept": True},
]


def _play(config, seed, bots=False, check_every=1):
    state = GAME.initial_state(config, seed)
    rng = Rng.from_seed(seed, "sip-test")
    codes = set()
    for step in range(GAME.max_actions):
        movers = GAME.to_move(state)
        if not movers:
            break
        seat = movers[0]
        if bots:
            action = GAME.bot_action(state, seat, seed * 7919 + step)
        else:
            action = GAME.random_action(state, seat, rng)
        result = GAME.apply(state, seat, action)
        codes.update(e.kind for e in result.events)
        state = result.state
        if step % check_every == 0:
            assert not GAME.invariants(state), (seed, step, GAME.invariants(state))
    return state, codes


@pytest.mark.rule("SIP-018")
@pytest.mark.rule("SIP-015")
def test_fifty_seeded_random_games_finish():
    """50 random games over 2–5 seats and every variant end with an outcome."""
    codes = set()
    for seed in range(50):
        seats = 2 + seed % 4
        options = dict(VARIANTS[seed % len(VARIANTS)])
        if seed % 10 == 8:
            options = {"team_play": True}
            seats = 4
        config = SiparioConfig(seats=seats, max_rounds=10, **options)
        state, found = _play(config, seed, check_every=5)
        codes |= found
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners
        assert set(outcome.scores) == set(range(seats))
    missing = {c for c in codes if c not in TEXTS}
    assert not missing


@pytest.mark.rule("SIP-017")
def test_computer_players_finish_target_games():
    """Bots reach the 25 PN target well before the safety cap."""
    for seed, seats in ((1, 2), (2, 3), (3, 4), (4, 5)):
        state, _ = _play(SiparioConfig(seats=seats), seed, bots=True, check_every=10)
        outcome = GAME.outcome(state)
        assert outcome is not None
        assert max(outcome.scores.values()) >= 25
        assert state.round < SiparioConfig(seats=seats).round_cap


def test_every_score_label_and_option_has_a_text():
    """Score labels, options and option values are all in the English table."""
    state, _ = _play(SiparioConfig(seats=3), 5, bots=True, check_every=50)
    for player in state.players:
        for label in player.ledger:
            assert label in TEXTS
    for name, field in SiparioConfig.model_fields.items():
        if field.description:
            assert field.description in TEXTS, name
    for mode in ("target_25", "target_50", "target_100", "timed_30", "timed_60", "timed_90"):
        assert f"sipario.option.mode.{mode}" in TEXTS
    from divas_desktop.games.sipario.data import load

    for kind in load().action_types:
        assert f"sipario.card.{kind}" in TEXTS and f"sipario.card.{kind}.effect" in TEXTS
    from divas_desktop.games.sipario.refusals import REFUSALS

    for code in REFUSALS:
        assert f"reason.{code}" in TEXTS


def test_views_never_show_another_seats_secrets():
    """Short games over the optional rules: no view shows ids secret to someone else."""
    from divas_desktop.core.digest import canonical_json

    for seed, options in enumerate(
        [
            {"last_hour_offer": True, "infingardo": True},
            {"pd_discard_to_blind": True},
            {"team_play": True},
            {"travesti_table": True},
        ]
    ):
        seats = 4 if options.get("team_play") else 3 + seed % 3
        config = SiparioConfig(seats=seats, max_rounds=10, **options)
        state = GAME.initial_state(config, 40 + seed)
        rng = Rng.from_seed(seed, "leaks")
        step = 0
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, GAME.random_action(state, seat, rng)).state
            step += 1
            if step % 7:
                continue
            secrets = GAME.secrets(state)
            for viewer in [None, *range(seats)]:
                text = canonical_json(GAME.player_view(state, viewer))
                for owner, ids in secrets.items():
                    if owner is not None and owner == viewer:
                        continue
                    assert not any(f'"{i}"' in text for i in ids), (seed, step, viewer, owner)
