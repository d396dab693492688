"""Game preparation (DIV-013..025, DIV-PR-02)."""

import pytest

from divas_desktop.games.divas.data import HOUSES
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, DATA, TEBALDI, fresh


@pytest.mark.rule("DIV-013")
def test_seat_zero_is_callas_seat_one_tebaldi():
    view = GAME.player_view(fresh(), None)
    assert [d.diva for d in view.divas] == ["callas", "tebaldi"]


@pytest.mark.rule("DIV-014")
def test_four_houses_and_an_empty_timeline():
    state = fresh()
    assert list(state.houses) == list(HOUSES) and state.timeline == []


@pytest.mark.rule("DIV-009")
def test_house_board_holds_opera_tracks_and_notes():
    house = GAME.player_view(fresh(), None).houses[0]
    assert house.opera in DATA.operas and house.fame == 0
    assert house.applause == [0, 0] and house.notes_sent == [[], []]


@pytest.mark.rule("DIV-015")
def test_one_opera_per_house_rest_in_deck():
    for seed in range(5):
        state = fresh(seed)
        shown = [h.opera for h in state.houses.values()]
        assert len(set(shown)) == 4 and len(state.opera_deck) == 16
    assert (
        fresh(1).houses["scala"].opera != fresh(2).houses["scala"].opera
        or fresh(1).opera_deck != fresh(2).opera_deck
    )


@pytest.mark.rule("DIV-016")
def test_fame_starts_neutral():
    assert all(h.fame == 0 for h in fresh().houses.values())


@pytest.mark.rule("DIV-017")
def test_applause_starts_at_zero():
    assert all(h.applause == [0, 0] for h in fresh().houses.values())


@pytest.mark.rule("DIV-018")
def test_instrument_tokens_start_at_their_houses():
    assert all(row == [] for row in fresh().orchestra.values())


@pytest.mark.rule("DIV-019")
def test_conductors_start_beside_the_board():
    assert fresh().conductor == [False, False]


@pytest.mark.rule("DIV-020")
def test_victory_points_start_at_zero():
    assert fresh().vp == [0, 0]


@pytest.mark.rule("DIV-021")
def test_callas_tessitura_la_to_mi():
    state = fresh()
    low, high = state.tessitura[CALLAS]
    notes = [DATA.piano.white_keys[k].note for k in range(low, high + 1)]
    assert notes == ["LA", "SI", "DO", "RE", "MI"]
    assert DATA.piano.white_keys[low].vp == DATA.piano.white_keys[high].vp == 1


@pytest.mark.rule("DIV-022")
def test_tebaldi_tessitura_sol_to_re():
    state = fresh()
    low, high = state.tessitura[TEBALDI]
    notes = [DATA.piano.white_keys[k].note for k in range(low, high + 1)]
    assert notes == ["SOL", "LA", "SI", "DO", "RE"]


@pytest.mark.rule("DIV-023")
def test_starting_notes_and_divas():
    seen = set()
    for seed in range(30):
        state = fresh(seed)
        keys = state.diva
        assert keys[0] != keys[1]
        for seat in (0, 1):
            key = keys[seat]
            assert DATA.piano.white_keys[key].note in ("LA", "SI", "DO", "RE")
            assert DATA.piano.white_keys[key].vp == 1
            assert state.piano[key] == seat
        assert sum(o is not None for o in state.piano) == 2
        seen.add(tuple(keys))
    assert len(seen) > 3  # random assignment


@pytest.mark.rule("DIV-024")
def test_shuffled_decks_and_four_card_hands():
    state = fresh()
    for seat, deck in ((0, "callas"), (1, "tebaldi")):
        assert len(state.hands[seat]) == 4 and len(state.decks[seat]) == 20
        assert all(DATA.cards[c].deck == deck for c in state.hands[seat] + state.decks[seat])
    assert fresh(1).decks[0] != fresh(2).decks[0]


@pytest.mark.rule("DIV-025")
def test_first_player_option():
    assert fresh(first_player="callas").current == CALLAS
    assert fresh(first_player="tebaldi").current == TEBALDI
    firsts = {fresh(s, first_player="random").current for s in range(20)}
    assert firsts == {0, 1}
    assert GAME.to_move(fresh(first_player="tebaldi")) == (TEBALDI,)


@pytest.mark.rule("DIV-PR-02")
def test_palco_reale_setup():
    state = fresh(palco_reale=True)
    assert len(state.palco_row) == 3 and len(state.palco_deck) == 13
    assert state.palco_used == []
    assert fresh().palco_row == []
