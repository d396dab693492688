"""The data files: components, cards, operas, piano, orchestra, personalities."""

from collections import Counter

import pytest

from divas_desktop.games.divas.data import load
from divas_desktop.games.divas.rules import GAME

from .helpers import DATA, card

CALLAS_DECK = [c for c in DATA.cards.values() if c.deck == "callas"]
TEBALDI_DECK = [c for c in DATA.cards.values() if c.deck == "tebaldi"]


@pytest.mark.rule("DIV-001")
def test_exactly_two_players():
    assert GAME.min_seats == GAME.max_seats == 2
    assert GAME.default_config(2).seats == 2


@pytest.mark.rule("DIV-002")
def test_two_asymmetric_decks_of_24():
    assert len(CALLAS_DECK) == len(TEBALDI_DECK) == 24
    assert len(DATA.cards) == 48
    assert {c.name for c in CALLAS_DECK}.isdisjoint({c.name for c in TEBALDI_DECK})


@pytest.mark.rule("DIV-003")
def test_card_types_and_colours():
    for deck, own in ((CALLAS_DECK, "blue"), (TEBALDI_DECK, "yellow")):
        kinds = Counter(c.kind for c in deck)
        assert kinds == {"character": 4, "positive": 15, "negative": 5}
        for c in deck:
            assert (c.colour == own) == (c.kind != "negative")
    assert DATA.cards[card("Goodbye")].deck == "tebaldi"
    assert DATA.cards[card("Goodbye")].colour == "blue"


@pytest.mark.rule("DIV-004")
def test_card_anatomy():
    for c in DATA.cards.values():
        assert c.instrument in ("violin", "clarinet", "trumpet", "drum")
        assert (c.year is None) == (c.kind == "character")
        assert c.effects and c.name
    visconti = DATA.cards[card("Luchino Visconti")]
    assert (visconti.instrument, visconti.rhythms, len(visconti.masks)) == ("trumpet", [3], 1)
    back = DATA.cards[card("Back to La Scala")]
    assert (back.instrument, back.rhythms, len(back.masks), back.year) == ("drum", [3], 1, 1959)


@pytest.mark.rule("DIV-005")
def test_every_card_has_a_rhythm_of_one_to_four():
    for c in DATA.cards.values():
        assert 1 <= len(c.rhythms) <= 2 and all(r in (1, 2, 3, 4) for r in c.rhythms)


@pytest.mark.rule("DIV-006")
def test_tebaldi_double_rhythms_callas_double_masks():
    assert sum(len(c.rhythms) == 2 for c in TEBALDI_DECK) == 8
    assert sum(len(c.rhythms) == 2 for c in CALLAS_DECK) == 0
    assert sum(len(c.masks) == 2 for c in CALLAS_DECK) == 8
    assert all(len(c.masks) <= 1 for c in TEBALDI_DECK)
    for deck in (CALLAS_DECK, TEBALDI_DECK):
        assert Counter(c.instrument for c in deck) == {
            i: 6 for i in ("violin", "clarinet", "trumpet", "drum")
        }


@pytest.mark.rule("DIV-007")
def test_twenty_operas():
    operas = list(DATA.operas.values())
    assert len(operas) == 20
    for o in operas:
        assert 5 <= o.minimum <= 9 and len(o.rhythms) == 2 and len(o.notes) == 2
        assert len(set(o.rhythms)) == 2 and len(set(o.notes)) == 2
    by_title = {o.title: o for o in operas}
    assert by_title["Turandot"].minimum == 8
    assert set(by_title["La traviata"].notes) == {"RE", "SOL"}
    assert by_title["Turandot"].composer == "Giacomo Puccini"
    assert by_title["Medea"].composer == "Luigi Cherubini"


@pytest.mark.rule("DIV-008")
def test_four_houses_and_their_instruments():
    houses = {h.id: (h.name, h.instrument) for h in DATA.houses.houses}
    assert houses == {
        "scala": ("La Scala", "violin"),
        "wien": ("Wiener Staatsoper", "clarinet"),
        "met": ("Metropolitan Opera", "trumpet"),
        "colon": ("Teatro Colón", "drum"),
    }


@pytest.mark.rule("DIV-010")
def test_piano_layout():
    piano = DATA.piano
    assert [k.note for k in piano.white_keys[:7]] == ["DO", "RE", "MI", "FA", "SOL", "LA", "SI"]
    assert all(1 <= k.vp <= 5 for k in piano.white_keys)
    central = [k for k in piano.white_keys if k.vp == 1]
    assert [k.note for k in central] == ["SOL", "LA", "SI", "DO", "RE", "MI"]
    assert {k.vp for k in piano.white_keys if k.note == "FA"} == {3}
    for b in piano.black_keys:
        assert len(b.actions) == 2 and b.actions[0] != b.actions[1]
    actions = Counter(a for b in piano.black_keys for a in b.actions)
    assert actions == {
        "violin": 2,
        "clarinet": 2,
        "trumpet": 2,
        "drum": 2,
        "fame": 4,
        "tessitura": 4,
        "timeline": 4,
    }
    do_key = 7
    touching = [b for b in piano.black_keys if do_key in b.between]
    assert [b.actions for b in touching] == [("clarinet", "timeline")]


