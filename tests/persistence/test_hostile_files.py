"""Hostile files are refused with a clear reason before a single move is replayed."""

from __future__ import annotations

import json
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from divas_desktop.core import registry
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.types import Action, Outcome, Transition
from divas_desktop.persistence.savefile import (
    MAX_BYTES,
    SaveError,
    load_match,
    match_from_json,
    match_to_json,
)


def _toy_match(moves: int = 3, names=("Ada", "Bo")) -> Match:
    game = registry.get("toy")
    match = Match(game, game.default_config(2), [SeatInfo(name=n) for n in names], 11)
    for _ in range(moves):
        seat = match.to_move()[0]
        match.play(seat, match.legal_actions(seat)[0])
    return match


@pytest.fixture
def forbid_replay(monkeypatch):
    """Call it to fail the test if any move is applied from then on (refusal comes first)."""
    game = registry.get("toy")

    def refuse(*_args, **_kwargs):
        raise AssertionError("a move was replayed before the file was refused")

    return lambda: monkeypatch.setattr(type(game), "apply", refuse)


def test_an_integer_too_long_to_parse_is_refused(forbid_replay):
    data = json.loads(match_to_json(_toy_match()))
    forbid_replay()
    text = json.dumps(data).replace('"seed": 11', '"seed": ' + "9" * 5000)
    with pytest.raises(SaveError) as refused:
        match_from_json(text)
    assert refused.value.code == "number_too_long"
    # A whole file of digits, at the size limit, is refused the same way.
    with pytest.raises(SaveError) as refused:
        match_from_json('{"format": "divas-desktop-save", "x": ' + "7" * (MAX_BYTES - 60) + "}")
    assert refused.value.code == "number_too_long"


def test_a_seed_outside_64_bits_is_refused():
    data = json.loads(match_to_json(_toy_match()))
    data["seed"] = 2**64
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "invalid_save"


def test_a_utf8_byte_order_mark_is_read(tmp_path):
    match = _toy_match()
    path = tmp_path / "bom.divas"
    path.write_bytes(b"\xef\xbb\xbf" + match_to_json(match).encode("utf-8"))
    assert load_match(path).state_digest() == match.state_digest()


def test_a_log_longer_than_the_games_max_actions_is_refused(forbid_replay):
    game = registry.get("toy")
    data = json.loads(match_to_json(_toy_match()))
    forbid_replay()
    data["log"] = data["log"] * (game.max_actions // 3 + 1)
    assert len(data["log"]) > game.max_actions
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "too_many_moves"
    assert refused.value.params["moves"] == len(data["log"])


def test_a_player_name_longer_than_40_characters_is_refused():
    data = json.loads(match_to_json(_toy_match()))
    data["seats"][0]["name"] = "A" * 41
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "name_too_long"
    assert refused.value.params["limit"] == 40
    data["seats"][0]["name"] = "A" * 40  # exactly at the limit: fine
    assert match_from_json(json.dumps(data)).seats[0].name == "A" * 40


# --- a 16 MiB file of legal back-and-forth moves ------------------------------------------
class StepConfig(GameConfig):
    """Options of the back-and-forth game."""

    seats: int = 2


class Step(Action):
    """Move the token one square left or right (always legal: back and forth for ever)."""

    kind: Literal["step"] = "step"
    right: bool


class StepState(BaseModel):
    """Where the token is."""

    model_config = ConfigDict(frozen=True)
    square: int = 0


class BackAndForth(Game[StepState]):
    """A game whose moves can go back and forth without end (up to the default bound)."""

    game_id = "back_and_forth"
    config_type = StepConfig
    action_adapter = TypeAdapter(Annotated[Step, Field(discriminator="kind")])
    max_actions = 500_000
    """As high as Sipario!'s bound: the file stays within it."""
    applied = 0

    def initial_state(self, config, seed):
        return StepState()

    def to_move(self, state):
        return (0,)

    def legal_actions(self, state, seat):
        return [Step(right=False), Step(right=True)] if seat == 0 else []

    def apply(self, state, seat, action):
        BackAndForth.applied += 1
        return Transition(state=StepState(square=state.square + (1 if action.right else -1)))

    def outcome(self, state) -> Outcome | None:
        return None

    def player_view(self, state, seat):
        return state


def test_a_16_mib_file_of_legal_back_and_forth_moves_is_refused_without_replaying(tmp_path):
    game = BackAndForth()
    registry.register(game)
    try:
        match = Match(game, game.default_config(2), [SeatInfo(name="A"), SeatInfo(name="B")], 1)
        for index in range(4):
            match.play(0, Step(right=index % 2 == 0))
        data = json.loads(match_to_json(match))
        entry = json.dumps(data["log"][0], separators=(",", ":"))
        head = json.dumps({k: v for k, v in data.items() if k != "log"})[:-1] + ', "log": ['
        count = (MAX_BYTES - len(head) - 10) // (len(entry) + 1)
        path = tmp_path / "hostile.divas"
        path.write_text(head + ",".join([entry] * count) + "]}", encoding="utf-8")
        assert MAX_BYTES - 4096 < path.stat().st_size <= MAX_BYTES
        assert count < game.max_actions  # legal by the game's own bound...
        BackAndForth.applied = 0
        with pytest.raises(SaveError) as refused:
            load_match(path)
        assert refused.value.code == "too_many_moves"  # ...but more than any real game
        assert BackAndForth.applied == 0
    finally:
        registry.unregister(game.game_id)
