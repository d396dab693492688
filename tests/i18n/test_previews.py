"""A drop's preview reads well in every language: each line kind renders with its names.

The lines come from seeded games (``Game.preview`` of the moves played), so each kind a
game emits is rendered from real parameters; a kind without a declaration or a text, a
placeholder left unfilled, or an untranslated line fails.
"""

from __future__ import annotations

import pytest

from divas_desktop.core import registry
from divas_desktop.core.preview import Preview, PreviewLine
from divas_desktop.core.rng import Rng
from divas_desktop.i18n.previews import PARAMS, preview_lines
from divas_desktop.i18n.translate import has_text

NAMES = ["Violetta", "Alfredo", "Germont"]
SEATS = {"divas": 2, "sipario": 3, "turandot": 3, "magna": 3}


def _lines(game_id: str) -> dict[str, PreviewLine]:
    """One line of each kind the previews of two seeded games told."""
    game = registry.get(game_id)
    found: dict[str, PreviewLine] = {}
    for seed in (1, 2):
        state = game.initial_state(game.default_config(SEATS[game_id]), seed)
        rng = Rng.from_seed(seed, "preview-texts")
        for _ in range(900):
            movers = game.to_move(state)
            if not movers:
                break
            seat = movers[0]
            action = game.random_action(state, seat, rng)
            for line in game.preview(state, seat, action).lines:
                found.setdefault(line.kind, line)
            state = game.apply(state, seat, action).state
    return found


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_preview_line_is_declared_and_written(game_id):
    lines = _lines(game_id)
    assert lines, f"{game_id}: no preview told anything"
    for kind, line in lines.items():
        assert kind in PARAMS and has_text("previews", kind), kind
        assert set(line.params) == set(PARAMS[kind]), (kind, line.params)


EXPECTED = {
    "en": ["+2 Applause at La Scala", "−1 Fame at the Teatro Colón", "Alfredo: +1 singer"],
    "it": ["+2 Applausi alla Scala", "−1 Fama al Teatro Colón", "Alfredo: +1 cantante"],
    "es": ["+2 Aplausos en la Scala", "−1 Fama en el Teatro Colón", "Alfredo: +1 cantante"],
}


@pytest.mark.parametrize("language", sorted(EXPECTED))
def test_preview_lines_in_three_languages(qapp, language):
    from divas_desktop.i18n.translate import install_translator

    divas = Preview(
        (
            PreviewLine("divas.preview.applause", {"house": "divas.house.scala", "amount": 2}),
            PreviewLine("divas.preview.fame", {"house": "divas.house.colon", "amount": -1}),
        )
    )
    turandot = Preview((PreviewLine("turandot.preview.singers", {"player": 1, "amount": 1}),))
    install_translator(qapp, language)
    try:
        lines = preview_lines("divas", divas, NAMES) + preview_lines("turandot", turandot, NAMES)
        every = [
            text
            for game_id in SEATS
            for text in preview_lines(game_id, Preview(tuple(_lines(game_id).values())), NAMES)
        ]
    finally:
        install_translator(qapp, "en")
    assert lines == EXPECTED[language]
    assert every and not [t for t in every if "{" in t or ".preview." in t], every
