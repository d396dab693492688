"""What each parameter of an Opera Magna event is (see ``params.py``); texts in
``texts_magna.py``. The acting seat is ``seat``; its sentences write it ``{player}``."""

from divas_desktop.i18n.params import AMOUNT, CARD, COUNT, FLAG, HIDDEN, NAME, PLAYER, Events

EVENTS: Events = {
    "magna.building_completed": {"seat": PLAYER, "card": CARD},
    "magna.building_drafted": {"seat": PLAYER, "card": CARD},
    "magna.building_placed": {"seat": PLAYER, "card": CARD, "side": NAME, "unlocks": FLAG},
    "magna.building_taken": {"seat": PLAYER, "card": CARD, "revealed": CARD},
    "magna.card_played": {"seat": PLAYER, "card": CARD, "area": NAME, "discarded": CARD},
    "magna.certificate_pushed": {"seat": PLAYER, "good": NAME, "steps": COUNT},
    "magna.converted": {"seat": PLAYER, "good": NAME, "raw": HIDDEN},
    "magna.cost_paid": {
        "seat": PLAYER,
        "city": NAME,
        "goods": COUNT,
        "certificates": COUNT,
        "vp": COUNT,
        "goods_by_type": HIDDEN,
        "certificates_by_type": HIDDEN,
    },
    "magna.delivered": {
        "seat": PLAYER,
        "worksite": NAME,
        "slot": HIDDEN,
        "good": NAME,
        "first": FLAG,
    },
    "magna.first_player_drawn": {"seat": PLAYER},
    "magna.game_over": {},
    "magna.good_placed": {"seat": PLAYER, "card": CARD, "good": NAME},
    "magna.last_round": {"round": AMOUNT},
    "magna.market_card_taken": {
        "seat": PLAYER,
        "card": CARD,
        "slot": HIDDEN,
        "pay": HIDDEN,
        "revealed": CARD,
    },
    "magna.merchant_moved": {
        "seat": PLAYER,
        "source": NAME,
        "source_area": HIDDEN,
        "target": NAME,
        "target_area": HIDDEN,
    },
    "magna.power_used": {"seat": PLAYER, "power": NAME, "good": HIDDEN, "spend": HIDDEN},
    "magna.profit_gained": {
        "seat": PLAYER,
        "city": NAME,
        "raw": COUNT,
        "refined": COUNT,
        "raw_by_type": HIDDEN,
        "refined_by_type": HIDDEN,
    },
    "magna.raw_gained": {"seat": PLAYER, "good": NAME, "amount": COUNT},
    "magna.refined_gained": {"seat": PLAYER, "good": NAME, "amount": COUNT},
    "magna.refining_ended": {"seat": PLAYER, "discarded": COUNT},
    "magna.round_started": {"round": AMOUNT},
    "magna.shop_converted": {"seat": PLAYER, "row": HIDDEN, "good": NAME, "amount": HIDDEN},
    "magna.vp_gained": {"seat": PLAYER, "amount": AMOUNT},
}
