"""Phases 2 and 3: moving, singing notes and the black-key actions (DIV-036..061)."""

import pytest

from divas_desktop.games.divas.actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
    Done,
    Fame,
    Move,
    PlaceNote,
    PlayCard,
    SendNote,
    Tessitura,
    Timeline,
)
from divas_desktop.games.divas.rules import GAME

from .helpers import (
    CALLAS,
    DATA,
    TEBALDI,
    at_actions,
    card,
    fresh,
    give,
    kinds,
    play,
    put_opera,
)


def moving(seat, here, other, allowance, seed=2):
    state = fresh(seed)
    state.piano = [None] * 14
    state.current, state.phase, state.allowance = seat, "move", allowance
    state.diva[seat], state.diva[1 - seat] = here, other
    return state


def destinations(state, seat):
    return [a.key for a in GAME.legal_actions(state, seat)]


@pytest.mark.rule("DIV-036")
def test_allowance_is_the_sum_of_the_rhythms():
    """EX-DIV-14: a Tebaldi card with R2 and R3 moves up to 5 keys."""
    state = fresh()
    state.current = TEBALDI
    give(state, TEBALDI, "Mastery")
    state, _ = play(state, TEBALDI, PlayCard(card=card("Mastery"), house="wien"))
    assert state.allowance == 5
    here = state.diva[TEBALDI]
    assert max(abs(k - here) for k in destinations(state, TEBALDI)) >= 5


@pytest.mark.rule("DIV-037")
def test_move_one_to_allowance_keys_in_one_direction():
    state = moving(TEBALDI, 6, 13, 2)
    assert destinations(state, TEBALDI) == [4, 5, 7, 8]
    assert GAME.refusal(state, TEBALDI, Move(key=6)).reason == "key_out_of_reach"


@pytest.mark.rule("DIV-038")
def test_occupied_key_is_passed_over():
    """EX-DIV-05: Callas on SI moves 3 up; Tebaldi on MI; Callas lands on FA."""
    state = moving(CALLAS, 6, 9, 3)
    assert destinations(state, CALLAS) == [3, 4, 5, 7, 8, 10]
    after, events = play(state, CALLAS, Move(key=10))
    assert after.diva[CALLAS] == 10
    assert after.piano[10] is None  # FA is outside LA..MI
    state.tessitura[CALLAS] = [5, 10]
    after, events = play(state, CALLAS, Move(key=10))
    assert after.piano[10] == CALLAS and "divas.note_placed" in kinds(events)


def test_no_skip_past_the_keyboard_end():
    """A-DIV-07: with the other diva on the last key, that direction stops."""
    state = moving(TEBALDI, 4, 0, 5)
    assert destinations(state, TEBALDI) == [1, 2, 3, 5, 6, 7, 8, 9]


@pytest.mark.rule("DIV-039")
def test_landing_in_tessitura_places_a_note():
    state = moving(CALLAS, 5, 13, 2)
    after, _ = play(state, CALLAS, Move(key=7))
    assert after.piano[7] == CALLAS


def test_no_note_when_the_reserve_is_empty():
    """G-DIV-09: all four DO tokens in use: nothing is placed."""
    state = moving(CALLAS, 5, 13, 2)
    state.houses["met"].notes = [["DO"], ["DO"]]
    state.houses["wien"].notes = [["DO"], []]
    state.piano[0] = TEBALDI
    after, _ = play(state, CALLAS, Move(key=7))
    assert after.piano[7] is None


@pytest.mark.rule("DIV-040")
def test_landing_on_opponent_note_flips_it():
    state = moving(CALLAS, 5, 13, 2)
    state.piano[7] = TEBALDI
    after, events = play(state, CALLAS, Move(key=7))
    assert after.piano[7] == CALLAS and "divas.note_flipped" in kinds(events)


@pytest.mark.rule("DIV-041")
def test_no_note_outside_tessitura():
    """EX-DIV-06: Callas (LA..MI) on SOL may neither place nor flip."""
    state = moving(CALLAS, 6, 13, 2)
    state.piano[4] = TEBALDI
    after, _ = play(state, CALLAS, Move(key=4))
    assert after.piano[4] == TEBALDI
    after, _ = play(state, CALLAS, Move(key=5))
    assert after.piano[5] == CALLAS


