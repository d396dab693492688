"""Refusal reasons reach the player as text, whichever table holds them."""

import pytest

from divas_desktop.i18n.translate import refusal_text


@pytest.mark.parametrize(
    ("game_id", "reason"),
    [("turandot", "bid_empty"), ("sipario", "already_drew"), ("divas", "must_move")],
)
def test_engine_reasons_are_found_under_their_reason_prefix(qapp, game_id, reason):
    shown = refusal_text(game_id, reason)
    assert shown and shown != reason and "reason." not in shown


def test_shared_reasons_come_from_the_core_table(qapp):
    shown = refusal_text("turandot", "not_your_turn")
    assert shown != "not_your_turn"
