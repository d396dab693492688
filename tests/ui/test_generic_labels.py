"""The generic board speaks to players: names instead of ids, and only the viewer's view."""

import re

import pytest

from divas_desktop.core import registry
from divas_desktop.core.digest import to_jsonable
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.ui.available import playable_game_ids
from divas_desktop.ui.boards.generic import GenericBoard, namer

GAMES = ("sipario", "divas", "magna")
RAW_ID = re.compile(r"\b(div|sip|mag)\.[a-z0-9]")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
NAMES = ("Anna", "Bruno", "Carla")


def _match(game_id: str, seed: int = 7) -> Match:
    playable_game_ids()
    game = registry.get(game_id)
    seats = max(game.min_seats, min(3, game.max_seats))
    infos = [SeatInfo(name=NAMES[i], colour="#E69F00", kind="computer") for i in range(seats)]
    return Match(game, game.default_config(seats), infos, seed)


def _positions(match: Match, count: int = 8, step: int = 9):
    """A few positions along a computer-played match: (seat to move, board texts)."""
    for _ in range(count):
        to_move = match.to_move()
        if not to_move:
            return
        yield to_move[0]
        for _ in range(step):
            if not match.to_move():
                return
            match.play_bot(match.to_move()[0])


def _board(match: Match, seat: int) -> GenericBoard:
    board = GenericBoard(match.game.game_id, match.seats)
    board.set_table(match.seats, seat)
    board.sync(match.view(seat), match.legal_actions(seat))
    return board


def _buttons(board: GenericBoard) -> list:
    return [board.item(i).spec for i in board.item_ids() if i.startswith("button.")]


def _summary(board: GenericBoard) -> str:
    return "\n".join(
        board.item(i).spec.text for i in board.item_ids() if i.startswith(("field.", "key."))
    )


def _strings(data) -> set[str]:
    if isinstance(data, dict):
        return set().union(*(_strings(v) for v in data.values())) if data else set()
    if isinstance(data, (list, tuple)):
        return set().union(*(_strings(v) for v in data)) if data else set()
    return {data} if isinstance(data, str) else set()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_naming_module(game_id):
    module = namer(game_id)
    assert module is not None
    assert callable(module.name_code)


@pytest.mark.parametrize("game_id", GAMES)
def test_buttons_name_cards_and_show_no_raw_ids(app, game_id):
    match = _match(game_id)
    checked = 0
    for seat in _positions(match):
        board = _board(match, seat)
        buttons = _buttons(board)
        assert [b.action for b in buttons] == match.legal_actions(seat)
        for button in buttons:
            assert not RAW_ID.search(button.text), button.text
            assert not SNAKE.search(button.text), button.text
            card = getattr(button.action, "card", None)
            if isinstance(card, str):
                name = board.word("card", card)
                assert name and name in button.text, (name, button.text)
                checked += 1
        assert len({b.text for b in buttons}) == len(buttons), "buttons must differ"
    assert checked > 0, "no card was named on a button"


@pytest.mark.parametrize("game_id", GAMES)
def test_summary_is_in_words_and_shows_only_the_viewers_view(app, game_id):
    match = _match(game_id, seed=11)
    for seat in _positions(match, count=6):
        board = _board(match, seat)
        summary = _summary(board)
        assert not RAW_ID.search(summary), RAW_ID.search(summary)
        mine = _strings(to_jsonable(match.view(seat)))
        shown_names = {board.word("card", s) for s in mine}
        for other in range(len(match.seats)):
            if other == seat:
                continue
            hidden = _strings(to_jsonable(match.view(other))) - mine
            for card in hidden:
                if not RAW_ID.match(card):
                    continue
                name = board.word("card", card)
                if name in shown_names or len(name) < 4:
                    continue  # another copy of the same card is in the viewer's own view
                assert name not in summary, (card, name)


def test_seats_become_player_names(app):
    match = _match("sipario")
    seat = match.to_move()[0]
    board = _board(match, seat)
    summary = _summary(board)
    assert all(name in summary for name in NAMES)
    assert board.word("dealer", 1) == "Bruno"


def test_labels_are_translated_field_names(app):
    match = _match("divas")
    board = _board(match, match.to_move()[0])
    assert board.item("key.houses").spec.text == "Opera houses"
    assert board.item("key.hand").spec.text == "Hand"
    assert "hand_count" not in _summary(board)
