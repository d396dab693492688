"""The demo game behind the UI tests and screenshots is itself a sound game."""

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng

from .demo.game import GAME, DemoConfig


def test_random_demo_games_end_and_never_leak_a_hand():
    for seed in range(16):
        seats = 2 + seed % 3
        state = GAME.initial_state(DemoConfig(seats=seats), seed)
        rng = Rng.from_seed(seed, "demo-test")
        for _ in range(GAME.max_actions):
            movers = GAME.to_move(state)
            if not movers:
                break
            for seat, secret in GAME.secrets(state).items():
                for other in [None, *range(seats)]:
                    if other != seat:
                        shown = canonical_json(GAME.player_view(state, other))
                        assert not any(f'"{card}"' in shown for card in secret)
            legal = GAME.legal_actions(state, movers[0])
            assert legal and legal == GAME.legal_actions(state, movers[0])
            before = canonical_json(state)
            state = GAME.apply(state, movers[0], rng.choice(legal)).state
            assert canonical_json(state) != before
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners
        assert sum(outcome.scores.values()) >= 0
