"""What each parameter of a Battle of the Divas event is (see ``params.py``); texts in
``texts_divas.py``. Its ``player`` is a diva (Callas or Tebaldi), named, not a seat."""

from divas_desktop.games.divas.piano import DIVA_NAMES
from divas_desktop.i18n.params import AMOUNT, CARD, COUNT, HIDDEN, NAME, Events, Param

DIVA = Param("name", seat_names=DIVA_NAMES)
"""The diva who acts: the text code of her name, which stands for her seat (Callas plays
seat 0): the line is about that seat."""

EVENTS: Events = {
    "divas.applause": {
        "player": DIVA,
        "house": NAME,
        "house_id": HIDDEN,
        "amount": COUNT,
        "applause": AMOUNT,
    },
    "divas.applause_converted": {"player": DIVA, "points": COUNT},
    "divas.black_key_chosen": {
        "player": DIVA,
        "black": HIDDEN,
        "first": NAME,
        "first_id": HIDDEN,
        "second": NAME,
        "second_id": HIDDEN,
    },
    "divas.card_drawn_private": {"card": CARD, "card_id": HIDDEN},
    "divas.card_played": {
        "player": DIVA,
        "card": CARD,
        "card_id": HIDDEN,
        "house": NAME,
        "house_id": HIDDEN,
    },
    "divas.card_recalled": {"player": DIVA, "card": CARD, "card_id": HIDDEN},
    "divas.cards_drawn": {"player": DIVA, "count": COUNT},
    "divas.conductor_placed": {"player": DIVA, "points": AMOUNT},
    "divas.deck_reshuffled": {"player": DIVA, "cards": COUNT},
    "divas.diva_moved": {"player": DIVA, "note": NAME, "key": AMOUNT},
    "divas.fame_moved": {
        "player": DIVA,
        "house": NAME,
        "house_id": HIDDEN,
        "fame": HIDDEN,
        "steps": COUNT,
    },
    "divas.game_over_deck_exhausted": {},
    "divas.game_over_fifth_opera": {},
    "divas.game_over_no_cards": {},
    "divas.instrument_placed": {
        "player": DIVA,
        "instrument": NAME,
        "instrument_id": HIDDEN,
        "bonus": HIDDEN,
        "x": AMOUNT,
    },
    "divas.last_turn": {"player": DIVA},
    "divas.note_flipped": {"player": DIVA, "note": NAME, "key": AMOUNT},
    "divas.note_placed": {"player": DIVA, "note": NAME, "key": AMOUNT},
    "divas.note_removed": {"player": DIVA, "note": NAME, "key": AMOUNT},
    "divas.note_sent": {
        "player": DIVA,
        "note": NAME,
        "key": AMOUNT,
        "house": NAME,
        "house_id": HIDDEN,
    },
    "divas.nothing_placed": {"player": DIVA},
    "divas.opera_closed": {
        "player": DIVA,
        "opera": NAME,
        "opera_id": HIDDEN,
        "house": NAME,
        "house_id": HIDDEN,
    },
    "divas.opera_revealed": {"opera": NAME, "opera_id": HIDDEN, "house": NAME, "house_id": HIDDEN},
    "divas.palco_guest": {"personality": NAME, "personality_id": HIDDEN},
    "divas.palco_scored": {
        "personality": NAME,
        "personality_id": HIDDEN,
        "player": DIVA,
        "points": AMOUNT,
    },
    "divas.palco_token_used": {"house": NAME, "house_id": HIDDEN},
    "divas.tessitura_end_bonus": {"player": DIVA, "points": AMOUNT},
    "divas.tessitura_expanded": {"player": DIVA, "low": AMOUNT, "high": AMOUNT},
    "divas.tessitura_shrunk": {"player": DIVA, "low": AMOUNT, "high": AMOUNT},
    "divas.timeline_free": {"player": DIVA, "card": CARD, "card_id": HIDDEN},
    "divas.timeline_played": {"player": DIVA, "card": CARD, "card_id": HIDDEN},
    "divas.timeline_shifted": {
        "player": DIVA,
        "card": CARD,
        "card_id": HIDDEN,
        "direction": HIDDEN,
    },
    "divas.turn_started": {"player": DIVA, "turn": AMOUNT},
    "divas.vp_gained": {"player": DIVA, "points": AMOUNT},
}


PASSIVE = frozenset(
    {
        "divas.applause",
        "divas.applause_converted",
        "divas.fame_moved",
        "divas.last_turn",
        "divas.note_removed",
        "divas.palco_scored",
        "divas.tessitura_end_bonus",
        "divas.tessitura_shrunk",
        "divas.vp_gained",
    }
)
"""Lines whose diva receives (Applause, Fame, VP, a guest's applause, a rival's attack on
her notes or tessitura) rather than acts: in the log they stay under the player whose step
gave them (a closing scores both divas)."""
