"""What each parameter of a demo game event is (a test fixture, like ``texts.py``).

The UI tests' conftest puts it in place as ``divas_desktop.i18n.events_demo``, where the
log finds a game's declarations (``divas_desktop/i18n/params.py``).
"""

from divas_desktop.i18n.params import AMOUNT, CARD, PLAYER, SEAT, Events

EVENTS: Events = {
    "demo.card_staged": {"seat": PLAYER, "card": CARD, "value": AMOUNT},
    "demo.card_to_wings": {"seat": PLAYER, "card": CARD, "value": AMOUNT},
    "demo.card_to_wings.hidden": {"seat": PLAYER},
    "demo.encore": {"seat": PLAYER},
    "demo.passed": {"seat": PLAYER},
    "demo.dedicated.tender": {"player": PLAYER, "target": SEAT, "card": CARD},
    "demo.dedicated.fiery": {"player": PLAYER, "target": SEAT, "card": CARD},
    "demo.claque_hired": {"seat": PLAYER, "gold": AMOUNT, "flowers": AMOUNT},
    "demo.rehearsed": {"seat": PLAYER, "card": CARD},
}
