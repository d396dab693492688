"""Saves across rule changes: an older-rules save says so and replays as far as it is legal."""

from __future__ import annotations

import dataclasses
import json

import pytest
import toygame

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.persistence.savefile import (
    OlderRules,
    SaveError,
    load_match,
    match_from_json,
    match_to_json,
    save_match,
)

SEED = 11


class ToyWithoutTheOne(toygame.ToyGame):
    """The toy game after a rule change: the lowest card may no longer be picked."""

    rules_version = 2

    def legal_actions(self, state, seat):
        return [a for a in super().legal_actions(state, seat) if a.card != "toy.1"]

    def to_move(self, state):
        return tuple(s for s in super().to_move(state) if set(state.hands[s]) - {"toy.1"})


class ToyWithDoublePoints(toygame.ToyGame):
    """The toy game after a scoring change: every moves stays legal, the state differs."""

    rules_version = 2

    def apply(self, state, seat, action):
        transition = super().apply(state, seat, action)
        if transition.state.points != state.points:
            points = tuple(
                p * 2 - q for p, q in zip(transition.state.points, state.points, strict=True)
            )
            state = transition.state.model_copy(update={"points": points})
            return dataclasses.replace(transition, state=state)
        return transition


@pytest.fixture
def rules(request):
    """Replace the toy game by a newer edition of its rules for the test."""

    def install(game):
        registry.register(game)
        request.addfinalizer(lambda: registry.register(toygame.GAME))

    return install


def _played_until_the_one(seats=("Ada", "Bo")) -> tuple[Match, int]:
    """A toy match (rules 1) whose log picks toy.1; returns it and that move's index."""
    game = toygame.GAME
    match = Match(game, game.default_config(2), [SeatInfo(name=n) for n in seats], SEED)
    picked_at = None
    while match.to_move():
        seat = match.to_move()[0]
        legal = match.legal_actions(seat)
        action = next((a for a in legal if a.card == "toy.1"), legal[-1])
        if action.card == "toy.1" and picked_at is None:
            picked_at = match.cursor
        match.play(seat, action)
    assert picked_at is not None and picked_at > 0
    return match, picked_at


def test_saves_record_the_rules_version():
    match, _ = _played_until_the_one()
    assert json.loads(match_to_json(match))["rules_version"] == 1


def test_a_move_now_illegal_replays_the_game_up_to_it(rules, tmp_path):
    match, picked_at = _played_until_the_one()
    path = tmp_path / "old.divas"
    save_match(match, path)
    before = path.read_bytes()
    rules(ToyWithoutTheOne())
    with pytest.raises(OlderRules) as older:
        load_match(path)
    assert older.value.code == "older_rules"  # not "damaged"
    assert older.value.kept == picked_at and older.value.total == match.cursor
    kept = older.value.match
    assert kept.cursor == picked_at and len(kept.log) == picked_at
    assert kept.log == match.log[:picked_at]
    assert kept.game.rules_version == 2 and kept.to_move()
    assert path.read_bytes() == before  # the file is untouched


def test_a_state_that_replays_differently_keeps_every_move(rules):
    match, _ = _played_until_the_one()
    text = match_to_json(match)
    rules(ToyWithDoublePoints())
    with pytest.raises(OlderRules) as older:
        match_from_json(text)
    assert older.value.kept == older.value.total == match.cursor
    assert older.value.match.cursor == match.cursor


def test_the_same_rules_version_that_does_not_replay_is_damage(rules):
    match, picked_at = _played_until_the_one()
    data = json.loads(match_to_json(match))
    data["rules_version"] = 2  # claims the new rules: then an illegal move is damage
    rules(ToyWithoutTheOne())
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "replay_failed"
    assert not isinstance(refused.value, OlderRules)


def test_a_save_of_newer_rules_asks_for_a_newer_app():
    match, _ = _played_until_the_one()
    data = json.loads(match_to_json(match))
    data["rules_version"] = 2  # the toy game is at 1 here
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "newer_version"


def test_a_version_1_file_without_rules_version_still_loads():
    match, _ = _played_until_the_one()
    data = json.loads(match_to_json(match))
    for key in ("rules_version", "match_id", "saved_at", "round", "finished"):
        del data[key]
    data["format_version"] = 1
    loaded = match_from_json(json.dumps(data))
    assert loaded.state_digest() == match.state_digest()


def test_a_version_2_file_without_a_clock_still_loads():
    match, _ = _played_until_the_one()
    data = json.loads(match_to_json(match))
    data.pop("clock_ms", None)
    data["format_version"] = 2
    loaded = match_from_json(json.dumps(data))
    assert loaded.state_digest() == match.state_digest()
    assert loaded.clock_ms == 0


def test_a_version_3_file_without_levels_loads_its_computers_as_normal():
    """Issue 35: a save made before levels existed plays its computer seats at Normal."""
    match, _ = _played_until_the_one()
    data = json.loads(match_to_json(match))
    data["seats"] = [{**seat, "kind": "computer"} for seat in data["seats"]]
    for seat in data["seats"]:
        del seat["level"]
    data["format_version"] = 3
    loaded = match_from_json(json.dumps(data))
    assert loaded.state_digest() == match.state_digest()
    assert [seat.level for seat in loaded.seats] == ["normal"] * len(loaded.seats)


def test_the_level_of_each_computer_seat_is_kept_in_the_save():
    match, _ = _played_until_the_one()
    data = json.loads(match_to_json(match))
    data["seats"] = [
        {**seat, "kind": "computer", "level": level}
        for seat, level in zip(data["seats"], ("hard", "easy"), strict=False)
    ]
    loaded = match_from_json(json.dumps(data))
    assert [seat.level for seat in loaded.seats] == ["hard", "easy"][: len(loaded.seats)]
    again = match_from_json(match_to_json(loaded))
    assert [seat.level for seat in again.seats] == [seat.level for seat in loaded.seats]
    data["seats"][0]["level"] = "grandmaster"
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == "invalid_save"


def test_the_check_command_says_older_rules_not_damaged(rules, tmp_path, capsys):
    from divas_desktop.cli import main

    match, picked_at = _played_until_the_one()
    path = tmp_path / "old.divas"
    save_match(match, path)
    rules(ToyWithoutTheOne())
    assert main(["check", str(path)]) == 2
    out = capsys.readouterr().out
    assert "saved with older rules" in out and f"up to move {picked_at} of {match.cursor}" in out
    assert "invalid" not in out
