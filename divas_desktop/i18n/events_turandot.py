"""What each parameter of a Turandot event is (see ``params.py``) (texts: ``texts_turandot``)."""

from divas_desktop.i18n.params import (
    AMOUNT,
    CARD,
    CARDS,
    COUNT,
    FLAG,
    NAME,
    PLAYER,
    SEAT,
    SEATS,
    Events,
    Wording,
)

EVENTS: Events = {
    "turandot.bid_confirmed": {"player": PLAYER},
    "turandot.bid_revealed_money": {"player": PLAYER, "bluff": FLAG},
    "turandot.bid_revealed_number": {
        "player": PLAYER,
        "number": AMOUNT,
        "money": COUNT,
        "bluff": FLAG,
    },
    "turandot.bids_revealed": {},
    "turandot.card_added_to_bid": {"player": PLAYER, "card": CARD},
    "turandot.card_taken_back": {"player": PLAYER, "card": CARD},
    "turandot.carpenter_hired": {"player": PLAYER},
    "turandot.cast_confirmed": {"player": PLAYER},
    "turandot.casting_call": {"cards": CARDS},
    "turandot.designer_hired": {"player": PLAYER},
    "turandot.director_fired": {"player": PLAYER, "director": CARD, "director_name": NAME},
    "turandot.director_hired": {
        "player": PLAYER,
        "director": CARD,
        "director_name": NAME,
        "number": AMOUNT,
        "money": COUNT,
    },
    "turandot.director_leaves": {"director": CARD, "director_name": NAME},
    "turandot.director_removed": {"director": CARD, "director_name": NAME},
    "turandot.directors_drawn": {"cards": CARDS},
    "turandot.final_scene": {},
    "turandot.final_score": {"player": PLAYER, "score": COUNT},
    "turandot.firer_chosen": {"player": PLAYER, "target": SEAT},
    "turandot.money_returned": {"player": PLAYER},
    "turandot.outbid": {"player": PLAYER, "winner": SEAT, "number": AMOUNT},
    "turandot.puccini_passes": {"player": PLAYER},
    "turandot.round_started": {"round": AMOUNT},
    "turandot.shared_victory": {"players": SEATS},
    "turandot.singer_hired": {
        "player": PLAYER,
        "singer": CARD,
        "singer_name": NAME,
        "number": AMOUNT,
        "money": COUNT,
    },
    "turandot.singer_leaves": {"singer": CARD, "singer_name": NAME},
    "turandot.tied": {"player": PLAYER, "number": AMOUNT},
    "turandot.understudy_given": {"player": PLAYER, "by": SEAT, "card": CARD, "card_name": NAME},
    "turandot.winner": {"player": PLAYER},
}


ACTORS = {
    # The line is about the seat that gets the singer; the one who acts is Puccini.
    "turandot.understudy_given": "by",
}

PASSIVE = frozenset(
    {
        "turandot.bid_revealed_money",
        "turandot.bid_revealed_number",
        "turandot.designer_hired",
        "turandot.director_hired",
        "turandot.final_score",
        "turandot.outbid",
        "turandot.puccini_passes",
        "turandot.singer_hired",
        "turandot.tied",
        "turandot.winner",
    }
)
"""What the reveal of the bids and the final count say of every company: in the log they
stay under the player whose step revealed or counted them, one story, not a heading each."""

WORDINGS: dict[str, Wording] = {
    # Puccini who gives the understudy to himself keeps the singer.
    "turandot.understudy_given": lambda p: (
        "turandot.understudy_kept" if p.get("by") == p.get("player") else None
    ),
}
