"""A lesson's prepared deal: the seeded set-up, arranged by the game's documented function,
stays a table the rules could have dealt, and the game plays on from it."""

from __future__ import annotations

import pytest

from divas_desktop.core.rng import Rng
from divas_desktop.lessons.run import lesson_match
from divas_desktop.lessons.script import load_lesson


def keep_titles(match) -> None:
    """Both impresarios keep their seasons: the play cards are dealt."""
    while match.state.phase == "setup_swap":
        seat = match.to_move()[0]
        match.play(seat, next(a for a in match.legal_actions(seat) if a.opera is None))


def test_an_arranged_sipario_deal_gives_the_learner_the_cards_and_stays_legal():
    base = load_lesson("sipario")
    plain = lesson_match(base, "Violetta")
    wanted = list(plain.state.deck[:2])  # two cards at the bottom of the play deck
    lesson = base.model_copy(update={"arrange": {"hand": wanted}})
    match = lesson_match(lesson, "Violetta")
    assert sorted(match.state.deck) == sorted(plain.state.deck)  # the same cards, reordered
    assert plain.state.deck[:2] == tuple(wanted)  # the seeded match itself is untouched
    assert match.game.invariants(match.state) == []
    keep_titles(match)
    keep_titles(plain)
    hand, before = match.state.players[0].hand, plain.state.players[0].hand
    assert set(wanted) <= set(hand) and not set(wanted) & set(before)
    assert len(hand) == len(before)
    assert len(set(hand) - set(before)) == 2  # only the two exchanged cards differ
    rng = Rng.from_seed(1, "lesson-arrange")
    for _ in range(150):  # the rules play on from the arranged table
        movers = match.to_move()
        if not movers:
            break
        match.play(movers[0], match.game.random_action(match.state, movers[0], rng))
        assert match.game.invariants(match.state) == []


def test_a_card_the_deck_does_not_hold_cannot_be_arranged():
    base = load_lesson("sipario")
    lesson = base.model_copy(update={"arrange": {"hand": ["sip.op.10"]}})  # an opera title
    with pytest.raises(ValueError):
        lesson_match(lesson, "Violetta")