@pytest.mark.rule("DIV-042")
def test_tessitura_never_limits_movement_or_black_keys():
    state = moving(CALLAS, 9, 13, 4)
    assert 12 in destinations(state, CALLAS)
    after, _ = play(state, CALLAS, Move(key=12))
    assert after.piano[12] is None
    assert sorted(a.black for a in GAME.legal_actions(after, CALLAS)) == [9, 10]


@pytest.mark.rule("DIV-043")
def test_between_two_black_keys_choose_one():
    """EX-DIV-10: on SOL (key 11) Callas may choose {Timeline, Tessitura}."""
    state = moving(CALLAS, 9, 0, 2)
    after, _ = play(state, CALLAS, Move(key=11))
    assert GAME.legal_actions(after, CALLAS) == [ChooseBlackKey(black=8), ChooseBlackKey(black=9)]
    chosen, _ = play(after, CALLAS, ChooseBlackKey(black=9))
    assert chosen.remaining == ["timeline", "tessitura"]


def test_single_black_key_is_chosen_for_you():
    state = moving(TEBALDI, 4, 13, 3)
    after, _ = play(state, TEBALDI, Move(key=7))  # DO touches only {Clarinet, Timeline}
    assert after.phase == "actions" and after.remaining == ["clarinet", "timeline"]


@pytest.mark.rule("DIV-044")
def test_actions_of_another_black_key_are_refused():
    state = fresh()
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    legal = GAME.legal_actions(state, CALLAS)
    assert not any(isinstance(a, (Fame, SendNote, CloseOpera)) for a in legal)
    assert GAME.refusal(state, CALLAS, Fame(house="met")).reason == "action_not_on_key"


@pytest.mark.rule("DIV-045")
def test_four_kinds_of_piano_action():
    kinds_on_keys = {a for b in DATA.piano.black_keys for a in b.actions}
    assert kinds_on_keys == {
        "fame",
        "tessitura",
        "timeline",
        "violin",
        "clarinet",
        "trumpet",
        "drum",
    }


def test_both_actions_in_either_order():
    state = fresh()
    give(state, CALLAS, "The UK Has Two Queens")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    a, _ = play(state, CALLAS, Tessitura(side="high"))
    a, _ = play(a, CALLAS, Timeline(card=card("The UK Has Two Queens")))
    b, _ = play(state, CALLAS, Timeline(card=card("The UK Has Two Queens")))
    b, _ = play(b, CALLAS, Tessitura(side="high"))
    assert a.vp == b.vp and a.tessitura == b.tessitura and a.current == b.current == TEBALDI


@pytest.mark.rule("DIV-046")
def test_increase_fame_on_any_house():
    state = fresh()
    at_actions(state, TEBALDI, 0, 1, ["fame", "tessitura"])
    fames = [a for a in GAME.legal_actions(state, TEBALDI) if isinstance(a, Fame)]
    assert [a.house for a in fames] == ["scala", "wien", "met", "colon"]
    after, _ = play(state, TEBALDI, Fame(house="colon"))
    assert after.houses["colon"].fame == -1


@pytest.mark.rule("DIV-047")
def test_fame_is_capped_at_three():
    from divas_desktop.games.divas.houses import gain_fame

    state = fresh()
    gain_fame(state, "met", CALLAS, 5, [])
    assert state.houses["met"].fame == 3
    at_actions(state, CALLAS, 0, 1, ["fame", "tessitura"])
    assert Fame(house="met") not in GAME.legal_actions(state, CALLAS)
    gain_fame(state, "met", TEBALDI, 9, [])
    assert state.houses["met"].fame == -3


@pytest.mark.rule("DIV-048")
def test_expand_tessitura_one_key_outward():
    state = fresh()
    at_actions(state, CALLAS, 0, 1, ["fame", "tessitura"])
    low, _ = play(state, CALLAS, Tessitura(side="low"))
    high, _ = play(state, CALLAS, Tessitura(side="high"))
    assert low.tessitura[CALLAS] == [4, 9] and high.tessitura[CALLAS] == [5, 10]


