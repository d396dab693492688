"""Components and set-up (TUR-001..016)."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from divas_desktop.games.turandot.config import TurandotConfig
from divas_desktop.games.turandot.data import KINDS, ROLES, directors, singer_ids, singers
from divas_desktop.games.turandot.rules import GAME
from divas_desktop.games.turandot.scoring import score_lines
from divas_desktop.games.turandot.state import (
    card_number,
    card_type,
    player_cards,
    summary_card,
)

from .support import new_state


@pytest.mark.rule("TUR-001")
def test_six_decks_of_36_singers():
    counts = Counter(s.kind for s in singers().values())
    assert counts == {kind: 36 for kind in KINDS}
    assert len(singers()) == 216


@pytest.mark.rule("TUR-002")
def test_each_singer_has_stars_gender_and_maybe_a_favourite_role():
    for singer in singers().values():
        assert singer.stars >= 0
        assert singer.gender in ("M", "F", "U")
        assert singer.favourite_role in (None, *ROLES)
        assert singer.reconstructed
    assert any(s.favourite_role for s in singers().values())
    assert any(s.gender == "U" for s in singers().values())


@pytest.mark.rule("TUR-003")
def test_other_components():
    assert len(directors()) == 9
    assert ROLES == ("turandot", "calaf", "liu", "ping", "pong", "pang")
    state = new_state(4, puccini=0)
    assert state.carpenter_in_game
    assert 0 <= state.puccini < 4


@pytest.mark.rule("TUR-004")
def test_55_player_cards_in_five_colours():
    cards = [c for seat in range(5) for c in player_cards(seat)]
    assert len(cards) == len(set(cards)) == 55
    mine = player_cards(0)
    assert Counter(card_type(c) for c in mine) == {
        "number": 6,
        "money": 3,
        "bluff": 1,
        "summary": 1,
    }


@pytest.mark.rule("TUR-005")
def test_a_scene_element_is_worth_one_point():
    cast = [s.id for s in list(singers().values())[:6]]
    line = next(x for x in score_lines(cast, None, 2) if x.label == "turandot.score.scene")
    assert line.points == 2


@pytest.mark.rule("TUR-006")
def test_two_to_five_players():
    assert (GAME.min_seats, GAME.max_seats) == (2, 5)
    for seats in (1, 6):
        with pytest.raises(ValidationError):
            TurandotConfig(seats=seats)
    for seats in range(2, 6):
        assert len(new_state(seats).companies) == seats


@pytest.mark.rule("TUR-007")
def test_character_row_in_order():
    view = GAME.player_view(new_state(3), None)
    assert view.characters == ["turandot", "calaf", "liu", "ping", "pong", "pang"]


@pytest.mark.rule("TUR-008")
def test_designer_and_carpenter_beside_the_characters_with_four_players():
    view = GAME.player_view(new_state(4), None)
    assert view.carpenter_in_game
    assert view.designer_owner is None and view.carpenter_owner is None


@pytest.mark.rule("TUR-009")
@pytest.mark.parametrize("seats,carpenter", [(2, False), (3, False), (4, True), (5, True)])
def test_carpenter_removed_with_two_or_three_players(seats, carpenter):
    assert new_state(seats).carpenter_in_game is carpenter


@pytest.mark.rule("TUR-010")
@pytest.mark.rule("TUR-013")
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_each_player_takes_his_eleven_cards(seats):
    state = new_state(seats)
    for seat, company in enumerate(state.companies):
        owned = set(company.hand) | set(company.boxed) | {summary_card(seat)}
        assert owned == set(player_cards(seat))
        assert summary_card(seat) not in company.hand  # TUR-013: face up, not in hand
        assert len(company.hand) == (seats + 1) + 3 + 1


@pytest.mark.rule("TUR-011")
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_all_money_and_the_bluff_always_in_use(seats):
    for company in new_state(seats).companies:
        kinds = Counter(card_type(c) for c in company.hand)
        assert kinds["money"] == 3 and kinds["bluff"] == 1


@pytest.mark.rule("TUR-012")
@pytest.mark.parametrize(
    "seats,numbers",
    [(2, [1, 2, 3]), (3, [1, 2, 3, 4]), (4, [1, 2, 3, 4, 5]), (5, [1, 2, 3, 4, 5, 6])],
)
def test_number_cards_one_to_n_plus_one(seats, numbers):
    """EX-TUR-01: four players use numbers 1-5, and so on."""
    for company in new_state(seats).companies:
        assert sorted(card_number(c) for c in company.hand if card_type(c) == "number") == numbers
        assert sorted(card_number(c) for c in company.boxed) == list(range(seats + 2, 7))


@pytest.mark.rule("TUR-014")
def test_all_singers_shuffled_into_one_deck():
    state = new_state(4, seed=3)
    in_play = list(state.deck) + [c for c in state.casting if c]
    assert sorted(in_play) == sorted(singer_ids("all"))
    assert list(state.deck) != sorted(state.deck)
    assert state.deck != new_state(4, seed=4).deck
    themed = new_state(4, deck="dark")
    assert {singers()[c].kind for c in themed.deck} == {"dark"}
    assert len(themed.deck) + 5 == 36


@pytest.mark.rule("TUR-015")
def test_nine_directors_face_up():
    view = GAME.player_view(new_state(3), None)
    assert sorted(view.director_pile) == sorted(directors())


@pytest.mark.rule("TUR-016")
def test_starting_maestro_chosen_or_drawn():
    assert new_state(4, puccini=3).puccini == 2
    drawn = {new_state(4, seed=s, puccini=0).puccini for s in range(30)}
    assert drawn == {0, 1, 2, 3}
    assert new_state(4, seed=9, puccini=0).puccini == new_state(4, seed=9, puccini=0).puccini
    with pytest.raises(ValidationError):
        TurandotConfig(seats=3, first_maestro=5)
