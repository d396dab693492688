"""Unfinished games: one autosave per match, listed, resumed from what survived, never lost."""

from __future__ import annotations

import json
import os

import pytest

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.persistence import autosave, unfinished
from divas_desktop.persistence.atomic import backup_path
from divas_desktop.persistence.savefile import match_to_json


def _toy(moves: int, seed: int = 11, names=("Ada", "Bo")) -> Match:
    game = registry.get("toy")
    match = Match(game, game.default_config(2), [SeatInfo(name=n) for n in names], seed)
    for _ in range(moves):
        seat = match.to_move()[0]
        match.play(seat, match.legal_actions(seat)[0])
    return match


def _only(match_id: str) -> unfinished.UnfinishedGame:
    [game] = [g for g in unfinished.unfinished_games() if g.match_id == match_id]
    return game


def test_every_match_has_its_own_autosave_and_both_are_listed():
    first = _toy(2, names=("Ada", "Bo"))
    second = _toy(3, seed=12, names=("Cleo", "Dan"))
    autosave.write_autosave(first)
    kept = autosave.autosave_path(first.match_id).read_bytes()
    autosave.write_autosave(second)  # a new game never touches the other one
    assert autosave.autosave_path(first.match_id).read_bytes() == kept
    games = unfinished.unfinished_games()
    assert {g.match_id for g in games} == {first.match_id, second.match_id}
    listed = _only(second.match_id)
    assert (listed.game_id, listed.players, listed.moves) == ("toy", ["Cleo", "Dan"], 3)
    assert listed.saved_at is not None and listed.readable


def test_a_finished_game_leaves_the_list():
    match = _toy(2)
    autosave.write_autosave(match)
    while match.to_move():
        seat = match.to_move()[0]
        match.play(seat, match.legal_actions(seat)[0])
    assert autosave.write_autosave(match).ok
    assert unfinished.unfinished_games() == []


def test_resume_falls_back_to_a_complete_temp_file_then_to_the_backup():
    match = _toy(2)
    autosave.write_autosave(match)
    autosave.write_autosave(match)  # again: now a .bak exists
    path = autosave.autosave_path(match.match_id)
    assert backup_path(path).exists()
    path.write_text("{ damaged", encoding="utf-8")
    resumed = autosave.resume(_only(match.match_id))
    assert resumed.state_digest() == match.state_digest()
    assert resumed.match_id == match.match_id  # it goes on in the same autosave
    # A complete temp file (a kill just before its rename) comes before the backup.
    temp = path.with_name(f".{path.name}.{os.getpid()}.0badcafe.tmp")
    temp.write_text(match_to_json(_toy(4)), encoding="utf-8")
    assert autosave.resume(_only(match.match_id)).cursor == 4


def test_a_game_that_cannot_be_resumed_is_kept_aside_never_deleted():
    match = _toy(2)
    autosave.write_autosave(match)
    autosave.write_autosave(match)
    path = autosave.autosave_path(match.match_id)
    contents = {path.read_bytes() + b"x", backup_path(path).read_bytes() + b"y"}
    path.write_bytes(path.read_bytes() + b"x")
    backup_path(path).write_bytes(backup_path(path).read_bytes() + b"y")
    game = _only(match.match_id)
    with pytest.raises(autosave.Unresumable) as failed:
        autosave.resume(game)
    kept = failed.value.kept
    assert len(kept) == 2 and all(p.parent == unfinished.kept_dir() for p in kept)
    assert {p.read_bytes() for p in kept} == contents  # every byte is still there
    assert unfinished.unfinished_games() == []  # no longer offered


def test_tidy_removes_orphan_temps_and_promotes_the_only_complete_copy():
    pid = os.fork() if hasattr(os, "fork") else None
    if pid == 0:
        os._exit(0)
    if pid is None:
        pytest.skip("needs a dead process id")
    os.waitpid(pid, 0)
    match = _toy(2)
    autosave.write_autosave(match)
    path = autosave.autosave_path(match.match_id)
    torn = path.with_name(f".{path.name}.{pid}.00000001.tmp")
    torn.write_text(match_to_json(match)[:40], encoding="utf-8")
    assert unfinished.tidy() == [torn] and path.exists()
    # The file itself lost, a complete temp survived: it becomes the file.
    text = path.read_text(encoding="utf-8")
    path.unlink()
    backup_path(path).unlink(missing_ok=True)
    whole = path.with_name(f".{path.name}.{pid}.00000002.tmp")
    whole.write_text(text, encoding="utf-8")
    assert unfinished.tidy() == []
    assert path.read_text(encoding="utf-8") == text and not whole.exists()


def test_discard_removes_every_file_of_that_game_only():
    match, other = _toy(2), _toy(1, seed=5)
    for m in (match, other, match):
        autosave.write_autosave(m)
    unfinished.discard(_only(match.match_id))
    assert [g.match_id for g in unfinished.unfinished_games()] == [other.match_id]
    assert not backup_path(autosave.autosave_path(match.match_id)).exists()


def test_the_old_single_autosave_is_listed_and_resumed_into_its_own_file():
    match = _toy(3)
    data = json.loads(match_to_json(match))
    legacy = unfinished.data_dir() / unfinished.LEGACY_NAME
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_text(json.dumps(data), encoding="utf-8")
    [game] = unfinished.unfinished_games()
    assert game.path == legacy and game.moves == 3
    resumed = autosave.resume(game)
    assert resumed.state_digest() == match.state_digest()
    assert not legacy.exists()
    assert autosave.autosave_path(resumed.match_id).exists()
    assert [g.match_id for g in unfinished.unfinished_games()] == [resumed.match_id]


def test_the_writer_writes_the_newest_snapshot_and_reports_failures(monkeypatch):
    from divas_desktop.persistence import autosave as module
    from divas_desktop.persistence.encoding import snapshot_of

    results = []
    writer = autosave.AutosaveWriter(results.append)
    match = _toy(1)
    writer.submit(snapshot_of(match))
    assert writer.flush()
    assert results[-1].ok and results[-1].cursor == 1

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "write_atomic", full_disk)
    seat = match.to_move()[0]
    match.play(seat, match.legal_actions(seat)[0])
    writer.submit(snapshot_of(match))
    assert writer.flush()
    assert not results[-1].ok and "No space" in results[-1].error
    monkeypatch.undo()
    writer.submit(snapshot_of(match))  # the next move retries
    assert writer.close()
    assert results[-1].ok and _only(match.match_id).moves == 2