@pytest.mark.rule("DIV-011")
def test_twenty_eight_note_tokens():
    assert DATA.piano.tokens_per_note * 7 == 28


@pytest.mark.rule("DIV-012")
def test_orchestra_board_and_tokens():
    orchestra = DATA.orchestra
    assert {r.instrument for r in orchestra.bonuses} == {"violin", "clarinet", "trumpet", "drum"}
    assert all(len(r.slots) == 2 for r in orchestra.bonuses)  # 4 rows x 2 seats = 8 tokens
    assert orchestra.conductor_vp == 5
    assert {r.instrument: r.bonus for r in orchestra.bonuses} == {
        "trumpet": "fame",
        "clarinet": "timeline_free",
        "drum": "tessitura",
        "violin": "shift",
    }


def test_reconstructed_items_are_flagged():
    assert DATA.piano.reconstructed and DATA.orchestra.reconstructed
    assert not DATA.cards[card("Luchino Visconti")].reconstructed
    assert DATA.cards[card("Carmen Melis")].reconstructed
    printed = {p.name for p in DATA.personalities.values() if not p.reconstructed}
    assert printed == {"Frank Sinatra", "Jacqueline Kennedy", "Isabel Perón"}


def test_historical_years_and_places():
    facts = {
        "Italian Debut": (1947, "Verona"),
        "Conquering Buenos Aires": (1949, "Buenos Aires"),
        "Master Skill": (1950, "Mexico City"),
        "Unfinished Performance": (1958, "Rome"),
        "New York at Her Feet": (1965, "New York"),
        "Betrayal": (1968, "Skorpios"),
        "Film Artist": (1969, "Cappadocia"),
        "Comeback Tour": (1973, "Hamburg"),
        "Voce d'Angelo": (1946, "Milan"),
        "New York Debut": (1955, "New York"),
        "Tebaldi and the Emperor": (1961, "Tokyo"),
        "Goodbye, New York": (1973, "New York"),
        "La Wally Opens La Scala": (1953, "Milan"),
        "Farewell to La Scala": (1976, "Milan"),
    }
    for name, (year, place) in facts.items():
        c = DATA.cards[card(name)]
        assert (c.year, c.place) == (year, place), name


def test_data_is_strict():
    from divas_desktop.games.divas.data import Opera

    with pytest.raises(ValueError):
        Opera.model_validate(
            {
                "id": "x",
                "title": "t",
                "composer": "c",
                "minimum": 5,
                "rhythms": [1, 2],
                "notes": ["DO", "RE"],
                "colour": "red",
            }
        )
    assert load() is load()


@pytest.mark.rule("DIV-PR-01")
def test_sixteen_personalities():
    people = list(DATA.personalities.values())
    assert len(people) == 16 and all(3 <= p.vp <= 5 for p in people)
    printed = {
        p.name: (p.vp, p.condition.code, p.condition.n) for p in people if not p.reconstructed
    }
    assert printed == {
        "Frank Sinatra": (3, "no_characters", 1),
        "Jacqueline Kennedy": (4, "min_cards", 4),
        "Isabel Perón": (5, "matching_instruments", 3),
    }


def test_balance_tebaldi_masks():
    """Balance (NOTES.md, "Balance"): every reconstructed Tebaldi card shows one mask.

    With 13 masks against Callas's 26 Tebaldi lost 77.5% of 200 bot games; masks score in
    any opera, while a second rhythm scores only where the opera asks for it.
    """
    for c in TEBALDI_DECK:
        if c.reconstructed:
            assert len(c.masks) == 1, c.name
    assert sum(len(c.masks) for c in TEBALDI_DECK) == 24
    assert sum(len(c.masks) for c in CALLAS_DECK) == 26
    assert Counter(m for c in TEBALDI_DECK for m in c.masks) == {
        "red": 6,
        "green": 6,
        "purple": 6,
        "white": 6,
    }
    printed = {
        c.name: (c.instrument, c.rhythms, c.masks) for c in TEBALDI_DECK if not c.reconstructed
    }
    assert printed == {
        "New York Debut": ("trumpet", [2], ["red"]),
        "Back to La Scala": ("drum", [3], ["green"]),
    }


def test_balance_piano_ends_alike():
    """Balance (NOTES.md, "Balance"): the low end (Tebaldi's side) mirrors the high end.

    One key in from each end a black key offers Timeline + Tessitura; the outermost black
    key offers Fame and an instrument.
    """
    black = {b.between: set(b.actions) for b in DATA.piano.black_keys}
    assert black[(1, 2)] == black[(11, 12)] == {"timeline", "tessitura"}
    assert black[(0, 1)] == {"violin", "fame"} and black[(12, 13)] == {"clarinet", "fame"}
