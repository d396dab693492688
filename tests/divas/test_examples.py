"""The rulebook's Example of Gameplay (EX-DIV-12), played action by action."""

from divas_desktop.games.divas.actions import Move, PlaceNote, PlayCard, SendNote, Timeline
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, TEBALDI, card, fresh, give, place_in_house, play, put_opera


def test_example_of_gameplay_tebaldi_turn():
    state = fresh(9, first_player="tebaldi")
    put_opera(state, "colon", "Madama Butterfly")  # R2, R3
    put_opera(state, "wien", "La traviata")  # RE, SOL
    place_in_house(state, TEBALDI, "colon", "Arturo Basile")
    colon = state.houses["colon"]
    colon.applause[TEBALDI], colon.rhythms[TEBALDI] = 2, [2]
    state.piano = [None] * 14
    state.piano[8] = TEBALDI  # a RE token
    state.diva = [12, 4]  # Callas far away, Tebaldi on SOL
    state.tessitura[TEBALDI] = [3, 8]  # expanded down to FA
    give(state, TEBALDI, "Back to La Scala", "New York Debut")
    # Phase 1
    state, _ = play(state, TEBALDI, PlayCard(card=card("Back to La Scala"), house="colon"))
    assert state.houses["colon"].fame == -1  # one step toward Tebaldi
    assert state.houses["colon"].applause[TEBALDI] == 5
    # Phase 2: SOL -> DO
    assert state.allowance == 3
    state, _ = play(state, TEBALDI, Move(key=7))
    assert state.piano[7] == TEBALDI
    assert state.remaining == ["clarinet", "timeline"]
    # Phase 3: send RE to the Wiener Staatsoper, then New York Debut on the Timeline
    state, _ = play(state, TEBALDI, SendNote(key=8))
    assert state.houses["wien"].applause[TEBALDI] == 2
    state, _ = play(state, TEBALDI, Timeline(card=card("New York Debut")))
    assert state.timeline[-1] == card("New York Debut")
    assert PlaceNote(key=3) in GAME.legal_actions(state, TEBALDI)
    state, _ = play(state, TEBALDI, PlaceNote(key=3))
    assert state.piano[3] == TEBALDI
    # Phase 4 and Callas's turn
    assert len(state.hands[TEBALDI]) == 4 and state.current == CALLAS
    assert GAME.outcome(state) is None
    final = GAME.player_view(state, None)
    assert final.piano[3] == TEBALDI


def test_example_out_of_order_event():
    """EX-DIV-11: New York at Her Feet after Film Artist: +2 Met fame, scores only if moved."""
    from divas_desktop.games.divas.actions import Shift
    from divas_desktop.games.divas.scoring import chronological_cards
    from divas_desktop.games.divas.state import Task

    from .helpers import at_actions, to_timeline

    state = fresh(10)
    to_timeline(state, "Film Artist", "Mastery")
    give(state, CALLAS, "New York at Her Feet")
    at_actions(state, CALLAS, 11, 9, ["timeline", "tessitura"])
    state, _ = play(state, CALLAS, Timeline(card=card("New York at Her Feet")))
    assert state.houses["met"].fame == 2
    assert card("New York at Her Feet") not in chronological_cards(state.timeline, "blue")
    state.tasks = [Task("shift", CALLAS, 2)]
    state, _ = play(state, CALLAS, Shift(card=card("New York at Her Feet"), direction=-1))
    state, _ = play(state, CALLAS, Shift(card=card("New York at Her Feet"), direction=-1))
    assert state.timeline[0] == card("New York at Her Feet")
    assert chronological_cards(state.timeline, "blue") == {
        card("New York at Her Feet"),
        card("Film Artist"),
    }
