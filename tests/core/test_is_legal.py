"""The base Game's legality check: membership by default, consulted by refusal()."""

from __future__ import annotations

from toygame import GAME, Pick, ToyGame

from divas_desktop.core import registry
from divas_desktop.core.game import Game


def test_default_is_legal_is_membership_in_legal_actions():
    state = GAME.initial_state(GAME.default_config(2), 3)
    legal = GAME.legal_actions(state, 0)
    assert legal and all(GAME.is_legal(state, 0, a) for a in legal)
    hand = {a.card for a in legal}
    assert not GAME.is_legal(state, 0, Pick(card=next(c for c in state.deck if c not in hand)))


def test_refusal_follows_is_legal_so_a_cheap_check_decides():
    class Strict(ToyGame):
        def is_legal(self, state, seat, action):
            return False

    state = GAME.initial_state(GAME.default_config(2), 3)
    action = GAME.legal_actions(state, 0)[0]
    assert GAME.refusal(state, 0, action) is None
    assert Strict().refusal(state, 0, action).reason == "toy.not_in_hand"


def test_every_game_has_a_rules_version():
    assert Game.rules_version == 1
    for game_id in registry.game_ids():
        version = registry.get(game_id).rules_version
        assert isinstance(version, int) and version >= 1, game_id
