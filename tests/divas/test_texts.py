"""Every code the engine emits has an English text and complete Italian and Spanish."""

import json
import re
from pathlib import Path

from divas_desktop.core.rng import Rng
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.rules import GAME
from divas_desktop.i18n.grammar import fill
from divas_desktop.i18n.texts_divas import TEXTS

from .helpers import DATA, fresh

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "translations" / "src" / "divas.json").read_text("utf-8"))


def test_events_of_random_games_have_texts_that_format():
    seen = set()
    for seed in range(12):
        state = fresh(seed, palco_reale=True)
        rng = Rng.from_seed(seed, "texts")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            transition = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            for event in transition.events:
                assert event.kind in TEXTS, event.kind
                assert "{" not in fill(TEXTS[event.kind], event.params), event.kind
                for key, value in event.params.items():  # codes the UI translates
                    if key in (
                        "player",
                        "card",
                        "house",
                        "opera",
                        "personality",
                        "first",
                        "second",
                        "instrument",
                    ):
                        assert value in TEXTS, (event.kind, key, value)
                seen.add(event.kind)
            for task in transition.state.tasks[:1]:
                assert f"divas.task.{task.op}" in TEXTS
            assert f"divas.phase.{transition.state.phase}" in TEXTS
            state = transition.state
        for lines in GAME.outcome(state).breakdown.values():
            for line in lines:
                assert "{" not in fill(TEXTS[line.label], line.params), line.label
    assert len(seen) > 25


def test_refusal_reasons_and_tie_breaks_have_texts():
    source = (ROOT / "divas_desktop" / "games" / "divas" / "refusals.py").read_text()
    for code in re.findall(r'IllegalAction\("([a-z_]+)"', source):
        if code not in ("game_over", "not_your_turn"):  # the core table says those
            assert f"reason.{code}" in TEXTS, code
    assert {"divas.tie.more_operas", "divas.tie.shared"} <= set(TEXTS)


def test_options_cards_operas_personalities_have_texts():
    for name, field in DivasConfig.model_fields.items():
        assert f"divas.option.{name}" in TEXTS and field.description, name
    for value in ("random", "callas", "tebaldi"):
        assert f"divas.first_player.{value}" in TEXTS
    for value in ("records", "longest"):
        assert f"divas.timeline_rule.{value}" in TEXTS
    for card in DATA.cards.values():
        assert TEXTS[f"divas.card.{card.key}"] == card.name
        assert f"divas.card.{card.key}.event" in TEXTS
        assert f"divas.card.{card.key}.fact" in TEXTS
    for opera in DATA.operas.values():
        assert TEXTS[f"divas.opera.{opera.id}"] == opera.title
    for person in DATA.personalities.values():
        assert f"divas.personality.{person.key}.condition" in TEXTS
