"""Reconstructed data (G-TUR-01, G-TUR-02) and the texts of every code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from divas_desktop.core.rng import Rng
from divas_desktop.games.turandot.data import (
    KINDS,
    RESOURCES,
    DirectorFile,
    SingerFile,
    directors,
    singers,
)
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.i18n.texts_turandot import TEXTS

ROOT = Path(__file__).resolve().parents[2]
STARS = {
    "pro": {2: 12, 3: 16, 4: 8},
    "classic": {1: 8, 2: 16, 3: 12},
    "alternative": {1: 12, 2: 14, 3: 10},
    "dark": {1: 12, 2: 14, 3: 10},
    "comic": {1: 14, 2: 14, 3: 8},
    "amateur": {0: 8, 1: 18, 2: 10},
}
FAVOURITES = {
    0: "calaf",
    1: "calaf",
    2: "ping",
    3: "ping",
    4: "pong",
    5: "pong",
    6: "pang",
    7: "pang",
    20: "turandot",
    21: "turandot",
    22: "liu",
    23: "liu",
}


@pytest.mark.parametrize("kind", KINDS)
def test_singers_follow_the_reconstruction_proposal(kind):
    """G-TUR-01: genders by index, favourites, star multiset spread by S[(7i) mod 36]."""
    deck = sorted((s for s in singers().values() if s.kind == kind), key=lambda s: s.index)
    values = sorted((v for v, n in STARS[kind].items() for _ in range(n)), reverse=True)
    for singer in deck:
        i = singer.index
        assert singer.gender == ("M" if i < 20 else "F" if i < 32 else "U")
        assert singer.favourite_role == FAVOURITES.get(i)
        assert singer.stars == values[(7 * i) % 36]
        assert singer.reconstructed


def test_stage_names_are_unique_and_invented():
    names = [s.stage_name for s in singers().values()]
    assert len(set(names)) == 216
    assert all(re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+", n) for n in names)


def test_directors_are_reconstructed_and_named():
    assert len(directors()) == 9
    for director in directors().values():
        assert director.reconstructed
        assert f"turandot.director.{director.key}" in TEXTS
        assert f"turandot.director.{director.key}.effect" in TEXTS


def test_data_files_are_validated_strictly():
    raw = json.loads((RESOURCES / "singers.json").read_text(encoding="utf-8"))
    raw["singers"][0]["colour"] = "red"
    with pytest.raises(ValidationError):
        SingerFile.model_validate(raw)
    raw = json.loads((RESOURCES / "singers.json").read_text(encoding="utf-8"))
    raw["singers"].pop()
    with pytest.raises(ValidationError):
        SingerFile.model_validate(raw)
    raw = json.loads((RESOURCES / "directors.json").read_text(encoding="utf-8"))
    raw["directors"].pop()
    with pytest.raises(ValidationError):
        DirectorFile.model_validate(raw)


def _codes_of_random_games():
    kinds, reasons = set(), set()
    for seed in range(12):
        seats = 2 + seed % 4
        state = GAME.initial_state(GAME.default_config(seats), seed)
        rng = Rng.from_seed(seed, "texts")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            transition = GAME.apply(state, seat, GAME.random_action(state, seat, rng))
            kinds |= {e.kind for e in transition.events}
            for other in GAME.legal_actions(transition.state, (seat + 1) % seats)[:3]:
                refusal = GAME.refusal(transition.state, seat, other)
                if refusal is not None:
                    reasons.add(refusal.reason)
            state = transition.state
    return kinds, reasons


def test_event_parameters_fill_every_placeholder():
    """Each event's text finds all of its placeholders among the event's parameters."""
    for seed in range(6):
        seats = 2 + seed % 4
        state = GAME.initial_state(GAME.default_config(seats), seed)
        rng = Rng.from_seed(seed, "placeholders")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            transition = GAME.apply(state, seat, GAME.random_action(state, seat, rng))
            for event in transition.events:
                wanted = set(re.findall(r"{(\w+)}", TEXTS[event.kind]))
                assert wanted <= set(event.params), (event.kind, wanted, event.params)
                for key, value in event.params.items():
                    if key.startswith("director_name"):
                        assert value in TEXTS
            state = transition.state


def test_every_emitted_code_has_an_english_text():
    kinds, reasons = _codes_of_random_games()
    assert "turandot.singer_hired" in kinds
    assert kinds <= set(TEXTS), kinds - set(TEXTS)
    generic = {"not_your_turn", "game_over", "illegal_move"}
    assert {f"reason.{r}" for r in reasons - generic} <= set(TEXTS)
    code = (ROOT / "divas_desktop/games/turandot/refusals.py").read_text()
    for reason in re.findall(r'IllegalAction\("(\w+)"', code):
        assert reason in generic or f"reason.{reason}" in TEXTS
    for module in ("hiring.py", "rules.py"):
        code = (ROOT / "divas_desktop/games/turandot" / module).read_text()
        for kind in re.findall(r'kind="(turandot\.\w+)"', code):
            assert kind in TEXTS, kind
    for label in ("stars", "scene", "favourites", "gender", "director"):
        assert f"turandot.score.{label}" in TEXTS
    assert "turandot.tie.stars" in TEXTS and "turandot.tie.shared" in TEXTS


def test_every_option_has_a_text():
    """The new-game dialog labels options ``<id>.option.<name>``, values ``<id>.<name>.<v>``."""
    for name, field in GAME.config_type.model_fields.items():
        assert f"turandot.option.{name}" in TEXTS
        assert field.description
    for deck in ("all", *KINDS):
        assert f"turandot.deck.{deck}" in TEXTS