@pytest.mark.rule("DIV-049")
def test_reaching_the_keyboard_end_gives_one_point():
    state = fresh()
    state.tessitura[CALLAS] = [1, 12]
    at_actions(state, CALLAS, 0, 1, ["fame", "tessitura"])
    low, events = play(state, CALLAS, Tessitura(side="low"))
    assert low.tessitura[CALLAS] == [0, 12] and low.vp[CALLAS] == 1
    assert "divas.tessitura_end_bonus" in kinds(events)
    high, _ = play(state, CALLAS, Tessitura(side="high"))
    assert high.vp[CALLAS] == 1


@pytest.mark.rule("DIV-050")
def test_expanding_a_full_tessitura_gives_one_point():
    state = fresh()
    state.tessitura[TEBALDI] = [0, 13]
    at_actions(state, TEBALDI, 0, 1, ["fame", "tessitura"])
    tess = [a for a in GAME.legal_actions(state, TEBALDI) if isinstance(a, Tessitura)]
    assert tess == [Tessitura(side="none")]
    after, _ = play(state, TEBALDI, Tessitura(side="none"))
    assert after.vp[TEBALDI] == 1 and after.tessitura[TEBALDI] == [0, 13]


def met_ready(opera="La Wally"):
    state = fresh(4)
    put_opera(state, "met", opera)  # La Wally: R3, R4; FA, MI; minimum 7
    state.piano = [None] * 14
    state.tessitura[CALLAS] = [5, 10]
    state.piano[10] = CALLAS
    at_actions(state, CALLAS, 10, 8, ["trumpet", "timeline"])
    return state


@pytest.mark.rule("DIV-051")
def test_instrument_action_targets_its_own_house():
    state = met_ready()
    state.houses["scala"].applause[CALLAS] = 9
    state.houses["met"].applause[CALLAS] = 9
    legal = GAME.legal_actions(state, CALLAS)
    assert CloseOpera(house="met") in legal and CloseOpera(house="scala") not in legal
    assert GAME.refusal(state, CALLAS, CloseOpera(house="scala")).reason == "instrument_mismatch"


@pytest.mark.rule("DIV-052")
def test_send_a_required_note_from_inside_the_tessitura():
    """EX-DIV-07: Callas on FA sends her FA to the Met: +2 applause."""
    state = met_ready()
    assert SendNote(key=10) in GAME.legal_actions(state, CALLAS)
    after, _ = play(state, CALLAS, SendNote(key=10))
    assert after.piano[10] is None and after.houses["met"].notes[CALLAS] == ["FA"]
    assert after.houses["met"].applause[CALLAS] == 2
    state.piano[7] = CALLAS  # DO: not required by La Wally
    assert SendNote(key=7) not in GAME.legal_actions(state, CALLAS)
    assert GAME.refusal(state, CALLAS, SendNote(key=7)).reason == "note_not_required"
    state.piano[3] = CALLAS  # FA outside her tessitura
    assert SendNote(key=3) not in GAME.legal_actions(state, CALLAS)


@pytest.mark.rule("DIV-053")
def test_second_note_scores_three():
    state = met_ready()
    state.houses["met"].notes[CALLAS] = ["MI"]
    after, _ = play(state, CALLAS, SendNote(key=10))
    assert after.houses["met"].applause[CALLAS] == 3


@pytest.mark.rule("DIV-054")
def test_each_required_note_once_per_player():
    state = met_ready()
    state.houses["met"].notes[CALLAS] = ["FA"]
    assert SendNote(key=10) not in GAME.legal_actions(state, CALLAS)
    state.houses["met"].notes = [[], ["FA"]]  # Tebaldi's FA does not block Callas
    assert SendNote(key=10) in GAME.legal_actions(state, CALLAS)


@pytest.mark.rule("DIV-055")
def test_closing_needs_the_minimum_applause():
    """EX-DIV-04: Turandot needs 8: 7 is not enough, 8 is."""
    state = met_ready("Turandot")
    state.houses["met"].applause[CALLAS] = 7
    assert CloseOpera(house="met") not in GAME.legal_actions(state, CALLAS)
    assert GAME.refusal(state, CALLAS, CloseOpera(house="met")).reason == "applause_below_minimum"
    state.houses["met"].applause[CALLAS] = 8
    assert CloseOpera(house="met") in GAME.legal_actions(state, CALLAS)


