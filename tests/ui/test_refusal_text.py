"""Refusal reasons reach the player as text, whichever table holds them."""

from divas_desktop.i18n.translate import refusal_text


def test_engine_reasons_are_found_under_their_reason_prefix(qapp):
    shown = refusal_text("turandot", "bid_empty")
    assert shown and shown != "bid_empty" and "reason." not in shown


def test_shared_reasons_come_from_the_core_table(qapp):
    shown = refusal_text("turandot", "not_your_turn")
    assert shown != "not_your_turn"
