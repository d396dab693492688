"""Every Sipario! decision is a gesture on the board, or a confirmation button (issue 11).

Seeded computer games at 2, 3 and 5 seats, with the optional rules and in team play:
at every decision the mover's board is synced, and each legal action must be reachable
by a drag between two items that are drawn, or be one of the confirmations; a drop
that stands for several actions must offer them under different words.
"""

from __future__ import annotations

import pytest

from divas_desktop.ui.boards.sipario.board import SiparioBoard
from divas_desktop.ui.boards.sipario.texts import SiparioTexts, card_name

from .helpers import BUTTON_KINDS, sipario_match

CASES = [
    (2, 3, {}),
    (3, 4, {"last_hour_offer": True}),
    (3, 8, {"infingardo": True}),
    (5, 6, {"last_hour_offer": True}),
    (4, 7, {"team_play": True}),
]


@pytest.mark.parametrize(("seats", "seed", "options"), CASES)
def test_every_decision_has_a_gesture_or_a_confirmation(qapp, seats, seed, options):
    match = sipario_match(seats, humans=(), seed=seed, **options)
    board = SiparioBoard("sipario", match.seats)
    seen: set[str] = set()
    for _ in range(500):
        to_move = match.to_move()
        if not to_move:
            break
        seat = to_move[0]
        legal = match.legal_actions(seat)
        board.set_table(match.seats, seat)
        board.sync(match.view(seat), legal)
        keys = board.legal_keys()
        for action in legal:
            key = board.action_key(action)
            if key is None:
                assert action.kind in BUTTON_KINDS, action
                continue
            item, target = key
            assert board.item(item) is not None, (action, item)
            assert board.item(target) is not None, (action, target)
            assert board.item(target).spec.target, (action, target)
            seen.add(action.kind)
        for actions in keys.values():
            if len(actions) > 1:
                _assert_told_apart(board, actions)
        match.play_bot(seat)
    assert "draw" in seen and "begin_debut" in seen, seen


def _named(value):
    """An action's fields with every card as its printed name (copies are alike)."""
    if isinstance(value, str):
        return card_name(SiparioTexts(), value)
    if isinstance(value, list | tuple):
        return tuple(_named(v) for v in value)
    return value


def _assert_told_apart(board, actions) -> None:
    """Options under the same words must be the same move with a copy of the same card."""
    by_words: dict[tuple[str, ...], set] = {}
    for action in actions:
        fields = tuple(sorted((k, _named(v)) for k, v in action.model_dump().items()))
        by_words.setdefault(board.choice_path(action), set()).add(fields)
    for words, moves in by_words.items():
        assert len(moves) == 1, (words, moves)
