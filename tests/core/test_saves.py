"""Save files: versioned JSON, atomic writes with a backup, strict and safe loading."""

import json

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.persistence import autosave, unfinished
from divas_desktop.persistence.savefile import (
    FORMAT_VERSION,
    MAX_BYTES,
    SaveError,
    load_match,
    match_from_json,
    match_to_json,
    save_match,
)


def _toy_match(moves: int = 3) -> Match:
    game = registry.get("toy")
    match = Match(game, game.default_config(2), [SeatInfo(name="Ada"), SeatInfo(name="Bo")], 11)
    for _ in range(moves):
        seat = match.to_move()[0]
        match.play(seat, match.legal_actions(seat)[0])
    return match


def test_save_is_versioned_json_with_every_field(tmp_path):
    match = _toy_match()
    path = tmp_path / "game.divas"
    save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data)[:2] == ["format", "format_version"]
    assert data["format_version"] == FORMAT_VERSION
    for field in (
        "app_version",
        "game_id",
        "options",
        "seats",
        "seed",
        "log",
        "cursor",
        "state_digest",
    ):
        assert field in data
    assert data["cursor"] == 3 and len(data["log"]) == 3


def test_save_keeps_previous_file_as_bak_and_leaves_no_temp(tmp_path):
    path = tmp_path / "game.divas"
    save_match(_toy_match(1), path)
    first = path.read_text(encoding="utf-8")
    save_match(_toy_match(2), path)
    assert (tmp_path / "game.divas.bak").read_text(encoding="utf-8") == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.divas", "game.divas.bak"]


def test_load_gives_the_same_state_and_cursor_after_undo(tmp_path):
    match = _toy_match(4)
    match.undo(match.log[-1].seat) if match.can_undo(match.log[-1].seat) else None
    path = tmp_path / "game.divas"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.state_digest() == match.state_digest()
    assert loaded.cursor == match.cursor and loaded.log == match.log


@pytest.mark.parametrize(
    ("mutate", "code"),
    [
        (lambda d: d.update(format_version=FORMAT_VERSION + 1), "newer_version"),
        (lambda d: d.update(format="something-else"), "not_a_save"),
        (lambda d: d.update(game_id="chess"), "unknown_game"),
        (lambda d: d.update(surprise=1), "invalid_save"),
        (lambda d: d.update(seed="11"), "invalid_save"),
        (lambda d: d.update(state_digest="0" * 64), "digest_mismatch"),
        (lambda d: d["log"][0]["action"].update(card="toy.99"), "replay_failed"),
        (lambda d: d.update(cursor=99), "replay_failed"),
    ],
)
def test_bad_files_are_refused_with_a_code(mutate, code):
    data = json.loads(match_to_json(_toy_match()))
    mutate(data)
    with pytest.raises(SaveError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.code == code


def test_garbage_and_huge_files_are_refused(tmp_path):
    with pytest.raises(SaveError) as refused:
        match_from_json("{not json")
    assert refused.value.code == "not_a_save"
    big = tmp_path / "big.divas"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(SaveError) as refused:
        load_match(big)
    assert refused.value.code == "file_too_large"
    binary = tmp_path / "bin.divas"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as refused:
        load_match(binary)
    assert refused.value.code == "not_a_save"


def test_autosave_round_trip_and_discard():
    assert autosave.unfinished_games() == []
    match = _toy_match(2)
    assert autosave.write_autosave(match).ok
    [game] = autosave.unfinished_games()
    assert game.match_id == match.match_id and game.moves == 2
    resumed = autosave.resume(game)
    assert resumed.state_digest() == match.state_digest()
    assert resumed.match_id == match.match_id
    unfinished.discard(game)
    assert autosave.unfinished_games() == []