@pytest.mark.rule("DIV-056")
def test_timeline_card_goes_right_and_resolves_its_event():
    state = fresh()
    give(state, CALLAS, "The UK Has Two Queens", "Young Promise")
    state.timeline = []
    from .helpers import to_timeline

    to_timeline(state, "Mastery")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    after, events = play(state, CALLAS, Timeline(card=card("The UK Has Two Queens")))
    assert after.timeline[-1] == card("The UK Has Two Queens") and len(after.timeline) == 2
    assert after.vp[CALLAS] == 1 and "divas.vp_gained" in kinds(events)


@pytest.mark.rule("DIV-057")
@pytest.mark.rule("DIV-058")
def test_callas_character_gains_a_fame_step():
    state = fresh()
    give(state, CALLAS, "Aristotle Onassis")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, CALLAS, Timeline(card=card("Aristotle Onassis")))
    assert after.tasks[0].op == "fame"
    assert Fame(house="wien") in GAME.legal_actions(after, CALLAS)
    after, _ = play(after, CALLAS, Fame(house="wien"))
    assert after.houses["wien"].fame == 1


@pytest.mark.rule("DIV-059")
def test_tebaldi_character_places_next_to_her():
    """EX-DIV-03: on RE, Tebaldi may sing on DO or MI, only inside her tessitura."""
    state = fresh()
    state.piano = [None] * 14
    give(state, TEBALDI, "Carmen Melis")
    at_actions(state, TEBALDI, 8, 6, ["clarinet", "timeline"])
    after, _ = play(state, TEBALDI, Timeline(card=card("Carmen Melis")))
    assert [a for a in GAME.legal_actions(after, TEBALDI) if isinstance(a, PlaceNote)] == [
        PlaceNote(key=7)
    ]  # MI (9) is outside SOL..RE
    state.tessitura[TEBALDI] = [4, 9]
    state.piano[9] = CALLAS
    after, _ = play(state, TEBALDI, Timeline(card=card("Carmen Melis")))
    assert [a.key for a in GAME.legal_actions(after, TEBALDI) if isinstance(a, PlaceNote)] == [7, 9]
    after, _ = play(after, TEBALDI, PlaceNote(key=9))
    assert after.piano[9] == TEBALDI


@pytest.mark.rule("DIV-060")
def test_events_only_through_the_timeline():
    state = fresh()
    give(state, TEBALDI, "Cover Artist")
    state.current = TEBALDI
    after, events = play(state, TEBALDI, PlayCard(card=card("Cover Artist"), house="met"))
    assert after.vp[TEBALDI] == 0 and "divas.vp_gained" not in kinds(events)


@pytest.mark.rule("DIV-061")
def test_event_placing_a_card_in_an_opera_uses_phase_one_rules():
    state = fresh()
    put_opera(state, "colon", "Aida")  # R3, R4
    give(state, CALLAS, "Love Without Borders", "Conquering Buenos Aires")
    at_actions(state, CALLAS, 8, 6, ["clarinet", "timeline"])
    after, _ = play(state, CALLAS, Timeline(card=card("Love Without Borders")))
    assert after.tasks[0].op == "play_extra"
    after, _ = play(after, CALLAS, PlayCard(card=card("Conquering Buenos Aires"), house="colon"))
    colon = after.houses["colon"]
    assert colon.fame == 1 and colon.applause[CALLAS] == 1 + 2  # R3 + red + white
    assert after.diva[CALLAS] == 8  # no movement


def test_events_choices_may_be_declined():
    state = fresh()
    give(state, CALLAS, "Italian Debut")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    after, _ = play(state, CALLAS, Timeline(card=card("Italian Debut")))
    assert Applause(house="met") in GAME.legal_actions(after, CALLAS)
    after, _ = play(after, CALLAS, Done())
    assert after.tasks == [] and after.remaining == ["tessitura"]
