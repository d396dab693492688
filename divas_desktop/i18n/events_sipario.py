"""What each parameter of a Sipario! event is (see ``params.py``); texts in ``texts_sipario.py``."""

from divas_desktop.i18n.params import (
    AMOUNT,
    CARD,
    CARDS,
    COUNT,
    FLAG,
    HIDDEN,
    PLAYER,
    SEAT,
    SEATS,
    Events,
    Wording,
    code,
    codes,
    role,
)

ACTION_TYPE = code("sipario.card.{}")
"""An action card's type ("claque"), named as the card is."""

EVENTS: Events = {
    "sipario.ev.advertised": {"player": PLAYER},
    "sipario.ev.attacked": {
        "player": PLAYER,
        "victim": SEAT,
        "types": codes("sipario.card.{}"),
        "role": HIDDEN,
    },
    "sipario.ev.card_attached": {"player": PLAYER, "type": ACTION_TYPE, "role": HIDDEN},
    "sipario.ev.cards_swapped": {"player": PLAYER, "victim": SEAT, "given": CARD, "taken": CARD},
    "sipario.ev.cast_completed": {
        "player": PLAYER,
        "opera": CARD,
        "role": role(of="opera"),
        "card": CARD,
    },
    "sipario.ev.cover_committed": {"player": PLAYER, "card": CARD},
    "sipario.ev.curtain": {"player": PLAYER, "attackers": SEATS},
    "sipario.ev.deal_started": {"deal": AMOUNT, "dealer": SEAT},
    "sipario.ev.dealing": {"player": PLAYER, "victim": SEAT},
    "sipario.ev.debut_abandoned": {"player": PLAYER},
    "sipario.ev.debut_declared": {"player": PLAYER, "opera": CARD},
    "sipario.ev.deck_regenerated": {"cards": COUNT},
    "sipario.ev.defence_yielded": {"player": PLAYER, "to": SEAT},
    "sipario.ev.defended": {"player": PLAYER, "type": ACTION_TYPE},
    "sipario.ev.discarded": {"player": PLAYER, "card": CARD},
    "sipario.ev.discarded_blind": {"player": PLAYER},
    "sipario.ev.drew": {"player": PLAYER, "count": COUNT},
    "sipario.ev.drew_cards": {"player": PLAYER, "cards": CARDS},
    "sipario.ev.extra_abandoned": {"player": PLAYER},
    "sipario.ev.extra_staged": {
        "player": PLAYER,
        "show": code("sipario.show.{}"),
        "gold": COUNT,
        "points": AMOUNT,
    },
    "sipario.ev.flop": {"player": PLAYER, "victim": SEAT, "opera": CARD},
    "sipario.ev.fool_cancels": {"player": PLAYER, "type": ACTION_TYPE},
    "sipario.ev.gossip": {"player": PLAYER, "cards": CARDS},
    "sipario.ev.infingardo": {"player": PLAYER, "victim": SEAT, "gold": COUNT},
    "sipario.ev.match_over": {"winners": SEATS, "reason": HIDDEN},
    "sipario.ev.no_defence": {"player": PLAYER},
    "sipario.ev.offer_accepted": {"player": PLAYER, "seller": SEAT, "gold": COUNT},
    "sipario.ev.offer_cards": {"player": PLAYER, "cards": CARDS},
    "sipario.ev.offer_choice": {"player": PLAYER, "singers": COUNT, "actions": COUNT},
    "sipario.ev.offer_made": {"player": PLAYER, "card": CARD, "gold": COUNT, "markers": COUNT},
    "sipario.ev.opera_deck_regenerated": {},
    "sipario.ev.opera_staged": {
        "player": PLAYER,
        "opera": CARD,
        "points": AMOUNT,
        "lines": HIDDEN,
    },
    "sipario.ev.paparazzo": {"player": PLAYER, "count": COUNT, "public": FLAG},
    "sipario.ev.paparazzo_cards": {"player": PLAYER, "cards": CARDS},
    "sipario.ev.partner_done": {"player": PLAYER},
    "sipario.ev.pn_to_gold": {"player": PLAYER, "amount": AMOUNT},
    "sipario.ev.postponed": {
        "player": PLAYER,
        "opera": CARD,
        "how": code("sipario.postponement.{}"),
    },
    "sipario.ev.price_card": {"player": PLAYER, "seller": SEAT, "card": CARD},
    "sipario.ev.prima_donna_discarded": {"player": PLAYER, "cost": COUNT},
    "sipario.ev.prima_donna_handed": {"player": PLAYER, "to": SEAT},
    "sipario.ev.prima_donna_unpaid": {"player": PLAYER},
    "sipario.ev.reseated": {"player": PLAYER, "order": SEATS},
    "sipario.ev.showcase": {
        "player": PLAYER,
        "showcase": code("sipario.score.showcase.{}"),
        "points": AMOUNT,
    },
    "sipario.ev.silenced": {"player": PLAYER, "victim": SEAT},
    "sipario.ev.strike": {"player": PLAYER, "victim": SEAT},
    "sipario.ev.substituted": {"player": PLAYER, "card": CARD, "role": HIDDEN},
    "sipario.ev.time_up": {},
    "sipario.ev.title_changed": {"player": PLAYER, "old": CARD},
    "sipario.ev.title_received": {"player": PLAYER, "opera": CARD},
    "sipario.ev.title_revealed": {"player": PLAYER, "opera": CARD},
    "sipario.ev.title_swapped": {"player": PLAYER, "old": CARD},
    "sipario.ev.titles_swapped": {"player": PLAYER, "victim": SEAT},
    "sipario.ev.took_blind_card": {"player": PLAYER, "card": CARD},
    "sipario.ev.took_discard": {"player": PLAYER, "card": CARD, "blind": FLAG},
    "sipario.ev.turn_card": {"player": PLAYER, "type": ACTION_TYPE, "targets": SEATS},
    "sipario.ev.turn_lost": {"player": PLAYER},
    "sipario.ev.uc_declined": {"player": PLAYER},
}


FOLDED = frozenset(
    {"sipario.ev.debut_declared", "sipario.ev.debut_abandoned", "sipario.ev.extra_abandoned"}
)
"""Lines that undo themselves when a player begins a show and gives it up: said turn after
turn, the log shows them once, counted (``i18n/folding.py``)."""

PASSIVE = frozenset({"sipario.ev.title_received"})
"""A title a rival's turn card gives to a player: under the rival's heading in the log."""

WORDINGS: dict[str, Wording] = {
    # A postponement is followed by the staging: the line says how the show goes on, so
    # "postpones" then "stages" does not read as a contradiction.
    "sipario.ev.postponed": lambda p: {
        "delay": "sipario.ev.postponed.delay",
        "tbd": "sipario.ev.postponed.tbd",
    }.get(str(p.get("how"))),
    # Foyer Gossip that finds no card: said in words, not as an empty list.
    "sipario.ev.gossip": lambda p: None if p.get("cards") else "sipario.ev.gossip.none",
}
